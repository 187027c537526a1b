"""Nothing a game's rules hide from a viewer reaches it (issue #11 item 4).

For every registered game and player count, random games with random options; on sampled steps
(and the first step that asks each kind of decision) every viewer, each seat and a spectator,
is checked against the game's own declaration of its secrets (``Game.secrets``): its view, its
decisions in every language, the errors it gets for refused actions and the events it
receives. The machinery is tests/support/leaks.py; the tests after the first two prove that it
catches real leaks, injected into copies of the games.
"""
import dataclasses
import os

import pytest

from api.engine import IllegalAction
from api.engine.game import Secret
from api.games import REGISTRY
from tests.support import leaks
from tests.support.leaks import Leak

FAST_GAMES, FAST_SHARE = 2, 0.05   # one step in twenty checked: a second or two per game
SLOW_GAMES = int(os.environ.get("ROOKERY_LEAK_GAMES", "8"))
SLOW_SHARE = 0.5


def cases():
    for gid, game in sorted(REGISTRY.items()):
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(gid, n, id=f"{gid}-{n}p")


def assert_checked(checker):
    """The check looked at something: actions, secrets beyond the RNG, and the stand-in world
    replayed most actions (a fallback checks only distinct values and sealed links)."""
    st = checker.stats
    assert st["actions"] > 0 and st["kinds"] - {"rng"}, st
    assert st["actions"] < 10 or st["fallbacks"] <= 0.25 * st["actions"], \
        f"the stand-in world could not replay {st['fallbacks']} of {st['actions']} actions"


@pytest.mark.parametrize("gid,players", list(cases()))
def test_nothing_hidden_reaches_a_viewer(gid, players):
    game = REGISTRY[gid]
    assert game.secrets is not None, f"{gid} does not declare its secrets (Game.secrets)"
    for k in range(FAST_GAMES):   # each game with its own random options
        assert_checked(leaks.play(game, players, seed=1000 + 10 * players + k,
                                  check_share=FAST_SHARE))


@pytest.mark.slow
@pytest.mark.parametrize("gid,players", list(cases()))
def test_nothing_hidden_reaches_a_viewer_soak(gid, players):
    game = REGISTRY[gid]
    for k in range(SLOW_GAMES):
        assert_checked(leaks.play(game, players, seed=5000 + 100 * players + k,
                                  check_share=SLOW_SHARE))


# -- the check catches real leaks -----------------------------------------------------------

def leaky(gid, **fns):
    return dataclasses.replace(REGISTRY[gid], **fns)


def first_leak(game, players=4, seeds=range(1, 6)) -> str:
    """The Leak the check raises on the first of a few fully checked games that has one."""
    for seed in seeds:
        try:
            leaks.play(game, players, seed, check_share=1.0)
        except Leak as exc:
            return str(exc)
    pytest.fail("the check found no leak")


def test_catches_an_auto_pass_that_reads_the_hand():
    """A setting that passes for a seat when its hand holds no playable card tells the table
    what the hand holds (spec §6.2 forbids it): the check finds it through the stand-ins."""
    from api.engine.priority import set_autopass
    from api.games.lcg2e.flow import FLOW

    def by_the_hand(state, seat, settings):
        set_autopass(state, seat, "no_legal_play")
        return FLOW.settle(state)
    game = leaky("lcg2e", configure=by_the_hand)
    found = first_leak(game, players=2)
    assert "depends on" in found or "reads a hidden value" in found


def test_catches_a_view_that_shows_every_hand():
    base = REGISTRY["btwixt"]

    def view(state, seat):
        return base.view(state, seat) | {"hands": state["hands"]}

    assert "'s hand" in first_leak(leaky("btwixt", view=view))


def test_catches_a_view_that_sums_hidden_token_values():
    # No token value is shown, only each council's total with them: found through the stand-ins.
    base = REGISTRY["btwixt"]

    def view(state, seat):
        totals = [sum(state["tv"][t] for t in c["tokens"]) for c in state["councils"]]
        return base.view(state, seat) | {"council_power": totals}

    assert "power token" in first_leak(leaky("btwixt", view=view))


def test_catches_a_view_that_forgets_to_hide_orders():
    base = REGISTRY["board2e"]

    def view(state, seat):
        v = base.view(state, seat)
        for a, st in state["areas"].items():
            v["areas"][a]["order"] = st["order"]
        return v

    assert "'s order in" in first_leak(leaky("board2e", view=view), players=3)


