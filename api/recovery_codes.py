"""One-time recovery codes: the way back into an account whose password is forgotten.

Accounts have no e-mail, so a code is handed out once, at sign-up or when asked for, and only
its Argon2id hash is kept (like a password's). It is meant to be copied by hand: five groups of
four characters from an alphabet without look-alikes (no 0/O, 1/I/L), 20 characters of 31
symbols, about 99 bits. It is read back whatever its case and with or without its separators.
"""
from __future__ import annotations

import re
import secrets

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
GROUPS, GROUP_SIZE = 5, 4
SEPARATORS = re.compile(r"[\s\-_.]+")


def new_code() -> str:
    chars = [secrets.choice(ALPHABET) for _ in range(GROUPS * GROUP_SIZE)]
    return "-".join("".join(chars[i:i + GROUP_SIZE]) for i in range(0, len(chars), GROUP_SIZE))


def canonical(code: str) -> str:
    """The form that is hashed and compared: upper case, no spaces or dashes."""
    return SEPARATORS.sub("", code).upper()
