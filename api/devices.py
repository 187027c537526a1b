"""What a sessions list says of a log-in's device: browser, system and device family, read from
its User-Agent by ua-parser, so nobody has to recognise a raw User-Agent string. Only these
families are kept, not the string (it says more about a person than a list of their devices
needs)."""
from __future__ import annotations

from functools import lru_cache

from ua_parser import parse

MAX_AGENT = 512          # longer ones are cut: nothing a family name needs lies past it


def device_of(agent: str | None) -> dict:
    """{browser, os, device}: each a family name, or None when the User-Agent does not say."""
    return dict(_families((agent or "")[:MAX_AGENT]))


@lru_cache(maxsize=256)
def _families(agent: str) -> tuple:
    if not agent:
        return (("browser", None), ("os", None), ("device", None))
    found = parse(agent)
    ua, os_, dev = found.user_agent, found.os, found.device
    return (("browser", _named(ua)), ("os", _named(os_)),
            ("device", _named(dev) if dev and dev.family not in ("Other", "Spider") else None))


def _named(part) -> str | None:
    family = getattr(part, "family", None)
    return None if family in (None, "", "Other") else family
