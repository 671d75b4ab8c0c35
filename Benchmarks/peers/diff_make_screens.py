"""Writes two deterministic 1170x2532 'app screen' PNGs that differ only in one small label.

Usage: python3 diff_make_screens.py OUT_DIR
Writes OUT_DIR/screen_a.png and OUT_DIR/screen_b.png (RGBA, 8-bit). Everything is drawn from
fixed coordinates with Pillow's built-in bitmap font, so the files are the same on every run.
"""
import os
import sys

from PIL import Image, ImageDraw, ImageFont

W, H = 1170, 2532


def screen(label: str) -> Image.Image:
    img = Image.new("RGBA", (W, H), (242, 242, 247, 255))
    d = ImageDraw.Draw(img)
    font = ImageFont.load_default(size=36)
    # Navigation bar and title.
    d.rectangle([0, 0, W, 280], fill=(249, 249, 249, 255))
    d.text((48, 180), "Settings", fill=(0, 0, 0, 255), font=font)
    # Grouped table: 11 rows of cells with an icon, a title and a chevron.
    y = 340
    for row in range(11):
        d.rounded_rectangle([40, y, W - 40, y + 150], radius=30, fill=(255, 255, 255, 255))
        hue = (row * 53) % 255
        d.rounded_rectangle([70, y + 35, 150, y + 115], radius=18, fill=(hue, 120, 255 - hue, 255))
        d.text((190, y + 65), f"Row {row + 1}: Appearance option", fill=(28, 28, 30, 255), font=font)
        d.line([W - 100, y + 55, W - 80, y + 75, W - 100, y + 95], fill=(199, 199, 204, 255), width=6)
        y += 170
    # The label that differs between the two screens.
    d.text((190, y + 10), label, fill=(60, 60, 67, 255), font=font)
    # Tab bar.
    d.rectangle([0, H - 250, W, H], fill=(249, 249, 249, 255))
    for i in range(4):
        cx = 146 + i * 292
        d.ellipse([cx - 40, H - 210, cx + 40, H - 130], fill=(0, 122, 255, 255) if i == 3 else (142, 142, 147, 255))
    return img


def main() -> None:
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    screen("Version 2.4.1 (build 301)").save(os.path.join(out, "screen_a.png"))
    screen("Version 2.4.2 (build 302)").save(os.path.join(out, "screen_b.png"))


if __name__ == "__main__":
    main()
