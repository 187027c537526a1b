"""Characteristics derived on read (design D4, spec §5.17): nothing derived is stored.

A value = its printed base, then the modifiers of constant abilities in play (card scripts,
re-read every time) and of stored lasting effects (effects.py), floored at 0. Modifiers are
computed in layers, each able to read only the layers before it, so no value depends on
itself:

    0 blank       a blanked card keeps no printed keywords, abilities or plot modifiers
                  (nor traits unless the blank says so — both Core blanks keep them)
    1 traits      gain_trait / lose_trait
    2 icons       gain_icon / lose_icon (gains first, then losses: a lost icon stays lost)
    3 keywords    gain_keyword / lose_keyword (a keyword is had or not; sources don't stack)
    4 strength    modify_str
    5 seat values plot_value (income, initiative, claim, reserve), dominance_str,
                  set_plot_base (Naval Superiority: a plot's printed value treated as N)
    6 rules       RULE_VERBS: flags and numbers the flow asks about (extra challenges, "does
                  not kneel when declared", cost reductions, ...)

A constant ability works while its card is in the zone its ``from`` names (``play`` for
characters, locations and attachments, ``plot`` for the revealed plot, ``title``, ``agenda``),
the card is not facedown and not blank, and its ``while`` conditions hold.

Results are memoised per state revision (``state["rev"]``, bumped by cards.touch): every
writer of anything a condition can read — zones, kneeling, gold, ``phase``, ``challenge``,
``first_player`` — must call touch (the memo key also carries those flow fields, as a safety
net). The memo is a :class:`Memo`: it keeps a reference to the state object it was
computed for, so a different state (even one at the same address later) never hits it. A
memoised Table computes layers 1-6 lazily, each the first time it is read (see
:class:`Table`); what it holds is the same as an eager build of the same revision. Three
lcg2e memos, each a :class:`Memo`, rest on the same contract: the end check's "quiet" per
state revision (``rounds.check_end``), an action window's plays per :func:`memo_key`, seat
and window (``flow._window_plays``: listed for the decisions, checked
again when one is taken), and whether a seat is left out of a trigger window per
:func:`memo_key`, trigger frame and seat (``triggers.window_skip``).
``tests/games/cardcore/test_derive_memo.py`` checks all four over random games: every memo
hit is compared with a fresh computation.
"""
from __future__ import annotations

from api.games.cardcore import selectors
from api.games.cardcore.catalog import of as catalog_of

LAYERS = {"blank": 0, "gain_trait": 1, "lose_trait": 1, "gain_icon": 2, "lose_icon": 2,
          "gain_keyword": 3, "lose_keyword": 3, "modify_str": 4, "plot_value": 5,
          "dominance_str": 5, "set_plot_base": 5}
SEAT_VERBS = ("plot_value", "dominance_str")
# Rule modifiers (design §1.3, "marshaling rules", "challenge rules", "permissions"): derive
# only collects them; the flow reads them with rules().
RULE_VERBS = ("cost_reduction", "extra_limited", "extra_challenge", "restrict_challenges",
              "declare_limit", "no_kneel_on_declare", "defend_while_kneeling", "must_defend",
              "cannot_defend", "stealth_immunity", "considered_participating",
              "no_str_contribution", "side_str", "restrict_play", "restrict_triggering",
              "draw_phase_count", "stand_limit", "claim_extra_opponents", "enters_knelt",
              "redirect_challenge", "hand_ambush",
              # hbo (spec hbo §5.9 "rule hooks"): cannot be declared as an attacker; no cost
              # reduction applies; no character can be saved (neither by a save nor a duplicate)
              "cannot_attack", "no_cost_reduction", "no_saves",
              # cardstt: the first event played each round costs less (Paxter Redwyne);
              # the card is sacrificed once it carries N tokens (Ser Jorah Mormont); it is
              # killed if its STR becomes 0 (Dracarys!, Plaza of Punishment)
              "event_cost_reduction", "sacrifice_at_tokens", "kill_at_zero_str")
