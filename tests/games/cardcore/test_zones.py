"""Zones and moves (cardcore.cards, cardcore.moves): ids, the leave-play clean-up of spec
§5.12, plots (§5.14), duplicates (§5.11), control (§5.18), attachment legality (§5.6, §5.13)
and the audiences of move events (design §7)."""
import pytest

from api.engine.rng import seed_state
from api.games.cardcore import cards, effects, moves, ops
from api.games.cardcore.abilities import count_use, limit_key, uses
from api.games.lcg2e.catalog import deck_lists
from tests.games.cardcore.table import Table


def dealt(seed):
    state = cards.init({"rng": seed_state(seed)}, "lcg2e", ["stark", "lannister"])
    for seat, deck in enumerate(("learning-stark", "learning-lannister")):
        draw, plots = deck_lists(deck)
        cards.deal(state, seat, draw, plots)
    return state


def test_deal_gives_every_card_an_id_after_the_shuffle():
    a, b = dealt(1), dealt(2)
    draw, plots = deck_lists("learning-stark")
    s0 = a["seats"][0]
    assert sorted(a["cards"][c]["code"] for c in s0["deck"]) == sorted(draw)
    assert sorted(a["cards"][c]["code"] for c in s0["plot_deck"]) == sorted(plots)
    assert len(a["cards"]) == 2 * (27 + 7) and set(a["cards"]) == {f"c{i}" for i in range(1, 69)}
    # The id does not encode the code: another seed gives c1 another card (D12).
    assert [a["cards"][f"c{i}"]["code"] for i in range(1, 28)] != \
        [b["cards"][f"c{i}"]["code"] for i in range(1, 28)]
    assert dealt(1) == a  # and the same seed deals the same table


def test_draw_is_counted_for_everybody_and_seen_by_its_owner():
    state = dealt(3)
    top = state["seats"][1]["deck"][:2]
    events = ops.draw(state, {"seat": 1}, seat=1, count=2)
    assert state["seats"][1]["hand"] == top and state["cards"][top[0]]["zone"] == "hand"
    public, private = events
    assert public == {"type": "moved", "seat": 1, "from": "deck", "dest": "hand",
                      "reason": "draw", "count": 2}
    assert private["type"] == "seen" and private["to"] == [1]
    assert [c["id"] for c in private["cards"]] == top


def test_draw_from_a_short_deck_draws_what_is_there():
    t = Table().seat(0, deck=["Summer"])
    assert ops.draw(t.state, {"seat": 0}, seat=0, count=2)[0]["count"] == 1
    assert t.zone(0, "hand") == ["Summer"] and ops.draw(t.state, {"seat": 0}, seat=0, count=2) == []


def test_a_card_going_public_names_itself_to_everybody():
    t = Table().seat(0, hand=["Eddard Stark"])
    ned = t.id("Eddard Stark")
    (ev,) = moves.enter_play(t.state, ned, "marshal")
    assert ev["cards"] == [{"id": ned, "code": "01144"}] and "to" not in ev
    assert ev["controller"] == 0 and ev["how"] == "marshal"
    assert t.state["seats"][0]["play"] == [ned] and t.card("Eddard Stark")["entered"] == \
        {"round": 1, "phase": "challenges", "how": "marshal"}


