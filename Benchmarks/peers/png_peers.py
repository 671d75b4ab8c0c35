#!/usr/bin/env python3
"""PNG peers for bench-png: Pillow decode and save() times, and optipng -o2 size, on one file.

Usage: png_peers.py IMAGE.png [RUNS]
Prints one JSON object: pillow_decode_median_s, pillow_encode_median_s (wall) and their
*_cpu_median_s twins (process CPU time), the samples behind them (*_samples_s), pillow_size,
optipng_size (null when optipng is missing), optipng_seconds, and the Pillow version.
"""
import io
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from PIL import Image, __version__ as pillow_version


def sample_times(fn, runs):
    """Wall and CPU seconds of each of `runs` calls (CPU time is steadier on a shared machine)."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn()
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start)
    return wall, cpu


def main():
    path = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    data = open(path, "rb").read()

    def decode():
        with Image.open(io.BytesIO(data)) as im:
            im.load()

    with Image.open(io.BytesIO(data)) as im:
        im.load()
        image = im.copy()

    def encode():
        out = io.BytesIO()
        image.save(out, format="PNG")  # Pillow's defaults (compress_level 6)
        return out

    result = {
        "pillow_version": pillow_version,
        "pillow_mode": image.mode,
        "pillow_decode_median_s": None,
        "pillow_encode_median_s": None,
        "pillow_size": len(encode().getvalue()),
        "optipng_size": None,
        "optipng_seconds": None,
    }
    for name, fn in (("decode", decode), ("encode", encode)):
        wall, cpu = sample_times(fn, runs)
        result[f"pillow_{name}_median_s"] = statistics.median(wall)
        result[f"pillow_{name}_cpu_median_s"] = statistics.median(cpu)
        result[f"pillow_{name}_samples_s"] = wall
        result[f"pillow_{name}_cpu_samples_s"] = cpu
    if shutil.which("optipng") and os.environ.get("PNG_PEERS_SKIP_OPTIPNG") is None:
        with tempfile.TemporaryDirectory() as folder:
            copy = os.path.join(folder, "image.png")
            shutil.copyfile(path, copy)
            start = time.perf_counter()
            subprocess.run(["optipng", "-quiet", "-o2", copy], check=True)
            result["optipng_seconds"] = time.perf_counter() - start
            result["optipng_size"] = os.path.getsize(copy)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
