"""Steps a person takes in the UI, shared by the browser tests."""
import re

from playwright.sync_api import expect


def create_match(tab, game: str, players: int, options: dict | None = None, seed: int | None = None) -> str:
    """Create a match from the lobby form; returns the new match id (read from the URL)."""
    page = tab.goto("/")
    page.select_option("#create-game", game)
    page.select_option("#create-players", str(players))
    if seed is not None:
        page.fill("#create-seed", str(seed))
    for name, value in (options or {}).items():
        if isinstance(value, bool):
            page.set_checked(f"#opt-{name}", value)
        else:
            page.fill(f"#opt-{name}", str(value))
    page.click("#create-submit")
    page.wait_for_url(re.compile(r"#/match/"))
    return page.url.split("#/match/")[1].split("?")[0]


def join(tab, match_id: str, seat: int, name: str):
    """Open the seat's invite link and join it with a name."""
    page = tab.goto(f"/#/match/{match_id}?seat={seat}")
    page.fill("#join-name", name)
    page.click(f"button.join-seat[data-seat='{seat}']")
    expect(page.locator("#role")).to_contain_text(name)
    return page


def version(page) -> int:
    text = page.locator("#match-version").inner_text()
    return int(re.sub(r"\D", "", text) or 0)


def no_horizontal_overflow(page):
    sw, iw = page.evaluate("[document.scrollingElement.scrollWidth, window.innerWidth]")
    assert sw <= iw, f"page is {sw}px wide in a {iw}px viewport"


def screenshot(page, shots, name: str):
    page.screenshot(path=str(shots / f"{name}.png"), full_page=True)
    no_horizontal_overflow(page)


def enabled_options(page):
    return page.locator("#decisions button.option:not([disabled])")


def choose_first(page, decision: str | None = None):
    """Take the first choice the generic panel offers (a button, or the list's first entry); in
    the decision of that id only, if given (a redraw then cannot move the tap to another one)."""
    scope = page.locator(f"#decisions .decision[data-decision='{decision}']" if decision else "#decisions")
    buttons = scope.locator("button.option:not([disabled])")
    if buttons.count():
        buttons.first.click()
        return
    scope.locator("select.option-list").first.select_option(index=0)
    scope.locator("button.primary").first.click()


# Newer, and the action's own answer in: a refresh started by the stream may draw the new version
# while the answer is still on its way, and a tap then finds the board's choices put away.
NEWER_OR_REFUSED = ("v => (Number((document.querySelector('#match-version')||{}).textContent"
                    ".replace(/\\D/g,'')) > v && !document.querySelector('#decisions[aria-busy=true]'))"
                    " || document.querySelector('#flash .flash.error') || document.querySelector('#result-card')")


def act_and_wait(page, tabs, do):
    """Do one UI action, then wait until the page shows a newer version (or a refusal)."""
    before = version(page)
    do()
    page.wait_for_function(NEWER_OR_REFUSED, arg=before)
    assert not page.locator("#flash .flash.error").count(), page.locator("#flash").inner_text()
