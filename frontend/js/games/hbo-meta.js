// What the lobby needs of hbo.js without loading its page: the name, labels for the create form's
// options, and the flags the lobby reads. The page module re-exports these.
export const name = { en: "Game of Thrones: The Card Game, HBO edition (reconstructed card pool)",
  ru: "Игра престолов: карточная игра, издание HBO (восстановленный набор карт)",
  bg: "Игра на тронове: игра с карти, издание на HBO (възстановен набор карти)" };

export function matches(gameId) { return /^hbo/i.test(gameId); }
