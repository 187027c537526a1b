"""Our own sketch of Westeros for the board map (build time only, read by build_data.py).

Drawn for this project from general knowledge of the continent's shape, on a 600 x 1000 sheet,
north at the top: one outline for the mainland and one for each island the board has as an
area. Every land and sea area has a point (``GEO``, where its name goes) and sometimes a few
more (``MORE``) that pull its region where the area really lies. Land regions are the Voronoi
cells of the land points clipped to the mainland; sea regions are the cells of the sea points
with the land cut out, so every sea runs up to its own coasts.
"""
from __future__ import annotations

from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon
from shapely.ops import polylabel, unary_union, voronoi_diagram

WIDTH, HEIGHT = 600, 1000

# Clockwise from the map's top edge, where the land runs on north of the Wall.
MAINLAND = [
    (175, 0), (440, 0),
    # the Shivering Sea coast: Karhold, then Widow's Watch's headland
    (452, 30), (472, 60), (470, 100), (455, 130), (468, 155), (495, 172), (522, 198), (530, 228),
    (508, 248), (472, 252),
    # the Bite: White Harbor on its north shore, the Neck at its head, the Fingers on its south
    (440, 264), (410, 270), (384, 284), (362, 304), (350, 330), (362, 350), (384, 356), (404, 346),
    (412, 320), (440, 306), (470, 314), (490, 334), (484, 360),
    # the Vale's coast on the Narrow Sea
    (515, 378), (546, 398), (566, 428), (572, 458), (556, 472),
    # Crackclaw Point, then Blackwater Bay reaching in to King's Landing
    (540, 480), (532, 496), (540, 512), (512, 524), (466, 532), (444, 548), (428, 568), (432, 592),
    (452, 606),
    # Massey's Hook, Shipbreaker Bay, Storm's End and Cape Wrath
    (482, 602), (512, 598), (540, 604), (536, 622), (506, 634), (494, 656), (502, 684), (526, 702),
    (552, 716), (566, 742), (548, 762),
    # the Sea of Dorne between the stormlands and Dorne
    (512, 768), (472, 776), (432, 782), (402, 794), (392, 806), (404, 818), (442, 822), (482, 828),
    (522, 838), (556, 848),
    # Sunspear's headland and Dorne's south coast on the Summer Sea
    (582, 870), (578, 896), (552, 908), (520, 918), (482, 936), (440, 950), (400, 958),
    (350, 962), (300, 960), (260, 950), (230, 936),
    # the Reach's south-west: Three Towers, Oldtown on the Redwyne Straits
    (202, 916), (178, 896), (160, 872), (140, 852), (120, 828), (106, 800), (110, 770),
    # Highgarden and the Searoad Marches on the Sunset Sea
    (120, 740), (114, 700), (106, 660), (100, 622), (114, 588),
    # Lannisport and the Golden Sound
    (140, 566), (134, 545), (150, 520), (170, 500), (180, 476), (196, 452),
    # Ironman's Bay: the riverlands' coast, Seagard, the Neck's marshes
    (190, 422), (200, 396), (186, 370), (160, 352), (120, 342), (80, 336),
    # Flint's Finger
    (50, 326), (32, 306), (46, 288), (80, 280), (120, 276),
    # the Bay of Ice: the Stony Shore and Winterfell's western shore
    (150, 266), (155, 246), (120, 236), (95, 220), (100, 195), (135, 176), (172, 170), (210, 150),
    (216, 116), (196, 80), (184, 40),
]

ISLANDS = {
    "pyke": [(52, 372), (78, 366), (90, 384), (82, 406), (58, 414), (42, 396)],
    "the_arbor": [(38, 820), (62, 812), (78, 830), (74, 862), (52, 878), (34, 858)],
    "dragonstone": [(548, 520), (572, 514), (586, 532), (576, 552), (552, 556), (540, 538)],
}

# id: (x, y), where the area's name sits; for the islands and ports, on or beside them.
GEO = {
    "castle_black": (300, 30),
    "karhold": (405, 100),
    "bay_of_ice": (95, 120),
    "the_shivering_sea": (530, 110),
    "winterfell": (285, 165),
    "port_of_winterfell": (196, 120),
    "the_stony_shore": (150, 215),
    "widows_watch": (486, 198),
    "white_harbor": (370, 250),
    "port_of_white_harbor": (420, 292),
    "flints_finger": (85, 305),
    "greywater_watch": (195, 310),
    "moat_cailin": (295, 315),
    "the_narrow_sea": (530, 320),
    "sunset_sea": (40, 520),
    "ironmans_bay": (142, 426),
    "pyke": (66, 390),
    "port_of_pyke": (102, 404),
    "seagard": (245, 375),
    "the_twins": (330, 390),
    "the_fingers": (450, 335),
    "the_mountains_of_the_moon": (440, 410),
    "the_eyrie": (520, 430),
    "riverrun": (250, 455),
    "harrenhal": (340, 470),
    "crackclaw_point": (480, 505),
    "the_golden_sound": (120, 480),
    "lannisport": (190, 545),
    "port_of_lannisport": (114, 540),
    "stoney_sept": (275, 535),
    "blackwater": (320, 590),
    "kings_landing": (405, 600),
    "blackwater_bay": (470, 566),
    "dragonstone": (563, 536),
    "port_of_dragonstone": (572, 578),
    "shipbreaker_bay": (555, 660),
    "searoad_marches": (175, 630),
    "the_reach": (300, 665),
    "kingswood": (440, 650),
    "port_of_storms_end": (536, 688),
    "storms_end": (480, 720),
    "highgarden": (170, 710),
    "the_boneway": (370, 750),
    "dornish_marches": (265, 775),
    "redwyne_straights": (80, 772),
    "port_of_oldtown": (108, 850),
    "oldtown": (160, 800),
    "the_arbor": (56, 846),
    "three_towers": (210, 870),
    "princes_pass": (310, 850),
    "sea_of_dorne": (480, 800),
    "yronwood": (405, 870),
    "starfall": (300, 925),
    "salt_shore": (430, 930),
    "sunspear": (530, 875),
    "port_of_sunspear": (570, 925),
    "west_summer_sea": (150, 960),
    "east_summer_sea": (500, 965),
}

