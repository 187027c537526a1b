// The card game's event log in words (en/ru/bg), keyed by the event types api/games/lcg2e and
// api/games/cardcore emit. Cards are named from the codes an event carries or, for a bare id,
// from the current view; a card no longer in sight reads "a card" rather than its id.
// tests/games/lcg2e/test_frontend_data.py fails when the engine emits a type missing here.
// The HBO card game words its log with these tables too (hbo-events.js adds its own types
// and its card names and terms, card-kit.js's ``kit``, through eventsWith).
// A card named here by its code is marked (events.js cardRef), so its name in the log opens its text.
import { cardRef } from "../events.js";
import { pick } from "../i18n.js";
import { effectText } from "./lcg2e-effects.js";

// The card names and terms of the game whose log this is.
function kitOf(ctx) { return ctx.kit; }

// Zones as a sentence names them.
const ZONES = {
  hand: { en: "hand", ru: "рука", bg: "ръка" },
  deck: { en: "deck", ru: "колода", bg: "тесте" },
  discard: { en: "discard pile", ru: "сброс", bg: "изхвърлени" },
  dead: { en: "dead pile", ru: "кладбище", bg: "гробище" },
  play: { en: "play", ru: "игра", bg: "игра" },
  plot: { en: "revealed plot", ru: "вскрытый замысел", bg: "разкрит замисъл" },
  plot_deck: { en: "plot deck", ru: "колода замыслов", bg: "тесте замисли" },
  used_plots: { en: "used pile", ru: "использованная стопка", bg: "използвани замисли" },
  setup: { en: "setup area", ru: "стартовые карты", bg: "начални карти" },
  removed: { en: "out of the game", ru: "вне игры", bg: "извън играта" },
  duplicate: { en: "duplicates", ru: "дубликаты", bg: "дубликати" },
  agenda: { en: "agenda", ru: "цель", bg: "цел" },
  title: { en: "title", ru: "титул", bg: "титла" },
};

const A_CARD = { en: "a card", ru: "карта", bg: "карта" };

