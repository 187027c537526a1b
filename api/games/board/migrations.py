"""Upgrades of stored board2e states (``Game.migrations``): ``MIGRATIONS[i]`` turns a state of
schema version i+1 into one of i+2. A match stored by an older engine plays on after an upgrade."""

SCHEMA_VERSION = 2


def _v1_to_v2(state: dict) -> dict:
    # Since v2 every wildling choice names the card that opened it (its prompt shows the card);
    # a Preemptive Raid tie-break stored before then did not record it.
    stack = [{**f, "card": "preemptive_raid"}
             if f.get("kind") == "wildling_choice" and f.get("choice") == "preemptive_track"
             and "card" not in f else f
             for f in state.get("stack", [])]
    return {**state, "stack": stack}


MIGRATIONS = (_v1_to_v2,)
