"""Deck building (spec §5.21, S52): each rule and its stable code; the shipped decks."""
import pytest

from api.games.lcg2e.catalog import BY_NAME, CARDS, DECKS, deck_lists
from api.games.lcg2e.deckbuilding import validate_deck

PLOTS = ["A Clash of Kings", "Summons", "Taxation", "A Feast for Crows", "Calling the Banners",
         "Reinforcements", "Marching Orders"]


def names(*ns):
    return [BY_NAME[n] for n in ns]


def stark_deck(extra=(), plots=PLOTS, size=60):
    """A legal 60-card Stark deck: 3 copies of every Stark draw card but the loyal ones
    beyond need, topped up with neutral locations."""
    stark = [c for c, x in CARDS.items() if x["faction"] == "stark"
             and x["type"] != "plot"]
    draw = [c for c in stark for _ in range(3)][:size - len(extra)]
    fill = [BY_NAME[n] for n in ("The Kingsroad", "The Roseroad", "Littlefinger")]
    while len(draw) + len(extra) < size:
        draw.append(fill[(len(draw)) % 3])
    return draw + list(extra) + names(*plots)


def codes_of(problems):
    return [p["code"] for p in problems]


def test_a_legal_deck_has_no_problems():
    assert validate_deck(stark_deck(), faction="stark") == []


def test_s52_banner_of_the_lion():
    lion = BY_NAME["Banner of the Lion"]
    lannister = [c for c, x in CARDS.items() if x["faction"] == "lannister" and not x["loyal"]
                 and x["type"] != "plot"]
    twelve = (lannister * 2)[:12]
    base = stark_deck(extra=twelve)
    assert validate_deck(base, agenda=lion, faction="stark") == []
    # 7 plots with 2x Summons: accepted; 2x Summons and 2x Wildfire Assault: rejected.
    two_summons = PLOTS[:6] + ["Summons"]
    assert validate_deck(stark_deck(twelve, plots=two_summons), lion, "stark") == []
    two_and_two = ["Summons", "Summons", "Wildfire Assault", "Wildfire Assault", "Taxation",
                   "Reinforcements", "Marching Orders"]
    assert codes_of(validate_deck(stark_deck(twelve, plots=two_and_two), lion, "stark")) == \
        ["deck/plot-duplicates"]
    # 59 draw cards: rejected.
    assert codes_of(validate_deck(stark_deck(twelve, size=59), lion, "stark")) == \
        ["deck/draw-too-small"]
    # Non-loyal Lannister The Tickler: accepted with the Banner, but fewer than 12 Lannister.
    tickler = stark_deck(extra=names("The Tickler"))
    problems = validate_deck(tickler, lion, "stark")
    assert codes_of(problems) == ["deck/banner-minimum"] and problems[0]["count"] == 1
    # Loyal Lannister Cersei: rejected; a loyal Greyjoy card: rejected.
    cersei = validate_deck(stark_deck(twelve[:11] + names("Cersei Lannister")), lion, "stark")
    assert codes_of(cersei) == ["deck/loyal-out-of-faction"] and cersei[0]["card"] == "01084"
    greyjoy = validate_deck(stark_deck(twelve + names("Balon Greyjoy")), lion, "stark")
    assert codes_of(greyjoy) == ["deck/out-of-faction"]


def test_out_of_faction_without_an_agenda_is_reported_once_per_card():
    deck = stark_deck(extra=names("The Tickler", "The Tickler"))
    problems = validate_deck(deck, faction="stark")
    assert codes_of(problems) == ["deck/out-of-faction"] and problems[0]["faction"] == "lannister"


def test_copies_by_title():
    problems = validate_deck(stark_deck(extra=names(*["The Kingsroad"] * 4)), faction="stark")
    (p,) = [p for p in problems if p["code"] == "deck/too-many-copies"]
    assert (p["name"], p["count"], p["limit"]) == ("The Kingsroad", 4, 3)


