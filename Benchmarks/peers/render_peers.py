#!/usr/bin/env python3
"""Peer for bench-render: pycairo draws the same settings screen as the Swift benchmark
(390x844 points at 3x: navigation bar, 12 rows with an icon tile, two text lines and a
chevron, hairline separators, a tab bar) and encodes it to PNG bytes in memory.

Usage: render_peers.py RUNS  -> prints one JSON object {"cairo": {"light": [ms...], "dark": [ms...]}}
       render_peers.py --serve -> reads a variant name per line, renders it once, prints
                                  "wall-ms bytes cpu-ms"
                                  (bench-render interleaves these runs with its own, so that both
                                  see the same machine load)
"""
import io
import json
import sys
import time

import cairo

W, H, S = 390, 844, 3
PALETTE = {
    "light": dict(bg=(0.949, 0.949, 0.969), cell=(1, 1, 1), label=(0, 0, 0), secondary=(0.235, 0.235, 0.263, 0.6),
                  tertiary=(0.235, 0.235, 0.263, 0.3), separator=(0.235, 0.235, 0.263, 0.29),
                  bar=(0.976, 0.976, 0.976), tint=(0, 0.478, 1), gray=(0.557, 0.557, 0.576)),
    "dark": dict(bg=(0, 0, 0), cell=(0.110, 0.110, 0.118), label=(1, 1, 1), secondary=(0.922, 0.922, 0.961, 0.6),
                 tertiary=(0.922, 0.922, 0.961, 0.3), separator=(0.329, 0.329, 0.345, 0.6),
                 bar=(0.086, 0.086, 0.086), tint=(0.039, 0.518, 1), gray=(0.557, 0.557, 0.576)),
}
ICON_COLORS = [(1, 0.584, 0), (0.204, 0.780, 0.349), (0, 0.478, 1), (1, 0.231, 0.188), (0.686, 0.322, 0.871),
               (0.345, 0.337, 0.839)]


def rounded(ctx, x, y, w, h, r):
    ctx.new_sub_path()
    ctx.arc(x + w - r, y + r, r, -1.5707963, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, 1.5707963)
    ctx.arc(x + r, y + h - r, r, 1.5707963, 3.1415927)
    ctx.arc(x + r, y + r, r, 3.1415927, 4.712389)
    ctx.close_path()


def text(ctx, s, x, y, size, rgba, bold=False):
    ctx.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(size)
    ctx.set_source_rgba(*rgba) if len(rgba) == 4 else ctx.set_source_rgb(*rgba)
    ctx.move_to(x, y)
    ctx.show_text(s)


def chevron(ctx, x, y, rgba):
    ctx.move_to(x, y)
    ctx.line_to(x + 5, y + 6)
    ctx.line_to(x, y + 12)
    ctx.set_line_width(2)
    ctx.set_source_rgba(*rgba)
    ctx.stroke()


def render(variant):
    p = PALETTE[variant]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, W * S, H * S)
    ctx = cairo.Context(surface)
    ctx.scale(S, S)
    ctx.set_source_rgb(*p["bg"])
    ctx.paint()
    # Navigation bar.
    ctx.set_source_rgb(*p["bar"])
    ctx.rectangle(0, 0, W, 91)
    ctx.fill()
    text(ctx, "Settings", 16, 82, 34, p["label"], bold=True)
    ctx.set_source_rgba(*p["separator"])
    ctx.rectangle(0, 91, W, 1 / S)
    ctx.fill()
    # Rows.
    y = 108
    rounded(ctx, 16, y, W - 32, 12 * 60, 10)
    ctx.set_source_rgb(*p["cell"])
    ctx.fill()
    for i in range(12):
        ry = y + i * 60
        rounded(ctx, 32, ry + 15, 30, 30, 7)
        ctx.set_source_rgb(*ICON_COLORS[i % len(ICON_COLORS)])
        ctx.fill()
        ctx.set_source_rgb(1, 1, 1)
        ctx.arc(47, ry + 30, 8, 0, 6.2831853)
        ctx.fill()
        text(ctx, "Setting number %d" % (i + 1), 74, ry + 27, 17, p["label"])
        text(ctx, "Secondary detail text", 74, ry + 46, 13, p["secondary"])
        chevron(ctx, W - 40, ry + 24, p["tertiary"])
        if i < 11:
            ctx.set_source_rgba(*p["separator"])
            ctx.rectangle(74, ry + 60 - 1 / S, W - 16 - 74, 1 / S)
            ctx.fill()
    # Tab bar.
    ctx.set_source_rgb(*p["bar"])
    ctx.rectangle(0, H - 83, W, 83)
    ctx.fill()
    ctx.set_source_rgba(*p["separator"])
    ctx.rectangle(0, H - 83, W, 1 / S)
    ctx.fill()
    for k in range(4):
        cx = W / 8 + k * W / 4
        ctx.set_source_rgb(*(p["tint"] if k == 0 else p["gray"]))
        rounded(ctx, cx - 12, H - 76, 24, 24, 6)
        ctx.fill()
        text(ctx, ["Home", "Search", "Saved", "Profile"][k], cx - 14, H - 40, 10, p["tint"] if k == 0 else p["gray"])
    out = io.BytesIO()
    surface.write_to_png(out)
    return out.getvalue()


def serve():
    for variant in ("light", "dark"):
        render(variant)  # warm-up: font loading
    for line in sys.stdin:
        variant = line.strip()
        if variant not in PALETTE:
            break
        t0, c0 = time.perf_counter(), time.process_time()
        data = render(variant)
        print("%.4f %d %.4f" % ((time.perf_counter() - t0) * 1000, len(data), (time.process_time() - c0) * 1000), flush=True)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--serve":
        serve()
        return
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    result = {}
    for variant in ("light", "dark"):
        render(variant)  # warm-up: font loading
        times = []
        for _ in range(runs):
            t0 = time.perf_counter()
            data = render(variant)
            times.append((time.perf_counter() - t0) * 1000)
        result[variant] = times
        result[variant + "_bytes"] = len(data)
    print(json.dumps({"cairo": result}))


if __name__ == "__main__":
    main()
