"""What no worded line on a page may show, for the tests that read the pages' words (event
logs, effect lines, whole pages): a snake_case key, JSON or an unfilled placeholder, a missing
value, a lazy plural, and on a Russian or Bulgarian page an English word."""
import re

RAW = [
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a snake_case key"),
    (re.compile(r"[{}\[\]]"), "JSON or a placeholder"),
    (re.compile(r"\b(undefined|null|NaN)\b|\[object"), "a missing value"),
    (re.compile(r"\(s\)"), "a lazy plural"),
]
LATIN_WORD = re.compile(r"\b[a-z]{3,}\b")     # a lower-case English word or key in ru/bg


def raw_in(text: str, lang: str, extra=()) -> list[str]:
    """What is raw in one line of a page in ``lang``; ``extra``: a test's own (pattern, what)."""
    found = [what for pattern, what in (*extra, *RAW) if pattern.search(text)]
    if lang != "en" and LATIN_WORD.search(text):
        found.append("an English word")
    return found
