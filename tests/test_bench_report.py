"""The benchmark report's arithmetic (the measurements themselves run in `make bench`)."""
from benchmarks import run


def row(kind, game, clients, rnd, rps, p99):
    return {"kind": kind, "game": game, "clients": clients, "round": rnd, "throughput": rps,
            "p50_ms": p99 / 2, "p99_ms": p99, "requests": int(rps), "statuses": {"200": int(rps)},
            "errors": []}


def test_ratios_pair_each_round_with_its_own_bare_measurement():
    # Round 1 ran on a machine twice as slow: unpaired medians would mix the two speeds.
    rows = [row("bare", "", 1, 0, 400, 4.0), row("game", "board2e", 1, 0, 280, 6.0),
            row("bare", "", 1, 1, 200, 8.0), row("game", "board2e", 1, 1, 150, 10.0),
            row("bare", "", 1, 2, 380, 4.0), row("game", "board2e", 1, 2, 250, 6.0)]
    (s,) = [x for x in run.http_summary(rows) if x["game"] == "board2e"]
    assert s["rounds"] == 3
    assert s["throughput_ratio"] == 280 / 400          # median of 0.70, 0.75, 0.66
    assert s["throughput_ratio_range"] == [250 / 380, 150 / 200]
    assert s["p99_ratio"] == 1.5                      # median of 1.5, 1.25, 1.5
    assert s["requests"] == 680 and s["non_200"] == 0


def test_a_round_without_its_bare_measurement_is_left_out():
    rows = [row("bare", "", 10, 0, 600, 30.0), row("game", "btwixt", 10, 0, 480, 40.0),
            row("game", "btwixt", 10, 1, 100, 90.0)]
    (s,) = [x for x in run.http_summary(rows) if x["game"] == "btwixt"]
    assert s["rounds"] == 1 and s["throughput_ratio"] == 0.8 and s["requests"] == 480
