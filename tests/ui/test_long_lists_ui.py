"""A question with more than twelve options: on a desktop a filterable list box (keyboard and
mouse), on a touch screen a filterable column of buttons, each a fingertip high, since a list box
draws rows about 17 px high there (review15: a board2e muster with two castles)."""
import pytest

pytestmark = pytest.mark.browser

AREAS = ["Winterfell", "White Harbor", "Karhold", "Moat Cailin", "The Eyrie", "Riverrun", "Harrenhal",
         "Lannisport", "Highgarden", "Oldtown", "Sunspear", "Storm's End", "Dragonstone", "Pyke",
         "Seagard", "The Twins"]
PANEL = """async (areas) => {
  const { decisionPanel } = await import('/js/decisions.js');
  const options = areas.map((a, i) => ({ label: 'Footman to ' + a, action: { type: 'muster', area: 'a' + i } }))
    .concat([{ label: 'Done', action: { type: 'done' } }]);
  window.chosen = [];
  const panel = decisionPanel([{ id: 'muster@3', type: 'muster', prompt: 'Muster in Winterfell', options, required: true }],
    { choose: (action) => window.chosen.push(action), busy: false,
      describe: (o) => o.action.area === 'a0' ? Object.assign(document.createElement('button'),
        { className: 'card-info', textContent: 'i' }) : null });
  document.querySelector('main').prepend(panel);
}"""


def panel(tabs, **size):
    page = tabs(**size).goto("/")
    page.wait_for_selector("main")
    page.evaluate(PANEL, AREAS)
    return page


def test_on_a_touch_screen_a_long_list_is_a_column_of_buttons(tabs):
    page = panel(tabs, width=390, height=844, mobile=True)
    assert page.locator("#decisions select").count() == 0
    rows = page.locator("#decisions .tap-list button.option")
    assert rows.count() == len(AREAS)
    heights = page.evaluate("() => [...document.querySelectorAll('#decisions .tap-list button.option')]"
                            ".map((b) => b.getBoundingClientRect().height)")
    assert min(heights) >= 44, heights
    # the one-of-a-kind action stays a button in reach above the list; a card keeps its "i"
    assert page.locator("#decisions .options:not(.tap-list) button.option", has_text="Done").count() == 1
    assert page.locator("#decisions .tap-list .option-with-info .card-info").count() == 1
    # the list scrolls inside the panel, the page does not grow sideways
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    # the filter narrows by the words shown, not by the "i"
    page.locator("#decisions input.filter").fill("har")
    assert [t.strip() for t in rows.filter(visible=True).all_inner_texts()] == \
        ["Footman to White Harbor", "Footman to Harrenhal"]
    page.locator("#decisions input.filter").fill("winterfelli")      # the name, then the "i"
    assert rows.filter(visible=True).count() == 0
    page.locator("#decisions input.filter").fill("harren")
    rows.filter(visible=True).first.tap()
    assert page.evaluate("window.chosen") == [{"type": "muster", "area": "a6"}]


def test_on_a_desktop_a_long_list_stays_a_list_box(tabs):
    page = panel(tabs, width=1280, height=800)
    assert page.locator("#decisions .tap-list").count() == 0
    page.locator("#decisions select.option-list").select_option(label="Footman to Pyke")
    page.locator("#decisions button.primary").click()
    assert page.evaluate("window.chosen") == [{"type": "muster", "area": "a13"}]
