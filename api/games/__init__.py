"""The one registry of games: id -> Game. Adding a game = one import line in _load()."""
from api.engine import Game

REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    REGISTRY[game.id] = game
    return game


def _load() -> None:
    # Imported here, after REGISTRY and register exist, because each game registers itself.
    import api.games.board  # noqa: F401
    import api.games.btwixt  # noqa: F401
    import api.games.lcg2e  # noqa: F401
    import api.games.hbo  # noqa: F401


_load()
