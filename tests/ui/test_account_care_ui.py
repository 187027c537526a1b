"""A new password and deleting one's account on the account page (frontend/js/account.js): on a
390 px phone in Russian and a desktop in English, the wrong current password worded, the new
password working and the old session over, and the account gone for good."""
import re
import uuid

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.helpers import no_horizontal_overflow
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)
from tests.ui.test_accounts_ui import PASSWORD, log_in_in_ui, sign_up_in_ui

pytestmark = pytest.mark.browser
NEW = "the north remembers"


def me(live_server, token):
    return requests.get(f"{live_server}/api/v1/accounts/me", timeout=10,
                        headers={"Authorization": f"Bearer {token}"})


def signed_up(tabs, phone, first_name):
    """A new account, signed up in a tab: a 390 px phone in Russian, or a desktop in English.
    Returns the page and the account's name."""
    name = first_name + re.sub(r"\D", "", uuid.uuid4().hex)[:6]
    tab = tabs(390, 844, locale="ru-RU", mobile=True) if phone else tabs(1280, 800)
    page = tab.goto("/")
    if phone:
        page.evaluate("localStorage.setItem('rookery.lang', 'ru')")
        page.reload()
    sign_up_in_ui(page, name)
    return page, name


def other_device(live_server, name, agent=None) -> dict:
    """The account logged in elsewhere, over the API: the new session."""
    r = requests.post(f"{live_server}/api/v1/sessions", json={"name": name, "password": PASSWORD},
                      headers={"User-Agent": agent} if agent else {}, timeout=10)
    r.raise_for_status()
    return r.json()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_new_password_then_deleting_the_account(tabs, live_server, axe_source, size):
    phone = size == "phone"
    tabs.allow_console.append(r"status of 401")    # the wrong password, on purpose below
    page, name = signed_up(tabs, phone, "Sansa")
    # Another device, logged in too: its session ends with the change.
    other = other_device(live_server, name)["token"]
    page.click("#nav-account")
    care = page.locator("#account-care")
    expect(care.locator("h2")).to_have_text("Пароль и учётная запись" if phone else "Password and account")

    page.fill("#care-password", "not my password")
    page.fill("#care-new-password", NEW)
    page.click("#change-password-send")
    expect(page.locator("#change-password-error")).to_have_text("Неверный пароль." if phone else "Wrong password.")
    page.fill("#care-password", PASSWORD)
    page.click("#change-password-send")
    expect(page.locator("#flash")).to_contain_text("Пароль изменён" if phone else "Password changed")
    expect(page.locator("#change-password-error")).to_have_text("")
    assert me(live_server, other).status_code == 401
    # This browser holds the new session: the page still reads the account.
    page.reload()
    expect(page.locator("#nav-account")).to_have_text(name)
    expect(page.locator("#my-ratings")).to_be_visible()
    if phone:
        no_horizontal_overflow(page)
        assert page.locator("#change-password-send").bounding_box()["height"] >= 44
    page.locator("#delete-account-box summary").click()
    assert axe_violations(page, axe_source) == []

    page.fill("#delete-password", NEW)
    page.click("#delete-account-send")
    expect(page.locator("#flash")).to_contain_text("удалена" if phone else "deleted")
    expect(page.locator("#nav-log-in")).to_be_visible()
    assert requests.get(f"{live_server}/api/v1/accounts/{name}", timeout=10).status_code == 404
    log_in_in_ui(page, name, NEW)
    expect(page.locator("#log-in-error")).not_to_have_text("")
