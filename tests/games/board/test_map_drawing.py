"""Our drawing of Westeros (frontend/tools/westeros.py, written into frontend/js/data/board-map.js
as SVG paths) against the rules' map: read back from the written paths, every pair of areas the
rules make neighbours shares a border on the drawing, the regions tile the sheet without
overlapping, the islands stand apart, and every name point and port sits where it belongs."""
import json
import re

import pytest
from shapely.geometry import Point, Polygon
from shapely.ops import unary_union

from api.games.board.edition import edition_named
from tests.support.frontend_data import DATA, written

ED = edition_named("2e")
MAP = written("board-map.js")["areas"]
KIND = {a: r["kind"] for a, r in ED.areas.items()}
ISLANDS = {"pyke", "the_arbor", "dragonstone"}
MIN_BORDER = 4      # sheet units (the sheet is 600 wide): a border one can see and tap beside


def region(d: str):
    """A written SVG path (rings of 'M x yL x y…Z', holes as further rings) as a shape."""
    shape = None
    for ring in re.findall(r"M([^Z]*)Z", d):
        pts = [tuple(map(float, p.split())) for p in ring.split("L")]
        poly = Polygon(pts)
        shape = poly if shape is None else shape.symmetric_difference(poly)
    return shape


SHAPES = {a: region(r["shape"]) for a, r in MAP.items() if "shape" in r}
PAIRS = sorted({tuple(sorted((a, b))) for a, r in ED.areas.items() for b in r["adjacent"]
                if KIND[a] != "port" and KIND[b] != "port"})


def test_every_land_and_sea_area_has_one_valid_region_and_ports_have_none():
    assert set(SHAPES) == {a for a, k in KIND.items() if k != "port"}
    for a, shape in SHAPES.items():
        assert shape.is_valid and shape.geom_type == "Polygon", a
        assert shape.area > 600, a                                  # room for a name and pieces
        assert shape.contains(Point(MAP[a]["x"], MAP[a]["y"])), f"{a}'s name is outside its region"


@pytest.mark.parametrize("a,b", PAIRS)
def test_rules_neighbours_share_a_border_on_the_drawing(a, b):
    border = SHAPES[a].boundary.intersection(SHAPES[b].buffer(0.75)).length
    assert border >= MIN_BORDER, f"{a} and {b} are neighbours but share {border:.1f} units of border"


def test_the_regions_tile_the_sheet_without_overlapping():
    shapes = list(SHAPES.values())
    whole = unary_union(shapes)
    assert abs(whole.area - 600 * 1000) < 600 * 1000 * 0.002
    overlap = sum(s.area for s in shapes) - whole.area
    assert overlap < 300, f"regions overlap by {overlap:.0f} square units"


def test_islands_touch_no_other_land_and_the_mainland_is_one_piece():
    land = {a: s for a, s in SHAPES.items() if KIND[a] == "land"}
    for isle in ISLANDS:
        others = unary_union([s for a, s in land.items() if a != isle])
        assert land[isle].distance(others) > 5, isle
    mainland = unary_union([s.buffer(0.5) for a, s in land.items() if a not in ISLANDS])
    assert mainland.geom_type == "Polygon"


# Land areas whose regions share a border the rules do not have (docs/frontend.md names them):
# the drawing only suggests geography, "Show neighbours" draws the rules' adjacency.
EXTRA_LAND_BORDERS = {("crackclaw_point", "the_eyrie"), ("greywater_watch", "the_stony_shore"),
                      ("greywater_watch", "winterfell"), ("harrenhal", "the_mountains_of_the_moon"),
                      ("harrenhal", "the_twins"), ("riverrun", "the_twins"), ("starfall", "three_towers")}


def test_the_only_land_borders_the_rules_do_not_have_are_the_known_few():
    land = sorted(a for a in SHAPES if KIND[a] == "land")
    extra = {(a, b) for i, a in enumerate(land) for b in land[i + 1:]
             if b not in ED.areas[a]["adjacent"]
             and SHAPES[a].boundary.intersection(SHAPES[b].buffer(0.75)).length >= MIN_BORDER}
    assert extra == EXTRA_LAND_BORDERS


def test_a_sea_never_borders_land_the_rules_keep_apart_from_it_except_by_a_corner():
    """Seas run up to their own coasts: a coast of a sea that is not the land's neighbour by
    the rules would let a player think a ship could reach it."""
    for sea, s in SHAPES.items():
        if KIND[sea] != "sea":
            continue
        for land, t in SHAPES.items():
            if KIND[land] == "land" and land not in ED.areas[sea]["adjacent"]:
                shared = s.boundary.intersection(t.buffer(0.75)).length
                assert shared < MIN_BORDER, (sea, land, round(shared))


def test_ports_sit_on_the_water_of_a_sea_beside_them():
    for port, r in ED.areas.items():
        if KIND[port] != "port":
            continue
        at = Point(MAP[port]["x"], MAP[port]["y"])
        seas = [a for a in r["adjacent"] if KIND[a] == "sea"]
        assert any(SHAPES[s].contains(at) for s in seas), port
        assert SHAPES[r["port_of"]].distance(at) < 25, port       # by its own land


def test_both_editions_draw_every_area_they_have():
    first = written("board-map.js")["editions"]["1e"]["adjacent"]
    assert set(first) <= set(SHAPES)


def test_the_drawing_keeps_the_map_data_small():
    # The areas' records (regions, name room, ports) measured 23 KB as compact JSON when the
    # coastlines came; the rest of the file is the cards' facts and names (48 KB in all in session
    # 8, once the cards' texts went to one module a language, each under 30 KB).
    areas = written("board-map.js")["areas"]
    drawing = json.dumps(areas, ensure_ascii=False, separators=(",", ":")).encode()
    assert len(drawing) < 28_000
    assert (DATA / "board-map.js").stat().st_size < 55_000
    for lang in ("en", "ru", "bg"):
        assert (DATA / f"board-texts-{lang}.js").stat().st_size < 32_000
