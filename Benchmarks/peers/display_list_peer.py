#!/usr/bin/env python3
"""Peer for bench-render's second scene: pycairo draws the primitives of Penumbra's own display
list (written as JSON by the benchmark: rectangles, rounded rectangles, capsules, circles,
outlines, gradients, text runs, clips, opacity layers, shadows) at the same size and scale, and
encodes the result to PNG bytes in memory. Same primitives, cairo's pixels: shadows are drawn
unblurred (cairo has no blur), which only makes cairo's side cheaper.

Usage: display_list_peer.py --serve LIGHT.json DARK.json
       reads "light" or "dark" per line, renders it once, prints "wall-ms bytes cpu-ms".
"""
import io
import math
import sys
import time

import cairo
import json


def shape_path(ctx, op, inset=0.0):
    x, y, w, h = op["x"] + inset, op["y"] + inset, op["w"] - 2 * inset, op["h"] - 2 * inset
    kind = op["shape"]
    if kind == "path":
        for cmd in op["d"]:
            name, pts = cmd[0], cmd[1:]
            if name == "M":
                ctx.move_to(*pts)
            elif name == "L":
                ctx.line_to(*pts)
            elif name == "C":
                ctx.curve_to(*pts)
            elif name == "Q":
                x0, y0 = ctx.get_current_point()
                cx, cy, px, py = pts
                ctx.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), px + 2 / 3 * (cx - px), py + 2 / 3 * (cy - py), px, py)
            elif name == "Z":
                ctx.close_path()
        return
    if kind == "ellipse":
        ctx.save()
        ctx.translate(x + w / 2, y + h / 2)
        ctx.scale(max(w, 1e-6) / 2, max(h, 1e-6) / 2)
        ctx.arc(0, 0, 1, 0, 2 * math.pi)
        ctx.restore()
        return
    r = min(max(op.get("r", 0) - inset, 0), w / 2, h / 2)
    if r <= 0:
        ctx.rectangle(x, y, w, h)
        return
    ctx.new_sub_path()
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def source(ctx, rgba):
    ctx.set_source_rgba(rgba[0] / 255, rgba[1] / 255, rgba[2] / 255, rgba[3] / 255)


def render(scene):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, scene["width"], scene["height"])
    ctx = cairo.Context(surface)
    shadow = None
    layers = []
    for op in scene["ops"]:
        kind = op["op"]
        if kind == "fill":
            if shadow:
                ctx.save()
                ctx.translate(shadow["dx"], shadow["dy"])
                shape_path(ctx, op)
                source(ctx, shadow["rgba"])
                ctx.fill()
                ctx.restore()
            shape_path(ctx, op)
            source(ctx, op["rgba"])
            ctx.fill()
        elif kind == "gradient":
            g = cairo.LinearGradient(op["x0"], op["y0"], op["x1"], op["y1"])
            for loc, rgba in op["stops"]:
                g.add_color_stop_rgba(loc, rgba[0] / 255, rgba[1] / 255, rgba[2] / 255, rgba[3] / 255)
            shape_path(ctx, op)
            ctx.set_source(g)
            ctx.fill()
        elif kind == "stroke":
            shape_path(ctx, op, op["width"] / 2)
            ctx.set_line_width(op["width"])
            source(ctx, op["rgba"])
            ctx.stroke()
        elif kind == "text":
            ctx.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD if op["bold"] else cairo.FONT_WEIGHT_NORMAL)
            ctx.set_font_size(op["size"])
            source(ctx, op["rgba"])
            ctx.move_to(op["x"], op["y"])
            ctx.show_text(op["s"])
        elif kind == "clip":
            ctx.save()
            shape_path(ctx, op)
            ctx.clip()
        elif kind == "unclip":
            ctx.restore()
        elif kind == "layer":
            ctx.push_group()
            layers.append(op["opacity"])
        elif kind == "unlayer":
            ctx.pop_group_to_source()
            ctx.paint_with_alpha(layers.pop())
        elif kind == "shadow":
            shadow = op
        elif kind == "unshadow":
            shadow = None
    out = io.BytesIO()
    surface.write_to_png(out)
    return out.getvalue()


def main():
    if len(sys.argv) < 4 or sys.argv[1] != "--serve":
        print(__doc__)
        sys.exit(2)
    scenes = {}
    for name, path in (("light", sys.argv[2]), ("dark", sys.argv[3])):
        with open(path) as f:
            scenes[name] = json.load(f)
        render(scenes[name])  # warm-up: font loading
    for line in sys.stdin:
        variant = line.strip()
        if variant not in scenes:
            break
        t0, c0 = time.perf_counter(), time.process_time()
        data = render(scenes[variant])
        print("%.4f %d %.4f" % ((time.perf_counter() - t0) * 1000, len(data), (time.process_time() - c0) * 1000), flush=True)


if __name__ == "__main__":
    main()
