"""The API's interactive page renders the OpenAPI 3.1 contract (under the strict CSP)."""
import pytest
import yaml
from playwright.sync_api import expect

from tests.support.servers import ROOT

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
