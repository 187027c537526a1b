"""Playing a seat through the public API beside a browser tab, and the checks that no raw id,
JSON or placeholder reaches what a player reads."""
import json
import re

import requests

from tests.support.raw_text import raw_in

# A line is raw when it is the fallback "type — key: value", or shows what no worded line
# may (tests/support/raw_text.py).
UNWORDED = [(re.compile(r"^[a-z]+(-[a-z]+)+ — "), "an unworded event")]


def raw_problems(lines, lang):
    out = []
    for line in lines:
        out += [f"{what} in {lang}: {line!r}" for what in raw_in(line, lang, UNWORDED)]
    return out


def readable_lines(page):
    """The log's lines and the status lines a player reads on the match page."""
    return page.evaluate("""() => [
      ...[...document.querySelectorAll('#event-log li')].map((li) => li.innerText),
      ...[...document.querySelectorAll('#board-status p, #round-line, #pending, #to-act, .board-status h3, #token-tray h4')]
        .map((x) => x.innerText),
    ].filter(Boolean)""")


class Seat:
    """A seat joined through the public API (its token), which the browser may share."""

    def __init__(self, base, mid, seat, name):
        self.base, self.mid, self.seat = base, mid, seat
        r = requests.post(f"{base}/api/v1/matches/{mid}/join", json={"name": name, "seat": seat}, timeout=10)
        r.raise_for_status()
        self.token = r.json()["token"]
        self.name = name
        self.auth = {"Authorization": f"Bearer {self.token}"}

    def record(self, game):
        """What the page keeps in localStorage for this seat (store.js)."""
        return json.dumps({"seat": self.seat, "token": self.token, "name": self.name, "game": game})

    def start(self):
        requests.post(f"{self.base}/api/v1/matches/{self.mid}/start", json={"fill": "bots"}, headers=self.auth, timeout=10).raise_for_status()

    def match(self):
        return requests.get(f"{self.base}/api/v1/matches/{self.mid}", timeout=10).json()

    def view(self):
        return requests.get(f"{self.base}/api/v1/matches/{self.mid}/view", headers=self.auth, timeout=10).json()

    def decisions(self):
        r = requests.get(f"{self.base}/api/v1/matches/{self.mid}/decisions", headers=self.auth, timeout=10)
        return [d for d in r.json().get("decisions", []) if d.get("required", True)]

    def act(self, action):
        r = requests.post(f"{self.base}/api/v1/matches/{self.mid}/actions", json={"action": action},
                          headers=self.auth, timeout=10)
        return Answer(r.status_code, r.text)


class Answer:
    """An action's answer: true when accepted; a failed assertion on it shows the problem."""

    def __init__(self, status: int, body: str):
        self.status, self.body = status, body

    def __bool__(self):
        return self.status == 200

    def __repr__(self):
        return f"<{self.status} {self.body[:300]}>"


def open_as(tab, seat: Seat, game: str, lang: str | None = None):
    """Open the match page in a tab holding the seat (as if it had joined there)."""
    key = f"rookery.seat.{seat.mid}"
    script = f"localStorage.setItem({json.dumps(key)}, {json.dumps(seat.record(game))});"
    if lang:
        script += f"localStorage.setItem('rookery.lang', {json.dumps(lang)});"
    page = tab.goto("/")
    page.evaluate(script)
    page.goto(f"{tab.base}/#/match/{seat.mid}")
    page.reload()      # a change of hash alone would not start the page again
    return page


def narrowed(page, selector):
    """The options a tap on the board narrowed to: over the board on a phone (``#option-sheet``,
    match.js), else in the decisions panel."""
    sheet = page.locator("#option-sheet")
    return (sheet if sheet.count() else page.locator("#decisions")).locator(selector)