for _verb in RULE_VERBS:
    LAYERS[_verb] = 6
_RULE_VERBS = frozenset(RULE_VERBS)     # rules() checks every verb it is asked for
ICON_ORDER = ("military", "intrigue", "power")
PLOT_VALUES = ("income", "initiative", "claim", "reserve")
DEFAULT_FROM = {"plot": "plot", "title": "title", "agenda": "agenda"}


class LayerError(RuntimeError):
    """A condition or amount read a layer that is not computed yet (a script bug)."""


class Reader:
    """What conditions, filters and amounts may read while layer ``layer`` is computed."""

    def __init__(self, table: "Table", layer: int):
        self.table, self.state, self.layer = table, table.state, layer

    def _need(self, layer: int, what: str) -> None:
        if self.layer <= layer:
            raise LayerError(f"{what} read while computing layer {self.layer}")

    def printed(self, cid: str) -> dict:
        return self.table.printed(cid)

    def blank(self, cid: str) -> bool:
        self._need(0, "blank")
        return cid in self.table.blank

    def traits(self, cid: str) -> tuple:
        self._need(1, "traits")
        return self.table.traits(cid)

    def icons(self, cid: str) -> tuple:
        self._need(2, "icons")
        return self.table.icons(cid)

    def keywords(self, cid: str) -> tuple:
        self._need(3, "keywords")
        return self.table.keywords(cid)

    def strength(self, cid: str) -> int | None:
        self._need(4, "strength")
        return self.table.strength(cid)


