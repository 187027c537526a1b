"""Derived characteristics (cardcore.derive, spec §5.17) with lasting effects and their expiry
(cardcore.effects, spec §5.8)."""
import pytest

from api.games.cardcore import abilities, cards, derive, effects, moves, ops, selectors
from api.games.cardcore.catalog import CATALOGS, Catalog, register
from api.games.lcg2e.catalog import CARDS
from tests.games.cardcore.table import Table


def test_printed_values_when_nothing_modifies_them():
    t = Table().seat(0, play=["Eddard Stark"], plot="A Clash of Kings")
    assert t.str("Eddard Stark") == 5
    assert t.icons("Eddard Stark") == ("military", "power")
    assert t.traits("Eddard Stark") == ("Lord", "Small Council")
    assert t.keywords("Eddard Stark") == ("renown",)
    # S1: A Clash of Kings with no modifiers in play.
    assert [t.value(0, v) for v in derive.PLOT_VALUES] == [4, 9, 1, 6]
    assert t.value(1, "income") == 0  # no revealed plot


@pytest.mark.parametrize("until,ends_at", [("challenge", "challenge"), ("phase", "phase"),
                                           ("round", "round")])
def test_lasting_str_lasts_until_its_timing_point(until, ends_at):
    t = Table().seat(0, play=["Eddard Stark"])
    ned = t.id("Eddard Stark")
    (added,) = ops.modify_str(t.state, {"seat": 0, "source": ned}, until=until, cards=[ned],
                              amount=3)
    t.roundtrip()
    assert t.str("Eddard Stark") == 8
    for period in ("challenge", "phase", "round"):
        if period != ends_at:
            assert effects.expire(t.state, period) == []
            assert t.str("Eddard Stark") == 8
    (ended,) = effects.expire(t.state, ends_at)
    assert ended["type"] == "effect_ended" and t.str("Eddard Stark") == 5
    # named as its start named it ("id" is the platform's event number), with its source
    assert ended == {"type": "effect_ended", "effect": added["effect"], "source": ned}


def test_str_is_floored_at_zero_but_excess_minus_is_kept():
    t = Table().seat(0, play=["Eddard Stark"])
    ned = t.id("Eddard Stark")
    ops.modify_str(t.state, {"seat": 1}, until="phase", cards=[ned], amount=-7)
    assert t.str("Eddard Stark") == 0
    ops.modify_str(t.state, {"seat": 0}, until="phase", cards=[ned], amount=3)
    assert t.str("Eddard Stark") == 1  # 5 - 7 + 3


def test_a_lasting_effect_does_not_follow_a_card_back_into_play():
    t = Table().seat(0, play=["Eddard Stark", "Robb Stark"])
    ned, robb = t.id("Eddard Stark"), t.id("Robb Stark")
    ops.modify_str(t.state, {"seat": 0}, until="round", cards=[ned, robb], amount=2)
    ops.return_to_hand(t.state, {"seat": 0}, cards=[ned])
    moves.enter_play(t.state, ned, "marshal")
    assert t.str("Eddard Stark") == 5 and t.str("Robb Stark") == 7
    ops.kill(t.state, {"seat": 0}, cards=[robb])
    assert t.state["effects"] == []  # no card left to affect: the effect ended


def test_a_lasting_effect_outlives_its_source():
    t = Table().seat(0, play=["Eddard Stark", ("Ice", "Eddard Stark")])
    ops.modify_str(t.state, {"seat": 0, "source": t.id("Ice")}, until="phase",
                   cards=[t.id("Eddard Stark")], amount=1)
    ops.discard_from_play(t.state, {"seat": 0}, cards=[t.id("Ice")])
    assert t.str("Eddard Stark") == 6


def test_claim_raised_until_the_end_of_the_challenge():
    # Winter Is Coming's effect (S24): a lasting plot_value on a seat.
    t = Table().seat(0, plot="A Clash of Kings")
    (added,) = ops.plot_value(t.state, {"seat": 0}, until="challenge", seat=0, value="claim",
                              amount=1)
    assert added["type"] == "effect_added" and added["seat"] == 0 and added["until"] == "challenge"
    assert t.value(0, "claim") == 2 and t.value(1, "claim") == 0
    effects.expire(t.state, "challenge")
    assert t.value(0, "claim") == 1
    with pytest.raises(ValueError):
        ops.plot_value(t.state, {"seat": 0}, until="phase", cards=["c1"], value="claim", amount=1)


def test_plot_values_add_printed_modifiers_of_cards_in_play_and_floor_at_zero():
    # S12-like: income = plot + Tywin's +2 + The Roseroad's +1; a location in hand adds nothing.
    t = Table(factions=("lannister", "stark"))
    t.seat(0, plot="A Clash of Kings", play=["Tywin Lannister", "The Roseroad"],
           hand=["Lannisport Moneylender"])
    assert t.value(0, "income") == 7
    ops.plot_value(t.state, {"seat": 1}, until="round", seat=0, value="income", amount=-10)
    assert t.value(0, "income") == 0


def test_blank_removes_keywords_abilities_and_plot_modifiers_but_not_traits_str_or_icons():
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=["Tywin Lannister"], plot="A Clash of Kings", gold=3)
    t.seat(1, play=[{"card": "Milk of the Poppy", "on": "Tywin Lannister", "host_seat": 0}])
    tywin = t.id("Tywin Lannister")
    assert derive.is_blank(t.state, tywin)
    assert t.keywords("Tywin Lannister") == () and t.traits("Tywin Lannister") == ("Lord",)
    assert t.str("Tywin Lannister") == 6 and t.icons("Tywin Lannister") == ("military",
                                                                             "intrigue", "power")
    assert t.value(0, "income") == 4
    ops.discard_from_play(t.state, {"seat": 1}, cards=[t.id("Milk of the Poppy")])
    assert t.str("Tywin Lannister") == 9 and t.value(0, "income") == 6
    assert t.keywords("Tywin Lannister") == ("renown",)


