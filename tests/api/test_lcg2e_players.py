"""lcg2e for players over HTTP (issues #12/#13): decks brought at join, the card listing, the
deck check, a seat's auto-pass settings, and the lasting effects in the view. Real Redis;
every answer validated against openapi.yaml by the contract client."""
import random

import pytest

from api.games.lcg2e.catalog import BY_NAME, CARDS
from api.replay import replay
from tests.api.helpers import bearer, new_match

PLOTS = ["A Clash of Kings", "Summons", "Taxation", "A Feast for Crows", "Calling the Banners",
         "Reinforcements", "Marching Orders"]


def stark_deck():
    """A legal tournament deck: 3 of each Stark draw card, topped up with neutral ones."""
    stark = [c for c, x in CARDS.items() if x["faction"] == "stark" and x["type"] != "plot"]
    draw = [c for c in stark for _ in range(3)][:60]
    fill = [BY_NAME[n] for n in ("The Kingsroad", "The Roseroad", "Littlefinger")]
    while len(draw) < 60:
        draw.append(fill[len(draw) % 3])
    return {"faction": "stark", "agenda": None, "cards": draw + [BY_NAME[n] for n in PLOTS]}


def lannister_deck_with_banner():
    d = stark_deck()
    return {"faction": "baratheon", "agenda": BY_NAME["Fealty"], "cards": d["cards"][:30]}


# -- decks at join ------------------------------------------------------------------------------

def test_a_seat_joins_with_its_own_deck_and_the_match_starts_with_it(client):
    mid = new_match(client, game="lcg2e", seed=7)
    r0 = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann", "deck": stark_deck()})
    assert r0.status_code == 201, r0.json
    # The deck is the seat's secret until the match is over: not in the public record.
    assert r0.json["match"]["options"] == {"decks": "learning"}
    r1 = client.post(f"/api/v1/matches/{mid}/join", json={"name": "bob"})
    assert r1.status_code == 201
    view = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(r0.json["token"])).json
    seats = view["view"]["seats"]
    # seat 0 plays its 67-card Stark deck (7 in hand, the rest in the deck, plots apart);
    # seat 1 keeps the learning Lannister deck the options gave it
    assert seats[0]["faction"] == "stark" and seats[1]["faction"] == "lannister"
    assert len(seats[0]["hand"]) + seats[0]["deck"]["count"] == 60
    assert len(seats[0]["plot_deck"]) == 7
    assert view["view"]["mode"] == "standard"
    # Once over, the action log shows the options the match started with, and replays.
    client.post(f"/api/v1/matches/{mid}/concede", headers=bearer(r1.json["token"]))
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    assert log["options"]["decks"][0]["cards"] == stark_deck()["cards"]
    assert log["options"]["decks"][1] == "learning-lannister"
    state, _ = replay(log)
    assert state["seats"][0]["faction"] == "stark"


def test_a_deck_that_breaks_rules_is_refused_naming_every_rule_and_the_seat_stays_free(client):
    mid = new_match(client, game="lcg2e")
    bad = lannister_deck_with_banner()
    r = client.post(f"/api/v1/matches/{mid}/join", json={"name": "ann", "deck": bad})
    assert r.status_code == 422 and r.json["code"] == "deck-refused"
    codes = {p["code"] for p in r.json["broken_rules"]}
    assert {"deck/plot-count", "deck/draw-too-small", "deck/out-of-faction"} <= codes
    assert all(c.startswith("deck/") for c in codes)
    assert r.json["errors"]["deck"] and all(m.split(":")[0] in codes for m in r.json["errors"]["deck"])
    match = client.get(f"/api/v1/matches/{mid}").json
    assert not any(s["joined"] for s in match["seats"])


def test_a_deck_of_the_wrong_shape_or_for_a_game_without_decks_is_refused(client):
    mid = new_match(client, game="lcg2e")
    r = client.post(f"/api/v1/matches/{mid}/join", json={"name": "a", "deck": {"cards": []}})
    assert r.status_code == 422 and r.json["code"] == "invalid-deck"
    bt = new_match(client, 3, game="btwixt")
    r = client.post(f"/api/v1/matches/{bt}/join", json={"name": "a", "deck": stark_deck()})
    assert r.status_code == 422 and r.json["code"] == "no-decks"


# -- the card listing and the deck check ------------------------------------------------------

