"""The site installs on a phone's home screen (where iOS also lets a web app receive pushes):
the page links its web app manifest and icons, and Chromium finds the manifest valid and the
site installable; the icons are the sizes the manifest says."""
import pytest

pytestmark = pytest.mark.browser


def test_the_site_is_an_installable_web_app_with_its_icons(tabs):
    tab = tabs(390, 844, mobile=True)
    page = tab.goto("/")
    cdp = tab.context.new_cdp_session(page)
    got = cdp.send("Page.getAppManifest")
    assert got["errors"] == [] and got["url"].endswith("/manifest.webmanifest"), got
    # (a test browser's profile is an incognito one, which installs nothing: every other
    # reason is still reported beside that one)
    errors = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    assert [e for e in errors if e != "in-incognito"] == [], errors
    sizes = page.evaluate("""async () => {
      const m = await (await fetch(document.querySelector('link[rel=manifest]').href)).json();
      const out = {};
      for (const i of [...m.icons, {src: document.querySelector('link[rel=apple-touch-icon]').href, sizes: '180x180'}]) {
        const img = new Image(); img.src = i.src; await img.decode();
        out[i.sizes] = [img.naturalWidth, img.naturalHeight];
      }
      return out;
    }""")
    assert sizes["192x192"] == [192, 192] and sizes["512x512"] == [512, 512] and sizes["180x180"] == [180, 180]
    assert sizes["any"][0] > 0
