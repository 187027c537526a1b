// The games the frontend knows. The lobby reads only each game's meta module (name, option
// labels, badges); a match page loads its game's page module, with its card and map data, on
// demand, so no page downloads the data of games it does not show.
import * as btwixt from "./btwixt-meta.js";
import * as board from "./board-meta.js";
import * as lcg2e from "./lcg2e-meta.js";
import * as board1e from "./board1e-meta.js";
import * as hbo from "./hbo-meta.js";

// the first match wins: the 1st edition before the 2nd's /board/ pattern
const GAMES = [
  [btwixt, () => import("./btwixt.js")],
  [board1e, () => import("./board1e.js")],
  [board, () => import("./board.js")],
  [lcg2e, () => import("./lcg2e.js")],
  [hbo, () => import("./hbo.js")],
];

function entry(gameId) {
  return gameId ? GAMES.find(([meta]) => meta.matches(gameId)) || null : null;
}

// The game's meta module: name {en,ru,bg}, matches(id), and optionally note, options, decks.
export function gameInfo(gameId) {
  const e = entry(gameId);
  return e ? e[0] : null;
}

// The game's page module (a promise): everything gameInfo has, plus render(ctx), events
// {type: (ev, ctx) -> string}, seatName(seat, view), seatColour(seat, view) (a CSS colour for the
// seat on a phone's seat chip), optionInfo(option, ctx), reasons, …
export async function loadGame(gameId) {
  const e = entry(gameId);
  return e ? e[1]() : null;
}
