"""View redaction (cardcore.view, design §7, spec §7): hidden zones are counts, hidden ids
never reach another seat, facedown cards show only that they exist."""
import json

from api.engine.rng import Rng
from api.games.cardcore import cards, moves, ops, view
from tests.games.cardcore.table import Table


def table():
    t = Table()
    t.seat(0, hand=["Ice", "Summer"], deck=["Bran Stark", "Sansa Stark"],
           plot_deck=["Summons"], plot="A Noble Cause", discard=["Direwolf Pup"],
           play=["Arya Stark", ("Milk of the Poppy", "Arya Stark")], gold=2)
    t.seat(1, hand=["Robb Stark"], deck=["Grey Wind"], plot_deck=["Taxation"],
           play=["Eddard Stark"])
    moves.place_duplicate(t.state, t.id("Bran Stark"), t.id("Arya Stark"), "arya", face_down=True)
    return t


def test_own_hand_and_plot_deck_are_listed_the_others_counted():
    t = table()
    mine, theirs = view.seat(t.state, 0, 0), view.seat(t.state, 0, 1)
    assert [c["code"] for c in mine["hand"]] == ["01153", "01148"]
    assert theirs["hand"] == {"count": 2} and theirs["plot_deck"] == {"count": 1}
    assert mine["deck"] == theirs["deck"] == {"count": 1}
    assert mine["discard"] == theirs["discard"] == [{"id": t.id("Direwolf Pup"), "code": "01149"}]
    assert view.seat(t.state, 0, None)["hand"] == {"count": 2}


def test_cards_in_play_carry_their_derived_values_and_facedown_dups_are_masked():
    t = table()
    (arya_mine,) = view.seat(t.state, 0, 0)["play"]
    (arya_theirs,) = view.seat(t.state, 0, 1)["play"]
    assert arya_theirs["blank"] is True and arya_theirs["keywords"] == []  # Milk blanks Stealth
    assert arya_theirs["attachments"][0]["code"] == "01035"
    assert arya_theirs["dups"] == [{"face_down": True}]
    assert arya_mine["dups"][0]["code"] == "01142" and arya_mine["dups"][0]["face_down"]
    assert arya_theirs["strength"] == 2 and arya_theirs["icons"] == ["power"]


def test_no_hidden_id_in_anyone_elses_view_through_random_moves():
    t = table()
    rng = Rng(t.state)
    st = t.state
    for _ in range(200):
        seat = rng.below(2)
        s = st["seats"][seat]
        pick = rng.below(5)
        if pick == 0 and s["deck"]:
            ops.draw(st, {"seat": seat}, seat=seat, count=1)
        elif pick == 1 and s["hand"]:
            cid = s["hand"][rng.below(len(s["hand"]))]
            if moves.derive.printed(st, cid)["type"] == "character":
                moves.enter_play(st, cid, "marshal")
            else:
                ops.discard_from_hand(st, {"seat": seat}, cards=[cid])
        elif pick == 2 and s["play"]:
            ops.shuffle_into_deck(st, {"seat": seat}, cards=[s["play"][0]])
        elif pick == 3 and s["discard"]:
            moves.move(st, [s["discard"][-1]], "hand", "recover")
        elif pick == 4 and s["hand"]:
            moves.move(st, [s["hand"][0]], "deck", "mulligan", position="shuffle")
        for viewer in (0, 1, None):
            hidden = view.hidden_from(st, viewer)
            text = json.dumps([view.seat(st, k, viewer) for k in (0, 1)])
            assert not any(f'"{h}"' in text for h in hidden), (viewer, hidden)


def test_events_only_name_hidden_cards_to_their_viewers():
    t = table()
    st = t.state
    events = ops.draw(st, {"seat": 1}, seat=1, count=1)
    events += moves.move(st, list(st["seats"][0]["hand"]), "deck", "mulligan", "shuffle")
    events += moves.place_duplicate(st, st["seats"][0]["deck"][0], t.id("Arya Stark"), "arya",
                                    face_down=True)
    for viewer in (0, 1, None):
        seen = json.dumps(view.for_viewer(events, viewer))
        for cid, card in st["cards"].items():
            # a seat may be told of its own cards as they went from its hand to its deck
            if cid in view.hidden_from(st, viewer) and card["owner"] != viewer:
                assert f'"{cid}"' not in seen
    assert all(e["type"] == "moved" and "cards" not in e for e in view.for_viewer(events, None))


def test_sealed_picks_show_only_ones_own():
    picks = {"0": "c4", "1": "c9"}
    assert view.sealed(picks, 0) == {"0": "c4", "1": "ready"}
    assert view.sealed(picks, None) == {"0": "ready", "1": "ready"}


def test_hidden_from_covers_decks_hands_and_facedown_cards():
    t = table()
    hidden = view.hidden_from(t.state, 1)
    assert set(t.state["seats"][0]["hand"]) <= hidden and t.id("Bran Stark") in hidden
    assert set(t.state["seats"][1]["hand"]).isdisjoint(hidden)
    assert set(t.state["seats"][1]["deck"]) <= hidden
    assert cards.faction_ref(0) not in hidden
