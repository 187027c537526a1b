"""The shipped Core Set data against the counts of the data README and the spec (§2.1, §3.1,
§5.21); and that nothing reads the workplace's shared folder at run time."""
import os
from collections import Counter

import pytest

from api.games.lcg2e.catalog import BY_NAME, CARDS, DECKS, FACTIONS, deck_lists

TYPES = ("character", "location", "attachment", "event", "plot", "agenda", "title")


def count(cards):
    return len(cards), sum(c["quantity"] for c in cards)


def test_211_distinct_cards_234_copies():
    assert count(CARDS.values()) == (211, 234)
    assert len(BY_NAME) == 211  # names are unique in the Core Set
    assert [int(c[2:]) for c in CARDS] == list(range(1, 212))


@pytest.mark.parametrize("kind,expected", [
    ("character", (101, 105)), ("location", (26, 39)), ("attachment", (14, 15)),
    ("event", (29, 32)), ("plot", (26, 28)), ("agenda", (9, 9)), ("title", (6, 6))])
def test_counts_by_type(kind, expected):
    assert count([c for c in CARDS.values() if c["type"] == kind]) == expected


def test_counts_by_faction():
    for faction in FACTIONS:
        cards = [c for c in CARDS.values() if c["faction"] == faction]
        assert count(cards) == (19, 20), faction
    assert count([c for c in CARDS.values() if c["faction"] == "neutral"]) == (59, 74)
    nw = Counter(c["type"] for c in CARDS.values() if c["faction"] == "thenightswatch")
    assert nw == {"character": 13, "location": 2, "attachment": 1, "event": 3}


def test_unique_loyal_and_multi_copy_cards():
    assert sum(c["unique"] for c in CARDS.values()) == 86
    assert sum(c["loyal"] for c in CARDS.values()) == 48
    multi = {c["name"]: c["quantity"] for c in CARDS.values() if c["quantity"] > 1}
    assert multi == {
        "Summons": 2, "Wildfire Assault": 2, "Littlefinger": 2, "Varys": 2,
        "Rattleshirt's Raiders": 2, "Wildling Horde": 2, "Milk of the Poppy": 2,
        "The Kingsroad": 4, "The Roseroad": 4, "Put to the Torch": 2, "Superior Claim": 2,
        "Dragonstone Port": 2, "Sea Tower": 2, "Western Fiefdom": 2, "Blood Orange Grove": 2,
        "A Meager Contribution": 2, "Heart Tree Grove": 2, "Illyrio's Estate": 2,
        "Rose Garden": 2}


def test_fields_by_type():
    for c in CARDS.values():
        assert ("strength" in c) == ("icons" in c) == (c["type"] == "character"), c["name"]
        assert ("plot" in c) == (c["type"] == "plot")
        assert (c["cost"] is None) == (c["type"] in ("plot", "agenda", "title"))
        assert set(c["icons"]) <= {"military", "intrigue", "power"} if "icons" in c else True
        assert c["faction"] == "neutral" or c["faction"] in FACTIONS
    # spec §9 worked example (S1) and two cards the seed shows
    assert CARDS["01001"]["plot"] == {"income": 4, "initiative": 9, "claim": 1, "reserve": 6}
    assert (CARDS["01084"]["cost"], CARDS["01084"]["strength"], CARDS["01084"]["icons"]) == \
        (4, 4, ["intrigue", "power"])
    assert CARDS["01101"]["cost"] == "X" and CARDS["01045"]["cost"] == "X"


def test_keywords_are_canonical_and_counted():
    counted = Counter(k.split(":")[0] for c in CARDS.values() for k in c["keywords"])
    assert counted == {"no_attachments": 16, "limited": 10, "renown": 10, "stealth": 9,
                       "no_attachments_except": 9, "insight": 4, "pillage": 3, "intimidate": 2,
                       "ambush": 6, "terminal": 1}
    assert CARDS["01091"]["keywords"] == ["ambush:2"]
    assert CARDS["01124"]["keywords"] == ["no_attachments_except:Weapon"]


def test_printed_plot_modifiers_host_restrictions_and_agendas():
    mods = {c["name"]: c["plot_modifiers"] for c in CARDS.values() if "plot_modifiers" in c}
    assert len(mods) == 11 and mods["Tywin Lannister"] == {"income": 2}
    assert mods["The Iron Throne"] == {"reserve": 1} and mods["The Kingsroad"] == {"initiative": 1}
    hosts = {c["name"]: c["attach_only"] for c in CARDS.values() if "attach_only" in c}
    assert hosts == {"Seal of the Hand": {"traits": ["Lord", "Lady"]},
                     "Bodyguard": {"traits": ["Lord", "Lady"]},
                     "Lightbringer": {"faction": "baratheon"},
                     "Throwing Axe": {"traits": ["Ironborn"]},
                     "Longclaw": {"faction": "thenightswatch"}, "Ice": {"faction": "stark"},
                     "Drogo's Arakh": {"traits": ["Dothraki"]}, "Heartsbane": {"faction": "tyrell"}}
    agendas = {c["name"]: c["agenda"] for c in CARDS.values() if c["type"] == "agenda"}
    assert agendas["Fealty"] == {"max_neutral": 15}
    assert agendas["Banner of the Wolf"] == {"banner": "stark", "min_cards": 12}


