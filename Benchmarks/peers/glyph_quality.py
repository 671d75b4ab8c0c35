#!/usr/bin/env python3
"""Compares Penumbra's glyph coverage with FreeType's unhinted anti-aliased rendering.

Runs `swift run -c release bench-text --dump-glyphs OUT.json` (unless --json is given), which
writes, for each glyph and pixel size, Penumbra's coverage mask with the pen at (0, 0) on the
baseline, y down. Renders the same glyphs with FreeType (freetype-py, FT_LOAD_NO_HINTING,
FT_RENDER_MODE_NORMAL, pixel size set exactly) and compares the two 8-bit coverage grids pixel
by pixel over the union of their boxes. Prints the mean and max absolute difference (0-255)
per font, plus the worst glyphs.

Usage: glyph_quality.py [--json FILE]
"""
import json
import os
import subprocess
import sys
import tempfile

import freetype


def penumbra_masks(path):
    if path is None:
        path = os.path.join(tempfile.mkdtemp(), "glyphs.json")
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        subprocess.run(["swift", "run", "-c", "release", "bench-text", "--dump-glyphs", path], cwd=root, check=True)
    with open(path) as f:
        return json.load(f)


def freetype_mask(face, char, size):
    face.set_char_size(int(size * 64), 0, 72, 72)
    face.load_char(char, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_RENDER)
    g = face.glyph
    b = g.bitmap
    cov = [b.buffer[r * b.pitch + c] for r in range(b.rows) for c in range(b.width)]
    return {"originX": g.bitmap_left, "originY": -g.bitmap_top, "width": b.width, "height": b.rows, "coverage": cov}


def compare(a, b):
    x0 = min(a["originX"], b["originX"]); y0 = min(a["originY"], b["originY"])
    x1 = max(a["originX"] + a["width"], b["originX"] + b["width"])
    y1 = max(a["originY"] + a["height"], b["originY"] + b["height"])

    def at(m, x, y):
        i, j = x - m["originX"], y - m["originY"]
        if 0 <= i < m["width"] and 0 <= j < m["height"]:
            return m["coverage"][j * m["width"] + i]
        return 0

    diffs = [abs(at(a, x, y) - at(b, x, y)) for y in range(y0, y1) for x in range(x0, x1)]
    inked = [d for y in range(y0, y1) for x in range(x0, x1) for d in [abs(at(a, x, y) - at(b, x, y))]
             if at(a, x, y) or at(b, x, y)]
    return diffs, inked


def main():
    path = sys.argv[sys.argv.index("--json") + 1] if "--json" in sys.argv else None
    data = penumbra_masks(path)
    faces = {}
    report = {}
    for entry in data:
        font = entry["font"]
        face = faces.setdefault(font, freetype.Face(font))
        ft = freetype_mask(face, entry["char"], entry["size"])
        diffs, inked = compare(entry, ft)
        r = report.setdefault(font, {"sum": 0, "count": 0, "inked_sum": 0, "inked_count": 0, "max": 0, "worst": []})
        r["sum"] += sum(diffs); r["count"] += len(diffs)
        r["inked_sum"] += sum(inked); r["inked_count"] += len(inked)
        m = max(diffs) if diffs else 0
        r["max"] = max(r["max"], m)
        r["worst"].append((m, entry["char"], entry["size"]))
    for font, r in report.items():
        worst = sorted(r["worst"], reverse=True)[:5]
        print(f"{os.path.basename(font)}: {len(r['worst'])} glyphs, "
              f"mean |diff| {r['sum'] / max(1, r['count']):.3f} over all pixels, "
              f"{r['inked_sum'] / max(1, r['inked_count']):.3f} over inked pixels, max {r['max']} "
              f"(worst: {', '.join(f'{c!r}@{s}px={m}' for m, c, s in worst)})")


if __name__ == "__main__":
    main()
