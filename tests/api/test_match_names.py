"""A match's optional name (its table's title on every page): given at creation, trimmed,
refused precisely when it is blank, too long or holds control characters, and shown in every
public form of the match. Through the contract client: every response is checked against
openapi.yaml."""
import pytest

from tests.api.helpers import new_match


def create(client, **extra):
    return client.post("/api/v1/matches", json={"game": "testgame", "players": 2, **extra})


def test_a_name_is_kept_trimmed_and_read_back(client):
    r = create(client, name="  Alice's table \u00a0")
    assert r.status_code == 201, r.json
    assert r.json["name"] == "Alice's table"
    assert client.get(f"/api/v1/matches/{r.json['id']}").json["name"] == "Alice's table"


def test_sixty_characters_are_the_most_spaces_around_them_aside(client):
    assert create(client, name="Ж" * 60).json["name"] == "Ж" * 60
    # Longer with its spaces than the contract's maxLength, so past the contract client.
    r = client.c.post("/api/v1/matches", json={"game": "testgame", "players": 2,
                                               "name": " " * 5 + "x" * 60 + " "})
    assert r.status_code == 201 and r.json["name"] == "x" * 60


def test_without_a_name_it_is_null(client):
    assert create(client).json["name"] is None
    assert create(client, name=None).json["name"] is None


@pytest.mark.parametrize("name, says", [
    ("x" * 61, "1 to 60 characters"),
    ("   ", "1 to 60 characters"),
    ("", "1 to 60 characters"),
    ("Alice\tand Bob", "control characters"),
    ("Alice\n", "control characters"),
    ("nul\x00", "control characters"),
    ("c1\x85", "control characters"),
    (7, "Not a valid string"),
])
def test_a_bad_name_is_a_problem_naming_the_field(client, name, says):
    r = create(client, name=name)
    assert r.status_code == 422, r.json
    assert r.headers["Content-Type"] == "application/problem+json"
    assert r.json["code"] == "validation-error"
    assert list(r.json["errors"]) == ["name"]
    assert says in r.json["errors"]["name"][0]


def test_lists_and_joins_show_the_name(client):
    named = new_match(client, name="Tourney final")
    plain = new_match(client)
    listed = {m["id"]: m["name"] for m in client.get("/api/v1/matches?status=open").json["items"]}
    assert listed == {named: "Tourney final", plain: None}
    joined = client.post(f"/api/v1/matches/{named}/join", json={"name": "ann"}).json
    assert joined["match"]["name"] == "Tourney final"


def test_a_match_stored_before_names_reads_as_unnamed(client, app):
    mid = new_match(client, name="gone")
    store = app.extensions["rookery.matches"].store
    rec = store.load(mid)
    doc = dict(rec.doc)
    del doc["name"]                      # as documents written before names were given
    store.commit(mid, rec.version, doc, [])
    assert "name" not in store.load(mid).doc
    assert client.get(f"/api/v1/matches/{mid}").json["name"] is None
    items = client.get("/api/v1/matches?status=open").json["items"]
    assert [m["name"] for m in items if m["id"] == mid] == [None]
