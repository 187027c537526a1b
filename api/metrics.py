"""Prometheus metrics. Under gunicorn every worker writes to PROMETHEUS_MULTIPROC_DIR and
/metrics aggregates them; in a single process the default registry is used."""
import os
import time

from flask import Flask, Response, g, request
from prometheus_client import (CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram,
                               generate_latest, multiprocess)

METHODS = frozenset(("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"))
REQUESTS = Counter("rookery_http_requests_total", "HTTP requests", ["method", "route", "status"])
LATENCY = Histogram("rookery_http_request_seconds", "HTTP request latency", ["method", "route"],
                    buckets=(.002, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5))
ACTIONS = Counter("rookery_actions_total", "Accepted game actions", ["game"])
MATCHES = Counter("rookery_matches_created_total", "Matches created", ["game"])


def install(app: Flask) -> None:
    @app.before_request
    def _start():
        g._t0 = time.perf_counter()

    @app.after_request
    def _observe(resp):
        route = request.url_rule.rule if request.url_rule else "unmatched"
        if route.startswith("/metrics"):
            return resp
        # Any token can arrive as a method; only the standard ones get their own series.
        method = request.method if request.method in METHODS else "OTHER"
        status = resp.status_code
        _child(REQUESTS, method, route, str(status)).inc()
        t0 = getattr(g, "_t0", None)
        if t0 is not None and resp.mimetype != "text/event-stream":
            _child(LATENCY, method, route).observe(time.perf_counter() - t0)
        return resp


_CHILDREN: dict = {}


def count_action(game: str) -> None:
    _child(ACTIONS, game).inc()


def _child(metric, *labels):
    """``metric.labels(*labels)``, remembered: the label sets are few (routes x methods x
    statuses) and looking one up under the metric's lock costs more than the count itself."""
    key = (metric, labels)
    child = _CHILDREN.get(key)
    if child is None:
        child = _CHILDREN[key] = metric.labels(*labels)
    return child


def render() -> Response:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        data = generate_latest(registry)
    else:
        data = generate_latest()
    return Response(data, mimetype=CONTENT_TYPE_LATEST.split(";")[0],
                    headers={"Content-Type": CONTENT_TYPE_LATEST})
