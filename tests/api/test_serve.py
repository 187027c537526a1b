"""`make run` (api/serve.py) keeps the service up: a child that dies is restarted, a taken
embedded-Redis port fails loudly instead of sharing another run's Redis."""
import os
import shutil
import signal
import subprocess
import sys
import time

import requests

from tests.support.servers import ROOT, free_port


def children(pid: int) -> dict[str, int]:
    out = subprocess.run(["ps", "-o", "pid=,args=", "--ppid", str(pid)], capture_output=True, text=True).stdout
    found = {}
    for line in out.splitlines():
        cpid, args = line.strip().split(" ", 1)
        for name in ("redis-server", "gunicorn", "api.bots.worker"):
            if name in args:
                found[name] = int(cpid)
    return found


def wait_until(check, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except requests.RequestException:
            pass
        time.sleep(0.2)
    raise AssertionError("timed out")


def test_make_run_restarts_dead_children_and_refuses_a_taken_redis_port():
    port, redis_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(PORT=str(port), EMBEDDED_REDIS_PORT=str(redis_port), WEB_CONCURRENCY="1")
    serve = subprocess.Popen([sys.executable, "-m", "api.serve"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: requests.get(base + "/readyz", timeout=2).status_code == 200)
        first = children(serve.pid)
        assert set(first) == {"redis-server", "gunicorn", "api.bots.worker"}
        for name in ("api.bots.worker", "redis-server"):
            os.kill(first[name], signal.SIGKILL)
            wait_until(lambda: children(serve.pid).get(name) not in (None, first[name]))
        wait_until(lambda: requests.get(base + "/readyz", timeout=2).status_code == 200)
        assert serve.poll() is None
        # A second run on the same embedded-Redis port stops at once, saying why, non-zero.
        second = subprocess.run([sys.executable, "-m", "api.serve"], cwd=ROOT,
                                env=dict(env, PORT=str(free_port())), capture_output=True,
                                text=True, timeout=30)
        assert second.returncode != 0 and "in use" in second.stderr
    finally:
        serve.send_signal(signal.SIGTERM)
        assert serve.wait(30) == 0
        shutil.rmtree(ROOT / "var" / f"redis-{redis_port}", ignore_errors=True)


def test_a_port_left_in_time_wait_by_a_stopped_run_counts_as_free():
    """A run stopped a moment ago leaves its Redis port's closed connections in TIME-WAIT:
    the next `make run` must take that port again (and its data), not call it taken."""
    import socket

    from api.serve import port_free
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    served, _ = listener.accept()
    served.close()              # the server side closes first: its end goes to TIME-WAIT
    client.recv(1)
    client.close()
    assert not port_free(port)  # still listening: taken
    listener.close()
    assert port_free(port)
