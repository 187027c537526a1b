// Event renderers, keyed by the engine's event types (api/games/board); wording is ours.
import { pick, seatNo } from "../i18n.js";
import { field } from "./common.js";
import MAP from "../data/board-map.js";
import { ORDERS, UNITS, W, areaName, houseName, tokenName } from "./board-names.js";
import { initialSummary, strengthSummary } from "./board-combat.js";
// a card a line names opens its text from the log (board-cards.js)
import { logCardWord as cardWord } from "./board-cards.js";

const EV = {
  "cleanup": { en: "Round {round} ends: orders are cleared.", ru: "Раунд {round} окончен: приказы сняты.", bg: "Рунд {round} приключи: заповедите са премахнати." },
  "attack": { en: "{house} attacks {to} from {from} with {units}.", ru: "{house} атакует {to} из {from}: {units}.", bg: "{house} напада {to} от {from} с {units}." },
  "retreat": { en: "{house} retreats from {from} to {to} with {units}.", ru: "{house} отступает из {from} в {to}: {units}.", bg: "{house} отстъпва от {from} към {to} с {units}." },
  "house-cards-revealed": { en: "House cards revealed: {cards}.", ru: "Карты Домов открыты: {cards}.", bg: "Картите на домовете са разкрити: {cards}." },
  "house-cards-discarded": { en: "House cards go to the discard pile: {cards}.", ru: "Карты Домов уходят в сброс: {cards}.", bg: "Картите на домовете отиват в изчистените: {cards}." },
  "house-cards-recovered": { en: "{house} takes back into its hand: {cards}.", ru: "{house} возвращает в руку: {cards}.", bg: "{house} си връща в ръката: {cards}." },
  "tides-drawn": { en: "You draw a Tides of Battle card: {card}.", ru: "Вы тянете карту перевеса: {card}.", bg: "Изтегляте карта „Превес“: {card}." },
  "tides-redrawn": { en: "You draw a new Tides of Battle card: {card}.", ru: "Вы тянете новую карту перевеса: {card}.", bg: "Изтегляте нова карта „Превес“: {card}." },
  "tides-revealed": { en: "Tides of Battle revealed: {cards}.", ru: "Карты перевеса открыты: {cards}.", bg: "Картите „Превес“ са разкрити: {cards}." },
  "tie-to-order": { en: "{chooser} settles the tie on the {track} track between {houses}.", ru: "{chooser} разрешает ничью на треке «{track}»: {houses}.", bg: "{chooser} решава равенството по „{track}“ между {houses}." },
  "westeros-choice-pending": { en: "{house} chooses what {card} does.", ru: "{house} выбирает действие карты «{card}».", bg: "{house} избира действието на „{card}“." },
  "westeros-choice": { en: "{house} chooses for {card}: {option}.", ru: "{house} выбирает для «{card}»: {option}.", bg: "{house} избира за „{card}“: {option}." },
  "wildling-choice-pending": { en: "{house} chooses: {choice}.", ru: "{house} выбирает: {choice}.", bg: "{house} избира: {choice}." },
  "wildling-bidder-chosen": { en: "{chooser} names {house} the {role} bidder.", ru: "{chooser} называет {house}: {role}.", bg: "{chooser} посочва {house}: {role}." },
  "wildling-highest-bidder": { en: "{house} bid the most: {card} rewards it.", ru: "{house} поставил больше всех: награда по карте «{card}».", bg: "{house} заложи най-много: награда по „{card}“." },
  "wildling-lowest-bidder": { en: "{house} bid the least: {card} strikes it hardest.", ru: "{house} поставил меньше всех: карта «{card}» бьёт сильнее всего по нему.", bg: "{house} заложи най-малко: „{card}“ го удря най-силно." },
  "wildling-penalty-option": { en: "{house} meets the Preemptive Raid: {option}.", ru: "{house} встречает «Упреждающий набег»: {option}.", bg: "{house} посреща „Изпреварващ набег“: {option}." },
  "raven-scouting": { en: "{house} may look at the top wildling card (Messenger Raven).", ru: "{house} может посмотреть верхнюю карту одичалых (Ворон-посланник).", bg: "{house} може да погледне горната карта на диваците (Гарван-вестоносец)." },
  "unit-replaced": { en: "{house} replaces a {old} with a {new} in {area}.", ru: "{house} заменяет отряд «{old}» на «{new}» в области {area}.", bg: "{house} заменя „{old}“ с „{new}“ в {area}." },
  "unit-replaced-some": { en: "{house} replaces a unit in {area}.", ru: "{house} заменяет отряд в области {area}.", bg: "{house} заменя единица в {area}." },
  "neutral-attack-short": { en: "{house} is too weak to attack the neutral force in {area}.", ru: "{house} слишком слаб, чтобы атаковать нейтральную силу в области {area}.", bg: "{house} е твърде слаб, за да нападне неутралната сила в {area}." },
  "neutral-support-asked": { en: "{house} asks for support against the neutral force in {area}.", ru: "{house} просит подмоги против нейтральной силы в области {area}.", bg: "{house} иска подкрепа срещу неутралната сила в {area}." },
  "neutral-support": { en: "{house} supports {attacker} against the neutral force in {area}.", ru: "{house} поддерживает {attacker} против нейтральной силы в области {area}.", bg: "{house} подкрепя {attacker} срещу неутралната сила в {area}." },
  "neutral-support-none": { en: "{house} does not support {attacker} in {area}.", ru: "{house} не поддерживает {attacker} в области {area}.", bg: "{house} не подкрепя {attacker} в {area}." },
  "port-ships-destroyed": { en: "{count} ship(s) of {house} in {area} are destroyed.", ru: "Корабли {house} в области {area} уничтожены: {count}.", bg: "Корабите на {house} в {area} са унищожени: {count}." },
  "house-card-ability": { en: "{card} ({house}) takes effect{detail}.", ru: "Срабатывает карта «{card}» ({house}){detail}.", bg: "Картата „{card}“ ({house}) действа{detail}." },
  "raid-nothing": { en: "{house}'s Raid in {area} finds no target and is removed.", ru: "Набегу {house} из {area} некого грабить, приказ снят.", bg: "Набегът на {house} от {area} няма цел и е премахнат." },
  "house-chosen": { en: "Seat {seat} plays {house}.", ru: "Место {seat} играет за Дом {house}.", bg: "Място {seat} играе с {house}." },
  "round-started": { en: "Round {round} begins.", ru: "Начинается раунд {round}.", bg: "Започва рунд {round}." },
  "phase": { en: "{phase} (round {round}).", ru: "{phase} (раунд {round}).", bg: "{phase} (рунд {round})." },
  "order-placed": { en: "You place {token} in {area}.", ru: "Вы отдаёте приказ «{token}» в области {area}.", bg: "Поставяте „{token}“ в {area}." },
  "order-placed-hidden": { en: "{house} places an order face down in {area}.", ru: "{house} кладёт приказ рубашкой вверх: {area}.", bg: "{house} поставя заповед с лицето надолу: {area}." },
  "order-removed": { en: "{house}'s order in {area} is removed.", ru: "Приказ {house} в области {area} снят.", bg: "Заповедта на {house} в {area} е премахната." },
  "orders-ready": { en: "{house} has finished placing orders.", ru: "{house} закончил отдавать приказы.", bg: "{house} приключи с поставянето на заповеди." },
  "orders-revealed": { en: "All orders are revealed.", ru: "Все приказы вскрыты.", bg: "Всички заповеди са разкрити." },
  "raven-passed": { en: "{house} keeps the orders as they are (Messenger Raven).", ru: "{house} не пользуется Вороном-посланником.", bg: "{house} не използва Гарвана-вестоносец." },
  "raven-replaced": { en: "{house} replaces its order in {area} with {token} (Messenger Raven).", ru: "{house} заменяет приказ в области {area} на «{token}» (Ворон-посланник).", bg: "{house} заменя заповедта си в {area} с „{token}“ (Гарван-вестоносец)." },
  "raven-scouted": { en: "{house} looks at the top wildling card.", ru: "{house} смотрит верхнюю карту одичалых.", bg: "{house} поглежда горната карта на диваците." },
  "march-started": { en: "{house} resolves a March order in {area}.", ru: "{house} исполняет приказ похода в области {area}.", bg: "{house} изпълнява заповед за поход в {area}." },
  "units-moved": { en: "{house} moves {units} from {from} to {to}.", ru: "{house} перемещает {units} из {from} в {to}.", bg: "{house} премества {units} от {from} в {to}." },
  "control-taken": { en: "{house} takes control of {area}.", ru: "{house} получает контроль над {area}.", bg: "{house} поема контрол над {area}." },
  "power-token-placed": { en: "{house} leaves a power token in {area}.", ru: "{house} оставляет жетон власти в области {area}.", bg: "{house} оставя жетон за власт в {area}." },
  "power-gained": { en: "{house} gains {amount} power.", ru: "{house} получает власть: {amount}.", bg: "{house} получава власт: {amount}." },
  "raid": { en: "{house} raids from {area} into {target}.", ru: "{house} совершает набег из {area} на {target}.", bg: "{house} напада от {area} към {target}." },
  "combat-started": { en: "Combat in {area}: {attacker} attacks {defender}.", ru: "Бой в области {area}: {attacker} атакует {defender}.", bg: "Битка в {area}: {attacker} напада {defender}." },
  "combat-won": { en: "{winner} wins the combat in {area}.", ru: "{winner} побеждает в бою за {area}.", bg: "{winner} печели битката за {area}." },
  "house-card-revealed": { en: "{house} reveals {card}.", ru: "{house} открывает карту «{card}».", bg: "{house} разкрива „{card}“." },
  "unit-destroyed": { en: "{house} loses a {unit} in {area}.", ru: "{house} теряет отряд ({unit}) в области {area}.", bg: "{house} губи единица ({unit}) в {area}." },
  "unit-mustered": { en: "{house} musters a {unit} in {area}.", ru: "{house} собирает отряд ({unit}) в области {area}.", bg: "{house} събира единица ({unit}) в {area}." },
  "track-changed": { en: "New order on the {track} track: {order}.", ru: "Новый порядок на треке «{track}»: {order}.", bg: "Нов ред по скалата „{track}“: {order}." },
  "bid-submitted": { en: "{house} has bid.", ru: "{house} сделал ставку.", bg: "{house} направи залог." },
  "bids-revealed": { en: "Bids revealed: {bids}.", ru: "Ставки вскрыты: {bids}.", bg: "Залозите са разкрити: {bids}." },
  "westeros-card-revealed": { en: "Westeros card revealed: {card}.", ru: "Открыта карта Вестероса: {card}.", bg: "Разкрита карта Вестерос: {card}." },
  "game-over": { en: "The game is over: {winner} wins.", ru: "Игра окончена: побеждает {winner}.", bg: "Играта приключи: печели {winner}." },
  "game-over-shared": { en: "The game is over: {houses} share the win.", ru: "Игра окончена: победу делят {houses}.",
    bg: "Играта приключи: победата си поделят {houses}." },
  "westeros-phase": { en: "Westeros phase of round {round}.", ru: "Фаза Вестероса, раунд {round}.", bg: "Фаза Вестерос, рунд {round}." },
  "westeros-phase-ended": { en: "The Westeros phase ends.", ru: "Фаза Вестероса окончена.", bg: "Фазата Вестерос приключи." },
  "westeros-deck-shuffled": { en: "Westeros deck {deck} is reshuffled.", ru: "Колода Вестероса {deck} перемешана.", bg: "Тестето Вестерос {deck} е разбъркано." },
  "westeros-card-resolved": { en: "{card} takes effect.", ru: "Карта «{card}» вступает в силу.", bg: "Картата „{card}“ влиза в сила." },
  "supply-set": { en: "{house}'s supply is now {supply}.", ru: "Снабжение {house}: {supply}.", bg: "Снабдяването на {house} е {supply}." },
  "clash-of-kings": { en: "Clash of Kings: bidding for the influence tracks.", ru: "Битва королей: торги за треки влияния.", bg: "Битка на крале: наддаване за скалите на влияние." },
  "clash-of-kings-ended": { en: "The Clash of Kings is over.", ru: "Битва королей окончена.", bg: "Битката на крале приключи." },
  "bidding-opened": { en: "Bidding opens: {context}.", ru: "Начинаются торги: {context}.", bg: "Започва наддаване: {context}." },
  "dominance-token-taken": { en: "{house} takes the dominance token of the {track} track.", ru: "{house} получает жетон превосходства трека «{track}».", bg: "{house} взема жетона за превъзходство на „{track}“." },
  "tie-ordered": { en: "The tie on the {track} track is settled.", ru: "Ничья на треке «{track}» разрешена.", bg: "Равенството по „{track}“ е решено." },
  "wildling-threat": { en: "The wildling threat is now {threat}.", ru: "Угроза одичалых: {threat}.", bg: "Заплахата от диваците е {threat}." },
  "wildlings-attack": { en: "The wildlings attack with strength {strength}!", ru: "Одичалые нападают с силой {strength}!", bg: "Диваците нападат със сила {strength}!" },
  "wildling-card-revealed": { en: "Wildling card: {card}.", ru: "Карта одичалых: {card}.", bg: "Карта на диваците: {card}." },
  "wildlings-outcome": { en: "The Night's Watch bid {total} against {strength}.", ru: "Ночной Дозор: {total} против {strength}.", bg: "Нощният страж: {total} срещу {strength}." },
  "raven-peek": { en: "You look at the top wildling card: {card}.", ru: "Вы смотрите верхнюю карту одичалых: {card}.", bg: "Поглеждате горната карта на диваците: {card}." },
  "support-restricted": { en: "{card}: Footmen give no support this round.", ru: "{card}: в этом раунде пешие воины не оказывают подмогу.", bg: "{card}: този рунд пехотинците не дават подкрепа." },
  "planning-restricted": { en: "Orders forbidden this round: {restriction}.", ru: "В этом раунде запрещены приказы: {restriction}.", bg: "Забранени заповеди този рунд: {restriction}." },
  "pillage": { en: "{house} raids {victim}'s power.", ru: "{house} отнимает власть у {victim}.", bg: "{house} отнема власт от {victim}." },
  "muster-started": { en: "{house} musters.", ru: "{house} собирает войска.", bg: "{house} набира войски." },
  "muster-done": { en: "{house} has finished mustering.", ru: "{house} закончил сбор войск.", bg: "{house} приключи с набирането." },
  "consolidate-muster": { en: "{house} musters in {area}.", ru: "{house} собирает войска в области {area}.", bg: "{house} набира войски в {area}." },
  "unit-upgraded": { en: "{house} upgrades a unit to {unit} in {area}.", ru: "{house} улучшает отряд до «{unit}» в области {area}.", bg: "{house} подобрява единица до „{unit}“ в {area}." },
  "units-routed": { en: "{house}'s units in {area} are routed.", ru: "Отряды {house} в области {area} разбиты.", bg: "Единиците на {house} в {area} са разбити." },
  "retreat-chosen": { en: "{house} retreats to {area}.", ru: "{house} отступает в {area}.", bg: "{house} отстъпва към {area}." },
  "garrison-removed": { en: "The garrison of {area} is removed.", ru: "Гарнизон {area} снят.", bg: "Гарнизонът на {area} е премахнат." },
  "neutral-attack-failed": { en: "{house} fails to defeat the neutral force in {area}; the units stay.", ru: "{house} не смог победить нейтральную силу в области {area}; отряды остаются.", bg: "{house} не успява да победи неутралната сила в {area}; единиците остават." },
  "neutral-force-defeated": { en: "{house} defeats the neutral force in {area}.", ru: "{house} побеждает нейтральную силу в области {area}.", bg: "{house} побеждава неутралната сила в {area}." },
  "power-discarded": { en: "{house} discards {amount} power.", ru: "{house} сбрасывает власть: {amount}.", bg: "{house} изчиства власт: {amount}." },
  "power-token-removed": { en: "{house}'s power token in {area} is removed.", ru: "Жетон власти {house} в области {area} снят.", bg: "Жетонът за власт на {house} в {area} е премахнат." },
  "port-captured": { en: "{house} takes the port {area}.", ru: "{house} захватывает порт: {area}.", bg: "{house} завзема пристанището: {area}." },
  "house-card-chosen": { en: "{house} has chosen a house card.", ru: "{house} выбрал карту Дома.", bg: "{house} избра карта на дома." },
  "house-card-discarded": { en: "{house} discards {card}.", ru: "{house} сбрасывает «{card}».", bg: "{house} изчиства „{card}“." },
  "house-cards-returned": { en: "{house} takes its house cards back.", ru: "{house} возвращает карты Дома в руку.", bg: "{house} си връща картите на дома." },
  "support-declared-for": { en: "{house} supports {for} from {area}.", ru: "{house} поддерживает {for} из {area}.", bg: "{house} подкрепя {for} от {area}." },
  "support-declared-none": { en: "{house} gives no support from {area}.", ru: "{house} не оказывает подмоги из {area}.", bg: "{house} не подкрепя никого от {area}." },
  "support-declared": { en: "{house} supports from {area}.", ru: "{house} оказывает подмогу из {area}.", bg: "{house} подкрепя от {area}." },
  "support-accepted": { en: "{house} accepts support from {supporter}.", ru: "{house} принимает подмогу от {supporter}.", bg: "{house} приема подкрепа от {supporter}." },
  "support-declined": { en: "{house} declines support from {supporter}.", ru: "{house} отказывается от подмоги {supporter}.", bg: "{house} отказва подкрепата на {supporter}." },
  "blade-used": { en: "{house} uses the Valyrian Steel Blade.", ru: "{house} использует меч из валирийской стали.", bg: "{house} използва меча от валирианска стомана." },
  "combat-strength": { en: "Combat strength: {strength}.", ru: "Сила в бою: {strength}.", bg: "Сила в битката: {strength}." },
  "combat-ended": { en: "The combat in {area} is over.", ru: "Бой за {area} окончен.", bg: "Битката за {area} приключи." },
  "order-moved": { en: "{house}'s order moves from {from} to {to}.", ru: "Приказ {house} переходит из {from} в {to}.", bg: "Заповедта на {house} се мести от {from} в {to}." },
};

