"""Real-browser fixtures: Debian's Chromium driven by Playwright against the live server.

Every tab records its console errors and the URLs it requests; when a test ends, the fixture
fails it if any page logged an error or reached beyond localhost. When a test fails, each of its
tabs leaves a screenshot and its page's HTML in test-artifacts/failures/, to tell a flake's
cause afterwards (CI keeps no browser).
"""
import re
from pathlib import Path
from urllib.parse import urlparse

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots"
FAILURES = ROOT / "test-artifacts" / "failures"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip("Chromium is not installed (make system-deps)")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


class Tab:
    """One browser context (its own localStorage, so its own seat) with one page."""

    def __init__(self, context, base_url):
        self.context = context
        self.page = context.new_page()
        self.page.set_default_timeout(15000)
        self.base = base_url
        self.console_errors: list[str] = []
        self.requests: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.console_errors.append(m.text))
        self.page.on("pageerror", lambda e: self.console_errors.append(f"uncaught: {e}"))
        self.page.on("request", lambda r: self.requests.append(r.url))

    def goto(self, path="/"):
        self.page.goto(self.base + path)
        return self.page


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.ui_call_failed = report.failed


def _keep_failure(name: str, opened: list) -> None:
    FAILURES.mkdir(parents=True, exist_ok=True)
    stem = re.sub(r"[^\w.-]+", "_", name)
    for i, tab in enumerate(opened):
        try:
            tab.page.screenshot(path=str(FAILURES / f"{stem}-{i}.png"), full_page=True)
            (FAILURES / f"{stem}-{i}.html").write_text(tab.page.content())
        except Exception:   # a page already gone: the others still get theirs
            pass


@pytest.fixture
def tabs(browser, live_server, request):
    """Factory of tabs; `tabs.allow_console` lists regexes of console errors a test expects."""
    opened: list[Tab] = []

    def open_tab(width=1280, height=900, locale="en-US", touch=False, mobile=False) -> Tab:
        # mobile: a phone's browser (meta viewport honoured, touch events as a phone sends them)
        ctx = browser.new_context(viewport={"width": width, "height": height}, locale=locale,
                                  has_touch=touch or mobile, is_mobile=mobile)
        tab = Tab(ctx, live_server)
        opened.append(tab)
        return tab

    open_tab.allow_console = []
    yield open_tab
    if getattr(request.node, "ui_call_failed", False):
        _keep_failure(request.node.name, opened)
    errors, foreign = [], []
    for tab in opened:
        errors += [e for e in tab.console_errors
                   if not any(re.search(p, e) for p in open_tab.allow_console)]
        foreign += [u for u in tab.requests
                    if urlparse(u).scheme in ("http", "https", "ws", "wss")
                    and urlparse(u).hostname not in LOCAL_HOSTS]
        tab.context.close()
    assert not errors, f"console errors: {errors}"
    assert not foreign, f"requests beyond localhost: {foreign}"


@pytest.fixture(scope="session")
def shots():
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS
