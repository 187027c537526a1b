// What a lasting effect does, in words (en/ru/bg), for the card games' log line of an
// ``effect_added`` event {verb, params, cards | seat, until, by, source} (api/games/cardcore/effects.py).
// VERBS has a sentence for every verb api/games/cardcore/derive.py's LAYERS lists (any of them
// may be made lasting through ops.py); tests/games/lcg2e/test_frontend_data.py fails when one is
// missing. Params are said through the game's own terms (kit.term), never as their keys; a verb
// or params these words cannot say give null, and the log keeps its generic line.
import { pick } from "../i18n.js";

const UNTIL = {
  challenge: { en: "until the end of the challenge", ru: "до конца вызова", bg: "до края на предизвикателството" },
  phase: { en: "until the end of the phase", ru: "до конца фазы", bg: "до края на фазата" },
  round: { en: "until the end of the round", ru: "до конца раунда", bg: "до края на рунда" },
  new_plot: { en: "until {who} reveals a new plot", ru: "пока {who} не вскроет новый замысел",
    bg: "докато {who} не разкрие нов замисъл" },
};

// Several cards: the sentence keeps one subject ("each of ... gets"), so no verb agrees wrongly.
const EACH = { en: "each of {cards}", ru: "каждая из карт {cards}", bg: "всяка от картите {cards}" };
const SOURCED = { en: "{source}: {line}", ru: "{source}: {line}", bg: "{source}: {line}" };
// Conditions of the effect ("while you defend an intrigue challenge") stay the card's to say.
const CONDITIONAL = { en: " (under the card's conditions)", ru: " (при условиях карты)", bg: " (при условията на картата)" };

