"""House Stark's cards (6.1): Robb, Roose Bolton, the Blackfish, Catelyn."""
from __future__ import annotations

from api.games.board.combat.house_cards.registry import ability
from api.games.board.combat.state import cur


def _roose(state, side):
    c = cur(state)
    if c["winner"] == side:
        return []
    c["flags"]["roose"] = side   # applied in clean-up, once the played cards are discarded
    return []


ability("robb_stark", retreat_chooser=True)
ability("roose_bolton", after_winner=_roose)
ability("the_blackfish", no_casualties=True)
ability("catelyn_stark", defense=lambda state, side, value: value * 2)
