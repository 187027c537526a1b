"""Setup, plots, challenges and the end of a joust, step by step (spec §3.2, §4, §1.3-1.4)."""
import copy
import json

import pytest

from api.engine.errors import RuleError
from api.games.cardcore import derive
from api.games.lcg2e import GAME
from api.games.lcg2e.rounds import initiative
from tests.games.lcg2e.joust import answer, at_challenges, decision, find, pass_windows


def _types(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def test_mulligan_is_offered_once_in_player_order_then_setup_is_secret():
    s = GAME.new(2, {}, 4)
    fp = s["first_player"]
    assert GAME.to_act(s) == [fp] and decision(s, fp)["type"] == "mulligan"
    old = list(s["seats"][fp]["hand"])
    events = answer(s, fp, lambda a: a["type"] == "mulligan")
    assert len(s["seats"][fp]["hand"]) == 7 and len(s["seats"][fp]["deck"]) == 20
    assert any(e["type"] == "mulliganed" for e in events)
    # the other seat decides next; the first seat is not asked again (S10)
    assert GAME.to_act(s) == [1 - fp] and decision(s, 1 - fp)["type"] == "mulligan"
    answer(s, 1 - fp, lambda a: a["type"] == "keep")
    assert decision(s, fp)["type"] == "setup"
    with pytest.raises(RuleError):
        GAME.apply(s, fp, {"type": "mulligan"})
    # the opponent sees a count of setup cards, never which ones
    answer(s, fp, lambda a: a["type"] == "confirm")
    assert set(old).isdisjoint(s["seats"][fp]["hand"]) or len(old) == 7


def _setup_with_hand(names, seat_first=1):
    """A new learning joust where the Lannister seat (1) is first and holds ``names``."""
    s = GAME.new(2, {}, 3)
    assert s["first_player"] == seat_first
    from api.games.cardcore import moves
    moves.move(s, list(s["seats"][1]["hand"]), "deck", "test", "bottom")
    for n in names:
        moves.move(s, [find(s, 1, n, ("deck",))], "hand", "test")
    answer(s, 1, lambda a: a["type"] == "keep")
    answer(s, 0, lambda a: a["type"] == "keep")
    return s


S8_HAND = ["Tywin Lannister", "Widow's Wail", "Western Fiefdom", "The Roseroad",
           "Cersei Lannister", "Hear Me Roar!", "Burned Men"]


def _toggle(s, name):
    cid = find(s, 1, name, ("hand",))
    return answer(s, 1, lambda a: a == {"type": "toggle", "card": cid})


def test_s8_legal_setup_reveals_attaches_and_refills():
    s = _setup_with_hand(S8_HAND)
    assert decision(s, 1)["type"] == "setup"
    hear_me_roar = find(s, 1, "Hear Me Roar!", ("hand",))
    assert {"type": "toggle", "card": hear_me_roar} not in _types(s, 1)   # (c) events
    for n in ("Tywin Lannister", "Widow's Wail", "Western Fiefdom"):
        _toggle(s, n)
    roseroad = find(s, 1, "The Roseroad", ("hand",))
    cersei = find(s, 1, "Cersei Lannister", ("hand",))
    assert {"type": "toggle", "card": roseroad} not in _types(s, 1)       # (a) 2 Limited
    assert {"type": "toggle", "card": cersei} not in _types(s, 1)         # (b) 11 > 8
    answer(s, 1, lambda a: a["type"] == "confirm")
    assert len(s["seats"][1]["setup"]) == 3
    assert GAME.view(s, 0)["seats"][1]["setup"] == {"count": 3}
    answer(s, 0, lambda a: a["type"] == "confirm")   # Stark places nothing
    while GAME.result(s) is None and GAME.to_act(s) and decision(s, GAME.to_act(s)[0])["type"] != "plot":
        seat = GAME.to_act(s)[0]
        answer(s, seat, lambda a: True)
    tywin = find(s, 1, "Tywin Lannister", ("hand", "deck", "play"))
    wail = find(s, 1, "Widow's Wail", ("hand", "deck", "play"))
    assert s["cards"][wail]["attached_to"] == tywin
    assert derive.strength(s, tywin) == 8                 # 6 + 2, no gold in the pool
    assert s["cards"][tywin]["entered"]["how"] == "setup"
    assert len(s["seats"][1]["hand"]) == 7                # refilled


def test_s9d_an_attachment_without_a_host_cannot_be_confirmed():
    s = _setup_with_hand(S8_HAND)
    _toggle(s, "Widow's Wail")
    assert {"type": "confirm"} not in _types(s, 1)
    _toggle(s, "Burned Men")     # a character host makes it legal
    assert {"type": "confirm"} in _types(s, 1)


def test_the_setup_question_says_why_confirm_is_missing_and_the_cost_so_far():
    # review14: with an attachment and no host chosen, Confirm vanished without a word
    s = _setup_with_hand(S8_HAND)
    prompts = lambda: {lang: GAME.decisions(s, 1, lang)[0]["prompt"] for lang in ("en", "ru", "bg")}
    assert all("·" not in p for p in prompts().values())     # nothing chosen yet
    _toggle(s, "Widow's Wail")
    before = prompts()
    assert before["en"].endswith("· chosen so far: cost 1 · Widow's Wail needs a character "
                                 "among the chosen cards that it may be attached to"), before["en"]
    assert "стоимость 1" in before["ru"] and "Вдовий Плач" in before["ru"], before["ru"]
    assert "цена 1" in before["bg"] and before["bg"].count("·") == 2, before["bg"]
    _toggle(s, "Burned Men")
    after = prompts()
    assert after["en"].endswith("· chosen so far: cost 3"), after["en"]
    assert all(after[lang].count("·") == 1 for lang in after), after


def test_s3_initiative_tie_goes_to_the_lower_power():
    s = at_challenges(plots=("Calling the Banners", "Wildfire Assault"), power=(4, 6),
                      play=(["The Kingsroad"], []))
    assert derive.plot_value(s, 0, "initiative") == 7 == derive.plot_value(s, 1, "initiative")
    assert initiative(s)[0] == 0


def test_s17_unopposed_intrigue_gains_power_and_discards_at_random():
    s = at_challenges(first=1, play=([], ["Cersei Lannister"]), hands=(["Winter Is Coming"] * 1, []),
                      plots=("A Noble Cause", "A Clash of Kings"))
    cersei = find(s, 1, "Cersei Lannister", ("play",))
    events = answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "intrigue"})
    events += pass_windows(s)     # Stark holds a card: each window is offered to him
    # and so is the reaction window after he loses as the defender (his card might be Like
    # Warm Rain): he passes it
    assert decision(s, 0)["window"] == "trigger_window"
    events += answer(s, 0, lambda a: a["type"] == "pass")
    # one eligible attacker: at least 1 of 1 is taken for him
    started = next(e for e in events if e["type"] == "challenge-initiated")
    assert started["attackers"] == [cersei] and {"type": "knelt", "card": cersei} in events
    # Stark has no character: defenders are forced empty; the attacker wins unopposed
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] == 1 and res["unopposed"] and res["attacking"] == 4
    assert s["seats"][1]["faction_card"]["power"] == 1
    assert len(s["seats"][0]["hand"]) == 0 and len(s["seats"][0]["discard"]) == 1


