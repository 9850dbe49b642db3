#!/usr/bin/env python3
"""Writes Sources/HeadlessSwiftUI/Layout/Text/InterMetrics.swift from Inter's OpenType files.

This script documents how the table was made; the build does not run it. To regenerate:

    apt-get install -y fonts-inter python3-fonttools     # Debian 12: Inter 3.019, fontTools 4.38
    python3 Scripts/generate-font-metrics.py [--fonts /usr/share/fonts/opentype/inter]

What it reads, for each of Inter's nine upright weights (Thin ... Black):
- `head.unitsPerEm`; `hhea` ascender, descender and line gap; `OS/2` cap height and x-height;
- the `hmtx` advance width of every character of the table: U+0000-U+017F (ASCII, Latin-1
  Supplement, Latin Extended-A) directly by scalar value, then EXTRA_SCALARS (typographic
  punctuation, spaces, a few symbols) in that order; control characters and characters the
  font lacks are written as 0xFFFF ("absent", the Swift side falls back);
- the widest tabular figure (the `tnum` feature's substitutes for 0-9), used for
  `monospacedDigit()` and `monospaced()`;
- the advance of "o", the fallback for characters outside the table.

Kerning, ligatures and other shaping are deliberately not read: the stand-in sums advances.
Only numbers derived from the font are emitted; no font file is shipped.
"""

from __future__ import annotations

import argparse
import os
import sys

from fontTools.ttLib import TTFont

FACES = [
    # (file suffix, Swift name, SwiftUI weight it stands for)
    ("Thin", "thin", "ultraLight"),
    ("ExtraLight", "extraLight", "thin"),
    ("Light", "light", "light"),
    ("Regular", "regular", "regular"),
    ("Medium", "medium", "medium"),
    ("SemiBold", "semibold", "semibold"),
    ("Bold", "bold", "bold"),
    ("ExtraBold", "extraBold", "heavy"),
    ("Black", "black", "black"),
]

DIRECT_COUNT = 0x180  # U+0000 ..< U+0180

EXTRA_SCALARS = [
    0x0192,  # ƒ
    0x02C6,  # ˆ
    0x02DC,  # ˜
    0x2002,  # en space
    0x2003,  # em space
    0x2007,  # figure space
    0x2008,  # punctuation space
    0x2009,  # thin space
    0x200A,  # hair space
    0x200B,  # zero width space
    0x2010,  # hyphen
    0x2011,  # non-breaking hyphen
    0x2012,  # figure dash
    0x2013,  # –
    0x2014,  # —
    0x2015,  # horizontal bar
    0x2018,  # ‘
    0x2019,  # ’
    0x201A,  # ‚
    0x201C,  # “
    0x201D,  # ”
    0x201E,  # „
    0x2020,  # †
    0x2021,  # ‡
    0x2022,  # •
    0x2026,  # …
    0x202F,  # narrow no-break space
    0x2030,  # ‰
    0x2032,  # ′
    0x2033,  # ″
    0x2039,  # ‹
    0x203A,  # ›
    0x2044,  # ⁄
    0x20AC,  # €
    0x2116,  # №
    0x2122,  # ™
    0x2190,  # ←
    0x2191,  # ↑
    0x2192,  # →
    0x2193,  # ↓
    0x2212,  # −
    0x2713,  # ✓
    0xFEFF,  # zero width no-break space
]

ABSENT = 0xFFFF


def is_control(scalar: int) -> bool:
    return scalar < 0x20 or 0x7F <= scalar < 0xA0


def tabular_digit_advance(font: TTFont, cmap: dict[int, str]) -> int:
    hmtx = font["hmtx"]
    gsub = font["GSUB"].table
    substitutes: dict[str, str] = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "tnum":
            continue
        for index in record.Feature.LookupListIndex:
            for subtable in gsub.LookupList.Lookup[index].SubTable:
                substitutes.update(getattr(subtable, "mapping", {}))
    digits = [cmap[ord(d)] for d in "0123456789"]
    return max(hmtx[substitutes.get(glyph, glyph)][0] for glyph in digits)


def read_face(path: str) -> dict:
    font = TTFont(path)
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]

    def advance(scalar: int) -> int:
        if is_control(scalar) or scalar not in cmap:
            return ABSENT
        width = hmtx[cmap[scalar]][0]
        assert 0 <= width < ABSENT
        return width

    return {
        "version": font["name"].getDebugName(5),
        "copyright": font["name"].getDebugName(0),
        "license": font["name"].getDebugName(13),
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": font["hhea"].ascent,
        "descender": -font["hhea"].descent,
        "lineGap": font["hhea"].lineGap,
        "capHeight": font["OS/2"].sCapHeight,
        "xHeight": font["OS/2"].sxHeight,
        "weightClass": font["OS/2"].usWeightClass,
        "tabular": tabular_digit_advance(font, cmap),
        "fallback": advance(ord("o")),
        "advances": [advance(s) for s in range(DIRECT_COUNT)] + [advance(s) for s in EXTRA_SCALARS],
    }


