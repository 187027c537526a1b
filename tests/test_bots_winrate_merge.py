"""`python -m benchmarks.bots_winrate --only G:N` re-measures some lines of docs/bots.md's table
and keeps the others from the last full run."""
import json

from benchmarks import bots_winrate


def line(game, players, rate):
    return {"game": game, "players": players, "win_rate": rate, "commit": "new"}


def test_re_measured_lines_replace_theirs_in_the_plan_s_order(tmp_path):
    path = tmp_path / "bots.json"
    full = [line(g, n, 0.5) for g, n, _ in bots_winrate.FULL]
    path.write_text(json.dumps({"machine": {"commit": "old"}, "rows": full}))
    g, n, _ = bots_winrate.FULL[1]
    merged = bots_winrate.merge([line(g, n, 0.9)], path)
    assert [(r["game"], r["players"]) for r in merged] == [(g, n) for g, n, _ in bots_winrate.FULL]
    assert [r["win_rate"] for r in merged].count(0.9) == 1 and merged[1]["win_rate"] == 0.9


def test_without_a_full_run_nothing_is_merged(tmp_path):
    """The report must not shrink to the re-measured lines alone."""
    assert bots_winrate.merge([line("btwixt", 4, 0.9)], tmp_path / "bots.json") is None
