"""Rookery: the HTTP service. ``create_app`` is the factory gunicorn and the tests call."""
import importlib
import logging

from flask import Flask, request
from flask_cors import CORS
from werkzeug.middleware.proxy_fix import ProxyFix

from api import config as config_mod
from api import compression, errors, metrics, security
from api.matches import Matches
from api.ratelimit import RateLimiter
from api.store import Store, connect


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__, static_folder=None)
    app.config.update(config_mod.from_env())
    if config:
        app.config.update(config)
    app.json.sort_keys = False
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

    for module in app.config["EXTRA_GAMES"]:
        importlib.import_module(module)

    client = connect(app.config["REDIS_URL"], app.config["REDIS_MODE"], health_check_interval=30)
    app.extensions["rookery.matches"] = Matches(Store(client), app.config)

    if app.config["TRUSTED_PROXIES"]:
        hops = app.config["TRUSTED_PROXIES"]
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)
    errors.register(app)
    compression.install(app)
    metrics.install(app)
    security.install(app)
    # always_send=False: only requests that carry an Origin (every cross-origin browser
    # request does) get CORS headers; apps, bots and same-origin pages skip the work.
    before_cors = list(app.after_request_funcs.get(None, []))
    CORS(app, resources={r"/api/*": {"origins": app.config["CORS_ORIGINS"]}},
         expose_headers=["ETag", "Location"], always_send=False,
         allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match",
                        "Last-Event-ID", "Accept-Language"])
    only_with_origin(app, [f for f in app.after_request_funcs[None] if f not in before_cors])
    limiter = RateLimiter(client, app.config["RATE_LIMIT"], app.config["RATE_LIMIT_ENABLED"])
    limiter.install(app)
    app.extensions["rookery.limiter"] = limiter

    from api.routes import accounts, cards, chat, hooks, lobby, meta, notes, play
    for bp in (lobby.bp, play.bp, cards.bp, chat.bp, hooks.bp, notes.bp, accounts.bp):
        app.register_blueprint(bp)
    accounts.install_limits(app, limiter)
    limiter.exempt(meta.bp)
    app.register_blueprint(meta.bp)
    return app


def only_with_origin(app: Flask, cors_hooks: list) -> None:
    """flask-cors's answer hooks, run only for a request with an Origin: without one they add
    nothing (``always_send=False``) but still match the path and look through the answer's
    headers, about 8 µs of every request from an app, a bot or a same-origin page."""
    funcs = app.after_request_funcs[None]
    funcs[:] = [f for f in funcs if f not in cors_hooks]

    @app.after_request
    def cors_when_asked(resp):
        if "HTTP_ORIGIN" in request.environ:
            for hook in reversed(cors_hooks):    # Flask runs after-request hooks last first
                resp = hook(resp)
        return resp
