// The card game's cards as a person sees them, bound to its generated data js/data/lcg2e-cards.js
// (the names, terms, markup and dialog themselves live in card-kit.js, shared with hbo).
import DATA from "../data/lcg2e-cards.js";
import { cardKit } from "./card-kit.js";

const KIT = cardKit(DATA);

export const { card, cardName, term, factionName, iconNode, factionNode, keywordText, textNodes, openCard, cardButton } = KIT;
