// Event renderers, keyed by the engine's event types (api/games/board); wording is ours.
import { pick } from "../i18n.js";
import { field } from "./common.js";
import { ORDERS, UNITS, W, areaName, houseName, nameOf, tokenName } from "./board-names.js";

const EV = {
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
  "westeros-phase": { en: "Westeros phase of round {round}.", ru: "Фаза Вестероса, раунд {round}.", bg: "Фаза Вестерос, рунд {round}." },
  "westeros-phase-ended": { en: "The Westeros phase ends.", ru: "Фаза Вестероса окончена.", bg: "Фазата Вестерос приключи." },
  "westeros-deck-shuffled": { en: "Westeros deck {deck} is reshuffled.", ru: "Колода Вестероса {deck} перемешана.", bg: "Тестето Вестерос {deck} е разбъркано." },
  "westeros-card-resolved": { en: "{card} is resolved.", ru: "Карта «{card}» исполнена.", bg: "Картата „{card}“ е изпълнена." },
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

function say(type, ev) {
  return pick(EV[type], {
    house: houseName(ev.house), area: areaName(ev.area), target: ev.target ? areaName(ev.target) : "—",
    from: areaName(field(ev, "from", "origin")), to: areaName(field(ev, "dest", "destination", "to_area", "to")), token: tokenName(ev.token), round: ev.round ?? "",
    phase: W[ev.phase] ? pick(W[ev.phase]) : (ev.phase || ""), units: unitList(ev.units), amount: ev.amount ?? "",
    attacker: houseName(ev.attacker), defender: ev.defender ? houseName(ev.defender) : "—", winner: houseName(ev.winner),
    card: nameOf(ev.card) || ev.card || "", unit: pick(UNITS[ev.unit] || { en: String(ev.unit) }),
    track: W[ev.track] ? pick(W[ev.track]) : (ev.track || ""), order: (ev.order || []).map(houseName).join(", "),
    bids: ev.bids && typeof ev.bids === "object" ? Object.entries(ev.bids).map(([k, b]) => `${houseName(k)} ${b}`).join(", ") : "",
    deck: ev.deck ?? "", supply: ev.supply ?? "", threat: ev.threat ?? "", strength: strengthText(ev.strength),
    total: ev.total ?? "", seat: ev.seat ?? "", victim: houseName(ev.victim), supporter: houseName(ev.supporter),
    restriction: ev.restriction ? (ORDERS[ev.restriction] ? pick(ORDERS[ev.restriction].name) : tokenName(ev.restriction)) : "",
    context: ev.context === "wildlings" ? pick(W.wildlings_ctx) : W[ev.context] ? pick(W[ev.context]) : (ev.context || ""),
  });
}

export const events = {};
for (const type of Object.keys(EV)) events[type] = (ev) => say(type, ev);