// {target} is the cards or the seat the effect applies to, {until} its duration.
const VERBS = {
  blank: { en: "{target} loses its printed text {until}.", ru: "{target} теряет печатный текст {until}.",
    bg: "{target} губи отпечатания си текст {until}." },
  gain_trait: { en: "{target} gains the trait {trait} {until}.", ru: "{target} получает черту «{trait}» {until}.",
    bg: "{target} получава черта „{trait}“ {until}." },
  lose_trait: { en: "{target} loses the trait {trait} {until}.", ru: "{target} теряет черту «{trait}» {until}.",
    bg: "{target} губи черта „{trait}“ {until}." },
  gain_icon: { en: "{target} gains the {icon} icon {until}.", ru: "{target} получает значок «{icon}» {until}.",
    bg: "{target} получава икона „{icon}“ {until}." },
  lose_icon: { en: "{target} loses the {icon} icon {until}.", ru: "{target} теряет значок «{icon}» {until}.",
    bg: "{target} губи икона „{icon}“ {until}." },
  gain_keyword: { en: "{target} gains {keyword} {until}.", ru: "{target} получает ключевое слово «{keyword}» {until}.",
    bg: "{target} получава ключова дума „{keyword}“ {until}." },
  lose_keyword: { en: "{target} loses {keyword} {until}.", ru: "{target} теряет ключевое слово «{keyword}» {until}.",
    bg: "{target} губи ключова дума „{keyword}“ {until}." },
  modify_str: { en: "{target} gets {sign}{amount} STR {until}.", ru: "{target} получает {sign}{amount} к СИЛ {until}.",
    bg: "{target} получава {sign}{amount} СИЛ {until}." },
  plot_value: { en: "{target} gets {sign}{amount} {value} {until}.", ru: "{target} получает {sign}{amount} к показателю «{value}» {until}.",
    bg: "{target} получава {sign}{amount} към „{value}“ {until}." },
  dominance_str: { en: "{target} counts {sign}{amount} STR for dominance {until}.",
    ru: "{target} получает {sign}{amount} к СИЛ при определении господства {until}.",
    bg: "{target} получава {sign}{amount} СИЛ за надмощието {until}." },
  set_plot_base: { en: "{target}'s printed {value} counts as {amount} {until}.",
    ru: "{target}: печатный показатель «{value}» считается равным {amount} {until}.",
    bg: "{target}: отпечатаната стойност „{value}“ се смята за {amount} {until}." },
  cost_reduction: { en: "{target} pays {amount} gold less for the next {card_type} they marshal {until}.",
    ru: "{target} платит на {amount} золота меньше за следующую вводимую карту{kind} {until}.",
    bg: "{target} плаща с {amount} злато по-малко за следващата мобилизирана карта{kind} {until}." },
  extra_limited: { en: "{target} may marshal {amount} more Limited card{s} {until}.",
    ru: "{target} может ввести дополнительные карты с «Ограничением» ({amount}) {until}.",
    bg: "{target} може да мобилизира допълнителни карти с „Ограничение“ ({amount}) {until}." },
  extra_challenge: { en: "{target} may initiate {amount} more {challenge}{s} {until}.",
    ru: "{target} может объявить дополнительные вызовы вида «{challenge}» ({amount}) {until}.",
    bg: "{target} може да започне допълнителни предизвикателства от вида „{challenge}“ ({amount}) {until}." },
  restrict_challenges: { en: "{target} cannot initiate any {challenge} {until}.",
    ru: "{target} не может объявлять вызовы вида «{challenge}» {until}.",
    bg: "{target} не може да започва предизвикателства от вида „{challenge}“ {until}." },
  declare_limit: { en: "{target} cannot declare more than {amount} character{s} in a challenge {until}.",
    ru: "{target} не может объявить в вызове больше персонажей, чем {amount}, {until}.",
    bg: "{target} не може да обяви в предизвикателство повече от {amount} персонажа {until}." },
  no_kneel_on_declare: { en: "{target} does not kneel when declared in a challenge {until}.",
    ru: "{target} не склоняется, когда объявлен(а) участником вызова, {until}.",
    bg: "{target} не се прекланя, когато е обявен(а) в предизвикателство, {until}." },
  defend_while_kneeling: { en: "{target} may defend while kneeling {until}.", ru: "{target} может защищаться даже в склонённом положении {until}.",
    bg: "{target} може да защитава, докато е преклонен(а), {until}." },
  must_defend: { en: "{target} must be declared as a defender if able {until}.",
    ru: "{target} должен(на) быть объявлен(а) защитником, если может, {until}.",
    bg: "{target} трябва да бъде обявен(а) за защитник, ако може, {until}." },
  cannot_defend: { en: "{target} cannot be declared as a defender {until}.", ru: "{target} не может быть объявлен(а) защитником {until}.",
    bg: "{target} не може да бъде обявен(а) за защитник {until}." },
  stealth_immunity: { en: "{target} cannot be bypassed by stealth {until}.", ru: "{target} не может быть обойдён(а) Скрытностью {until}.",
    bg: "{target} не може да бъде заобиколен(а) с Промъкване {until}." },
  considered_participating: { en: "{target} is considered to be participating in the challenge {until}.",
    ru: "{target} считается участником вызова {until}.", bg: "{target} се счита за участник в предизвикателството {until}." },
  no_str_contribution: { en: "{target} does not contribute its STR to the challenge {until}.",
    ru: "{target} не добавляет свою СИЛ к вызову {until}.", bg: "{target} не добавя своята СИЛ към предизвикателството {until}." },
  side_str: { en: "{target}'s side gets {sign}{amount} STR in challenges {until}.",
    ru: "{target}: сторона получает {sign}{amount} к СИЛ в вызовах {until}.",
    bg: "{target}: страната получава {sign}{amount} СИЛ в предизвикателствата {until}." },
  restrict_play: { en: "{target} cannot marshal or play cards of the type {types} {until}.",
    ru: "{target} не может вводить и разыгрывать карты типа «{types}» {until}.",
    bg: "{target} не може да мобилизира и разиграва карти от типа „{types}“ {until}." },
  restrict_triggering: { en: "{target} cannot trigger card abilities {until}.", ru: "{target} не может применять способности карт {until}.",
    bg: "{target} не може да задейства способности на карти {until}." },
  draw_phase_count: { en: "{target} draws {amount} more card{s} in the draw phase {until}.",
    ru: "{target} берёт в фазе набора больше карт на {amount} {until}.", bg: "{target} тегли във фазата на теглене с {amount} карти повече {until}." },
  stand_limit: { en: "{target} cannot stand more than {amount} card{s} in the standing phase {until}.",
    ru: "{target} может поднять в фазе подъёма не больше карт, чем {amount}, {until}.",
    bg: "{target} може да изправи във фазата на изправяне най-много {amount} карти {until}." },
  claim_extra_opponents: { en: "{target} may apply intrigue claim to further opponents {until}.",
    ru: "{target} может применить претензию интриги к другим соперникам {until}.",
    bg: "{target} може да приложи претенцията на интригата и към други противници {until}." },
  enters_knelt: { en: "{target} enters play kneeling {until}.", ru: "{target} входит в игру в склонённом положении {until}.",
    bg: "{target} влиза в игра преклонен(а) {until}." },
  redirect_challenge: { en: "{target} may redirect a challenge to another opponent {until}.",
    ru: "{target} может перенаправить вызов на другого соперника {until}.",
    bg: "{target} може да пренасочи предизвикателство към друг противник {until}." },
  hand_ambush: { en: "{target} may ambush {traits} characters from hand {until}.",
    ru: "{target} может вводить из засады персонажей с чертой «{traits}» {until}.",
    bg: "{target} може да въвежда от засада персонажи с черта „{traits}“ {until}." },
  cannot_attack: { en: "{target} cannot be declared as an attacker {until}.", ru: "{target} не может быть объявлен(а) зачинщиком {until}.",
    bg: "{target} не може да бъде обявен(а) за нападател {until}." },
  no_cost_reduction: { en: "No cost reduction applies to {target} {until}.", ru: "{target}: снижение стоимости не действует {until}.",
    bg: "{target}: намаленията на цената не важат {until}." },
  no_saves: { en: "{target}'s characters cannot be saved {until}.", ru: "{target}: персонажей нельзя спасти {until}.",
    bg: "{target}: персонажите не могат да бъдат спасени {until}." },
  event_cost_reduction: { en: "{target} pays {amount} gold less for the first event each round {until}.",
    ru: "{target} платит на {amount} золота меньше за первое событие в раунде {until}.",
    bg: "{target} плаща с {amount} злато по-малко за първото събитие в рунда {until}." },
  sacrifice_at_tokens: { en: "{target} is sacrificed once it has {amount} token{s} {until}.",
    ru: "{target} приносится в жертву, когда на карте жетонов: {amount}, {until}.",
    bg: "{target} се жертва, щом върху картата има {amount} жетона, {until}." },
  kill_at_zero_str: { en: "{target} is killed if its STR becomes 0 {until}.", ru: "{target} погибает, если СИЛ станет 0, {until}.",
    bg: "{target} бива убит(а), ако СИЛ стане 0, {until}." },
};

