"""Wildlings attack (spec 5.21, 6.3; decisions D10-D13).

Frames: ``wildling_attack`` (bids, outcome, threat, card draw, who is highest/lowest),
``wildling_card`` (the revealed card: the lowest bidder's penalty first, then everyone else
in turn order; or the highest bidder's reward) and ``wildling_choice`` (one small decision of
a house, e.g. "destroy one unit", repeated ``left`` times). A choice with a single mandatory
option is applied without asking; a choice with no option is skipped (a house with fewer
units than the penalty destroys all it has).
"""
from __future__ import annotations

from api.engine.errors import BadAction, IllegalAction
from api.engine.flow import Step
from api.engine.game import decision, option
from api.engine.i18n import Catalog
from api.games.board import bidding, board, data
from api.games.board.bidding import house_label, track_label
from api.games.board.terms import TERMS

RE_ATTACK_STRENGTH = 6       # Preemptive Raid reward (6.3)

# Edition lookup (board-1e.md section 12, row 19): where the threat goes after an attack.
THREAT_AFTER = {"2e": {"nights_watch": lambda t: 0, "wildlings": lambda t: max(0, t - 4)}}

T = Catalog({
    **TERMS,
    "unit_in": {"en": "{unit} in {area}", "ru": "{unit}: {area}", "bg": "{unit} в {area}"},
    "p.bidder.lowest": {"en": "Wildlings won: choose the lowest bidder among the tied houses",
                        "ru": "Одичалые победили: выберите дом с наименьшей ставкой среди равных",
                        "bg": "Диваците победиха: изберете дома с най-нисък залог сред равните"},
    "p.bidder.highest": {"en": "Night's Watch won: choose the highest bidder among the tied houses",
                         "ru": "Ночной дозор победил: выберите дом с наибольшей ставкой среди равных",
                         "bg": "Нощният страж победи: изберете дома с най-висок залог сред равните"},
    "p.destroy": {"en": "{card}: destroy one of your units ({left} left)",
                  "ru": "{card}: уничтожьте один свой отряд (осталось {left})",
                  "bg": "{card}: унищожете една своя единица (остават {left})"},
    "p.preemptive_option": {"en": "{card}: choose your penalty",
                            "ru": "{card}: выберите наказание",
                            "bg": "{card}: изберете наказанието"},
    "p.preemptive_track": {"en": "{card}: choose the track on which {house} moves down 2",
                           "ru": "{card}: выберите трек, где {house} опускается на 2",
                           "bg": "{card}: изберете пистата, където {house} слиза с 2"},
    "p.crow_destroy_knight": {"en": "{card}: no footman left, choose a knight to destroy",
                              "ru": "{card}: нет пеших воинов, выберите рыцаря на уничтожение",
                              "bg": "{card}: няма пехотинци, изберете рицар за унищожаване"},
    "p.crow_replace_knight": {"en": "{card}: choose a knight to replace by a footman",
                              "ru": "{card}: выберите рыцаря для замены пешим воином",
                              "bg": "{card}: изберете рицар, който да замените с пехотинец"},
    "p.crow_upgrade": {"en": "{card}: you may replace a footman by a knight ({left} left)",
                       "ru": "{card}: можно заменить пешего воина рыцарем (осталось {left})",
                       "bg": "{card}: можете да замените пехотинец с рицар (остават {left})"},
    "p.milkwater_discard": {"en": "{card}: discard one house card",
                            "ru": "{card}: сбросьте одну карту Дома",
                            "bg": "{card}: изхвърлете една карта на дом"},
    "p.king_track": {"en": "{card}: choose a track to drop to the last position",
                     "ru": "{card}: выберите трек, где вы опуститесь на последнее место",
                     "bg": "{card}: изберете писта, на която слизате на последно място"},
    "p.king_top": {"en": "{card}: choose a track to take position 1",
                   "ru": "{card}: выберите трек, где вы займёте первое место",
                   "bg": "{card}: изберете писта, на която заемате първо място"},
    "p.retrieve_card": {"en": "{card}: you may take one card back from your discard pile",
                        "ru": "{card}: можно вернуть одну карту из сброса",
                        "bg": "{card}: можете да върнете една карта от изхвърлените"},
    "p.horde_area": {"en": "{card}: choose the castle area where you lose 2 units",
                     "ru": "{card}: выберите замок, где вы потеряете 2 отряда",
                     "bg": "{card}: изберете замъка, където губите 2 единици"},
    "p.horde_muster": {"en": "{card}: you may muster in one of your castle areas",
                       "ru": "{card}: можно провести сбор войск в одном своём замке",
                       "bg": "{card}: можете да наберете войска в един свой замък"},
    "o.destroy_units": {"en": "Destroy 2 of your units", "ru": "Уничтожить 2 своих отряда",
                        "bg": "Унищожете 2 свои единици"},
    "o.lose_influence": {"en": "Move down 2 on your best influence track",
                         "ru": "Опуститься на 2 на лучшем треке влияния",
                         "bg": "Слезте с 2 на най-добрата си писта на влияние"},
    "o.decline": {"en": "Decline", "ru": "Отказаться", "bg": "Откажи"},
})


