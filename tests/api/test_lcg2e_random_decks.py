"""A client that knows nothing of lcg2e finishes jousts over HTTP with random legal decks drawn
from the whole Core Set (tests/support/lcg2e_decks.py), given at creation or at join, by
answering uniformly random options of its seat's required decisions (test_required_client's
client). Real Redis; every request and answer checked against openapi.yaml."""
import pytest

from api.games.lcg2e.deckbuilding import validate_deck
from tests.api.helpers import new_match
from tests.api.test_required_client import MAX_ACTIONS, play_seated
from tests.support.lcg2e_decks import random_deck


def test_the_generated_decks_are_legal_tournament_decks():
    for seed in range(200):
        d = random_deck(seed)
        assert validate_deck(d["cards"], d["agenda"], d["faction"], "tournament") == [], seed
    agendas = {random_deck(s)["agenda"] for s in range(200)}
    assert None in agendas and len(agendas) >= 5      # no agenda, Fealty and Banners all come


def _seated(client, seed: int):
    """Seat 0's deck is given at creation, seat 1's at join (it replaces the one the options
    gave that seat)."""
    decks = [random_deck(3 * seed), random_deck(3 * seed + 1)]
    mid = new_match(client, 2, "lcg2e", seed=seed,
                    options={"decks": [decks[0], random_deck(3 * seed + 2)]})
    tokens = []
    for i in range(2):
        body = {"name": f"p{i}", **({"deck": decks[1]} if i == 1 else {})}
        r = client.post(f"/api/v1/matches/{mid}/join", json=body)
        assert r.status_code == 201, r.json
        tokens.append(r.json["token"])
    return mid, tokens, decks


def _finish(client, seed):
    mid, tokens, decks = _seated(client, seed)
    match, actions = play_seated(client, mid, tokens, 2, seed)
    assert match["status"] == "finished" and match["result"]["winners"] is not None
    assert actions < MAX_ACTIONS
    log = client.get(f"/api/v1/matches/{mid}/actions").json    # the decks are public once over
    assert [d["cards"] for d in log["options"]["decks"]] == [d["cards"] for d in decks]


def test_a_random_core_deck_joust_finishes_by_random_required_answers(client):
    _finish(client, 1)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 30))
def test_many_random_core_deck_jousts_finish(client, seed):
    _finish(client, seed)
