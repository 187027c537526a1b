"""House Stark (01141-01159)."""
from api.games.cardcore.abilities import (constant, gains_icon, gains_keyword, script, str_,
                                          triggered)
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import cost_reducer, str_per_card_you_control

# Eddard Stark: Renown is a keyword. After a challenge is initiated against you, stand him
# (offered only while he kneels: the ability must change something).
script(CATALOG, "01144", triggered(
    "reaction", [["stand", {"cards": ["$self"]}]],
    when={"event": "challenge_initiated", "tests": [["you_are_defending"]]},
    play_if=[["not", ["standing"]]]))
# Robb Stark: Renown is a keyword. After a [stark] character you control is killed or
# sacrificed, stand each character you control (Limit once per round).
script(CATALOG, "01146", triggered(
    "reaction", [["stand", {"cards": {"each": {"type": "character", "controller": "you"}}}]],
    when={"event": "killed", "or": ["sacrificed"], "tests": [["victim_yours_of_faction", "stark"]]},
    play_if=[["you_control", {"type": "character", "kneeling": True}]],
    limit={"n": 1, "per": "round"}))
script(CATALOG, "01149", str_per_card_you_control(  # Direwolf Pup
    {"traits": ["Direwolf"], "other": True}))
script(CATALOG, "01150", vanilla=True)  # Tumblestone Knight
# For the North!: during a [military] challenge, a participating [stark] character gets +2 STR
# until the end of the challenge; if you win it, draw 1 card.
script(CATALOG, "01157", triggered(
    "action", [["modify_str", {"cards": ["$target"], "amount": 2, "until": "challenge"}],
               ["if_you_win", {"op": "draw", "params": {"seat": "$you", "count": 1}}]],
    from_="hand", play_if=[["challenge_type", "military"]],
    target={"type": "character", "faction": "stark", "participating": True}))
# Winter Is Coming: during a challenge, +1 claim on your revealed plot until its end
# (Max 1 per challenge).
script(CATALOG, "01159", triggered(
    "action", [["plot_value", {"seat": "$you", "value": "claim", "amount": 1,
                               "until": "challenge"}]],
    from_="hand", play_if=[["in_challenge"]], max_={"n": 1, "per": "challenge"}))
# Arya Stark: Stealth is a keyword. While she has a duplicate she gains a [military] icon; after
# she enters play, the top card of your deck goes under her facedown as a duplicate.
script(CATALOG, "01141",
       constant("self", gains_icon("military"), while_=[["has_duplicate"]]),
       triggered("reaction", [["place_duplicate", {"host": "$self", "from_top_of": "$you",
                                                   "face_down": True}]],
                 when={"event": "enters_play", "tests": [["self_entered"]]}))
# Vanguard of the North: while a War plot is revealed, he does not kneel when declared as an
# attacker in a [military] challenge.
script(CATALOG, "01151", constant("self", {"verb": "no_kneel_on_declare"}, while_=[
    ["revealed_plot_trait", "War"], ["challenge_type", "military"], ["attacking"]]))
script(CATALOG, "01152", cost_reducer("stark", "character"))   # Winterfell Steward
script(CATALOG, "01156", cost_reducer("stark", None))          # Heart Tree Grove: Limited
# Catelyn Stark: while she participates in a challenge, your opponents cannot trigger card
# abilities.
script(CATALOG, "01143", constant("opponents", {"verb": "restrict_triggering"},
                                  while_=[["participating"]]))
# Grey Wind: Intimidate is a keyword. Challenges Action: kneel him to choose and kill a
# character with STR 1 or lower (2 or lower while you control Robb Stark).
script(CATALOG, "01145", triggered(
    "action", [["kill", {"cards": ["$target"]}]], phase="challenges", cost=[["kneel_self"]],
    target={"type": "character", "max_str": {
        "base": 1, "if": ["you_control", {"name": "Robb Stark"}], "then": 2}}))
# Summer: while you control Bran Stark he gains insight; after Summer enters play, return a [stark] character with printed STR 2 or lower from
# your discard or dead pile to your hand.
script(CATALOG, "01148",
       constant({"type": "character", "controller": "you", "name": "Bran Stark"},
                gains_keyword("insight")),
       triggered("reaction", [["return_to_hand", {"cards": ["$target"]}]],
                 when={"event": "enters_play", "tests": [["self_entered"]]},
                 target={"zones": ["discard", "dead"], "type": "character",
                         "faction": "stark", "printed_str_max": 2}))
# Ice: +2 STR to the attached character ([stark] only is data). After you win a [military]
# challenge in which it participates, sacrifice Ice to choose and kill a character the losing
# opponent controls (in a melee, not a third player's).
script(CATALOG, "01153", constant("attached", str_(2)), triggered(
    "reaction", [["kill", {"cards": ["$target"]}]], cost=[["sacrifice_self"]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "military"],
                                              ["host_participating"]]},
    target={"type": "character", "controller": "opponent", "seat_of_event": "loser"}))
# Gates of Winterfell: Challenges Action: kneel it to reveal the top card of your deck; a
# [stark] card is drawn (not offered with an empty deck: nothing would be revealed).
script(CATALOG, "01154", triggered(
    "action", [["reveal_top", {"seat": "$you", "draw_if_faction": "stark"}]],
    phase="challenges", cost=[["kneel_self"]], play_if=[["deck_not_empty"]]))
# Sansa Stark: she enters play knelt (read as she enters, triggered.enters_knelt); after she
# stands, gain 1 power for your faction (Limit once per round).
script(CATALOG, "01147", constant("self", {"verb": "enters_knelt"}), triggered(
    "reaction", [["gain_power", {"card": "$my_faction", "amount": 1}]],
    when={"event": "stands", "tests": [["self_stood"]]}, limit={"n": 1, "per": "round"}))
# Like Warm Rain: after you lose an [intrigue] challenge as the defending player, kneel a
# Direwolf character to choose and kill an attacking character (Max 1 per challenge).
script(CATALOG, "01158", triggered(
    "reaction", [["kill", {"cards": ["$target"]}]], from_="hand",
    when={"event": "win_challenge", "tests": [["you_lost_defending"], ["challenge", "intrigue"]]},
    cost=[["kneel_other", {"type": "character", "traits": ["Direwolf"]}]],
    target={"type": "character", "controller": "opponent", "participating": True},
    max_={"n": 1, "per": "challenge"}))
# Bran Stark: when the effects of an event played by an opponent would initiate, sacrifice him
# to cancel them.
script(CATALOG, "01142", triggered(
    "interrupt", [["cancel", {}]], cost=[["sacrifice_self"]],
    when={"event": "would_initiate", "tests": [["cancelable"], ["event_played_by_opponent"]]}))
# The Wolfswood: each Direwolf card in your hand gains ambush (X), X its printed cost (a rule
# of its controller, read by derive.ambush_costs for his own hand only).
script(CATALOG, "01155", constant("you", {"verb": "hand_ambush", "traits": ["Direwolf"]}))
