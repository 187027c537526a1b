"""Combat (spec 5.13-5.19, 5.26, 6.1, 6.4), one module per step of the rulebook's sequence."""
