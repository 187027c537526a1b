"""B'Twixt's councils at the end say the result's totals in parts a player can check: each
council's head reads "total T = allies A + power tokens S", T being the result's council total
(spec §1.4 step 2), S the sum of its tokens' values, and, where its allies' end-of-game abilities
changed their power (spec D23), the printed power and the change with the allies that have such an
ability; the result names each seat's Small and large council by the seats sharing it. In play the
head says the allies' printed power. The finished game is played by the engine itself (random
listed actions), so the page is checked against the engine's own result; on a 390x844 touch phone
and a 1280x800 desktop."""
import copy
import random
import re

import pytest

from api.games import REGISTRY
from api.games.btwixt.state import card

pytestmark = pytest.mark.browser


def finished_game():
    """A quick game played to its end whose result has a council that an end-of-game ability
    changed (its total is not its allies' printed power plus its tokens)."""
    game = REGISTRY["btwixt"]
    for seed in range(60):
        rng = random.Random(seed)
        state = game.new(3 + seed % 4, {"quick": True}, seed)
        while game.result(state) is None:
            seat = rng.choice(sorted(game.to_act(state)))
            options = [o["action"] for d in game.decisions(state, seat) if d.get("required", True)
                       for o in d["options"]]
            game.apply(state, seat, copy.deepcopy(rng.choice(options)))
        r = game.result(state)
        printed = [sum(card(state, a)["value"] for a in c["allies"]) for c in state["councils"]]
        if any(printed[k] + sum(r["token_values"][k]) != r["council_totals"][k] for k in range(state["n"])):
            return game.view(state, None), printed
    raise AssertionError("no game with an end-of-game ability at work")


def council(k, n):
    """How the page names council k: the two seats that share it."""
    return f"S{k} – S{(k + 1) % n}"


RENDER = """({view, result, lang}) => {
  return (async () => {
    (await import('/js/i18n.js')).setLang(lang || 'en');
    const mod = await import('/js/games/btwixt.js');
    const ctx = {view, seat: null, decisions: [], optionsWhere: () => [], focusOptions: () => {},
                 seatName: (s) => 'S' + s, busy: false, events: [], match: {players: view.players}};
    const node = mod.render(ctx);
    node.id = 'probe';
    const details = result ? mod.resultDetails(view.result, ctx) : null;
    if (details) node.append(details);
    document.querySelector('main').prepend(node);
    const out = {heads: [...node.querySelectorAll('.council .council-power')].map((x) => x.textContent),
                 lines: result ? [...details.querySelectorAll('li')].map((x) => x.textContent) : [],
                 note: (node.querySelector('#how-counted') || {}).textContent || '',
                 overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth};
    node.remove();
    return out;
  })();
}"""


@pytest.mark.parametrize("width, height, mobile", [(390, 844, True), (1280, 800, False)])
def test_a_council_total_reads_in_parts_that_add_up_to_the_result(tabs, width, height, mobile):
    view, printed = finished_game()
    r = view["result"]
    page = tabs(width=width, height=height, mobile=mobile).goto("/")
    page.wait_for_selector("#create-submit")
    out = page.evaluate(RENDER, {"view": view, "result": True, "lang": "en"})
    n = view["players"]
    changed = 0
    for k, head in enumerate(out["heads"]):
        m = re.match(r"^total (\d+) = allies (\d+) \+ power tokens (\d+)(.*)$", head)
        assert m, head
        total, allies, tokens, rest = int(m[1]), int(m[2]), int(m[3]), m[4]
        assert total == r["council_totals"][k] and tokens == sum(r["token_values"][k]), (k, head, r)
        assert allies + tokens == total
        if allies == printed[k]:
            assert rest == "", head
            continue
        changed += 1
        shift = allies - printed[k]
        m = re.match(r"^ \(printed (\d+), end-of-game abilities of (.+): ([+−])(\d+)\)$", rest)
        assert m and int(m[1]) == printed[k], head
        assert (1 if m[3] == "+" else -1) * int(m[4]) == shift, head
        assert m[2], head          # the allies whose abilities did it are named
    assert changed, out["heads"]
    for seat, line in enumerate(out["lines"]):
        small = r["small_council"][seat]
        large = seat if small != seat else (seat - 1) % n
        assert line == (f"S{seat}: Small council {r['small'][seat]} ({council(small, n)}), "
                        f"large council {r['large'][seat]} ({council(large, n)}), allies {r['ally_counts'][seat]}"), line
    assert out["note"].startswith("At the end of the game a council's total is its allies' power")
    assert out["overflow"] <= 0, out["overflow"]

    # the same parts in Russian and Bulgarian, in their words
    for lang, words in (("ru", ("итого", "союзники", "жетоны власти", "по картам")),
                        ("bg", ("общо", "съюзници", "жетони за власт", "по картите"))):
        heads = page.evaluate(RENDER, {"view": view, "result": True, "lang": lang})["heads"]
        for k, head in enumerate(heads):
            assert head.startswith(f"{words[0]} {r['council_totals'][k]} = {words[1]} "), head
            assert f" + {words[2]} {sum(r['token_values'][k])}" in head, head
        assert any(f"({words[3]} " in head for head in heads), heads

    # in play the head says what it counts: the allies' printed power, nothing else
    playing = {**view, "result": None, "token_values": None}
    out = page.evaluate(RENDER, {"view": playing, "result": False, "lang": "en"})
    assert out["heads"] == [f"allies' printed power {p}" for p in printed], out["heads"]