class Table:
    """Every derived value of one state revision. Layer 0 (blank) is computed at once; each
    later layer the first time something reads it (a layer reads only the layers before it,
    so the order they are computed in does not change what they hold). Most revisions read
    the rule modifiers and little else: the others are not computed for nothing."""

    def __init__(self, state: dict):
        self.state = state
        self.catalog = catalog_of(state)
        self.blank: dict[str, bool] = {}          # blanked card -> keeps its traits
        # per layer 1-5: ref (card id or seat) -> [(verb, params)]; layer 6: ref -> [modifier
        # with source and by]; None until read
        self._layers: list = [None] * 7
        self._cache: dict = {}
        self._build()

    def printed(self, cid: str) -> dict:
        return self.catalog.cards[self.state["cards"][cid]["code"]]

    # -- building ----------------------------------------------------------------------------

    def _sources(self) -> list[tuple[str, dict, int, dict]]:
        """``(card, ability, controller, {layer: modifiers})`` of every constant ability
        that works now (its card face up in the zone it works from)."""
        out = []
        cards = self.state["cards"]
        for s in self.state["seats"]:
            for cid in s["play"] + [c for c in (s["plot"], s["title"], s["agenda"]) if c]:
                card = cards[cid]
                constants = self.catalog.constants(card["code"])
                if not constants or card["face_down"]:
                    continue
                p = self.printed(cid)
                for _i, ab, by_layer in constants:
                    if (ab.get("from") or DEFAULT_FROM.get(p["type"], "play")) == card["zone"]:
                        out.append((cid, ab, card["controller"], by_layer))
        return out

    def _targets(self, reader: Reader, ctx: dict, match) -> list:
        if match == "self":
            return [ctx["source"]]
        if match == "attached":
            host = self.state["cards"][ctx["source"]]["attached_to"]
            return [host] if host else []
        if match == "you":
            return [ctx["seat"]]
        if match == "opponents":
            return [i for i in range(len(self.state["seats"])) if i != ctx["seat"]]
        if match == "each_player":
            return list(range(len(self.state["seats"])))
        return selectors.select(reader, ctx, match)

    def _apply_layer(self, layer: int, sources: list, effects: list) -> dict:
        """Modifiers of one layer: {target: [(verb, params, ctx)]}, from the ``sources``
        with modifiers in this layer and the lasting ``effects`` of its verbs."""
        if not sources and not effects:
            return {}
        reader = Reader(self, layer)
        found: dict = {}
        for cid, ab, seat, by_layer in sources:
            mods = by_layer[layer]
            ctx = {"source": cid, "seat": seat}
            if not all(selectors.holds(reader, ctx, c) for c in ab["while"]):
                continue
            for target in self._targets(reader, ctx, ab["match"]):
                for m in mods:
                    params = {k: v for k, v in m.items() if k != "verb"}
                    if "amount" in params:
                        params["amount"] = selectors.amount(reader, ctx, params["amount"])
                    found.setdefault(target, []).append((m["verb"], params, ctx))
        for eff in effects:
            ctx = {"source": eff["source"], "seat": eff["by"]}
            params = dict(eff["params"])
            # a lasting effect may work only while its conditions hold (Calm Over Westeros)
            if not all(selectors.holds(reader, ctx, c) for c in params.pop("while", ())):
                continue
            for target in (eff["cards"] if eff["cards"] is not None else [eff["seat"]]):
                found.setdefault(target, []).append((eff["verb"], dict(params), ctx))
        return found

    def _build(self) -> None:
        # Sources and lasting effects sorted by layer once (in their order), so that each
        # layer visits only what has modifiers in it and a layer with none is skipped.
        sources: list[list] = [[] for _ in range(7)]
        for src in self._sources():
            for layer in src[3]:
                sources[layer].append(src)
        effects: list[list] = [[] for _ in range(7)]
        for eff in self.state["effects"]:
            layer = LAYERS.get(eff["verb"])
            if layer is not None:
                effects[layer].append(eff)
        # Layer 0 to a fixed point: a blanked source blanks nothing. Core blanks come only
        # from attachments and plots onto characters, so this settles at once; the cap keeps
        # a pathological cycle from looping.
        for _ in range(4):
            live = [s for s in sources[0] if s[0] not in self.blank]
            blank = {t: p.get("keep_traits", True) for t, mods in
                     self._apply_layer(0, live, effects[0]).items() for _v, p, _c in mods}
            if blank == self.blank:
                break
            # Blanking no blank source leaves the sources as they were: the fixed point.
            settled = not any(s[0] in blank for s in sources[0])
            self.blank = blank
            if settled:
                break
        self._sources_of, self._effects_of = sources, effects

    def _layer(self, layer: int) -> dict:
        """The modifiers of ``layer`` (1-6), computed on first read."""
        got = self._layers[layer]
        if got is None:
            live = [s for s in self._sources_of[layer] if s[0] not in self.blank]
            found = self._apply_layer(layer, live, self._effects_of[layer])
            if layer == 6:
                got = {target: [{"verb": v, **p, "source": c["source"], "by": c["seat"]}
                                for v, p, c in mods] for target, mods in found.items()}
            else:
                got = {target: [(v, p) for v, p, _c in mods] for target, mods in found.items()}
            self._layers[layer] = got
        return got

    def every_layer(self) -> tuple:
        """Everything this table derives (each layer computed): for comparing tables."""
        return self.blank, [self._layer(layer) for layer in range(1, 7)]

    # -- values ------------------------------------------------------------------------------

    def _of(self, ref, verb: str) -> list[dict]:
        return [p for v, p in self._layer(LAYERS[verb]).get(ref, ()) if v == verb]

    # Most cards gain and lose nothing: their layer has no entry for them, and their printed
    # values are taken as they are, without looking for modifiers.

    def traits(self, cid: str) -> tuple:
        key = ("traits", cid)
        if key not in self._cache:
            base = self.printed(cid)["traits"] if self.blank.get(cid, True) else []
            got, lost = [], set()
            if cid in self._layer(1):
                got = [p["trait"] for p in self._of(cid, "gain_trait")]
                lost = {p["trait"] for p in self._of(cid, "lose_trait")}
            self._cache[key] = tuple(t for t in dict.fromkeys([*base, *got]) if t not in lost)
        return self._cache[key]

    def icons(self, cid: str) -> tuple:
        key = ("icons", cid)
        if key not in self._cache:
            have = set(self.printed(cid).get("icons") or ())
            if cid in self._layer(2):
                have |= {p["icon"] for p in self._of(cid, "gain_icon")}
                have -= {p["icon"] for p in self._of(cid, "lose_icon")}
            self._cache[key] = tuple(i for i in ICON_ORDER if i in have)
        return self._cache[key]

    def keywords(self, cid: str) -> tuple:
        key = ("keywords", cid)
        if key not in self._cache:
            base = [] if cid in self.blank else self.printed(cid)["keywords"]
            got, lost = [], set()
            if cid in self._layer(3):
                got = [p["keyword"] for p in self._of(cid, "gain_keyword")]
                lost = {p["keyword"] for p in self._of(cid, "lose_keyword")}
            self._cache[key] = tuple(k for k in dict.fromkeys([*base, *got]) if k not in lost)
        return self._cache[key]

    def strength(self, cid: str) -> int | None:
        raw = self.raw_strength(cid)
        return None if raw is None else max(0, raw)

    def constant_str(self, cid: str) -> dict:
        """{source card: the STR its constant abilities give ``cid``}, lasting effects left
        out: what a constant ability's STR change to a card is, as it starts or grows."""
        key = ("constant_str",)
        if key not in self._cache:
            layer = LAYERS["modify_str"]
            live = [s for s in self._sources_of[layer] if s[0] not in self.blank]
            by_target: dict = {}
            for target, mods in self._apply_layer(layer, live, []).items():
                for verb, params, ctx in mods:
                    if verb == "modify_str":
                        got = by_target.setdefault(target, {})
                        got[ctx["source"]] = got.get(ctx["source"], 0) + params["amount"]
            self._cache[key] = by_target
        return dict(self._cache[key].get(cid, {}))

    def raw_strength(self, cid: str) -> int | None:
        printed = self.printed(cid).get("strength")
        if printed is None:
            return None
        return printed + sum(p["amount"] for p in self._of(cid, "modify_str"))

    def plot_value(self, seat: int, value: str) -> int:
        s = self.state["seats"][seat]
        base = 0
        if s["plot"]:
            base = self.printed(s["plot"])["plot"].get(value, 0)  # hbo plots lack reserve
            for p in self._of(s["plot"], "set_plot_base"):
                if p["value"] == value:
                    base = p["amount"]
        printed_mods = 0
        for cid in s["play"] + ([s["title"]] if s["title"] else []):
            if cid not in self.blank and not self.state["cards"][cid]["face_down"]:
                printed_mods += self.printed(cid).get("plot_modifiers", {}).get(value, 0)
        extra = sum(p["amount"] for p in self._of(seat, "plot_value") if p["value"] == value)
        return max(0, base + printed_mods + extra)

    def dominance_bonus(self, seat: int) -> int:
        return sum(p["amount"] for p in self._of(seat, "dominance_str"))

    def rules(self, ref, verb: str) -> list[dict]:
        layer = self._layers[6]
        if layer is None:
            layer = self._layer(6)
        mods = layer.get(ref)       # most cards and seats: no rule modifier at all
        return [m for m in mods if m["verb"] == verb] if mods else []