def test_plot_deck_size_and_copies():
    six = validate_deck(stark_deck(plots=PLOTS[:6]), faction="stark")
    assert codes_of(six) == ["deck/plot-count"] and six[0]["count"] == 6
    three = ["Summons"] * 3 + PLOTS[2:6]
    assert codes_of(validate_deck(stark_deck(plots=three), faction="stark")) == ["deck/plot-copies"]
    # A Feast for Crows has deck limit 1: it may not be the duplicated plot (spec §10 #32).
    feast = ["A Feast for Crows"] * 2 + PLOTS[1:3] + PLOTS[4:7]
    problems = validate_deck(stark_deck(plots=feast), faction="stark")
    assert codes_of(problems) == ["deck/plot-copies"] and problems[0]["limit"] == 1


def test_fealty_allows_at_most_15_neutral_cards():
    fealty = BY_NAME["Fealty"]
    neutral = [BY_NAME[n] for n in ("The Kingsroad", "The Roseroad", "Littlefinger",
                                    "Rattleshirt's Raiders", "Varys", "Bodyguard")]
    sixteen = [c for c in neutral for _ in range(3)][:16]
    problems = validate_deck(stark_deck(extra=sixteen), agenda=fealty, faction="stark")
    assert codes_of(problems) == ["deck/neutral-maximum"] and problems[0]["count"] > 15
    fifteen = stark_deck(extra=sixteen[:15])
    fifteen_neutral = sum(CARDS[c]["faction"] == "neutral" and CARDS[c]["type"] != "plot"
                          for c in fifteen)
    assert fifteen_neutral == 15
    assert validate_deck(fifteen, agenda=fealty, faction="stark") == []


def test_wrong_cards_agendas_and_factions():
    deck = stark_deck(extra=["09999", BY_NAME["Crown Regent"], BY_NAME["Fealty"]], size=63)
    assert codes_of(validate_deck(deck, faction="stark")) == [
        "deck/unknown-card", "deck/not-in-deck", "deck/not-in-deck"]
    assert codes_of(validate_deck(stark_deck(), agenda=BY_NAME["Ice"], faction="stark")) == \
        ["deck/not-an-agenda"]
    assert codes_of(validate_deck(stark_deck(), agenda="01300", faction="stark")) == \
        ["deck/unknown-card"]
    assert "deck/unknown-faction" in codes_of(validate_deck(stark_deck(), faction="dornish"))
    with pytest.raises(ValueError):
        validate_deck(stark_deck(), faction="stark", rules="casual")


def test_every_problem_has_a_code_and_a_detail():
    deck = stark_deck(extra=names(*["The Kingsroad"] * 4, "Cersei Lannister"),
                      plots=["Summons"] * 3)
    problems = validate_deck(deck, agenda=BY_NAME["Banner of the Lion"], faction="stark")
    assert {"deck/plot-count", "deck/plot-copies", "deck/too-many-copies",
            "deck/loyal-out-of-faction", "deck/banner-minimum"} <= set(codes_of(problems))
    assert all(p["code"].startswith("deck/") and p["detail"] for p in problems)


@pytest.mark.parametrize("deck", ["learning-stark", "learning-lannister"])
def test_learning_decks_are_legal_but_for_the_minimum_they_are_exempt_from(deck):
    draw, plots = deck_lists(deck)
    faction = DECKS[deck]["faction"]
    assert validate_deck(draw + plots, faction=faction, rules="learning") == []
    assert codes_of(validate_deck(draw + plots, faction=faction)) == ["deck/draw-too-small"]


@pytest.mark.parametrize("deck", ["box-old-ways", "box-at-the-wall", "box-east-to-west",
                                  "box-secrets-and-schemes"])
def test_box_decks_ignore_loyalty_and_the_minimum(deck):
    draw, plots = deck_lists(deck)
    d = DECKS[deck]
    assert validate_deck(draw + plots, faction=d["faction"], rules="box") == []
    strict = set(codes_of(validate_deck(draw + plots, faction=d["faction"])))
    assert strict == {"deck/draw-too-small", "deck/out-of-faction"}
