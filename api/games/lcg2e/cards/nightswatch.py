"""The Night's Watch (01122-01140)."""
from api.games.cardcore.abilities import constant, gains_keyword, script, str_, triggered
from api.games.lcg2e.catalog import CATALOG

script(CATALOG, "01127", vanilla=True)  # Samwell Tarly: Insight, +1 Reserve
script(CATALOG, "01132", vanilla=True)  # Ranging Party: No attachments except Weapon
# Longclaw: "[thenightswatch] character only" is data (attach_only).
script(CATALOG, "01135", constant("attached", str_(1), gains_keyword("renown")))
# Benjen Stark: your Ranger characters cannot be bypassed by stealth. When he is killed, your
# faction gains 2 power; then he is shuffled into your deck instead of going to the dead pile.
script(CATALOG, "01122",
       constant({"type": "character", "controller": "you", "traits": ["Ranger"]},
                {"verb": "stealth_immunity"}),
       triggered("interrupt", [["gain_power", {"card": "$my_faction", "amount": 2}],
                               ["replace_leave_play", {"cards": ["$self"],
                                                       "dest": "shuffle_into_deck"}]],
                 when={"event": "killed", "tests": [["is_victim"]]}))

# -- cardsmn ---------------------------------------------------------------------------------
from api.games.lcg2e.families import cost_reducer  # noqa: E402

script(CATALOG, "01133", cost_reducer("thenightswatch", "character"))   # Steward at the Wall
# Veteran Builder: No attachments except Weapon is a keyword. Action: sacrifice him to choose
# and stand a (kneeling) location.
script(CATALOG, "01134", triggered(
    "action", [["stand", {"cards": ["$target"]}]], cost=[["sacrifice_self"]],
    target={"type": "location", "change": "stand"}))
# Ser Waymar Royce: when he is killed, discard 1 card at random from each opponent's hand.
script(CATALOG, "01128", triggered(
    "interrupt", [["discard_from_hand_random", {"seat": "$opponents", "count": 1}]],
    when={"event": "killed", "tests": [["is_victim"]]}, play_if=[["opponent_has_hand"]]))
# Maester Aemon: No attachments. When a [thenightswatch] character would be killed, kneel him
# to save it.
script(CATALOG, "01125", triggered(
    "interrupt", [["save", {"cards": ["$target"]}]], cost=[["kneel_self"]],
    when={"event": "killed", "tests": [["victim_of_faction", "thenightswatch"]]},
    target={"type": "character", "faction": "thenightswatch", "victim": True}))
# Castle Black: Action: kneel it to stand a defending [thenightswatch] character; it gets
# +2 STR until the end of the challenge.
script(CATALOG, "01136", triggered(
    "action", [["stand", {"cards": ["$target"]}],
               ["modify_str", {"cards": ["$target"], "amount": 2, "until": "challenge"}]],
    cost=[["kneel_self"]],
    target={"type": "character", "faction": "thenightswatch", "controller": "you",
            "defending": True}))
# Messenger Raven: Dominance Action: return him to your hand to draw 1 card.
script(CATALOG, "01130", triggered(
    "action", [["draw", {"seat": "$you", "count": 1}]], phase="dominance",
    cost=[["return_self_to_hand"]]))
# Old Forest Hunter: Action (Limit once per phase): discard 1 card from your hand to gain 1
# gold.
script(CATALOG, "01131", triggered(
    "action", [["gain_gold", {"seat": "$you", "amount": 1}]], cost=[["discard_from_hand"]],
    limit={"n": 1, "per": "phase"}))
# Yoren: after you marshal him, put into play under your control a character with printed
# cost 3 or lower from an opponent's discard pile.
script(CATALOG, "01129", triggered(
    "reaction", [["put_into_play", {"cards": ["$target"]}]],
    when={"event": "enters_play", "tests": [["self_entered"], ["entered_by", "marshal"]]},
    target={"zone": "discard", "pile": "opponent", "type": "character",
            "printed_cost_max": 3, "change": "enter_play"}))
