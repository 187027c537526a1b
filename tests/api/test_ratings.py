"""Ratings: a rated match between accounts, played to its end over HTTP, moves both players'
ratings once; retries and concurrent finishers count it once; guests and bots keep a match
out of the ratings; the leaderboard and the profiles show the result."""
import threading

from api import ratings
from tests.api.helpers import bearer, new_match, play_out
from tests.api.test_accounts import log_in, sign_up


def seat_accounts(client, mid, names):
    tokens = []
    for name in names:
        session = log_in(client, name)
        r = client.post(f"/api/v1/matches/{mid}/join", json={}, headers=bearer(session))
        assert r.status_code == 201, r.json
        tokens.append(r.json["token"])
    return tokens


def rating_of(client, name, game):
    found = [r for r in client.get(f"/api/v1/accounts/{name}").json["ratings"] if r["game"] == game]
    return found[0] if found else None


def test_a_rated_match_updates_both_ratings_once(client, app):
    for name in ("Robb", "Walder"):
        sign_up(client, name)
    mid = new_match(client)
    tokens = seat_accounts(client, mid, ["Robb", "Walder"])
    match, _ = play_out(client, mid, tokens)
    assert match["status"] == "finished" and match["rated"]
    winners = match["result"]["winners"]
    robb, walder = rating_of(client, "robb", "testgame"), rating_of(client, "walder", "testgame")
    assert robb["matches"] == walder["matches"] == 1
    assert robb["wins"] == (0 in winners) and walder["wins"] == (1 in winners)
    if len(winners) == 1:
        win, lose = (robb, walder) if winners == [0] else (walder, robb)
        assert win["mu"] > 25 > lose["mu"] and win["rating"] > lose["rating"]
    else:
        assert robb["mu"] == walder["mu"]
    assert robb["sigma"] < 25 / 3 and walder["sigma"] < 25 / 3

    board = client.get("/api/v1/games/testgame/leaderboard").json
    listed = [(i["name"], i["place"]) for i in board["items"]]
    if len(winners) == 1:
        first, second = ("Robb", "Walder") if winners == [0] else ("Walder", "Robb")
        assert listed == [(first, 1), (second, 2)]
    else:      # a shared win: one place, by name
        assert listed == [("Robb", 1), ("Walder", 1)]
    assert board["next_cursor"] is None

    # The same finished match handed over again (a retry, a second process): nothing moves.
    doc = app.extensions["rookery.matches"].load(mid).doc
    assert ratings.record(app.extensions["rookery.matches"].accounts, doc) is False
    assert rating_of(client, "robb", "testgame") == robb

    me = client.get("/api/v1/accounts/me", headers=bearer(log_in(client, "Robb"))).json
    assert me["ratings"] == [robb] and me["matches"][0]["match"]["status"] == "finished"


