"""Whether a stored match replays exactly: its seed and action log, read from Redis at one
moment, rebuild the stored state, and its version counts every accepted write."""
import orjson

from api.games import REGISTRY
from api import archive
from api.store import actions_key, archived_pieces, match_key, read_archived, unpack_doc


def replays_exactly(r, mid: str) -> tuple[dict, int, int]:
    """(the stored match document, its version, its number of logged actions), all of one
    moment, after checking that the engine rebuilds the state from the action log (a lost
    action leaves the replay behind, a doubled one ahead)."""
    pipe = r.pipeline(transaction=not hasattr(r, "get_nodes"))   # a cluster: one slot anyway
    pipe.hget(match_key(mid), "doc")
    pipe.lrange(actions_key(mid), 0, -1)
    pipe.hget(match_key(mid), "version")
    read_archived(pipe, mid)
    raw, log, version, *archived = pipe.execute()
    # Older actions are in a live match's compressed chunks, or in a finished match's record.
    log = archive.unpack(archived_pieces(*archived))[1] + log
    doc = unpack_doc(orjson.loads(archive.document(raw)))
    game = REGISTRY[doc["game"]]
    state = game.new(doc["players"], doc["options"], doc["seed"])
    for raw_entry in log:
        entry = orjson.loads(raw_entry)
        if len(entry) == 3:              # [seat, None, settings]: a seat's settings change
            game.configure(state, entry[0], entry[2])
        else:
            game.apply(state, entry[0], entry[1])
    assert state == doc["state"], f"{mid} ({doc['game']}) does not replay to its stored state"
    return doc, int(version), len(log)
