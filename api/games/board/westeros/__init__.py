"""The Westeros phase (spec 4.2, 4.3, 6.2): three cards revealed, the wildling threat advanced,
the cards resolved in deck order, and Clash of Kings (5.6)."""
