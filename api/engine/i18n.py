"""Labels and prompts in the three languages the service speaks (en, ru, bg).

Actions and events stay language-neutral; only human-facing labels go through a catalog.
"""

import re

LANGS = ("en", "ru", "bg")
# "choose {count} character(s)": English says "1 character", "2 characters" (Russian and
# Bulgarian prompts are worded around the number instead).
_PLURAL = re.compile(r"\b(\d+) (\w+)\(s\)")


def english_plural(text: str) -> str:
    if "(s)" not in text:       # most labels: no regex pass (labels are built on every read)
        return text
    return _PLURAL.sub(lambda m: f"{m[1]} {m[2]}{'' if m[1] == '1' else 's'}", text)


class Catalog:
    def __init__(self, messages: dict[str, dict[str, str]]):
        self.messages = messages

    def t(self, lang: str, key: str, **params) -> str:
        forms = self.messages.get(key)
        if forms is None:
            return key.format(**params) if params else key
        text = forms.get(lang) or forms["en"]
        return english_plural(text.format(**params)) if params else text


def pick_lang(header: str | None) -> str:
    """Best of our languages for an Accept-Language header; English by default."""
    if not header:
        return "en"
    best, best_q = "en", -1.0
    for part in header.split(","):
        bits = part.strip().split(";")
        tag = bits[0].strip().lower()[:2]
        q = 1.0
        for b in bits[1:]:
            b = b.strip()
            if b.startswith("q="):
                try:
                    q = float(b[2:])
                except ValueError:
                    q = 0.0
        if tag in LANGS and q > best_q:
            best, best_q = tag, q
    return best
