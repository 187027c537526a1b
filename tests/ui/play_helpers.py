"""Playing a seat through the public API beside a browser tab, and the checks that no raw id,
JSON or placeholder reaches what a player reads."""
import json
import re

import requests

# A line is raw when it is the fallback "type — key: value", shows a snake_case id, JSON,
# a missing value or an unfilled placeholder.
RAW = [
    (re.compile(r"^[a-z]+(-[a-z]+)+ — "), "an unworded event"),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a snake_case id"),
    (re.compile(r"[{}\[\]]"), "JSON or a placeholder"),
    (re.compile(r"\b(undefined|null|NaN)\b|\[object"), "a missing value"),
    (re.compile(r"\(s\)"), "a lazy plural"),
]
LATIN_WORD = re.compile(r"\b[a-z]{3,}\b")


def raw_problems(lines, lang):
    out = []
    for line in lines:
        for pattern, what in RAW:
            if pattern.search(line):
                out.append(f"{what}: {line!r}")
        if lang != "en" and LATIN_WORD.search(line):
            out.append(f"an English word in {lang}: {line!r}")
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
        return r.status_code == 200


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