function unitList(units) {
  if (!Array.isArray(units)) return "";
  return units.map((u) => pick(UNITS[typeof u === "object" ? u.type : u] || { en: String(u) })).join(", ");
}

function strengthText(x) {
  if (x && typeof x === "object") return Object.entries(x).map(([k, v]) => `${houseName(k)} ${v}`).join(", ");
  return x ?? "";
}

// The choices a Westeros card offers (api/games/board/westeros) and the wildling cards' questions
// (api/games/board/wildlings/choice.py), in the players' words.
const WESTEROS_OPTIONS = {
  supply: MAP.eventCards.supply.name, mustering: MAP.eventCards.mustering.name,
  clash_of_kings: MAP.eventCards.clash_of_kings.name,
  collect_crown_power: { en: "power for crowns", ru: "власть за короны", bg: "власт за короните" },
  no_defense_orders: { en: "no Defense orders", ru: "без приказов обороны", bg: "без заповеди за отбрана" },
  no_march_plus_one: { en: "no March +1 order", ru: "без приказа похода +1", bg: "без заповед за поход +1" },
  nothing: { en: "nothing happens", ru: "ничего не происходит", bg: "нищо не се случва" },
  // how a house meets the Preemptive Raid (wildling-penalty-option)
  destroy_units: { en: "it destroys 2 of its units", ru: "уничтожает 2 своих отряда", bg: "унищожава 2 свои единици" },
  lose_influence: { en: "it moves down 2 on its best influence track", ru: "опускается на 2 на лучшем треке влияния",
    bg: "слиза с 2 по най-добрата си писта на влияние" },
};
const WILDLING_CHOICES = {
  destroy: { en: "which units to destroy", ru: "какие отряды уничтожить", bg: "кои единици да унищожи" },
  destroy_worth: { en: "which units to remove", ru: "какие отряды убрать", bg: "кои единици да премахне" },
  bidder: { en: "which tied house is the bidder", ru: "какой из равных Домов считается ставившим", bg: "кой от равните домове е залагащият" },
  preemptive_option: { en: "how to meet the Preemptive Raid", ru: "как встретить «Упреждающий набег»", bg: "как да посрещне „Изпреварващ набег“" },
  preemptive_track: { en: "which track to fall on", ru: "на каком треке опуститься", bg: "по коя скала да слезе" },
  crow_destroy_knight: { en: "which Knight to destroy", ru: "какого рыцаря уничтожить", bg: "кой рицар да унищожи" },
  crow_replace_knight: { en: "which Knight to replace", ru: "какого рыцаря заменить", bg: "кой рицар да замени" },
  crow_upgrade: { en: "which Footman to upgrade", ru: "какого пешего воина улучшить", bg: "кой пехотинец да подобри" },
  milkwater_discard: { en: "which house card to discard", ru: "какую карту Дома сбросить", bg: "коя карта на дома да изчисти" },
  king_track: { en: "which track to fall on", ru: "на каком треке опуститься", bg: "по коя скала да слезе" },
  king_top: { en: "which track to top", ru: "на каком треке подняться на первое место", bg: "по коя скала да излезе първи" },
  retrieve_card: { en: "which house card to take back", ru: "какую карту Дома вернуть", bg: "коя карта на дома да си върне" },
  horde_area: { en: "where to muster", ru: "где собрать войска", bg: "къде да набира" },
  horde_muster: { en: "what to muster", ru: "что собрать", bg: "какво да набира" },
};
const ROLES = { highest: { en: "highest", ru: "поставившим больше всех", bg: "заложилият най-много" },
  lowest: { en: "lowest", ru: "поставившим меньше всех", bg: "заложилият най-малко" } };
