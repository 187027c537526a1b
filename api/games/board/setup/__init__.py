"""Setup (spec 1.1, 3): a fresh game state, the match options, and choosing houses."""
