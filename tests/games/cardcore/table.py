"""A table harness: a card-game state with given cards in given zones, without playing a game.

    t = Table(factions=("stark", "lannister"))
    t.seat(0, play=["Eddard Stark", ("Ice", "Eddard Stark")], hand=["Winter Is Coming"],
           deck=["Summer"] * 5, plot="A Clash of Kings", gold=2, power=3)
    t.seat(1, play=[{"card": "Tywin Lannister", "kneeling": True, "power": 2}])
    t.id("Eddard Stark")  -> "c1";  t.str("Eddard Stark") -> 5

Cards are named by their printed names (Core Set, lcg2e catalog). An attachment in ``play`` is
``(name, host name)`` or ``{"card": name, "on": host, "host_seat": s}`` (host in another
seat's play area); a duplicate is ``{"card": name, "dup_of": host}``. Cards in play are
placed the way setup places them (already in play, standing unless told). Every state the
harness hands out has been through JSON (``t.state`` after ``t.roundtrip()``), as the platform
does between requests.
"""
from __future__ import annotations

import json

from api.engine.rng import seed_state
from api.games.cardcore import cards, derive, moves
from api.games.lcg2e.catalog import BY_NAME  # registers the lcg2e catalog and its scripts


class Table:
    def __init__(self, factions=("stark", "lannister"), seed: int = 1, round_: int = 1,
                 phase: str = "challenges", first_player: int = 0):
        self.state = cards.init({"rng": seed_state(seed), "round": round_, "phase": phase,
                                 "first_player": first_player}, "lcg2e", list(factions))

    # -- building ----------------------------------------------------------------------------

    def _new(self, seat: int, name: str, zone: str) -> str:
        return cards.create(self.state, seat, BY_NAME[name], zone)

    def seat(self, s: int, *, play=(), hand=(), deck=(), discard=(), dead=(), removed=(),
             plot_deck=(), used_plots=(), plot=None, agenda=None, gold=0, power=0,
             kneeling_faction=False) -> "Table":
        st = self.state
        for zone, names in (("hand", hand), ("deck", deck), ("discard", discard),
                            ("dead", dead), ("removed", removed), ("plot_deck", plot_deck),
                            ("used_plots", used_plots)):
            for name in names:
                self._new(s, name, zone)
        if plot:
            cid = self._new(s, plot, "plot_deck")
            moves.reveal_plot(st, s, cid)
        if agenda:
            self._new(s, agenda, "agenda")
        for entry in play:
            self.put(s, entry)
        seat = st["seats"][s]
        seat["gold"] = gold
        seat["faction_card"].update(power=power, kneeling=kneeling_faction)
        cards.touch(st)
        return self

    def put(self, s: int, entry) -> str:
        """Put one card into seat ``s``'s play area (see the module docstring for forms)."""
        if isinstance(entry, str):
            entry = {"card": entry}
        elif isinstance(entry, tuple):
            entry = {"card": entry[0], "on": entry[1]}
        cid = self._new(s, entry["card"], "hand")
        if "dup_of" in entry:
            moves.place_duplicate(self.state, cid, self.id(entry["dup_of"], seat=s), "setup",
                                  face_down=entry.get("face_down", False))
            return cid
        host = None
        if "on" in entry:
            host = self.id(entry["on"], seat=entry.get("host_seat", s), zone="play")
        moves.enter_play(self.state, cid, "setup", controller=s,
                         kneeling=entry.get("kneeling", False), host=host)
        card = self.state["cards"][cid]
        card["power"] = entry.get("power", 0)
        card["tokens"] = dict(entry.get("tokens", {}))
        cards.touch(self.state)
        return cid

    def roundtrip(self) -> dict:
        self.state = json.loads(json.dumps(self.state))
        return self.state

    # -- reading -----------------------------------------------------------------------------

    def ids(self, name: str, seat: int | None = None, zone: str | None = None) -> list[str]:
        code = BY_NAME[name]
        return [cid for cid, c in self.state["cards"].items() if c["code"] == code
                and (seat is None or c["owner"] == seat or c["controller"] == seat)
                and (zone is None or c["zone"] == zone)]

    def id(self, name: str, seat: int | None = None, zone: str | None = None) -> str:
        found = self.ids(name, seat, zone)
        if len(found) != 1:
            raise AssertionError(f"{len(found)} cards named {name!r} (seat {seat}, {zone})")
        return found[0]

    def card(self, name: str, **kw) -> dict:
        return self.state["cards"][self.id(name, **kw)]

    def str(self, name: str, **kw) -> int | None:
        return derive.strength(self.state, self.id(name, **kw))

    def icons(self, name: str, **kw) -> tuple:
        return derive.icons(self.state, self.id(name, **kw))

    def keywords(self, name: str, **kw) -> tuple:
        return derive.keywords(self.state, self.id(name, **kw))

    def traits(self, name: str, **kw) -> tuple:
        return derive.traits(self.state, self.id(name, **kw))

    def value(self, seat: int, value: str) -> int:
        return derive.plot_value(self.state, seat, value)

    def zone(self, seat: int, zone: str) -> list[str]:
        """Printed names in a seat's zone, in zone order."""
        return [derive.printed(self.state, c)["name"] for c in cards.zone_of(self.state, seat, zone)]
