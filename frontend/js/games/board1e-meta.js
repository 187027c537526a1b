// What the lobby needs of board1e.js without loading its page: the name, labels for the create form's
// options, and the flags the lobby reads. The page module re-exports these.
import { options as boardOptions } from "./board-meta.js";

export const name = { en: "A Game of Thrones: The Board Game (1st ed.)",
  ru: "Игра престолов: настольная игра (1-е изд.)", bg: "Игра на тронове: настолна игра (1-во изд.)" };

export const note = { en: "House cards: reconstructed", ru: "Карты Домов: реконструкция",
  bg: "Карти на домовете: реконструкция" };

export function matches(gameId) { return gameId === "board1e"; }

export const options = {
  ...boardOptions,
  orders_mandatory: { label: { en: "An order in every area with units", ru: "Приказ в каждой области с отрядами",
    bg: "Заповед във всяка област с единици" },
  hint: { en: "Every area with your units must get an order while you have tokens (the official FAQ says it need not).",
    ru: "Каждая область с вашими отрядами должна получить приказ, пока есть жетоны (официальный FAQ этого не требует).",
    bg: "Всяка област с ваши единици трябва да получи заповед, докато имате жетони (официалният FAQ не го изисква)." } },
  second_edition_house_cards: { label: { en: "2nd-edition house cards", ru: "Карты Домов 2-го издания",
    bg: "Карти на домовете от 2-ро издание" },
  hint: { en: "Play with the printed 2nd-edition house cards instead of the reconstructed 1st-edition ones.",
    ru: "Играть напечатанными картами Домов 2-го издания вместо реконструированных карт 1-го.",
    bg: "Игра с отпечатаните карти на домовете от 2-ро издание вместо реконструираните от 1-во." } },
};
