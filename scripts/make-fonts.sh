#!/bin/sh
# Writes the web fonts in src/app/fonts from @fontsource/be-vietnam-pro (npm install first), without
# TrueType hinting: the instructions were half of each file (the Vietnamese subset's two thirds),
# and browsers on phones, Macs and Chromium on Windows (DirectWrite) render unhinted outlines as
# well at text sizes. Glyphs, metrics, kerning and OpenType features are kept as they are.
# Needs fontTools with Brotli: apt-get install python3-fonttools python3-brotli (Debian's python3).
# Run: sh scripts/make-fonts.sh
set -eu
cd "$(dirname "$0")/.."
from=node_modules/@fontsource/be-vietnam-pro
to=src/app/fonts
for weight in 400 500 600; do
  for subset in latin vietnamese; do
    name="be-vietnam-pro-$subset-$weight-normal.woff2"
    /usr/bin/python3 -m fontTools.subset "$from/files/$name" --unicodes='*' --glyphs='*' \
      --layout-features='*' --name-IDs='*' --no-hinting --flavor=woff2 --output-file="$to/$name"
  done
done
cp "$from/LICENSE" "$to/OFL.txt"