def test_s21_a_tie_goes_to_the_attacker_and_is_not_unopposed():
    s = at_challenges(first=0, play=(["Eddard Stark"], ["Ser Jaime Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    jaime = find(s, 1, "Ser Jaime Lannister", ("play",))
    assert derive.strength(s, ned) == derive.strength(s, jaime)
    answer(s, 0, lambda a: a == {"type": "challenge", "challenge": "military"})
    answer(s, 1, lambda a: a == {"type": "toggle", "card": jaime})
    events = answer(s, 1, lambda a: a["type"] == "confirm")
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] == 0 and not res["unopposed"]
    # military claim 1: Lannister's only character dies; then Eddard's renown is offered
    assert s["cards"][jaime]["zone"] == "dead"
    assert decision(s, 0)["type"] == "renown"
    answer(s, 0, lambda a: a["type"] == "use")
    assert s["cards"][ned]["power"] == 1


def test_s23_military_claim_the_defender_chooses_whom_to_kill():
    s = at_challenges(first=1, play=(["Robb Stark", "Bran Stark"], ["Ser Jaime Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    answer(s, 0, lambda a: a["type"] == "confirm")    # no defenders
    assert decision(s, 0)["type"] == "claim_military"
    bran = find(s, 0, "Bran Stark", ("play",))
    answer(s, 0, lambda a: a == {"type": "toggle", "card": bran})
    answer(s, 0, lambda a: a["type"] == "confirm")
    assert s["cards"][bran]["zone"] == "dead"


def test_s28_stealth_bypasses_a_defender():
    s = at_challenges(first=1, play=(["Eddard Stark"], ["Tyrion Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})
    assert decision(s, 1)["type"] == "stealth"
    events = answer(s, 1, lambda a: a == {"type": "choose", "choice": ned})
    assert {"type": "bypassed", "card": ned, "by": find(s, 1, "Tyrion Lannister", ("play",))} \
        in events
    # Eddard, bypassed, could not defend: the challenge was unopposed
    res = next(e for e in events if e["type"] == "challenge-resolved")
    assert res["winner"] == 1 and res["unopposed"]


def test_a_bypassed_character_leaving_play_leaves_the_challenge():
    # Bypassed, then returned to hand while the challenge goes on: the challenge no longer
    # names it (a hand card's id must reach no other viewer; back in play it is a new card)
    s = at_challenges(first=1, play=(["Eddard Stark", "Robb Stark"], ["Tyrion Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    ned = find(s, 0, "Eddard Stark", ("play",))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})
    answer(s, 1, lambda a: a == {"type": "choose", "choice": ned})
    assert ned in s["challenge"]["bypassed"]
    from api.games.cardcore import moves
    moves.move(s, [ned], "hand", "test")
    assert s["challenge"] is not None and ned not in s["challenge"]["bypassed"]
    assert ned not in json.dumps(GAME.view(s, 1)) and ned not in json.dumps(GAME.view(s, None))


def test_s11_learning_decking_ends_by_power():
    s = at_challenges(first=0, power=(3, 5), plots=("A Noble Cause", "A Clash of Kings"))
    from api.games.cardcore import moves
    moves.move(s, list(s["seats"][0]["deck"]), "discard", "test")
    from api.games.lcg2e.rounds import check_end
    events = check_end(s)
    assert s["result"] == {"winners": [1], "scores": [3, 5], "reason": "learning_decked"}
    assert events[0]["type"] == "game-ended" and GAME.to_act(s) == []


def test_s38_fifteen_power_wins_at_once():
    s = at_challenges(first=1, play=([], ["Cersei Lannister"]), power=(0, 14),
                      plots=("A Noble Cause", "A Clash of Kings"))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "power"})
    assert s["result"]["winners"] == [1] and s["result"]["reason"] == "power"


# -- simultaneous winners: the first player picks (spec §5.19 [RR], §1.3) --------------------

def test_two_seats_at_fifteen_at_once_the_first_player_picks_the_winner():
    # both faction cards reach 15 in one step; the first player (Stark, 0) is asked
    s = at_challenges(first=0, power=(15, 15))
    assert s["result"] is None and GAME.to_act(s) == [0]
    d = decision(s, 0)
    assert d["type"] == "winner" and d["required"]
    assert [o["action"] for o in d["options"]] == [{"type": "winner", "seat": 0},
                                                   {"type": "winner", "seat": 1}]
    labels = {lang: [o["label"] for o in GAME.decisions(s, 0, lang)[0]["options"]]
              for lang in ("en", "ru", "bg")}
    # players counted from 1, as on the pages
    assert labels["en"] == ["House Stark — you (player 1)", "House Lannister — player 2"]
    for lang in ("ru", "bg"):       # the houses' names in that language, never an id
        assert labels[lang] != labels["en"] and all("—" in x for x in labels[lang])
    assert GAME.decisions(s, 0, "ru")[0]["prompt"] != d["prompt"]
    # the other seat waits; its view shows the pending choice and no hidden card
    assert GAME.decisions(s, 1) == []
    with pytest.raises(RuleError):
        GAME.apply(s, 1, {"type": "winner", "seat": 1})
    v = GAME.view(s, 1)
    assert v["to_act"] == [0] and v["result"] is None
    assert v["choosing_winner"] == {"seat": 0, "reason": "power", "among": [0, 1]}
    shown = json.dumps(v)
    assert not [c for c in s["seats"][0]["deck"] if f'"{c}"' in shown]
    assert v["seats"][0]["deck"] == {"count": len(s["seats"][0]["deck"])}
    # a seat not among the winners, or a malformed pick, is refused and changes nothing
    before = copy.deepcopy(s)
    for bad in ({"type": "winner", "seat": 2}, {"type": "winner"}, {"type": "pass"}):
        with pytest.raises(RuleError):
            GAME.apply(s, 0, bad)
    assert s == before
    events = answer(s, 0, lambda a: a == {"type": "winner", "seat": 1})
    assert s["result"] == {"winners": [1], "scores": [15, 15], "reason": "power"}
    assert events[-2:] == [{"type": "winner-chosen", "seat": 0, "winner": 1},
                           {"type": "game-ended", "winners": [1], "scores": [15, 15],
                            "reason": "power"}]
    assert GAME.to_act(s) == [] and GAME.view(s, 1).get("choosing_winner") is None


def test_one_seat_at_fifteen_still_wins_without_a_choice():
    s = at_challenges(first=0, power=(15, 14))
    assert s["result"] == {"winners": [0], "scores": [15, 14], "reason": "power"}


def test_a_plot_offered_spells_out_its_values():
    # review14: "Wildfire Assault (4/7/1/6)" gave four numbers with no key
    from tests.games.lcg2e.joust import at_plot_phase
    s = at_plot_phase(plot_decks=(["A Noble Cause"], None))
    labels = {lang: [o["label"] for o in GAME.decisions(s, 0, lang)[0]["options"]] for lang in ("en", "ru", "bg")}
    assert labels["en"] == ["A Noble Cause (income 5, initiative 0, claim 1, reserve 6)"], labels
    assert labels["ru"][0].endswith("(доход 5, инициатива 0, намерение 1, резерв 6)"), labels
    assert labels["bg"][0].endswith("(доход 5, инициатива 0, претенция 1, резерв 6)"), labels


def test_a_setup_card_offered_shows_its_cost_and_limited():
    # review14: the setup question caps the cost and the Limited cards, the buttons showed names
    s = _setup_with_hand(S8_HAND)
    labels = {lang: [o["label"] for o in GAME.decisions(s, 1, lang)[0]["options"]] for lang in ("en", "ru", "bg")}
    assert "☐ Tywin Lannister (cost 7)" in labels["en"], labels["en"]
    assert "☐ Western Fiefdom (cost 0, Limited)" in labels["en"], labels["en"]
    assert "☐ Burned Men (cost 2)" in labels["en"], labels["en"]
    assert any(x.endswith("(стоимость 0, Ограничение)") for x in labels["ru"]), labels["ru"]
    assert any(x.endswith("(цена 7)") for x in labels["bg"]), labels["bg"]


def test_declaring_shows_each_strength_the_attackers_total_and_the_ticked_total():
    # review16: on a phone the options were bare names and the challenge panel with the STR to
    # beat lay far below the question
    s = at_challenges(first=1, play=(["Robb Stark", "Bran Stark"], ["Ser Jaime Lannister"]),
                      plots=("A Noble Cause", "A Clash of Kings"))
    answer(s, 1, lambda a: a == {"type": "challenge", "challenge": "military"})
    robb = find(s, 0, "Robb Stark", ("play",))
    jaime = derive.strength(s, find(s, 1, "Ser Jaime Lannister", ("play",)))
    d = {lang: GAME.decisions(s, 0, lang)[0] for lang in ("en", "ru", "bg")}
    assert d["en"]["type"] == "defenders"
    assert d["en"]["prompt"] == f"Declare defenders (Military challenge) · attackers: STR {jaime}"
    assert f"☐ Robb Stark (STR {derive.strength(s, robb)})" in [o["label"] for o in d["en"]["options"]]
    assert d["ru"]["prompt"].endswith(f"атакующие: СИЛ {jaime}"), d["ru"]["prompt"]
    assert d["bg"]["prompt"].endswith(f"нападатели: СИЛ {jaime}"), d["bg"]["prompt"]
    answer(s, 0, lambda a: a == {"type": "toggle", "card": robb})
    assert decision(s, 0)["prompt"].endswith(f" · chosen so far: STR {derive.strength(s, robb)}")
