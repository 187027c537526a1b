"""Seats and houses (1.1): which seat plays which house. ``state["seats"][seat]`` is a house id
(``None`` while a seat has still to choose one, setup step 6)."""
from __future__ import annotations


def house_seat(state: dict, house: str) -> int:
    return state["seats"].index(house)


def seat_house(state: dict, seat: int) -> str:
    return state["seats"][seat]
