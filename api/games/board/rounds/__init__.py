"""The round (spec 4.1), its clean-up (4.5 step 4), victory and the end of the game (1.3, 1.4,
5.24), and the flow that checks victory after every step."""
