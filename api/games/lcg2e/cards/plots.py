"""Plot cards (01001-01026)."""
from api.games.cardcore.abilities import blank, constant, script, triggered
from api.games.lcg2e.catalog import CATALOG

# A Clash of Kings: after you win a [power] challenge, move 1 power from the losing opponent's
# faction card to your own (only when HIS card has power to move: triggered.IDLE; in a melee
# another opponent's power does not count).
script(CATALOG, "01001", triggered(
    "reaction", [["move_power", {"card": "$opponent_faction", "dest": "$my_faction", "amount": 1}]],
    when={"event": "win_challenge", "tests": [["you_won"], ["challenge", "power"]]}))
# A Feast for Crows: after you win dominance, gain 2 power for your faction.
script(CATALOG, "01002", triggered(
    "reaction", [["gain_power", {"card": "$my_faction", "amount": 2}]],
    when={"event": "win_dominance", "tests": [["you_won"]]}))
# A Noble Cause: the first Lord or Lady character you marshal this round costs 2 less
# (plays.marshal_cost).
script(CATALOG, "01004", constant("you", {"verb": "cost_reduction", "first": True,
                                          "traits": ["Lord", "Lady"], "amount": 2}))
# Calling the Banners: choose an opponent (in a melee, the user does); gain 1 gold for each
# character that player controls.
script(CATALOG, "01007", {**triggered("when_revealed", [["gain_gold", {
    "seat": "$you", "amount": {"per": "count", "of": "$opponent", "args": [
        {"type": "character", "controller": "you"}]}}]]), "opponent": {}})
# Filthy Accusations: choose and kneel a (standing) character.
script(CATALOG, "01011", triggered("when_revealed", [["kneel", {"cards": ["$target"]}]],
                                   target={"type": "character", "change": "kneel"}))
script(CATALOG, "01012", constant({"type": "character"}, blank(keep_traits=True)))  # Fortified Position
# Naval Superiority: the BASE gold value of each revealed Kingdom or Edict plot is 0;
# income modifiers still add to it.
script(CATALOG, "01017", constant({"zone": "plot", "traits": ["Kingdom", "Edict"]},
                                  {"verb": "set_plot_base", "value": "income", "amount": 0}))
# Marching Orders: you cannot marshal locations or attachments, or play events.
script(CATALOG, "01016", constant("you", {"verb": "restrict_play",
                                          "types": ["location", "attachment", "event"]}))
# Power Behind the Throne: a stand token when revealed; Action: spend one to stand a character.
script(CATALOG, "01018",
       triggered("when_revealed", [["place_token", {"card": "$self", "token": "stand"}]]),
       triggered("action", [["stand", {"cards": ["$target"]}]], cost=[["discard_token", "stand"]],
                 target={"type": "character", "change": "stand"}))
# Supporting the Faith: after the challenges phase begins, every gold pool is emptied (each
# player's: in a melee not only one opponent's).
script(CATALOG, "01023", triggered(
    "forced_reaction", [["return_gold", {"seat": "$you", "amount": "all"}],
                        ["return_gold", {"seat": "$opponents", "amount": "all"}]],
    when={"event": "phase_begins", "tests": [["phase", "challenges"]]}))
# Taxation: 1 additional Limited card this round.
script(CATALOG, "01024", constant("you", {"verb": "extra_limited", "amount": 1}))
script(CATALOG, "01025", vanilla=True)  # The Winds of Winter: no text
# Summons: look at the top 10 cards of your deck, take a character among them (shown to all)
# into your hand, then shuffle your deck (shuffled even when there is no character).
script(CATALOG, "01022", triggered(
    "when_revealed", [["search_deck", {"seat": "$you", "take": "$target"}]],
    target={"zone": "deck", "top": 10, "type": "character", "if_any": True}))
# Wildfire Assault: each player, the first player first, chooses up to 3 characters he
# controls; every character not chosen is killed together (cannot be saved).
script(CATALOG, "01026", {**triggered(
    "when_revealed", [["kill", {"cards": "$not_chosen", "cannot_be_saved": True}]]),
    "each_chooses": {"up_to": 3, "filter": {"type": "character"}}})
