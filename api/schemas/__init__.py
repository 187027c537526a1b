"""Request schemas, mirroring the components of openapi.yaml under the same names."""
import unicodedata

from marshmallow import (EXCLUDE, RAISE, Schema, ValidationError, fields, validate,
                         validates_schema)

STATUSES = ("open", "active", "finished", "aborted")


MAX_SEATS = 6     # the most any game takes; each game checks its own range


class Whole(fields.Integer):
    """An integer as JSON Schema means it: 9 and 9.0 alike, never true/false or 9.5."""

    def _validated(self, value):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or \
                (isinstance(value, float) and not value.is_integer()):
            raise self.make_error("invalid")
        return super()._validated(value)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


class Clock(StrictSchema):
    """A match clock; the seconds each kind needs are checked in ``validate_kind``."""
    type = fields.String(required=True, validate=validate.OneOf(["none", "live", "correspondence"]))
    bank = Whole(load_default=None, validate=validate.Range(min=1, max=30 * 86400))
    increment = Whole(load_default=0, validate=validate.Range(min=0, max=86400))
    per_decision = Whole(load_default=None, validate=validate.Range(min=1, max=60 * 86400))
    pause_weekends = fields.Boolean(load_default=False)
    on_timeout = fields.String(load_default="bot", validate=validate.OneOf(["bot", "concede"]))

    @validates_schema
    def validate_kind(self, data, **kwargs):
        if data["type"] == "live" and data["bank"] is None:
            raise ValidationError("a live clock needs a bank (seconds)", "bank")
        if data["type"] == "correspondence" and data["per_decision"] is None:
            raise ValidationError("a correspondence clock needs per_decision (seconds)",
                                  "per_decision")


MATCH_NAME_MAX = 60


class MatchName(fields.String):
    """A table's name as people read it in lists and headings: spaces around it are trimmed, then
    it must keep 1 to 60 characters. Control characters (tabs, line breaks, NUL, C1 codes) are
    refused wherever they stand: a page would show them as boxes or break its line on them."""

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        if any(unicodedata.category(c) == "Cc" for c in text):
            raise ValidationError("must not contain control characters (tabs, line breaks)")
        text = text.strip()
        if not 1 <= len(text) <= MATCH_NAME_MAX:
            raise ValidationError(f"must have 1 to {MATCH_NAME_MAX} characters besides the "
                                  "spaces around them")
        return text


class CreateMatch(StrictSchema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=40))
    players = Whole(required=True, validate=validate.Range(min=2, max=MAX_SEATS))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = Whole(allow_none=True, load_default=None,
                          validate=validate.Range(min=0, max=2**63 - 1))
    bots = fields.List(Whole(validate=validate.Range(min=0, max=MAX_SEATS - 1)),
                       load_default=list, validate=validate.Length(max=MAX_SEATS))
    clock = fields.Nested(Clock, allow_none=True, load_default=None)
    # Counted in ratings when it ends with every seat an account's (see api/ratings.py).
    rated = fields.Boolean(load_default=True)
    # Shown as the match's title; without one, pages title it by its seated players.
    name = MatchName(allow_none=True, load_default=None)


class SavedDeck(StrictSchema):
    """A deck kept in an account (PUT /accounts/me/decks/{id}); the game's deck schema judges
    faction, agenda and cards, not whether the deck is legal yet: a deck is saved while built."""
    game = fields.String(required=True, validate=validate.Length(min=1, max=40))
    name = MatchName(required=True)
    faction = fields.String(required=True, validate=validate.Length(min=1, max=40))
    agenda = fields.String(allow_none=True, load_default=None, validate=validate.Length(max=10))
    cards = fields.List(fields.String(validate=validate.Length(min=1, max=10)), required=True,
                        validate=validate.Length(max=200))


class Webhook(StrictSchema):
    url = fields.String(required=True, validate=validate.Length(min=8, max=500))
    secret = fields.String(required=True, validate=validate.Length(min=16, max=200))


def _b64url_bytes(n: int, what: str):
    """A base64url text that decodes to ``n`` bytes (a browser's push keys)."""
    import base64

    def check(value):
        try:
            raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
        except (ValueError, TypeError):
            raise ValidationError(f"must be base64url ({what})") from None
        if len(raw) != n:
            raise ValidationError(f"must decode to {n} bytes ({what})")
    return check


class PushKeys(StrictSchema):
    p256dh = fields.String(required=True, validate=_b64url_bytes(65, "an uncompressed P-256 point"))
    auth = fields.String(required=True, validate=_b64url_bytes(16, "the 16-byte auth secret"))


class PushSubscription(StrictSchema):
    """What a browser's ``PushSubscription.toJSON()`` gives, with the words it wants."""
    endpoint = fields.String(required=True, validate=validate.Length(min=8, max=1000))
    keys = fields.Nested(PushKeys, required=True)
    # (toJSON() has it; our messages set their own)
    expirationTime = fields.Float(load_default=None, allow_none=True)  # noqa: N815
    lang = fields.String(load_default="en", validate=validate.OneOf(["en", "ru", "bg"]))
    label = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=80))


class JoinMatch(StrictSchema):
    # Needed without an account; with one, the account's name is the seat's.
    name = fields.String(load_default=None, validate=validate.Length(min=1, max=40))
    seat = Whole(allow_none=True, load_default=None,
                 validate=validate.Range(min=0, max=MAX_SEATS - 1))
    # The game checks the deck itself (its deck_schema and deck-building rules).
    deck = fields.Dict(keys=fields.String(), allow_none=True, load_default=None)
    webhook = fields.Nested(Webhook, allow_none=True, load_default=None)


