// What the lobby needs of btwixt.js without loading its page: the name, labels for the create form's
// options, and the flags the lobby reads. The page module re-exports these.
export const name = { en: "A Game of Thrones: B'Twixt", ru: "Игра престолов: Меж двух королей",
  bg: "Игра на тронове: Между двама крале" };
export const note = { en: "Card pool: reconstructed", ru: "Набор карт: реконструкция",
  bg: "Набор карти: реконструкция" };

export function matches(gameId) { return /btwixt/i.test(gameId); }

// Create-form labels for the options the API's schema lists (its descriptions stay as hints).
export const options = {
  advanced: { label: { en: "Advanced rules (white and blue cards)", ru: "Расширенные правила (белые и синие карты)", bg: "Разширени правила (бели и сини карти)" },
    hint: { en: "Rulers bring their own white cards, and blue story cards join the deck.", ru: "У правителей свои белые карты, в колоду добавляются синие сюжетные карты.",
      bg: "Владетелите носят свои бели карти, а сините сюжетни карти влизат в тестето." } },
  draft: { label: { en: "Draft", ru: "Драфт", bg: "Драфт" },
    hint: { en: "Hands are drafted: take one card, pass the rest.", ru: "Руки собираются драфтом: взять одну карту, остальные передать.",
      bg: "Ръцете се съставят с драфт: вземете една карта, подайте останалите." } },
  vece: { label: { en: "Assembly of Kings", ru: "Вече Королей", bg: "Вече на кралете" },
    hint: { en: "All white and blue cards are shuffled in, drafted and playable by anyone (includes the draft and the advanced rules).",
      ru: "Все белые и синие карты замешиваются в колоду, раздаются драфтом и доступны всем (включает драфт и расширенные правила).",
      bg: "Всички бели и сини карти се разбъркват, раздават с драфт и са достъпни за всички (включва драфта и разширените правила)." } },
  vece_reshuffle_unique: { label: { en: "Assembly of Kings: reshuffle discarded white cards", ru: "Вече Королей: сброшенные белые карты замешиваются", bg: "Вече на кралете: изчистените бели карти се разбъркват" },
    hint: { en: "Discarded white cards go back into the deck instead of leaving the game.", ru: "Сброшенные белые карты возвращаются в колоду, а не выходят из игры.",
      bg: "Изчистените бели карти се връщат в тестето, вместо да излязат от играта." } },
  ally_row: { label: { en: "Ally row", ru: "Ряд союзников", bg: "Редица съюзници" },
    hint: { en: "Allies are dealt in a visible row instead of one at a time.", ru: "Союзники выкладываются открытым рядом, а не по одному.",
      bg: "Съюзниците се нареждат в открита редица, а не един по един." } },
  quick: { label: { en: "Quick game", ru: "Быстрая игра", bg: "Бърза игра" },
    hint: { en: "Start one season later.", ru: "Игра начинается на сезон позже.", bg: "Играта започва един сезон по-късно." } },
  rulers: { label: { en: "Rulers", ru: "Правители", bg: "Владетели" },
    hint: { en: "Chosen in turn from the first player, or dealt at random.", ru: "Выбираются по очереди начиная с первого игрока или раздаются случайно.",
      bg: "Избират се поред от първия играч или се раздават случайно." },
    values: { choose: { en: "chosen in turn", ru: "выбираются по очереди", bg: "избират се поред" },
      random: { en: "dealt at random", ru: "случайно", bg: "на случаен принцип" } } },
  first_player: { label: { en: "First player seat (empty: random)", ru: "Место первого игрока (пусто: случайно)", bg: "Място на първия играч (празно: случайно)" },
    hint: { en: "Seats are numbered from 0; leave it empty to draw the first player at random.", ru: "Места нумеруются с 0; оставьте пустым, чтобы первый игрок определился случайно.",
      bg: "Местата се номерират от 0; оставете празно за случаен първи играч." } },
  pool: { label: { en: "Card pool", ru: "Набор карт", bg: "Набор карти" },
    hint: { en: "The cards the game is played with.", ru: "Карты, которыми ведётся игра.", bg: "Картите, с които се играе." },
    values: { reconstructed: { en: "Reconstructed set", ru: "Реконструированный набор", bg: "Реконструиран набор" } } },
};
