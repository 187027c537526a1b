"""The six titles of a melee (cards 01206-01211, spec §5.20.3) as card scripts: what a
constant ability can say is said here and read by the flow like any card's; the relations
(supports, rivals) are data (``title`` of each record) read by melee.py, and the Hand of the
King's "not against the same opponent" and the Master of Whispers' and Crown Regent's choices
are steps of the challenge (challenges.py).

A title works from its bearer's ``title`` slot (``from_="title"``), so "you" is its bearer.
"""
from api.games.cardcore.abilities import constant, script
from api.games.lcg2e.catalog import CATALOG


def _str_in(kind: str) -> dict:
    """+1 STR to the bearer's side in a ``kind`` challenge (the flow adds a side bonus only
    when the seat controls a participating character)."""
    return constant("you", {"verb": "side_str", "amount": 1},
                    while_=[["challenge_type", kind]], from_="title")


# Master of Whispers: +1 STR in intrigue; an intrigue claim it wins as the attacker may also
# be applied to other opponents of its choice.
script(CATALOG, "01206", _str_in("intrigue"),
       constant("you", {"verb": "claim_extra_opponents"}, from_="title"))
# Master of Ships: +1 STR in military; +1 claim in a military challenge it attacks a rival in.
script(CATALOG, "01207", _str_in("military"),
       constant("you", {"verb": "plot_value", "value": "claim", "amount": 1},
                while_=[["challenge_type", "military"], ["your_role", "attacker"],
                        ["defender_is_rival"]], from_="title"))
# Hand of the King: +1 STR in power; one more power challenge (melee.challengeable keeps it
# off an opponent already challenged for power this phase).
script(CATALOG, "01208", _str_in("power"),
       constant("you", {"verb": "extra_challenge", "challenge": "power", "amount": 1},
                from_="title"))
# Master of Coin: "+2 Income" is printed data (plot_modifiers).
script(CATALOG, "01209", vanilla=True)
# Master of Laws: one more card in the draw phase; "+1 Reserve" is printed data.
script(CATALOG, "01210", constant("you", {"verb": "draw_phase_count", "amount": 1},
                                  from_="title"))
# Crown Regent: +2 STR for dominance; once per round it may redirect a challenge
# (challenges.py asks its bearer after each initiation).
script(CATALOG, "01211", constant("you", {"verb": "dominance_str", "amount": 2}, from_="title"),
       constant("you", {"verb": "redirect_challenge"}, from_="title"))
