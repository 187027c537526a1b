// What the lobby needs of hbo.js without loading its page: the name, labels for the create form's
// options, and the flags the lobby reads. The page module re-exports these.
export const name = { en: "Game of Thrones: The Card Game, HBO edition (reconstructed card pool)",
  ru: "Игра престолов: карточная игра, издание HBO (восстановленный набор карт)",
  bg: "Игра на тронове: игра с карти, издание на HBO (възстановен набор карти)" };

export function matches(gameId) { return /^hbo/i.test(gameId); }

// Create-form labels for the options the API's schema lists (its descriptions are written for
// developers, with spec references, and stay for API clients).
export const options = {
  houses: { label: { en: "Houses", ru: "Дома", bg: "Домове" },
    values: {
      random: { en: "at random", ru: "наугад", bg: "на случаен принцип" },
      "stark-lannister": { en: "seat 1 Stark, seat 2 Lannister", ru: "место 1 — Старки, место 2 — Ланнистеры",
        bg: "място 1 — Старк, място 2 — Ланистър" },
      "lannister-stark": { en: "seat 1 Lannister, seat 2 Stark", ru: "место 1 — Ланнистеры, место 2 — Старки",
        bg: "място 1 — Ланистър, място 2 — Старк" } } },
  max_rounds: { label: { en: "Round limit", ru: "Предел раундов", bg: "Лимит на рундовете" },
    hint: { en: "Unless a house reaches 15 power first, the one with more power after this round wins; equal power is a draw.",
      ru: "Если ни один дом не наберёт 15 власти раньше, после этого раунда побеждает дом с большей властью; при равенстве — ничья.",
      bg: "Ако никой дом не събере 15 власт преди това, след този рунд печели домът с повече власт; при равенство е равен резултат." } },
  scenario_draft: { label: { en: "Scenario draft", ru: "Драфт сценариев", bg: "Драфт на сценарии" },
    hint: { en: "Each player drafts 6 of the 18 other scenarios and chooses 7 of their 13 as the scenario deck.",
      ru: "Каждый игрок драфтом берёт 6 из 18 прочих сценариев и выбирает 7 из своих 13 в колоду сценариев.",
      bg: "Всеки играч взема с драфт 6 от другите 18 сценария и избира 7 от своите 13 за тестето си със сценарии." } },
};
