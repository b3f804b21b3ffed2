#!/usr/bin/python3
"""Makes a photo library for Folio's tests and benchmark from the bundled photographs.

    scripts/make-photo-library.py --count N --unique U [--size small|full] [--seed S] OUT

U unique photos are made from the bundled ones (assets/photos), each cropped, maybe flipped and
colour-shifted, and scaled: to 12 megapixels with --size full (4000x3000), to 400x300 with --size
small (for tests). About one in eight is a portrait stored on its side with EXIF orientation 6 or
8, one in ten a PNG and one in ten a WebP; JPEGs and WebPs carry an EXIF camera and
DateTimeOriginal, spread over 2014-2025, except one in twenty, which has no date. The other N - U
photos are byte copies of the unique JPEGs and WebPs with the date rewritten in place (the same 19
bytes, no re-encoding), or left as they are when the source has none. At full size a JPEG is
about 0.4 to 1 MB, so 10,000 photos take about 8 GB.

Photos go into folders of 500 (part-001/, part-002/, ...), named IMG_00001.jpg and so on. OUT gets
a manifest.tsv (path, format, stored width and height, orientation, date or -, the unique photo
it copies or -). The library is made in OUT.partial and renamed to OUT when complete; an OUT
already made with the same arguments is kept as it is (the script only says so), so that a
machine makes each library once. Needs Debian's python3-pil.
"""

import argparse
import io
import json
import os
import random
import shutil
import sys
from datetime import datetime, timedelta

from PIL import Image, ImageOps

ORIENTATION = 0x0112
MAKE = 0x010F
MODEL = 0x0110
EXIF_IFD = 0x8769
DATE_TIME_ORIGINAL = 0x9003
SIZES = {"full": (4000, 3000), "small": (400, 300)}
CAMERAS = [("Folio", "Library One"), ("Folio", "Pocket 2"), ("Example Optics", "EX-100")]
PER_FOLDER = 500


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, required=True, help="photos in all")
    parser.add_argument("--unique", type=int, required=True, help="photos made from the bundled ones; the rest are copies")
    parser.add_argument("--size", choices=sorted(SIZES), default="small", help="4000x3000 (full) or 400x300 (small)")
    parser.add_argument("--seed", type=int, default=1, help="the same seed makes the same library")
    parser.add_argument("--assets", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets"),
                        help="Folio's assets folder")
    parser.add_argument("out", help="the library's folder")
    arguments = parser.parse_args()
    if not 1 <= arguments.unique <= arguments.count:
        parser.error("--unique expects a number from 1 to --count")
    return arguments


def sources(assets):
    """The bundled photos, upright."""
    folder = os.path.join(assets, "photos")
    names = sorted(name for name in os.listdir(folder) if name.lower().endswith(".jpg"))
    if not names:
        sys.exit(f"make-photo-library: no photos in {folder}: pass --assets with Folio's assets folder")
    return [ImageOps.exif_transpose(Image.open(os.path.join(folder, name))).convert("RGB") for name in names]


def random_date(rng):
    start = datetime(2014, 1, 1)
    return start + timedelta(seconds=rng.randrange(12 * 365 * 24 * 3600))


def exif_string(date):
    return date.strftime("%Y:%m:%d %H:%M:%S")


