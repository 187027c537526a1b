"""Ability records and their checks against the closed vocabulary (cardcore.abilities,
design §5.1), and the Limit/Max counters (spec §5.8)."""
import pytest

from api.games.cardcore import abilities as ab
from api.games.cardcore.catalog import Catalog
from api.games.lcg2e.catalog import CARDS
from tests.games.cardcore.table import Table


def test_a_reaction_record_in_full():
    # Eddard Stark's reaction (design §5.7 b), as its script will declare it.
    rec = ab.triggered("reaction", [["stand", {"cards": "self"}]],
                       when={"event": "challenge_initiated", "test": "against_you"},
                       play_if=[["not", ["standing"]]])
    assert rec == {"kind": "reaction", "phase": None, "from": None,
                   "when": {"event": "challenge_initiated", "test": "against_you"},
                   "play_if": [["not", ["standing"]]], "cost": [], "target": None,
                   "effect": [["stand", {"cards": "self"}]], "then": [], "limit": None,
                   "max": None, "cannot_be_canceled": False}


@pytest.mark.parametrize("build", [
    lambda: ab.triggered("reaction", [["teleport", {}]], when={"event": "killed"}),
    lambda: ab.triggered("reaction", [["stand", {}]], when={"event": "sneezed"}),
    lambda: ab.triggered("reaction", [["stand", {}]]),                       # no trigger
    lambda: ab.triggered("action", [["stand", {}]], when={"event": "killed"}),
    lambda: ab.triggered("action", [["stand", {}]], cost=[["pay_blood", 1]]),
    lambda: ab.triggered("action", [["stand", {}]], limit={"n": 1, "per": "game"}),
    lambda: ab.triggered("action", [["stand", {}]], phase="lunch"),
    lambda: ab.triggered("constant", [["stand", {}]]),
    lambda: ab.constant("self", {"verb": "fly"}),
    lambda: ab.constant("nobody", ab.str_(1)),
    lambda: ab.constant({"colour": "red"}, ab.str_(1)),
    lambda: ab.constant("self", ab.str_(1), while_=[["full_moon"]]),
    lambda: ab.constant("self", ab.str_({"per": "stars"})),
    lambda: ab.constant("self", ab.plot_value("income", 1)),     # a seat value on a card
    lambda: ab.constant("you", ab.str_(1)),                      # a card value on a seat
    lambda: ab.constant("self"),
])
def test_records_outside_the_vocabulary_are_refused(build):
    with pytest.raises(ValueError):
        build()


def test_script_registration_labels_abilities_and_refuses_mistakes():
    cat = Catalog("t", {"01144": CARDS["01144"], "01149": CARDS["01149"]})
    ab.script(cat, "01144", ab.constant("self", ab.str_(1)),
              ab.triggered("action", [["stand", {}]]))
    assert [a["label"] for a in cat.abilities("01144")] == ["ability.01144.0", "ability.01144.1"]
    with pytest.raises(ValueError):
        ab.script(cat, "01144", vanilla=True)      # scripted twice
    with pytest.raises(ValueError):
        ab.script(cat, "09999", vanilla=True)      # no such card
    with pytest.raises(ValueError):
        ab.script(cat, "01149")                    # neither vanilla nor abilities
    with pytest.raises(ValueError):
        ab.script(cat, "01149", {"kind": "spell"})


def test_limits_count_per_copy_and_max_per_title_and_player():
    t = Table().seat(0, play=["Robb Stark"])
    robb = t.id("Robb Stark")
    st = t.state
    ab.count_use(st, ab.limit_key(robb, 0, "round"))
    ab.count_use(st, ab.max_key("01159", 0, "challenge"))
    ab.count_use(st, ab.max_key("01159", 0, "challenge"))
    assert ab.uses(st, ab.limit_key(robb, 0, "round")) == 1
    assert ab.uses(st, ab.max_key("01159", 0, "challenge")) == 2
    assert ab.uses(st, ab.max_key("01159", 1, "challenge")) == 0
    ab.end_period(st, "challenge")
    assert ab.uses(st, ab.max_key("01159", 0, "challenge")) == 0
    assert ab.uses(st, ab.limit_key(robb, 0, "round")) == 1
    ab.end_period(st, "round")
    assert st["uses"] == {}