// How a card moved, by the reason the engine gives; anything else reads as a plain move.
const MOVED = {
  draw: { en: "{seat} draws {count} card(s).", ru: "{seat} берёт карт: {count}.", bg: "{seat} тегли карти: {count}." },
  mulligan: { en: "{seat} shuffles {count} card(s) back into the deck.", ru: "{seat} замешивает в колоду карт: {count}.",
    bg: "{seat} разбърква обратно в тестето карти: {count}." },
  setup: { en: "{seat} places {count} setup card(s).", ru: "{seat} выкладывает стартовые карты: {count}.",
    bg: "{seat} поставя начални карти: {count}." },
  setup_revealed: { en: "{seat} reveals setup cards: {cards}.", ru: "{seat} вскрывает стартовые карты: {cards}.",
    bg: "{seat} разкрива началните карти: {cards}." },
  marshal: { en: "{seat} marshals {cards}.", ru: "{seat} вводит приказом: {cards}.", bg: "{seat} мобилизира: {cards}." },
  marshal_on: { en: "{seat} marshals {cards} onto {host}.", ru: "{seat} вводит {cards} на {host}.", bg: "{seat} мобилизира {cards} върху {host}." },
  ambush: { en: "{seat} ambushes with {cards}.", ru: "{seat} вводит из засады: {cards}.", bg: "{seat} влиза от засада с {cards}." },
  revealed: { en: "{seat} reveals the plot {cards}.", ru: "{seat} вскрывает замысел «{cards}».", bg: "{seat} разкрива замисъла „{cards}“." },
  covered: { en: "{seat}'s plot {cards} goes to the used pile.", ru: "Замысел «{cards}» ({seat}) уходит в использованную стопку.",
    bg: "Замисълът „{cards}“ ({seat}) отива при използваните." },
  recycled: { en: "{seat} takes the used plots back ({count}).", ru: "{seat} возвращает использованные замыслы ({count}).",
    bg: "{seat} връща използваните замисли ({count})." },
  kill: { en: "{cards} is killed.", ru: "{cards}: убит(а).", bg: "{cards} е убит(а)." },
  discard_from_hand: { en: "{seat} discards {cards}.", ru: "{seat} сбрасывает: {cards}.", bg: "{seat} изхвърля {cards}." },
  random_discard: { en: "{seat} discards {cards} at random.", ru: "{seat} сбрасывает наугад: {cards}.", bg: "{seat} изхвърля случайно {cards}." },
  top_of_deck: { en: "{cards} is discarded from the top of {seat}'s deck.", ru: "С верха колоды ({seat}) сброшено: {cards}.",
    bg: "От върха на тестето на {seat} е изхвърлено: {cards}." },
  host_left_play: { en: "{cards} leaves play with its host (to the {dest}).", ru: "{cards} уходит из игры вместе с носителем ({dest}).",
    bg: "{cards} напуска играта заедно с носителя си ({dest})." },
  played: { en: "{seat} plays {cards}.", ru: "{seat} разыгрывает {cards}.", bg: "{seat} разиграва {cards}." },
  put: { en: "{seat} puts {cards} into play.", ru: "{seat} вводит в игру: {cards}.", bg: "{seat} въвежда в игра: {cards}." },
  sacrifice: { en: "{seat} sacrifices {cards}.", ru: "{seat} жертвует: {cards}.", bg: "{seat} жертва {cards}." },
  discard_from_play: { en: "{cards} is discarded from play.", ru: "{cards}: сброшен(а) из игры.", bg: "{cards} е изхвърлен(а) от игра." },
  ability: { en: "{seat}: {cards} from the {from} to the {dest} (a card ability).",
    ru: "{seat}: {cards} — из зоны «{from}» в зону «{dest}» (способность карты).",
    bg: "{seat}: {cards} — от „{from}“ към „{dest}“ (способност на карта)." },
  save: { en: "{seat}: {cards} is discarded to save a card.", ru: "{seat}: {cards} сброшен(а), чтобы спасти карту.",
    bg: "{seat}: {cards} е изхвърлен(а), за да спаси карта." },
  take: { en: "{seat} takes {count} card(s) looked at into the hand.", ru: "{seat} берёт в руку просмотренных карт: {count}.",
    bg: "{seat} взема в ръката разгледани карти: {count}." },
  to_bottom: { en: "{seat} places {count} card(s) on the bottom of the deck.", ru: "{seat} кладёт под низ колоды карт: {count}.",
    bg: "{seat} поставя на дъното на тестето карти: {count}." },
  search: { en: "{seat} takes {count} card(s) from the deck into the hand.", ru: "{seat} берёт из колоды в руку карт: {count}.",
    bg: "{seat} взема от тестето в ръката карти: {count}." },
  return_to_hand: { en: "{cards} returns to its owner's hand.", ru: "{cards}: возвращается в руку владельца.",
    bg: "{cards} се връща в ръката на притежателя си." },
  shuffle_into_deck: { en: "{cards} is shuffled into {seat}'s deck.", ru: "{cards}: замешан(а) в колоду ({seat}).",
    bg: "{cards} е разбъркан(а) в тестето на {seat}." },
  place_in_dead_pile: { en: "{cards} goes to {seat}'s dead pile.", ru: "{cards}: уходит в стопку мёртвых ({seat}).",
    bg: "{cards} отива в купчината на мъртвите на {seat}." },
  remove_from_game: { en: "{cards} is removed from the game.", ru: "{cards}: удалён(а) из игры.",
    bg: "{cards} е премахнат(а) от играта." },
  eliminated: { en: "Leaving the game with their player: {cards}.", ru: "{cards} покидает игру вместе с игроком.",
    bg: "{cards} напуска играта заедно с играча си." },
  other: { en: "{seat}: {cards} from the {from} to the {dest}.", ru: "{seat}: {cards} — из зоны «{from}» в зону «{dest}».",
    bg: "{seat}: {cards} — от „{from}“ към „{dest}“." },
};

