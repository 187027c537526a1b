"""A person playing one of the card games' tables (lcg2e, hbo) in the browser: the moves they
make by tapping, and the check that no raw id or JSON shows in the log or the status line."""
import re

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tests.ui.helpers import act_and_wait, screenshot

RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\bc\d+\b|\bf\d\b|[{}\[\]]|\b\w+[-_]\w+ — |\b0\d{4}\b|undefined|null|\(s\)")


# The log's lines with their types and the status line, in one read: the bot's moves redraw the
# log, and a line read by its place could pair one line's text with another's type.
READABLE = """() => ({
  log: [...document.querySelectorAll('#event-log li')].map((li) => [li.innerText, li.dataset.type || '']),
  status: [...document.querySelectorAll('#lcg-status')].map((x) => x.innerText),
})"""


def no_raw_text(page):
    shown = page.evaluate(READABLE)
    for sel, texts in (("#event-log li", [t for t, _ in shown["log"]]), ("#lcg-status", shown["status"])):
        for text in texts:
            assert not RAW.search(text), (sel, text)
    for text, kind in shown["log"]:
        assert not (kind and text.startswith(kind)), text


def button(page, action_type, decision: str | None = None):
    scope = f"#decisions .decision[data-decision='{decision}']" if decision else "#decisions"
    return page.locator(f"{scope} button.option[data-action-type='{action_type}']:not([disabled])")


SHOWN = """() => {
  const d = document.querySelector('#decisions .decision');
  const live = document.querySelector('#decisions button.option:not([disabled])');
  return d && live ? [d.dataset.type, d.dataset.decision] : null;
}"""


def step(page, tabs, done):
    """One move of the human seat, chosen as a person would; returns False if nothing to do."""
    # The decision's kind and id are read together: the bot's move can redraw the panel between
    # two reads, pairing one decision's kind with the next one's id.
    shown = page.evaluate(SHOWN)
    if not shown:
        return False
    kind, decision = shown
    # A decision is answered once: another seat's move can refresh the page before one's own
    # answer to a simultaneous (sealed) step comes back, showing the answered decision again.
    answered = ("answered", decision)
    if answered in done:
        return False
    try:
        _answer(page, tabs, done, kind, decision)
    except PlaywrightTimeout:
        # The panel moved on to another decision under the finger: look again.
        if page.locator(f"#decisions .decision[data-decision='{decision}']").count():
            raise
        return False
    done.add(answered)
    return True


def _answer(page, tabs, done, kind, decision):
    def click(action_type, first=False):
        found = button(page, action_type, decision)
        (found.first if first else found).click()

    if kind == "mulligan":
        act_and_wait(page, tabs, lambda: click("keep"))
    elif kind in ("setup", "attackers", "defenders", "claim_military", "reserve") and \
            button(page, "confirm", decision).count() and (kind != "setup" or "setup" in done):
        act_and_wait(page, tabs, lambda: click("confirm"))
    elif kind in ("setup", "attackers", "claim_military", "reserve"):
        unticked = page.locator(f"#decisions .decision[data-decision='{decision}'] "
                                "button.option[data-action-type='toggle']:not([disabled])", has_text="☐")
        act_and_wait(page, tabs, lambda: unticked.first.click())
        done.add(kind)
    elif kind == "priority" and button(page, "marshal", decision).count() and "marshal" not in done:
        # the card in hand opens its text, whose dialog offers the marshal choice
        card = page.locator("#hand .lcard.pickable").first
        card.click()
        dialog = page.locator("#card-dialog")
        expect(dialog).to_be_visible()
        expect(dialog.locator(".card-choices button").first).to_be_visible()
        act_and_wait(page, tabs, lambda: dialog.locator(".card-choices button").first.click())
        done.add("marshal")
    elif kind == "challenge" and button(page, "challenge", decision).count() and "challenge" not in done:
        act_and_wait(page, tabs, lambda: click("challenge", first=True))
        done.add("challenge")
    else:
        for kind_ in ("pass", "done", "keep", "skip", "confirm"):
            if button(page, kind_, decision).count():
                act_and_wait(page, tabs, lambda: click(kind_, first=True))
                break
        else:
            act_and_wait(page, tabs, lambda: page.locator(
                f"#decisions .decision[data-decision='{decision}'] button.option:not([disabled])"
            ).first.click())


def play_round_one(page, tabs, shots, prefix: str, views: dict | None = None) -> set:
    """Play the human seat until round 2 begins (the status line's data-round); a screenshot
    named <prefix>-<name> the first time each selector of ``views`` shows, and of the challenge
    panel. Returns what was done (the kinds of move made)."""
    done: set = set()
    views = {"challenge": "#challenge", **(views or {})}
    for _ in range(300):
        if page.locator("#lcg-status").get_attribute("data-round") == "2":
            return done
        for shot, selector in views.items():
            if ("shot", shot) not in done and page.locator(selector).count():
                screenshot(page, shots, f"{prefix}-{shot}")
                done.add(("shot", shot))
        if not step(page, tabs, done):
            page.wait_for_timeout(200)
    raise AssertionError(f"round 1 did not finish: {done}")


def open_a_card_in_play(page, touch: bool):
    """Tap (or click) the first card on the table: its dialog opens, titled with its name and
    showing its text. Returns the dialog's locator, still open."""
    # the card's code and name in one read, and the tap aimed at that code: the bot's move can
    # redraw the table between two reads and put another card first
    code, name = page.evaluate("""() => {
      const card = document.querySelector('.lseat .lrow .lcard[data-code]');
      return [card.dataset.code, card.querySelector('.lcard-name').innerText];
    }""")
    name = name.lstrip("◈ ").strip()
    target = page.locator(f".lseat .lrow .lcard[data-code='{code}']").first
    target.tap() if touch else target.click()
    dialog = page.locator("#card-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3")).to_have_text(name)
    assert dialog.locator(".card-text p").count() >= 1
    return dialog