class Memo:
    """The last answer for one state object and key. It is held as one tuple (state, key,
    answer), replaced whole, and read as one snapshot: a thread (the bot worker's clocks and
    webhooks run beside its bots) never pairs one state's key with another's answer. It keeps
    the state object itself, so a different state (even one at the same address later) never
    hits it."""
    __slots__ = ("held",)

    def __init__(self):
        self.held: tuple = (None, None, None)

    def get(self, state: dict, key, compute, keep_if=None):
        """The held answer if it is for this state and key, else ``compute()`` — kept for
        the next read unless ``keep_if`` says the answer is not worth keeping."""
        held = self.held
        if held[0] is state and held[1] == key:
            return held[2]
        answer = compute()
        if keep_if is None or keep_if(answer):
            self.held = (state, key, answer)
        return answer


_tables = Memo()


def memo_key(state: dict) -> tuple:
    """What the memo compares to tell one revision of a state from the next (for other
    memos on the same contract)."""
    # rev is the contract; the flow's round, phase and first player ride along so that a flow
    # which forgot to touch after moving on still reads fresh values. The challenge record is
    # not in the key (serialising it on every read was a few per cent of a card game's time):
    # every writer of it touches before anything is read (tests/games/cardcore/
    # test_derive_memo.py checks each memo hit against a fresh table over random games).
    return (state.get("rev"), state.get("round"), state.get("phase"), state.get("first_player"))


