"""Upgrades of stored board2e states (``Game.migrations``): ``MIGRATIONS[i]`` turns a state of
schema version i+1 into one of i+2. A match stored by an older engine plays on after an upgrade."""

SCHEMA_VERSION = 4


def _v1_to_v2(state: dict) -> dict:
    # Since v2 every wildling choice names the card that opened it (its prompt shows the card);
    # a Preemptive Raid tie-break stored before then did not record it.
    stack = [{**f, "card": "preemptive_raid"}
             if f.get("kind") == "wildling_choice" and f.get("choice") == "preemptive_track"
             and "card" not in f else f
             for f in state.get("stack", [])]
    return {**state, "stack": stack}


def _v2_to_v3(state: dict) -> dict:
    # Since v3 the board's one-seat questions are the engine's ``ask`` frames (the asked seat
    # and the complete option list are stored in the frame) and its bids the engine's sealed
    # frames (the bids are the frame's entries, not ``state["bids"]``).
    out = {**state, "stack": [g for f in state.get("stack", []) for g in _v3_frames(state, f)]}
    out["bids"] = {}     # an open bid's sealed bids are now its frame's entries
    return out


def _v3_frames(state: dict, f: dict) -> list[dict]:
    if f.get("kind") == "order_tied_bidders" and "groups" in f:
        # the tie-break frame now asks each place with an engine question on top of it
        flow = {k: f[k] for k in ("occ", "asked") if k in f}
        ties = {k: v for k, v in f.items() if k not in flow}
        group = f["groups"][0]
        pick = {"kind": "order_tied_bidders", "seat": state["seats"].index(f["chooser"]),
                "options": [{"type": "order_tied_bidders", "house": h} for h in group],
                "prompt": "order_tied_bidders", "track": f["track"],
                "position": len(f["placed"]) + 1, "houses": list(group), **flow}
        return [{**ties, "kind": "tied_bidders"}, pick]
    return [_v3_frame(state, f)]


def _v3_frame(state: dict, f: dict) -> dict:
    if f.get("kind") == "westeros_choice" and "options" not in f:
        # imported here: the rule modules import this package's edition data at load time
        from api.games.board.seats import house_seat
        from api.games.board.westeros.cards import choice_options
        rest = {k: v for k, v in f.items() if k != "track"}
        return {**rest, "seat": house_seat(state, state["tracks"][f["track"]][0]),
                "options": choice_options(state, f["card"]), "prompt": f"choose_{f['card']}"}
    if f.get("kind") == "combat_choice" and "ask" in f:
        rest = {k: v for k, v in f.items() if k != "ask"}
        return {**rest, "seat": state["seats"].index(f["house"]), "prompt": f["ask"]}
    if f.get("kind") == "wildling_choice" and "options" not in f:
        from api.games.board.wildlings.choice import choice_actions
        return {**f, "seat": state["seats"].index(f["chooser"]),
                "options": choice_actions(state, f), "prompt": f["choice"]}
    if f.get("kind") == "raven" and "options" not in f:
        from api.games.board.planning.raven import push_raven, scout_options
        if f["stage"] == "scout":
            return {**f, "seat": state["seats"].index(f["house"]), "options": scout_options(),
                    "prompt": "raven_scout"}
        probe = {**state, "stack": []}
        push_raven(probe, f["house"])
        return {**f, **probe["stack"][0]}
    if f.get("kind") == "neutral_support" and "options" not in f:
        from api.games.board.action.neutral_forces import support_options
        return {**f, "seat": state["seats"].index(f["queue"][0]), "prompt": "neutral_support",
                "options": support_options()}
    if f.get("kind") == "bid" and "entries" not in f:
        seats, sealed = state["seats"], (state.get("bids") or {}).get("sealed", {})
        typ = "bid_wildlings" if f["context"] == "wildlings" else "bid_influence"
        return {**f, "seats": [seats.index(h) for h in f["houses"]],
                "entries": {str(seats.index(h)): {"type": typ, "bid": b}
                            for h, b in sealed.items()},
                "opened": True}
    return f


def _v3_to_v4(state: dict) -> dict:
    # Since v4 the assignment of orders and the choice of house cards are the engine's sealed
    # frames (who is in, and the chosen cards, are the frame's entries: no "ready" lists, no
    # card under the combat's "sealed"), and a port capture is the engine's ask frame.
    out = {**state, "stack": [_v4_frame(state, f) for f in state.get("stack", [])]}
    c = state.get("combat")
    if c and "ready" in c:
        rest = {k: v for k, v in c.items() if k != "ready"}
        rest["sealed"] = {h: {k: v for k, v in mine.items() if k != "card"}
                          for h, mine in c["sealed"].items()}
        out["combat"] = rest
    return out


def _v4_frame(state: dict, f: dict) -> dict:
    from api.games.board.seats import house_seat
    kind = f.get("kind")
    if kind == "assign_orders" and "ready" in f:
        from api.games.board.planning.assign import SUBMIT
        from api.games.board.planning.orders import order_areas
        from api.games.board.tracks.influence import turn_order
        rest = {k: v for k, v in f.items() if k not in ("ready", "queue")}
        return {**rest, "seats": [house_seat(state, h) for h in f.get("queue") or turn_order(state)],
                "opened": True,
                "entries": {str(house_seat(state, h)): SUBMIT if order_areas(state, h) else None
                            for h in f["ready"]}}
    if kind == "combat_cards" and "entries" not in f:
        c = state["combat"]
        entries = {}
        for side in ("attacker", "defender"):
            h = c[side]
            if c["ready"][h]:
                entries[str(house_seat(state, h))] = {"type": "choose_house_card",
                                                      "card": c["sealed"][h]["card"]}
            elif not state["houses"][h]["hand"]:
                entries[str(house_seat(state, h))] = None
        return {**f, "seats": [house_seat(state, c[s]) for s in ("attacker", "defender")],
                "entries": entries, "opened": True}
    if kind == "capture_port" and "options" not in f:
        from api.games.board.areas.ports import capture_max
        n = capture_max(state, f["house"], f["port"])
        return {**f, "seat": house_seat(state, f["house"]), "prompt": "capture_port",
                "options": [{"type": "capture_ships", "count": k} for k in range(n + 1)]}
    return f


MIGRATIONS = (_v1_to_v2, _v2_to_v3, _v3_to_v4)
