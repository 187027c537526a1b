"""House Baratheon (01046-01064)."""
from api.games.cardcore.abilities import (constant, gains_icon, gains_keyword, per, script, str_,
                                          triggered)
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import cost_reducer

# Robert Baratheon: Intimidate and Renown are keywords.
script(CATALOG, "01048", constant("self", str_(per("count", {
    "type": "character", "kneeling": True, "other": True}))))
script(CATALOG, "01053", vanilla=True)  # Bastard in Hiding
script(CATALOG, "01055", constant("self", gains_icon("intrigue"), while_=[  # King's Hunting Party
    ["opponent_controls", {"type": "character", "traits": ["King"]}]]))
# Ser Davos Seaworth: Stealth is a keyword. When he is killed, he goes back to your hand
# instead of your dead pile (a replacement: the kill still happens for its reactions).
script(CATALOG, "01050", triggered(
    "interrupt", [["replace_leave_play", {"cards": ["$self"], "dest": "return_to_hand"}]],
    when={"event": "killed", "tests": [["is_victim"]]}))
# -- cardsbg ---------------------------------------------------------------------------------
script(CATALOG, "01056", cost_reducer("baratheon", "character"))   # Dragonstone Faithful
script(CATALOG, "01059", cost_reducer("baratheon", None))          # Dragonstone Port: Limited
# Maester Cressen: Marshaling Action: kneel him to discard a Condition attachment from play.
script(CATALOG, "01046", triggered(
    "action", [["discard_from_play", {"cards": ["$target"]}]], phase="marshaling",
    cost=[["kneel_self"]], target={"type": "attachment", "traits": ["Condition"]}))
# Selyse Baratheon: Challenges Action: pay 1 gold to give a [baratheon] character an
# [intrigue] icon until the end of the phase (one that lacks it: it must change something).
script(CATALOG, "01049", triggered(
    "action", [["gain_icon", {"cards": ["$target"], "icon": "intrigue", "until": "phase"}]],
    phase="challenges", cost=[["pay_gold", 1]],
    target={"type": "character", "faction": "baratheon", "lacks_icon": "intrigue"}))
# Shireen Baratheon: when she is killed, kneel a (standing) character.
script(CATALOG, "01051", triggered(
    "interrupt", [["kneel", {"cards": ["$target"]}]],
    when={"event": "killed", "tests": [["is_victim"]]},
    target={"type": "character", "change": "kneel"}))
# Fiery Followers: after the dominance phase begins, stand it (only while it kneels).
script(CATALOG, "01054", triggered(
    "reaction", [["stand", {"cards": ["$self"]}]],
    when={"event": "phase_begins", "tests": [["phase", "dominance"]]},
    play_if=[["not", ["standing"]]]))
# Vanguard Lancer: after it enters play, discard 1 power from an opponent's character or
# faction card (one with power).
script(CATALOG, "01057", triggered(
    "reaction", [["discard_power", {"card": "$target", "amount": 1}]],
    when={"event": "enters_play", "tests": [["self_entered"]]},
    target={"type": "character", "controller": "opponent", "faction_cards": "opponent",
            "has_power": True}))
# Chamber of the Painted Table: after you win dominance, kneel it to move 1 power from an
# opponent's faction card to your own (only when there is power to move). The faction card is
# a target (no card in play is of type "faction"): in a melee, any opponent's that has power.
script(CATALOG, "01060", triggered(
    "reaction", [["move_power", {"card": "$target", "dest": "$my_faction", "amount": 1}]],
    when={"event": "win_dominance", "tests": [["you_won"]]}, cost=[["kneel_self"]],
    play_if=[["opponent_faction_power"]],
    target={"type": "faction", "faction_cards": "opponent", "has_power": True}))
# The Red Keep: during a [power] challenge in which you control a participating character, it
# adds 2 STR to your side. When the challenges phase ends, if you lost no [power] challenge
# this round, kneel it to draw 2 cards.
script(CATALOG, "01061",
       constant("you", {"verb": "side_str", "amount": 2}, while_=[
           ["challenge_type", "power"],
           ["you_control", {"type": "character", "participating": True}]]),
       triggered("interrupt", [["draw", {"seat": "$you", "count": 2}]],
                 when={"event": "phase_ends", "tests": [["phase", "challenges"]]},
                 cost=[["kneel_self"]], play_if=[["not", ["lost_challenge", "power"]]]))
# Ours is the Fury: play only during a challenge in which you are the defending player. Action:
# a kneeling [baratheon] character you control now participates as a defender; if you win the
# challenge, stand it.
script(CATALOG, "01063", triggered(
    "action", [["add_participant", {"cards": ["$target"], "side": "defenders"}],
               ["if_you_win", {"op": "stand", "params": {"cards": ["$target"]}}]],
    from_="hand", play_if=[["you_defend"]],
    target={"type": "character", "faction": "baratheon", "controller": "you", "kneeling": True,
            "participating": False}))
# Stannis Baratheon: no player may stand more than 2 characters in the standing phase (each
# chooses which, spec §10 #28; rounds._standing).
script(CATALOG, "01052", constant("each_player", {"verb": "stand_limit", "amount": 2}))
# Lightbringer: [baratheon] character only (data). Stannis Baratheon gains renown while it is on
# him. After the attached character gains power, stand it (Limit once per phase; only while it
# kneels).
script(CATALOG, "01058",
       constant("attached", gains_keyword("renown"),
                while_=[["attached_is", "Stannis Baratheon"]]),
       triggered("reaction", [["stand", {"cards": ["$attached"]}]],
                 when={"event": "gains_power", "tests": [["host_gained"]]},
                 play_if=[["attached_kneeling"]], limit={"n": 1, "per": "phase"}))
# Melisandre: after you marshal or play a R'hllor card, kneel a (standing) character (Limit
# once per round).
script(CATALOG, "01047", triggered(
    "reaction", [["kneel", {"cards": ["$target"]}]],
    when={"event": "enters_play", "or": ["event_played"],
          "tests": [["yours_marshaled_or_played", "R'hllor"]]},
    target={"type": "character", "change": "kneel"}, limit={"n": 1, "per": "round"}))
# Seen In Flames: play only while you control a R'hllor character. Challenges Action: choose an
# opponent with a card in hand (in a melee, which one is yours to say), look at his hand (its
# cards are the options, shown to you alone) and discard 1 of them.
script(CATALOG, "01064", {**triggered(
    "action", [["discard_from_hand", {"cards": ["$target"]}]], phase="challenges",
    from_="hand", play_if=[["you_control", {"type": "character", "traits": ["R'hllor"]}]],
    target={"zone": "hand", "pile_of": "opponent"}), "opponent": {"has": "hand"}})
# Consolidation of Power: Marshaling Action: kneel standing characters controlled by one
# player, 4 STR in all at most; then one of them, your choice, gains 1 power.
script(CATALOG, "01062", {**triggered(
    "action", [["kneel", {"cards": "$chosen"}]], phase="marshaling", from_="hand",
    then=[["gain_power", {"card": "$then_target", "amount": 1}]]),
    "picks": {"filter": {"type": "character", "kneeling": False}, "max_total_str": 4},
    "then_target": {"among_chosen": True, "required": True}})
