"""Configuration from the environment (12-factor); tests pass a dict to create_app instead."""
import os


def from_env() -> dict:
    env = os.environ
    return {
        "REDIS_URL": env.get("REDIS_URL", "redis://127.0.0.1:6379/0"),
        # "cluster": REDIS_URL names any node of a Redis Cluster.
        "REDIS_MODE": env.get("REDIS_MODE", "standalone"),
        # Seconds a finished or aborted match is kept before Redis expires it.
        "FINISHED_TTL": int(env.get("ROOKERY_FINISHED_TTL", str(7 * 24 * 3600))),
        # Seconds an open match nobody joins is kept.
        "OPEN_TTL": int(env.get("ROOKERY_OPEN_TTL", str(3 * 24 * 3600))),
        "IDEMPOTENCY_TTL": int(env.get("ROOKERY_IDEMPOTENCY_TTL", str(24 * 3600))),
        "RATE_LIMIT": env.get("ROOKERY_RATE_LIMIT", "1200 per minute"),
        "RATE_LIMIT_ENABLED": env.get("ROOKERY_RATE_LIMIT_ENABLED", "1") != "0",
        # Match documents each worker process keeps between requests (api/doccache.py); 0: none.
        "DOC_CACHE_SIZE": int(env.get("ROOKERY_DOC_CACHE_SIZE", "128")),
        "CORS_ORIGINS": env.get("ROOKERY_CORS_ORIGINS", "*"),
        # Reverse proxies in front of the app (nginx in deploy/: 1). Their X-Forwarded-For
        # gives the client address the per-address rate limit counts; 0 trusts no such header.
        "TRUSTED_PROXIES": int(env.get("ROOKERY_TRUSTED_PROXIES", "0")),
        "BODY_TIMEOUT": float(env.get("ROOKERY_BODY_TIMEOUT", "10")),
        "MAX_CONTENT_LENGTH": int(env.get("ROOKERY_MAX_BODY", str(64 * 1024))),
        "SSE_MAX_SECONDS": int(env.get("ROOKERY_SSE_MAX_SECONDS", "300")),
        "SSE_HEARTBEAT_SECONDS": int(env.get("ROOKERY_SSE_HEARTBEAT", "15")),
        "EXTRA_GAMES": [m for m in env.get("ROOKERY_EXTRA_GAMES", "").split(",") if m],
        "FRONTEND_DIR": env.get("ROOKERY_FRONTEND_DIR", ""),
        "BOT_DELAY": float(env.get("ROOKERY_BOT_DELAY", "0.3")),
        # Seconds a bot worker holds a match it took; one killed meanwhile frees it after that.
        "BOT_LEASE": float(env.get("ROOKERY_BOT_LEASE", "10")),
        # Seconds a seat must stay idle before another player may hand it to a bot.
        "IDLE_SEAT_SECONDS": float(env.get("ROOKERY_IDLE_SEAT_SECONDS", "120")),
        # Chat: characters per message, messages per seat per window (count, seconds), and how
        # many of a match's messages GET /chat keeps (the event log keeps them all).
        "CHAT_MAX_LENGTH": int(env.get("ROOKERY_CHAT_MAX_LENGTH", "500")),
        "NOTES_MAX_LENGTH": int(env.get("ROOKERY_NOTES_MAX_LENGTH", "5000")),
        "CHAT_RATE": (int(env.get("ROOKERY_CHAT_RATE_COUNT", "8")),
                      float(env.get("ROOKERY_CHAT_RATE_SECONDS", "10"))),
        "CHAT_KEEP": int(env.get("ROOKERY_CHAT_KEEP", "1000")),
        # Webhooks: a callback to a private, loopback or link-local address is refused (no
        # request forgery into the operator's network) unless allowed here ("loopback" allows
        # 127.0.0.0/8 and ::1 only, "private" every non-public address).
        "WEBHOOK_ALLOW": env.get("ROOKERY_WEBHOOK_ALLOW", ""),
        # First retry after this many seconds, doubling; no retry after WEBHOOK_GIVE_UP s.
        "WEBHOOK_BACKOFF": float(env.get("ROOKERY_WEBHOOK_BACKOFF", "5")),
        "WEBHOOK_GIVE_UP": float(env.get("ROOKERY_WEBHOOK_GIVE_UP", str(3600))),
        "WEBHOOK_TIMEOUT": float(env.get("ROOKERY_WEBHOOK_TIMEOUT", "5")),
        # Web Push (api/push.py): the site's VAPID private key (PEM; made once and kept in
        # Redis when unset) and the contact push services may use (a mailto: or https URL).
        "VAPID_PRIVATE_KEY": env.get("ROOKERY_VAPID_PRIVATE_KEY", ""),
        "VAPID_SUBJECT": env.get("ROOKERY_VAPID_SUBJECT", "mailto:admin@rookery.invalid"),
        # Accounts: seconds an account session (bearer token) lives; failed logins allowed per
        # account name within a window (count, seconds) before logins for it wait the window out
        # (the per-address limit below also applies).
        "SESSION_TTL": int(env.get("ROOKERY_SESSION_TTL", str(30 * 86400))),
        "DELETED_NAME_HOLD": int(env.get("ROOKERY_DELETED_NAME_HOLD", str(30 * 86400))),
        "LOGIN_FAILURES": (int(env.get("ROOKERY_LOGIN_FAILURES", "10")),
                           int(env.get("ROOKERY_LOGIN_FAILURE_WINDOW", "900"))),
        "LOGIN_RATE_LIMIT": env.get("ROOKERY_LOGIN_RATE_LIMIT", "20 per minute"),
    }
