// What the lobby needs of board.js without loading its page: the name, labels for the create form's
// options, and the flags the lobby reads. The page module re-exports these.
export const name = { en: "A Game of Thrones: The Board Game (2nd ed.)",
  ru: "Игра престолов: настольная игра (2-е изд.)", bg: "Игра на тронове: настолна игра (2-ро изд.)" };

export function matches(gameId) { return /board/i.test(gameId); }

// Create-form labels for the options the API's schema lists (its descriptions stay as hints).
export const options = {
  tides_of_battle: { label: { en: "Tides of Battle cards", ru: "Карты перевеса", bg: "Карти „Превес в битката“" },
    hint: { en: "Each side of a combat also draws a card that adds strength, swords, fortifications or a skull.",
      ru: "Каждая сторона боя тянет ещё и карту, добавляющую силу, мечи, укрепления или череп.",
      bg: "Всяка страна в битка тегли и карта, която добавя сила, мечове, укрепления или череп." } },
  tiebreak_faq_v2: { label: { en: "FAQ v2.0 tiebreakers", ru: "Правила ничьей из FAQ v2.0", bg: "Правила за равенство от FAQ v2.0" },
    hint: { en: "At the end of the game, ties are broken as the official FAQ 2.0 says.",
      ru: "Ничья в конце игры разрешается по официальному FAQ 2.0.",
      bg: "Равенството в края на играта се решава според официалния FAQ 2.0." } },
  dwdw_port_income: { label: { en: "Dark Wings, Dark Words also pays ports", ru: "«Тёмные крылья» платят и за порты", bg: "„Тъмни крила“ плащат и за пристанищата" },
    hint: { en: "When Dark Wings, Dark Words gives power for crowns, ports you hold count too.",
      ru: "Когда «Тёмные крылья, тёмные слова» дают власть за короны, ваши порты тоже считаются.",
      bg: "Когато „Тъмни крила, тъмни думи“ дават власт за короните, вашите пристанища също се броят." } },
  lannister_port_ship_in_3p: { label: { en: "Lannister port ship with 3 players", ru: "Корабль Ланнистеров в порту при 3 игроках", bg: "Кораб на Ланистър в пристанището при 3 играчи" },
    hint: { en: "With three players Lannister starts with a ship in the port of Lannisport.",
      ru: "При трёх игроках Ланнистеры начинают с кораблём в порту Ланниспорта.",
      bg: "При трима играчи Ланистър започва с кораб в пристанището на Ланиспорт." } },
  random_houses: { label: { en: "Random houses", ru: "Случайные Дома", bg: "Случайни домове" },
    hint: { en: "Houses are dealt to the seats at random.", ru: "Дома раздаются местам случайно.",
      bg: "Домовете се раздават на местата случайно." } },
  choose_houses: { label: { en: "Players choose their houses", ru: "Игроки выбирают Дома", bg: "Играчите избират домовете си" },
    hint: { en: "Before the first round each player picks a house (or a random free one).",
      ru: "Перед первым раундом каждый игрок выбирает Дом (или случайный свободный).",
      bg: "Преди първия рунд всеки играч избира дом (или случаен свободен)." } },
};
