"""Setup (spec §3), season change (§4.1 step 6, §5.14), advanced cards (§5.15) and the
alternative rules' hand forming (§5.16: Draft, Вече Королей, Ally row, Quick game)."""
from __future__ import annotations

from api.engine.errors import BadAction
from api.engine.rng import Rng, seed_state
from api.games.btwixt.cards import POOLS, pool_of
from api.games.btwixt.migrations import SCHEMA_VERSION
from api.games.btwixt.state import SEASONS, to_discard

OPTION_DEFAULTS = {"advanced": False, "draft": False, "vece": False, "ally_row": False,
                   "quick": False, "vece_reshuffle_unique": False, "rulers": "choose",
                   "first_player": None, "pool": "reconstructed"}

OPTIONS_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "advanced": {"type": "boolean", "default": False,
                     "description": "Advanced rules: rulers' white cards and blue story cards "
                                    "(spec §5.15)."},
        "draft": {"type": "boolean", "default": False,
                  "description": "Draft variant: hands are drafted (spec §5.16.1)."},
        "vece": {"type": "boolean", "default": False,
                 "description": "Вече Королей (Assembly of Kings): all white and blue cards "
                                "shuffled into the deck, drafted, playable by anyone "
                                "(spec §5.16.2). Implies draft and advanced."},
        "vece_reshuffle_unique": {"type": "boolean", "default": False,
                                  "description": "Вече Королей only: discarded white cards "
                                                 "are reshuffled instead of boxed (spec D14)."},
        "ally_row": {"type": "boolean", "default": False,
                     "description": "Ally row variant (spec §5.16.3)."},
        "quick": {"type": "boolean", "default": False,
                  "description": "Quick game: start one season later (spec §5.16.4)."},
        "rulers": {"enum": ["choose", "random"], "default": "choose",
                   "description": "Rulers picked in turn from the first player, or dealt at "
                                  "random (spec §3.1 step 5)."},
        "first_player": {"type": ["integer", "null"], "minimum": 0, "maximum": 5,
                         "default": None,
                         "description": "First player seat; null = random (spec §10 D21)."},
        "pool": {"type": "string", "default": "reconstructed",
                 "description": "Card pool name; the shipped pool is reconstructed."},
    },
}


def normalise_options(players: int, options) -> dict:
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise BadAction("bad-options", "options must be an object", field="options")
    unknown = set(options) - set(OPTION_DEFAULTS)
    if unknown:
        raise BadAction("bad-options", f"unknown option(s): {sorted(unknown)}", field="options")
    o = dict(OPTION_DEFAULTS, **options)
    for k in ("advanced", "draft", "vece", "ally_row", "quick", "vece_reshuffle_unique"):
        if not isinstance(o[k], bool):
            raise BadAction("bad-options", f"option {k} must be a boolean", field=k)
    if o["rulers"] not in ("choose", "random"):
        raise BadAction("bad-options", "rulers must be 'choose' or 'random'", field="rulers")
    fp = o["first_player"]
    if fp is not None and (not isinstance(fp, int) or isinstance(fp, bool)
                           or not 0 <= fp < players):
        raise BadAction("bad-options", "first_player must be a seat number", field="first_player")
    if o["pool"] not in POOLS:
        raise BadAction("bad-options", "unknown card pool", field="pool")
    if o["vece"]:
        # Вече Королей includes the draft and presupposes the advanced cards (spec §5.16.5).
        o["draft"] = o["advanced"] = True
    return o


def start_season(players: int, quick: bool) -> str:
    if quick:
        return "autumn" if players <= 4 else "winter"
    return "summer" if players <= 4 else "autumn"


def new(players: int, options: dict | None = None, seed: int = 0) -> dict:
    if not isinstance(players, int) or not 3 <= players <= 6:
        raise BadAction("bad-players", "B'Twixt is for 3 to 6 players", field="players")
    o = normalise_options(players, options)
    state = {"schema_version": SCHEMA_VERSION, "rng": seed_state(seed), "n": players, "options": o}
    pool = pool_of(state)
    rng = Rng(state)
    season = start_season(players, o["quick"])
    # The time track is two counters: round in season (1..N+1) and season (spec D2).
    state.update({
        "season": season, "round": 1, "rps": players + 1, "round_no": 1, "seasons_done": 0,
        "first": o["first_player"] if o["first_player"] is not None else rng.below(players),
        "rulers": [None] * players,
        "hands": [[] for _ in range(players)], "aside": [[] for _ in range(players)],
        "deck": [], "discard": [], "box": [], "box_seen": [], "blue_aside": [],
        "piles": [[] for _ in range(players)], "knelt": [False] * players,
        "played": [0] * players, "played_at": {}, "seq": 0,
        "councils": [{"allies": [], "tokens": []} for _ in range(players)],
        "ally_deck": rng.shuffle(list(pool.allies)), "current": None, "cur_id": None,
        "current_tokens": [], "row": [], "killed": [], "dr": None,
        "tv": rng.shuffle(list(pool.token_values)), "supply": list(range(len(pool.token_values))),
        "known": [[] for _ in range(players)],
        "mods": [], "marks": {}, "sched": [], "winner": None, "totals": None,
        "draft": None, "result": None,
        "stack": [{"kind": "game", "stage": "rulers"}],
    })
    return state