const DETAIL = {
  power: { en: ": +{n} power", ru: ": +{n} власти", bg: ": +{n} власт" },
  area: { en: " in {area}", ru: " в области {area}", bg: " в {area}" },
  cancelled: { en: ": {card} goes back to the hand", ru: ": «{card}» возвращается в руку", bg: ": „{card}“ се връща в ръката" },
  moved: { en: ": {house} falls to the bottom of the {track} track", ru: ": {house} опускается вниз трека «{track}»", bg: ": {house} слиза най-долу по „{track}“" },
  prevented: { en: ": {card} does not stop it", ru: ": «{card}» не спасает", bg: ": „{card}“ не спира това" },
};

function cardsText(cards, ctx) {
  if (Array.isArray(cards)) return cards.map((c) => cardWord(c, ctx)).join(", ");
  if (cards && typeof cards === "object") {
    return Object.entries(cards).map(([hid, c]) => `${houseName(hid)}: ${c ? cardWord(c, ctx) : "—"}`).join(", ");
  }
  return "";
}

// The cards an ability's line names beyond its own (the card Tyrion sends back, the Blackfish
// that stops Mace) were revealed in the combat, so they open like it.
function abilityDetail(ev, ctx) {
  if (Number.isInteger(ev.power)) return pick(DETAIL.power, { n: ev.power });
  if (ev.cancelled) return pick(DETAIL.cancelled, { card: cardWord(ev.cancelled, ctx) || "" });
  if (ev.track && ev.moved) return pick(DETAIL.moved, { house: houseName(ev.moved), track: W[ev.track] ? pick(W[ev.track]) : "" });
  if (ev.prevented) return pick(DETAIL.prevented, { card: cardWord(ev.prevented, ctx) || "" });
  if (ev.area) return pick(DETAIL.area, { area: areaName(ev.area) });
  return "";
}

