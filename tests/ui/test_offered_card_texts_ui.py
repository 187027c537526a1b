"""A card offered by its code, not by a card of the table, still opens its text from the
decision panel: lcg2e's Summons and Olenna's Cunning offer the deck cards looked at as
{"type": "take", "code"} (their ids stay hidden), hbo's scenario draft as {"type": "draft",
"code"}. Without it those were the only card choices with no "i" beside them (review14)."""
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

INFO = """async ({game, action}) => {
  const mod = await import('/js/games/' + game + '.js');
  const node = mod.optionInfo({label: 'x', action}, {view: {seats: []}});
  if (!node) return null;
  document.body.append(node);
  node.click();
  return node.getAttribute('aria-label');
}"""


@pytest.mark.parametrize("game, action, name", [
    ("lcg2e", {"type": "take", "code": "01152"}, "Winterfell Steward"),        # Summons
    ("hbo", {"type": "draft", "code": "in_the_sky_cells"}, "In the Sky Cells"),  # the draft
])
def test_a_card_offered_by_its_code_opens_its_text(tabs, game, action, name):
    page = tabs().goto("/")
    expect(page.locator("#lobby, main").first).to_be_visible()
    assert page.evaluate(INFO, {"game": game, "action": action}) == name
    dialog = page.locator("#card-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3")).to_have_text(name)
    assert dialog.locator(".card-text p").count() >= 1


def test_a_code_that_is_no_card_gets_no_button(tabs):
    page = tabs().goto("/")
    assert page.evaluate(INFO, {"game": "lcg2e", "action": {"type": "take", "code": "99999"}}) is None
