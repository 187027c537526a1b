// The HBO card game's log in words (en/ru/bg): the card games' shared tables of lcg2e-events.js
// plus the event types and move reasons only api/games/hbo emits.
// tests/games/hbo/test_frontend_data.py fails when the engine emits a type missing here or there.
import { KIT } from "./hbo-card.js";
import { eventsWith } from "./lcg2e-events.js";

const HBO_EV = {
  "mulligan-decided": { en: "{seat} has decided on the setup hand.", ru: "{seat} решил(а), оставить ли стартовую руку.",
    bg: "{seat} реши дали да задържи началната ръка." },
  "setup-placed": { en: "{seat} places {count} setup card(s) face down.", ru: "{seat} выкладывает рубашкой вверх стартовые карты: {count}.",
    bg: "{seat} поставя с гръб нагоре начални карти: {count}." },
  "scenario-chosen": { en: "{seat} has chosen a scenario.", ru: "{seat} выбрал(а) сценарий.", bg: "{seat} избра сценарий." },
  "action-used": { en: "{seat} uses {card}.", ru: "{seat} применяет карту «{card}».", bg: "{seat} използва „{card}“." },
  "reaction-used": { en: "{seat} reacts with {card}.", ru: "{seat} отвечает картой «{card}».", bg: "{seat} реагира с „{card}“." },
  "challenge-declared": { en: "{challenge}: {seat} attacks with {attackers}.", ru: "{challenge}: {seat} нападает; зачинщики: {attackers}.",
    bg: "{challenge}: {seat} напада с {attackers}." },
  "unopposed": { en: "{seat} wins unopposed.", ru: "{seat} побеждает без сопротивления.", bg: "{seat} печели без съпротива." },
  "claim": { en: "{challenge}: {seat} suffers claim {claim}.", ru: "{challenge}: {seat} платит притязание {claim}.",
    bg: "{challenge}: {seat} понася претенция {claim}." },
  "draft-dealt": { en: "Scenario draft, round {round}: each player is dealt {count} scenarios face down.",
    ru: "Набор сценариев, круг {round}: каждому сдано рубашкой вверх сценариев: {count}.",
    bg: "Набор на сценарии, кръг {round}: всеки получава {count} сценария с гръб нагоре." },
  "draft-picked": { en: "{seat} has kept a scenario.", ru: "{seat} оставил(а) себе сценарий.", bg: "{seat} задържа сценарий." },
  "draft-passed": { en: "{seat} passes {count} scenarios face down.", ru: "{seat} передаёт рубашкой вверх сценариев: {count}.",
    bg: "{seat} подава {count} сценария с гръб нагоре." },
  "draft-boxed": { en: "{count} scenarios go back to the box unseen.", ru: "Сценарии ({count}) возвращаются в коробку неоткрытыми.",
    bg: "{count} сценария се връщат в кутията, без да се показват." },
  "scenario-deck-chosen": { en: "{seat} has chosen a scenario deck of {count}.", ru: "{seat} собрал(а) колоду сценариев: {count}.",
    bg: "{seat} избра тесте от {count} сценария." },
  "draft-ended": { en: "The scenario draft is over.", ru: "Набор сценариев окончен.", bg: "Наборът на сценарии приключи." },
  "reveal-order": { en: "{seat} resolves {card} first.", ru: "{seat} первым разыгрывает сценарий «{card}».",
    bg: "{seat} първо разиграва сценария „{card}“." },
  "ambush-blocked": { en: "{card} cannot defend: {by} came in from ambush.", ru: "{card} не может защищаться: {by} вступил(а) из засады.",
    bg: "{card} не може да защитава: {by} влезе от засада." },
};

const HBO_MOVED = {
  recover: { en: "{seat} shuffles {cards} back into the deck.", ru: "{seat} замешивает в колоду: {cards}.",
    bg: "{seat} разбърква обратно в тестето: {cards}." },
  duplicate: { en: "{seat} attaches {cards} to {host} as a duplicate.", ru: "{seat} кладёт {cards} дубликатом на {host}.",
    bg: "{seat} поставя {cards} като дубликат върху {host}." },
  revealed: { en: "{seat} reveals the scenario {cards}.", ru: "{seat} вскрывает сценарий «{cards}».", bg: "{seat} разкрива сценария „{cards}“." },
  covered: { en: "{seat}'s scenario {cards} goes to the used pile.", ru: "Сценарий «{cards}» ({seat}) уходит в использованную стопку.",
    bg: "Сценарият „{cards}“ ({seat}) отива при използваните." },
  duplicate_saved: { en: "{seat} discards the duplicate {cards} to save the card it lay on.",
    ru: "{seat} сбрасывает дубликат {cards}, чтобы спасти карту под ним.",
    bg: "{seat} изхвърля дубликата {cards}, за да спаси картата под него." },
  recycled: { en: "{seat} takes the used scenarios back ({count}).", ru: "{seat} возвращает использованные сценарии ({count}).",
    bg: "{seat} връща използваните сценарии ({count})." },
};

export const EVENTS = eventsWith(HBO_EV, HBO_MOVED, KIT);
