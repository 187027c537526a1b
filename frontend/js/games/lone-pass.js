// Why a card game's seat (lcg2e, hbo) is offered nothing but Pass. The engine lists every choice
// the seat can make, so a window holding Pass alone means nothing of the seat's can be used
// there; a lone "Pass" button does not say so. The page says which kind of thing is missing, from
// the decision's window and the seat's own view (its hand and gold: nothing hidden from it).
import { h } from "../dom.js";
import { pick } from "../i18n.js";

const W = {
  marshal_empty: { en: "Your hand is empty: there is nothing to put into play.",
    ru: "Ваша рука пуста: вводить в игру нечего.", bg: "Ръката ви е празна: няма какво да въведете в игра." },
  marshal_events: { en: "Your hand holds only events, and events are not put into play this way.",
    ru: "В руке только события, а события так в игру не вводятся.",
    bg: "В ръката ви има само събития, а събитията не се въвеждат в игра така." },
  marshal_gold: { en: "You cannot pay for any card in your hand: {g} gold in your pool, and the cheapest costs {c}.",
    ru: "Ни одну карту из руки не оплатить: золота в запасе — {g}, а самая дешёвая стоит {c}.",
    bg: "Не можете да платите нито една карта от ръката си: злато в запаса — {g}, а най-евтината струва {c}." },
  marshal_rules: { en: "The cards in your hand that you can pay for may not come into play now: a Limited card was already played this round, a unique card is already yours in play or dead, an attachment has no character to go on, or an effect forbids it.",
    ru: "Карты из руки, которые вы можете оплатить, сейчас нельзя ввести в игру: ограниченная карта в этом раунде уже сыграна, такая уникальная карта у вас уже в игре или на кладбище, прикрепить карту не к кому или это запрещает эффект.",
    bg: "Картите от ръката ви, които можете да платите, не могат да влязат в игра сега: ограничена карта вече е изиграна този рунд, тази уникална карта вече е ваша в игра или в гробището, няма персонаж, към който да се прикрепи, или ефект го забранява." },
  action: { en: "None of your cards, in play or in hand, has an Action you can use now: passing is the only choice.",
    ru: "Ни у одной вашей карты, в игре или в руке, нет действия, которое можно применить сейчас: остаётся только пас.",
    bg: "Никоя от картите ви, в игра или в ръката, няма действие, което да използвате сега: остава само да пасувате." },
  reaction: { en: "None of your cards has a reaction to what just happened that you can use and pay for now.",
    ru: "Ни у одной вашей карты нет реакции на только что случившееся, которую можно применить и оплатить сейчас.",
    bg: "Никоя от картите ви няма реакция на току-що случилото се, която да използвате и платите сега." },
  interrupt: { en: "None of your cards has an interrupt to this that you can use and pay for now.",
    ru: "Ни у одной вашей карты нет прерывания на это, которое можно применить и оплатить сейчас.",
    bg: "Никоя от картите ви няма прекъсване за това, което да използвате и платите сега." },
  save: { en: "Nothing of yours can save the card now: no save in your hand or in play that you can use and pay for.",
    ru: "Спасти карту сейчас нечем: ни в руке, ни в игре нет спасения, которое можно применить и оплатить.",
    bg: "Нямате с какво да спасите картата сега: нито в ръката, нито в игра има спасяване, което да използвате и платите." },
  watch: { en: "Windows like this one can be passed for you: see “{panel}” below.",
    ru: "Такие окна можно пропускать автоматически: см. «{panel}» ниже.",
    bg: "Такива прозорци могат да се пасуват вместо вас: вижте „{panel}“ по-долу." },
};

// The kinds of card a marshaling (hbo: playing) turn puts into play from hand.
const PLAYABLE = new Set(["character", "location", "attachment"]);

function marshalWhy(v, seat, card) {
  const z = v.seats[seat] || {};
  const hand = Array.isArray(z.hand) ? z.hand : [];
  if (!hand.length) return pick(W.marshal_empty);
  const costs = hand.map((c) => card(c.code)).filter((c) => c && PLAYABLE.has(c.type)).map((c) => c.cost ?? 0);
  if (!costs.length) return pick(W.marshal_events);
  const cheapest = Math.min(...costs);
  const gold = z.gold ?? 0;
  return cheapest > gold ? pick(W.marshal_gold, { g: gold, c: cheapest }) : pick(W.marshal_rules);
}

// The window's kind: the decision names its step (window, reactions, saves, trigger_window);
// the view tells a trigger window's timing and whose marshaling turn it is.
function kindOf(d, v, seat) {
  if (d.window === "saves") return "save";
  if (d.window === "reactions") return "reaction";
  if (d.window === "trigger_window") return (v.trigger || {}).timing === "reaction" ? "reaction" : "interrupt";
  if (v.phase === "marshaling" && v.active === seat) return "marshal";
  return "action";
}

// ``card(code)``: the game's card data (cost, type); ``panel``: the title of the windows panel,
// named when the seat may have such windows passed for it. A paragraph, or null when the
// decision offers more than Pass.
export function lonePassNote(d, ctx, { card, panel }) {
  const v = ctx.view;
  const seat = ctx.seat;
  if (!v || !Array.isArray(v.seats) || !Number.isInteger(seat) || d.required === false) return null;
  if (!d.options.length || !d.options.every((o) => (o.action || {}).type === "pass")) return null;
  const kind = kindOf(d, v, seat);
  const why = kind === "marshal" ? marshalWhy(v, seat, card) : pick(W[kind]);
  const watchable = kind !== "marshal" && v.settings && Array.isArray(v.settings.watch) && panel;
  return h("p", { class: "pass-why", "data-why": kind }, why, watchable ? ` ${pick(W.watch, { panel })}` : null);
}