// The same moves of several cards in one line ("Arya Stark, Grey Wind are killed."): the forms
// above speak of one card.
const MOVED_MANY = {
  kill: { en: "{cards} are killed.", ru: "{cards}: убиты.", bg: "{cards} са убити." },
  discard_from_play: { en: "{cards} are discarded from play.", ru: "{cards}: сброшены из игры.",
    bg: "{cards} са изхвърлени от игра." },
  return_to_hand: { en: "{cards} return to their owners' hands.", ru: "{cards}: возвращаются в руки владельцев.",
    bg: "{cards} се връщат в ръцете на притежателите си." },
  shuffle_into_deck: { en: "{cards} are shuffled into {seat}'s deck.", ru: "{cards}: замешаны в колоду ({seat}).",
    bg: "{cards} са разбъркани в тестето на {seat}." },
  place_in_dead_pile: { en: "{cards} go to {seat}'s dead pile.", ru: "{cards}: уходят в стопку мёртвых ({seat}).",
    bg: "{cards} отиват в купчината на мъртвите на {seat}." },
  remove_from_game: { en: "{cards} are removed from the game.", ru: "{cards}: удалены из игры.",
    bg: "{cards} са премахнати от играта." },
  top_of_deck: { en: "{cards} are discarded from the top of {seat}'s deck.", ru: "С верха колоды ({seat}) сброшены: {cards}.",
    bg: "От върха на тестето на {seat} са изхвърлени: {cards}." },
};