def test_titles_relations_by_code():
    t = {c["name"]: c["title"] for c in CARDS.values() if c["type"] == "title"}
    assert t["Master of Whispers"] == {"supported_by": ["01207"], "supports": ["01208"],
                                       "rivals": ["01210", "01209"],
                                       "str_bonus": {"context": "intrigue", "amount": 1}}
    assert t["Crown Regent"]["str_bonus"] == {"context": "dominance", "amount": 2}
    assert t["Master of Coin"]["str_bonus"] is None
    for name, rel in t.items():  # supports is the inverse of supported by
        for other in rel["supports"]:
            assert BY_NAME[name] in t[CARDS[other]["name"]]["supported_by"]


def test_ability_kinds_match_the_design_census():
    kinds = Counter(k for c in CARDS.values() for k in c["kinds"])
    assert kinds == {"keyword": 65, "constant": 62, "action": 53, "reaction": 53,
                     "interrupt": 15, "when_revealed": 13, "plot_modifier": 11,
                     "deckbuilding": 9, "play_restriction": 9, "host_restriction": 8,
                     "title_relation": 6, "forced_reaction": 3, "forced_interrupt": 1}
    assert [c["name"] for c in CARDS.values() if not c["kinds"]] == [
        "The Winds of Winter", "Bastard in Hiding", "House Dayne Knight", "Tumblestone Knight",
        "Courtesan of the Rose"]


def test_factions_table():
    assert len(FACTIONS) == 8
    for faction, f in FACTIONS.items():
        banner = CARDS[f["banner"]]
        assert banner["type"] == "agenda" and banner["agenda"]["banner"] == faction
        assert set(f["name"]) == {"en", "ru", "bg"} and all(f["name"].values())
        assert f["card"] == f"{int(f['banner'][2:])}A"  # side A of the banner's card


@pytest.mark.parametrize("deck,draw", [("learning-stark", 27), ("learning-lannister", 27),
                                       ("box-old-ways", 47), ("box-at-the-wall", 48),
                                       ("box-east-to-west", 48),
                                       ("box-secrets-and-schemes", 48)])
def test_deck_sizes(deck, draw):
    d, plots = deck_lists(deck)
    assert len(d) == draw and len(plots) == 7 and len(set(plots)) == 7
    assert all(CARDS[c]["type"] in ("character", "location", "attachment", "event") for c in d)
    assert all(CARDS[c]["type"] == "plot" for c in plots)
    assert set(DECKS[deck]["name"]) == {"en", "ru", "bg"}


def test_learning_decks_follow_spec_3_1():
    for deck, faction in (("learning-stark", "stark"), ("learning-lannister", "lannister")):
        draw, _ = deck_lists(deck)
        by_type = Counter(CARDS[c]["type"] for c in draw)
        assert by_type == {"character": 14, "attachment": 2, "location": 8, "event": 3}
        assert sum(CARDS[c]["faction"] == faction for c in draw) == 20
        assert DECKS[deck]["faction"] == faction and DECKS[deck]["agenda"] is None


def test_box_decks_use_every_plot_and_neutral_draw_card_once():
    plots, neutral = Counter(), Counter()
    for deck in (d for d in DECKS if d.startswith("box-")):
        draw, p = deck_lists(deck)
        plots.update(p)
        neutral.update(c for c in draw if CARDS[c]["faction"] == "neutral")
        factions = {DECKS[deck]["faction"], DECKS[deck]["second_faction"]}
        assert {CARDS[c]["faction"] for c in draw} == factions | {"neutral"}
    box_plots = {c: x["quantity"] for c, x in CARDS.items() if x["type"] == "plot"}
    box_neutral = {c: x["quantity"] for c, x in CARDS.items() if x["faction"] == "neutral"
                   and x["type"] in ("character", "location", "attachment", "event")}
    assert plots == box_plots
    assert {c: n for c, n in neutral.items()} == {c: n for c, n in box_neutral.items()}


def test_nothing_in_the_service_reads_the_workplace_shared_folder():
    root = os.path.join(os.path.dirname(__file__), "..", "..", "..", "api")
    for folder, _dirs, files in os.walk(root):
        if folder.endswith("tools"):
            continue  # the converter is run by hand and is handed the path
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    assert "/shared" not in f.read(), name
