"""Property-based fuzzing of the whole API from openapi.yaml: no 5xx, no contract breach."""
import os
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = int(os.environ.get("ROOKERY_FUZZ_EXAMPLES", "40"))

schema = schemathesis.openapi.from_path(str(ROOT / "openapi.yaml"))


@pytest.fixture
def fuzz_app(redis_url):
    from api import create_app
    return create_app({"REDIS_URL": redis_url, "RATE_LIMIT_ENABLED": False})


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=list(HealthCheck))
def test_api_fuzz(case, fuzz_app):
    if case.path == "/api/v1/matches/{mid}/events" and case.headers and \
            "text/event-stream" in str(case.headers.get("Accept", "")):
        pytest.skip("the SSE stream is tested live")
    response = case.call(app=fuzz_app)
    assert response.status_code < 500, response.text
    case.validate_response(response, checks=(schemathesis.checks.not_a_server_error,
                                             schemathesis.checks.status_code_conformance,
                                             schemathesis.checks.content_type_conformance,
                                             schemathesis.checks.response_schema_conformance))


# -- stateful: create -> join -> decisions -> actions, following the contract's links ----------

Workflow = schema.as_state_machine()


class PlayingWorkflow(Workflow):
    """Schemathesis's state machine over the links, with what a client adds itself: the seat
    token a join returned, sent with that match's later calls."""

    app = None

    def setup(self):
        # Each run starts from an empty store, so a run replays the same way (hypothesis
        # checks that the same choices draw the same data).
        type(self).app.extensions["rookery.matches"].store.r.flushdb()
        self.tokens = {}
        self.created = []

    def get_call_kwargs(self, case):
        return {"app": type(self).app}

    def before_call(self, case):
        if case.operation.path == "/api/v1/matches" and case.method.upper() == "POST" \
                and isinstance(case.body, dict) and len(self.created) % 3 != 2:
            # Two creations in three name a real game with a player count it takes (random
            # ids and counts are the stateless fuzzing's job), so the chain gets to play.
            from api.games import REGISTRY
            gid = sorted(REGISTRY)[len(self.created) % len(REGISTRY)]
            game = REGISTRY[gid]
            players = game.min_players + len(self.created) % (
                game.max_players - game.min_players + 1)
            bots = case.body.get("bots") if isinstance(case.body.get("bots"), list) else []
            case.body = {**case.body, "game": gid, "players": players, "options": {},
                         "seed": case.body.get("seed") or 0,
                         "bots": [b for b in bots if type(b) is int and 0 <= b < players]}
            self.created.append(gid)
        elif case.operation.path == "/api/v1/matches" and case.method.upper() == "POST" \
                and isinstance(case.body, dict) and "seed" not in case.body:
            # A match without a seed is dealt at random, and what later steps draw follows
            # from the deal: hypothesis, which runs the same choices again, must see the same.
            case.body = {**case.body, "seed": 0}
        mid = (case.path_parameters or {}).get("mid")
        if mid in self.tokens and case.operation.path != "/api/v1/matches/{mid}/join":
            case.headers = {**(case.headers or {}),
                            "Authorization": f"Bearer {self.tokens[mid][-1]}"}

    def after_call(self, response, case):
        if case.operation.path == "/api/v1/matches/{mid}/join" and response.status_code == 201:
            self.tokens.setdefault(case.path_parameters["mid"], []).append(
                response.json()["token"])

    def validate_response(self, response, case, additional_checks=None, **kwargs):
        assert response.status_code < 500, response.text
        case.validate_response(response, checks=(
            schemathesis.checks.not_a_server_error, schemathesis.checks.status_code_conformance,
            schemathesis.checks.content_type_conformance,
            schemathesis.checks.response_schema_conformance))


def test_api_fuzz_stateful(fuzz_app):
    PlayingWorkflow.app = fuzz_app
    PlayingWorkflow.TestCase.settings = settings(
        max_examples=max(5, EXAMPLES // 4), stateful_step_count=12, deadline=None,
        suppress_health_check=list(HealthCheck))
    PlayingWorkflow.run(settings=PlayingWorkflow.TestCase.settings)
