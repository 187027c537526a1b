"""An hbo table made of the spec's fixture cards (§11.0, synthetic, for tests only), put
straight at a chosen step: the acceptance scenarios' "Given".

The fixtures are a catalog of their own (``hbo_fixtures``), compiled by the game's one ability
compiler, so the engine runs them exactly as it runs the real pool.
"""
from __future__ import annotations

import copy

from api.engine.rng import seed_state
from api.games.cardcore import cards, moves
from api.games.cardcore.catalog import CATALOGS, Catalog, register
from api.games.hbo import GAME
from api.games.hbo.abilities import compile_into
from api.games.hbo.catalog import CARDS
from api.games.hbo.flow import FLOW

L, S = 0, 1   # seat 0 plays Lannister, seat 1 Stark at every fixture table


def _char(code, house, cost, strength, icons, unique=False, keywords=(), traits=(),
          income=0, ability=None):
    return {"code": code, "name": code, "type": "character", "faction": house, "loyal": False,
            "unique": unique, "cost": cost, "strength": strength, "icons": list(icons),
            "traits": list(traits), "keywords": list(keywords), "income_bonus": income,
            "scenario_set": None, "attach_restriction": None, "ability": ability}


def _card(code, kind, house, cost, unique=False, keywords=(), income=0, ability=None):
    return {"code": code, "name": code, "type": kind, "faction": house, "loyal": False,
            "unique": unique, "cost": cost, "traits": [], "keywords": list(keywords),
            "income_bonus": income, "scenario_set": None, "attach_restriction": None,
            "ability": ability}


def scenario(code, income, initiative, claim, ability=None):
    return {"code": code, "name": code, "type": "scenario", "faction": "neutral",
            "loyal": False, "unique": False, "cost": None, "traits": [], "keywords": [],
            "income_bonus": 0, "scenario_set": "draft", "attach_restriction": None,
            "ability": ability, "plot": {"income": income, "initiative": initiative,
                                         "claim": claim, "reserve": None}}


M, I, P = "military", "intrigue", "power"
_WINTERFELL = {"trigger": "passive", "phase": None, "event": None, "condition": None,
               "cost": [], "limit": None, "effect": {"op": "modify_strength", "params": {
                   "target": {"select": "all", "card_type": "character", "controller": "you",
                              "filter": {"house": "stark"}},
                   "amount": 1, "duration": "while_in_play"}}}

def _revealed(op: str, **params) -> dict:
    return {"trigger": "when_revealed", "phase": None, "event": None, "condition": None,
            "cost": [], "limit": None, "effect": {"op": op, "params": params}}


def _text_of(code: str) -> dict:
    """A fixture's text is that of the pool card it stands in for (same words, data form)."""
    return CARDS[code]["ability"]


FIXTURES = [
    _char("FX_ARYA", "stark", 2, 1, [I], unique=True),
    _char("FX_JON", "stark", 2, 2, [M], unique=True, ability=_text_of("jon_snow")),
    _char("FX_EDDARD", "stark", 4, 4, [M, P], unique=True, ability=_text_of("eddard_stark")),
    _char("FX_RETINUE", "stark", 2, 2, [M], ability=_text_of("stark_retinue")),
    _card("FX_CITADEL", "location", "stark", 1, keywords=["limited"], income=1),
    _card("FX_WINTERFELL", "location", "stark", 3, unique=True, ability=_WINTERFELL),
    _card("FX_HAND_KING", "attachment", "stark", 2),
    _card("FX_NOT_TODAY", "event", "stark", None, ability=_text_of("not_today")),
    _card("FX_LAPHD", "event", "lannister", None,
          ability=_text_of("a_lannister_always_pays_his_debts")),
    _char("FX_HOUND", "lannister", 3, 3, [M], unique=True),
    _card("FX_DEVIOUS", "event", "lannister", None, ability=_text_of("devious_methods")),
    _card("FX_LIONS_TREACHERY", "event", "lannister", None,
          ability=_text_of("the_lions_treachery")),
    _char("FX_LUWIN", "stark", 2, 1, [I], unique=True, ability=_text_of("maester_luwin")),
    _char("FX_VARYS", "neutral", 2, 1, [I], unique=True, traits=["Ally"], ability={
        "trigger": "passive", "phase": None, "event": "enters_play", "condition": None,
        "cost": [], "limit": None, "effect": {"op": "discard_from_play", "params": {"target": {
            "select": "choose", "card_type": "character", "controller": "any", "count": 1,
            "filter": {"trait": ["Ally"]}}}}}),
    _char("FX_LITTLEFINGER", "neutral", 3, 2, [I, P], unique=True, income=1),
    _char("FX_ALLY", "neutral", 1, 1, [P], traits=["Ally"]),
    _char("FX_GUARD", "lannister", 2, 2, [M]),
    _char("FX_SCHEMER", "lannister", 3, 2, [I, P]),
    _char("FX_KNIGHT", "lannister", 4, 3, [M, P], unique=True, keywords=["renown"]),
    _char("FX_STALKER", "lannister", 3, 2, [M, I], keywords=["ambush"]),
    _char("FX_WOLF_SCOUT", "stark", 2, 2, [M, I], keywords=["ambush"]),
    _card("FX_MINE", "location", "neutral", 2, income=2),
    _card("FX_KEEP_L", "location", "lannister", 1, keywords=["limited"], income=1),
    _card("FX_L_ATTACHMENT", "attachment", "lannister", 1),
    scenario("SC_5_6_1", 5, 6, 1), scenario("SC_6_3_1", 6, 3, 1),
    scenario("SC_4_4_1", 4, 4, 1), scenario("SC_5_3_2", 5, 3, 2),
    scenario("SC_4_2_1", 4, 2, 1), scenario("SC_0_1_1", 0, 1, 1),
    scenario("SC_4_2_0", 4, 2, 0),
    # "When this card is revealed: each player gains 1 power for their house": written with
    # our extension of the data's gain_power (to "each_house"), docs/games/hbo.md
    scenario("FX_BOUNTY", 5, 3, 1, ability=_revealed("gain_power", to="each_house", amount=1)),
    # two "when revealed" texts for AS-11 (the order shows in the events)
    scenario("SC_WR_DRAW", 4, 5, 1, ability=_revealed("draw", player="you", count=1)),
    scenario("SC_WR_GOLD", 4, 1, 1, ability=_revealed("gain_gold", player="you", amount=1)),
    scenario("FX_ILLYRIO", 4, 2, 1, ability={
        "trigger": "passive", "phase": None, "event": "dominance_won", "condition": None,
        "cost": [], "limit": None, "effect": {"op": "gain_power", "params": {
            "to": "your_house", "amount": 3}}}),
]
for _i in range(1, 8):
    FIXTURES.append(scenario(f"SC_S{_i}", 3, _i, 1))

