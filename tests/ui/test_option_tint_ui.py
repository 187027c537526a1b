"""An option of the decision panel looks chosen only when it is (☑): neither the focus the panel
puts back after a redraw nor the hover a tap leaves behind on a touch screen tints it, while a
keyboard's focus still shows a ring. review14: two unticked setup cards tinted at once read as
picked, on the phone and on the desktop."""
import pytest

pytestmark = pytest.mark.browser

PANEL = """async () => {
  const { decisionPanel } = await import('/js/decisions.js');
  const options = ['Winterfell Steward', 'Sansa Stark', 'Sea Tower'].map(
    (name, i) => ({ label: '☐ ' + name, action: { type: 'toggle', card: 'c' + i } }));
  const panel = decisionPanel([{ id: 'setup@1', type: 'setup', prompt: 'Place setup cards', options, required: true }],
    { choose: () => {}, busy: false });
  document.querySelector('main').prepend(panel);
}"""
LOOKS = """() => [...document.querySelectorAll('#decisions button.option')].map((b) => {
  const s = getComputedStyle(b);
  return { bg: s.backgroundColor, ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 };
})"""


def panel(tabs, **size):
    page = tabs(**size).goto("/")
    page.wait_for_selector("main")
    page.evaluate(PANEL)
    return page


@pytest.mark.parametrize("size", [dict(width=1280, height=800), dict(width=390, height=844, mobile=True)])
def test_a_focus_put_back_by_a_redraw_does_not_tint_an_option(tabs, size):
    page = panel(tabs, **size)
    buttons = page.locator("#decisions button.option")
    buttons.nth(2).tap() if size.get("mobile") else buttons.nth(2).click()
    buttons.nth(0).evaluate("b => b.focus()")          # what restoreFocus does after a redraw
    page.mouse.move(5, 5)
    looks = page.evaluate(LOOKS)
    assert len({x["bg"] for x in looks}) == 1, looks
    assert not any(x["ring"] for x in looks), looks


def test_the_hover_a_tap_leaves_on_a_touch_screen_does_not_tint(tabs):
    page = panel(tabs, width=390, height=844, mobile=True)
    page.locator("#decisions button.option").nth(1).tap()
    looks = page.evaluate(LOOKS)
    assert len({x["bg"] for x in looks}) == 1, looks


def test_a_keyboard_focus_shows_a_ring(tabs):
    page = panel(tabs)
    page.locator("#decisions button.option").nth(0).evaluate("b => b.focus()")
    page.keyboard.press("Tab")
    looks = page.evaluate(LOOKS)
    assert [x["ring"] for x in looks] == [False, True, False], looks
