"""The joust as a whole: random legal play finishes, conserves cards and power, never leaks a
hidden card, and follows the round's framework steps."""
import json

import pytest

from api.engine.errors import RuleError
from api.games.cardcore.view import hidden_from
from api.games.lcg2e import GAME
from api.games.lcg2e.catalog import CARDS
from tests.games.lcg2e.joust import play_random

ZONE_LISTS = ("deck", "hand", "plot_deck", "used_plots", "discard", "dead", "removed", "setup",
              "play")


def _where(state):
    """Every card id exactly once: in a zone list, a slot, or under its card as a duplicate."""
    seen = []
    for s in state["seats"]:
        for z in ZONE_LISTS:
            seen += s[z]
        seen += [s[z] for z in ("plot", "agenda", "title") if s[z]]
    seen += [c for c, rec in state["cards"].items() if rec["zone"] == "duplicate"]
    return seen


@pytest.mark.parametrize("seed", range(6))
def test_random_legal_play_finishes_and_conserves_cards_and_power(seed):
    start = GAME.new(2, {}, seed)
    ids = sorted(start["cards"])
    ledger = {"power": 0}

    def each(state, seat, action, events):
        where = _where(state)
        assert sorted(where) == ids, "a card was created, lost or is in two places"
        for e in events:
            if e["type"] == "power_gained":
                ledger["power"] += e["amount"]
            elif e["type"] in ("power_discarded", "power_returned"):
                ledger["power"] -= e["amount"]
        on_cards = sum(s["faction_card"]["power"] for s in state["seats"]) + sum(
            c["power"] for c in state["cards"].values())
        assert on_cards == ledger["power"], "power appeared or vanished outside the events"
        assert all(s["gold"] >= 0 for s in state["seats"])

    end = play_random(seed, each=each)
    res = end["result"]
    assert res["reason"] in ("power", "learning_decked")
    assert res["scores"] == [sum([s["faction_card"]["power"]] + [end["cards"][c]["power"]
                                                                  for c in s["play"]])
                             for s in end["seats"]]
    if res["reason"] == "power":
        assert max(res["scores"]) >= 15 and res["winners"] == [res["scores"].index(max(res["scores"]))]


def test_views_and_events_never_show_a_hidden_card():
    """A view shows nothing hidden now; an event shows nothing that was hidden from its
    reader both before and after it (the owner may see his own hand go back into his deck)."""
    start = GAME.new(2, {}, 11)
    last = {v: hidden_from(start, v) for v in (None, 0, 1)}

    def each(state, seat, action, events):
        for viewer in (None, 0, 1):
            hidden = hidden_from(state, viewer)
            text = json.dumps(GAME.view(state, viewer))
            assert not any(f'"{c}"' in text for c in hidden), viewer
            secret = hidden & last[viewer]
            for e in events:
                if "to" in e and (viewer is None or viewer not in e["to"]):
                    continue
                for c in secret:
                    assert f'"{c}"' not in json.dumps(e), (viewer, e)
            last[viewer] = hidden
    play_random(11, each=each)


def test_box_decks_play_to_the_end_under_standard_rules():
    end = play_random(3, {"decks": "box"}, max_steps=40000)
    assert end["mode"] == "standard"
    assert end["result"]["reason"] in ("power", "decked", "all_decked")


def test_a_per_seat_deck_that_breaks_the_rules_is_refused_with_its_codes():
    bad = {"faction": "stark", "cards": [c for c, r in CARDS.items() if r["type"] == "plot"][:3]}
    with pytest.raises(RuleError) as err:
        GAME.new(2, {"decks": [bad, "learning-lannister"]}, 1)
    codes = {p["code"] for p in err.value.extra["errors"]}
    assert {"deck/plot-count", "deck/draw-too-small"} <= codes
    assert "deck/plot-count" in err.value.detail


def test_two_to_six_players():
    """A joust of 2 or a melee of 3 to 6 (spec §1.1 [REC])."""
    for n in (1, 7):
        with pytest.raises(RuleError):
            GAME.new(n, {}, 1)
    assert "melee" not in GAME.new(2, {}, 1) and "melee" in GAME.new(6, {}, 1)