class Credentials(StrictSchema):
    # The account rules (api/accounts.py) judge the values and say which one they refuse.
    name = fields.String(required=True, validate=validate.Length(min=1, max=100))
    password = fields.String(required=True, validate=validate.Length(min=1, max=1000))


class NewPassword(StrictSchema):
    password = fields.String(required=True, validate=validate.Length(min=1, max=1000))
    new_password = fields.String(required=True, validate=validate.Length(min=1, max=1000))


class Recovery(StrictSchema):
    # Accounts.recover judges the values: one answer for a wrong name or code.
    name = fields.String(required=True, validate=validate.Length(min=1, max=100))
    recovery_code = fields.String(required=True, validate=validate.Length(min=1, max=100))
    new_password = fields.String(required=True, validate=validate.Length(min=1, max=1000))


class Password(StrictSchema):
    password = fields.String(required=True, validate=validate.Length(min=1, max=1000))


class LeaderboardQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=100))
    cursor = fields.Integer(load_default=0, validate=validate.Range(min=0, max=10**9))


class SeatSettings(StrictSchema):
    # The game checks the settings against its own settings_schema.
    settings = fields.Dict(keys=fields.String(), required=True)


class CardQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    faction = fields.String(load_default=None, validate=validate.Length(min=1, max=40))
    type = fields.String(load_default=None, validate=validate.Length(min=1, max=80))
    q = fields.String(load_default=None, validate=validate.Length(max=100))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=250))
    cursor = fields.Integer(load_default=0, validate=validate.Range(min=0, max=10**6))


class StartMatch(StrictSchema):
    fill = fields.String(required=True, validate=validate.OneOf(["bots"]))


class ActionRequest(StrictSchema):
    # JSON object keys are strings already: no per-key field (it costs ~10 us a request).
    action = fields.Dict(required=True)
    version = Whole(allow_none=True, load_default=None,
                             validate=validate.Range(min=0))
    seat = Whole(allow_none=True, load_default=None,
                 validate=validate.Range(min=0, max=MAX_SEATS - 1))
    decision = fields.String(allow_none=True, load_default=None,
                             validate=validate.Length(min=1, max=200))


class CommaList(fields.Field):
    """A query parameter's list written as OpenAPI's ``style: form, explode: false`` does:
    ``a,b,c``. Each item 1 to ``item_max`` characters, 1 to ``most`` items."""

    def __init__(self, most: int, item_max: int, **kw):
        super().__init__(**kw)
        self.most, self.item_max = most, item_max

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, str):
            raise ValidationError("a comma-separated list")
        items = value.split(",")
        if len(items) > self.most:
            raise ValidationError(f"at most {self.most} items")
        if any(not 1 <= len(i) <= self.item_max for i in items):
            raise ValidationError(f"every item 1 to {self.item_max} characters, none empty")
        return items


class MatchQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    game = fields.String(load_default=None, validate=validate.Length(min=1, max=40))
    status = fields.String(load_default=None, validate=validate.OneOf(STATUSES))
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100))
    cursor = fields.Integer(load_default=0, validate=validate.Range(min=0, max=10**9))
    # Named matches (a browser's remembered seats): one request instead of one per match.
    ids = CommaList(most=100, item_max=64, load_default=None)


class EventsQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**53))
    limit = fields.Integer(load_default=1000, validate=validate.Range(min=1, max=1000))


class ReplayQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    event = fields.Integer(required=True, validate=validate.Range(min=0, max=2**53))


class PostChat(StrictSchema):
    # The length limit is the service's (CHAT_MAX_LENGTH); this bound only stops huge bodies.
    text = fields.String(required=True, validate=validate.Length(min=1, max=2000))
    to = fields.List(Whole(validate=validate.Range(min=0, max=MAX_SEATS - 1)), allow_none=True,
                     load_default=None, validate=validate.Length(min=1, max=MAX_SEATS))


class SeatNotes(StrictSchema):
    # The length limit is the service's (NOTES_MAX_LENGTH); this bound only stops huge bodies.
    text = fields.String(required=True, validate=validate.Length(max=20000))


class ChatQuery(Schema):
    class Meta:
        unknown = EXCLUDE

    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=2**53))


class HandOver(StrictSchema):
    bot = fields.Boolean(required=True, validate=validate.Equal(True))


def field_messages(messages, prefix="") -> dict[str, list[str]]:
    """marshmallow's messages as the contract's `Problem.errors`: field -> list of texts.

    marshmallow nests them (a list item's messages under its index, a nested field's under its
    name); typed clients need one flat shape, so nested fields get dotted paths (`bots.1`)."""
    if isinstance(messages, dict):
        flat = {}
        for key, value in messages.items():
            flat.update(field_messages(value, f"{prefix}.{key}" if prefix else str(key)))
        return flat
    texts = messages if isinstance(messages, list) else [messages]
    if all(isinstance(t, str) for t in texts):
        return {prefix or "body": list(texts)}
    flat = {}
    for text in texts:             # a list that mixes texts and nested messages
        for key, value in field_messages(text, prefix).items():
            flat.setdefault(key, []).extend(value)
    return flat


__all__ = ["ActionRequest", "CardQuery", "ChatQuery", "CreateMatch", "Credentials",
           "LeaderboardQuery", "EventsQuery", "HandOver",
           "JoinMatch", "MatchQuery", "PostChat", "SeatSettings", "StartMatch", "ValidationError",
           "Webhook", "field_messages"]
