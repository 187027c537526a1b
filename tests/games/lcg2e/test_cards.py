"""One test per scripted Core card (design D13): its constant ability applies exactly when its
text says, and not otherwise. Named ``test_<code>_<card>``; tests/games/lcg2e/coverage.py
reads these names for the card table of docs/rules-coverage/lcg2e.md."""
import pytest

from api.games.cardcore import cards, derive, moves, ops
from api.games.lcg2e.catalog import CARDS, CATALOG
from tests.games.cardcore.table import Table


def lcg(*factions, **kw):
    return Table(factions=factions or ("stark", "lannister"), **kw)


@pytest.mark.parametrize("code,icon", [("01034", "intrigue"), ("01036", "power"),
                                       ("01037", "military")])
def test_family_attached_character_gains_an_icon(code, icon):
    name = CARDS[code]["name"]
    t = lcg("martell", "stark").seat(0, play=["Edric Dayne", (name, "Edric Dayne")])
    assert t.icons("Edric Dayne") == (icon,)
    ops.discard_from_play(t.state, {"seat": 0}, cards=[t.id(name)])
    assert t.icons("Edric Dayne") == ()


def test_01034_little_bird():
    test_family_attached_character_gains_an_icon("01034", "intrigue")


def test_01036_noble_lineage():
    test_family_attached_character_gains_an_icon("01036", "power")


def test_01037_syrios_training():
    test_family_attached_character_gains_an_icon("01037", "military")


def test_01035_milk_of_the_poppy():
    t = lcg().seat(0, play=["Eddard Stark"])
    t.seat(1, play=[{"card": "Milk of the Poppy", "on": "Eddard Stark", "host_seat": 0}])
    assert t.keywords("Eddard Stark") == () and t.traits("Eddard Stark") == ("Lord",
                                                                           "Small Council")
    assert t.str("Eddard Stark") == 5 and t.icons("Eddard Stark") == ("military", "power")
    assert t.keywords("Milk of the Poppy") == ("terminal",)
    ops.kill(t.state, {"seat": 1}, cards=[t.id("Eddard Stark")])
    assert t.zone(1, "discard") == ["Milk of the Poppy"]  # Terminal


def test_01038_the_iron_throne():
    t = lcg().seat(0, play=[{"card": "The Iron Throne", "kneeling": True}], plot="Summons")
    t.seat(1, hand=["The Iron Throne"], plot="Summons")
    assert derive.dominance_bonus(t.state, 0) == 8 and derive.dominance_bonus(t.state, 1) == 0
    assert t.value(0, "reserve") == 8 and t.value(1, "reserve") == 7


def test_01048_robert_baratheon():
    t = lcg("baratheon", "stark").seat(0, play=[{"card": "Robert Baratheon", "kneeling": True},
                                                {"card": "Dragonstone Port", "kneeling": True}])
    t.seat(1, play=[{"card": "Eddard Stark", "kneeling": True}, "Arya Stark",
                    {"card": "Direwolf Pup", "kneeling": True}])
    assert t.str("Robert Baratheon") == 5 + 2  # other kneeling characters, any side
    ops.stand(t.state, {"seat": 1}, cards=[t.id("Eddard Stark")])
    assert t.str("Robert Baratheon") == 6


def test_01055_kings_hunting_party():
    t = lcg("baratheon", "stark").seat(0, play=["King's Hunting Party", "Robert Baratheon"])
    assert t.icons("King's Hunting Party") == ("military",)  # its own King does not count
    t.seat(1, play=["Robert Baratheon"])
    assert t.icons("King's Hunting Party") == ("military", "intrigue")


def test_01066_alannys_greyjoy():
    t = lcg("greyjoy", "stark", first_player=1)
    t.seat(0, play=["Alannys Greyjoy"], plot="Summons").seat(1, plot="Summons")
    assert t.value(1, "reserve") == 7
    t.state["first_player"] = 0
    cards.touch(t.state)  # the flow bumps the revision whenever it writes first_player
    assert t.value(1, "reserve") == 6 and t.value(0, "reserve") == 7


def test_01073_drowned_men():
    t = lcg("greyjoy", "greyjoy").seat(0, play=["Drowned Men", "Great Kraken",
                                                "Iron Fleet Scout", "Sea Tower"])
    t.seat(1, play=["Great Kraken"])
    assert t.str("Drowned Men") == 3 + 2  # Sea Tower is no Warship, the opponent's Kraken no help


def test_01090_tywin_lannister():
    t = lcg("lannister", "stark").seat(0, play=["Tywin Lannister"], gold=4, plot="Summons")
    assert t.str("Tywin Lannister") == 10 and t.value(0, "income") == 6
    ops.return_gold(t.state, {"seat": 0}, seat=0, amount=4)
    assert t.str("Tywin Lannister") == 6


def test_01096_widows_wail():
    t = lcg("lannister", "stark").seat(0, play=["Joffrey Baratheon", "Cersei Lannister",
                                                ("Widow's Wail", "Joffrey Baratheon")])
    assert t.str("Joffrey Baratheon") == 5 and t.icons("Joffrey Baratheon") == ("military",
                                                                               "power")
    ww = t.id("Widow's Wail")
    ops.return_to_hand(t.state, {"seat": 0}, cards=[ww])
    moves.enter_play(t.state, ww, "ambush", host=t.id("Cersei Lannister"))
    assert t.str("Cersei Lannister") == 6 and t.icons("Cersei Lannister") == ("intrigue", "power")
    assert t.str("Joffrey Baratheon") == 3 and t.icons("Joffrey Baratheon") == ("power",)


