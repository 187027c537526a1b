"""House Martell (01103-01121)."""
from api.games.cardcore.abilities import constant, gains_keyword, gains_icon, per, script, str_
from api.games.lcg2e.catalog import CATALOG

# Doran Martell: Insight is a keyword.
script(CATALOG, "01105", constant({"type": "character", "controller": "you", "faction": "martell",
                                   "traits": ["Lord", "Lady"], "other": True},
                                  str_(per("used_plots"))))
script(CATALOG, "01113", vanilla=True)  # House Dayne Knight
script(CATALOG, "01114", constant("self", gains_icon("intrigue"),  # Palace Spearman
                                  while_=[["not", ["first_player"]]]))
script(CATALOG, "01115", constant("attached", str_(per("used_plots"))),  # Dawn
       constant("attached", gains_keyword("intimidate"),
                while_=[["attached_has_trait", "House Dayne"]]))

# -- cardsmn ---------------------------------------------------------------------------------
from api.games.cardcore.abilities import triggered  # noqa: E402
from api.games.lcg2e.families import cost_reducer  # noqa: E402

script(CATALOG, "01110", cost_reducer("martell", "character"))   # Desert Scavenger
script(CATALOG, "01118", cost_reducer("martell", None))          # Blood Orange Grove: Limited
# Obara Sand: in [power] challenges in which you defend, she may be declared as a defender
# while kneeling.
script(CATALOG, "01108", constant("self", {"verb": "defend_while_kneeling"},
                                  while_=[["challenge_type", "power"], ["you_defend"]]))
# Arianne Martell: Action (Limit once per phase): put a character with printed cost 5 or lower
# into play from your hand; then she returns to your hand (cannot be saved: no save window).
script(CATALOG, "01104", triggered(
    "action", [["put_into_play", {"cards": ["$target"]}]],
    then=[["return_to_hand", {"cards": ["$self"], "cannot_be_saved": True}]],
    limit={"n": 1, "per": "phase"},
    target={"zone": "hand", "type": "character", "controller": "you", "printed_cost_max": 5,
            "change": "enter_play"}))
# Edric Dayne: Stealth is a keyword. Action: pay 1 gold; he gains the challenge icon you name
# until the end of the phase (one he lacks: with all three it is not offered).
script(CATALOG, "01106", triggered(
    "action", [["gain_icon", {"cards": ["$self"], "icon": "$target", "until": "phase"}]],
    cost=[["pay_gold", 1]], target={"names": ["military", "intrigue", "power"],
                                    "icons_lacked": True}))
# Confinement: Action: a character with STR 4 or lower loses a [military], an [intrigue] and a
# [power] icon until the end of the phase (one with an icon to lose: spec §5.8).
script(CATALOG, "01121", triggered(
    "action", [["lose_icon", {"cards": ["$target"], "icon": icon, "until": "phase"}]
               for icon in ("military", "intrigue", "power")],
    from_="hand", target={"type": "character", "max_str": 4, "has_icon": True}))
# Ghaston Grey: after you lose a challenge as the defending player, kneel and sacrifice it to
# return an attacking character to its owner's hand (cannot be saved: no save window).
script(CATALOG, "01116", triggered(
    "reaction", [["return_to_hand", {"cards": ["$target"], "cannot_be_saved": True}]],
    cost=[["kneel_self"], ["sacrifice_self"]],
    when={"event": "win_challenge", "tests": [["you_lost_defending"]]},
    target={"type": "character", "attacking": True}))
# Sunspear: after you lose a challenge as the defending player, kneel it: +1 claim on your
# revealed plot during challenges of that type until the end of the phase.
script(CATALOG, "01117", triggered(
    "reaction", [["plot_value", {"seat": "$you", "value": "claim", "amount": 1, "until": "phase",
                                 "while": [["challenge_type", "$challenge"]]}]],
    cost=[["kneel_self"]], when={"event": "win_challenge", "tests": [["you_lost_defending"]]}))
# Areo Hotah: Ambush (5) is a keyword. After he enters play during a challenge, choose a
# participating character and remove it from the challenge.
script(CATALOG, "01103", triggered(
    "reaction", [["remove_from_challenge", {"cards": ["$target"]}]],
    when={"event": "enters_play", "tests": [["self_entered"]]}, play_if=[["in_challenge"]],
    target={"type": "character", "participating": True}))
# The Red Viper: after you win a challenge in which he attacks, he gains 1 power for every 5
# STR by which you won (offered only from a margin of 5: it must change something).
script(CATALOG, "01109", triggered(
    "reaction", [["gain_power", {"card": "$self", "amount": {"from_event": "margin", "each": 5}}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["self_attacking"], ["won_by", 5]]}))
# Doran's Game: after you win an [intrigue] challenge by 5 or more STR, your faction gains X
# power, X the number of plots in your used pile (Max 1 per challenge; with none it would
# change nothing, so it is not offered).
script(CATALOG, "01119", triggered(
    "reaction", [["gain_power", {"card": "$my_faction", "amount": {"per": "used_plots"}}]],
    from_="hand", max_={"n": 1, "per": "challenge"}, play_if=[["has_used_plots"]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "intrigue"],
                                              ["won_by", 5]]}))
# Unbowed, Unbent, Unbroken: play only if you are not the first player. After you lose a
# challenge as the defending player, name a challenge type: until the end of the phase the
# winner cannot initiate challenges of that type (Max 1 per challenge).
script(CATALOG, "01120", triggered(
    "reaction", [["restrict_challenges", {"seat": "$opponent", "challenge": "$target",
                                          "until": "phase"}]],
    from_="hand", play_if=[["not", ["first_player"]]], max_={"n": 1, "per": "challenge"},
    when={"event": "win_challenge", "tests": [["you_lost_defending"]]},
    target={"names": ["military", "intrigue", "power"]}))
# Dornish Paramour: after he is declared as an attacker, choose a character the defending
# player controls: it must be declared as a defender for this challenge, if able.
script(CATALOG, "01111", triggered(
    "reaction", [["must_defend", {"cards": ["$target"], "until": "challenge"}]],
    when={"event": "challenge_initiated", "tests": [["self_attacking"]]},
    target={"type": "character", "controller": "opponent", "seat_of_event": "defender"}))
# Maester Caleotte: after you lose a challenge in which he participates, choose a character
# (one with an icon to lose); it loses a challenge icon of your choice until the end of the
# phase.
script(CATALOG, "01107", {**triggered(
    "reaction", [["lose_icon", {"cards": ["$target"], "icon": "$icon", "until": "phase"}]],
    when={"event": "win_challenge", "tests": [["you_lost"], ["participating"]]},
    target={"type": "character", "has_icon": True}), "name_icon": True})
# Greenblood Trader: after he enters play, look at the top 2 cards of your deck; add up to 1
# to your hand and place the others on the bottom of your deck in any order.
script(CATALOG, "01112", triggered(
    "reaction", [["take_one", {"seat": "$you", "count": 2, "take": "$target",
                               "order": "$order"}]],
    when={"event": "enters_play", "tests": [["self_entered"]]}, play_if=[["deck_not_empty"]],
    target={"zone": "deck", "top": 2, "if_any": True, "rest_to_bottom": True}))
