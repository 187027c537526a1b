"""A forgotten password recovered with the recovery code (frontend/js/recovery.js), on a 390 px
phone in Russian and a desktop in English: the code shown once at sign-up and kept, the log-in
form's "Forgot your password?", a wrong code worded, the right one logging in with a new code
shown, the new password working, and a fresh code made on the account page."""
import re
import uuid

import pytest
import requests
from playwright.sync_api import expect

from tests.ui.card_play import RAW
from tests.ui.helpers import no_horizontal_overflow, screenshot
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)
from tests.ui.test_accounts_ui import PASSWORD, log_in_in_ui

pytestmark = pytest.mark.browser
NEW = "winter is coming soon"
CODE = re.compile(r"^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$")
# What the API says that a person should never read: problem codes and field names.
API_WORDS = re.compile(r"bad-recovery-code|weak-password|too-many-logins|recovery_code|new_password|"
                       r"has_recovery_code|validation-error|\b40[0-9]\b")

WORDS = {
    "en": {"keep": "the only way back into your account", "set": "A recovery code is set",
           "wrong": "Wrong name or recovery code.", "recovered": "Your password is changed"},
    "ru": {"keep": "только с ним можно вернуться", "set": "Код восстановления задан",
           "wrong": "Неверное имя или код восстановления.", "recovered": "Пароль изменён"},
}


def readable(page):
    """Nothing raw on the page: no ids, JSON, snake_case names or problem codes."""
    text = page.locator("#app").inner_text() + page.locator("#flash").inner_text()
    assert not API_WORDS.search(text), text
    for line in text.splitlines():
        assert not RAW.search(line), line


def shown_code(page, words) -> str:
    notice = page.locator("#recovery-notice")
    expect(notice).to_contain_text(words["keep"])
    code = page.locator("#recovery-code").inner_text().strip()
    assert CODE.match(code), code
    return code


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_forgotten_password_recovered_with_the_code(tabs, live_server, shots, axe_source, size):
    phone = size == "phone"
    words = WORDS["ru" if phone else "en"]
    tabs.allow_console.append(r"status of 401")    # the wrong code and old password, on purpose
    name = "Bran" + re.sub(r"\D", "", uuid.uuid4().hex)[:6]
    tab = tabs(390, 844, locale="ru-RU", mobile=True) if phone else tabs(1280, 800)
    page = tab.goto("/")
    if phone:
        page.evaluate("localStorage.setItem('rookery.lang', 'ru')")
        page.reload()

    page.click("#nav-log-in")
    page.fill("#sign-up-name", name)
    page.fill("#sign-up-password", PASSWORD)
    page.click("#sign-up button[type=submit]")
    expect(page.locator("#nav-account")).to_have_text(name)
    first = shown_code(page, words)
    # The page does not go on by itself: the account page waits for "I have kept it".
    expect(page.locator("#my-ratings")).to_have_count(0)
    page.click("#recovery-code-copy")
    expect(page.locator("#flash")).not_to_be_empty()
    readable(page)
    screenshot(page, shots, f"recovery-code-{size}")
    assert axe_violations(page, axe_source) == []
    if phone:
        no_horizontal_overflow(page)
        for button in ("#recovery-code-copy", "#recovery-code-done"):
            assert page.locator(button).bounding_box()["height"] >= 44
    page.click("#recovery-code-done")
    expect(page.locator("#recovery-status")).to_contain_text(words["set"])

    page.click("#nav-log-out")
    expect(page.locator("#nav-log-in")).to_be_visible()
    page.click("#nav-log-in")
    page.click("#forgot-password")
    page.fill("#recover-name", name.lower())
    page.fill("#recover-code", "2222-3333-4444-5555-6666")
    page.fill("#recover-new-password", NEW)
    page.click("#recover-send")
    expect(page.locator("#recover-error")).to_have_text(words["wrong"])
    readable(page)
    screenshot(page, shots, f"recover-form-{size}")
    if phone:
        no_horizontal_overflow(page)
    # Typed by hand: small letters, spaces for dashes.
    page.fill("#recover-code", first.lower().replace("-", " "))
    page.click("#recover-send")
    expect(page.locator("#nav-account")).to_have_text(name)
    expect(page.locator("#flash")).to_contain_text(words["recovered"])
    second = shown_code(page, words)
    assert second != first
    readable(page)
    page.click("#recovery-code-done")
    expect(page.locator("#my-recovery")).to_be_visible()

    page.click("#nav-log-out")
    log_in_in_ui(page, name, PASSWORD)
    expect(page.locator("#log-in-error")).not_to_have_text("")
    log_in_in_ui(page, name, NEW)
    expect(page.locator("#nav-account")).to_have_text(name)

    # A fresh code on the account page, for the password; the one before stops working.
    page.fill("#recovery-password", NEW)
    page.click("#new-recovery-code-send")
    third = shown_code(page, words)
    assert third != second
    readable(page)
    page.click("#recovery-code-done")
    expect(page.locator("#recovery-notice")).to_have_count(0)
    stale = requests.post(f"{live_server}/api/v1/accounts/recover", timeout=10,
                          json={"name": name, "recovery_code": second, "new_password": PASSWORD})
    assert stale.status_code == 401