def table(state: dict) -> Table:
    # Memo.get inlined: this runs a dozen times per step, most of them hits.
    key = memo_key(state)
    held = _tables.held
    if held[0] is state and held[1] == key:
        return held[2]
    got = Table(state)
    _tables.held = (state, key, got)
    return got


def printed(state: dict, cid: str) -> dict:
    return catalog_of(state).cards[state["cards"][cid]["code"]]


def is_blank(state: dict, cid: str) -> bool:
    return cid in table(state).blank


def traits(state: dict, cid: str) -> tuple:
    return table(state).traits(cid)


def icons(state: dict, cid: str) -> tuple:
    return table(state).icons(cid)


def keywords(state: dict, cid: str) -> tuple:
    return table(state).keywords(cid)


def has_keyword(state: dict, cid: str, name: str) -> bool:
    """``name`` alone, or with a value (``ambush`` matches ``ambush:2``)."""
    return any(k == name or k.startswith(name + ":") for k in keywords(state, cid))


def ambush_costs(state: dict, cid: str) -> list[int]:
    """Every X of the card's Ambush (X) keywords (different X values do not merge, RR), and
    of the ambush its owner's rule ``hand_ambush`` gives it in hand (The Wolfswood: X is its
    printed cost). Read for one card of one's own hand only: no rule reads a hidden hand."""
    xs = {int(k.split(":")[1]) for k in keywords(state, cid) if k.startswith("ambush:")}
    card = state["cards"][cid]
    if card["zone"] == "hand":
        p = printed(state, cid)
        for m in rules(state, card["owner"], "hand_ambush"):
            if set(m["traits"]) & set(p["traits"]) and isinstance(p["cost"], int):
                xs.add(p["cost"])
    return sorted(xs)


def strength(state: dict, cid: str) -> int | None:
    return table(state).strength(cid)


def constant_str(state: dict, cid: str) -> dict:
    return table(state).constant_str(cid)


def raw_strength(state: dict, cid: str) -> int | None:
    """STR before it is floored at 0: how far the modifiers take it below 0 (whether a +1
    would lift a card out of "killed if its STR is 0")."""
    return table(state).raw_strength(cid)


def printed_cost(state: dict, cid: str) -> int | str | None:
    return printed(state, cid)["cost"]


def cost(state: dict, cid: str) -> int | None:
    """The cost to pay before reductions: X counts as 0 unless the card defines it (spec
    §2.3); the flow applies reductions (rules 'cost_reduction') when a card is marshaled."""
    c = printed(state, cid)["cost"]
    return 0 if c == "X" else c


def plot_value(state: dict, seat: int, value: str) -> int:
    """Income, initiative, claim or reserve of ``seat`` (spec §4.1, §5.3, §5.15, §5.17)."""
    if value not in PLOT_VALUES:
        raise ValueError(value)
    return table(state).plot_value(seat, value)


def dominance_bonus(state: dict, seat: int) -> int:
    return table(state).dominance_bonus(seat)


def rules(state: dict, ref, verb: str) -> list[dict]:
    """Rule modifiers of ``verb`` on a card id or a seat number, each with its ``source``
    and ``by`` (the seat whose ability it is)."""
    if verb not in _RULE_VERBS:
        raise ValueError(verb)
    return table(state).rules(ref, verb)