function unitName(u) { return pick(UNITS[u] || { en: String(u) }); }

function say(type, ev, ctx) {
  return pick(EV[type], {
    house: houseName(ev.house), area: areaName(ev.area), target: ev.target ? areaName(ev.target) : "—",
    from: areaName(field(ev, "from", "origin")), to: areaName(field(ev, "dest", "destination", "to_area", "to")), token: tokenName(ev.token), round: ev.round ?? "",
    phase: W[ev.phase] ? pick(W[ev.phase]) : (ev.phase || ""), units: unitList(ev.units), amount: ev.amount ?? "",
    attacker: houseName(ev.attacker), defender: ev.defender ? houseName(ev.defender) : "—", winner: houseName(ev.winner),
    card: ev.card ? cardWord(ev.card, ctx) : "", unit: pick(UNITS[ev.unit] || { en: String(ev.unit) }),
    track: W[ev.track] ? pick(W[ev.track]) : "", order: Array.isArray(ev.order) ? ev.order.map(houseName).join(", ") : "",
    cards: cardsText(ev.cards, ctx), houses: Array.isArray(ev.houses) ? ev.houses.map(houseName).join(", ") : "",
    chooser: houseName(ev.chooser), option: pick(WESTEROS_OPTIONS[ev.option] || { en: "" }),
    choice: pick(WILDLING_CHOICES[ev.choice] || { en: "" }), role: pick(ROLES[ev.role] || { en: "" }),
    count: ev.count ?? "", detail: type === "house-card-ability" ? abilityDetail(ev, ctx) : "",
    bids: ev.bids && typeof ev.bids === "object" ? Object.entries(ev.bids).map(([k, b]) => `${houseName(k)} ${b}`).join(", ") : "",
    deck: ev.deck ?? "", supply: ev.supply ?? "", threat: ev.threat ?? "", strength: strengthText(ev.strength),
    total: ev.total ?? "", seat: ev.seat == null ? "" : seatNo(ev.seat), victim: houseName(ev.victim), supporter: houseName(ev.supporter),
    restriction: ev.restriction ? (ORDERS[ev.restriction] ? pick(ORDERS[ev.restriction].name) : tokenName(ev.restriction)) : "",
    context: ev.context === "wildlings" ? pick(W.wildlings_ctx) : W[ev.context] ? pick(W[ev.context]) : (ev.context || ""),
  });
}

