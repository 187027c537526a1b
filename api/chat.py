"""Match chat: a public channel and private channels between chosen seats.

A message is an event of its own type (``chat``) in the match's event stream, numbered like
every other event but without a new version (nothing in the game changes, so no pinned version
goes stale). Its audience is the stream's own: ``*`` for the table, else the sender and the
recipients, so the event filter that hides a game's secrets also keeps private messages from
other seats and spectators. The last messages are kept in a list too, so reading the chat does
not scan the whole event log.
"""
from __future__ import annotations

import time

import orjson

from api.matches import PUBLIC, Record, labelled, visible
from api.problems import Problem
from api.store import Store


def post(store: Store, config: dict, rec: Record, seat: int | None, text: str,
         to: list[int] | None) -> dict:
    if seat is None:
        raise Problem(401, "seat-required", "send your seat's token to chat; spectators only read")
    text = text.strip()
    if not text:
        raise Problem(422, "empty-message", "a message needs some text",
                      errors={"text": ["must not be blank"]})
    doc = rec.doc
    recipients = sorted(set(to or []))
    if recipients:
        if any(not 0 <= s < doc["players"] for s in recipients):
            raise Problem(422, "invalid-recipients",
                          f"recipients must be seats 0..{doc['players'] - 1}",
                          errors={"to": ["seat out of range"]})
        if recipients == [seat]:
            raise Problem(422, "invalid-recipients", "name at least one seat besides your own",
                          errors={"to": ["only the sender"]})
        recipients = [s for s in recipients if s != seat]
    audience = PUBLIC if not recipients else ",".join(str(s) for s in sorted([seat, *recipients]))
    event = {"type": "chat", "seat": seat, "name": doc["seats"][seat]["name"], "text": text,
             "recipients": recipients or None, "at": round(time.time(), 3)}
    count, window = config["CHAT_RATE"]
    code, n = store.post_chat(doc["id"], seat, audience, orjson.dumps(event),
                              (count, int(window * 1000)), config["CHAT_KEEP"])
    if code == -1:
        raise Problem(404, "not-found", f"match '{doc['id']}' not found")
    if code == 0:
        wait = max(1, -(-n // 1000))
        raise Problem(429, "chat-rate-limited",
                      f"at most {count} messages per {window:g} s; wait {wait} s",
                      headers={"Retry-After": str(wait)})
    return labelled(event, n, audience)


def read(store: Store, mid: str, seat: int | None, after: int) -> list[dict]:
    """The kept messages the caller may see, numbered after ``after``."""
    return [m for m in visible(store.chat(mid), seat) if m["id"] > after]