# Calm Over Westeros: name a challenge type; until you reveal your next plot, in challenges of
# that type in which you defend, the attacking player's claim is 1 lower (in a melee whoever
# attacks: each opponent's claim, read only while he attacks you).
script(CATALOG, "01008", triggered(
    "when_revealed", [["plot_value", {
        "seat": "$opponents", "value": "claim", "amount": -1, "until": "new_plot",
        "while": [["challenge_type", "$target"], ["you_defend"]]}]],
    target={"names": ["military", "intrigue", "power"]}))
# Reinforcements: put into play a character with printed cost 5 or lower from your hand or
# discard pile (a unique one only if no copy is in play or in your dead pile).
script(CATALOG, "01020", triggered(
    "when_revealed", [["put_into_play", {"cards": ["$target"]}]],
    target={"zones": ["hand", "discard"], "type": "character", "controller": "you",
            "printed_cost_max": 5, "change": "enter_play"}))

# -- cardspn (issue #13): the remaining neutral plots --------------------------------------
# A Game of Thrones: no player may initiate a [military] or [power] challenge before he has
# won an [intrigue] challenge this phase (as attacker or defender, spec §5.9).
script(CATALOG, "01003", constant("each_player", {
    "verb": "restrict_challenges", "types": ["military", "power"], "until_won": "intrigue"}))
# A Storm of Swords: one additional [military] challenge in the challenges phase.
script(CATALOG, "01005", constant("you", {"verb": "extra_challenge", "challenge": "military",
                                          "amount": 1}))
# Building Orders: look at the top 10 cards of your deck, take a location or an attachment
# among them (shown to all) into your hand, then shuffle your deck (even when there is none).
script(CATALOG, "01006", triggered(
    "when_revealed", [["search_deck", {"seat": "$you", "take": "$target"}]],
    target={"zone": "deck", "top": 10, "type": ["location", "attachment"], "if_any": True}))
# Confiscation: choose an attachment in play (anybody's) and discard it from play.
script(CATALOG, "01009", triggered("when_revealed", [["discard_from_play", {"cards": ["$target"]}]],
                                   target={"type": "attachment"}))
# Counting Coppers: draw 3 cards.
script(CATALOG, "01010", triggered("when_revealed", [["draw", {"seat": "$you", "count": 3}]]))
# Heads on Spikes: choose an opponent (one with a card in hand; in a melee the user chooses);
# discard 1 card at random from his hand; if it is a character, it goes on to its owner's
# dead pile and your faction gains 2 power.
script(CATALOG, "01013", {**triggered(
    "when_revealed", [["discard_from_hand_random", {"seat": "$opponent", "count": 1}]],
    then=[["place_in_dead_pile", {"cards": "$found_cards"}],
          ["gain_power", {"card": "$my_faction", "amount": 2}]]),
    "then_if_found": "character", "opponent": {"has": "hand"}})
# Jousting Contest: each player declares at most 1 attacker and at most 1 defender in each
# challenge (challenges.declare_limit).
script(CATALOG, "01014", constant("each_player", {"verb": "declare_limit", "amount": 1}))
# Marched to the Wall: each player, the first player first, chooses a character he controls
# (if he has one); the chosen ones are discarded from play together (cannot be saved).
script(CATALOG, "01015", {**triggered(
    "when_revealed", [["discard_from_play", {"cards": "$chosen", "cannot_be_saved": True}]]),
    "each_chooses": {"low": 1, "up_to": 1, "filter": {"type": "character"}}})
# Rebuilding: choose up to 3 cards of your discard pile and shuffle them into your deck.
script(CATALOG, "01019", {**triggered(
    "when_revealed", [["shuffle_into_deck", {"cards": "$chosen"}]]),
    "each_chooses": {"who": "you", "up_to": 3, "filter": {"zone": "discard"}}})
# Sneak Attack: you may initiate at most 1 challenge in the challenges phase.
script(CATALOG, "01021", constant("you", {"verb": "restrict_challenges", "max_total": 1}))
