"""Influence tracks (spec 5.5, 5.6, 5.23): turn order and dominance tokens, sealed power bids
and their ties."""