const EV = {
  "game-started": { en: "The joust begins.", ru: "Поединок начинается.", bg: "Двубоят започва." },
  "mulliganed": { en: "{seat} takes a mulligan.", ru: "{seat} берёт новую руку.", bg: "{seat} тегли нова ръка." },
  "mulligan-kept": { en: "{seat} keeps the setup hand.", ru: "{seat} оставляет стартовую руку.", bg: "{seat} задържа началната ръка." },
  "setup-revealed": { en: "Setup cards are revealed.", ru: "Стартовые карты вскрыты.", bg: "Началните карти са разкрити." },
  "round-started": { en: "Round {round} begins.", ru: "Начинается раунд {round}.", bg: "Започва рунд {round}." },
  "round-ended": { en: "Round {round} ends.", ru: "Раунд {round} окончен.", bg: "Рунд {round} приключи." },
  "phase-began": { en: "{phase} phase begins.", ru: "Начинается фаза: {phase}.", bg: "Започва фаза: {phase}." },
  "phase-ended": { en: "{phase} phase ends.", ru: "Фаза окончена: {phase}.", bg: "Фазата приключи: {phase}." },
  "plot-chosen": { en: "{seat} has chosen a plot.", ru: "{seat} выбрал(а) замысел.", bg: "{seat} избра замисъл." },
  "initiative": { en: "Initiative {values}: {winner} wins it.", ru: "Инициатива {values}: побеждает {winner}.",
    bg: "Инициатива {values}: печели {winner}." },
  "first-player": { en: "{seat} is the first player.", ru: "{seat} — первый игрок.", bg: "{seat} е първи играч." },
  "active-player": { en: "{seat} acts in the {phase} phase.", ru: "{seat} действует в фазе «{phase}».", bg: "{seat} действа във фаза „{phase}“." },
  "gold_gained": { en: "{seat} gains {amount} gold.", ru: "{seat} получает золото: {amount}.", bg: "{seat} получава {amount} злато." },
  "gold_returned": { en: "{seat} returns {amount} gold to the treasury.", ru: "{seat} возвращает в казну золото: {amount}.",
    bg: "{seat} връща в хазната {amount} злато." },
  "gold_moved": { en: "{seat} gives {amount} gold to {dest_seat}.", ru: "{seat} передаёт золото ({amount}): {dest_seat}.",
    bg: "{seat} дава {amount} злато на {dest_seat}." },
  // "uses X", not "X's ability": a name may end in an s (Calling the Banners)
  "ability-used": { en: "{seat} uses {card}.", ru: "{seat} применяет способность карты «{card}».",
    bg: "{seat} използва способността на „{card}“." },
  "opponent-chosen": { en: "{seat} chooses {opponent} for {card}.", ru: "{seat} выбирает соперника для карты «{card}»: {opponent}.",
    bg: "{seat} избира противник за „{card}“: {opponent}." },
  "saved": { en: "{card} is saved by {by}.", ru: "{card}: спасён(а) картой «{by}».",
    bg: "{card} е спасен(а) от „{by}“." },
  "canceled": { en: "{by} cancels the effects of {card}.", ru: "«{by}» отменяет эффекты карты «{card}».",
    bg: "„{by}“ отменя ефектите на „{card}“." },
  "card-shown": { en: "{seat} shows {code_name}.", ru: "{seat} показывает карту «{code_name}».",
    bg: "{seat} показва „{code_name}“." },
  "deck-shuffled": { en: "{seat} shuffles the deck.", ru: "{seat} перемешивает колоду.", bg: "{seat} разбърква тестето." },
  "top-card-revealed": { en: "{seat} reveals the top card of the deck: {code_name}.", ru: "{seat} вскрывает верхнюю карту колоды: {code_name}.",
    bg: "{seat} разкрива горната карта на тестето: {code_name}." },
  "knelt": { en: "{card} kneels.", ru: "{card}: склонён(а).", bg: "{card} е преклонен(а)." },
  "stood": { en: "{card} stands.", ru: "{card}: поднят(а).", bg: "{card} е изправен(а)." },
  "power_gained": { en: "{card} gains {amount} power.", ru: "{card} получает власть: {amount}.", bg: "{card} получава {amount} власт." },
  "power_moved": { en: "{amount} power moves from {card} to {dest_card}.", ru: "Власть ({amount}) переходит с {card} на {dest_card}.",
    bg: "{amount} власт минава от {card} към {dest_card}." },
  "power_returned": { en: "{card} returns {amount} power.", ru: "{card} возвращает власть: {amount}.", bg: "{card} връща {amount} власт." },
  "power_discarded": { en: "{card} discards {amount} power.", ru: "{card} теряет власть: {amount}.", bg: "{card} губи {amount} власт." },
  "token_placed": { en: "{amount} token(s) placed on {card}.", ru: "На {card} положены жетоны: {amount}.", bg: "Върху {card} са поставени жетони: {amount}." },
  "deck-arranged": { en: "{looker} puts {top} card(s) back on top of {seat}'s deck and {bottom} on the bottom.",
    ru: "{looker} кладёт карты обратно на верх колоды ({seat}): {top}, под низ: {bottom}.",
    bg: "{looker} връща {top} карти върху тестето на {seat} и {bottom} на дъното." },
  "token_discarded": { en: "{amount} token(s) removed from {card}.", ru: "С {card} сняты жетоны: {amount}.", bg: "От {card} са махнати жетони: {amount}." },
  "challenge-initiated": { en: "{challenge}: {attacker} attacks {defender} with {attackers}.",
    ru: "{challenge}: {attacker} нападает на {defender}; зачинщики: {attackers}.",
    bg: "{challenge}: {attacker} напада {defender} с {attackers}." },
  "defenders-declared": { en: "{seat} defends with {defenders}.", ru: "{seat} защищается: {defenders}.", bg: "{seat} се защитава с {defenders}." },
  "bypassed": { en: "{by} bypasses {card} by stealth.", ru: "{by} обходит {card} (Скрытность).", bg: "{by} заобикаля {card} (Промъкване)." },
  "challenge-resolved": { en: "{challenge}: {attacking} STR against {defending}; {winner} wins{unopposed}.",
    ru: "{challenge}: {attacking} СИЛ против {defending}; побеждает {winner}{unopposed}.",
    bg: "{challenge}: {attacking} СИЛ срещу {defending}; печели {winner}{unopposed}." },
  "challenge-resolved-none": { en: "{challenge}: {attacking} STR against {defending}; nobody wins.",
    ru: "{challenge}: {attacking} СИЛ против {defending}; победителя нет.", bg: "{challenge}: {attacking} СИЛ срещу {defending}; няма победител." },
  "challenge-ended": { en: "The {challenge} is over.", ru: "Вызов окончен: {challenge}.", bg: "Предизвикателството приключи: {challenge}." },
  "challenges-done": { en: "{seat} makes no more challenges.", ru: "{seat} больше не бросает вызовов.", bg: "{seat} не започва повече предизвикателства." },
  "keyword-declined": { en: "{card} does not use {keyword}.", ru: "{card} не использует: {keyword}.", bg: "{card} не използва {keyword}." },
  "dominance": { en: "Dominance ({totals}): {winner} wins it.", ru: "Господство ({totals}): побеждает {winner}.", bg: "Надмощие ({totals}): печели {winner}." },
  "dominance-none": { en: "Dominance ({totals}): nobody wins it.", ru: "Господство ({totals}): победителя нет.", bg: "Надмощие ({totals}): няма победител." },
  "control_changed": { en: "{seat} takes control of {card}.", ru: "{seat} получает контроль над {card}.", bg: "{seat} поема контрола над {card}." },
  "removed-from-challenge": { en: "{card} is removed from the challenge.", ru: "{card}: выводится из вызова.", bg: "{card} е изваден(а) от предизвикателството." },
  "considered-participating": { en: "{card} is considered to be participating in the challenge.",
    ru: "{card}: считается участником вызова.", bg: "{card} се счита за участник в предизвикателството." },
  "no-longer-participating": { en: "{card} is no longer considered to be participating.",
    ru: "{card}: больше не считается участником вызова.", bg: "{card} вече не се счита за участник." },
  // a card made to take part in the running challenge (Ours is the Fury)
  "participating": { en: "{card} now takes part in the challenge.",
    ru: "{card}: теперь участвует в вызове.", bg: "{card} вече участва в предизвикателството." },
  // what the effect does is lcg2e-effects.js's; this line only for what those words cannot say
  "effect_added": { en: "A lasting effect begins{source_part}.", ru: "Начинается длительный эффект{source_part}.", bg: "Започва траен ефект{source_part}." },
  "effect_ended": { en: "The effect of {source} ends.", ru: "Эффект карты «{source}» закончился.", bg: "Ефектът на „{source}“ приключи." },
  "effect_ended-unsourced": { en: "A lasting effect ends.", ru: "Длительный эффект закончился.", bg: "Траен ефект приключи." },
  "seen": { en: "You see: {cards}.", ru: "Вы видите: {cards}.", bg: "Виждате: {cards}." },
  "choice-made": { en: "{seat} makes a choice.", ru: "{seat} делает выбор.", bg: "{seat} прави избор." },
  "choice-forced": { en: "{seat} had a single possible choice; it was made automatically.",
    ru: "У {seat} был лишь один возможный выбор — он сделан автоматически.", bg: "{seat} имаше само един възможен избор — направен е автоматично." },
  // the card the only choice named, when it named one (a target, a claim's victim, a host)
  "choice-forced-cards": { en: "{seat} had a single possible choice, made automatically: {cards}.",
    ru: "У {seat} был лишь один возможный выбор, сделан автоматически: {cards}.",
    bg: "{seat} имаше само един възможен избор, направен автоматично: {cards}." },
  "priority-passed": { en: "{seat} passes.", ru: "{seat} пасует.", bg: "{seat} пасува." },
  "settings-changed": { en: "You changed the windows you are offered.", ru: "Вы изменили окна, в которых вас спрашивают.", bg: "Променихте прозорците, в които ви питат." },
  "window-closed": { en: "Everyone has passed.", ru: "Все спасовали.", bg: "Всички пасуваха." },
  "titles-set-aside": { en: "{count} title(s) set aside face down for this round.", ru: "Отложено титулов рубашкой вверх на этот раунд: {count}.",
    bg: "Оставени настрана титли с гръб нагоре за този рунд: {count}." },
  "title-chosen": { en: "{seat} has chosen a title.", ru: "{seat} выбрал(а) титул.", bg: "{seat} избра титла." },
  "titles-revealed": { en: "Titles this round: {titles}.", ru: "Титулы этого раунда: {titles}.", bg: "Титли за този рунд: {titles}." },
  "titles-returned": { en: "The titles return to the pool.", ru: "Титулы возвращаются в общий запас.", bg: "Титлите се връщат в общия запас." },
  "rivals-bonus": { en: "{seat} gains 1 power for beating a rival ({rival}).", ru: "{seat} получает 1 власть за победу над соперником ({rival}).",
    bg: "{seat} получава 1 власт за победа над съперник ({rival})." },
  "challenge-redirected": { en: "{seat} (Crown Regent) redirects the challenge against {defender}.",
    ru: "{seat} (Регент Короны) перенаправляет вызов против {defender}.", bg: "{seat} (Регент на Короната) пренасочва предизвикателството срещу {defender}." },
  "new-defender": { en: "The {challenge} challenge now goes against {defender}.", ru: "Вызов ({challenge}) теперь против {defender}.",
    bg: "Предизвикателството ({challenge}) вече е срещу {defender}." },
  "claim-opponents": { en: "{seat} applies the intrigue claim to {opponents}.", ru: "{seat} применяет претензию интриги к: {opponents}.",
    bg: "{seat} прилага претенцията на интригата към: {opponents}." },
  "eliminated": { en: "{seat} is out of the game (no cards left to draw).", ru: "{seat} выбывает из игры (в колоде нет карт).",
    bg: "{seat} отпада от играта (няма карти в тестето)." },
  "winner-chosen": { en: "{seat}, the first player, chooses {winner} as the winner.",
    ru: "{seat}, первый игрок, объявляет победителем: {winner}.", bg: "{seat}, първият играч, избира за победител {winner}." },
  "game-ended": { en: "The game ends. Power: {scores}.", ru: "Игра окончена. Власть: {scores}.", bg: "Играта приключи. Власт: {scores}." },
};

