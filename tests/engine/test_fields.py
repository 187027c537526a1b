"""The shared field checks (api/engine/fields.py): one kind of mistake, one code, in every game."""
import pytest

from api.engine.errors import BadAction, IllegalAction
from api.engine.fields import (expect_type, get_bool, get_int, get_str, illegal, match_option,
                               same)


def code_of(fn, *args, **kw):
    with pytest.raises((BadAction, IllegalAction)) as exc:
        fn(*args, **kw)
    return exc.value.code, getattr(exc.value, "field", None), exc.value.status


def test_field_getters():
    assert expect_type({"type": "bid"}, "bid", "pass") == "bid"
    assert code_of(expect_type, {"type": "x"}, "bid") == ("unknown-action", "type", 422)
    assert get_str({"area": "x"}, "area") == "x"
    assert get_str({}, "area", allow_none=True) is None
    assert code_of(get_str, {"area": 3}, "area") == ("wrong-type", "area", 422)
    assert code_of(get_str, {}, "area") == ("missing-field", "area", 422)
    assert code_of(get_str, {"area": None}, "area") == ("missing-field", "area", 422)
    assert code_of(get_str, {"area": "x"}, "area", ("y",)) == ("bad-value", "area", 422)
    assert get_int({"n": 3}, "n", 0, 5) == 3
    assert code_of(get_int, {"n": True}, "n") == ("wrong-type", "n", 422)
    assert code_of(get_int, {}, "n") == ("missing-field", "n", 422)
    assert code_of(get_int, {"n": 9}, "n", 0, 5) == ("bad-value", "n", 422)
    assert get_bool({"b": False}, "b") is False
    assert code_of(get_bool, {"b": 0}, "b") == ("wrong-type", "b", 422)
    assert code_of(get_bool, {}, "b") == ("missing-field", "b", 422)
    assert code_of(illegal, "too-high", "no") == ("illegal-action/too-high", None, 409)


def test_json_equality_is_strict_about_types():
    assert same({"a": [1, {"b": None}]}, {"a": [1, {"b": None}]})
    assert not same(1, True) and not same(1, 1.0) and not same([1], [True])
    assert not same({"a": 1}, {"a": 1, "b": 2})


OPTIONS = [{"type": "move", "area": "a", "units": ["knight"]},
           {"type": "move", "area": "b", "units": []}, {"type": "done"}]


def test_match_option_finds_the_listed_action_or_says_precisely_why_not():
    assert match_option(OPTIONS, {"type": "done"}) is OPTIONS[2]
    assert match_option(OPTIONS, {"type": "move", "area": "b", "units": []}) is OPTIONS[1]
    assert code_of(match_option, OPTIONS, {"type": "fly"})[0] == "unknown-action"
    assert code_of(match_option, OPTIONS, {"type": "move", "area": "a"})[:2] == \
        ("missing-field", "units")
    assert code_of(match_option, OPTIONS, {"type": "move", "area": 1, "units": []})[:2] == \
        ("wrong-type", "area")
    assert code_of(match_option, OPTIONS, {"type": "move", "area": None, "units": []})[:2] == \
        ("missing-field", "area")
    assert code_of(match_option, OPTIONS, {"type": "done", "now": True})[:2] == \
        ("unknown-field", "now")
    assert code_of(match_option, OPTIONS, {"type": "move", "area": "c", "units": []}) == \
        ("illegal-action/not-an-option", None, 409)