def test_the_card_listing_filters_pages_and_speaks_three_languages(client):
    r = client.get("/api/v1/games/lcg2e/cards?faction=stark&type=character&limit=5")
    assert r.status_code == 200
    page = r.json
    assert page["total"] == sum(1 for c in CARDS.values()
                                if c["faction"] == "stark" and c["type"] == "character")
    assert len(page["items"]) == 5 and page["next_cursor"] == "5"
    assert all(c["faction"] == "stark" and c["type"] == "character" for c in page["items"])
    rest = client.get(f"/api/v1/games/lcg2e/cards?faction=stark&type=character&limit=250"
                      f"&cursor={page['next_cursor']}").json
    assert rest["next_cursor"] is None and len(rest["items"]) == page["total"] - 5
    ru = client.get("/api/v1/games/lcg2e/cards?q=littlefinger",
                    headers={"Accept-Language": "ru"}).json["items"]
    assert [c["name"] for c in ru] == ["Мизинец"]
    # a search in Russian or Bulgarian finds the card too; our texts, never the printed one
    assert [c["code"] for c in client.get("/api/v1/games/lcg2e/cards?q=мизинец").json["items"]] \
        == ["01028"]
    assert [c["code"] for c in client.get("/api/v1/games/lcg2e/cards?q=кутрето").json["items"]] \
        == ["01028"]
    several = client.get("/api/v1/games/lcg2e/cards?faction=neutral&type=plot,agenda&limit=250").json
    assert {c["type"] for c in several["items"]} == {"plot", "agenda"}
    assert several["total"] == sum(1 for c in CARDS.values() if c["type"] in ("plot", "agenda"))
    en = client.get("/api/v1/games/lcg2e/cards?q=littlefinger").json["items"][0]
    assert en["text"].startswith("**Reaction:**") and "printed" not in en


def test_the_card_listing_is_cacheable(client):
    r = client.get("/api/v1/games/lcg2e/cards?type=agenda")
    assert "public" in r.headers["Cache-Control"] and r.headers["Vary"] == "Accept-Language"
    again = client.get("/api/v1/games/lcg2e/cards?type=agenda",
                       headers={"If-None-Match": r.headers["ETag"]})
    assert again.status_code == 304
    other = client.get("/api/v1/games/lcg2e/cards?type=agenda", headers={"Accept-Language": "bg"})
    assert other.headers["ETag"] != r.headers["ETag"]


def test_games_without_cards_have_no_listing_or_check(client):
    assert client.get("/api/v1/games/btwixt/cards").json["code"] == "no-cards"
    assert client.post("/api/v1/games/btwixt/decks/check", json=stark_deck()).status_code == 404
    assert client.get("/api/v1/games/nope/cards").json["code"] == "unknown-game"


def test_the_deck_check_answers_the_rules_a_deck_breaks(client):
    ok = client.post("/api/v1/games/lcg2e/decks/check", json=stark_deck()).json
    assert ok == {"legal": True, "broken_rules": [], "counts": {"draw": 60, "plots": 7}}
    bad = client.post("/api/v1/games/lcg2e/decks/check", json=lannister_deck_with_banner()).json
    assert bad["legal"] is False and bad["counts"] == {"draw": 30, "plots": 0}
    assert {"deck/plot-count", "deck/draw-too-small"} <= {p["code"] for p in bad["broken_rules"]}
    r = client.post("/api/v1/games/lcg2e/decks/check", json={"faction": "stark"})
    assert r.status_code == 422 and r.json["code"] == "invalid-deck"


# -- a seat's auto-pass settings --------------------------------------------------------------

def seated(client, seed=5):
    mid = new_match(client, game="lcg2e", seed=seed)
    return mid, [client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"]
                 for n in ("ann", "bob")]


def test_settings_are_the_seats_own(client):
    mid, (t0, t1) = seated(client)
    r = client.get(f"/api/v1/matches/{mid}/seats/0/settings", headers=bearer(t0))
    assert r.status_code == 200 and "reactions" in r.json["settings"]["watch"]
    assert client.get(f"/api/v1/matches/{mid}/seats/0/settings",
                      headers=bearer(t1)).json["code"] == "not-your-seat"
    assert client.put(f"/api/v1/matches/{mid}/seats/0/settings",
                      json={"settings": {"watch": []}}).json["code"] == "seat-required"
    bad = client.put(f"/api/v1/matches/{mid}/seats/0/settings", headers=bearer(t0),
                     json={"settings": {"watch": ["lunch"]}})
    assert bad.status_code == 422 and bad.json["code"] == "invalid-settings"
    bt = new_match(client, 3, game="btwixt")
    tok = client.post(f"/api/v1/matches/{bt}/join", json={"name": "a"}).json["token"]
    client.post(f"/api/v1/matches/{bt}/start", headers=bearer(tok), json={"fill": "bots"})
    assert client.get(f"/api/v1/matches/{bt}/seats/0/settings",
                      headers=bearer(tok)).json["code"] == "no-settings"


