"""A TypeScript client generated from openapi.yaml (openapi-typescript types, openapi-fetch calls,
tests/contract_ts/play.mts) compiles under `tsc --strict` and plays against the live service.
Slow (a tsc run costs ~10 s): `make contract-ts` and `make soak` run it."""
import json
import os
import shutil
import subprocess

import pytest

from tests.support.generated_client import ROOT

pytestmark = pytest.mark.slow

BIN = ROOT / "node_modules" / ".bin"
# Under the project, so Node finds openapi-fetch in its node_modules; var/ is not in git.
BUILD = ROOT / "var" / "contract-ts"


@pytest.fixture(scope="module")
def player():
    if not (BIN / "tsc").exists() or not shutil.which("node"):
        if os.environ.get("ROOKERY_REQUIRE_NODE_TOOLS"):
            pytest.fail("the Node tools are missing: run `make node-tools`")
        pytest.skip("Node tools not installed (make node-tools)")
    shutil.rmtree(BUILD, ignore_errors=True)
    BUILD.mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "contract_ts" / "play.mts", BUILD)
    for step in ([BIN / "openapi-typescript", ROOT / "openapi.yaml", "-o", BUILD / "api.d.ts"],
                 [BIN / "tsc", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext",
                  "--target", "es2022", "--types", "node", "--outDir", BUILD / "out",
                  BUILD / "play.mts"]):
        run = subprocess.run([str(a) for a in step], cwd=ROOT, capture_output=True, text=True,
                             timeout=300)
        assert run.returncode == 0, run.stdout + run.stderr
    return BUILD / "out" / "play.mjs"


def play(player, base, game, players, seed, max_actions):
    run = subprocess.run(["node", str(player), base, game, str(players), str(seed),
                          str(max_actions)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_a_generated_typescript_client_plays_btwixt_to_the_end(player, live_server):
    summary = play(player, live_server, "btwixt", 4, seed=11, max_actions=5_000)
    assert summary["status"] == "finished" and summary["winners"], summary


def test_a_generated_typescript_client_plays_board2e_for_hundreds_of_actions(player, live_server):
    summary = play(player, live_server, "board2e", 3, seed=5, max_actions=300)
    assert summary["actions"] == 300 or summary["status"] == "finished", summary