def test_a_blank_that_does_not_keep_traits_clears_them():
    t = Table().seat(0, play=["Eddard Stark"])
    ops.blank(t.state, {"seat": 1}, until="phase", cards=[t.id("Eddard Stark")],
              keep_traits=False)
    assert t.traits("Eddard Stark") == () and t.keywords("Eddard Stark") == ()


def test_icons_gained_and_lost_a_loss_wins():
    t = Table().seat(0, play=["Direwolf Pup"])
    pup = t.id("Direwolf Pup")
    ops.gain_icon(t.state, {"seat": 0}, until="phase", cards=[pup], icon="power")
    assert t.icons("Direwolf Pup") == ("military", "power")
    ops.lose_icon(t.state, {"seat": 1}, until="phase", cards=[pup], icon="power")
    ops.lose_icon(t.state, {"seat": 1}, until="phase", cards=[pup], icon="military")
    assert t.icons("Direwolf Pup") == ()


def test_keywords_do_not_stack_and_ambush_values_stay_apart():
    t = Table(factions=("thenightswatch", "stark"))
    t.seat(0, play=["Jon Snow", ("Longclaw", "Jon Snow")], hand=["Burned Men"])
    jon = t.id("Jon Snow")
    ops.gain_keyword(t.state, {"seat": 0}, until="phase", cards=[jon], keyword="renown")
    assert t.keywords("Jon Snow").count("renown") == 1
    men = t.id("Burned Men")
    ops.gain_keyword(t.state, {"seat": 0}, until="phase", cards=[men], keyword="ambush:4")
    assert derive.ambush_costs(t.state, men) == [2, 4] and derive.has_keyword(t.state, men, "ambush")


def test_rule_modifiers_are_collected_for_the_flow():
    t = Table().seat(0, play=["Eddard Stark"])
    ned = t.id("Eddard Stark")
    assert derive.rules(t.state, ned, "no_kneel_on_declare") == []
    ops.no_kneel_on_declare(t.state, {"seat": 0, "source": "c9"}, until="phase", cards=[ned],
                            challenge="military")
    assert derive.rules(t.state, ned, "no_kneel_on_declare") == [
        {"verb": "no_kneel_on_declare", "challenge": "military", "source": "c9", "by": 0}]
    with pytest.raises(ValueError):
        derive.rules(t.state, ned, "fly")


def test_memo_follows_the_revision():
    t = Table(factions=("lannister", "stark")).seat(0, play=["Tywin Lannister"], gold=1)
    assert t.str("Tywin Lannister") == 7
    assert derive.table(t.state) is derive.table(t.state)
    ops.gain_gold(t.state, {"seat": 0}, seat=0, amount=2)
    assert t.str("Tywin Lannister") == 9
    ops.return_gold(t.state, {"seat": 0}, seat=0, amount=3)
    assert t.str("Tywin Lannister") == 6


@pytest.fixture
def test_catalog(monkeypatch):
    """A private set: two copies of printed records under new codes, scripted freely."""
    cat = register(Catalog("cardcore-test", {
        "T1": {**CARDS["01149"], "code": "T1", "name": "Counter"},
        "T2": {**CARDS["01144"], "code": "T2", "name": "Subject"},
    }))
    yield cat
    del CATALOGS["cardcore-test"]


def test_a_condition_may_not_read_the_layer_being_computed(test_catalog, monkeypatch):
    monkeypatch.setitem(selectors.CONDITIONS, "strong",
                        lambda r, ctx: r.strength(ctx["source"]) > 3)
    abilities.script(test_catalog, "T1", abilities.constant(
        "self", abilities.str_(1), while_=[["strong"]]))
    abilities.script(test_catalog, "T2", abilities.constant(
        "self", abilities.gains_icon("intrigue"), while_=[["strong"]]))
    state = cards.init({"rng": 1}, "cardcore-test", ["stark", "stark"])
    a = cards.create(state, 0, "T1", "hand")
    moves.enter_play(state, a, "put")
    with pytest.raises(derive.LayerError):
        derive.strength(state, a)
    state2 = cards.init({"rng": 1}, "cardcore-test", ["stark", "stark"])
    b = cards.create(state2, 0, "T2", "hand")
    moves.enter_play(state2, b, "put")
    with pytest.raises(derive.LayerError):  # icons cannot depend on STR either
        derive.icons(state2, b)


def test_constant_abilities_work_only_from_their_zone(test_catalog):
    abilities.script(test_catalog, "T1", abilities.constant(
        {"type": "character", "name": "Subject"}, abilities.str_(2)))
    state = cards.init({"rng": 1}, "cardcore-test", ["stark", "stark"])
    counter = cards.create(state, 0, "T1", "hand")
    subject = cards.create(state, 1, "T2", "hand")
    moves.enter_play(state, subject, "put")
    assert derive.strength(state, subject) == 5  # the source is in hand: nothing
    moves.enter_play(state, counter, "put")
    assert derive.strength(state, subject) == 7  # any controller: the filter says "any"
    ops.kneel(state, {"seat": 0}, cards=[counter])
    assert derive.strength(state, subject) == 7  # kneeling does not switch abilities off
