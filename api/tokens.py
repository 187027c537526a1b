"""Seat tokens: 32 random bytes shown once; only their SHA-256 is stored.

They are random secrets, not passwords, so a fast hash is enough; comparison is constant-time.
"""
import hashlib
import hmac
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def same_hash(digest: str, stored_hash: str | None) -> bool:
    """Constant-time comparison of a token's digest with a stored one."""
    return bool(stored_hash) and hmac.compare_digest(digest, stored_hash)
