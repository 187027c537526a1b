"""House Lannister (01084-01102)."""
from api.games.cardcore.abilities import (constant, gains_icon, gains_keyword, per, plot_value,
                                          script, str_, triggered)
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import cost_reducer

# Cersei Lannister: +1 claim while she attacks in an [intrigue] challenge.
script(CATALOG, "01084", constant("you", plot_value("claim", 1),
                                  while_=[["attacking"], ["challenge_type", "intrigue"]]))
script(CATALOG, "01085", vanilla=True)  # Grand Maester Pycelle: Insight
# Ser Jaime Lannister: in a [military] challenge he does not kneel when declared as an
# attacker (declared as a defender he kneels: the rule is read at each declaration), and has
# renown while participating.
# Joffrey Baratheon: after a Lord or Lady character is killed, he gains 1 power (Limit 3 times
# per round): once for each such character, when several are killed together.
script(CATALOG, "01086", {**triggered(
    "reaction", [["gain_power", {"card": "$self", "amount": 1}]],
    when={"event": "killed", "tests": [["victim_has_trait", "Lord", "Lady"]]},
    limit={"n": 3, "per": "round"}), "per_victim": ["Lord", "Lady"]})
script(CATALOG, "01087",
       constant("self", {"verb": "no_kneel_on_declare"},
                while_=[["challenge_type", "military"], ["attacking"]]),
       constant("self", gains_keyword("renown"),
                while_=[["participating"], ["challenge_type", "military"]]))
# Tyrion Lannister: Stealth is a keyword. After an [intrigue] challenge is initiated, gain 2
# gold (Limit twice per round).
script(CATALOG, "01089", triggered(
    "reaction", [["gain_gold", {"seat": "$you", "amount": 2}]],
    when={"event": "challenge_initiated", "tests": [["challenge", "intrigue"]]},
    limit={"n": 2, "per": "round"}))
# Tywin Lannister: Renown is a keyword, "+2 Income" is data.
script(CATALOG, "01090", constant("self", str_(per("gold_in_pool"))))
script(CATALOG, "01091", vanilla=True)  # Burned Men: Ambush (2)
# Gold Cloaks: Ambush (2) is a keyword. When a phase in which it entered play using ambush ends,
# discard it from play.
script(CATALOG, "01092", triggered(
    "forced_interrupt", [["discard_from_play", {"cards": ["$self"], "cannot_be_saved": True}]],
    when={"event": "phase_ends"}, play_if=[["entered_this_phase", "ambush"]]))
script(CATALOG, "01093", vanilla=True)  # Lannisport Moneylender: Limited, +1 Income
# Widow's Wail: Ambush (1) is a keyword.
script(CATALOG, "01096", constant("attached", str_(2)),
       constant("attached", gains_icon("military"), while_=[["attached_is", "Joffrey Baratheon"]]))
# Casterly Rock: one additional [intrigue] challenge in the challenges phase.
script(CATALOG, "01097", constant("you", {"verb": "extra_challenge", "challenge": "intrigue",
                                          "amount": 1}))
# Lannisport: after you win an [intrigue] challenge, draw 1 card.
script(CATALOG, "01098", triggered(
    "reaction", [["draw", {"seat": "$you", "count": 1}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "intrigue"]]}))
# Hear Me Roar!: put a [lannister] character into play from your hand; at the end of the
# phase, if it is still in play, discard it from play.
script(CATALOG, "01100", triggered(
    "action", [["put_into_play", {"cards": ["$target"]}],
               ["delayed", {"at": "phase_end", "op": "discard_from_play",
                            "params": {"cards": ["$target"], "cannot_be_saved": True}}]],
    from_="hand", target={"zone": "hand", "type": "character", "faction": "lannister",
                          "controller": "you", "change": "enter_play"}))
script(CATALOG, "01094", cost_reducer("lannister", "character"))   # Lannisport Merchant
script(CATALOG, "01099", cost_reducer("lannister", None))          # Western Fiefdom: Limited
# Treachery: play only while you control a unique [lannister] character; when the effects of a
# triggered ability on a character, location or attachment would initiate, cancel them. Read
# as an opponent's ability (cancelling one's own changes nothing one could not have skipped).
script(CATALOG, "01102", triggered(
    "interrupt", [["cancel", {}]], from_="hand",
    when={"event": "would_initiate", "tests": [["cancelable"], ["opponents_card_ability"]]},
    play_if=[["you_control", {"type": "character", "faction": "lannister", "unique": True}]]))
# The Tickler: Dominance Action: kneel him to discard the top card of an opponent's deck (one
# with a card in it, of your choice); then you may choose a copy of that card (by title) in
# play and discard it from play.
script(CATALOG, "01088", {**triggered(
    "action", [["discard_top_of_deck", {"seat": "$opponent", "count": 1}]], phase="dominance",
    cost=[["kneel_self"]], then=[["discard_from_play", {"cards": ["$then_target"]}]]),
    "then_target": {"same_code": True}, "opponent": {"has": "deck"}})
# The Queen's Assassin: Ambush (4) is a keyword. After she enters play using ambush, choose an
# opponent (in a melee, yours to choose among those holding fewer cards than you and
# controlling a character: another would change nothing); he kills a character he
# controls, of his choice.
script(CATALOG, "01095", {**triggered(
    "reaction", [["kill", {"cards": ["$target"]}]],
    when={"event": "enters_play", "tests": [["self_entered"], ["entered_by", "ambush"]]},
    target={"type": "character", "controller": "opponent", "chooser": "opponent"}),
    "opponent": {"hand_smaller": True}})
# The Things I Do For Love: play only while you control a [lannister] Lord or Lady; Challenges
# Action: kneel your faction card to return a character an opponent controls with printed cost
# X or lower to its owner's hand. X is set to the chosen character's printed cost (paying more
# would change nothing), so only characters whose cost you can pay are offered.
script(CATALOG, "01101", {**triggered(
    "action", [["return_to_hand", {"cards": ["$target"]}]], phase="challenges", from_="hand",
    cost=[["kneel_faction_card"]],
    play_if=[["you_control", {"type": "character", "faction": "lannister",
                              "traits": ["Lord", "Lady"]}]],
    target={"type": "character", "controller": "opponent", "x_max_gold": True}),
    "x": "target_cost"})