def _unit_label(utype: str, area: str, lang: str) -> str:
    return T.t(lang, "unit_in", unit=T.t(lang, f"unit.{utype}"), area=data.area_name(area, lang))


def _card_label(card: str, lang: str) -> str:
    return data.card_name(card, lang) if card else ""      # a bidder choice has no card


# -- the attack ----------------------------------------------------------------------------


def start_attack(state: dict, strength: int, excluded: str | None = None) -> list:
    """Push a wildling attack of ``strength``; ``excluded`` neither bids nor is affected."""
    state["stack"].append({"kind": "wildling_attack", "strength": strength,
                           "excluded": excluded, "stage": "bid"})
    return [{"type": "wildlings-attack", "strength": strength, "excluded": excluded}]


def _attack_auto(state: dict, frame: dict) -> list:
    if frame["stage"] == "bid":
        frame["stage"] = "outcome"
        houses = [h for h in board.turn_order(state) if h != frame["excluded"]]
        return bidding.open_bidding(state, frame, "wildlings", houses, frame["strength"])
    if frame["stage"] == "outcome":
        return _outcome(state, frame)
    # stage "pick": the Iron Throne holder has named the tied bidder
    state["stack"].pop()
    return _push_card(state, frame)


def _outcome(state: dict, frame: dict) -> list:
    bids = frame["bids"]
    total = sum(bids.values())
    won = total >= frame["strength"]
    frame["victory"] = "nights_watch" if won else "wildlings"
    # 5.21 step 5, done before the card ([I] there): Night's Watch -> 0, else back 2 spaces.
    after = THREAT_AFTER[state.get("ruleset", "2e")][frame["victory"]]
    state["wildling_threat"] = after(state["wildling_threat"])
    deck = state["wildling_deck"]
    card = deck.pop(0)
    deck.append(card)                   # consequence 3: the card goes under the deck
    state["raven_knows_top"] = None     # the top card changed: any Raven peek is stale
    frame["card"] = card
    events = [{"type": "wildlings-outcome", "victory": frame["victory"], "strength": frame["strength"],
               "total": total, "threat": state["wildling_threat"]},
              {"type": "wildling-card-revealed", "card": card}]
    best = (max if won else min)(bids.values())
    tied = [h for h in board.turn_order(state) if bids.get(h) == best]
    frame["stage"] = "pick"
    if len(tied) == 1:
        frame["target"] = tied[0]
        state["stack"].pop()
        return events + _push_card(state, frame)
    role = "highest" if won else "lowest"
    return events + push_choice(state, "bidder", None, chooser=board.holder(state, "iron_throne"),
                                candidates=tied, role=role)


def _push_card(state: dict, attack: dict) -> list:
    state["stack"].append({"kind": "wildling_card", "card": attack["card"],
                           "victory": attack["victory"], "target": attack["target"],
                           "excluded": attack["excluded"], "bids": attack["bids"],
                           "stage": "target"})
    role = "highest" if attack["victory"] == "nights_watch" else "lowest"
    return [{"type": f"wildling-{role}-bidder", "house": attack["target"], "card": attack["card"]}]


def _card_auto(state: dict, frame: dict) -> list:
    card, target = frame["card"], frame["target"]
    if frame["stage"] == "target":
        frame["stage"] = "others"
        role = "highest" if frame["victory"] == "nights_watch" else "lowest"
        return EFFECTS[card](state, frame, target, role)
    if frame["stage"] == "others":
        if frame["victory"] == "nights_watch":
            state["stack"].pop()
            return []
        # "Everyone else" follows turn order as it stands once the lowest bidder is done.
        frame["queue"] = [h for h in board.turn_order(state) if h not in (target, frame["excluded"])]
        frame["stage"] = "queue"
    if not frame["queue"]:
        state["stack"].pop()
        return []
    house = frame["queue"].pop(0)
    return EFFECTS[card](state, frame, house, "other")


