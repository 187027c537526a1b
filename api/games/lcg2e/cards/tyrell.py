"""House Tyrell (01179-01197)."""
from api.games.cardcore.abilities import constant, gains_icon, script, str_, triggered
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import cost_reducer, str_per_card_you_control

script(CATALOG, "01187", vanilla=True)  # Courtesan of the Rose
script(CATALOG, "01190", str_per_card_you_control(  # Wardens of the Reach
    {"type": "location", "traits": ["The Reach"]}))

# -- cardstt: the rest of the Core Tyrell cards --------------------------------------------


def _guard(partner: str, icon: str) -> tuple:
    """Left and Right (No attachments except Weapon is a keyword): while you control the
    other one, +1 STR, an icon, and no kneeling when declared as a defender."""
    partner_in_play = ["you_control", {"type": "character", "name": partner}]
    return (constant("self", str_(1), gains_icon(icon), while_=[partner_in_play]),
            constant("self", {"verb": "no_kneel_on_declare"},
                     while_=[partner_in_play, ["defending"]]))


script(CATALOG, "01179", *_guard("Right", "power"))      # Left
script(CATALOG, "01184", *_guard("Left", "intrigue"))    # Right
# Maester Lomys: after you win an [intrigue] challenge as the defending player, a card at
# random from the attacking player's hand is discarded ("$opponent" is the challenge's other
# party, so in a melee the attacker; with his hand empty the reaction would change nothing,
# so the general idle rule, triggered.IDLE, does not offer it).
script(CATALOG, "01180", triggered(
    "reaction", [["discard_from_hand_random", {"seat": "$opponent", "count": 1}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["you_are_defending"],
                                              ["challenge", "intrigue"]]}))
# Margaery Tyrell: Challenges Action: kneel her to give a character +3 STR until the end of
# the phase.
script(CATALOG, "01181", triggered(
    "action", [["modify_str", {"cards": ["$target"], "amount": 3, "until": "phase"}]],
    phase="challenges", cost=[["kneel_self"]], target={"type": "character"}))
# Paxter Redwyne: the first event you play each round costs 1 less ("+1 Income" is data).
script(CATALOG, "01182", constant("you", {"verb": "event_cost_reduction", "amount": 1}))
# Randyll Tarly: Renown is a keyword. After a card effect increases his STR, stand him
# (offered while he kneels; Limit twice per phase).
script(CATALOG, "01183", triggered(
    "reaction", [["stand", {"cards": ["$self"]}]],
    when={"event": "str_increased", "tests": [["self_among"]]},
    play_if=[["not", ["standing"]]], limit={"n": 2, "per": "phase"}))
# The Knight of Flowers: Renown is a keyword. While he attacks alone, the defending player
# may declare at most 1 defender.
script(CATALOG, "01185", constant("opponents", {"verb": "declare_limit", "defenders": 1},
                                  while_=[["only_attacker"]]))
# The Queen of Thorns: after you win an [intrigue] challenge in which she participates, put
# a [tyrell] character with printed cost 6 or lower into play from your hand.
script(CATALOG, "01186", triggered(
    "reaction", [["put_into_play", {"cards": ["$target"]}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "intrigue"],
                                              ["participating"]]},
    target={"zone": "hand", "type": "character", "faction": "tyrell", "controller": "you",
            "printed_cost_max": 6, "change": "enter_play"}))
script(CATALOG, "01188", cost_reducer("tyrell", "character"))   # Garden Caretaker
# Olenna's Informant: Ambush (4) is a keyword. After she enters play in the challenges phase,
# name a challenge type: one additional challenge of that type this phase.
script(CATALOG, "01189", triggered(
    "reaction", [["extra_challenge", {"seat": "$you", "challenge": "$target", "amount": 1,
                                      "until": "phase"}]],
    when={"event": "enters_play", "tests": [["self_entered"]]},
    play_if=[["phase_is", "challenges"]], target={"names": ["military", "intrigue", "power"]}))
# Heartsbane: [tyrell] character only (data). Action: while the attached character
# participates in a challenge, kneel Heartsbane to give it +3 STR until the challenge ends.
script(CATALOG, "01191", triggered(
    "action", [["modify_str", {"cards": ["$attached"], "amount": 3, "until": "challenge"}]],
    cost=[["kneel_self"]], play_if=[["attached_participating"]]))
# Highgarden: Challenges Action: kneel it and pay 1 gold to choose an attacking character,
# stand it and remove it from the challenge.
script(CATALOG, "01192", triggered(
    "action", [["stand", {"cards": ["$target"]}],
               ["remove_from_challenge", {"cards": ["$target"]}]],
    phase="challenges", cost=[["kneel_self"], ["pay_gold", 1]],
    target={"type": "character", "attacking": True}))
# The Mander: after you win a challenge by 5 or more STR, kneel it to draw 2 cards.
script(CATALOG, "01193", triggered(
    "reaction", [["draw", {"seat": "$you", "count": 2}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["margin_at_least", 5]]},
    cost=[["kneel_self"]]))
script(CATALOG, "01194", cost_reducer("tyrell", None))   # Rose Garden: Limited
# Growing Strong: Challenges Action: choose up to three [tyrell] characters; each gets +2 STR
# until the end of the phase.
script(CATALOG, "01195", {**triggered(
    "action", [["modify_str", {"cards": "$chosen", "amount": 2, "until": "phase"}]],
    phase="challenges", from_="hand",
    play_if=[["any_in_play", {"type": "character", "faction": "tyrell"}]]),
    "pick_up_to": {"up_to": 3, "filter": {"type": "character", "faction": "tyrell"}}})
# Olenna's Cunning: after you win an [intrigue] or [power] challenge, the losing opponent names
# a card type; search your deck for a card of another type, show it, take it into your hand,
# then shuffle your deck (shuffled even when nothing is taken).
script(CATALOG, "01196", {**triggered(
    "reaction", [["search_deck", {"seat": "$you", "take": "$taken"}]], from_="hand",
    when={"event": "win_challenge", "tests": [["you_won"],
                                              ["challenge_one_of", "intrigue", "power"]]},
    target={"names": ["character", "location", "attachment", "event"], "chooser": "opponent"}),
    "search_other_type": True})
# "The Bear and the Maiden Fair": Action: choose a player and look at the top 5 cards of his
# deck; put up to 3 of them on the bottom and the others on top, in any order.
script(CATALOG, "01197", {**triggered(
    "action", [["reorder_deck", {"seat": "$target", "arranged": "$arranged"}]], from_="hand",
    target={"seats": True}),
    "arrange_top": {"look": 5, "bottom_up_to": 3}})
