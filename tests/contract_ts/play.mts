// A client as a TypeScript integrator writes it: types generated from openapi.yaml by
// openapi-typescript (./api.d.ts, made at test time), calls through openapi-fetch, compiled with
// `tsc --strict`. It seats every player of a new match and answers random listed options of the
// required decisions until the match ends or maxActions is reached; prints a JSON summary.
// Usage: node play.mjs <base url> <game> <players> <seed> <maxActions>
import createClient from "openapi-fetch";
import type { components, paths } from "./api.js";

type Action = components["schemas"]["Action"];

const [base, game, players, seed, maxActions] = process.argv.slice(2);
const api = createClient<paths>({ baseUrl: base });

// Deterministic choices from the seed (mulberry32), so a failure can be run again.
let rngState = Number(seed) >>> 0;
function pick<T>(items: T[]): T {
  rngState = (rngState + 0x6d2b79f5) >>> 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return items[Math.floor(r * items.length)];
}

function fail(what: string, detail: unknown): never {
  throw new Error(`${what}: ${JSON.stringify(detail)}`);
}

async function main(): Promise<void> {
  const created = await api.POST("/api/v1/matches", {
    body: { game, players: Number(players), seed: Number(seed) },
  });
  if (!created.data) fail("createMatch", created.error);
  const mid = created.data.id;
  const auth: { Authorization: string }[] = [];
  for (let n = 0; n < Number(players); n++) {
    const joined = await api.POST("/api/v1/matches/{mid}/join", {
      params: { path: { mid } }, body: { name: `ts${n}` },
    });
    if (!joined.data) fail("joinMatch", joined.error);
    auth[joined.data.seat] = { Authorization: `Bearer ${joined.data.token}` };
  }
  let actions = 0;
  for (;;) {
    const read = await api.GET("/api/v1/matches/{mid}", { params: { path: { mid } } });
    if (!read.data) fail("getMatch", read.error);
    const match = read.data;
    if (match.status === "finished" || actions >= Number(maxActions)) {
      console.log(JSON.stringify({ id: mid, status: match.status, actions,
                                   winners: match.result?.winners ?? null }));
      return;
    }
    const seat = pick(match.seats.filter((s) => s.to_act)).seat;
    const asked = await api.GET("/api/v1/matches/{mid}/decisions", {
      params: { path: { mid } }, headers: auth[seat],
    });
    if (!asked.data) fail("getDecisions", asked.error);
    const decision = pick(asked.data.decisions.filter((d) => d.required));
    const action: Action = pick(decision.options).action;
    const answer = await api.POST("/api/v1/matches/{mid}/actions", {
      params: { path: { mid } }, headers: auth[seat],
      body: { action, decision: decision.id, version: decision.sealed ? null : asked.data.version },
    });
    if (!answer.data) fail("postAction", { action, problem: answer.error });
    actions++;
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