export const events = {};
for (const type of Object.keys(EV)) events[type] = (ev, ctx) => say(type, ev, ctx);
// Variants of one event's wording are looked up by the handlers below, not events of their own.
for (const aux of ["support-declared-for", "support-declared-none", "raid-nothing", "neutral-support-none", "unit-replaced-some",
  "game-over-shared"]) {
  delete events[aux];
}
events["combat-strength"] = (ev, ctx) => strengthSummary(ev, ctx) || say("combat-strength", ev, ctx);
events["combat-initial-strength"] = (ev) => initialSummary(ev);
events["support-declared"] = (ev) => pick(EV[ev.for ? "support-declared-for" : "support-declared-none"],
  { house: houseName(ev.house), area: areaName(ev.area), for: houseName(ev.for) });
events.raid = (ev, ctx) => say(ev.target ? "raid" : "raid-nothing", ev, ctx);
// A 1st-edition draw: every house equal on every tiebreaker shares the win (`winners`).
const AND = { en: " and ", ru: " и ", bg: " и " };
function houseList(hids) {
  const names = hids.map(houseName);
  return `${names.slice(0, -1).join(", ")}${pick(AND)}${names[names.length - 1]}`;
}
events["game-over"] = (ev, ctx) => (Array.isArray(ev.winners) && ev.winners.length > 1
  ? pick(EV["game-over-shared"], { houses: houseList(ev.winners) }) : say("game-over", ev, ctx));
events["neutral-support"] = (ev, ctx) => say(ev.commit === false ? "neutral-support-none" : "neutral-support", ev, ctx);
// "from" and "dest" are unit types here (a Knight becomes a Footman), not areas.
events["unit-replaced"] = (ev) => pick(EV[UNITS[ev.from] && UNITS[ev.dest] ? "unit-replaced" : "unit-replaced-some"],
  { house: houseName(ev.house), area: areaName(ev.area), old: unitName(ev.from), new: unitName(ev.dest) });
events["order-removed"] = (ev) => pick(EV["order-removed"], { house: houseName(ev.house), area: areaName(ev.area) });
