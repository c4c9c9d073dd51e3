#!/usr/bin/env bash
# Generates the hover previews committed under media/previews/: for each demo trailer
# (media/hls/trailer-N, made by make-hls.sh) a silent 4 s, 320 px wide H.264 MP4 that a plain
# <video> element can play, so list screens never need hls.js (000 §2 Post views: "preview video").
#
# Usage, from the repository root:  bash scripts/make-previews.sh
set -euo pipefail

readonly SECONDS_LONG=4
readonly MAX_FILE_BYTES=$((200 * 1024))
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly OUT="$ROOT/media/previews"

command -v ffmpeg >/dev/null 2>&1 || { echo 'make-previews: ffmpeg is not installed' >&2; exit 1; }
rm -rf "$OUT"
mkdir -p "$OUT"
for trailer in "$ROOT"/media/hls/trailer-*/index.m3u8; do
  n="$(basename "$(dirname "$trailer")")"
  n="${n#trailer-}"
  out="$OUT/preview-$n.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$trailer" -t "$SECONDS_LONG" -an \
    -vf 'scale=320:-2,fps=20' -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 30 \
    -preset veryslow -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$out"
  size="$(stat -c %s "$out")"
  (( size <= MAX_FILE_BYTES )) || { echo "make-previews: $out is $size bytes, over the limit" >&2; exit 1; }
  echo "make-previews: $out ($size bytes)"
done
