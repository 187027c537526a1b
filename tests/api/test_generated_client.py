"""Clients generated from openapi.yaml play against the live service through typed calls only:
no raw JSON, no hand-written models. Generation runs once per session (tests/support)."""
import random
import re

import pytest

from tests.support import generated_client
from tests.support.generated_client import ROOT

BOARD_ACTIONS = 300


@pytest.fixture(scope="session")
def rc(tmp_path_factory):
    package, report = generated_client.generate(tmp_path_factory.mktemp("python-client"))
    return package, report


@pytest.fixture(scope="session")
def api(rc):
    """The generated operations and models, by the names an integrator would import."""
    package = rc[0]
    from importlib import import_module
    ns = {name: import_module(f"{package.__name__}.api.{tag}.{name}")
          for tag, names in (("lobby", ("create_match", "join_match", "get_match", "list_matches")),
                             ("play", ("get_decisions", "post_action", "get_action_log")))
          for name in names}
    ns["models"] = import_module(f"{package.__name__}.models")
    ns["Client"], ns["AuthenticatedClient"] = package.Client, package.AuthenticatedClient
    ns["UNSET"] = import_module(f"{package.__name__}.types").UNSET
    return type("Api", (), ns)


def test_the_generator_models_every_operation_of_the_contract(rc):
    _, report = rc
    assert generated_client.unexpected_warnings(report) == [], report


def seated(api, base, game, players, seed):
    """A match with every seat joined through the generated client; (match id, seat clients)."""
    m = api.models
    lobby = api.Client(base_url=base)
    match = api.create_match.sync(client=lobby, body=m.CreateMatch(game=game, players=players,
                                                                     seed=seed))
    assert isinstance(match, m.Match), match
    seats = []
    for n in range(players):
        joined = api.join_match.sync(match.id, client=lobby, body=m.JoinMatch(name=f"p{n}"))
        assert isinstance(joined, m.Joined), joined
        assert joined.seat == n and isinstance(joined.match, m.Match)
        seats.append(api.AuthenticatedClient(base_url=base, token=joined.token))
    return match.id, seats


def play(api, base, game, players, seed, max_actions):
    """Answer random listed options of required decisions; (the last Match read, actions made)."""
    m, rng = api.models, random.Random(seed)
    mid, seats = seated(api, base, game, players, seed)
    for actions in range(max_actions + 1):
        match = api.get_match.sync(mid, client=seats[0])
        assert isinstance(match, m.Match), match
        if match.status == m.Status.FINISHED or actions == max_actions:
            return match, actions
        seat = rng.choice([s.seat for s in match.seats if s.to_act])
        asked = api.get_decisions.sync(mid, client=seats[seat])
        decision = rng.choice([d for d in asked.decisions if d.required])
        option = rng.choice(decision.options)
        assert isinstance(option.action, m.Action)
        answer = api.post_action.sync(mid, client=seats[seat], body=m.ActionRequest(
            action=option.action, decision=decision.id,
            version=api.UNSET if decision.sealed else asked.version))
        assert isinstance(answer, m.Accepted), (option.action.to_dict(), answer)


def test_a_generated_python_client_plays_btwixt_to_the_end(api, live_server):
    match, actions = play(api, live_server, "btwixt", 3, seed=7, max_actions=5_000)
    assert match.status == api.models.Status.FINISHED and actions < 5_000
    assert isinstance(match.result, api.models.Result) and match.result.winners
    log = api.get_action_log.sync(match.id, client=api.Client(base_url=live_server))
    assert len(log.actions) == actions
    assert all(isinstance(entry.action, api.models.Action) for entry in log.actions)


def test_a_generated_python_client_plays_board2e_for_hundreds_of_actions(api, live_server):
    match, actions = play(api, live_server, "board2e", 4, seed=3, max_actions=BOARD_ACTIONS)
    assert actions == BOARD_ACTIONS or match.status == api.models.Status.FINISHED


def test_generated_client_reads_problems_and_pages_typed(api, live_server):
    m = api.models
    lobby = api.Client(base_url=live_server)
    bad = api.create_match.sync(client=lobby, body=m.CreateMatch(game="btwixt", players=6,
                                                                   bots=[9]))
    assert isinstance(bad, m.Problem) and bad.status == 422
    assert all(isinstance(texts, list) and all(isinstance(t, str) for t in texts)
               for texts in bad.errors.additional_properties.values()), bad.errors.to_dict()
    for seed in range(3):
        api.create_match.sync(client=lobby, body=m.CreateMatch(game="btwixt", players=3,
                                                               seed=seed))
    first = api.list_matches.sync(client=lobby, game="btwixt", status=m.Status.OPEN, limit=2)
    assert len(first.items) == 2 and isinstance(first.next_cursor, str)
    second = api.list_matches.sync(client=lobby, game="btwixt", status=m.Status.OPEN, limit=2,
                                   cursor=first.next_cursor)
    assert second.items and {x.id for x in first.items}.isdisjoint(x.id for x in second.items)


def test_the_readme_loop_plays_a_seat_to_the_end(api, live_server):
    """The README's loop, as printed, plays one seat of a B'Twixt match against two bots."""
    readme = (ROOT / "README.md").read_text()
    loop = re.search(r"```python\n(.*?)```", readme.split("## Using the API")[1], re.S)[1]
    m = api.models
    lobby = api.Client(base_url=live_server)
    match = api.create_match.sync(client=lobby, body=m.CreateMatch(game="btwixt", players=3,
                                                                     seed=5, bots=[1, 2]))
    joined = api.join_match.sync(match.id, client=lobby, body=m.JoinMatch(name="reader"))
    exec(loop.replace("http://localhost:8000", live_server),  # noqa: S102 (our own README)
         {"MID": match.id, "TOKEN": joined.token})
    done = api.get_match.sync(match.id, client=lobby)
    assert done.status == m.Status.FINISHED and done.result.winners
