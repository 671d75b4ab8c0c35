#!/usr/bin/env python3
"""Writes pngsuite-reference-hashes.json: for every valid non-interlaced file of
../shared/corpora/pngsuite, the FNV-1a 64 hash of its pixels as straight 8-bit RGBA, decoded by
the small reference decoder below, written from the PNG specification (zlib for inflate only).

The expansion rules are the ones PenumbraPNG promises: low-bit gray by bit replication (v * 255 /
(2^depth - 1)); 16-bit samples keep the high byte; palette indices through PLTE with tRNS alpha
(indices past PLTE read as opaque black, as libpng pads the palette with zeros); a gray or RGB
tRNS value matched against the unscaled sample; no gamma, sBIT or colour conversion.

Usage: Fixtures/PNG/make_reference_hashes.py   (from the package root)
"""
import json
import os
import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def decode(path):
    data = open(path, "rb").read()
    offset, idat, plte, trns = 8, b"", b"", None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            plte = body
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    if interlace:
        raise ValueError("interlaced files are covered by the twin test")
    raw = zlib.decompressobj().decompress(idat)
    channels = CHANNELS[ctype]
    stride = (width * channels * depth + 7) // 8
    bpp = max(1, channels * depth // 8)
    out = bytearray()
    previous = bytearray(stride)
    pos = 0
    for _ in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]) & 255
        previous = line
        if depth >= 8:
            k = depth // 8
            samples = [int.from_bytes(line[i:i + k], "big") for i in range(0, len(line), k)]
        else:
            samples = [(byte >> shift) & ((1 << depth) - 1) for byte in line for shift in range(8 - depth, -1, -depth)]
        for x in range(width):
            v = samples[x * channels:(x + 1) * channels]
            if ctype == 3:
                i = v[0]
                rgb = tuple(plte[3 * i:3 * i + 3]) if 3 * i + 3 <= len(plte) else (0, 0, 0)
                alpha = trns[i] if trns is not None and i < len(trns) else 255
                out += bytes(rgb + (alpha,))
                continue
            alpha = 255
            if trns is not None and ctype == 0 and v[0] == struct.unpack(">H", trns[:2])[0]:
                alpha = 0
            if trns is not None and ctype == 2 and tuple(v) == struct.unpack(">HHH", trns[:6]):
                alpha = 0
            if depth == 16:
                v = [s >> 8 for s in v]
            elif depth < 8:
                v = [s * 255 // ((1 << depth) - 1) for s in v]
            if ctype == 0:
                out += bytes((v[0], v[0], v[0], alpha))
            elif ctype == 2:
                out += bytes((v[0], v[1], v[2], alpha))
            elif ctype == 4:
                out += bytes((v[0], v[0], v[0], v[1]))
            else:
                out += bytes(v)
    return width, height, bytes(out)


def fnv1a64(data):
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    corpus = os.path.join(root, "..", "shared", "corpora", "pngsuite")
    manifest = json.load(open(os.path.join(corpus, "manifest.json")))
    result = {}
    for entry in manifest:
        if not entry["expected"].startswith("valid") or entry["interlace"] != "none":
            continue
        width, height, rgba = decode(os.path.join(corpus, entry["file"]))
        result[entry["file"]] = {"width": width, "height": height, "fnv1a64": "%016x" % fnv1a64(rgba)}
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pngsuite-reference-hashes.json")
    with open(target, "w") as f:
        json.dump(result, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(result)} hashes to {target}", file=sys.stderr)


if __name__ == "__main__":
    main()
