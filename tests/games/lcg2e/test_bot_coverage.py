"""Which Core cards' abilities and events the bot uses (issue #13), over seeded bot-vs-bot
jousts: random legal Core decks (tests/support/lcg2e_decks.random_deck) and decks that hold
as many copies as allowed of the cards with a playable ability (``ability_deck``). A card is
"playable" when its script has an Action, Reaction or Interrupt (constant and forced effects
and When Revealed are not choices). Every playable card is used at least once in these games
(fixed by their seeds), or, where its moment never came, in a window built for it on a table
(test_bot_cards.BY_HAND); the one card it rightly declines is named with the reason. Every
answer of the bot is one of its listed options, and every game finishes."""
import copy
from functools import lru_cache

from api.games.lcg2e import GAME
from api.games.lcg2e.catalog import CARDS, CATALOG
from tests.games.lcg2e.test_bot_cards import BY_HAND
from tests.support.lcg2e_decks import ability_deck, random_deck

OPTIONAL = ("action", "reaction", "interrupt")
PLAYABLE = frozenset(c for c, sc in CATALOG.scripts.items() if "01001" <= c <= "01205"
                     and any(a["kind"] in OPTIONAL for a in sc.abilities))
RANDOM_GAMES, ABILITY_GAMES = 24, 16

# Offered to the bot in these games and rightly declined every time (test_bot_cards.py shows
# the same decline on a table).
DECLINED = {
    "01134": "Veteran Builder: sacrificing a 4 STR character to stand a location loses more "
             "than any Core location gives",
}


@lru_cache(maxsize=1)
def _played() -> tuple[frozenset, frozenset]:
    used, offered = set(), set()
    games = [(g, [random_deck(2 * g), random_deck(2 * g + 1)]) for g in range(RANDOM_GAMES)] \
        + [(g, [ability_deck(2 * g, PLAYABLE), ability_deck(2 * g + 1 + 2 * (g // 4), PLAYABLE)])
           for g in range(ABILITY_GAMES)]
    for seed, decks in games:
        state = GAME.new(2, {"decks": decks}, seed)
        steps = 0
        while GAME.result(state) is None:
            assert steps < 5000, f"game {seed}: no result after {steps} steps"
            seats = GAME.to_act(state)
            seat = seats[steps % len(seats)]
            ds = GAME.decisions(state, seat)
            listed = [o["action"] for d in ds for o in d["options"]]
            offered |= {state["cards"][a["card"]]["code"] for a in listed
                        if a["type"] in ("ability", "play")}
            action = GAME.bot(GAME.view(state, seat), ds, steps)
            assert action in listed, action
            if action["type"] in ("ability", "play"):
                used.add(state["cards"][action["card"]]["code"])
            GAME.apply(state, seat, copy.deepcopy(action))
            steps += 1
    return frozenset(used), frozenset(offered)


def test_every_playable_core_card_is_used_in_the_games_or_on_a_table():
    """Used by the bot in these games, or (its moment did not come, or came only where it
    rightly held back) shown used on a harness table in test_bot_cards.BY_HAND."""
    used, offered = _played()
    missing = PLAYABLE - used - set(DECLINED) - set(BY_HAND)
    assert not missing, sorted((c, CARDS[c]["name"], c in offered) for c in missing)
    assert len(used & PLAYABLE) >= 100      # most of them in real games, not on tables


def test_the_declined_cards_were_offered_and_declined():
    used, offered = _played()
    assert set(DECLINED) <= PLAYABLE and set(BY_HAND) <= PLAYABLE
    assert not set(DECLINED) & used and set(DECLINED) <= offered


def test_bot_only_melees_finish():
    """Four bots, box decks dealt at random: no stall (every seat served in rotation)."""
    for seed in (3, 4):
        state = GAME.new(4, {"decks": "box"}, seed)
        steps = 0
        while GAME.result(state) is None:
            assert steps < 8000, f"melee {seed}: no result after {steps} steps"
            seats = GAME.to_act(state)
            seat = seats[steps % len(seats)]
            ds = GAME.decisions(state, seat)
            action = GAME.bot(GAME.view(state, seat), ds, steps)
            assert action in [o["action"] for d in ds for o in d["options"]], action
            GAME.apply(state, seat, copy.deepcopy(action))
            steps += 1