# More points for areas whose region is long or bent: a sea along a whole coast, the north.
MORE = {
    "castle_black": [(210, 20), (400, 20)],
    "karhold": [(458, 50)],
    "winterfell": [(250, 90), (230, 220), (430, 130)],
    "white_harbor": [(460, 160)],
    "greywater_watch": [(165, 290)],
    "crackclaw_point": [(410, 530)],
    "the_mountains_of_the_moon": [(482, 374)],
    "blackwater": [(365, 565)],
    "sunset_sea": [(8, 250), (8, 330), (10, 400), (18, 460), (30, 590), (75, 615)],
    "bay_of_ice": [(60, 40), (150, 60), (60, 190), (160, 220), (170, 255)],
    "the_shivering_sea": [(560, 40), (520, 190), (580, 210), (532, 228)],
    "the_narrow_sea": [(488, 272), (420, 310), (460, 290), (580, 400), (590, 470), (556, 490)],
    "ironmans_bay": [(170, 390), (110, 360), (60, 440), (40, 445), (28, 390)],
    "the_golden_sound": [(150, 470), (125, 575)],
    "blackwater_bay": [(440, 580), (500, 545)],
    "shipbreaker_bay": [(580, 600), (520, 640), (560, 510)],
    "sea_of_dorne": [(420, 800), (540, 800)],
    "east_summer_sea": [(592, 760), (592, 830), (592, 930), (400, 990)],
    "west_summer_sea": [(20, 930), (60, 980), (270, 990), (10, 790), (40, 720), (80, 680), (100, 920)],
    "redwyne_straights": [(85, 760), (92, 820), (122, 878)],
}


def _cells(sites: dict, frame) -> dict:
    """Each area's part of ``frame``: the union of the Voronoi cells of its points."""
    points = [(p, aid) for aid, ps in sites.items() for p in ps]
    diagram = voronoi_diagram(MultiPoint([p for p, _ in points]), envelope=frame.buffer(200))
    parts: dict = {aid: [] for aid in sites}
    for cell in diagram.geoms:
        owner = next(aid for p, aid in points if cell.contains(Point(p)))
        parts[owner].append(cell)
    return {aid: _solid(unary_union(cells).intersection(frame)) for aid, cells in parts.items()}


def _solid(geom):
    """A region without the slivers a cell leaves where it only grazes a coast."""
    if geom.geom_type == "Polygon":
        return geom
    parts = [g for g in getattr(geom, "geoms", []) if g.geom_type == "Polygon" and g.area >= 60]
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


def regions(kinds: dict) -> dict:
    """Area id -> its region (a shapely geometry) for the land and sea areas of ``kinds``
    (id -> "land" / "sea" / "port"); ports are drawn as small circles and get none."""
    sheet = Polygon([(0, 0), (WIDTH, 0), (WIDTH, HEIGHT), (0, HEIGHT)])
    mainland = Polygon(MAINLAND)
    land = unary_union([mainland, *(Polygon(p) for p in ISLANDS.values())])
    sites = lambda kind: {a: [GEO[a], *MORE.get(a, [])] for a, k in kinds.items()  # noqa: E731
                          if k == kind and a not in ISLANDS}
    out = _cells(sites("land"), mainland)
    out.update({a: Polygon(p) for a, p in ISLANDS.items()})
    out.update(_cells(sites("sea"), sheet.difference(land)))
    return out


def path(geom) -> str:
    """An SVG path for a region: one closed ring per polygon and hole, whole units."""
    polys = getattr(geom, "geoms", [geom])
    rings = [r for p in polys if not p.is_empty for r in (p.exterior, *p.interiors)]
    out = []
    for ring in rings:
        pts = [(round(x), round(y)) for x, y in ring.coords[:-1]]
        pts = [p for i, p in enumerate(pts) if p != pts[i - 1]]
        out.append("M" + "L".join(f"{x} {y}" for x, y in pts) + "Z")
    return "".join(out)


def label_room(geom, at: tuple) -> float:
    """How far the area's name point is from its region's edge (the room for its name)."""
    return geom.exterior.distance(Point(at)) if geom.geom_type == "Polygon" else \
        min(g.exterior.distance(Point(at)) for g in geom.geoms if g.contains(Point(at)))


__all__ = ["GEO", "HEIGHT", "WIDTH", "label_room", "path", "polylabel", "regions"]
