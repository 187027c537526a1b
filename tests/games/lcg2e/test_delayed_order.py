"""Spec §5.19 (and the [RR] line "simultaneous mandatory effects (When Revealed, forced, delayed)
are ordered by the first player"): delayed effects due together at the end of a phase run in the
order the first player chooses, whoever made them."""
import re

import pytest

from api.games.cardcore import effects
from api.games.lcg2e import GAME
from api.games.lcg2e.flow import FLOW
from tests.games.cardcore.table import Table
from tests.games.lcg2e.joust import answer, decision, table_game

DECK = ["Tumblestone Knight"] * 3


def poisoned_and_woken(first_player=1):
    """Daenerys, stood by her controller's Waking the Dragon (back to hand at the end of the
    phase) and poisoned by the opponent's Tears of Lys (killed at the end of the phase): both
    are due as the challenges phase ends."""
    t = Table(factions=("targaryen", "lannister"), first_player=first_player)
    t.seat(0, play=["Daenerys Targaryen"], discard=["Waking the Dragon"], deck=DECK)
    t.seat(1, discard=["Tears of Lys"], deck=DECK)
    s = table_game(t)
    dany = t.id("Daenerys Targaryen")
    s["cards"][dany]["tokens"] = {"poison": 1}
    # made exactly as the two cards' scripts make them (lannister.py/neutral.py, targaryen.py)
    effects.add_delayed(s, "phase_end", "return_to_hand", {"cards": [dany]}, 0,
                        source=t.id("Waking the Dragon"))
    effects.add_delayed(s, "phase_end", "kill", {"cards": [dany], "if_token": "poison"}, 1,
                        source=t.id("Tears of Lys"))
    s["stack"].append({"kind": "round", "stage": "challenges_end"})
    FLOW.settle(s)
    return s, dany


def settle_windows(s):
    """Pass every window that follows, as far as the test needs (up to the next phase)."""
    for _ in range(40):
        seats = GAME.to_act(s)
        if not seats or s["phase"] != "challenges":
            return
        answer(s, seats[0], lambda a: a["type"] == "pass")


@pytest.mark.parametrize("first, zone", [("Tears of Lys", "dead"), ("Waking the Dragon", "hand")])
def test_the_first_player_orders_delayed_effects_due_together(first, zone):
    s, dany = poisoned_and_woken(first_player=1)
    assert GAME.to_act(s) == [1]                      # the first player, not the controller
    d = decision(s, 1)
    assert d["id"].startswith("delayed_order@") and d["type"] == "order"
    labels = {o["label"]: o["action"] for o in d["options"]}
    assert set(labels) == {"Tears of Lys: Daenerys Targaryen killed",
                           "Waking the Dragon: Daenerys Targaryen returned to hand"}, labels
    assert GAME.decisions(s, 0) == []
    answer(s, 1, lambda a: a == labels[next(k for k in labels if k.startswith(first))])
    settle_windows(s)
    # killed first she is dead (her return finds her gone); returned first, the poison misses
    assert s["cards"][dany]["zone"] == zone
    assert not s["delayed"]


def test_the_order_question_is_worded_in_each_language():
    s, _ = poisoned_and_woken()
    english = GAME.decisions(s, 1)[0]
    for lang in ("ru", "bg"):
        d = GAME.decisions(s, 1, lang)[0]
        for text in [d["prompt"]] + [o["label"] for o in d["options"]]:
            assert re.search("[а-яА-Я]", text) and not re.search("[a-zA-Z]", text), (lang, text)
        assert [o["action"] for o in d["options"]] == [o["action"] for o in english["options"]]


def test_one_effect_or_one_that_would_do_nothing_is_not_asked_about():
    # the same position, but Daenerys left play before the phase ended: both would do nothing
    t = Table(factions=("targaryen", "lannister"), first_player=1)
    t.seat(0, hand=["Daenerys Targaryen"], play=["Viserys Targaryen"],
           discard=["Waking the Dragon"], deck=DECK)
    t.seat(1, discard=["Tears of Lys"], deck=DECK)
    s2 = table_game(t)
    effects.add_delayed(s2, "phase_end", "return_to_hand", {"cards": [t.id("Daenerys Targaryen")]},
                        0, source=t.id("Waking the Dragon"))
    effects.add_delayed(s2, "phase_end", "kill", {"cards": [t.id("Viserys Targaryen")],
                                                  "if_token": "poison"}, 1,
                        source=t.id("Tears of Lys"))
    s2["stack"].append({"kind": "round", "stage": "challenges_end"})
    FLOW.settle(s2)
    assert all(not d["id"].startswith("delayed_order") for seat in (0, 1) for d in GAME.decisions(s2, seat))
    assert not s2["delayed"]
    assert s2["cards"][t.id("Viserys Targaryen")]["zone"] == "play"      # no poison on him
