"""The decision-free verbs (cardcore.ops): what each does, what it skips, its events."""
import pytest

from api.games.cardcore import ops
from api.games.cardcore.abilities import VERBS
from tests.games.cardcore.table import Table


def test_every_op_is_a_verb_of_the_vocabulary():
    assert set(ops.OPS) <= VERBS


def test_kneel_and_stand_skip_cards_already_so():
    t = Table().seat(0, play=["Eddard Stark", {"card": "Robb Stark", "kneeling": True}])
    ned, robb = t.id("Eddard Stark"), t.id("Robb Stark")
    assert ops.kneel(t.state, {"seat": 0}, cards=[ned, robb, "f0"]) == [
        {"type": "knelt", "card": ned}, {"type": "knelt", "card": "f0"}]
    assert t.state["seats"][0]["faction_card"]["kneeling"]
    assert ops.stand(t.state, {"seat": 0}, cards=[ned, "f1"]) == [{"type": "stood", "card": ned}]


def test_power_gained_discarded_and_moved():
    t = Table().seat(0, play=[{"card": "Eddard Stark", "power": 1}], power=2)
    ned = t.id("Eddard Stark")
    assert ops.gain_power(t.state, {"seat": 0}, card=ned, amount=2) == [
        {"type": "power_gained", "card": ned, "amount": 2}]
    # Power claim moves at most what is there, and moved power is not gained (spec §5.4).
    assert ops.move_power(t.state, {"seat": 1}, card="f0", dest="f1", amount=5) == [
        {"type": "power_moved", "card": "f0", "dest": "f1", "amount": 2}]
    assert t.state["seats"][1]["faction_card"]["power"] == 2
    assert ops.move_power(t.state, {"seat": 1}, card="f0", dest="f1", amount=1) == []
    assert ops.discard_power(t.state, {"seat": 1}, card=ned, amount=4)[0]["amount"] == 3


def test_gold_gained_returned_and_moved():
    t = Table().seat(0, gold=3)
    assert ops.gain_gold(t.state, {"seat": 1}, seat=1, amount=2)[0] == {
        "type": "gold_gained", "seat": 1, "amount": 2}
    assert ops.move_gold(t.state, {"seat": 1}, seat=0, dest=1, amount=5)[0]["amount"] == 3
    assert ops.return_gold(t.state, {"seat": 1}, seat=1, amount=9)[0]["amount"] == 5
    assert [s["gold"] for s in t.state["seats"]] == [0, 0]
    assert ops.return_gold(t.state, {"seat": 1}, seat=1, amount=1) == []


def test_random_discard_is_public_seeded_and_without_replacement():
    def run(seed):
        t = Table(seed=seed).seat(1, hand=["Eddard Stark", "Ice", "Summer", "Bran Stark"])
        events = ops.discard_from_hand_random(t.state, {"seat": 0}, seat=1, count=2)
        return t, events
    t, events = run(5)
    (ev,) = events
    assert ev["reason"] == "random_discard" and ev["count"] == 2 and len(ev["cards"]) == 2
    assert len(set(t.zone(1, "discard"))) == 2 and len(t.zone(1, "hand")) == 2
    assert run(5)[1] == events
    assert {tuple(c["code"] for c in run(s)[1][0]["cards"]) for s in range(1, 12)} != \
        {tuple(c["code"] for c in ev["cards"])}  # other seeds pick other cards
    t2 = Table().seat(1, hand=["Ice"])
    assert ops.discard_from_hand_random(t2.state, {"seat": 0}, seat=1, count=3)[0]["count"] == 1
    assert ops.discard_from_hand_random(t2.state, {"seat": 0}, seat=1, count=1) == []


def test_discard_top_of_deck_and_chosen_discard_from_hand():
    t = Table().seat(1, deck=["Ice", "Summer", "Bran Stark"], hand=["Arya Stark", "Sansa Stark"])
    (ev,) = ops.discard_top_of_deck(t.state, {"seat": 0}, seat=1, count=2)
    assert [c["code"] for c in ev["cards"]] == ["01153", "01148"]  # pillage shows the card
    assert t.zone(1, "deck") == ["Bran Stark"] and t.zone(1, "discard") == ["Ice", "Summer"]
    ops.discard_from_hand(t.state, {"seat": 1}, cards=[t.id("Sansa Stark")])
    assert t.zone(1, "discard")[-1] == "Sansa Stark" and t.zone(1, "hand") == ["Arya Stark"]


@pytest.mark.parametrize("verb,pile", [("kill", "dead"), ("discard_from_play", "discard"),
                                       ("sacrifice", "discard"), ("return_to_hand", "hand"),
                                       ("remove_from_game", "removed")])
def test_leave_play_verbs_go_to_the_owners_pile(verb, pile):
    t = Table().seat(0, hand=["Summer"])
    summer = t.id("Summer")
    ops.put_into_play(t.state, {"seat": 1}, card=summer, controller=1)
    assert t.card("Summer")["entered"]["how"] == "put"
    (ev,) = ops.OPS[verb](t.state, {"seat": 1}, cards=[summer])
    assert ev["reason"] == verb and ev["seat"] == 1 and ev["dest"] == pile
    assert t.zone(0, pile) == ["Summer"] and t.state["seats"][1]["play"] == []


def test_tokens_placed_and_discarded():
    t = Table().seat(0, play=["Eddard Stark"])
    ned = t.id("Eddard Stark")
    ops.place_token(t.state, {"seat": 1}, card=ned, token="poison")
    assert t.card("Eddard Stark")["tokens"] == {"poison": 1}
    assert ops.discard_token(t.state, {"seat": 1}, card=ned, token="poison", amount=2)[0][
        "amount"] == 1
    assert t.card("Eddard Stark")["tokens"] == {}
    assert ops.discard_token(t.state, {"seat": 1}, card=ned, token="poison") == []


def test_lasting_verbs_need_a_duration_and_the_right_target():
    t = Table().seat(0, play=["Eddard Stark"])
    with pytest.raises(ValueError):
        ops.modify_str(t.state, {"seat": 0}, until="forever", cards=[t.id("Eddard Stark")],
                       amount=1)
    with pytest.raises(ValueError):
        ops.modify_str(t.state, {"seat": 0}, until="phase", seat=0, amount=1)
