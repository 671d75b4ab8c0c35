#!/usr/bin/env python3
"""Times cairo and Skia drawing the bench-text scene's lines, draw only.

Twenty lines of "Line N: The quick brown fox jumps over the lazy dog 0123456789" in DejaVu Sans
at 20 px, anti-aliased, unhinted, at x 30 and baselines 1990 + j * 26 on a 1170x2532 surface
filled (242, 242, 247). The surface is made and filled once; each timed iteration draws the
twenty lines. Prints one JSON object: {"cairo": {"median_ms": …}, "skia": {…}}.

Usage: text_peers.py FONT_PATH ITERATIONS
"""
import json
import statistics
import sys
import time

import cairo
import skia

W, H = 1170, 2532
LINES = [f"Line {j + 1}: The quick brown fox jumps over the lazy dog 0123456789" for j in range(20)]


def time_cairo(font_path, iterations):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, W, H)
    ctx = cairo.Context(surface)
    ctx.set_source_rgb(242 / 255, 242 / 255, 247 / 255)
    ctx.paint()
    # The toy API finds DejaVu Sans through fontconfig; the options switch hinting off.
    ctx.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(20)
    options = cairo.FontOptions()
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    ctx.set_font_options(options)
    ctx.set_source_rgb(0, 0, 0)
    times = []
    for _ in range(iterations):
        start = time.perf_counter()
        for j, line in enumerate(LINES):
            ctx.move_to(30, 1990 + j * 26)
            ctx.show_text(line)
        surface.flush()
        times.append((time.perf_counter() - start) * 1000)
    return times


def time_skia(font_path, iterations):
    surface = skia.Surface(W, H)
    canvas = surface.getCanvas()
    canvas.clear(skia.Color(242, 242, 247))
    font = skia.Font(skia.Typeface.MakeFromFile(font_path), 20)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    font.setHinting(skia.FontHinting.kNone)
    font.setSubpixel(True)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    times = []
    for _ in range(iterations):
        start = time.perf_counter()
        for j, line in enumerate(LINES):
            canvas.drawString(line, 30, 1990 + j * 26, font, paint)
        surface.flushAndSubmit()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main():
    font_path, iterations = sys.argv[1], int(sys.argv[2])
    result = {}
    for name, fn in (("cairo", time_cairo), ("skia", time_skia)):
        times = fn(font_path, iterations)
        result[name] = {"first_ms": times[0], "median_ms": statistics.median(times[1:] or times)}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
