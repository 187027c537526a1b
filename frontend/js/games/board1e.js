// A Game of Thrones: The Board Game, 1st edition: the board page of the 2nd edition (board.js
// draws the edition a view names: no ports, the 1st edition's house cards), with its own name,
// the "reconstructed" badge and labels for its own options.
export * from "./board.js";

export { name, note, matches, options } from "./board1e-meta.js";