def test_killed_character_takes_its_attachments_duplicates_power_and_effects_along():
    # S53: Widow's Wail returns to its owner's hand, Terminal Milk of the Poppy is discarded.
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=[{"card": "Tywin Lannister", "power": 2}, ("Widow's Wail", "Tywin Lannister")])
    t.seat(1, play=[{"card": "Milk of the Poppy", "on": "Tywin Lannister", "host_seat": 0}])
    tywin = t.id("Tywin Lannister")
    ops.modify_str(t.state, {"seat": 1}, until="phase", cards=[tywin], amount=-1)
    count_use(t.state, limit_key(tywin, 0, "round"))
    t.state["challenge"] = {"type": "military", "attackers": [tywin], "defenders": []}
    events = ops.OPS["kill"](t.state, {"seat": 1}, cards=[tywin])
    assert t.zone(0, "dead") == ["Tywin Lannister"]
    assert t.zone(0, "hand") == ["Widow's Wail"] and t.zone(1, "discard") == ["Milk of the Poppy"]
    card = t.card("Tywin Lannister")
    assert card["power"] == 0 and card["attachments"] == [] and card["entered"] is None
    assert t.state["effects"] == [] and uses(t.state, limit_key(tywin, 0, "round")) == 0
    assert t.state["challenge"]["attackers"] == []
    assert [e["type"] for e in events] == ["moved", "moved", "moved", "power_returned"]
    assert events[0]["reason"] == "kill" and events[1]["reason"] == "host_left_play"


def test_blanked_terminal_attachment_returns_to_hand():
    # Terminal is a keyword of the attachment: read while it is still in play.
    t = Table()
    t.seat(0, play=["Eddard Stark", ("Milk of the Poppy", "Eddard Stark")])
    milk = t.id("Milk of the Poppy")
    ops.blank(t.state, {"seat": 1}, until="phase", cards=[milk])
    ops.OPS["kill"](t.state, {"seat": 0}, cards=[t.id("Eddard Stark")])
    assert t.zone(0, "hand") == ["Milk of the Poppy"]


def test_card_returns_to_its_owner_and_control_resets():
    t = Table()
    t.seat(0, hand=["Direwolf Pup"])
    pup = t.id("Direwolf Pup")
    moves.enter_play(t.state, pup, "put", controller=1, kneeling=True)
    assert t.state["seats"][1]["play"] == [pup] and t.card("Direwolf Pup")["kneeling"]
    ops.OPS["return_to_hand"](t.state, {"seat": 0}, cards=[pup])
    c = t.card("Direwolf Pup")
    assert t.zone(0, "hand") == ["Direwolf Pup"] and c["controller"] == 0 and not c["kneeling"]
    assert t.state["seats"][1]["play"] == []


def test_take_control_moves_the_card_and_removes_it_from_the_challenge():
    t = Table().seat(0, play=["Eddard Stark"])
    ned = t.id("Eddard Stark")
    t.state["challenge"] = {"type": "power", "attackers": [], "defenders": [ned]}
    (ev,) = ops.take_control(t.state, {"seat": 1}, card=ned, seat=1)
    assert ev == {"type": "control_changed", "card": ned, "code": "01144", "from_seat": 0,
                  "seat": 1}
    assert t.state["seats"][1]["play"] == [ned] and t.state["challenge"]["defenders"] == []
    assert ops.take_control(t.state, {"seat": 1}, card=ned, seat=1) == []


def test_duplicate_saves_go_to_the_discard_and_facedown_ones_are_hidden():
    t = Table().seat(0, play=["Arya Stark"], deck=["Ice"])
    arya, ice = t.id("Arya Stark"), t.id("Ice")
    events = moves.place_duplicate(t.state, ice, arya, "arya", face_down=True)
    assert events[0] == {"type": "moved", "seat": 0, "from": "deck", "dest": "duplicate",
                         "reason": "arya", "count": 1, "host": arya}
    assert events[1]["to"] == [0] and events[1]["cards"] == [{"id": ice, "code": "01153"}]
    assert t.card("Arya Stark")["dups"] == [ice] and t.card("Ice")["zone"] == "duplicate"
    (ev,) = ops.discard_from_play(t.state, {"seat": 0}, cards=[ice])  # saved by discarding it
    assert ev["cards"] == [{"id": ice, "code": "01153"}]  # public once face up in the pile
    assert t.card("Arya Stark")["dups"] == [] and t.zone(0, "discard") == ["Ice"]