def test_catches_a_prompt_that_names_the_next_westeros_card():
    base = REGISTRY["board2e"]

    def decisions(state, seat, lang="en"):
        top = state["westeros_decks"]["1"][0]
        return [dict(d, prompt=f"{d['prompt']} ({top} is coming)")
                for d in base.decisions(state, seat, lang)]

    assert "Westeros deck 1" in first_leak(leaky("board2e", decisions=decisions), players=3)


def test_catches_a_public_event_that_carries_a_sealed_bid():
    # The bid is new in this very action: no stand-in existed yet, its "about" link finds it.
    base = REGISTRY["testgame"]

    def apply(state, seat, action):
        events = base.apply(state, seat, action)
        return [dict(e, card=action["card"]) if e["type"] == "bid-placed" else e for e in events]

    found = first_leak(leaky("testgame", apply=apply), players=3)
    assert "'s bid (" in found and "'bid-placed'" in found


def test_catches_a_private_draw_sent_to_everyone():
    base = REGISTRY["testgame"]

    def apply(state, seat, action):
        return [{k: v for k, v in e.items() if k != "to" or e["type"] != "card-drawn-private"}
                for e in base.apply(state, seat, action)]

    assert "'card-drawn-private'" in first_leak(leaky("testgame", apply=apply), players=3)


def test_catches_a_look_at_a_hand_sent_to_everyone():
    # Seats may be shown another hand ("hand-seen"), a spectator never: it catches the leak.
    base = REGISTRY["btwixt"]

    def apply(state, seat, action):
        events = base.apply(state, seat, action)
        other = (seat + 1) % state["n"]
        return events + [{"type": "hand-seen", "seat": seat, "whose": other,
                          "cards": list(state["hands"][other])}]

    assert "reaches a spectator" in first_leak(leaky("btwixt", apply=apply))


def test_catches_an_error_that_names_another_hand():
    base = REGISTRY["testgame"]

    def apply(state, seat, action):
        try:
            return base.apply(state, seat, action)
        except IllegalAction as exc:
            other = state["hands"][(seat + 1) % len(state["hands"])]
            raise IllegalAction(exc.code, f"{exc.detail} (the next seat holds {other})") from None

    assert "('errors'" in first_leak(leaky("testgame", apply=apply), players=3)


def test_a_declaration_must_match_the_state():
    base = REGISTRY["testgame"]

    def secrets(state, seat):
        return base.secrets(state, seat) + [Secret("a made-up card", ("deck", 0), "nine")]

    with pytest.raises(AssertionError, match="a made-up card"):
        leaks.play(leaky("testgame", secrets=secrets), 3, 1, check_share=1.0)


# -- the matchers ---------------------------------------------------------------------------

def test_a_needle_is_found_as_a_value_a_key_or_a_word_only():
    s = Secret("a card", ("deck", 0), "inf-red-01")
    big = Secret("the rng", ("rng",), 123456789)
    needles = leaks.Needles({"inf-red-01": s, 123456789: big})
    assert needles.find({"a": ["inf-red-01"]}) == [(("a", 0), s)]
    assert needles.find({"inf-red-01": 1}) == [(("<key>",), s)]
    assert needles.find("you hold inf-red-01.") == [((), s)]
    assert needles.find(["inf-red-01#2", "inf-red-010", 1234567890, "x123456789"]) == []
    assert needles.find([123456789, "seed 123456789"]) == [((0,), big), ((1,), big)]
    assert needles.find([True, 1.0]) == []


def test_a_link_ties_a_value_to_what_it_belongs_to_in_one_object():
    assert leaks.bound({"type": "bid", "house": "stark", "bid": 3}, "stark", 3) == ("bid",)
    assert leaks.bound({"bids": {"stark": {"amount": 3}}}, "stark", 3) == ("bids", "stark")
    assert leaks.bound({"house": "stark", "count": 1}, "stark", 3) is None
    assert leaks.bound([{"house": "stark"}, {"bid": 3}], "stark", 3) is None
    assert leaks.bound({"seat": 1, "card": 1}, 1, 1) is None      # one member is not a pair
    assert leaks.bound({"seat": 1, "card": True}, 1, 1) is None    # True is not 1
