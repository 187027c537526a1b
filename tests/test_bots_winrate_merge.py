"""`python -m benchmarks.bots_winrate --only G:N` re-measures some lines of docs/bots.md's table
and keeps the others from the last full run."""
import json
import re

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
    assert bots_winrate.merge([line("btwixt", 4, 0.9)], tmp_path / "bots.json", "# Bots, no table yet\n") is None


def test_a_fresh_clone_merges_into_the_table_of_docs_bots_md(tmp_path):
    """Without benchmarks/results/bots.json the report's own table is the last full run: read back,
    it writes the very same lines, each with the commit it was measured at."""
    from benchmarks.common import DOCS
    text = (DOCS / "bots.md").read_text()
    rows = bots_winrate.report_rows(text)
    block = text[text.index(bots_winrate.START):text.index(bots_winrate.END)]
    written = [ln for ln in block.splitlines() if ln.startswith("|")]
    assert len(rows) == len(written) - 2 and rows
    run_at = re.search(r"- Date: .*, commit `(\w+)`", block)[1]
    assert bots_winrate.table(rows, run_at) == written
    merged = bots_winrate.merge([dict(rows[0], win_rate=0.99, commit="new")], tmp_path / "none.json", text)
    assert [(r["game"], r["players"]) for r in merged] == [(r["game"], r["players"]) for r in rows]
    assert merged[0]["win_rate"] == 0.99 and merged[1:] == rows[1:]


def test_without_a_full_run_nor_a_table_nothing_is_merged(tmp_path):
    assert bots_winrate.merge([line("btwixt", 4, 0.9)], tmp_path / "bots.json", "# Bots\n") is None
