"""Render the site's icon (frontend/img/icon.svg) into the PNG sizes phones ask for: 192 and 512
px for the web app manifest, 180 px for iOS's home screen (apple-touch-icon). Run by hand when
the icon changes (the PNGs are committed), with the test suite's Chromium:
    .venv/bin/python frontend/tools/icons.py
"""
from pathlib import Path

from playwright.sync_api import sync_playwright

IMG = Path(__file__).resolve().parents[1] / "img"
SIZES = {"icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180}


def main() -> None:
    svg = (IMG / "icon.svg").read_text()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox"])
        for name, size in SIZES.items():
            # iOS rounds a home-screen icon's corners itself and fills transparent ones black
            drawn = svg.replace('rx="96"', 'rx="0"') if name.startswith("apple") else svg
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f"<style>html,body{{margin:0}}svg{{display:block;width:{size}px;height:{size}px}}</style>{drawn}")
            page.screenshot(path=str(IMG / name), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
