"""The API's interactive page renders the OpenAPI 3.1 contract (under the strict CSP)."""
import pytest
import yaml
from playwright.sync_api import expect

from tests.support.servers import ROOT
from tests.ui.test_a11y_ui import axe_source, axe_violations  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser


def test_docs_page_lists_every_operation(tabs):
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    methods = ("get", "post", "put", "patch", "delete")
    # The webhooks the service sends (OpenAPI 3.1 `webhooks`) are listed as operations too.
    ops = sum(1 for part in ("paths", "webhooks") for item in spec.get(part, {}).values()
              for m in item if m in methods)
    page = tabs().goto("/docs")
    expect(page.locator(".opblock")).to_have_count(ops, timeout=20_000)
    expect(page.locator(".info .title")).to_contain_text("Rookery API")
    assert page.locator("text=Unable to render this definition").count() == 0


def test_docs_page_passes_axe_with_an_operation_open(tabs, axe_source):
    """A bot developer's page is a page too: WCAG A/AA by axe, on a phone and a desktop, with the
    list as it comes and with one operation opened (its parameters, its responses, the schemas
    at the foot)."""
    failures = []
    for width, height in ((390, 844), (1280, 800)):
        tab = tabs(width, height)
        page = tab.goto("/docs")
        expect(page.locator(".opblock").first).to_be_visible(timeout=20_000)
        failures += [f"{width}px list: {v}" for v in axe_violations(page, axe_source)]
        page.locator(".opblock-post .opblock-summary").first.click()
        expect(page.locator(".opblock.is-open .responses-wrapper")).to_be_visible()
        failures += [f"{width}px open: {v}" for v in axe_violations(page, axe_source)]
    assert not failures, "\n".join(failures)
