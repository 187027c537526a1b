"""The account page's list of devices logged in (frontend/js/account.js, GET/DELETE
/api/v1/sessions): on a 390 px phone in Russian and a desktop in English, each device named by
its browser and system, this one marked, one used since its log-in with when it last was;
another logged out from here (its token stops at once), then this one."""
import re

import pytest
import redis
from playwright.sync_api import expect

from api.account_store import seen_key
from api.accounts import name_key
from tests.ui.helpers import no_horizontal_overflow
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)
from tests.ui.test_account_care_ui import me, other_device, signed_up

pytestmark = pytest.mark.browser
IPHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
          "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")
RAW = re.compile(r"Mozilla|AppleWebKit|[0-9a-f]{16}|\{|\}")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_another_device_then_this_one_is_logged_out_from_the_list(tabs, live_server, redis_server, axe_source, shots,
                                                                  size):
    phone = size == "phone"
    page, name = signed_up(tabs, phone, "Arya")
    other = other_device(live_server, name, IPHONE)
    page.click("#nav-account")
    page.reload()                  # the list was read when the log-in above drew the page
    box = page.locator("#my-devices")
    expect(box.locator("h2")).to_have_text("Устройства, где выполнен вход" if phone else "Devices logged in")
    rows = box.locator("li.account-device")
    expect(rows).to_have_count(2)
    # the newest log-in first: the iPhone, then this browser (marked)
    theirs, mine = rows.nth(0), rows.nth(1)
    expect(theirs.locator("strong")).to_have_text("Mobile Safari · iOS · iPhone")
    expect(mine.locator(".badge")).to_have_text("это устройство" if phone else "this device")
    assert mine.get_attribute("data-current") == "true" and theirs.locator(".badge").count() == 0
    expect(mine.locator("strong")).to_contain_text("Linux")
    # nothing of a last use that is the log-in itself, nor of this device (in use now)
    last_used = "последняя активность" if phone else "last used"
    expect(theirs).not_to_contain_text(last_used)
    expect(mine).not_to_contain_text(last_used)
    assert not RAW.search(box.inner_text()), box.inner_text()
    if phone:
        no_horizontal_overflow(page)
        for b in box.locator("button.log-out-device").all():
            r = b.bounding_box()
            assert r["height"] >= 44 and r["x"] + r["width"] <= 390, r
    assert axe_violations(page, axe_source) == []

    # the iPhone opens the account a while later: the list tells when
    assert me(live_server, other["token"]).status_code == 200
    store = redis.Redis.from_url(redis_server.db(1))      # the live service's database
    seen = seen_key(name_key(name))
    (other_hash,) = [h for h in store.hkeys(seen) if h.decode().startswith(other["id"])]
    store.hset(seen, other_hash, int(store.hget(seen, other_hash)) + 3 * 3600)
    page.reload()
    expect(theirs).to_contain_text(last_used)
    expect(mine).not_to_contain_text(last_used)
    box.screenshot(path=str(shots / f"account-devices-{size}.png"))

    assert me(live_server, other["token"]).status_code == 200
    theirs.locator("button.log-out-device").click()
    expect(page.locator("#flash")).to_contain_text("выполнен выход" if phone else "logged out")
    expect(rows).to_have_count(1)
    assert me(live_server, other["token"]).status_code == 401
    assert page.locator("#nav-account").inner_text() == name        # this device still in

    rows.nth(0).locator("button.log-out-device").click()
    expect(page.locator("#nav-log-in")).to_be_visible()
    expect(page.locator("#log-in")).to_be_visible()                # the page turned to the forms
