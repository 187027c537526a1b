"""The board's areas (spec 5.1-5.4, 5.10, 5.11): control, supply, mustering, ship transport
and ports. Every phase reads and changes the board through these modules."""
