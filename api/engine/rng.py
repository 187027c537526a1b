"""A small seeded generator whose whole state is one integer kept in the game state.

Python's ``random.Random`` state is 625 integers; storing that in every saved match would
dominate its size, so games draw from this SplitMix64 generator instead. The state lives at
``state["rng"]``; every draw reads and writes it, so a game replays exactly from its seed.
"""

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    return seed & MASK


class Rng:
    __slots__ = ("_holder", "_key")

    def __init__(self, holder: dict, key: str = "rng"):
        self._holder = holder
        self._key = key

    def next64(self) -> int:
        s = (self._holder[self._key] + GOLDEN) & MASK
        self._holder[self._key] = s
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> list:
        """Fisher-Yates in place; returns the list for convenience."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items