def test_01105_doran_martell():
    t = lcg("martell", "martell").seat(0, play=["Doran Martell", "Arianne Martell", "Obara Sand"],
                                       used_plots=["Summons", "Taxation"])
    t.seat(1, play=["Arianne Martell"])
    assert t.str("Arianne Martell", seat=0) == 4 + 2 and t.str("Doran Martell") == 4
    assert t.str("Obara Sand") == 3 and t.str("Arianne Martell", seat=1) == 4


def test_01114_palace_spearman():
    t = lcg("martell", "stark", first_player=1).seat(0, play=["Palace Spearman"])
    assert t.icons("Palace Spearman") == ("military", "intrigue", "power")
    t.state["first_player"] = 0
    cards.touch(t.state)
    assert t.icons("Palace Spearman") == ("military", "power")


def test_01115_dawn():
    t = lcg("martell", "martell").seat(0, play=["Edric Dayne", ("Dawn", "Edric Dayne")],
                                       used_plots=["Summons"])
    assert t.str("Edric Dayne") == 2 and t.keywords("Edric Dayne") == ("stealth", "intimidate")
    dawn = t.id("Dawn")
    ops.return_to_hand(t.state, {"seat": 0}, cards=[dawn])
    viper = t.put(0, "The Red Viper")
    moves.enter_play(t.state, dawn, "marshal", host=viper)
    assert derive.strength(t.state, viper) == 8 and derive.keywords(t.state, viper) == ()


def test_01135_longclaw():
    t = lcg("thenightswatch", "stark").seat(0, play=["Jon Snow", ("Longclaw", "Jon Snow")])
    t.seat(1, play=["Eddard Stark"])
    assert t.str("Jon Snow") == 5 and t.keywords("Jon Snow") == ("no_attachments_except:Weapon",
                                                                 "renown")
    assert not moves.can_attach(t.state, t.id("Longclaw"), t.id("Eddard Stark"))


def test_01149_direwolf_pup():
    t = lcg("stark", "thenightswatch").seat(0, play=["Direwolf Pup", "Summer", "Grey Wind"])
    t.seat(1, play=["Ghost"])
    assert t.str("Direwolf Pup") == 1 + 2


def test_01161_drogon():
    t = lcg("targaryen", "targaryen").seat(0, play=["Drogon", "Daenerys Targaryen"])
    t.seat(1, play=["Daenerys Targaryen"])
    assert t.keywords("Daenerys Targaryen", seat=0) == ("insight", "renown")
    assert t.keywords("Daenerys Targaryen", seat=1) == ("insight",)
    assert "renown" not in t.keywords("Drogon")  # not Stormborn


def test_01166_viserion():
    t = lcg("targaryen", "targaryen").seat(0, play=["Viserion", "Daenerys Targaryen"])
    t.seat(1, play=["Daenerys Targaryen"])
    assert t.keywords("Daenerys Targaryen", seat=0) == ("insight", "stealth")
    assert t.keywords("Daenerys Targaryen", seat=1) == ("insight",)


def test_01190_wardens_of_the_reach():
    t = lcg("tyrell", "tyrell").seat(0, play=["Wardens of the Reach", "Highgarden", "The Mander"])
    t.seat(1, play=["Rose Garden"])
    assert t.str("Wardens of the Reach") == 3 + 2


def test_01012_fortified_position():
    t = lcg("lannister", "stark").seat(0, play=["Tywin Lannister"], plot="Fortified Position")
    t.seat(1, play=["Eddard Stark", "The Roseroad"], plot="Summons")
    assert t.keywords("Tywin Lannister") == () and t.keywords("Eddard Stark") == ()
    assert t.traits("Eddard Stark") == ("Lord", "Small Council")
    assert t.value(0, "income") == CARDS["01012"]["plot"]["income"]  # Tywin's +2 is blank
    assert t.value(1, "income") == 4 + 1  # a location keeps its modifier
    assert not derive.is_blank(t.state, t.id("The Roseroad"))


def test_01017_naval_superiority():
    t = lcg("lannister", "stark").seat(0, play=["Tywin Lannister"], plot="Summons")
    t.seat(1, plot="Naval Superiority")
    assert t.value(0, "income") == 0 + 2  # Summons is a Kingdom plot: base 0, modifiers add
    assert t.value(1, "income") == CARDS["01017"]["plot"]["income"]
    t2 = lcg().seat(0, plot="A Clash of Kings").seat(1, plot="Naval Superiority")
    assert t2.value(0, "income") == 4


VANILLA = sorted(code for code, s in CATALOG.scripts.items() if s.vanilla)


@pytest.mark.parametrize("code", VANILLA)
def test_vanilla_cards_print_nothing_a_script_would_do(code):
    """A card declared vanilla prints no ability: only keywords, plot-value modifiers or
    deckbuilding text, which the rules read from the data."""
    assert set(CARDS[code]["kinds"]) <= {"keyword", "plot_modifier", "deckbuilding",
                                         "title_relation"}


def test_every_script_abilities_are_on_a_card_that_prints_them():
    for code, s in CATALOG.scripts.items():
        for ab in s.abilities:
            assert ab["kind"] in CARDS[code]["kinds"], code