# -- generic one-house choices --------------------------------------------------------------


def push_choice(state: dict, choice: str, house: str | None, chooser: str | None = None,
                left: int = 1, **extra) -> list:
    """Ask ``chooser`` (default: ``house``) for one ``choice``; repeated ``left`` times."""
    frame = {"kind": "wildling_choice", "choice": choice, "house": house,
             "chooser": chooser or house, "left": left, **extra}
    spec = CHOICES[choice]
    opts = spec["options"](state, frame, "en")
    if not opts or left <= 0:
        return []
    if len(opts) == 1 and spec["mandatory"]:
        return spec["apply"](state, frame, opts[0]["action"])
    state["stack"].append(frame)
    return [{"type": "wildling-choice-pending", "choice": choice, "house": frame["chooser"]}]


def _again(state: dict, frame: dict) -> list:
    """Push the same choice once more if it has repetitions left."""
    extra = {k: v for k, v in frame.items()
             if k not in ("kind", "choice", "house", "chooser", "left")}
    return push_choice(state, frame["choice"], frame["house"], frame["chooser"],
                       frame["left"] - 1, **extra)


def _choice_to_act(state: dict, frame: dict) -> list[int]:
    return [board.house_seat(state, frame["chooser"])]


def _choice_decisions(state: dict, frame: dict, seat: int, lang: str = "en") -> list[dict]:
    spec = CHOICES[frame["choice"]]
    prompt = T.t(lang, f"p.{frame['choice']}" if frame["choice"] != "bidder"
                 else f"p.bidder.{frame['role']}",
                 card=_card_label(frame.get("card", ""), lang), left=frame["left"],
                 house=house_label(frame["house"], lang) if frame["house"] else "")
    return [decision(f"wildling-{frame['choice']}", spec["type"], prompt,
                     spec["options"](state, frame, lang), choice=frame["choice"])]


def _choice_act(state: dict, frame: dict, seat: int, action: dict) -> list:
    spec = CHOICES[frame["choice"]]
    opts = [o["action"] for o in spec["options"](state, frame, "en")]
    if action.get("type") != spec["type"]:
        raise BadAction("unknown-action", f"expected an action of type {spec['type']!r}",
                        field="type")
    fields = {k for o in opts for k in o} - {"type"}
    for k, v in action.items():
        if k != "type" and k not in fields:
            raise BadAction("unknown-field", f"unexpected field {k!r}", field=k)
        if isinstance(v, bool) or not isinstance(v, (str, int)):
            raise BadAction("bad-field", f"{k!r} must be a string or an integer", field=k)
    shapes = [set(o) for o in opts]
    if shapes and set(action) not in shapes:
        missing = sorted(min((sh - set(action) for sh in shapes), key=len) or {"?"})
        raise BadAction("missing-field", f"this choice needs {missing[0]!r}", field=missing[0])
    if action not in opts:
        raise IllegalAction(f"illegal-action/{frame['choice']}", "that choice is not allowed now")
    state["stack"].pop()
    return spec["apply"](state, frame, action)


# units

def _unit_options(state: dict, frame: dict, lang: str, types=None, area=None) -> list[dict]:
    seen, out = set(), []
    for a in sorted(state["areas"]):
        if area is not None and a != area:
            continue
        for u in state["areas"][a]["units"]:
            key = (a, u["type"])
            if u["house"] == frame["house"] and (types is None or u["type"] in types) \
                    and key not in seen:
                seen.add(key)
                out.append(option(_unit_label(u["type"], a, lang),
                                  {"type": CHOICES[frame["choice"]]["type"], "area": a,
                                   "unit": u["type"]}))
    return out


def destroy_unit(state: dict, house: str, area: str, utype: str, reason: str) -> list:
    """Destroy one unit for a wildling penalty; the land may fall out of control (6.3)."""
    board.remove_unit(state, area, utype, house)
    events = [{"type": "unit-destroyed", "house": house, "area": area, "unit": utype,
               "reason": reason}]
    board.clear_empty_orders(state)
    from api.games.board import muster
    return events + (muster.settle_ports_with_capture(state) or [])


def _destroy_options(state, frame, lang):
    return _unit_options(state, frame, lang, area=frame.get("area"))