// A card's name; marked with its code, to open at a tap, when the log's item asks (ctx.markCards).
function marked(code, name, ctx) { return ctx && ctx.markCards ? cardRef(code, name) : name; }
function codeName(code, ctx) { return marked(code, kitOf(ctx).cardName(code), ctx); }

function refName(ref, ctx) {
  if (ref && typeof ref === "object") return ref.code ? codeName(ref.code, ctx) : pick(A_CARD);
  const mod = ctx.mod;
  // A card the view shows is named from its code, looked up once (the view's cards are walked
  // for it), and marked when the log's item asks.
  const code = typeof ref === "string" && mod && mod.codesOf ? mod.codesOf(ctx.view)[ref] : null;
  if (code) return codeName(code, ctx);
  const named = mod && mod.nameOf ? mod.nameOf(ref, ctx.view) : null;
  if (named) return named;
  // A faction card reads as the seat's faction even without a view at hand.
  const f = typeof ref === "string" && /^f(\d+)$/.exec(ref);
  if (f) return ctx.seatName(Number(f[1]));
  return pick(A_CARD);
}

function list(xs, ctx) {
  return (xs || []).length ? xs.map((x) => refName(x, ctx)).join(", ") : pick({ en: "nobody", ru: "никто", bg: "никой" });
}

