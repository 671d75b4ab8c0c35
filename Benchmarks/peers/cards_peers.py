"""The "cards scene" drawn by pycairo, skia-python and Blend2D (blend2d-python), timing the draw only.

A 1170x2532 RGBA surface is created once per run (not timed); the timed part fills it with
(242,242,247), then draws 200 white rounded rectangles 100x80 at
(15 + (i%10)*115 + 0.5, 40 + (i/10)*95 + 0.5), radius 14 (circular corners), each with a 1 px
border of (199,199,204) drawn inside the edge (the band between the outline and the outline
inset by 1 px with radius 13, filled even-odd), as Penumbra draws it.

Usage: python3 cards_peers.py RUNS  → prints one JSON object {"cairo": [ms, ...], "skia": [ms, ...],
"blend2d": [ms, ...]}
(every run's time, so the caller can take medians over several interleaved rounds).

    python3 cards_peers.py --render RUNS FONT OUT.png  → {"blend2d_render": [ms, ...]}
    python3 cards_peers.py --render-server FONT OUT.png  → "ready", then one draw per line read
    from the standard input, its time in ms printed on a line of its own
times what a Blend2D program does for `penumbra render` of the same scene plus 20 lines of text
(bench-startup's whole-process row): the surface created, the cards and 20 lines of 17 px text in
FONT (DejaVu Sans, Penumbra's default font) drawn, and the image encoded to OUT.png by Blend2D's
own PNG codec. The module import and the font file's loading happen once, before the timed runs.
"""
import json
import sys
import time

W, H = 1170, 2532
KAPPA = 0.5522847498


def cards():
    for i in range(200):
        yield 15 + (i % 10) * 115 + 0.5, 40 + (i // 10) * 95 + 0.5


def rrect(move, line, curve, close, x, y, w, h, r):
    """A rounded rectangle with circular corners (cubic Béziers), through one library's path
    calls: move_to, line_to, cubic curve_to and close."""
    k = 1 - KAPPA
    move(x + r, y)
    line(x + w - r, y)
    curve(x + w - r * k, y, x + w, y + r * k, x + w, y + r)
    line(x + w, y + h - r)
    curve(x + w, y + h - r * k, x + w - r * k, y + h, x + w - r, y + h)
    line(x + r, y + h)
    curve(x + r * k, y + h, x, y + h - r * k, x, y + h - r)
    line(x, y + r)
    curve(x, y + r * k, x + r * k, y, x + r, y)
    close()


def run_cairo(runs):
    import cairo
    times = []
    for _ in range(runs):
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, W, H)
        t0 = time.perf_counter()
        ctx = cairo.Context(surface)
        ops = (ctx.move_to, ctx.line_to, ctx.curve_to, ctx.close_path)
        ctx.set_source_rgb(242 / 255, 242 / 255, 247 / 255)
        ctx.paint()
        for x, y in cards():
            rrect(*ops, x, y, 100, 80, 14)
            ctx.set_source_rgb(1, 1, 1)
            ctx.set_fill_rule(cairo.FILL_RULE_WINDING)
            ctx.fill()
            rrect(*ops, x, y, 100, 80, 14)
            rrect(*ops, x + 1, y + 1, 98, 78, 13)
            ctx.set_source_rgb(199 / 255, 199 / 255, 204 / 255)
            ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
            ctx.fill()
        surface.flush()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def run_skia(runs):
    import skia
    times = []
    white = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(255, 255, 255, 255))
    border = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(255, 199, 199, 204))
    for _ in range(runs):
        surface = skia.Surface(W, H)
        canvas = surface.getCanvas()
        t0 = time.perf_counter()
        canvas.clear(skia.ColorSetARGB(255, 242, 242, 247))
        for x, y in cards():
            p = skia.Path()
            rrect(p.moveTo, p.lineTo, p.cubicTo, p.close, x, y, 100, 80, 14)
            canvas.drawPath(p, white)
            b = skia.Path()
            b.setFillType(skia.PathFillType.kEvenOdd)
            rrect(b.moveTo, b.lineTo, b.cubicTo, b.close, x, y, 100, 80, 14)
            rrect(b.moveTo, b.lineTo, b.cubicTo, b.close, x + 1, y + 1, 98, 78, 13)
            canvas.drawPath(b, border)
        surface.flushAndSubmit()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def draw_blend2d_cards(bl, ctx):
    """The background and the 200 cards through a Blend2D context. blend2d-python 1.0.0 takes a
    colour tuple as (blue, green, red, alpha)."""
    white = (1.0, 1.0, 1.0, 1.0)
    border = (204 / 255, 199 / 255, 199 / 255, 1.0)
    ctx.set_fill_style((247 / 255, 242 / 255, 242 / 255, 1.0))
    ctx.fill_all()
    for x, y in cards():
        p = bl.BLPath()
        rrect(p.move_to, p.line_to, p.cubic_to, p.close, x, y, 100, 80, 14)
        ctx.fill_rule = bl.BLFillRule.NON_ZERO
        ctx.set_fill_style(white)
        ctx.fill_path(p)
        b = bl.BLPath()
        rrect(b.move_to, b.line_to, b.cubic_to, b.close, x, y, 100, 80, 14)
        rrect(b.move_to, b.line_to, b.cubic_to, b.close, x + 1, y + 1, 98, 78, 13)
        ctx.fill_rule = bl.BLFillRule.EVEN_ODD
        ctx.set_fill_style(border)
        ctx.fill_path(b)