def play_random(client, mid, toks, rng, limit=6000):
    """Random listed options of required decisions; returns (requests made, the pass labels
    of the priority windows offered)."""
    requests, offered = 0, []
    while requests < limit:
        match = client.get(f"/api/v1/matches/{mid}").json
        requests += 1
        if match["status"] == "finished":
            return requests, offered
        seat = next(s["seat"] for s in match["seats"] if s["to_act"])
        d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[seat])).json
        dec = next(x for x in d["decisions"] if x["required"])
        if dec["type"] == "priority":
            offered.append(dec["options"][-1]["label"])
        r = client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                        json={"action": rng.choice(dec["options"])["action"],
                              "decision": dec["id"]})
        assert r.status_code == 200, r.json
        requests += 2
    raise AssertionError("the joust did not end")


@pytest.mark.parametrize("seed", [11])
def test_watching_no_window_spares_a_seat_holding_cards_and_the_log_replays(client, seed):
    mid, toks = seated(client, seed)
    for seat, tok in enumerate(toks):
        r = client.put(f"/api/v1/matches/{mid}/seats/{seat}/settings", headers=bearer(tok),
                       json={"settings": {"watch": []}})
        assert r.status_code == 200 and r.json["settings"] == {"watch": []}
    view = client.get(f"/api/v1/matches/{mid}/view", headers=bearer(toks[0])).json["view"]
    assert view["settings"] == {"watch": []}
    _, offered = play_random(client, mid, toks, random.Random(seed))
    # Only each seat's own marshaling window is offered (its pass is "done marshaling").
    assert offered and set(offered) == {"Done marshaling"}
    events = client.get(f"/api/v1/matches/{mid}/events?after=0").json
    assert any(e["type"] == "priority-passed" and e.get("auto") for e in events)
    log = client.get(f"/api/v1/matches/{mid}/actions").json
    assert [e for e in log["actions"] if "settings" in e] == [
        {"seat": 0, "settings": {"watch": []}}, {"seat": 1, "settings": {"watch": []}}]
    state, _ = replay(log)
    assert state["result"] == log["result"]


def test_a_window_passed_for_a_seat_is_no_longer_offered_to_it(client):
    mid, toks = seated(client, 21)
    rng = random.Random(2)
    # Play until seat 1 holds priority in a window it could pass, then stop watching it.
    for _ in range(400):
        match = client.get(f"/api/v1/matches/{mid}").json
        seat = next(s["seat"] for s in match["seats"] if s["to_act"])
        d = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[seat])).json
        dec = next(x for x in d["decisions"] if x["required"])
        if seat == 1 and dec["type"] == "priority" and dec["window"] == "window" \
                and "marshal" not in str(dec["options"]):
            break
        client.post(f"/api/v1/matches/{mid}/actions", headers=bearer(toks[seat]),
                    json={"action": rng.choice(dec["options"])["action"], "decision": dec["id"]})
    else:
        pytest.fail("seat 1 was never offered a window")
    r = client.put(f"/api/v1/matches/{mid}/seats/1/settings", headers=bearer(toks[1]),
                   json={"settings": {"watch": []}})
    assert r.status_code == 200 and r.json["version"] > d["version"]
    after = client.get(f"/api/v1/matches/{mid}/decisions", headers=bearer(toks[1])).json
    assert dec["id"] not in [x["id"] for x in after["decisions"]]
    events = client.get(f"/api/v1/matches/{mid}/events?after=0",
                        headers=bearer(toks[1])).json
    assert {"type": "settings-changed", "seat": 1, "watch": []}.items() <= \
        next(e for e in events if e["type"] == "settings-changed").items()
    spectator = client.get(f"/api/v1/matches/{mid}/events?after=0").json
    assert not any(e["type"] == "settings-changed" for e in spectator)
