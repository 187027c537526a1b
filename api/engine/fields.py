"""Checks for the fields of an incoming action: garbage in, a precise rule error out (never a
KeyError or TypeError). Every game uses these, so one kind of mistake gets one code everywhere:

- ``unknown-action`` (422, field ``type``): a type the pending decision does not take;
- ``missing-field`` (422): a field absent (or null);
- ``wrong-type`` (422): a field present with another JSON type than the one it takes;
- ``bad-value`` (422): a field of the right type outside its closed set or range;
- ``unknown-field`` (422): a field no listed option has;
- ``illegal-action/<code>`` (409): well formed, but not allowed now (:func:`illegal`).

JSON types are compared strictly: ``true`` is not the number 1.
"""
from __future__ import annotations

import orjson

from api.engine.errors import BadAction, IllegalAction

_MISSING = object()
_SORTED = orjson.OPT_SORT_KEYS


def expect_type(action: dict, *types: str) -> str:
    """The action's type, if it is one of ``types``."""
    t = action.get("type")
    if t not in types:
        raise BadAction("unknown-action", f"expected an action of type {' or '.join(types)}",
                        field="type")
    return t


def only(action: dict, *names: str) -> None:
    """Refuse a field the action's type does not take: nothing unasked for is stored."""
    for k in sorted(action):
        if k != "type" and k not in names:
            raise BadAction("unknown-field", f"an action of type {action.get('type')!r} "
                            f"has no field {k!r}", field=k)


def unknown(action: dict):
    raise BadAction("unknown-action", f"action type {action.get('type')!r} is not expected now",
                    field="type")


def illegal(code: str, detail: str):
    raise IllegalAction(f"illegal-action/{code}", detail)


def absent_or_wrong(name: str, value, what: str):
    """The error for a field that is not what it must be: missing when absent or null (JSON
    clients leave fields out either way), else of the wrong type."""
    if value is None:
        raise BadAction("missing-field", f"'{name}' is required: {what}", field=name)
    raise BadAction("wrong-type", f"'{name}' must be {what}", field=name)


def get_str(action: dict, name: str, choices=None, allow_none: bool = False):
    v = action.get(name)
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        absent_or_wrong(name, v, "a string")
    if choices is not None and v not in choices:
        raise BadAction("bad-value", f"'{name}' has an unknown value", field=name)
    return v


def get_int(action: dict, name: str, lo: int = 0, hi: int = 10**6) -> int:
    v = action.get(name)
    if not isinstance(v, int) or isinstance(v, bool):
        absent_or_wrong(name, v, "an integer")
    if not lo <= v <= hi:
        raise BadAction("bad-value", f"'{name}' must be between {lo} and {hi}", field=name)
    return v


def get_bool(action: dict, name: str, default=None) -> bool:
    v = action.get(name, default)
    if not isinstance(v, bool):
        absent_or_wrong(name, v, "true or false")
    return v


def same(a, b) -> bool:
    """JSON equality with strict types (``1 != 1.0 != true``), through lists and objects."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def match_option(options: list[dict], action: dict, code: str = "not-an-option") -> dict:
    """The listed action equal to ``action``; otherwise the most precise error: a type nobody
    takes, a field no option has, a field missing, a field of the wrong type, else 409
    ``illegal-action/<code>`` (well formed, but not one of the choices)."""
    for o in options:
        # == first (fast, but it takes true for 1), then the JSON texts, which tell them apart.
        if o == action and orjson.dumps(o, option=_SORTED) == orjson.dumps(action, option=_SORTED):
            return o
    t = action.get("type")
    typed = [o for o in options if o.get("type") == t]
    if not typed:
        raise BadAction("unknown-action", "the pending decision takes actions of type "
                        f"{' or '.join(sorted({str(o.get('type')) for o in options}))}",
                        field="type")
    known = set().union(*typed)
    for k in sorted(action):
        if k not in known:
            raise BadAction("unknown-field", f"no listed option has a field {k!r}", field=k)
    for k in sorted(set.intersection(*(set(o) for o in typed)) - {"type"}):
        v = action.get(k, _MISSING)
        if v is _MISSING or (v is None and not any(o[k] is None for o in typed)):
            raise BadAction("missing-field", f"field {k!r} is required", field=k)
        if not any(type(v) is type(o[k]) for o in typed):
            raise BadAction("wrong-type", f"field {k!r} has the wrong type", field=k)
    raise IllegalAction(f"illegal-action/{code}", "that choice is not one of the listed options")