if "hbo_fixtures" not in CATALOGS:
    _cat = register(Catalog("hbo_fixtures", {c["code"]: c for c in FIXTURES},
                            params={"orphaned_attachments": "discard"}))
    compile_into(_cat)

STAGES = {   # the frames a table starts from
    "setup": [{"kind": "game", "stage": "place", "i": 0}],
    "planning": [{"kind": "round", "stage": "planning"}],
    "marshaling": [{"kind": "round", "stage": "marshal_next", "i": 0}],
    "challenges": [{"kind": "round", "stage": "challenges_next", "i": 0}],
    "dominance": [{"kind": "round", "stage": "dominance"}],
}


def table(stage: str, play=((), ()), hands=((), ()), decks=((), ()), scenarios=(None, None),
          first: int = L, power=(0, 0), gold=(0, 0), seed: int = 1,
          available=((), ()), catalog: str = "hbo_fixtures", before=None) -> dict:
    """A round-1 table at ``stage``: ``play`` per seat (codes; ``(code, True)`` knelt),
    ``hands`` and ``decks`` (codes, top first), ``scenarios`` revealed, banner ``power``,
    ``gold`` in the pools, ``available`` scenarios; ``before(state)`` runs last (attach a
    card, look at the table); then settled to the first decision."""
    state = {"schema_version": 1, "rng": seed_state(seed), "n": 2, "options": {},
             "max_rounds": 40, "result": None, "round": 1, "phase": stage,
             "first_player": first, "active": None, "challenge": None, "limited": [0, 0],
             "challenges_made": [[], []], "intrigue_won": [False, False], "reduced": [[], []],
             "stack": copy.deepcopy(STAGES[stage])}
    if stage != "setup":   # the game frame under the round starts the next round
        state["stack"].insert(0, {"kind": "game", "stage": "round"})
    default = "SC_4_2_1" if catalog == "hbo_fixtures" else "deadly_cold"
    available = [a or [default] for a in available]   # every seat needs a scenario deck
    cards.init(state, catalog, ["lannister", "stark"])
    for s in (L, S):
        for code in decks[s]:
            cards.create(state, s, code, "deck")
        for code in hands[s]:
            cards.create(state, s, code, "hand")
        for code in available[s]:
            cards.create(state, s, code, "plot_deck")
        for entry in play[s]:
            code, knelt = (entry, False) if isinstance(entry, str) else entry
            cid = cards.create(state, s, code, "hand")
            moves.enter_play(state, cid, "setup", kneeling=knelt)
        if scenarios[s]:
            moves.reveal_plot(state, s, cards.create(state, s, scenarios[s], "hand"))
        state["seats"][s]["faction_card"]["power"] = power[s]
        state["seats"][s]["gold"] = gold[s]
    state["deck_lists"] = [sorted({c["code"] for c in state["cards"].values() if c["owner"] == s})
                           for s in (L, S)]
    if before:
        before(state)
    cards.touch(state)
    FLOW.settle(state)
    return state


def ids(state: dict, seat: int, code: str, zone: str = "play") -> list[str]:
    return [c for c in state["seats"][seat][zone] if state["cards"][c]["code"] == code]


def one(state: dict, seat: int, code: str, zone: str = "play") -> str:
    (cid,) = ids(state, seat, code, zone)
    return cid


def options(state: dict, seat: int) -> list[dict]:
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def decision(state: dict, seat: int) -> dict:
    (d,) = GAME.decisions(state, seat)
    return d


def act(state: dict, seat: int, action: dict) -> list:
    return GAME.apply(state, seat, copy.deepcopy(action))


def pick(state: dict, seat: int, cards_: list[str]) -> list:
    """Toggle ``cards_`` in the seat's open selection, then confirm. A selection the engine
    took for the seat (every item must be taken) is checked to be that one instead."""
    if seat not in GAME.to_act(state) or {"type": "confirm"} not in options(state, seat) \
            and not any(a["type"] == "toggle" for a in options(state, seat)):
        return []
    events = []
    for cid in cards_:
        events += act(state, seat, {"type": "toggle", "card": cid})
    return events + act(state, seat, {"type": "confirm"})


def pass_windows(state: dict) -> None:
    """Pass every priority window (actions, reactions) on top until something else is
    asked."""
    while state["stack"] and state["stack"][-1]["kind"] in ("window", "reactions"):
        seat = GAME.to_act(state)[0]
        act(state, seat, {"type": "pass"})
