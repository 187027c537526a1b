// What the lobby needs of lcg2e.js without loading its page: the name, labels for the create form's
// options, and the flags the lobby reads. The page module re-exports these.
export const name = { en: "A Game of Thrones: The Card Game (2nd ed.)", ru: "Игра престолов: карточная игра (2-я ред.)",
  bg: "Игра на тронове: игра с карти (2-ро изд.)" };

export function matches(gameId) { return /^lcg2e/i.test(gameId); }

// Played with decks: the join box offers the decks saved in the deck builder (decks.js).
export const decks = true;

export const options = {
  decks: { label: { en: "Decks", ru: "Колоды", bg: "Тестета" },
    values: { learning: { en: "learning decks (Stark – Lannister)", ru: "учебные колоды (Старки – Ланнистеры)",
      bg: "учебни тестета (Старк – Ланистър)" },
    box: { en: "Core Set box decks at random", ru: "колоды базового набора наугад",
      bg: "тестета от основния комплект на случаен принцип" } } },
};
