"""House Targaryen (01160-01178)."""
from api.games.cardcore.abilities import constant, gains_keyword, script, str_, triggered
from api.games.lcg2e.catalog import CATALOG
from api.games.lcg2e.families import cost_reducer

script(CATALOG, "01161", constant({"type": "character", "controller": "you",  # Drogon
                                   "traits": ["Stormborn"]}, gains_keyword("renown")))
script(CATALOG, "01166", constant({"type": "character", "controller": "you",  # Viserion
                                   "traits": ["Stormborn"]}, gains_keyword("stealth")))
script(CATALOG, "01168", vanilla=True)  # Braided Warrior: No attachments except Weapon

# -- cardstt: the rest of the Core Targaryen cards -----------------------------------------
STORMBORN = {"type": "character", "traits": ["Stormborn"]}

# Daenerys Targaryen: Insight is a keyword. While she stands, in challenges against you each
# attacking character gets -1 STR.
script(CATALOG, "01160", constant({"type": "character", "attacking": True}, str_(-1),
                                  while_=[["standing"], ["you_defend"]]))
# Khal Drogo: Renown is a keyword; one extra [military] challenge in the challenges phase.
script(CATALOG, "01162", constant("you", {"verb": "extra_challenge", "challenge": "military",
                                          "amount": 1}))
# Magister Illyrio: Action: pay 2 gold to stand a (kneeling) character (Limit once per phase).
script(CATALOG, "01163", triggered(
    "action", [["stand", {"cards": ["$target"]}]], cost=[["pay_gold", 2]],
    target={"type": "character", "change": "stand"}, limit={"n": 1, "per": "phase"}))
# Rhaegal: No attachments is a keyword. After you win a challenge in which a Stormborn
# character you control participates, stand a Stormborn character (Limit once per phase).
script(CATALOG, "01164", triggered(
    "reaction", [["stand", {"cards": ["$target"]}]],
    when={"event": "win_challenge", "tests": [["you_won"]]},
    play_if=[["you_control", {**STORMBORN, "participating": True}]],
    target={**STORMBORN, "change": "stand"}, limit={"n": 1, "per": "phase"}))
# Ser Jorah Mormont: Renown is a keyword. Sacrificed once he carries 3 betrayal tokens;
# after you win a challenge in which he participates, he gets a betrayal token (forced).
script(CATALOG, "01165",
       constant("self", {"verb": "sacrifice_at_tokens", "token": "betrayal", "n": 3}),
       triggered("forced_reaction", [["place_token", {"card": "$self", "token": "betrayal"}]],
                 when={"event": "win_challenge", "tests": [["you_won"], ["participating"]]}))
# Viserys Targaryen: when he would leave play, discard an attachment from play. A kill, a
# discard from play and a return to hand are "would" timing points; a sacrifice is not
# interrupted (no Core card can sacrifice him; docs/rules-coverage/lcg2e.md).
script(CATALOG, "01167", triggered(
    "interrupt", [["discard_from_play", {"cards": ["$target"]}]],
    when={"event": "killed", "or": ["discarded", "returned"], "tests": [["is_victim"]]},
    target={"type": "attachment"}))
# Handmaiden: Action: sacrifice her to stand a (kneeling) Lady character.
script(CATALOG, "01169", triggered(
    "action", [["stand", {"cards": ["$target"]}]], cost=[["sacrifice_self"]],
    target={"type": "character", "traits": ["Lady"], "change": "stand"}))
script(CATALOG, "01170", cost_reducer("targaryen", "character"))   # Targaryen Loyalist
# Unsullied: No attachments except Weapon is a keyword. While he attacks, each defending
# character gets -1 STR.
script(CATALOG, "01171", constant({"type": "character", "defending": True}, str_(-1),
                                  while_=[["attacking"]]))
# Drogo's Arakh: Dothraki only (data); +2 STR; on Khal Drogo he does not kneel when declared
# as an attacker in his controller's first [military] challenge of the round.
script(CATALOG, "01172", constant("attached", str_(2)),
       constant("attached", {"verb": "no_kneel_on_declare"}, while_=[
           ["attached_is", "Khal Drogo"], ["attached_attacking"],
           ["challenge_type", "military"], ["first_challenge_of_type"]]))
# Plaza of Punishment: after you win a [power] challenge, kneel it to choose a character with
# no attachment: -2 STR until the end of the phase, and killed if its STR becomes 0.
script(CATALOG, "01173", triggered(
    "reaction", [["modify_str", {"cards": ["$target"], "amount": -2, "until": "phase"}],
                 ["kill_if_str_zero", {"cards": ["$target"], "until": "phase"}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "power"]]},
    cost=[["kneel_self"]], target={"type": "character", "no_attachments": True}))
# Dothraki Sea: after you win a [power] challenge, sacrifice it to put a Dothraki character
# into play from your hand; at the end of the phase, if still in play, it returns to your hand.
script(CATALOG, "01174", triggered(
    "reaction", [["put_into_play", {"cards": ["$target"]}],
                 ["delayed", {"at": "phase_end", "op": "return_to_hand",
                              "params": {"cards": ["$target"], "cannot_be_saved": True}}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "power"]]},
    cost=[["sacrifice_self"]],
    target={"zone": "hand", "type": "character", "traits": ["Dothraki"], "controller": "you",
            "change": "enter_play"}))
script(CATALOG, "01175", cost_reducer("targaryen", None))   # Illyrio's Estate: Limited
# Dracarys!: Action: kneel Daenerys Targaryen or a Dragon character to choose a participating
# character: -4 STR until the end of the phase, and killed if its STR becomes 0.
script(CATALOG, "01176", triggered(
    "action", [["modify_str", {"cards": ["$target"], "amount": -4, "until": "phase"}],
               ["kill_if_str_zero", {"cards": ["$target"], "until": "phase"}]],
    from_="hand", cost=[["kneel_other", [{"type": "character", "name": "Daenerys Targaryen"},
                                         {"type": "character", "traits": ["Dragon"]}]]],
    target={"type": "character", "participating": True}))
# Fire and Blood: Challenges Action: shuffle a unique [targaryen] character from your dead
# pile back into your deck; a Hatchling may be put into play instead.
script(CATALOG, "01177", {**triggered(
    "action", [["shuffle_into_deck", {"cards": ["$target"]}]], phase="challenges",
    from_="hand", target={"zone": "dead", "type": "character", "faction": "targaryen",
                          "unique": True, "controller": "you"}),
    "instead": {"if_traits": ["Hatchling"],
                "effect": [["put_into_play", {"cards": ["$target"]}]]}})
# Waking the Dragon: Action: stand a unique [targaryen] character you control; at the end of
# the phase, if still in play, it returns to your hand. Unlike Dothraki Sea the text does not
# say "cannot be saved" (a duplicate may save it), and a standing character may be chosen:
# the return still affects it (spec §5.8 Targets).
script(CATALOG, "01178", triggered(
    "action", [["stand", {"cards": ["$target"]}],
               ["delayed", {"at": "phase_end", "op": "return_to_hand",
                            "params": {"cards": ["$target"]}}]],
    from_="hand", target={"type": "character", "faction": "targaryen", "unique": True,
                          "controller": "you"}))
