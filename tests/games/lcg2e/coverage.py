"""The card table of docs/rules-coverage/lcg2e.md, generated from the catalog and the tests.

    python -m tests.games.lcg2e.coverage      # rewrite the table in the doc

test_coverage.py fails when the doc's table is not what this makes, and when a scripted card
has no test of its own.
"""
from __future__ import annotations

import os
import re

from api.games.lcg2e.catalog import CARDS, CATALOG

HERE = os.path.dirname(os.path.abspath(__file__))
DOC = os.path.join(HERE, "..", "..", "..", "docs", "rules-coverage", "lcg2e.md")
BEGIN, END = "<!-- cards:begin -->", "<!-- cards:end -->"


def tested_codes() -> set[str]:
    """Codes with a test function of their own: ``def test_<code>_...`` in a test module here."""
    found = set()
    for name in os.listdir(HERE):
        if name.startswith("test_") and name.endswith(".py"):
            with open(os.path.join(HERE, name), encoding="utf-8") as f:
                found.update(re.findall(r"^def test_(\d{5})_", f.read(), re.M))
    return found


def rows() -> list[str]:
    tested = tested_codes()
    out = ["| code | card | type | prints | script | tested |", "|---|---|---|---|---|---|"]
    for code, c in CARDS.items():
        script = CATALOG.scripts.get(code)
        state = "—" if script is None else ("vanilla" if script.vanilla else "yes")
        test = "yes" if code in tested else ("vanilla check" if state == "vanilla" else "—")
        out.append(f"| {code} | {c['name']} | {c['type']} | {', '.join(c['kinds']) or '—'} | "
                   f"{state} | {test} |")
    return out


def table() -> str:
    return "\n".join([BEGIN, *rows(), END])


def current() -> str:
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    return text[text.index(BEGIN):text.index(END) + len(END)]


def main() -> None:
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    text = text.replace(current(), table())
    with open(DOC, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
