"""Field checks for incoming actions: garbage in, precise BadAction out (never KeyError)."""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.games.board.edition import edition_of


def get_str(action: dict, name: str, choices=None, allow_none: bool = False):
    v = action.get(name)
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        raise BadAction("missing-field", f"'{name}' must be a string", field=name)
    if choices is not None and v not in choices:
        raise BadAction("bad-value", f"'{name}' has an unknown value", field=name)
    return v


def get_area(state: dict, action: dict, name: str = "area", allow_none: bool = False):
    """An area id of the game's map under ``name``."""
    return get_str(action, name, edition_of(state).areas, allow_none)


def get_int(action: dict, name: str, lo: int = 0, hi: int = 10**6) -> int:
    v = action.get(name)
    if not isinstance(v, int) or isinstance(v, bool):
        raise BadAction("missing-field", f"'{name}' must be an integer", field=name)
    if not lo <= v <= hi:
        raise BadAction("bad-value", f"'{name}' must be between {lo} and {hi}", field=name)
    return v


def get_bool(action: dict, name: str, default=None) -> bool:
    v = action.get(name, default)
    if not isinstance(v, bool):
        raise BadAction("missing-field", f"'{name}' must be true or false", field=name)
    return v


def unknown(action: dict):
    raise BadAction("unknown-action", f"action type {action.get('type')!r} is not expected now",
                    field="type")


def illegal(code: str, detail: str):
    raise IllegalAction(f"illegal-action/{code}", detail)


def check_choice(action: dict, options: list[dict], kind: str, fields: tuple[str, ...]) -> None:
    """Refuse an action that is not one of ``options`` (each listed action is accepted verbatim).

    A wrong type or a missing/mistyped field is malformed (422); a well-formed action that is
    not among the choices is forbidden now (409).
    """
    if action.get("type") != kind:
        raise BadAction("unknown-action", f"expected an action of type {kind!r}", field="type")
    for f in fields:
        if f not in action:
            raise BadAction("missing-field", f"{kind} needs {f!r}", field=f)
        v = action[f]
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise BadAction("bad-field", f"{f!r} must be a string or an integer", field=f)
    extra = set(action) - set(fields) - {"type"}
    if extra:
        raise BadAction("unknown-field", f"unexpected field {sorted(extra)[0]!r}",
                        field=sorted(extra)[0])
    if action not in [o["action"] for o in options]:
        raise IllegalAction(f"illegal-action/{kind}", "that choice is not allowed now")