def test_concurrent_finishers_count_a_match_once(client, app):
    """Several processes handed the same finished match at once: one update per account."""
    for name in ("Renly", "Stannis", "Loras"):
        sign_up(client, name)
    mid = new_match(client, 3)
    tokens = seat_accounts(client, mid, ["Renly", "Stannis", "Loras"])
    m = app.extensions["rookery.matches"]
    accounts = m.accounts
    # Concede directly so the match ends at a known result; the commit counts it once...
    assert client.post(f"/api/v1/matches/{mid}/concede",
                       headers=bearer(tokens[1])).status_code == 200
    before = [rating_of(client, n, "testgame") for n in ("renly", "stannis", "loras")]
    assert [r["matches"] for r in before] == [1, 1, 1]
    assert before[1]["rating"] < before[0]["rating"] == before[2]["rating"]
    # ...and eight more finishers racing on the same match change nothing.
    doc = m.load(mid).doc
    outcomes = []
    threads = [threading.Thread(target=lambda: outcomes.append(ratings.record(accounts, doc)))
               for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert outcomes == [False] * 8
    assert [rating_of(client, n, "testgame") for n in ("renly", "stannis", "loras")] == before


def test_two_matches_finishing_together_both_count(client, app):
    """Another match of the same player moving its rating meanwhile is not lost."""
    for name in ("Oberyn", "Gregor"):
        sign_up(client, name)
    m = app.extensions["rookery.matches"]
    docs = []
    for _ in range(2):
        mid = new_match(client)
        tokens = seat_accounts(client, mid, ["Oberyn", "Gregor"])
        docs.append((mid, tokens))
    threads = [threading.Thread(target=lambda t=t: client.c.post(
        f"/api/v1/matches/{t[0]}/concede", headers=bearer(t[1][0]))) for t in docs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(m.load(mid).doc["status"] == "finished" for mid, _ in docs)
    assert rating_of(client, "oberyn", "testgame")["matches"] == 2
    assert rating_of(client, "gregor", "testgame")["wins"] == 2


def test_guests_bots_and_unrated_matches_leave_ratings_alone(client):
    for name in ("Theon", "Ramsay"):
        sign_up(client, name)
    with_guest = new_match(client)
    theon = seat_accounts(client, with_guest, ["Theon"])[0]
    client.post(f"/api/v1/matches/{with_guest}/join", json={"name": "Reek"})
    with_bot = new_match(client, bots=[1])
    seat_accounts(client, with_bot, ["Ramsay"])
    unrated = new_match(client, rated=False)
    unrated_tokens = seat_accounts(client, unrated, ["Theon", "Ramsay"])
    assert client.get(f"/api/v1/matches/{unrated}").json["rated"] is False
    for mid, token in ((with_guest, theon), (unrated, unrated_tokens[0])):
        assert client.post(f"/api/v1/matches/{mid}/concede", headers=bearer(token)).status_code == 200
    assert rating_of(client, "theon", "testgame") is None
    assert rating_of(client, "ramsay", "testgame") is None
    assert client.get("/api/v1/games/testgame/leaderboard").json["items"] == []


def test_a_real_game_conceded_counts(client, monkeypatch):
    """B'Twixt between three accounts, given up after a few moves: the conceder alone loses."""
    names = ("Margaery", "Olenna", "Mace")
    for name in names:
        sign_up(client, name)
    mid = new_match(client, 3, game="btwixt")
    tokens = seat_accounts(client, mid, names)
    play_out(client, mid, tokens, max_actions=4)
    assert client.post(f"/api/v1/matches/{mid}/concede",
                       headers=bearer(tokens[0])).status_code == 200
    loser, *others = [rating_of(client, n, "btwixt") for n in names]
    assert [r["wins"] for r in (loser, *others)] == [0, 1, 1]
    assert others[0]["rating"] == others[1]["rating"] > loser["rating"]
    board = client.get("/api/v1/games/btwixt/leaderboard?limit=2").json
    assert [(i["name"], i["place"]) for i in board["items"]] == [("Mace", 1), ("Olenna", 1)]  # a tie
    assert board["next_cursor"] == "2"
    rest = client.get("/api/v1/games/btwixt/leaderboard?limit=2&cursor=2").json
    assert [(i["name"], i["place"]) for i in rest["items"]] == [("Margaery", 3)]
    assert rest["next_cursor"] is None
    # A page costs the same round trips whatever its length: its ratings come in one.
    from tests.api.test_limits import round_trips
    sent = round_trips(monkeypatch)
    costs = []
    for limit in (1, 3):
        sent.clear()
        page = client.get(f"/api/v1/games/btwixt/leaderboard?limit={limit}").json
        assert len(page["items"]) == limit
        costs.append(len(sent))
    assert costs[0] == costs[1], costs


def test_a_finish_whose_ratings_were_lost_is_counted_when_a_player_looks(client, app, monkeypatch):
    """The process that finished the match stopped before the ratings (simulated: the update
    fails): the next read of a player's matches counts it, once."""
    for name in ("Aegon", "Rhaenyra"):
        sign_up(client, name)
    mid = new_match(client)
    tokens = seat_accounts(client, mid, ["Aegon", "Rhaenyra"])

    def lost(*_):
        raise ConnectionError("stopped before the ratings")
    with monkeypatch.context() as m:
        m.setattr(ratings, "record", lost)
        assert client.post(f"/api/v1/matches/{mid}/concede",
                           headers=bearer(tokens[0])).status_code == 200
    assert rating_of(client, "aegon", "testgame") is None
    session = log_in(client, "Rhaenyra")
    for _ in range(2):
        client.get("/api/v1/accounts/me", headers=bearer(session))
    assert rating_of(client, "aegon", "testgame")["matches"] == 1
    assert rating_of(client, "rhaenyra", "testgame")["wins"] == 1


def test_a_real_game_played_to_its_end_counts_its_winners(client):
    """B'Twixt between three accounts, every listed first option to the game's own end."""
    names = ("Aemon", "Maester", "Pycelle")
    for name in names:
        sign_up(client, name)
    mid = new_match(client, 3, game="btwixt", seed=7)
    tokens = seat_accounts(client, mid, names)
    match, _ = play_out(client, mid, tokens)
    assert match["status"] == "finished" and match["result"]["reason"] != "concession"
    winners = set(match["result"]["winners"])
    rated = [rating_of(client, n, "btwixt") for n in names]
    assert [r["wins"] for r in rated] == [int(s in winners) for s in range(3)]
    assert all(r["matches"] == 1 for r in rated)
    if 0 < len(winners) < 3:
        best = min(rated[s]["rating"] for s in winners)
        assert all(rated[s]["rating"] < best for s in range(3) if s not in winners)
