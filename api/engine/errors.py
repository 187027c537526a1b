"""Errors an engine raises. The HTTP layer maps them to problem+json answers."""


class RuleError(Exception):
    """Base of every refusal. ``code`` is stable and machine-readable, ``detail`` is for humans.

    ``detail`` must only say what the acting seat may know: never name another seat's
    hidden cards, orders or bids.
    """

    status = 409

    def __init__(self, code: str, detail: str, **extra):
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail
        self.extra = extra


class IllegalAction(RuleError):
    """A well-formed action the rules forbid now (409). Code e.g. ``not-your-turn``,
    ``illegal-action/bid-too-high``."""

    status = 409


class BadAction(RuleError):
    """A malformed action: unknown type, missing or mistyped field (422).
    ``field`` names the offending field."""

    status = 422

    def __init__(self, code: str, detail: str, field: str | None = None, **extra):
        super().__init__(code, detail, **extra)
        self.field = field