def run_blend2d(runs):
    import blend2d as bl
    times = []
    for _ in range(runs):
        image = bl.BLImage(W, H, bl.BLFormat.PRGB32)
        t0 = time.perf_counter()
        ctx = bl.BLContext(image)
        draw_blend2d_cards(bl, ctx)
        ctx.flush()
        times.append((time.perf_counter() - t0) * 1000)
    return times


TEXT_LINES = [f"Row {i + 1}: the quick brown fox jumps over the lazy dog" for i in range(20)]
TEXT_TOP, TEXT_LEFT, TEXT_SIZE = 1950, 15, 17


def run_blend2d_render(runs, font_path, out_png, requests=None):
    """Times `runs` draws and encodes; with `requests` (a file of lines), one draw per line read,
    each time printed at once, so a caller can interleave single draws with its own timings."""
    import blend2d as bl
    face = bl.BLFontFace.create_from_file(font_path)
    font = bl.BLFont()
    font.create_from_face(face, TEXT_SIZE)
    ascent, line = face_metrics(font_path)
    line_height = TEXT_SIZE * line
    times = []
    for _ in (requests if requests is not None else range(runs)):
        t0 = time.perf_counter()
        image = bl.BLImage(W, H, bl.BLFormat.PRGB32)
        ctx = bl.BLContext(image)
        draw_blend2d_cards(bl, ctx)
        ctx.fill_rule = bl.BLFillRule.NON_ZERO
        ctx.set_fill_style((0.0, 0.0, 0.0, 1.0))
        for i, text in enumerate(TEXT_LINES):
            ctx.fill_text(bl.BLPoint(TEXT_LEFT, TEXT_TOP + line_height * i + TEXT_SIZE * ascent), font, text)
        ctx.flush()
        image.writeToFile(out_png)
        times.append((time.perf_counter() - t0) * 1000)
        if requests is not None:
            print(json.dumps(times[-1]), flush=True)
    return times


def face_metrics(font_path):
    """The ascender and the line height (ascender - descender + line gap), per point of size, from
    the font's hhea and head tables: where Penumbra's text layout puts the baselines."""
    import struct
    data = open(font_path, "rb").read()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for i in range(count):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
        tables[tag] = offset
    units = struct.unpack(">H", data[tables[b"head"] + 18: tables[b"head"] + 20])[0]
    ascender, descender, gap = struct.unpack(">hhh", data[tables[b"hhea"] + 4: tables[b"hhea"] + 10])
    return ascender / units, (ascender - descender + gap) / units


if __name__ == "__main__":
    if sys.argv[1:2] == ["--render-server"]:
        print("ready", flush=True)
        run_blend2d_render(0, sys.argv[2], sys.argv[3], requests=sys.stdin)
        sys.exit(0)
    if sys.argv[1:2] == ["--render"]:
        print(json.dumps({"blend2d_render": run_blend2d_render(int(sys.argv[2]), sys.argv[3], sys.argv[4])}))
        sys.exit(0)
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    out = {}
    for name, fn in (("cairo", run_cairo), ("skia", run_skia), ("blend2d", run_blend2d)):
        try:
            out[name] = fn(runs)
        except Exception as e:  # a missing peer is reported, not fatal
            out[name] = None
            out[name + "_error"] = str(e)
    print(json.dumps(out))
