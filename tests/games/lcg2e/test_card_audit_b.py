"""Card-by-card audit of the Core Stark, Targaryen, Tyrell and neutral cards, the plots and
the agendas (session 19, card19b): one test per card checked (``test_<code>_<card>``), each
on a detail of the printed text a player would notice (timing, limits, targets, who chooses,
melee readings), driven through the real flow from positions built with the shared helpers."""
from api.games.cardcore import cards
from api.games.lcg2e import GAME, triggers
from api.games.lcg2e.catalog import BY_NAME
from api.games.lcg2e.flow import FLOW
from tests.games.lcg2e.joust import answer, decision
from tests.games.lcg2e.test_acceptance_audit import named
from tests.games.lcg2e.test_card_audit_a import offered, pass_reactions


def ability(cid, i=0):
    return {"type": "ability", "card": cid, "ability": i}


# -- melee: "the losing opponent" is the challenge's other party, not any opponent -----------

def _melee(play, hands=None, gold=None, phase="challenges"):
    """A 3-seat melee (no titles borne) with ``play`` {seat: [names]} in play."""
    from tests.games.lcg2e.melee_table import melee_at
    s = melee_at(3, {}, play={s: [BY_NAME[n] for n in names] for s, names in play.items()},
                 hands=hands, gold=gold, phase=phase)
    s["mode"] = "standard"     # any Core card may be in hand
    return s


def _won(s, kind, attackers, defenders=(), winner=0, loser=1, margin=5):
    """Raise the win of a ``kind`` challenge seat ``winner`` made against ``loser``, with the
    challenge still running (as the flow answers it)."""
    s["challenge"] = {"type": kind, "attacker": winner, "defender": loser,
                      "attackers": list(attackers), "defenders": list(defenders),
                      "bypassed": []}
    cards.touch(s)
    triggers.raise_trigger(s, "win_challenge", challenge=kind, winner=winner, loser=loser,
                           attacker=winner, defender=loser, attackers=list(attackers),
                           defenders=list(defenders), margin=margin,
                           unopposed=not defenders)
    FLOW.settle(s)


def _choices(s, seat):
    return sorted(a.get("choice") for a in offered(s, seat) if a.get("choice") is not None)


def test_01041_put_to_the_sword_kills_only_a_losing_opponents_character_in_melee():
    s = _melee({0: ["Khal Drogo"], 1: ["Yoren", "Old Forest Hunter"], 2: ["Maester Aemon"]})
    sword = cards.create(s, 0, BY_NAME["Put to the Sword"], "hand")
    s["seats"][0]["gold"] = 2
    _won(s, "military", [named(s, 0, "Khal Drogo")])
    answer(s, 0, lambda a: a == {"type": "play", "card": sword, "ability": 0}
           or a == ability(sword))
    assert _choices(s, 0) == sorted([named(s, 1, "Yoren"), named(s, 1, "Old Forest Hunter")])


def _play_from_hand(s, seat, cid):
    answer(s, seat, lambda a: a in ({"type": "play", "card": cid, "ability": 0}, ability(cid)))


def test_01042_put_to_the_torch_discards_only_a_losing_opponents_location_in_melee():
    s = _melee({0: ["Khal Drogo"], 1: ["Castle Black"], 2: ["Casterly Rock"]})
    torch = cards.create(s, 0, BY_NAME["Put to the Torch"], "hand")
    s["seats"][0]["gold"] = 1
    _won(s, "military", [named(s, 0, "Khal Drogo")])
    _play_from_hand(s, 0, torch)
    pass_reactions(s)
    assert s["cards"][named(s, 1, "Castle Black", zones=("discard",))]["zone"] == "discard"
    assert s["cards"][named(s, 2, "Casterly Rock")]["zone"] == "play"


def test_01044_tears_of_lys_poisons_only_a_losing_opponents_character_in_melee():
    s = _melee({0: ["Khal Drogo"], 1: ["Old Forest Hunter"], 2: ["Ranging Party"]})
    tears = cards.create(s, 0, BY_NAME["Tears of Lys"], "hand")
    s["seats"][0]["gold"] = 1
    _won(s, "intrigue", [named(s, 0, "Khal Drogo")])
    _play_from_hand(s, 0, tears)
    pass_reactions(s)
    assert s["cards"][named(s, 1, "Old Forest Hunter")]["tokens"].get("poison") == 1
    assert not s["cards"][named(s, 2, "Ranging Party")]["tokens"].get("poison")


def test_01030_rattleshirts_raiders_discards_only_a_losing_opponents_attachment_in_melee():
    from tests.games.lcg2e.test_acceptance_audit import put
    s = _melee({0: ["Rattleshirt's Raiders"], 1: ["Yoren"], 2: ["Samwell Tarly"]})
    bird = put(s, 1, "Little Bird", host=named(s, 1, "Yoren"))
    lineage = put(s, 2, "Noble Lineage", host=named(s, 2, "Samwell Tarly"))
    raiders = named(s, 0, "Rattleshirt's Raiders")
    _won(s, "military", [raiders])
    answer(s, 0, lambda a: a == ability(raiders))
    pass_reactions(s)
    assert s["cards"][bird]["zone"] == "discard" and s["cards"][lineage]["zone"] == "play"


def test_01153_ice_kills_only_a_losing_opponents_character_in_melee():
    from tests.games.lcg2e.test_acceptance_audit import put
    s = _melee({0: ["Robb Stark"], 1: ["Yoren", "Old Forest Hunter"], 2: ["Maester Aemon"]})
    robb = named(s, 0, "Robb Stark")
    ice = put(s, 0, "Ice", host=robb)
    _won(s, "military", [robb])
    answer(s, 0, lambda a: a == ability(ice, 1))
    assert _choices(s, 0) == sorted([named(s, 1, "Yoren"), named(s, 1, "Old Forest Hunter")])
