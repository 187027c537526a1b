"""clients/python against the live service (gunicorn + the bot worker): its example bot plays
whole matches of B'Twixt and of the board game from listed options alone."""
import subprocess
from concurrent.futures import ThreadPoolExecutor
import sys
import time
from pathlib import Path

import pytest
import requests

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "clients" / "python"
sys.path.insert(0, str(CLIENT))

from rookery import ApiError, Rookery, verify_signature  # noqa: E402
from api import webhooks  # noqa: E402


# A board2e match takes 25-50 s this way (some thousand actions over HTTP, bots included):
# slow-marked, run it with `pytest -m slow tests/api/test_python_client.py`.
@pytest.mark.parametrize("game,players", [
    ("btwixt", 3), pytest.param("board2e", 3, marks=pytest.mark.slow)])
def test_the_example_bot_plays_a_match_to_the_end(live_server, game, players):
    began = time.monotonic()
    out = subprocess.run([sys.executable, str(CLIENT / "examples" / "random_bot.py"), live_server,
                          game, str(players)], cwd=CLIENT, capture_output=True, text=True,
                         timeout=600, env={"PYTHONPATH": str(CLIENT), "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr[-3000:]
    assert f"{game} match" in out.stdout and ": finished, result {" in out.stdout, out.stdout
    print(f"{game}: {time.monotonic() - began:.1f} s")


def test_the_client_lobby_seat_chat_events_and_errors(live_server):
    api = Rookery(live_server)
    assert {g["id"] for g in api.games()} >= {"btwixt", "board2e", "lcg2e"}
    match = api.create_match("testgame", 2, seed=5, name=" Ann and Bob ")
    assert match["name"] == "Ann and Bob" and api.match(match["id"])["name"] == "Ann and Bob"
    ann, bob = api.join(match["id"], "ann"), api.join(match["id"], "bob")
    assert (ann.seat, bob.seat) == (0, 1)
    ann.chat("hello bob", to=[1])
    with pytest.raises(ApiError) as err:
        ann.act({"type": "nonsense"})
    assert err.value.status == 422 and err.value.code == "unknown-action"
    # Two players, each in its own decisions loop, waiting on the stream between turns.
    with ThreadPoolExecutor(2) as pool:
        finals = list(pool.map(lambda seat: seat.play(), [ann, bob], timeout=120))
    assert [f["status"] for f in finals] == ["finished", "finished"]
    seen = list(bob.stream())
    assert seen[-1]["type"] == "match-finished"
    assert [e["text"] for e in seen if e["type"] == "chat"] == ["hello bob"]
    assert not [s for s in api.match(match["id"])["seats"] if s["to_act"]]


def test_a_retried_action_with_its_idempotency_key_is_applied_once(live_server):
    api = Rookery(live_server)
    match = api.create_match("testgame", 2, seed=5)
    ann = api.join(match["id"], "ann")
    api.join(match["id"], "bob")
    d = ann.decisions()
    action = d["decisions"][0]["options"][0]["action"]
    headers = {"Idempotency-Key": "once", "Authorization": f"Bearer {ann.token}"}
    url = f"{live_server}/api/v1/matches/{match['id']}/actions"
    first = requests.post(url, json={"action": action}, headers=headers).json()
    again = requests.post(url, json={"action": action}, headers=headers).json()
    assert first == again and ann.match()["version"] == first["version"]


def test_verify_signature_agrees_with_the_service():
    body = b'{"match": "m", "seat": 0}'
    header = webhooks.sign("x" * 20, int(time.time()), body)
    assert verify_signature("x" * 20, header, body)
    assert not verify_signature("x" * 20, header, body + b"!")
    assert not verify_signature("y" * 20, header, body)
    assert not verify_signature("x" * 20, webhooks.sign("x" * 20, 1000, body), body)


def test_the_client_logs_in_and_takes_its_seats_on_another_device(live_server):
    name = f"Client{time.monotonic_ns() % 10**9}"
    laptop = Rookery(live_server)
    laptop.sign_up(name, "a long enough password")
    session = laptop.log_in(name.lower(), "a long enough password")
    assert session["account"]["name"] == name and session["expires"] > time.time()
    match = laptop.create_match("testgame", 2)
    mine = laptop.join(match["id"])
    assert laptop.match(match["id"])["seats"][0]["name"] == name
    phone = Rookery(live_server)
    phone_session = phone.log_in(name, "a long enough password")
    [seat] = phone.my_seats()
    assert (seat.mid, seat.seat, seat.token) == (mine.mid, 0, mine.token)
    devices = phone.sessions()
    assert [d["id"] for d in devices] == [phone_session["id"], session["id"]]
    assert [d["current"] for d in devices] == [True, False]
    tablet = Rookery(live_server)
    tablet_session = tablet.log_in(name, "a long enough password")
    phone.end_session(tablet_session["id"])
    with pytest.raises(ApiError) as err:
        tablet.me()
    assert err.value.status == 401
    laptop.log_out()
    with pytest.raises(ApiError) as err:
        laptop.me()
    assert err.value.status == 401
    assert phone.me()["name"] == name
    assert phone.leaderboard("testgame")["game"] == "testgame"
    # The seat's own notes, then a new password (the laptop's next log-in needs it) and the
    # account deleted: its seat still plays by its token.
    assert seat.set_notes("Walder is not to be trusted") == "Walder is not to be trusted"
    assert seat.notes() == "Walder is not to be trusted"
    old_phone = phone.session_token
    phone.change_password("a long enough password", "an even longer password")
    assert phone.session_token != old_phone and phone.me()["name"] == name
    with pytest.raises(ApiError) as err:
        laptop.log_in(name, "a long enough password")
    assert err.value.status == 401
    # The password forgotten: the code sign-up gave brings the account back, once.
    kept = phone.new_recovery_code("an even longer password")
    assert phone.me()["has_recovery_code"]
    lost = Rookery(live_server)
    back = lost.recover(name, kept.lower(), "a password found again")
    assert back["recovery_code"] != kept and lost.me()["name"] == name
    with pytest.raises(ApiError) as err:
        phone.me()      # every other session ended
    assert err.value.status == 401
    with pytest.raises(ApiError) as err:
        Rookery(live_server).recover(name, kept, "yet another password")
    assert err.value.status == 401 and err.value.code == "bad-recovery-code"
    phone.log_in(name, "a password found again")
    phone.delete_account("a password found again")
    with pytest.raises(ApiError) as err:
        phone.account(name)
    assert err.value.status == 404
    assert seat.match()["seats"][0]["name"] == name
