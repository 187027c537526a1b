"""deploy/nginx.conf, served by a real nginx in front of the live gunicorn: the frontend comes
from nginx itself, the API and the event stream go through to the app."""
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
import requests

from tests.support.servers import ROOT, free_port

NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
CONF = ROOT / "deploy" / "nginx.conf"


def _server_block(app_port: int, port: int) -> str:
    text = CONF.read_text()
    for old, new in (("server 127.0.0.1:8000;", f"server 127.0.0.1:{app_port};"),
                     ("listen 80;", f"listen 127.0.0.1:{port};"),
                     ("root /srv/rookery/frontend;", f"root {ROOT / 'frontend'};")):
        assert old in text, f"deploy/nginx.conf no longer has {old!r}: update this test"
        text = text.replace(old, new)
    return text


@pytest.fixture(scope="module")
def nginx(live_gunicorn):
    if not os.path.exists(NGINX):
        pytest.fail("nginx is not installed (make test installs it)")
    tmp = Path(tempfile.mkdtemp(prefix="rookery-nginx-"))
    port = free_port()
    temp_paths = " ".join(f"{k}_temp_path {tmp / k};" for k in
                          ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (tmp / "nginx.conf").write_text(f"""
{"user root;" if os.geteuid() == 0 else ""}
worker_processes 1;
pid {tmp / "nginx.pid"};
error_log {tmp / "error.log"};
events {{ worker_connections 128; }}
http {{
    include /etc/nginx/mime.types;
    access_log {tmp / "access.log"};
    {temp_paths}
    {_server_block(live_gunicorn.port, port)}
}}
""")
    args = [NGINX, "-p", str(tmp), "-c", str(tmp / "nginx.conf")]
    check = subprocess.run(args + ["-t"], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    proc = subprocess.Popen(args + ["-g", "daemon off;"], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            break
        except OSError:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError((tmp / "error.log").read_text()) from None
            time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    proc.wait(10)


def test_the_frontend_comes_from_nginx_and_nothing_else_does(nginx):
    r = requests.get(nginx + "/", timeout=5)
    assert r.status_code == 200 and "text/html" in r.headers["Content-Type"]
    assert r.headers["Server"] == "nginx"           # no version
    js = requests.get(nginx + "/js/app.js", timeout=5, headers={"Accept-Encoding": "gzip"})
    assert js.status_code == 200 and "javascript" in js.headers["Content-Type"]
    assert js.headers["Content-Encoding"] == "gzip" and js.headers["Cache-Control"] == "no-cache"
    again = requests.get(nginx + "/js/app.js", headers={"If-None-Match": js.headers["ETag"]}, timeout=5)
    assert again.status_code == 304
    # the service worker, from the site's root (its scope is the whole site)
    sw = requests.get(nginx + "/sw.js", timeout=5)
    assert sw.status_code == 200 and "javascript" in sw.headers["Content-Type"] and "push" in sw.text
    # what a phone installs the site from, with its icons
    manifest = requests.get(nginx + "/manifest.webmanifest", timeout=5)
    assert manifest.status_code == 200 and manifest.headers["Content-Type"].startswith("application/manifest+json")
    for icon in manifest.json()["icons"]:
        got = requests.get(nginx + icon["src"], timeout=5)
        assert got.status_code == 200 and got.headers["Content-Type"] == icon["type"], icon
    # Routes live in the URL fragment: no other path is a page, and no tool or dotfile is served.
    for path in ("/some/page", "/robots.txt", "/.git/config", "/tools/build_data.py",
                 "/js/.hidden", "/js/../tools/build_data.py", "/index.html/x"):
        gone = requests.get(nginx + path, timeout=5)
        assert gone.status_code == 404, path
        assert gone.headers["Content-Type"] == "application/problem+json", path


def test_pages_and_answers_carry_the_security_headers(nginx):
    from api.security import HEADERS
    for path in ("/", "/css/app.css", "/api/v1/games", "/docs"):
        r = requests.get(nginx + path, timeout=5)
        for name, value in HEADERS.items():
            assert r.headers.get(name) == value, (path, name)
    seat = requests.post(nginx + "/api/v1/matches", json={"game": "testgame", "players": 2}, timeout=5)
    join = requests.post(f"{nginx}/api/v1/matches/{seat.json()['id']}/join", json={"name": "ann"}, timeout=5)
    assert join.status_code == 201 and join.headers["Cache-Control"] == "no-store"


def test_the_api_goes_through_to_the_app(nginx):
    games = requests.get(nginx + "/api/v1/games", timeout=5)
    assert games.status_code == 200 and "btwixt" in {g["id"] for g in games.json()}
    assert requests.get(nginx + "/readyz", timeout=5).json() == {"status": "ready"}
    assert requests.get(nginx + "/openapi.yaml", timeout=5).text.startswith("openapi:")
    missing = requests.get(nginx + "/api/v1/matches/nope", timeout=5)
    assert missing.status_code == 404
    assert missing.headers["Content-Type"] == "application/problem+json"


def test_events_stream_through_nginx_as_they_happen(nginx):
    mid = requests.post(nginx + "/api/v1/matches", json={"game": "testgame", "players": 2},
                        timeout=5).json()["id"]
    with requests.get(f"{nginx}/api/v1/matches/{mid}/events",
                      headers={"Accept": "text/event-stream"}, stream=True, timeout=10) as s:
        assert s.headers["Content-Type"].startswith("text/event-stream")
        lines = s.iter_lines(decode_unicode=True)
        assert next(lines) == "retry: 2000"
        seen = []
        for line in lines:          # the events so far, then the join below, live
            if line.startswith("data:"):
                seen.append(line)
                if len(seen) == 1:
                    requests.post(f"{nginx}/api/v1/matches/{mid}/join", json={"name": "ann"},
                                  timeout=5).raise_for_status()
                if '"seat-joined"' in line:
                    break
    assert '"match-created"' in seen[0] and '"seat-joined"' in seen[-1]


def test_the_event_stream_has_its_own_location_ahead_of_the_api_one():
    # nginx uses the first regex location that matches: the stream's (no buffering, long
    # reads) must precede the general API one, or it is never used.
    text = CONF.read_text()
    locations = re.findall(r"location ~ (\S+)", text)
    assert locations.index(r"^/api/v1/matches/[^/]+/(stream|events)$") < \
        locations.index(r"^/(api/|healthz$|readyz$|openapi\.yaml$|docs)")


def _raw(base: str, data: bytes) -> tuple[int, dict, bytes]:
    host, port = base.split("//")[1].split(":")
    s = socket.create_connection((host, int(port)), timeout=10)
    s.sendall(data)
    buf = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
        if b"\r\n\r\n" in buf:
            head, rest = buf.split(b"\r\n\r\n", 1)
            m = re.search(rb"(?i)content-length: *(\d+)", head)
            if m and len(rest) >= int(m.group(1)):
                break
    s.close()
    head, rest = buf.split(b"\r\n\r\n", 1)
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, v in (ln.split(":", 1) for ln in lines[1:])}
    return int(lines[0].split()[1]), headers, rest


@pytest.mark.parametrize("data,status,code", [
    (b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
     b"Content-Length: 200000\r\n\r\n{}", 413, "body-too-large"),
    (b"GET /api/v1/" + b"a" * 20000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "uri-too-long"),
    (b"GARBAGE\r\n\r\n", 400, "bad-request"),
    (b"GET /api/v1/games HTTP/1.1\r\nHost: x\r\nX-A: " + b"a" * 40000 + b"\r\n\r\n", 400,
     "bad-request"),
])
def test_what_nginx_refuses_itself_is_problem_json(nginx, data, status, code):
    got, headers, body = _raw(nginx, data)
    assert got == status, body
    assert headers["content-type"] == "application/problem+json"
    import json
    problem = json.loads(body)
    assert problem["status"] == status and problem["code"] == code


def test_a_slow_client_is_limited_in_connections(nginx):
    """One address holding many idle connections gets 429 problem+json beyond the limit, and
    nginx, not gunicorn, holds the slow bodies (buffered) until they are complete."""
    host, port = nginx.split("//")[1].split(":")
    socks = []
    try:
        for _ in range(64):
            s = socket.create_connection((host, int(port)), timeout=5)
            s.sendall(b"POST /api/v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                      b"\r\nContent-Length: 100\r\n\r\n{")
            socks.append(s)
        time.sleep(0.3)
        status, headers, body = _raw(nginx, b"GET /api/v1/games HTTP/1.1\r\nHost: x\r\n\r\n")
        assert status == 429 and headers["content-type"] == "application/problem+json"
    finally:
        for s in socks:
            s.close()
    time.sleep(0.3)
    assert requests.get(nginx + "/api/v1/games", timeout=5).status_code == 200
