"""Victory (1.3, 1.4, 5.24), end of round 10 and Clean-up (4.5 step 4)."""
from api.games import board as B
from api.games.board.areas.supply import supply_ok
from api.games.board.rounds.victory import castle_count, end_game, stronghold_count
from board_helpers import act, clear_board, frame, new_game, order, put, seat


def _own(s, house, areas):
    for a in areas:
        put(s, a, house, "footman")


def test_s04_game_ends_after_round_ten():
    """AS-04 Game ends after round 10."""
    s = new_game(4)
    s["round"] = 10
    s["stack"] = [{"kind": "round", "stage": "cleanup"}]
    ev = B.FLOW.settle(s)
    r = B.result(s)
    assert r["reason"] == "round_limit" and s["stack"] == [] and s["phase"] == "over"
    assert not any(e["type"] == "round-started" for e in ev)
    assert B.to_act(s) == [] and B.decisions(s, 0) == []
    # Stark starts with two castles, everyone else with one: Stark wins.
    assert r["winners"] == [seat(s, "stark")] and r["scores"][seat(s, "stark")] == 2


def test_round_nine_cleanup_starts_round_ten_westeros():
    s = new_game(4)
    s["round"] = 9
    s["stack"] = [{"kind": "round", "stage": "cleanup"}]
    B.FLOW.settle(s)
    assert B.result(s) is None and s["round"] == 10


def test_s50_immediate_victory():
    """AS-50 Immediate victory."""
    s = new_game(6)
    clear_board(s, keep_garrisons=False)
    _own(s, "lannister", ["lannisport", "riverrun", "harrenhal", "seagard", "the_reach", "crackclaw_point"])
    assert castle_count(s, "lannister") == 6
    put(s, "searoad_marches", "lannister", "footman")
    order(s, "searoad_marches", "lannister", "march_m1")
    put(s, "winterfell", "stark", "footman")
    order(s, "winterfell", "stark", "march_0")
    s["areas"]["highgarden"]["power"] = "tyrell"   # an enemy stronghold held by a token only
    frame(s, kind="action_step", order_type="march", last=None)
    act(s, "lannister", {"type": "march", "area": "searoad_marches"})
    act(s, "lannister", {"type": "move", "unit": "footman", "to": "highgarden"})
    ev = act(s, "lannister", {"type": "end_march", "leave_power": False})
    r = B.result(s)
    assert r["reason"] == "seven_castles" and r["winners"] == [seat(s, "lannister")]
    assert any(e["type"] == "game-over" for e in ev) and s["stack"] == []
    assert s["areas"]["winterfell"]["order"]["type"] == "march"      # never resolved
    assert B.to_act(s) == []


def test_s51_end_of_game_tiebreakers():
    """AS-51 End-of-game tiebreakers."""
    s = new_game(6)
    clear_board(s, keep_garrisons=False)
    # A = Stark: 5 castle lands, 2 strongholds. B = Greyjoy: 5 castle lands, 3 strongholds.
    _own(s, "stark", ["winterfell", "white_harbor", "moat_cailin", "the_twins", "seagard"])
    _own(s, "greyjoy", ["pyke", "riverrun", "lannisport", "harrenhal", "flints_finger"])
    s["areas"]["the_twins"]["units"] = []
    _own(s, "stark", ["the_eyrie"])
    s["areas"]["the_eyrie"]["neutral"] = None
    assert castle_count(s, "stark") == castle_count(s, "greyjoy") == 5
    assert (stronghold_count(s, "stark"), stronghold_count(s, "greyjoy")) == (2, 3)
    assert _winner(s) == "greyjoy"
    # equal strongholds: supply, then available power, then Iron Throne position
    s["areas"]["lannisport"]["units"] = []
    _own(s, "greyjoy", ["crackclaw_point"])
    assert stronghold_count(s, "greyjoy") == 2 and castle_count(s, "greyjoy") == 5
    s["houses"]["stark"]["supply"], s["houses"]["greyjoy"]["supply"] = 3, 2
    assert _winner(s) == "stark"
    s["houses"]["greyjoy"]["supply"] = 3
    s["houses"]["stark"]["power"], s["houses"]["greyjoy"]["power"] = 1, 4
    assert _winner(s) == "greyjoy"
    s["houses"]["stark"]["power"] = 4
    assert _winner(s) == "stark"          # Stark is above Greyjoy on the Iron Throne track
    # FAQ variant: total lands before supply
    s["options"]["tiebreak_faq_v2"] = True
    _own(s, "greyjoy", ["greywater_watch"])
    assert _winner(s) == "greyjoy"


def _winner(s):
    st = __import__("copy").deepcopy(s)
    end_game(st, ["stark", "greyjoy"], "round_limit")
    return st["result"]["winner_house"]


def test_s52_cleanup():
    """AS-52 Clean-up."""
    s = new_game(4)
    clear_board(s)
    put(s, "winterfell", "stark", "footman", routed=True)
    order(s, "winterfell", "stark", "defense_s")
    put(s, "the_shivering_sea", "stark", "ship")
    order(s, "the_shivering_sea", "stark", "support_1")
    s["blade_used"] = s["raven_used"] = True
    s["stack"] = [{"kind": "round", "stage": "cleanup"}]
    ev = B.FLOW.settle(s)
    assert all(st["order"] is None for st in s["areas"].values())
    assert not s["areas"]["winterfell"]["units"][0]["routed"]
    assert not s["blade_used"] and not s["raven_used"]
    assert s["round"] == 2 and any(e["type"] == "round-started" for e in ev)


def test_immediate_victory_in_real_play_stops_everything():
    """AS-50 through the real flow: from six castles, bot play ends the game the moment a
    seventh is taken (some seed must get there within two rounds)."""
    from api.games.board.bot import choose
    from board_helpers import put as place
    won = 0
    for seed in range(12):
        s = new_game(6, seed=seed)
        # a legal position: at supply 6 Lannister may keep five armies (4, 3, 2, 2, 2), and
        # Lannisport's is one of them, so one of the new castles holds a lone knight
        for a in ("riverrun", "harrenhal", "seagard", "the_reach"):
            place(s, a, "lannister", "footman", "knight")
        place(s, "crackclaw_point", "lannister", "knight")
        s["houses"]["lannister"]["supply"] = 6
        assert supply_ok(s, "lannister")
        B.FLOW.settle(s)
        k = 0
        while B.result(s) is None and s["round"] <= 2:
            who = B.to_act(s)[k % len(B.to_act(s))]
            B.apply(s, who, choose(B.view(s, who), B.decisions(s, who), seed * 13 + k))
            k += 1
        r = B.result(s)
        if r is None:
            continue
        assert r["reason"] == "seven_castles"
        assert castle_count(s, r["winner_house"]) >= 7 and r["winners"] == [seat(s, r["winner_house"])]
        assert s["stack"] == [] and s["phase"] == "over"
        assert all(B.decisions(s, x) == [] for x in range(6)) and B.to_act(s) == []
        won += 1
    assert won >= 1
