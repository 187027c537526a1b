"""The joust's view shows the lasting effects in force (issue #12: what modifies a card until
when) and a seat's own settings; a source that went where a viewer may not look is not
named to that viewer."""
from api.games.cardcore import effects, moves
from api.games.lcg2e import GAME
from api.games.lcg2e.catalog import BY_NAME
from tests.games.lcg2e.joust import at_challenges, find


def test_a_lasting_effect_is_shown_with_its_target_duration_and_source():
    state = at_challenges(play=(["Eddard Stark", "Winterfell Steward"], ["Tyrion Lannister"]))
    ned = find(state, 0, "Eddard Stark", ("play",))
    steward = find(state, 0, "Winterfell Steward", ("play",))
    effects.add(state, "modify_str", {"amount": 2}, "phase", 0, cards=[ned], source=steward)
    for viewer in (None, 0, 1):
        (eff,) = GAME.view(state, viewer)["effects"]
        assert eff["verb"] == "modify_str" and eff["params"] == {"amount": 2}
        assert eff["cards"] == [ned] and eff["until"] == "phase" and eff["by"] == 0
        assert eff["source"] == steward
        assert eff["source_code"] == BY_NAME["Winterfell Steward"]
    # its source goes back to its owner's hand: named to its owner only
    moves.move(state, [steward], "hand", "test")
    assert GAME.view(state, 0)["effects"][0]["source"] == steward
    for viewer in (None, 1):
        eff = GAME.view(state, viewer)["effects"][0]
        assert "source" not in eff and "source_code" not in eff
    effects.expire(state, "phase")
    assert GAME.view(state, 0)["effects"] == []


def test_a_seat_sees_its_own_settings_only():
    state = GAME.new(2, {}, 3)
    GAME.configure(state, 1, {"watch": ["dominance"]})
    assert GAME.view(state, 1)["settings"] == {"watch": ["dominance"]}
    assert GAME.view(state, 0)["settings"]["watch"][0] == "plot"
    assert "settings" not in GAME.view(state, None)