function seat(ev, k, ctx) { return Number.isInteger(ev[k]) ? ctx.seatName(ev[k]) : "?"; }

function params(ev, ctx) {
  const { term } = kitOf(ctx);
  const strength = Array.isArray(ev.strength) ? ev.strength : [];
  return {
    seat: seat(ev, "seat", ctx), attacker: seat(ev, "attacker", ctx), defender: seat(ev, "defender", ctx),
    winner: seat(ev, "winner", ctx), dest_seat: seat(ev, "dest", ctx), looker: seat(ev, "looker", ctx),
    top: ev.top ?? 0, bottom: ev.bottom ?? 0,
    card: refName(ev.card, ctx), by: refName(ev.by, ctx), dest_card: refName(ev.dest, ctx), host: refName(ev.host, ctx),
    cards: ev.cards ? list(ev.cards, ctx) : "", attackers: list(ev.attackers, ctx), defenders: list(ev.defenders, ctx),
    amount: ev.amount ?? 1, count: ev.count ?? (ev.cards || []).length, round: ev.round ?? "",
    phase: ev.phase ? term("phases", ev.phase) : "", claim: ev.claim ?? "", challenge: ev.challenge ? term("challenges", ev.challenge) : "",
    attacking: ev.attacking ?? strength[0] ?? 0, defending: ev.defending ?? strength[1] ?? 0,
    unopposed: ev.unopposed ? ` (${term("game", "unopposed")})` : "",
    keyword: ev.keyword ? term("keywords", ev.keyword) : "",
    values: Array.isArray(ev.values) ? ev.values.join(" – ") : "", totals: Array.isArray(ev.totals) ? ev.totals.join(" – ") : "",
    scores: Array.isArray(ev.scores) ? ev.scores.map((v, s) => `${ctx.seatName(s)} ${v}`).join(", ") : "",
    from: ev.from ? pick(ZONES[ev.from] || { en: ev.from.replace(/_/g, " ") }) : "",
    dest: typeof ev.dest === "string" ? pick(ZONES[ev.dest] || { en: ev.dest.replace(/_/g, " ") }) : "",
    source_part: ev.source ? ` (${refName(ev.source, ctx)})` : "",
    source: ev.source ? refName(ev.source, ctx) : "",
    code_name: ev.code ? codeName(ev.code, ctx) : pick(A_CARD),
    rival: seat(ev, "rival", ctx), opponent: seat(ev, "opponent", ctx),
    opponents: (ev.opponents || []).map((s) => ctx.seatName(s)).join(", "),
    titles: ev.titles && typeof ev.titles === "object"
      ? Object.entries(ev.titles).map(([s, c]) => `${ctx.seatName(Number(s))} — ${codeName(c, ctx)}`).join(", ") : "",
  };
}