def test_shuffle_into_deck_uses_the_state_rng():
    t = Table().seat(0, play=["Summer"], deck=["Ice", "Eddard Stark", "Arya Stark", "Bran Stark"])
    ops.shuffle_into_deck(t.state, {"seat": 0}, cards=[t.id("Summer")])
    order = t.zone(0, "deck")
    assert sorted(order) == ["Arya Stark", "Bran Stark", "Eddard Stark", "Ice", "Summer"]
    again = Table().seat(0, play=["Summer"], deck=["Ice", "Eddard Stark", "Arya Stark",
                                                  "Bran Stark"])
    ops.shuffle_into_deck(again.state, {"seat": 0}, cards=[again.id("Summer")])
    assert again.zone(0, "deck") == order


def test_plots_cycle_through_revealed_and_used():
    t = Table().seat(0, plot_deck=["Summons", "Taxation"], plot="A Clash of Kings")
    summons, taxation = t.id("Summons"), t.id("Taxation")
    moves.reveal_plot(t.state, 0, summons)
    assert t.state["seats"][0]["plot"] == summons and t.zone(0, "used_plots") == ["A Clash of Kings"]
    events = moves.reveal_plot(t.state, 0, taxation)
    assert t.zone(0, "used_plots") == ["A Clash of Kings", "Summons"]
    assert events[-1]["cards"] == [{"id": taxation, "code": "01024"}]  # revealed publicly
    moves.recycle_plots(t.state, 0)
    assert sorted(t.zone(0, "plot_deck")) == ["A Clash of Kings", "Summons"]
    assert t.zone(0, "used_plots") == [] and t.zone(0, "plot") == ["Taxation"]


def test_until_new_plot_effects_end_for_the_seat_that_reveals():
    t = Table()
    ops.plot_value(t.state, {"seat": 0}, until="new_plot", seat=1, value="claim", amount=1)
    assert effects.expire_new_plot(t.state, 1) == []
    assert effects.expire_new_plot(t.state, 0)[0]["type"] == "effect_ended"


@pytest.mark.parametrize("attachment,host,ok", [
    ("Ice", "Eddard Stark", True),                 # [stark] character only
    ("Ice", "Tywin Lannister", False),
    ("Seal of the Hand", "Eddard Stark", True),    # Lord or Lady only
    ("Seal of the Hand", "Direwolf Pup", False),
    ("Syrio's Training", "Direwolf Pup", False),   # No attachments
    ("Longclaw", "Jon Snow", True),                # No attachments except Weapon: Longclaw is one
    ("Syrio's Training", "Jon Snow", False),
    ("Syrio's Training", "The Kingsroad", False),  # a location is no host
])
def test_attachment_hosts(attachment, host, ok):
    t = Table(factions=("stark", "thenightswatch"))
    t.seat(0, play=[host], hand=[attachment])
    att = t.id(attachment)
    assert moves.can_attach(t.state, att, t.id(host)) is ok
    if ok:
        moves.enter_play(t.state, att, "marshal", host=t.id(host))
        assert t.card(host)["attachments"] == [att] and moves.illegal_attachments(t.state) == []
    else:
        with pytest.raises(ValueError):
            moves.enter_play(t.state, att, "marshal", host=t.id(host))


def test_an_attachment_whose_host_loses_eligibility_is_reported():
    t = Table().seat(0, play=["Eddard Stark", ("Seal of the Hand", "Eddard Stark")])
    assert moves.illegal_attachments(t.state) == []
    ops.lose_trait(t.state, {"seat": 1}, until="phase", cards=[t.id("Eddard Stark")], trait="Lord")
    assert moves.illegal_attachments(t.state) == [t.id("Seal of the Hand")]


def test_power_total_counts_the_faction_card_and_cards_in_play():
    t = Table().seat(0, play=[{"card": "Eddard Stark", "power": 3}], discard=["Summer"], power=4)
    assert cards.power_of(t.state, 0) == 7
    assert cards.in_play(t.state, "f0") and not cards.in_play(t.state, t.id("Summer"))