# The Wall: each [thenightswatch] character you control gets +1 STR. Forced: after you lose an
# unopposed challenge, it kneels. Interrupt: when the challenges phase ends, kneel it to gain 2
# power for your faction.
script(CATALOG, "01137",
       constant({"type": "character", "controller": "you", "faction": "thenightswatch"},
                str_(1)),
       triggered("forced_reaction", [["kneel", {"cards": ["$self"]}]], play_if=[["standing"]],
                 when={"event": "win_challenge", "tests": [["you_lost"], ["unopposed"]]}),
       triggered("interrupt", [["gain_power", {"card": "$my_faction", "amount": 2}]],
                 cost=[["kneel_self"]],
                 when={"event": "phase_ends", "tests": [["phase", "challenges"]]}))
# Ghost: No attachments and Stealth are keywords. After he bypasses a character using
# stealth, that character cannot be declared as a defender until the end of the phase.
script(CATALOG, "01123", triggered(
    "reaction", [["cannot_defend", {"cards": ["$subject"], "until": "phase"}]],
    when={"event": "bypassed_by_stealth", "tests": [["self_bypassed_one"]]}))
# Take the Black: Dominance Action: take control of a non-unique character with printed cost
# 6 or lower (Max 1 per round; one of your own would change nothing).
script(CATALOG, "01139", triggered(
    "action", [["take_control", {"cards": ["$target"], "seat": "$you"}]], phase="dominance",
    from_="hand", max_={"n": 1, "per": "round"},
    target={"type": "character", "controller": "opponent", "unique": False,
            "printed_cost_max": 6}))
# A Meager Contribution: after an opponent collects income, move 1 gold from his gold pool to
# yours (Max 1 per round): from the player who collected (in a melee, not just any opponent),
# only while HE has gold (triggered.IDLE: another opponent's gold does not count).
script(CATALOG, "01138", triggered(
    "reaction", [["move_gold", {"seat": "$event_seat", "dest": "$you", "amount": 1}]],
    from_="hand", max_={"n": 1, "per": "round"},
    when={"event": "collects_income", "tests": [["opponent_collected"]]}))
# The Sword in the Darkness: play only during a challenge in which you control a participating
# [thenightswatch] character. After you win a challenge by 5 or more STR as the defending
# player, the losing opponent cannot initiate challenges against you this round.
script(CATALOG, "01140", triggered(
    "reaction", [["restrict_challenges", {"seat": "$opponent", "against": "$you",
                                          "until": "round"}]],
    from_="hand", play_if=[["you_control", {"type": "character", "faction": "thenightswatch",
                                            "participating": True}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["you_are_defending"],
                                              ["won_by", 5]]}))
# Old Bear Mormont: while you control The Wall he does not kneel when declared as a defender.
# When the challenges phase ends, if you have not lost a challenge as the defending player
# this phase, put a [thenightswatch] card into play from your hand (an attachment on a host of
# your choice).
script(CATALOG, "01126",
       constant("self", {"verb": "no_kneel_on_declare"},
                while_=[["you_control", {"type": "location", "name": "The Wall"}],
                        ["defending"]]),
       triggered("interrupt", [["put_into_play", {"cards": ["$target"], "host": "$host"}]],
                 when={"event": "phase_ends", "tests": [["phase", "challenges"]]},
                 play_if=[["not", ["lost_defending_this_phase"]]],
                 target={"zone": "hand", "faction": "thenightswatch", "controller": "you",
                         "type": ["character", "location", "attachment"],
                         "change": "enter_play"}))
# Jon Snow: No attachments except Weapon is a keyword. While he is standing, he is considered
# to be participating (on the attacking side) in each challenge in which you control another
# attacking [thenightswatch] character (challenges.sync_considered).
script(CATALOG, "01124", constant("self", {"verb": "considered_participating"}, while_=[
    ["standing"], ["you_control", {"type": "character", "faction": "thenightswatch",
                                   "attacking": True, "other": True}]]))
