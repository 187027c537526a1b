"""The Planning phase (spec 4.4) and the order tokens (2.2, 5.7)."""
