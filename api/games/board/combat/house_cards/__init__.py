"""House cards (spec 6.1): one module per house registers its cards' text abilities in
``registry.ABILITIES``; importing this package registers them all."""
from api.games.board.combat.house_cards import (baratheon, greyjoy, lannister, martell,  # noqa: F401
                                                stark, tyrell)
