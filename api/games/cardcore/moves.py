"""Moving cards between zones, and the events (with their audiences) every move makes.

With cards.create this is the only writer of zone lists. Every function returns events:

* ``{"type": "moved", "seat", "from", "dest", "reason", "count", "cards"?}`` — public. It names
  the cards (``[{"id", "code"}]``) only when everybody may see them at the source or at the
  destination; otherwise it carries the count alone (a draw, a mulligan, a facedown card).
  ``seat`` is the seat whose zone the cards left.
* ``{"type": "seen", "seat", "from", "dest", "reason", "cards", "to": [seats]}`` — follows a
  counted ``moved`` for the seats that may see those cards (the owner seeing what he drew).

Who sees a card where (design §7, spec §7): ``deck``: nobody; ``hand``, ``plot_deck``,
``setup``: its owner; a facedown card or duplicate in play: its controller; anything else:
everybody.

Leaving play (spec §5.12) is one step: attachments go to their owners' hands (Terminal ones
to their owners' discard piles; in a game whose catalog says ``orphaned_attachments:
"discard"``, as hbo's will, all of them to the discard pile), duplicates are discarded, power and tokens return to the
treasury, the card stands, control returns to its owner, lasting effects on it end and it stops
participating in the challenge. Whether a leave may be saved, cancelled or replaced is the
trigger pipeline's business (a seam for the flow, see __init__): these functions are the
"resolve" stage only.
"""
from __future__ import annotations

from api.engine.rng import Rng
from api.games.cardcore import abilities, derive, effects
from api.games.cardcore.cards import OWNER_ZONES, SLOT_ZONES, touch
from api.games.cardcore.catalog import of as catalog_of

PRIVATE_TO_OWNER = ("hand", "plot_deck", "setup")


def viewers(state: dict, cid: str, zone: str) -> set[int] | None:
    """Seats that may see ``cid`` in ``zone``; None means everybody (spectators too)."""
    card = state["cards"][cid]
    if zone == "deck":
        return set()
    if zone in PRIVATE_TO_OWNER:
        return {card["owner"]}
    if card["face_down"]:
        return {card["controller"]}
    return None


def holder(state: dict, cid: str) -> int:
    """The seat whose zone holds the card now: its controller in play, else its owner."""
    card = state["cards"][cid]
    return card["controller"] if card["zone"] in ("play", "duplicate") + SLOT_ZONES \
        else card["owner"]


def _take_out(state: dict, cid: str) -> None:
    card = state["cards"][cid]
    zone = card["zone"]
    if zone == "duplicate":
        state["cards"][card["dup_of"]]["dups"].remove(cid)
        card["dup_of"] = None
    elif zone == "play":
        state["seats"][card["controller"]]["play"].remove(cid)
        if card["attached_to"]:
            state["cards"][card["attached_to"]]["attachments"].remove(cid)
            card["attached_to"] = None
    elif zone in SLOT_ZONES:
        state["seats"][card["controller"]][zone] = None
    else:
        state["seats"][card["owner"]][zone].remove(cid)


def _put(state: dict, cid: str, zone: str, position: str) -> None:
    card = state["cards"][cid]
    pile = state["seats"][card["owner"]][zone]
    if zone == "deck" and position == "top":
        pile.insert(0, cid)
    elif zone == "deck" and position == "shuffle":
        pile.append(cid)
        Rng(state).shuffle(pile)
    else:  # piles grow on top, which is their end; a deck's bottom is its end too
        pile.append(cid)
    card["zone"] = zone


