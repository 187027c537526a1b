"""Card scripts by faction, registered into catalog.CATALOG on import (design §2, D3).

One entry per card code, in printed order of its abilities; ``vanilla=True`` marks a card
that needs nothing but its printed data and the rules (no text, or only keywords and printed
plot-value modifiers, which the rules read from the data). A card absent from every module is
not scripted yet (docs/rules-coverage/lcg2e.md lists which).
"""
from api.games.lcg2e.cards import (  # noqa: F401
    agendas, baratheon, greyjoy, lannister, martell, neutral, nightswatch, plots, stark,
    targaryen, tyrell,
)
