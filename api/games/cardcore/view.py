"""Per-seat redaction (design §7, spec §7): what one seat, or a spectator (None), may see.

The rule in one line: ids and codes of cards in hidden zones never leave the server for a seat
that may not see them; those zones are shown as counts. ``deck``: a count for everybody
(its owner does not know its order either); ``hand``, ``plot_deck``, ``setup``: the owner's
ids and codes, a count for the others; a facedown card in play or a facedown duplicate:
its controller sees it, the others see only that it is there; everything else is public.
A game's view composes these helpers and adds its own public fields.
"""
from __future__ import annotations

from api.games.cardcore import derive

OWNER_ONLY = ("hand", "plot_deck", "setup")
PUBLIC_PILES = ("discard", "dead", "used_plots", "removed")


def card(state: dict, cid: str, viewer: int | None) -> dict:
    """A card in play (or a revealed plot, agenda, title) with what may be known about it:
    its state, and its derived characteristics for characters."""
    c = state["cards"][cid]
    if c["face_down"] and viewer != c["controller"]:
        return {"face_down": True}
    out = {"id": cid, "code": c["code"], "owner": c["owner"], "controller": c["controller"],
           "kneeling": c["kneeling"], "power": c["power"]}
    if c["face_down"]:
        out["face_down"] = True
    if c["tokens"]:
        out["tokens"] = dict(c["tokens"])
    if c["attachments"]:
        out["attachments"] = [card(state, a, viewer) for a in c["attachments"]]
    if c["dups"]:
        out["dups"] = [card(state, d, viewer) for d in c["dups"]]
    if c["zone"] == "play":
        p = derive.printed(state, cid)
        if p["type"] == "character":
            out["strength"] = derive.strength(state, cid)
            out["icons"] = list(derive.icons(state, cid))
        out["keywords"] = list(derive.keywords(state, cid))
        out["traits"] = list(derive.traits(state, cid))
        if derive.is_blank(state, cid):
            out["blank"] = True
    return out


def listed(state: dict, ids: list[str]) -> list[dict]:
    return [{"id": i, "code": state["cards"][i]["code"]} for i in ids]


def seat(state: dict, s: int, viewer: int | None) -> dict:
    """One seat's zones as ``viewer`` may see them."""
    z = state["seats"][s]
    out = {"faction": z["faction"], "faction_card": dict(z["faction_card"]), "gold": z["gold"],
           "deck": {"count": len(z["deck"])},
           "play": [card(state, c, viewer) for c in z["play"]
                    if not state["cards"][c]["attached_to"]]}
    for name in OWNER_ONLY:
        out[name] = listed(state, z[name]) if viewer == s else {"count": len(z[name])}
    for name in PUBLIC_PILES:
        out[name] = listed(state, z[name])
    for name in ("plot", "agenda", "title"):
        out[name] = card(state, z[name], viewer) if z[name] else None
    return out


def sealed(picks: dict, viewer: int | None) -> dict:
    """Secret picks in progress (``{"0": pick, ...}``): one's own pick, "ready" for others."""
    return {k: (v if viewer is not None and str(viewer) == k else "ready")
            for k, v in picks.items()}


def for_viewer(events: list[dict], viewer: int | None) -> list[dict]:
    """The events ``viewer`` may receive (the platform filters the same way on ``to``)."""
    return [e for e in events if "to" not in e or (viewer is not None and viewer in e["to"])]


def hidden_from(state: dict, viewer: int | None) -> set[str]:
    """Every card id ``viewer`` must never be sent: for tests that a view or an event
    stream leaks nothing (design §8.6)."""
    hidden = set()
    for s, z in enumerate(state["seats"]):
        hidden.update(z["deck"])
        if viewer != s:
            for name in OWNER_ONLY:
                hidden.update(z[name])
    for cid, c in state["cards"].items():
        if c["face_down"] and c["zone"] in ("play", "duplicate") and viewer != c["controller"]:
            hidden.add(cid)
    return hidden
