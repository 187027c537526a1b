// A game's leaderboard: rated players best first (GET /games/{game}/leaderboard), 50 a page.
import { api } from "./api.js";
import { clear, h } from "./dom.js";
import { pick, t } from "./i18n.js";
import { flash, navigate, problemText } from "./ui.js";
import { gameName } from "./lobby.js";
import { w } from "./account.js";

const W = {
  place: { en: "Place", ru: "Место", bg: "Място" },
  player: { en: "Player", ru: "Игрок", bg: "Играч" },
  rating: { en: "Rating", ru: "Рейтинг", bg: "Рейтинг" },
  matches: { en: "Matches", ru: "Партии", bg: "Партии" },
  wins: { en: "Wins", ru: "Победы", bg: "Победи" },
  empty: { en: "Nobody is rated in this game yet.", ru: "В этой игре пока никто не получил рейтинг.",
    bg: "В тази игра още никой няма рейтинг." },
  how: { en: "A match counts when every seat is a different player's account. The rating is a cautious estimate: it grows as you win and as the system becomes surer of you.",
    ru: "Партия учитывается, когда все места заняты разными учётными записями. Рейтинг — осторожная оценка: он растёт с победами и по мере того, как система в вас увереннее.",
    bg: "Партията се брои, когато всички места са на различни профили. Рейтингът е предпазлива оценка: расте с победите и с увереността на системата във вас." },
  more: { en: "More", ru: "Ещё", bg: "Още" },
};
const say = (key) => pick(W[key]);

export function renderLeaderboard(root, params) {
  let disposed = false;
  root.append(h("h1", { class: "page-title" }, w("leaderboard")));
  api.games().then((games) => {
    if (disposed) return;
    const game = games.some((g) => g.id === params.game) ? params.game : games[0].id;
    const select = h("select", { id: "leaderboard-game", onchange: (e) => navigate(`#/leaderboard?game=${e.target.value}`) },
      games.map((g) => h("option", { value: g.id }, gameName(g))));
    select.value = game;
    const body = h("tbody");
    const more = h("button", { type: "button", class: "link", hidden: true, onclick: () => load() }, say("more"));
    const table = h("table", { class: "leaderboard", id: "leaderboard" },
      h("thead", {}, h("tr", {}, ["place", "player", "rating", "matches", "wins"].map((k) => h("th", { scope: "col" }, say(k))))),
      body);
    const empty = h("p", { class: "muted", id: "leaderboard-empty", hidden: true }, say("empty"));
    root.append(h("div", { class: "card" },
      h("div", { class: "field" }, h("label", { for: "leaderboard-game" }, t("game")), select),
      h("p", { class: "hint" }, say("how")), h("div", { class: "table-scroll" }, table), empty, more));
    let cursor = null;
    async function load() {
      try {
        const page = await api.leaderboard(game, cursor);
        if (disposed) return;
        for (const r of page.items) {
          body.append(h("tr", { class: "leader" }, h("td", {}, String(r.place)), h("th", { scope: "row" }, r.name),
            h("td", {}, r.rating.toFixed(2)), h("td", {}, String(r.matches)), h("td", {}, String(r.wins))));
        }
        cursor = page.next_cursor;
        more.hidden = !cursor;
        empty.hidden = body.children.length > 0;
        table.hidden = body.children.length === 0;
      } catch (err) { if (!disposed) flash(problemText(err)); }
    }
    load();
  }).catch((err) => flash(problemText(err)));
  return { dispose() { disposed = true; } };
}
