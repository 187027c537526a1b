"""The heuristic bot against uniformly random seats."""
from api.games.btwixt import GAME
from api.games.btwixt.bot import choose
from btwixt_helpers import new_game, options, random_game


def test_bot_returns_a_listed_action_from_its_own_view():
    st = new_game(4, first=0)
    ds = GAME.decisions(st, 0)
    action = choose(GAME.view(st, 0), ds, 1)
    assert action in options(st, 0)
    assert GAME.bot is choose


def test_bot_beats_uniform_random_play_over_200_games():
    bot_share, random_share = 0.0, 0.0
    games = 200
    for seed in range(games):
        n = 3 + seed % 4
        bot = seed % n
        st, _ = random_game(n, {"advanced": seed % 2 == 0}, 5000 + seed, check=False,
                            bots=(bot,))
        w = st["result"]["winners"]
        bot_share += (1 / len(w)) if bot in w else 0
        random_share += sum(1 / len(w) for s in w if s != bot) / (n - 1)
    bot_share /= games
    random_share /= games
    print(f"bot win share {bot_share:.3f}, average random seat {random_share:.3f}")
    assert bot_share > 2 * random_share