class _Batch:
    """Records each card's source and who could see it there, before anything moves."""

    def __init__(self, state: dict):
        self.state = state
        self.rows: list[tuple[str, str, int, set[int] | None]] = []

    def note(self, cid: str) -> None:
        card = self.state["cards"][cid]
        self.rows.append((cid, card["zone"], holder(self.state, cid),
                          viewers(self.state, cid, card["zone"])))

    def events(self, dest: str, reason: str, **extra) -> list[dict]:
        state = self.state
        groups: dict[tuple, list] = {}
        for cid, src, seat, seen in self.rows:
            groups.setdefault((seat, src), []).append((cid, seen))
        out = []
        for (seat, src), rows in groups.items():
            ev = {"type": "moved", "seat": seat, "from": src, "dest": dest, "reason": reason,
                  "count": len(rows), **extra}
            shown = [{"id": c, "code": state["cards"][c]["code"]} for c, _ in rows]
            hidden_from_some = False
            seen_by: set[int] = set()
            for cid, src_seen in rows:
                dst_seen = viewers(state, cid, state["cards"][cid]["zone"])
                if src_seen is None or dst_seen is None:
                    continue
                hidden_from_some = True
                seen_by |= src_seen | dst_seen
            if not hidden_from_some:
                ev["cards"] = shown
            out.append(ev)
            if hidden_from_some and seen_by:
                out.append({"type": "seen", "seat": seat, "from": src, "dest": dest,
                            "reason": reason, "cards": shown, "to": sorted(seen_by)})
        return out


# -- out of play -----------------------------------------------------------------------------

def move(state: dict, cids: list[str], dest: str, reason: str,
         position: str = "top") -> list[dict]:
    """Move cards to an out-of-play zone of their owners (``deck`` with ``position`` top,
    bottom or shuffle; ``hand``, ``discard``, ``dead``, ``removed``, ``used_plots``,
    ``plot_deck``, ``setup``). Cards in play leave play first (spec §5.12)."""
    if dest not in OWNER_ZONES:
        raise ValueError(f"move: {dest} is not an out-of-play zone")
    batch = _Batch(state)
    follow: list[dict] = []
    for cid in cids:
        batch.note(cid)
        if state["cards"][cid]["zone"] in ("play", "duplicate"):
            follow += _leave_play(state, cid)
        else:
            _take_out(state, cid)
        _put(state, cid, dest, position)
    touch(state)
    return batch.events(dest, reason) + follow


def _leave_play(state: dict, cid: str) -> list[dict]:
    """Take ``cid`` out of play and clean up after it; returns the events of what it drags
    along (its own move event is made by the caller)."""
    cards = state["cards"]
    card = cards[cid]
    # Terminal is read now, while the attachments are still in play and keep their text.
    to_hand = catalog_of(state).params["orphaned_attachments"] == "hand"
    terminal = {a: not to_hand or "terminal" in derive.keywords(state, a)
                for a in card["attachments"]}
    _take_out(state, cid)
    events = []
    for a in list(card["attachments"]):
        dest = "discard" if terminal[a] else "hand"
        events += move(state, [a], dest, "host_left_play")
    if card["dups"]:
        events += move(state, list(card["dups"]), "discard", "host_left_play")
    if card["power"]:
        events.append({"type": "power_returned", "card": cid, "amount": card["power"]})
    card.update(power=0, tokens={}, kneeling=False, face_down=False, entered=None,
                controller=card["owner"])
    effects.forget_card(state, cid)
    abilities.forget_uses(state, cid)
    challenge = state.get("challenge")
    if challenge:
        # Back in play it would be a new card (not bypassed, not considered participating);
        # and views show the challenge, which must not name a card now in a hidden zone.
        for side in ("attackers", "defenders", "bypassed", "considered"):
            if cid in challenge.get(side, ()):
                challenge[side].remove(cid)
    return events


# -- into play -------------------------------------------------------------------------------

def enter_play(state: dict, cid: str, how: str, controller: int | None = None,
               kneeling: bool = False, host: str | None = None) -> list[dict]:
    """Put a card into its controller's play area (``how``: ``marshal``, ``put``,
    ``ambush``, ``setup`` — setup cards are not considered to have entered play, spec §3.2
    step 9, so the flow must not raise enter triggers for them). An attachment needs a legal
    ``host`` (checked by the caller with :func:`can_attach`; a wrong one is a bug here)."""
    card = state["cards"][cid]
    if card["zone"] == "play":
        raise ValueError(f"{cid} is already in play")
    if host is not None and not can_attach(state, cid, host):
        raise ValueError(f"{cid} cannot be attached to {host}")
    batch = _Batch(state)
    batch.note(cid)
    _take_out(state, cid)
    seat = card["owner"] if controller is None else controller
    card.update(zone="play", controller=seat, kneeling=kneeling, face_down=False,
                entered={"round": state.get("round"), "phase": state.get("phase"), "how": how})
    state["seats"][seat]["play"].append(cid)
    extra = {"controller": seat, "how": how}
    if host is not None:
        card["attached_to"] = host
        state["cards"][host]["attachments"].append(cid)
        extra["host"] = host
    if kneeling:
        extra["kneeling"] = True
    touch(state)
    return batch.events("play", how, **extra)


