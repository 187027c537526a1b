"""hbo's seat settings over HTTP (PUT/GET /matches/{id}/seats/{seat}/settings): the seat's own,
checked against the game's schema, and a seat that watches nothing is still offered its own
marshaling turn. Real Redis; answers validated against openapi.yaml by the contract client."""
from api.games.hbo.settings import WINDOWS
from tests.api.helpers import bearer, new_match


def test_hbo_settings_are_the_seats_own(client):
    mid = new_match(client, game="hbo", seed=3)
    t0, t1 = (client.post(f"/api/v1/matches/{mid}/join", json={"name": n}).json["token"]
              for n in ("ann", "bob"))
    r = client.get(f"/api/v1/matches/{mid}/seats/1/settings", headers=bearer(t1))
    assert r.status_code == 200 and r.json["settings"]["watch"] == list(WINDOWS)
    assert client.get(f"/api/v1/matches/{mid}/seats/1/settings",
                      headers=bearer(t0)).json["code"] == "not-your-seat"
    bad = client.put(f"/api/v1/matches/{mid}/seats/1/settings", headers=bearer(t1),
                     json={"settings": {"watch": ["lunch"]}})
    assert bad.status_code == 422 and bad.json["code"] == "invalid-settings"
    ok = client.put(f"/api/v1/matches/{mid}/seats/1/settings", headers=bearer(t1),
                    json={"settings": {"watch": ["reactions", "saves"]}})
    assert ok.status_code == 200, ok.json
    r = client.get(f"/api/v1/matches/{mid}/seats/1/settings", headers=bearer(t1))
    assert r.json["settings"]["watch"] == ["reactions", "saves"]