def _destroy_apply(state, frame, action):
    events = destroy_unit(state, frame["house"], action["area"], action["unit"], frame["card"])
    return events + _again(state, frame)


def push_destroy(state: dict, house: str, count: int, card: str, area: str | None = None) -> list:
    extra = {"card": card}
    if area is not None:
        extra["area"] = area
    return push_choice(state, "destroy", house, left=count, **extra)


# bidder ties (D11)

def _bidder_options(state, frame, lang):
    return [option(house_label(h, lang), {"type": "choose_wildling_bidder", "house": h})
            for h in frame["candidates"]]


def _bidder_apply(state, frame, action):
    attack = state["stack"][-1]
    attack["target"] = action["house"]
    return [{"type": "wildling-bidder-chosen", "house": action["house"], "role": frame["role"],
             "chooser": frame["chooser"]}]


# -- the nine cards (6.3) --------------------------------------------------------------------
# Each effect is (state, card_frame, house, role) -> events, role in lowest/other/highest.

PENALTY, REWARD = "wildling_penalty_choice", "wildling_reward_choice"
def _nothing(state, frame, house, role):
    return []


# Preemptive Raid

def _preemptive(state, frame, house, role):
    if role == "highest":
        # The rewarded house sits out the new attack entirely (6.3).
        return start_attack(state, RE_ATTACK_STRENGTH, excluded=house)
    if role == "lowest":
        return push_choice(state, "preemptive_option", house, card=frame["card"])
    return []


def _best_tracks(state, house):
    best = min(state["tracks"][t].index(house) for t in bidding.TRACKS)
    return [t for t in bidding.TRACKS if state["tracks"][t].index(house) == best]


def _preemptive_option_options(state, frame, lang):
    return [option(T.t(lang, f"o.{o}"), {"type": PENALTY, "option": o})
            for o in ("destroy_units", "lose_influence")]


def _preemptive_option_apply(state, frame, action):
    house = frame["house"]
    events = [{"type": "wildling-penalty-option", "house": house, "option": action["option"]}]
    if action["option"] == "destroy_units":
        return events + push_destroy(state, house, 2, frame["card"])
    tracks = _best_tracks(state, house)
    if len(tracks) == 1:
        return events + _move_down_two(state, house, tracks[0])
    # Equally high on several tracks: a tie, so the Iron Throne holder picks (1.5, R-5).
    return events + push_choice(state, "preemptive_track", house,
                                chooser=board.holder(state, "iron_throne"), tracks=tracks,
                                card=frame["card"])


def _move_down_two(state, house, track):
    pos = state["tracks"][track].index(house) + 1
    return bidding.move_on_track(state, track, house, pos + 2)


def _preemptive_track_options(state, frame, lang):
    return [option(track_label(t, lang), {"type": "choose_wildling_bidder", "track": t})
            for t in frame["tracks"]]


def _preemptive_track_apply(state, frame, action):
    return _move_down_two(state, frame["house"], action["track"])


# Crow Killers

def _knights(state, house):
    return sum(1 for st in state["areas"].values() for u in st["units"]
               if u["house"] == house and u["type"] == "knight")


def _swap(state, house, area, old, new):
    for u in state["areas"][area]["units"]:
        if u["house"] == house and u["type"] == old:
            u["type"] = new
            return [{"type": "unit-replaced", "house": house, "area": area, "from": old, "to": new}]
    return []


def _replace_knight(state, house, area, card):
    """A knight becomes a footman from the reserve, or is destroyed if none is left."""
    if board.pieces_left(state, house, "footman") > 0:
        return _swap(state, house, area, "knight", "footman")
    return destroy_unit(state, house, area, "knight", card)


def _crow_killers(state, frame, house, role):
    card = frame["card"]
    if role == "highest":
        return push_choice(state, "crow_upgrade", house, left=2, card=card)
    if role == "other":
        return push_choice(state, "crow_replace_knight", house, left=min(2, _knights(state, house)),
                           card=card)
    short = _knights(state, house) - board.pieces_left(state, house, "footman")
    if short > 0:
        # Not enough footmen: the house picks which knights die, the rest are swapped.
        return push_choice(state, "crow_destroy_knight", house, left=short, card=card)
    return _replace_all_knights(state, house, card)


def _replace_all_knights(state, house, card):
    events = []
    for a in sorted(state["areas"]):
        while any(u["house"] == house and u["type"] == "knight" for u in state["areas"][a]["units"]):
            events += _replace_knight(state, house, a, card)
    return events