def make_unique(index, photos, size, rng):
    """One unique photo: (format, encoded bytes, stored size, orientation, date or None)."""
    source = photos[index % len(photos)]
    width, height = source.size
    scale = rng.uniform(0.6, 1.0)
    crop_width, crop_height = int(width * scale), int(height * scale)
    left, top = rng.randrange(width - crop_width + 1), rng.randrange(height - crop_height + 1)
    image = source.crop((left, top, left + crop_width, top + crop_height))
    if rng.random() < 0.5:
        image = ImageOps.mirror(image)
    factors = [rng.uniform(0.8, 1.2) for _ in range(3)]
    channels = [channel.point(lambda value, factor=factor: min(255, int(value * factor))) for channel, factor in zip(image.split(), factors)]
    image = Image.merge("RGB", channels)

    target_width, target_height = size
    orientation = 1
    kind = index % 10
    if index % 8 == 3:
        # A portrait, stored on its side: orientation 6 turns it clockwise to stand, 8 anticlockwise.
        orientation = 6 if index % 16 == 3 else 8
        upright = ImageOps.fit(image, (target_height, target_width))
        image = upright.transpose(Image.Transpose.ROTATE_90 if orientation == 6 else Image.Transpose.ROTATE_270)
    else:
        image = ImageOps.fit(image, (target_width, target_height))

    date = None if index % 20 == 7 else random_date(rng)
    if kind == 4:
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        return "png", buffer.getvalue(), image.size, 1, None
    exif = Image.Exif()
    make, model = CAMERAS[index % len(CAMERAS)]
    exif[MAKE] = make
    exif[MODEL] = model
    exif[ORIENTATION] = orientation
    if date is not None:
        # Set as a whole: Pillow 9 writes no sub-IFD filled in through get_ifd on a new Exif.
        exif[EXIF_IFD] = {DATE_TIME_ORIGINAL: exif_string(date)}
    buffer = io.BytesIO()
    if kind == 9:
        image.save(buffer, "WEBP", quality=80, exif=exif.tobytes())
        return "webp", buffer.getvalue(), image.size, orientation, date
    image.save(buffer, "JPEG", quality=88, exif=exif.tobytes())
    return "jpg", buffer.getvalue(), image.size, orientation, date


def redated(data, date, new_date):
    """`data` with every copy of `date`'s EXIF string replaced by `new_date`'s, in place."""
    old, new = exif_string(date).encode(), exif_string(new_date).encode()
    if data.count(old) == 0:
        raise SystemExit("make-photo-library: a photo's date was not found in its bytes")
    return data.replace(old, new)


def build(arguments, folder):
    rng = random.Random(arguments.seed)
    photos = sources(arguments.assets)
    size = SIZES[arguments.size]
    uniques = []
    rows = []

    def write(index, extension, data):
        relative = os.path.join(f"part-{index // PER_FOLDER + 1:03d}", f"IMG_{index + 1:05d}.{extension}")
        path = os.path.join(folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(data)
        return relative

    for index in range(arguments.unique):
        made = make_unique(index, photos, size, rng)
        uniques.append((index,) + made)
        extension, data, stored, orientation, date = made
        relative = write(index, extension, data)
        rows.append((relative, extension, stored[0], stored[1], orientation, exif_string(date) if date else "-", "-"))

    # PNGs carry no date to rewrite, and at 12 megapixels weigh five JPEGs: copies are of the rest.
    copyable = [unique for unique in uniques if unique[1] != "png"] or uniques
    for index in range(arguments.unique, arguments.count):
        source_index, extension, data, stored, orientation, date = copyable[rng.randrange(len(copyable))]
        new_date = None
        if date is not None:
            new_date = random_date(rng)
            data = redated(data, date, new_date)
        relative = write(index, extension, data)
        rows.append((relative, extension, stored[0], stored[1], orientation, exif_string(new_date) if new_date else "-",
                     rows[source_index][0]))

    with open(os.path.join(folder, "manifest.tsv"), "w", encoding="utf-8") as manifest:
        manifest.write("path\tformat\twidth\theight\torientation\tdate\tcopy_of\n")
        for row in rows:
            manifest.write("\t".join(str(value) for value in row) + "\n")


def main():
    arguments = parse_arguments()
    out = os.path.abspath(arguments.out)
    recipe = {"count": arguments.count, "unique": arguments.unique, "size": arguments.size, "seed": arguments.seed, "version": 1}
    marker = os.path.join(out, ".recipe.json")
    if os.path.exists(marker):
        with open(marker, encoding="utf-8") as file:
            if json.load(file) == recipe:
                print(f"make-photo-library: {out} is already made ({arguments.count} photos)")
                return
        sys.exit(f"make-photo-library: {out} holds another library: remove it or choose another folder")
    if os.path.exists(out):
        sys.exit(f"make-photo-library: {out} exists and is not a library made by this script: remove it or choose another folder")
    partial = out + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    build(arguments, partial)
    with open(os.path.join(partial, ".recipe.json"), "w", encoding="utf-8") as file:
        json.dump(recipe, file)
    os.rename(partial, out)
    print(f"make-photo-library: made {arguments.count} photos in {out}")


if __name__ == "__main__":
    main()
