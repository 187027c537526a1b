"""gunicorn settings for `make run`, the tests' live servers and production.

gevent workers: an open Server-Sent Events stream parks a greenlet on a blocking Redis XREAD
instead of holding a whole worker, so streams never starve request handling.
"""
import importlib.util
import os
import shutil
import tempfile
from pathlib import Path

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gevent"
worker_connections = int(os.environ.get("WORKER_CONNECTIONS", "1000"))
timeout = 60
graceful_timeout = 10
keepalive = 5
accesslog = os.environ.get("ACCESS_LOG", None)
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "warning")
# Access logs never include the Authorization header (seat tokens stay out of logs).
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(D)sus'

# gunicorn's own error answers (bad framing, 414, 431) as problem+json, not HTML. Loaded by
# path: importing the api package here, in the master before the workers' gevent patching and
# before the metrics folder is set, would break both.
_spec = importlib.util.spec_from_file_location(
    "rookery_server_errors", Path(__file__).resolve().parents[1] / "api" / "server_errors.py")
_server_errors = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_server_errors)
_server_errors.install()

if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="rookery-metrics-")


def on_starting(server):
    d = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d, exist_ok=True)


def child_exit(server, worker):
    from prometheus_client import multiprocess
    multiprocess.mark_process_dead(worker.pid)
