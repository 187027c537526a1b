"""Card-by-card audit of the Core Baratheon, Greyjoy, Lannister, Martell and Night's Watch
cards (session 19, card19a): one test per card checked (``test_<code>_<card>``), each on a
detail of the printed text a player would notice (timing, limits, targets, who chooses),
driven through the real flow from positions built with the shared helpers."""
from api.games.cardcore import cards, derive
from api.games.lcg2e import GAME
from tests.games.lcg2e.joust import answer, decision, pass_windows
from tests.games.lcg2e.test_acceptance_audit import at_challenges_core, named
from tests.games.lcg2e.test_cards_cardsmn import attack, defend


def offered(state, seat):
    return [o["action"] for d in GAME.decisions(state, seat) for o in d["options"]]


def test_01087_ser_jaime_lannister_kneels_when_declared_as_a_defender():
    # "does not kneel when declared as an ATTACKER in a [military] challenge": declared as a
    # defender in a [military] challenge he kneels like anybody else
    s = at_challenges_core(first=0, play=(["Tumblestone Knight"], ["Ser Jaime Lannister"]))
    jaime = named(s, 1, "Ser Jaime Lannister")
    attack(s, 0, "military", [named(s, 0, "Tumblestone Knight")])
    defend(s, 1, [jaime])
    assert s["cards"][jaime]["zone"] == "play" and s["cards"][jaime]["kneeling"]


# -- melee: "each opponent", "that player", "the defending player" ------------------------------

def _melee(play, hands=None, gold=None, phase="challenges"):
    """A 3-seat melee (no titles borne) with ``play`` {seat: [names]} in play."""
    from api.games.lcg2e.catalog import BY_NAME
    from tests.games.lcg2e.melee_table import melee_at
    return melee_at(3, {}, play={s: [BY_NAME[n] for n in names] for s, names in play.items()},
                    hands=hands, gold=gold, phase=phase)


def test_01128_ser_waymar_royce_discards_from_each_opponents_hand_in_melee():
    from api.games.lcg2e import triggers
    from api.games.lcg2e.flow import FLOW
    from tests.games.lcg2e.melee_table import pass_all
    s = _melee({0: ["Ser Waymar Royce"]}, hands={1: 3, 2: 3})
    waymar = named(s, 0, "Ser Waymar Royce")
    triggers.kill(s, [waymar], by=1)
    FLOW.settle(s)
    answer(s, 0, lambda a: a == {"type": "ability", "card": waymar, "ability": 0})
    pass_all(s)
    assert s["cards"][waymar]["zone"] == "dead"
    assert [len(s["seats"][i]["hand"]) for i in (1, 2)] == [2, 2]
