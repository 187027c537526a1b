"""When Pass is a card game seat's only choice (lcg2e, hbo), the page says why: in an action
window that no card of the seat's has an Action it can use now (and that such windows can be
passed for it), in its own marshaling turn what keeps its hand out of play (an empty hand, too
little gold for the cheapest card, …) — in en, ru and bg, with no raw key or placeholder. The
seat plays through the public API (seeded random choices) beside the page, which shows each
lone Pass as it comes."""
import random
import re
import time

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import screenshot
from tests.ui.play_helpers import Seat, open_as

pytestmark = pytest.mark.browser

# What each kind of lone Pass must say in English (the marshaling one, by the seat's hand).
ACTION = "has an Action you can use now"
WATCH = "Windows offered to you"
MARSHAL = ("Your hand is empty", "only events", "gold in your pool, and the cheapest costs", "may not come into play now")
RAW = re.compile(r"[{}_]|\bundefined\b|\bnull\b|\bpass\b")
CYRILLIC = re.compile(r"[а-яА-Я]")


def lone_pass(d):
    return d["options"] and all(o["action"]["type"] == "pass" for o in d["options"])


def kind_of(d, view, seat):
    if d.get("window") != "window":
        return None
    return "marshal" if view["phase"] == "marshaling" and view.get("active") == seat else "action"


def check_note(page, d, kind, view, seat, shot):
    fs = page.locator(f"#decisions fieldset.decision[data-decision='{d['id']}']")
    expect(fs).to_be_visible(timeout=15000)
    note = fs.locator(".pass-why")
    expect(note).to_have_attribute("data-why", kind)
    en = note.inner_text()
    if kind == "action":
        assert ACTION in en and WATCH in en, en
    else:
        assert any(m in en for m in MARSHAL), en
        z = view["seats"][seat]
        assert ("hand is empty" in en) == (not z["hand"]), (en, z["hand"])
        if "cheapest" in en:
            assert f"{z['gold']} gold" in en, (en, z["gold"])
    shot()        # (and nothing wider than the phone)
    texts = {"en": en}
    for lang in ("ru", "bg"):
        page.select_option("#lang-select", lang)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        note = page.locator(f"#decisions fieldset.decision[data-decision='{d['id']}'] .pass-why")
        expect(note).to_be_visible()
        texts[lang] = note.inner_text()
        assert CYRILLIC.search(texts[lang]) and not RAW.search(texts[lang]), texts
    assert not RAW.search(en), en
    assert len(set(texts.values())) == 3, texts
    page.select_option("#lang-select", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")


@pytest.mark.parametrize("game, seed", [("lcg2e", 3), ("hbo", 5)])
def test_a_lone_pass_says_why(tabs, live_server, shots, game, seed):
    r = requests.post(f"{live_server}/api/v1/matches", json={"game": game, "players": 2, "seed": seed}, timeout=10)
    me = Seat(live_server, r.json()["id"], 0, "Ned")
    me.start()
    page = open_as(tabs(width=390, height=844, mobile=True), me, game, "en")
    expect(page.locator(".lseat").first).to_be_visible()
    rnd = random.Random(seed)
    checked = set()
    deadline = time.time() + 150
    while checked != {"action", "marshal"} and time.time() < deadline:
        assert me.match()["status"] == "active", checked
        ds = me.decisions()
        if not ds:
            time.sleep(0.1)
            continue
        d = ds[0]
        if lone_pass(d):
            view = me.view()["view"]
            kind = kind_of(d, view, me.seat)
            if kind and kind not in checked:
                check_note(page, d, kind, view, me.seat, lambda: screenshot(page, shots, f"lone-pass-{game}-{kind}"))
                checked.add(kind)
        # the other choices are random, but a seat marshals while it can (to run out of gold)
        marshal = [o for o in d["options"] if o["action"]["type"] == "marshal"]
        me.act(rnd.choice(marshal or d["options"])["action"])
    assert checked == {"action", "marshal"}, checked
