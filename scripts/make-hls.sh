#!/usr/bin/env bash
# Generates the demo HLS streams committed under media/hls/. For each of three titles it writes
# a 6 s single-rendition trailer (trailer-N/index.m3u8) and a 12 s VOD with 240p and 480p
# renditions behind a master playlist (main-N/master.m3u8). The pictures are abstract lavfi
# sources (no footage, no people) with the title burnt in, and the sound is a quiet sine tone.
#
# Usage, from the repository root:  bash scripts/make-hls.sh
# It wipes and recreates media/hls/; with the same ffmpeg build, reruns are byte-identical.
# HLS_FONT may point at another bold .ttf if DejaVu is not installed.
set -euo pipefail

readonly FPS=25
readonly SEGMENT_SECONDS=2
readonly GOP=$((FPS * SEGMENT_SECONDS))
readonly MAIN_SECONDS=12
readonly TRAILER_SECONDS=6
# The trailer reuses the middle of the title's visuals rather than its first seconds.
readonly TRAILER_START=3
# ffmpeg's AAC encoder puts 1024 samples of priming before the first sound, so its first packet is
# stamped 21 ms early. The audio is moved by as much, and the video has no B-frames (whose reorder
# delay stamps the first picture 2 frames late): every segment's audio and video then start at the
# same instant. hls.js places the stream by the earliest of the two; with the old 0.02/0.08 s offsets the
# playable range began at 0.08 s, the player stood at 0 in a gap, and its start-gap jump
# sometimes held the first frame back by half a second (issue 13).
readonly AAC_PRIMING=1024
readonly MAX_TOTAL_BYTES=$((3 * 1024 * 1024))
readonly MAX_FILE_BYTES=$((1024 * 1024))
readonly FONT="${HLS_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly OUT="$ROOT/media/hls"

die() {
  printf 'make-hls: %s\n' "$*" >&2
  exit 1
}

check_tools() {
  command -v ffmpeg >/dev/null 2>&1 ||
    die 'ffmpeg is not installed or not on PATH (Debian/Ubuntu: sudo apt-get install ffmpeg)'
  [[ -f "$FONT" ]] ||
    die "font not found: $FONT (Debian/Ubuntu: sudo apt-get install fonts-dejavu-core, or set HLS_FONT to a bold .ttf)"
  # Captured first: grep -q on a pipe would SIGPIPE ffmpeg and trip pipefail.
  local filters encoders name
  filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
  encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
  for name in drawtext gradients mandelbrot life gblur vignette sine tremolo; do
    grep -qE "^ [A-Z.]+ $name " <<<"$filters" ||
      die "this ffmpeg lacks the '$name' filter (drawtext needs a build with libfreetype)"
  done
  for name in libx264 aac; do
    grep -qE "^ [A-Z.]+ $name " <<<"$encoders" || die "this ffmpeg lacks the '$name' encoder"
  done
}

# Abstract, palette-matched visuals per title: a rotating conic gradient (divas), a slow
# Mandelbrot zoom tinted blue (chads) and a softened Game of Life drifting in hue (neutral).
# Every random source gets a fixed seed so reruns produce the same pictures. Detail is kept soft
# and slow on purpose: the output is committed, and fine fast-changing texture costs bytes.
video_source() {
  case "$1" in
    1)
      printf '%s' "gradients=s=854x480:r=$FPS:n=6:c0=0xFF2E88:c1=0x2A0B3A:c2=0x7A2CFF:c3=0x120818" \
        ":c4=0xFF9A6B:c5=0x0B0A0F:speed=0.02:seed=11:type=circular,vignette=PI/4"
      ;;
    2)
      printf '%s' "mandelbrot=s=854x480:r=$FPS:maxiter=300:start_scale=2.4:end_scale=0.5" \
        ":end_pts=$((MAIN_SECONDS * FPS)):inner=black,hue=s=0,gblur=sigma=1.5" \
        ",lutrgb=r='val*0.16':g='val*0.55':b='val*0.95',eq=gamma=0.75:contrast=1.15"
      ;;
    3)
      printf '%s' "life=s=120x68:r=5:ratio=0.3:seed=3:mold=4:life_color=0x39E0C8" \
        ":death_color=0x0B0A0F:mold_color=0x3A1660,scale=854:480:flags=bicubic,gblur=sigma=7" \
        ",framerate=fps=$FPS,hue=h='60*sin(2*PI*t/$MAIN_SECONDS)':s=1.2" \
        ",eq=brightness=0.03:contrast=1.15,vignette=PI/5"
      ;;
    *) die "no visuals defined for title $1" ;;
  esac
}

tone_frequency() {
  case "$1" in
    1) printf '196' ;;
    2) printf '220' ;;
    *) printf '261.63' ;;
  esac
}

# One lossless master per title, so every rendition and the trailer share identical frames.
# Lossless also keeps reruns byte-identical: lossy x264 with threads is not repeatable.
render_master() {
  local title=$1 file=$2
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$(video_source "$title"),format=yuv420p" \
    -f lavfi -i "sine=frequency=$(tone_frequency "$title"):sample_rate=48000,volume=0.5,tremolo=f=0.5:d=0.4" \
    -t "$MAIN_SECONDS" -c:v libx264 -preset ultrafast -qp 0 -c:a pcm_s16le "$file"
}

