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
# the losing opponent controls (in a melee, not a third player's) and discard it from play.
script(CATALOG, "01030", triggered(
    "reaction", [["discard_from_play", {"cards": ["$target"]}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["self_attacking"]]},
    target={"type": "attachment", "controller": "opponent", "seat_of_event": "loser"}))
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

# -- cardspn (issue #13): the remaining neutral cards ---------------------------------------
# Varys: Stealth is a keyword. When the dominance phase ends, remove him from the game to
# discard every character from play (they may be saved).
script(CATALOG, "01029", triggered(
    "interrupt", [["discard_from_play", {"cards": {"each": {"type": "character"}}}]],
    cost=[["remove_self_from_game"]],
    when={"event": "phase_ends", "tests": [["phase", "dominance"]]}))
# Wildling Horde: No attachments and Pillage are keywords. Challenges Action: kneel your
# faction card to give a participating Wildling character you control +2 STR until the end of
# the challenge.
script(CATALOG, "01031", triggered(
    "action", [["modify_str", {"cards": ["$target"], "amount": 2, "until": "challenge"}]],
    phase="challenges", cost=[["kneel_faction_card"]],
    target={"type": "character", "controller": "you", "traits": ["Wildling"],
            "participating": True}))
# Seal of the Hand: Lord or Lady character only (data). Action: kneel it to stand the
# attached character (offered only while that character kneels).
script(CATALOG, "01032", triggered(
    "action", [["stand", {"cards": ["$attached"]}]], cost=[["kneel_self"]],
    play_if=[["attached_kneeling"]]))
# Put to the Sword: after you win a [military] challenge as the attacking player by 5 STR or
# more, choose and kill a character the losing opponent controls (Max 1 per challenge; in a
# melee, not a third player's: so for Put to the Torch and Tears of Lys).
script(CATALOG, "01041", triggered(
    "reaction", [["kill", {"cards": ["$target"]}]], from_="hand",
    when={"event": "win_challenge", "tests": [["you_won"], ["you_attacked"],
                                              ["challenge", "military"], ["margin_at_least", 5]]},
    target={"type": "character", "controller": "opponent", "seat_of_event": "loser"},
    max_={"n": 1, "per": "challenge"}))
# Put to the Torch: the same win; choose a location the losing opponent controls and discard
# it from play (Max 1 per challenge).
script(CATALOG, "01042", triggered(
    "reaction", [["discard_from_play", {"cards": ["$target"]}]], from_="hand",
    when={"event": "win_challenge", "tests": [["you_won"], ["you_attacked"],
                                              ["challenge", "military"], ["margin_at_least", 5]]},
    target={"type": "location", "controller": "opponent", "seat_of_event": "loser"},
    max_={"n": 1, "per": "challenge"}))
# Superior Claim: after you win a [power] challenge by 5 STR or more (attacking or
# defending), your faction gains 2 power (Max 1 per challenge).
script(CATALOG, "01043", triggered(
    "reaction", [["gain_power", {"card": "$my_faction", "amount": 2}]], from_="hand",
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "power"],
                                              ["margin_at_least", 5]]},
    max_={"n": 1, "per": "challenge"}))
# Tears of Lys: after you win an [intrigue] challenge as the attacking player, place a poison
# token on a character without an [intrigue] icon the losing opponent controls; at the end of
# the phase, if it still bears the token, the token is removed and it is killed (Max 1 per
# challenge).
script(CATALOG, "01044", triggered(
    "reaction", [["place_token", {"card": "$target", "token": "poison"}],
                 ["delayed", {"at": "phase_end", "op": "kill",
                              "params": {"cards": ["$target"], "if_token": "poison"}}]],
    from_="hand",
    when={"event": "win_challenge", "tests": [["you_won"], ["you_attacked"],
                                              ["challenge", "intrigue"]]},
    target={"type": "character", "controller": "opponent", "lacks_icon": "intrigue",
            "seat_of_event": "loser"},
    max_={"n": 1, "per": "challenge"}))
# The titles (01206-01211) are scripted with the melee flow in api/games/lcg2e/titles.py.
