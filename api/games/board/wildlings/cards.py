"""The nine wildling cards (6.3; decisions D12, D13): the lowest bidder's penalty first, then
everyone else in turn order (as it stands after the lowest bidder's penalty); or the highest
bidder's reward."""
from __future__ import annotations

from api.engine.flow import Step
from api.engine.game import option
from api.games.board.areas.control import controlled_areas, units_of
from api.games.board.areas.mustering import push_muster
from api.games.board.areas.supply import over_supply, push_reconcile
from api.games.board.components import discard_power, gain_power, pieces_left
from api.games.board.edition import edition_of
from api.games.board.i18n import terms
from api.games.board.i18n.wildlings import T, card_label
from api.games.board.tracks.influence import holder, move_on_track, turn_order
from api.games.board.wildlings.attack import start_attack
from api.games.board.wildlings.choice import (PENALTY, REWARD, again, destroy_unit, push_choice,
                                              push_destroy, register, unit_options)

RE_ATTACK_STRENGTH = 6       # Preemptive Raid reward (6.3)


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
        frame["queue"] = [h for h in turn_order(state) if h not in (target, frame["excluded"])]
        frame["stage"] = "queue"
    if not frame["queue"]:
        state["stack"].pop()
        return []
    house = frame["queue"].pop(0)
    return EFFECTS[card](state, frame, house, "other")


# -- the nine cards (6.3) --------------------------------------------------------------------
# Each effect is (state, card_frame, house, role) -> events, role in lowest/other/highest.


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
    tracks = edition_of(state).tracks
    best = min(state["tracks"][t].index(house) for t in tracks)
    return [t for t in tracks if state["tracks"][t].index(house) == best]


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
                                chooser=holder(state, "iron_throne"), tracks=tracks,
                                card=frame["card"])


def _move_down_two(state, house, track):
    pos = state["tracks"][track].index(house) + 1
    return move_on_track(state, track, house, pos + 2)


def _preemptive_track_options(state, frame, lang):
    return [option(terms.track(t, lang), {"type": "choose_wildling_bidder", "track": t})
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
            return [{"type": "unit-replaced", "house": house, "area": area, "from": old, "dest": new}]
    return []


def _replace_knight(state, house, area, card):
    """A knight becomes a footman from the reserve, or is destroyed if none is left."""
    if pieces_left(state, house, "footman") > 0:
        return _swap(state, house, area, "knight", "footman")
    return destroy_unit(state, house, area, "knight", card)


def _crow_killers(state, frame, house, role):
    card = frame["card"]
    if role == "highest":
        return push_choice(state, "crow_upgrade", house, left=2, card=card)
    if role == "other":
        return push_choice(state, "crow_replace_knight", house, left=min(2, _knights(state, house)),
                           card=card)
    short = _knights(state, house) - pieces_left(state, house, "footman")
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
    return unit_options(state, frame, lang, types=("knight",))


def _crow_destroy_apply(state, frame, action):
    events = destroy_unit(state, frame["house"], action["area"], "knight", frame["card"])
    if frame["left"] > 1:
        return events + again(state, frame)
    return events + _replace_all_knights(state, frame["house"], frame["card"])


def _crow_replace_apply(state, frame, action):
    return _replace_knight(state, frame["house"], action["area"], frame["card"]) + again(state, frame)


def _crow_upgrade_options(state, frame, lang):
    footmen = unit_options(state, frame, lang, types=("footman",))
    if pieces_left(state, frame["house"], "knight") <= 0 or not footmen:
        return []
    return footmen + [option(T.t(lang, "o.decline"), {"type": REWARD, "option": "decline"})]


def _crow_upgrade_apply(state, frame, action):
    if action.get("option") == "decline":
        return []
    return _swap(state, frame["house"], action["area"], "footman", "knight") + again(state, frame)


# Rattleshirt's Raiders

def _rattleshirt(state, frame, house, role):
    hs = state["houses"][house]
    delta = {"lowest": -2, "other": -1, "highest": 1}[role]
    hs["supply"] = max(0, min(6, hs["supply"] + delta))
    events = [{"type": "supply-set", "house": house, "supply": hs["supply"]}]
    if over_supply(state, house) > 0:
        push_reconcile(state, [house])
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
    strength = {c: edition_of(state).house_cards[c]["strength"] for c in hs["hand"]}
    top = max(strength.values())
    return discard_cards(state, house, [c for c in hs["hand"] if strength[c] == top])


def _hand_options(state, frame, lang):
    return [option(card_label(state, c, lang), {"type": PENALTY, "card": c})
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
    for t in edition_of(state).tracks:
        events += move_on_track(state, t, house, -1)
    return events


def _track_options(tracks, kind):
    """Options naming a track: ``tracks``, or None for every track of the edition."""
    def options(state, frame, lang):
        return [option(terms.track(t, lang), {"type": kind, "track": t})
                for t in (tracks or edition_of(state).tracks)]
    return options


def _king_track_apply(state, frame, action):
    return move_on_track(state, action["track"], frame["house"], -1)


def _king_top_apply(state, frame, action):
    events = move_on_track(state, action["track"], frame["house"], 1)
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
    return [option(card_label(state, c, lang), {"type": REWARD, "card": c}) for c in hs["discard"]] + [
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
    return [a for a in controlled_areas(state, house)
            if edition_of(state).is_castle(a) and len(units_of(state, a, house)) >= min_units]


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
        out = [option(edition_of(state).area_name(a, lang), {"type": kind, "area": a})
               for a in _castles(state, frame["house"], min_units)]
        if decline and out:
            out.append(option(T.t(lang, "o.decline"), {"type": kind, "area": "decline"}))
        return out
    return options


def _horde_area_apply(state, frame, action):
    return push_destroy(state, frame["house"], 2, frame["card"], area=action["area"])


def _horde_muster_apply(state, frame, action):
    if action["area"] == "decline":
        return []
    push_muster(state, [frame["house"]], action["area"])
    return []


# Skinchanger Scout

def _skinchanger(state, frame, house, role):
    if role == "highest":
        got = gain_power(state, house, frame["bids"].get(house, 0))
        return [{"type": "power-gained", "house": house, "amount": got, "reason": frame["card"]}]
    n = state["houses"][house]["power"] if role == "lowest" else 2
    lost = discard_power(state, house, n)
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


register("preemptive_option", PENALTY, _preemptive_option_options, _preemptive_option_apply)
register("preemptive_track", "choose_wildling_bidder", _preemptive_track_options,
         _preemptive_track_apply)
register("crow_destroy_knight", PENALTY, _knight_options, _crow_destroy_apply)
register("crow_replace_knight", PENALTY, _knight_options, _crow_replace_apply)
register("crow_upgrade", REWARD, _crow_upgrade_options, _crow_upgrade_apply, mandatory=False)
register("milkwater_discard", PENALTY, _hand_options, _milkwater_apply)
register("king_track", PENALTY, _track_options(("fiefdoms", "kings_court"), PENALTY),
         _king_track_apply)
register("king_top", REWARD, _track_options(None, REWARD), _king_top_apply)
register("retrieve_card", REWARD, _discard_options, _retrieve_apply, mandatory=False)
register("horde_area", PENALTY, _area_options(PENALTY, 2, False), _horde_area_apply)
register("horde_muster", REWARD, _area_options(REWARD, 0, True), _horde_muster_apply,
         mandatory=False)

STEPS = [Step("wildling_card", auto=_card_auto)]
