"""A seat's watched windows (hbo/settings.py on cardcore/watch.py): a window the seat does not
watch is passed for it, by its public name only; the active player's own marshaling turn is
always offered. Over HTTP: tests/api/test_hbo_settings.py."""
from api.games.hbo import GAME
from api.games.hbo.settings import WINDOWS
from tests.games.hbo.table import L, S, decision, table


def _luwin_at_dominance(watch_s=None):
    def before(state):
        if watch_s is not None:
            GAME.configure(state, S, {"watch": watch_s})
    return table("dominance", play=((), ["maester_luwin"]), catalog="hbo",
                 scenarios=("deadly_cold", "deadly_cold"), before=before)


def test_a_seat_watches_every_window_by_default():
    state = _luwin_at_dominance()
    assert GAME.settings(state, S) == {"watch": list(WINDOWS)}
    assert decision(state, S)["window"] == "window"          # Luwin's "Dominance:" action


def test_an_unwatched_window_is_passed_for_the_seat():
    state = _luwin_at_dominance(watch_s=["reactions", "saves"])
    assert GAME.settings(state, S) == {"watch": ["reactions", "saves"]}
    assert state["phase"] != "dominance" or S not in GAME.to_act(state)
    state = _luwin_at_dominance(watch_s=["dominance"])
    assert decision(state, S)["window"] == "window"


def test_the_own_marshaling_turn_is_always_offered():
    def before(state):
        GAME.configure(state, L, {"watch": []})
    state = table("marshaling", hands=(["the_hound"], ()), catalog="hbo",
                  scenarios=("deadly_cold", "deadly_cold"), before=before)
    d = decision(state, L)
    assert d["window"] == "window" and any(o["action"]["type"] == "marshal"
                                           for o in d["options"])


def test_a_change_of_settings_is_told_to_the_seat_alone():
    state = table("dominance", catalog="hbo", scenarios=("deadly_cold", "deadly_cold"))
    events = GAME.configure(state, S, {"watch": ["saves"]})
    assert events[0] == {"type": "settings-changed", "seat": S, "watch": ["saves"], "to": [S]}
