"""Peer for `penumbra compare`: Pillow's ImageChops.difference + getbbox on two PNGs.

Usage: python3 diff_pillow.py A.png B.png
Prints the bounding box of the differences (or None) and exits 0 when the images are equal,
1 otherwise, as `penumbra compare` does.
"""
import sys

from PIL import Image, ImageChops


def main() -> int:
    a = Image.open(sys.argv[1]).convert("RGBA")
    b = Image.open(sys.argv[2]).convert("RGBA")
    # alpha_only=False: on RGBA, getbbox looks at alpha alone by default, which does not differ here.
    box = ImageChops.difference(a, b).getbbox(alpha_only=False)
    print(box)
    return 0 if box is None else 1


if __name__ == "__main__":
    sys.exit(main())