function say(forms, ev, ctx) { return pick(forms, params(ev, ctx)); }

// The card ids a forced choice names: the items selected, or the card an answer chose.
function forcedCards(choice) {
  if (Array.isArray(choice)) return choice.map((i) => i && i.card).filter((c) => typeof c === "string");
  const c = choice && (choice.choice ?? choice.card ?? choice.host);
  return typeof c === "string" ? [c] : [];
}

// The log's words for every event type: these tables plus a game's own (ev: {type: forms},
// moved: {reason: forms}), which win over the shared ones; kit names the game's cards and terms.
export function eventsWith(ev, movedForms, kit) {
  const table = { ...EV, ...ev };
  const reasons = { ...MOVED, ...movedForms };
  const out = {};
  for (const type of Object.keys(table)) out[type] = (e, ctx) => say(table[type], e, { ...ctx, kit });
  out.moved = (e, c) => {
    const ctx = { ...c, kit };
    let key = reasons[e.reason] ? e.reason : "other";
    if (key === "marshal" && e.host) key = "marshal_on";
    if (key === "setup" && e.dest === "play") key = "setup_revealed";
    const many = (e.cards || []).length > 1 && reasons[key] === MOVED[key] && MOVED_MANY[key];
    return say(many || reasons[key], e, ctx);
  };
  out["challenge-resolved"] = (e, ctx) => say(Number.isInteger(e.winner) ? table["challenge-resolved"] : table["challenge-resolved-none"], e, { ...ctx, kit });
  out["choice-forced"] = (e, ctx) => {
    const picked = forcedCards(e.choice);
    return picked.length ? say(table["choice-forced-cards"], { ...e, cards: picked }, { ...ctx, kit })
      : say(table["choice-forced"], e, { ...ctx, kit });
  };
  out.dominance = (e, ctx) => say(Number.isInteger(e.winner) ? table.dominance : table["dominance-none"], e, { ...ctx, kit });
  out.effect_added = (e, c) => {
    const ctx = { ...c, kit };
    return effectText(e, ctx, kitOf(ctx), (ref) => refName(ref, ctx)) || say(table.effect_added, e, ctx);
  };
  out.effect_ended = (e, ctx) => say(e.source ? table.effect_ended : table["effect_ended-unsourced"], e, { ...ctx, kit });
  delete out["challenge-resolved-none"];
  delete out["effect_ended-unsourced"];
  delete out["dominance-none"];
  delete out["choice-forced-cards"];
  return out;
}