def place_duplicate(state: dict, cid: str, host: str, reason: str,
                    face_down: bool = False) -> list[dict]:
    """Place ``cid`` under ``host`` as a duplicate (spec §5.11): a copy of a unique card
    marshaled for 0, or any card facedown (Arya Stark)."""
    card = state["cards"][cid]
    batch = _Batch(state)
    batch.note(cid)
    _take_out(state, cid)
    card.update(zone="duplicate", dup_of=host, face_down=face_down,
                controller=state["cards"][host]["controller"])
    state["cards"][host]["dups"].append(cid)
    touch(state)
    return batch.events("duplicate", reason, host=host)


def take_control(state: dict, cid: str, seat: int) -> list[dict]:
    """A card in play changes controller; it stops participating (spec §5.18)."""
    card = state["cards"][cid]
    old = card["controller"]
    if old == seat:
        return []
    state["seats"][old]["play"].remove(cid)
    state["seats"][seat]["play"].append(cid)
    card["controller"] = seat
    for d in card["dups"]:
        state["cards"][d]["controller"] = seat
    challenge = state.get("challenge")
    if challenge:
        for side in ("attackers", "defenders"):
            if cid in challenge.get(side, ()):
                challenge[side].remove(cid)
    touch(state)
    return [{"type": "control_changed", "card": cid, "code": card["code"], "from_seat": old,
             "seat": seat}]


# -- plots -----------------------------------------------------------------------------------

def reveal_plot(state: dict, seat: int, cid: str) -> list[dict]:
    """The chosen plot becomes the revealed plot; the one it covers joins the used pile
    (spec §5.14). Ending "until you reveal a new plot" effects is the flow's call
    (effects.expire_new_plot), after When Revealed order is settled."""
    s = state["seats"][seat]
    events = []
    if s["plot"]:
        events += move(state, [s["plot"]], "used_plots", "covered")
    batch = _Batch(state)
    batch.note(cid)
    _take_out(state, cid)
    s["plot"] = cid
    state["cards"][cid]["zone"] = "plot"
    touch(state)
    return events + batch.events("plot", "revealed")


def recycle_plots(state: dict, seat: int) -> list[dict]:
    """After the last plot of a deck is revealed, the used pile becomes the plot deck again."""
    used = list(state["seats"][seat]["used_plots"])
    return move(state, used, "plot_deck", "recycled") if used else []


# -- attachments -----------------------------------------------------------------------------

def can_attach(state: dict, att: str, host: str) -> bool:
    """Whether ``att`` may be attached to ``host`` now (spec §5.6, §5.13): the host is a
    character in play other than the attachment, without "No attachments" (or with the
    attachment's trait as the printed exception), and meets the attachment's printed host
    restriction. Whose card the host is matters only in setup (the flow's check)."""
    cards = state["cards"]
    if host == att or host not in cards or cards[host]["zone"] != "play":
        return False
    if derive.printed(state, host)["type"] != "character":
        return False
    host_kw = derive.keywords(state, host)
    if "no_attachments" in host_kw:
        return False
    excepts = [k.split(":", 1)[1] for k in host_kw if k.startswith("no_attachments_except:")]
    att_traits = derive.traits(state, att) if cards[att]["zone"] == "play" \
        else derive.printed(state, att)["traits"]
    if excepts and not any(t in att_traits for t in excepts):
        return False
    only = derive.printed(state, att).get("attach_only")
    if only and "faction" in only and derive.printed(state, host)["faction"] != only["faction"]:
        return False
    if only and "traits" in only and not set(only["traits"]) & set(derive.traits(state, host)):
        return False
    return True


def illegal_attachments(state: dict) -> list[str]:
    """Attachments in play no longer legally attached (RR: such an attachment is discarded);
    the flow discards them as a state check."""
    cards = state["cards"]
    return [cid for s in state["seats"] for cid in s["play"]
            if cards[cid]["attached_to"] and not can_attach(state, cid, cards[cid]["attached_to"])]