def assign_ruler(state: dict, seat: int, ruler: str) -> None:
    state["rulers"][seat] = ruler


def free_rulers(state: dict) -> list[str]:
    return [r for r in pool_of(state).rulers if r not in state["rulers"]]


def build_decks(state: dict) -> None:
    """Setup step 6: the influence deck; advanced cards set aside (spec §3.1, §5.15, §5.16.2)."""
    pool, o = pool_of(state), state["options"]
    deck = list(pool.standard)
    if o["vece"]:
        deck += pool.story + [u for r in pool.rulers for u in pool.unique[r]]
    elif o["advanced"]:
        state["blue_aside"] = list(pool.story)
        for s, r in enumerate(state["rulers"]):
            state["aside"][s] = list(pool.unique[r])
    state["deck"] = Rng(state).shuffle(deck)


def deal(state: dict, ev: list) -> None:
    """New hands: 10 cards, or 9 + 1 random own white card in the advanced game (§5.15.1).
    With the draft, the deck cards go into packets instead (the white card is not drafted,
    spec D13)."""
    o, rng = state["options"], Rng(state)
    white = o["advanced"] and not o["vece"]
    size = 9 if white else 10
    packets = []
    for s in range(state["n"]):
        cards = [state["deck"].pop() for _ in range(min(size, len(state["deck"])))]
        if o["draft"]:
            packets.append(cards)
        else:
            state["hands"][s].extend(cards)
        if white and state["aside"][s]:
            state["hands"][s].append(state["aside"][s].pop(rng.below(len(state["aside"][s]))))
    ev.append({"type": "hands-dealt", "season": state["season"],
               "sizes": [len(h) for h in state["hands"]]})
    for s in range(state["n"]):
        ev.append({"type": "hand-received", "seat": s, "cards": list(state["hands"][s]),
                   "to": [s]})
    if o["draft"]:
        # Left at setup, then alternating each season (spec §5.16.1).
        direction = 1 if state["seasons_done"] % 2 == 0 else -1
        state["draft"] = {"packets": packets, "kept": [[] for _ in packets], "dir": direction}


# Blue cards added at the end of a season (spec §5.15.2); with the Quick game only the season
# ends that actually happen add any (spec D12).
STORY_ADDS = {("summer", False): 3, ("autumn", False): 3, ("autumn", True): 6}


def change_season(state: dict, ev: list) -> None:
    """Step 6 at the end of summer or autumn (spec §4.1, §5.14, §5.15.2)."""
    o, rng = state["options"], Rng(state)
    ended = state["season"]
    state["season"] = SEASONS[SEASONS.index(ended) + 1]
    state["round"] = 1
    state["seasons_done"] += 1
    for s, hand in enumerate(state["hands"]):
        for uid in hand:
            to_discard(state, uid, public=False)  # hands are discarded unseen
        state["hands"][s] = []
    state["deck"] += state["discard"]
    state["discard"] = []
    rng.shuffle(state["deck"])
    if o["advanced"] and not o["vece"]:
        # Story cards join before the new hands are dealt (spec §5.15.2 [ENGINE]).
        k = min(STORY_ADDS.get((ended, state["n"] >= 5), 0), len(state["blue_aside"]))
        added = [state["blue_aside"].pop(rng.below(len(state["blue_aside"]))) for _ in range(k)]
        if added:
            state["deck"] += added
            rng.shuffle(state["deck"])
            ev.append({"type": "story-cards-added", "count": len(added)})
    ev.append({"type": "season-started", "season": state["season"],
               "deck_size": len(state["deck"])})
    deal(state, ev)
    fill_row(state, ev)


def fill_row(state: dict, ev: list) -> None:
    """Ally row: leftovers stay at the left, the row is filled to N+1 (spec §5.16.3, D15)."""
    if not state["options"]["ally_row"]:
        return
    while len(state["row"]) < state["n"] + 1 and state["ally_deck"]:
        state["row"].append(state["ally_deck"].pop())
    ev.append({"type": "ally-row-dealt", "row": list(state["row"])})