// Variants of a verb whose params change the sentence (a verb's own line says its usual case).
const VARIANTS = {
  extra_challenge_any: { en: "{target} may initiate {amount} more challenge{s} of any type {until}.",
    ru: "{target} может объявить дополнительные вызовы любого вида ({amount}) {until}.",
    bg: "{target} може да започне допълнителни предизвикателства от всеки вид ({amount}) {until}." },
  restrict_challenges_against: { en: "{target} cannot initiate challenges against {against} {until}.",
    ru: "{target} не может объявлять вызовы против: {against} {until}.",
    bg: "{target} не може да започва предизвикателства срещу {against} {until}." },
  restrict_challenges_total: { en: "{target} cannot initiate more than {amount} challenge{s} in all {until}.",
    ru: "{target} может объявить всего не больше вызовов, чем {amount}, {until}.",
    bg: "{target} може да започне общо най-много {amount} предизвикателства {until}." },
  cost_reduction_events: { en: "{target} pays {amount} gold less for the next card they marshal or event they play {until}.",
    ru: "{target} платит на {amount} золота меньше за следующую вводимую карту или разыгрываемое событие {until}.",
    bg: "{target} плаща с {amount} злато по-малко за следващата мобилизирана карта или разиграно събитие {until}." },
};

// A term that begins a noun phrase inside a sentence ("Military challenge" -> "military challenge").
function lower(s) { return s ? s[0].toLocaleLowerCase() + s.slice(1) : s; }

function listOf(xs, fn) { return (Array.isArray(xs) ? xs : [xs]).map(fn).join(", "); }