# encode_rendition MASTER START SECONDS WIDTH HEIGHT VIDEO_KBPS LEVEL TEXTFILE OUTDIR
# VIDEO_KBPS caps the video only; audio (32k) and MPEG-TS overhead come on top of it.
encode_rendition() {
  local master=$1 start=$2 seconds=$3 width=$4 height=$5 kbps=$6 level=$7 text=$8 dir=$9
  local font_size=$((height / 12)) pad=$((height / 40))
  local fade_out=$((seconds - 1))
  mkdir -p "$dir"
  # Keyframes every GOP frames and no scene-cut keyframes, so every segment is exactly 2 s and
  # starts with an IDR frame. One thread: with VBV, multi-threaded x264 is not repeatable, and
  # the output is committed, so reruns must not churn it.
  ffmpeg -hide_banner -loglevel error -y -ss "$start" -t "$seconds" -i "$master" \
    -vf "scale=$width:$height:flags=lanczos,drawtext=fontfile=$FONT:textfile=$text:fontsize=$font_size:fontcolor=white:x=(w-text_w)/2:y=h*0.72:box=1:boxcolor=0x0B0A0F@0.55:boxborderw=$pad:shadowcolor=black@0.6:shadowx=1:shadowy=1,format=yuv420p" \
    -af "asetpts=PTS+$AAC_PRIMING/SR/TB,afade=t=in:d=0.5,afade=t=out:st=$fade_out:d=1" \
    -r "$FPS" -c:v libx264 -preset slow -profile:v main -level:v "$level" -pix_fmt yuv420p \
    -crf 28 -maxrate "${kbps}k" -bufsize "${kbps}k" \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -bf 0 -threads 1 \
    -c:a aac -b:a 32k -ac 1 -ar 48000 \
    -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -f hls -hls_time "$SEGMENT_SECONDS" -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_type mpegts -hls_segment_filename "$dir/segment-%03d.ts" "$dir/index.m3u8"
}

# Prints "PEAK AVERAGE" in bits per second, measured from the segments a media playlist lists.
# BANDWIDTH must cover the peak segment, so it comes from the files rather than the settings.
measure_bandwidth() {
  local playlist=$1 dir line duration=''
  dir="$(dirname "$playlist")"
  while IFS= read -r line; do
    case "$line" in
      '#EXTINF:'*)
        duration="${line#*:}"
        duration="${duration%%,*}"
        ;;
      '' | '#'*) ;;
      *) printf '%s %s\n' "$duration" "$(wc -c <"$dir/$line")" ;;
    esac
  done <"$playlist" | awk '
    { bits = $2 * 8; rate = bits / $1; if (rate > peak) peak = rate; total += bits; time += $1 }
    END { printf "%d %d\n", int(peak) + 1, int(total / time) + 1 }'
}

# write_master DIR then, per variant: SUBDIR RESOLUTION CODECS
write_master() {
  local dir=$1
  shift
  {
    printf '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n'
    while (($# > 0)); do
      local sub=$1 resolution=$2 codecs=$3 peak average
      shift 3
      read -r peak average < <(measure_bandwidth "$dir/$sub/index.m3u8")
      printf '#EXT-X-STREAM-INF:BANDWIDTH=%s,AVERAGE-BANDWIDTH=%s,RESOLUTION=%s,FRAME-RATE=%s.000,CODECS="%s"\n' \
        "$peak" "$average" "$resolution" "$FPS" "$codecs"
      printf '%s/index.m3u8\n' "$sub"
    done
  } >"$dir/master.m3u8"
}

check_sizes() {
  local total largest largest_file
  total="$(find "$OUT" -type f -printf '%s\n' | awk '{ sum += $1 } END { print sum + 0 }')"
  read -r largest largest_file < <(find "$OUT" -type f -printf '%s %p\n' | sort -n | tail -n 1)
  printf 'make-hls: wrote %s files, %s bytes (%s KiB) in %s; largest %s bytes (%s)\n' \
    "$(find "$OUT" -type f | wc -l)" "$total" "$((total / 1024))" "${OUT#"$ROOT"/}" \
    "$largest" "${largest_file#"$ROOT"/}"
  ((total <= MAX_TOTAL_BYTES)) || die "media/hls is over the $MAX_TOTAL_BYTES byte budget"
  ((largest <= MAX_FILE_BYTES)) || die "a file is over the $MAX_FILE_BYTES byte limit"
}

main() {
  check_tools
  local work
  work="$(mktemp -d)"
  # shellcheck disable=SC2064 # expand now: the path is fixed for this run
  trap "rm -rf '$work'" EXIT

  rm -rf "$OUT"
  mkdir -p "$OUT"
  local title
  for title in 1 2 3; do
    printf 'make-hls: title %s\n' "$title"
    render_master "$title" "$work/master-$title.mkv"
    printf 'Velvet demo %s — trailer' "$title" >"$work/trailer-$title.txt"
    printf 'Velvet demo %s' "$title" >"$work/main-$title.txt"

    # Video caps of 200k and 640k put the 240p and 480p streams near 250 and 700 kbps all in.
    encode_rendition "$work/master-$title.mkv" "$TRAILER_START" "$TRAILER_SECONDS" 426 240 200 3.0 \
      "$work/trailer-$title.txt" "$OUT/trailer-$title"
    encode_rendition "$work/master-$title.mkv" 0 "$MAIN_SECONDS" 426 240 200 3.0 \
      "$work/main-$title.txt" "$OUT/main-$title/240p"
    encode_rendition "$work/master-$title.mkv" 0 "$MAIN_SECONDS" 854 480 640 3.1 \
      "$work/main-$title.txt" "$OUT/main-$title/480p"
    # avc1.4D401E / 4D401F = H.264 Main (constraint_set1) level 3.0 / 3.1; mp4a.40.2 = AAC-LC.
    write_master "$OUT/main-$title" \
      240p 426x240 'avc1.4D401E,mp4a.40.2' \
      480p 854x480 'avc1.4D401F,mp4a.40.2'
  done
  check_sizes
}

main "$@"
