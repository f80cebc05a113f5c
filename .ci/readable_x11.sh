#!/usr/bin/env bash
# Every panel and dialog readable in a real X11 window, placed and sized by a real window
# manager: tests/ui/test_readable_everywhere.py under Xvfb and openbox, once per screen
# size (800x600, 1366x768, 1920x1080), each run holding the sizes of its own screen. Needs
# xvfb, openbox and Qt's xcb libraries (.ci/run installs them) and a synced .venv.
# Usage: bash .ci/readable_x11.sh [pytest arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
home=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$home"
}
trap cleanup EXIT
mkdir -p "$home/run" && chmod 700 "$home/run"
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_RUNTIME_DIR="$home/run" XDG_CACHE_HOME="$home/cache"
export QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=1
code=0
for size in 800x600 1366x768 1920x1080; do
  number=$((RANDOM % 500 + 200))
  while [ -e "/tmp/.X11-unix/X$number" ]; do number=$((number + 1)); done
  export DISPLAY=":$number"
  Xvfb "$DISPLAY" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  pids+=("$xvfb")
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$number" ] && break; sleep 0.1; done
  openbox >/dev/null 2>&1 &
  wm=$!
  pids+=("$wm")
  sleep 0.5
  echo "== $size, under openbox"
  .venv/bin/python -m pytest -n 0 -q -p no:cacheprovider -k "$size" \
    tests/ui/test_readable_everywhere.py "$@" || code=$?
  kill "$wm" "$xvfb" 2>/dev/null || true
  wait "$wm" "$xvfb" 2>/dev/null || true
done
exit "$code"