// The words that fill a verb's sentence, and which sentence (a variant) says these params; null
// when some param it needs is missing or not yet a plain value.
function wordsFor(verb, p, kit, ctx) {
  const { term } = kit;
  const num = (v) => (typeof v === "number" && Number.isFinite(v) ? v : null);
  const amount = num(p.amount);
  const w = { sign: amount !== null && amount < 0 ? "−" : "+", amount: amount === null ? null : Math.abs(amount) };
  let key = verb;
  const need = [];
  switch (verb) {
    case "gain_trait": case "lose_trait": w.trait = p.trait ? term("traits", p.trait) : null; need.push("trait"); break;
    case "gain_icon": case "lose_icon": w.icon = p.icon ? term("icons", p.icon) : null; need.push("icon"); break;
    case "gain_keyword": case "lose_keyword":
      w.keyword = p.keyword ? kit.keywordText(p.keyword) : null; need.push("keyword"); break;
    case "modify_str": case "dominance_str": case "side_str": case "event_cost_reduction": need.push("amount"); break;
    case "plot_value": case "set_plot_base":
      w.value = p.value ? term("plot_values", p.value) : null; need.push("value", "amount"); break;
    case "cost_reduction": {
      // the cards it fits: lcg2e's ``match`` (printed faction / type), hbo's card_type and filter
      const match = p.match || {};
      const type = match.type || (p.card_type !== "any" && p.card_type) || null;
      const faction = match.faction || (p.filter && p.filter.faction) || null;
      const fits = [type && lower(term("card_types", type)), faction && kit.factionName(faction)].filter(Boolean);
      w.card_type = (type ? fits[0] : "card") + (faction ? ` of ${fits[fits.length - 1]}` : "");
      w.kind = fits.length ? ` (${fits.join(", ")})` : "";
      need.push("amount");
      if (p.events) key = "cost_reduction_events";
      break;
    }
    case "extra_limited": case "draw_phase_count": w.amount = amount ?? 1; break;
    case "extra_challenge":     // lcg2e counts them in ``amount``, hbo in ``count``
      w.amount = amount ?? num(p.count) ?? 1;
      if (p.challenge) w.challenge = lower(term("challenges", p.challenge));
      else key = "extra_challenge_any";
      break;
    case "restrict_challenges": {
      const kinds = p.challenge ? [p.challenge] : p.types;
      if (Number.isInteger(p.against)) { key = "restrict_challenges_against"; w.against = ctx.seatName(p.against); }
      else if (kinds && kinds.length) w.challenge = listOf(kinds, (k) => lower(term("challenges", k)));
      else if (num(p.max_total) !== null) { key = "restrict_challenges_total"; w.amount = p.max_total; }
      else return null;
      break;
    }
    case "declare_limit": {
      const n = num(p.amount) ?? num(p.attackers) ?? num(p.defenders);
      if (n === null) return null;
      w.amount = n;
      break;
    }
    case "stand_limit": need.push("amount"); break;
    case "restrict_play": w.types = p.types ? listOf(p.types, (t) => lower(term("card_types", t))) : null; need.push("types"); break;
    case "hand_ambush": w.traits = p.traits ? listOf(p.traits, (t) => term("traits", t)) : null; need.push("traits"); break;
    case "sacrifice_at_tokens": w.amount = num(p.n); need.push("amount"); break;
    default: break;
  }
  if (need.some((k) => w[k] === null || w[k] === undefined || w[k] === "")) return null;
  w.s = w.amount === 1 ? "" : "s";     // English plurals only: ru/bg say counts with a colon or "with N"
  return { forms: VARIANTS[key] || VERBS[key], words: w };
}

// The effect's subject: its card (or each of its cards), else its seat; null if neither.
function targetOf(ev, ctx, name) {
  if (Array.isArray(ev.cards) && ev.cards.length) {
    const names = ev.cards.map(name);
    return names.length === 1 ? names[0] : pick(EACH, { cards: names.join(", ") });
  }
  return Number.isInteger(ev.seat) ? ctx.seatName(ev.seat) : null;
}

// The effect_added line: "Tyrion Lannister: Ser Jaime Lannister gets +3 STR until the end of
// the phase.", or null (no words for this verb or its params). ``name`` names a card ref.
export function effectText(ev, ctx, kit, name) {
  if (!VERBS[ev.verb] || !UNTIL[ev.until]) return null;
  const said = wordsFor(ev.verb, ev.params || {}, kit, ctx);
  const target = targetOf(ev, ctx, name);
  if (!said || !target) return null;
  const until = pick(UNTIL[ev.until], { who: Number.isInteger(ev.by) ? ctx.seatName(ev.by) : "" });
  let line = capital(pick(said.forms, { ...said.words, target, until }));
  const conds = ev.params && Array.isArray(ev.params.while) && ev.params.while.length;
  if (conds) line = line.replace(/\.$/, `${pick(CONDITIONAL)}.`);
  // a source out of sight reads "a card", which still begins the line
  return ev.source ? capital(pick(SOURCED, { source: name(ev.source), line })) : line;
}

// A line that begins with a marked card name (events.js cardRef) begins with that name, already capitalised.
function capital(s) { return s && s[0] !== "\uE000" ? s[0].toLocaleUpperCase() + s.slice(1) : s; }
