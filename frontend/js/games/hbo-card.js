// The HBO card game's cards as a person sees them: card-kit.js bound to its generated data
// js/data/hbo-cards.js, with the few terms its engine texts do not carry (they name phases,
// challenges, houses, card types and keywords only).
import DATA from "../data/hbo-cards.js";
import { cardKit } from "./card-kit.js";

// Terms the HBO texts do not carry (the engine's texts name phases, challenges, houses, types, keywords).
const MORE_TERMS = {
  game: { strength: { en: "STR", ru: "СИЛ", bg: "СИЛ" }, power: { en: "Power", ru: "Власть", bg: "Власт" },
    unopposed: { en: "unopposed", ru: "без сопротивления", bg: "без съпротива" },
    unique: { en: "Unique", ru: "Уникальная", bg: "Уникална" }, loyal: { en: "Loyal", ru: "Верная", bg: "Вярна" } },
  icons: { military: { en: "Military", ru: "Военный", bg: "Военен" }, intrigue: { en: "Intrigue", ru: "Интрига", bg: "Интрига" },
    power: { en: "Power", ru: "Власть", bg: "Власт" } },
  plot_values: { income: { en: "Income", ru: "Доход", bg: "Доход" }, initiative: { en: "Initiative", ru: "Инициатива", bg: "Инициатива" },
    claim: { en: "Claim", ru: "Притязание", bg: "Претенция" }, reserve: { en: "Reserve", ru: "Резерв", bg: "Резерв" } },
};

export const KIT = cardKit(DATA, MORE_TERMS);
