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


def matches(token: str, stored_hash: str | None) -> bool:
    if not stored_hash:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)