def _knight_options(state, frame, lang):
    return _unit_options(state, frame, lang, types=("knight",))


def _crow_destroy_apply(state, frame, action):
    events = destroy_unit(state, frame["house"], action["area"], "knight", frame["card"])
    if frame["left"] > 1:
        return events + _again(state, frame)
    return events + _replace_all_knights(state, frame["house"], frame["card"])


def _crow_replace_apply(state, frame, action):
    return _replace_knight(state, frame["house"], action["area"], frame["card"]) + _again(state, frame)


def _crow_upgrade_options(state, frame, lang):
    footmen = _unit_options(state, frame, lang, types=("footman",))
    if board.pieces_left(state, frame["house"], "knight") <= 0 or not footmen:
        return []
    return footmen + [option(T.t(lang, "o.decline"), {"type": REWARD, "option": "decline"})]


def _crow_upgrade_apply(state, frame, action):
    if action.get("option") == "decline":
        return []
    return _swap(state, frame["house"], action["area"], "footman", "knight") + _again(state, frame)


# Rattleshirt's Raiders

def _rattleshirt(state, frame, house, role):
    from api.games.board import muster
    hs = state["houses"][house]
    delta = {"lowest": -2, "other": -1, "highest": 1}[role]
    hs["supply"] = max(0, min(6, hs["supply"] + delta))
    events = [{"type": "supply-set", "house": house, "supply": hs["supply"]}]
    if board.over_supply(state, house) > 0:
        events += muster.push_reconcile(state, [house]) or []
    return events


# Massing on the Milkwater

def discard_cards(state, house, cards):
    """Hand -> discard pile; an emptied hand takes back every other discard (A-11)."""
    hs = state["houses"][house]
    for c in cards:
        hs["hand"].remove(c)
        hs["discard"].append(c)
    events = [{"type": "house-cards-discarded", "house": house, "cards": list(cards)}]
    if not hs["hand"]:
        hs["hand"] = [c for c in hs["discard"] if c not in cards]
        hs["discard"] = [c for c in hs["discard"] if c in cards]
        events.append({"type": "house-cards-recovered", "house": house, "cards": list(hs["hand"])})
    return events


def _milkwater(state, frame, house, role):
    hs = state["houses"][house]
    if role == "highest":
        back, hs["discard"] = hs["discard"], []
        hs["hand"] += back
        return [{"type": "house-cards-recovered", "house": house, "cards": back}]
    if len(hs["hand"]) <= 1:
        return []
    if role == "other":
        return push_choice(state, "milkwater_discard", house, card=frame["card"])
    top = max(data.HOUSE_CARDS[c]["strength"] for c in hs["hand"])
    return discard_cards(state, house, [c for c in hs["hand"] if data.HOUSE_CARDS[c]["strength"] == top])


def _hand_options(state, frame, lang):
    return [option(_card_label(c, lang), {"type": PENALTY, "card": c})
            for c in state["houses"][frame["house"]]["hand"]]


def _milkwater_apply(state, frame, action):
    return discard_cards(state, frame["house"], [action["card"]])


# A King Beyond the Wall

def _king(state, frame, house, role):
    if role == "highest":
        return push_choice(state, "king_top", house, card=frame["card"])
    if role == "other":
        return push_choice(state, "king_track", house, card=frame["card"])
    events = []
    for t in bidding.TRACKS:
        events += bidding.move_on_track(state, t, house, -1)
    return events


def _track_options(tracks, kind):
    def options(state, frame, lang):
        return [option(track_label(t, lang), {"type": kind, "track": t}) for t in tracks]
    return options


def _king_track_apply(state, frame, action):
    return bidding.move_on_track(state, action["track"], frame["house"], -1)


def _king_top_apply(state, frame, action):
    events = bidding.move_on_track(state, action["track"], frame["house"], 1)
    return events + [{"type": "dominance-token-taken", "track": action["track"],
                      "house": frame["house"]}]


# Mammoth Riders

def _mammoth(state, frame, house, role):
    if role == "highest":
        return push_choice(state, "retrieve_card", house, card=frame["card"])
    return push_destroy(state, house, 3 if role == "lowest" else 2, frame["card"])


def _discard_options(state, frame, lang):
    hs = state["houses"][frame["house"]]
    if not hs["discard"]:
        return []
    return [option(_card_label(c, lang), {"type": REWARD, "card": c}) for c in hs["discard"]] + [
        option(T.t(lang, "o.decline"), {"type": REWARD, "card": "decline"})]