def swift_array(values: list[int], indent: str) -> str:
    lines = []
    for start in range(0, len(values), 12):
        chunk = values[start : start + 12]
        first = start if start < DIRECT_COUNT else EXTRA_SCALARS[start - DIRECT_COUNT]
        label = f"U+{first:04X}" if start < DIRECT_COUNT else f"U+{first:04X} (extra {start - DIRECT_COUNT})"
        lines.append(f"{indent}{', '.join(str(v) for v in chunk)},  // {label}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fonts", default="/usr/share/fonts/opentype/inter")
    parser.add_argument(
        "--output",
        default=os.path.join(
            os.path.dirname(os.path.abspath(__file__)),
            "..",
            "Sources",
            "HeadlessSwiftUI",
            "Layout",
            "Text",
            "InterMetrics.swift",
        ),
    )
    args = parser.parse_args()

    faces = [(swift, swiftui, read_face(os.path.join(args.fonts, f"Inter-{suffix}.otf"))) for suffix, swift, swiftui in FACES]
    version = faces[0][2]["version"]
    assert all(face["version"] == version for _, _, face in faces), "mixed Inter versions"

    out = []
    out.append("// Generated by Scripts/generate-font-metrics.py from Inter's OpenType files; do not edit by hand.")
    out.append("//")
    out.append(f"// Font: Inter, {version} (the upright weights Thin ... Black, as Debian's fonts-inter package")
    out.append("// installs them). " + faces[0][2]["copyright"] + ".")
    out.append("// Licence: SIL Open Font License, Version 1.1 (https://openfontlicense.org). Only advance widths and")
    out.append("// vertical metrics are reproduced here, as numbers; no font file is shipped.")
    out.append("")
    out.append("/// Advance widths and vertical metrics of Inter, the stand-in's substitute for SF Pro.")
    out.append("///")
    out.append("/// Every value is in font units (`unitsPerEm` to the em). A face's `advances` holds the characters")
    out.append("/// U+0000-U+017F at their scalar value, then `extraScalars` from index `directCount` on;")
    out.append("/// `absent` (0xFFFF) marks a control character or one the font lacks.")
    out.append("package enum InterMetrics {")
    out.append(f'    /// The font version the table was read from.')
    out.append(f'    package static let version = "{version}"')
    out.append("")
    out.append("    /// Characters below this scalar value are looked up directly by their value.")
    out.append(f"    package static let directCount = 0x{DIRECT_COUNT:X}")
    out.append("")
    out.append("    /// The marker of a character the table has no advance for.")
    out.append(f"    package static let absent: UInt16 = 0x{ABSENT:X}")
    out.append("")
    out.append("    /// The characters after the direct range, in table order.")
    out.append("    package static let extraScalars: [UInt32] = [")
    for start in range(0, len(EXTRA_SCALARS), 8):
        out.append("        " + ", ".join(f"0x{s:04X}" for s in EXTRA_SCALARS[start : start + 8]) + ",")
    out.append("    ]")
    out.append("")
    out.append("    /// The table index of a character beyond the direct range, if the table has it.")
    out.append("    @inline(__always)")
    out.append("    package static func extraIndex(of scalar: UInt32) -> Int? {")
    out.append("        switch scalar {")
    for offset, scalar in enumerate(EXTRA_SCALARS):
        out.append(f"        case 0x{scalar:04X}: return {DIRECT_COUNT + offset}")
    out.append("        default: return nil")
    out.append("        }")
    out.append("    }")
    out.append("")
    out.append("    /// The faces from lightest to heaviest, each with the SwiftUI weight it stands for.")
    out.append("    package static let faces: [InterFace] = [")
    out.append("        " + ", ".join(swift for swift, _, _ in faces) + ",")
    out.append("    ]")
    for swift, swiftui, face in faces:
        out.append("")
        out.append(f"    /// Inter {swift}, weight class {face['weightClass']}: stands for `Font.Weight.{swiftui}`.")
        out.append(f"    package static let {swift} = InterFace(")
        out.append(f'        name: "{swift}", weightClass: {face["weightClass"]}, unitsPerEm: {face["unitsPerEm"]},')
        out.append(f'        ascender: {face["ascender"]}, descender: {face["descender"]}, lineGap: {face["lineGap"]},')
        out.append(f'        capHeight: {face["capHeight"]}, xHeight: {face["xHeight"]},')
        out.append(f'        tabularDigitAdvance: {face["tabular"]}, fallbackAdvance: {face["fallback"]},')
        out.append(f"        advances: {swift}Advances)")
        out.append("")
        out.append(f"    private static let {swift}Advances: [UInt16] = [")
        out.append(swift_array(face["advances"], "        "))
        out.append("    ]")
    out.append("}")
    out.append("")
    out.append("/// One weight of Inter: its vertical metrics and advance widths, in font units.")
    out.append("package struct InterFace: Sendable {")
    out.append("    /// The face's name: `regular`, `semibold`, ...")
    out.append("    package let name: String")
    out.append("    /// The OpenType weight class: 100 (Thin) ... 900 (Black).")
    out.append("    package let weightClass: Int")
    out.append("    /// Font units per em.")
    out.append("    package let unitsPerEm: Int")
    out.append("    /// `hhea` ascender (above the baseline, positive).")
    out.append("    package let ascender: Int")
    out.append("    /// `hhea` descender (below the baseline, positive).")
    out.append("    package let descender: Int")
    out.append("    /// `hhea` line gap.")
    out.append("    package let lineGap: Int")
    out.append("    /// `OS/2` cap height.")
    out.append("    package let capHeight: Int")
    out.append("    /// `OS/2` x-height.")
    out.append("    package let xHeight: Int")
    out.append("    /// The widest tabular (`tnum`) figure.")
    out.append("    package let tabularDigitAdvance: UInt16")
    out.append("    /// The advance of \"o\", used for characters outside the table.")
    out.append("    package let fallbackAdvance: UInt16")
    out.append("    /// Advances by table index (see `InterMetrics`).")
    out.append("    package let advances: [UInt16]")
    out.append("}")
    out.append("")

    with open(args.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"wrote {args.output}: {len(faces)} faces x {len(faces[0][2]['advances'])} advances ({version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
