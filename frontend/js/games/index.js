// Per-game renderers. A game module may export: name {en,ru,bg}, render(ctx) -> Node,
// events {type: (ev, ctx) -> string}, seatName(seat, view), note {en,ru,bg},
// optionInfo(option, ctx) -> Node (shown beside a decision button, e.g. a card's text).
import * as btwixt from "./btwixt.js";
import * as board from "./board.js";
import * as lcg2e from "./lcg2e.js";
import * as board1e from "./board1e.js";
import * as hbo from "./hbo.js";

// the first match wins: the 1st edition before the 2nd's /board/ pattern
const MODULES = [btwixt, board1e, board, lcg2e, hbo];

export function gameModule(gameId) {
  if (!gameId) return null;
  return MODULES.find((m) => m.matches(gameId)) || null;
}
