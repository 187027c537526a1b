"""House Greyjoy (01065-01083)."""
from api.games.cardcore.abilities import (constant, gains_keyword, per, plot_value, script, str_,
                                          triggered)
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import cost_reducer, str_per_card_you_control

script(CATALOG, "01066", constant("opponents", plot_value("reserve", -1),  # Alannys Greyjoy
                                  while_=[["first_player"]]))
script(CATALOG, "01070", vanilla=True)  # Maester Wendamyr: Stealth
script(CATALOG, "01072", vanilla=True)  # Black Wind's Crew: Pillage
script(CATALOG, "01073", str_per_card_you_control(  # Drowned Men
    {"type": "location", "traits": ["Warship"]}))
script(CATALOG, "01076", vanilla=True)  # Salty Navigator: +1 Initiative
# -- cardsbg ---------------------------------------------------------------------------------
script(CATALOG, "01074", cost_reducer("greyjoy", "character"))   # Iron Islands Fishmonger
script(CATALOG, "01080", cost_reducer("greyjoy", None))          # Sea Tower: Limited
# Balon Greyjoy: Renown is a keyword. While he attacks, each defending character with a lower
# STR than his does not contribute its STR to the challenge.
script(CATALOG, "01068", constant({"type": "character", "defending": True, "str_below_source": True},
                                  {"verb": "no_str_contribution"}, while_=[["attacking"]]))
UNOPPOSED_WIN = {"event": "win_challenge", "tests": [["you_won"], ["unopposed"]]}
# Aeron Damphair: after you win dominance, put an Ironborn character into play from your
# dead pile (a unique one may come back itself, spec §5.11).
script(CATALOG, "01065", triggered(
    "reaction", [["put_into_play", {"cards": ["$target"]}]],
    when={"event": "win_dominance", "tests": [["you_won"]]},
    target={"zone": "dead", "type": "character", "traits": ["Ironborn"], "controller": "you",
            "change": "enter_play"}))
# Asha Greyjoy: Stealth is a keyword. After you win an unopposed challenge in which she
# participates, stand her (only while she kneels).
script(CATALOG, "01067", triggered(
    "reaction", [["stand", {"cards": ["$self"]}]],
    when={**UNOPPOSED_WIN, "tests": UNOPPOSED_WIN["tests"] + [["participating"]]},
    play_if=[["not", ["standing"]]]))
# Theon Greyjoy: Stealth is a keyword. After you win an unopposed challenge in which he
# participates, he gains 1 power.
script(CATALOG, "01071", triggered(
    "reaction", [["gain_power", {"card": "$self", "amount": 1}]],
    when={**UNOPPOSED_WIN, "tests": UNOPPOSED_WIN["tests"] + [["participating"]]}))
# Lordsport Shipwright: Marshaling Action: kneel him to kneel a location with printed cost 2
# or lower (3 or lower while you are the first player).
script(CATALOG, "01075", triggered(
    "action", [["kneel", {"cards": ["$target"]}]], phase="marshaling", cost=[["kneel_self"]],
    target={"type": "location", "change": "kneel",
            "printed_cost_upto": {"base": 2, "if": ["first_player"], "then": 3}}))
# Throwing Axe: Ironborn character only (data). After you win a challenge in which the attached
# character attacks, sacrifice the Axe to kill a defending character.
script(CATALOG, "01077", triggered(
    "reaction", [["kill", {"cards": ["$target"]}]], cost=[["sacrifice_self"]],
    when={"event": "win_challenge", "tests": [["you_won"], ["host_attacking"]]},
    target={"type": "character", "defending": True}))
# Great Kraken: Balon Greyjoy gains stealth while you control him. After you win an unopposed
# challenge, choose one: draw 1 card, or your faction gains 1 power (Limit twice per round).
script(CATALOG, "01078",
       constant({"type": "character", "controller": "you", "name": "Balon Greyjoy"},
                gains_keyword("stealth")),
       triggered("reaction", [["draw", {"seat": "$you", "count": 1, "if_named": "draw_card"}],
                              ["gain_power", {"card": "$my_faction", "amount": 1,
                                              "if_named": "faction_power"}]],
                 when=UNOPPOSED_WIN, target={"names": ["draw_card", "faction_power"]},
                 limit={"n": 2, "per": "round"}))
# Iron Fleet Scout: Challenges Action: kneel it to give a participating [greyjoy] character +1
# STR until the end of the challenge (+2 while you are the first player).
script(CATALOG, "01079", triggered(
    "action", [["modify_str", {"cards": ["$target"], "until": "challenge",
                               "amount": per("if", ["first_player"], 2, 1)}]],
    phase="challenges", cost=[["kneel_self"]],
    target={"type": "character", "faction": "greyjoy", "participating": True}))
# The Kraken's Grasp: play only while you are the first player. Challenges Action: a defending
# character with STR 5 or lower does not contribute its STR to this challenge (one that still
# does: Balon Greyjoy may already keep it out).
script(CATALOG, "01082", triggered(
    "action", [["no_str_contribution", {"cards": ["$target"], "until": "challenge"}]],
    phase="challenges", from_="hand", play_if=[["first_player"]],
    target={"type": "character", "defending": True, "max_str": 5, "contributing": True}))
# We Do Not Sow: after you win an unopposed challenge, discard from play a location or an
# attachment the losing opponent controls (Max 1 per challenge): in a melee, not every
# opponent's.
script(CATALOG, "01083", triggered(
    "reaction", [["discard_from_play", {"cards": ["$target"]}]], from_="hand",
    when=UNOPPOSED_WIN, target={"type": ["location", "attachment"], "controller": "opponent",
                                "seat_of_event": "loser"},
    max_={"n": 1, "per": "challenge"}))
# Euron Crow's Eye: Pillage and Renown are keywords. After he discards a card using pillage,
# put a location from the losing opponent's discard pile into play under your control (in a
# melee, not any opponent's).
script(CATALOG, "01069", triggered(
    "reaction", [["put_into_play", {"cards": ["$target"]}]],
    when={"event": "pillage_discard", "tests": [["self_pillaged"]]},
    target={"zone": "discard", "pile_of": "opponent", "type": "location",
            "seat_of_event": "loser", "change": "enter_play"}))
# Risen from the Sea: when a [greyjoy] character would be killed, save it; then this event is
# attached to it as a Condition attachment: "Terminal. Attached character gets +1 STR." (the
# constant abilities below are that text, given by its interrupt: they work while it is in
# play).
script(CATALOG, "01081",
       triggered("interrupt", [["save", {"cards": ["$target"]}],
                               ["attach_as_condition", {"card": "$self", "host": "$target"}]],
                 from_="hand",
                 when={"event": "killed", "tests": [["victim_of_faction", "greyjoy"]]},
                 target={"victims": True, "type": "character", "faction": "greyjoy"}),
       {**constant("attached", str_(1)), "granted_by": "interrupt"},
       {**constant("self", gains_keyword("terminal"), {"verb": "gain_trait", "trait": "Condition"}),
        "granted_by": "interrupt"})
