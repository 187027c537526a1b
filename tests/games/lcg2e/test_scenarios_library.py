"""The parts of the acceptance scenarios (spec §11) that the table alone decides, before the
round flow exists. Each test says which part it covers; the rest of the scenario waits for the
flow (docs/rules-coverage/lcg2e.md)."""
from api.games.cardcore import derive, moves, ops
from tests.games.cardcore.table import Table


def test_s01_plot_values():
    t = Table(factions=("lannister", "stark")).seat(0, plot="A Clash of Kings")
    assert [t.value(0, v) for v in ("income", "initiative", "claim", "reserve")] == [4, 9, 1, 6]


def test_s07_plot_deck_recycling_zones():
    """The zone part: the covered plot joins the used pile, the used pile returns, the
    revealed plot stays (when the flow recycles is its part)."""
    t = Table().seat(0, plot_deck=["Supporting the Faith"], plot="A Noble Cause",
                     used_plots=["Summons", "Wildfire Assault", "Calling the Banners",
                                 "Calm Over Westeros", "Filthy Accusations"])
    moves.reveal_plot(t.state, 0, t.id("Supporting the Faith"))
    assert len(t.zone(0, "used_plots")) == 6 and t.zone(0, "used_plots")[-1] == "A Noble Cause"
    moves.recycle_plots(t.state, 0)
    assert sorted(t.zone(0, "plot_deck")) == sorted(["A Noble Cause", "Summons",
                                                     "Wildfire Assault", "Calling the Banners",
                                                     "Calm Over Westeros", "Filthy Accusations"])
    assert t.zone(0, "plot") == ["Supporting the Faith"] and t.zone(0, "used_plots") == []


def test_s12_income_with_gold_modifiers():
    """The value collected (collecting it is the marshaling flow's part)."""
    t = Table(factions=("lannister", "stark")).seat(
        0, plot="A Clash of Kings",
        play=["Tywin Lannister", "Lannisport Moneylender", "The Roseroad"])
    assert derive.plot_value(t.state, 0, "income") == 8


def test_s41_attachment_restrictions_and_control():
    """Host legality, the blank, and control (marshaling and paying are the flow's part)."""
    t = Table(factions=("lannister", "stark")).seat(0, hand=["Milk of the Poppy"])
    t.seat(1, play=["Vanguard of the North", "Eddard Stark"])
    milk = t.id("Milk of the Poppy")
    assert not moves.can_attach(t.state, milk, t.id("Vanguard of the North"))
    assert moves.can_attach(t.state, milk, t.id("Eddard Stark"))
    moves.enter_play(t.state, milk, "marshal", host=t.id("Eddard Stark"))
    assert t.card("Milk of the Poppy")["controller"] == 0
    assert t.keywords("Eddard Stark") == () and derive.is_blank(t.state, t.id("Eddard Stark"))
    assert t.traits("Eddard Stark") == ("Lord", "Small Council")


def test_s53_terminal_and_normal_attachments_when_the_host_dies():
    t = Table(factions=("lannister", "stark"))
    t.seat(0, play=[{"card": "Tywin Lannister", "power": 1}, ("Widow's Wail", "Tywin Lannister")])
    t.seat(1, play=[{"card": "Milk of the Poppy", "on": "Tywin Lannister", "host_seat": 0}])
    ops.kill(t.state, {"seat": 1}, cards=[t.id("Tywin Lannister")])
    assert t.zone(0, "dead") == ["Tywin Lannister"] and t.zone(0, "hand") == ["Widow's Wail"]
    assert t.zone(1, "discard") == ["Milk of the Poppy"] and t.card("Tywin Lannister")["power"] == 0
