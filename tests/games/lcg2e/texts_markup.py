"""The card-text markup and the word normalisation used to compare our texts with the printed ones.

Markup (docs/games/lcg2e-texts.md): `**Precursor:**` opens a paragraph, `*Trait*` names a trait,
`[token]` is a challenge icon or faction symbol, a newline separates paragraphs. Nothing else.
"""
import hashlib
import re

ICONS = ("military", "intrigue", "power")
FACTIONS = ("baratheon", "greyjoy", "lannister", "martell", "thenightswatch", "stark", "targaryen",
            "tyrell")
TOKENS = frozenset(ICONS + FACTIONS)

_MARK = re.compile(r"\*\*(?P<precursor>[^*\n]+?)\*\*|\*(?P<trait>[^*\n]+?)\*|\[(?P<token>[a-z]+)\]")
_STRAY = re.compile(r"[*\[\]<>{}]")


def parse(text: str) -> dict:
    """The marks of a text: precursors (with the paragraph they open), traits, tokens.

    Raises ValueError for anything the renderer would not understand: an unpaired `*`, `[`, `]`,
    angle or curly brackets, or a precursor that does not open its paragraph.
    """
    marks = {"precursors": [], "traits": [], "tokens": []}
    for n, paragraph in enumerate(text.split("\n")):
        rest = _MARK.sub("", paragraph)
        if _STRAY.search(rest):
            raise ValueError(f"paragraph {n}: stray markup in {paragraph!r}")
        for m in _MARK.finditer(paragraph):
            if m["precursor"] is not None:
                if m.start() != 0 or not m["precursor"].endswith(":"):
                    raise ValueError(f"paragraph {n}: precursor not at its start: {paragraph!r}")
                marks["precursors"].append(m["precursor"][:-1])
            elif m["trait"] is not None:
                marks["traits"].append(m["trait"])
            else:
                marks["tokens"].append(m["token"])
    return marks


def words(text: str) -> list[str]:
    """Lower-case words and [tokens] of a text, markup and punctuation dropped."""
    text = text.replace("\u2019", "'").lower().replace("*", "")
    return re.findall(r"\[[a-z]+\]|[^\W_]+(?:'[^\W_]+)*", text)


def _without_precursors(text: str) -> str:
    # A precursor is a label, not prose; left in, every "Reaction: After you win ..." would match.
    return re.sub(r"\*\*[^*\n]+\*\*", "", text)


def sentences(text: str) -> list[str]:
    """Each sentence of a text as normalised words, ability precursors left out."""
    text = _without_precursors(text)
    found = []
    for part in re.split(r"(?<=[.!?)])\s+|\n", text):
        w = words(part)
        if w:
            found.append(" ".join(w))
    return found


def windows(text: str, size: int) -> list[str]:
    """Every run of `size` consecutive words inside one paragraph, ability precursors left out."""
    found = []
    for paragraph in _without_precursors(text).split("\n"):
        w = words(paragraph)
        found.extend(" ".join(w[i:i + size]) for i in range(len(w) - size + 1))
    return found


def digest(s: str) -> str:
    return hashlib.sha256(s.encode("utf-8")).hexdigest()[:16]
