"""A Game of Thrones: The Card Game, Second Edition (Core Set) — spec /rules/lcg-2e.md.

Not registered as a game yet: this package holds the card data (catalog.py), deck building
(deckbuilding.py) and the card scripts (cards/) on the shared card-game library
api/games/cardcore. The round flow comes next, on the engine's new decision machinery.
"""