def _retrieve_apply(state, frame, action):
    if action["card"] == "decline":
        return []
    hs = state["houses"][frame["house"]]
    hs["discard"].remove(action["card"])
    hs["hand"].append(action["card"])
    return [{"type": "house-cards-recovered", "house": frame["house"], "cards": [action["card"]]}]


# The Horde Descends

def _castles(state, house, min_units=0):
    return [a for a in board.controlled_areas(state, house)
            if data.is_castle(a) and len(board.units_of(state, a, house)) >= min_units]


def _horde(state, frame, house, role):
    card = frame["card"]
    if role == "highest":
        return push_choice(state, "horde_muster", house, card=card)
    if role == "other":
        return push_destroy(state, house, 1, card)
    # [I] "unable" = no castle/stronghold land of its own holds 2 of its units: then 2 anywhere.
    if _castles(state, house, 2):
        return push_choice(state, "horde_area", house, card=card)
    return push_destroy(state, house, 2, card)


def _area_options(kind, min_units, decline):
    def options(state, frame, lang):
        out = [option(data.area_name(a, lang), {"type": kind, "area": a})
               for a in _castles(state, frame["house"], min_units)]
        if decline and out:
            out.append(option(T.t(lang, "o.decline"), {"type": kind, "area": "decline"}))
        return out
    return options


def _horde_area_apply(state, frame, action):
    return push_destroy(state, frame["house"], 2, frame["card"], area=action["area"])


def _horde_muster_apply(state, frame, action):
    from api.games.board import muster
    if action["area"] == "decline":
        return []
    return muster.push_muster(state, [frame["house"]], action["area"]) or []


# Skinchanger Scout

def _skinchanger(state, frame, house, role):
    if role == "highest":
        got = board.gain_power(state, house, frame["bids"].get(house, 0))
        return [{"type": "power-gained", "house": house, "amount": got, "reason": frame["card"]}]
    n = state["houses"][house]["power"] if role == "lowest" else 2
    lost = board.discard_power(state, house, n)
    return [{"type": "power-discarded", "house": house, "amount": lost, "reason": frame["card"]}]


EFFECTS = {
    "silence_at_the_wall": _nothing,
    "preemptive_raid": _preemptive,
    "crow_killers": _crow_killers,
    "rattleshirts_raiders": _rattleshirt,
    "massing_on_the_milkwater": _milkwater,
    "a_king_beyond_the_wall": _king,
    "mammoth_riders": _mammoth,
    "the_horde_descends": _horde,
    "skinchanger_scout": _skinchanger,
}


def _spec(kind, options, apply, mandatory=True):
    return {"type": kind, "options": options, "apply": apply, "mandatory": mandatory}


CHOICES = {
    "bidder": _spec("choose_wildling_bidder", _bidder_options, _bidder_apply),
    "destroy": _spec(PENALTY, _destroy_options, _destroy_apply),
    "preemptive_option": _spec(PENALTY, _preemptive_option_options, _preemptive_option_apply),
    "preemptive_track": _spec("choose_wildling_bidder", _preemptive_track_options,
                              _preemptive_track_apply),
    "crow_destroy_knight": _spec(PENALTY, _knight_options, _crow_destroy_apply),
    "crow_replace_knight": _spec(PENALTY, _knight_options, _crow_replace_apply),
    "crow_upgrade": _spec(REWARD, _crow_upgrade_options, _crow_upgrade_apply, mandatory=False),
    "milkwater_discard": _spec(PENALTY, _hand_options, _milkwater_apply),
    "king_track": _spec(PENALTY, _track_options(("fiefdoms", "kings_court"), PENALTY),
                        _king_track_apply),
    "king_top": _spec(REWARD, _track_options(bidding.TRACKS, REWARD), _king_top_apply),
    "retrieve_card": _spec(REWARD, _discard_options, _retrieve_apply, mandatory=False),
    "horde_area": _spec(PENALTY, _area_options(PENALTY, 2, False), _horde_area_apply),
    "horde_muster": _spec(REWARD, _area_options(REWARD, 0, True), _horde_muster_apply,
                          mandatory=False),
}

STEPS = [
    Step("wildling_attack", auto=_attack_auto),
    Step("wildling_card", auto=_card_auto),
    Step("wildling_choice", to_act=_choice_to_act, decisions=_choice_decisions, act=_choice_act),
]
