"""Neutral draw cards (01027-01045) and agendas (01198-01205)."""
from api.games.cardcore.abilities import blank, constant, script, triggered
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import attached_gains_icon, cost_reducer

# Littlefinger: after you marshal him, draw 2 cards ("+1 Income" is data).
script(CATALOG, "01028", triggered(
    "reaction", [["draw", {"seat": "$you", "count": 2}]],
    when={"event": "enters_play", "tests": [["self_entered"], ["entered_by", "marshal"]]}))
script(CATALOG, "01034", attached_gains_icon("intrigue"))   # Little Bird
# Milk of the Poppy: Terminal is its keyword; the blank keeps Traits.
script(CATALOG, "01035", constant("attached", blank(keep_traits=True)))
script(CATALOG, "01036", attached_gains_icon("power"))      # Noble Lineage
script(CATALOG, "01037", attached_gains_icon("military"))   # Syrio's Training
# The Iron Throne: "+1 Reserve" is data (plot_modifiers).
script(CATALOG, "01038", constant("you", {"verb": "dominance_str", "amount": 8}))
# The Kingsroad: Limited, "+1 Initiative" is data; kneel and sacrifice it for 3 off the next
# character marshaled this phase.
script(CATALOG, "01039", cost_reducer(None, "character", 3, sacrifice=True))
script(CATALOG, "01040", vanilla=True)  # The Roseroad: Limited, +1 Income
# Banners: deckbuilding text only (deckbuilding.py reads it from the data).
for _code in ("01198", "01199", "01200", "01201", "01202", "01203", "01204", "01205"):
    script(CATALOG, _code, vanilla=True)
# Rattleshirt's Raiders: after you win a challenge in which it attacks, choose an attachment
# the losing opponent controls and discard it from play.
script(CATALOG, "01030", triggered(
    "reaction", [["discard_from_play", {"cards": ["$target"]}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["self_attacking"]]},
    target={"type": "attachment", "controller": "opponent"}))
# The Hand's Judgment: when the effects of an event played by an opponent would initiate,
# cancel them; X (its cost) is the printed cost of that event.
script(CATALOG, "01045", {**triggered(
    "interrupt", [["cancel", {}]], from_="hand",
    when={"event": "would_initiate", "tests": [["cancelable"], ["event_played_by_opponent"]]}),
    "x": "event_cost"})
# Bodyguard: Lord or Lady character only (data); when the attached character would be killed
# or discarded from play, sacrifice Bodyguard to save it.
script(CATALOG, "01033", triggered(
    "interrupt", [["save", {"cards": ["$attached"]}]], cost=[["sacrifice_self"]],
    when={"event": "killed", "or": ["discarded"], "tests": [["host_is_victim"]]}))
