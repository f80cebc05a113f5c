#!/usr/bin/env bash
# Check the Linux build as a player gets it: unpack the tarball, install it with its
# install script into a home of its own, run the installed game offscreen for 12 seconds
# (it must still be running and print no traceback: a broken frozen build crashes within
# that time, where a start-and-quit does not), then uninstall and see it gone.
#   bash packaging/check_linux.sh dist/gin-desktop-<version>-linux-<machine>.tar.xz
set -euo pipefail

tarball=$(realpath "$1")
seconds=${SMOKE_SECONDS:-12}
APP_ID=io.github.gindesktop.GinDesktop
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check_linux: $*" >&2; exit 1; }

tar -xJf "$tarball" -C "$work"
unpacked=$(find "$work" -mindepth 1 -maxdepth 1 -type d)
export HOME=$work/home XDG_DATA_HOME=$work/home/.local/share XDG_CONFIG_HOME=$work/home/.config
mkdir -p "$HOME"
"$unpacked/install.sh" >/dev/null

installed=(
  "$HOME/.local/bin/gin-desktop"
  "$HOME/.local/lib/gin-desktop/uninstall.sh"
  "$XDG_DATA_HOME/applications/$APP_ID.desktop"
  "$XDG_DATA_HOME/metainfo/$APP_ID.metainfo.xml"
  "$XDG_DATA_HOME/icons/hicolor/scalable/apps/$APP_ID.svg"
)
for size in 16 24 32 48 64 128 256 512; do
  installed+=("$XDG_DATA_HOME/icons/hicolor/${size}x${size}/apps/$APP_ID.png")
done
for file in "${installed[@]}"; do [ -e "$file" ] || fail "not installed: $file"; done
grep -qx "Exec=\"$HOME/.local/lib/gin-desktop/gin-desktop\"" \
  "$XDG_DATA_HOME/applications/$APP_ID.desktop" || fail "the desktop entry's Exec is wrong"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$XDG_DATA_HOME/applications/$APP_ID.desktop"
fi

# The first start's welcome is a modal dialog: seen already, so the cards are dealt.
mkdir -p "$XDG_CONFIG_HOME/Gin Desktop"
printf '[window]\nwelcomed=true\n' > "$XDG_CONFIG_HOME/Gin Desktop/Gin Desktop.conf"
log=$work/run.log
QT_QPA_PLATFORM=offscreen "$HOME/.local/bin/gin-desktop" >"$log" 2>&1 &
pid=$!
sleep "$seconds"
if ! kill -0 "$pid" 2>/dev/null; then
  code=0; wait "$pid" || code=$?
  cat "$log"
  fail "the installed game stopped within $seconds s (exit code $code)"
fi
# The computer thinks in a worker process, spawned from this same executable: it must be
# running as one (multiprocessing.freeze_support), not as a second game.
workers=0
for stat in /proc/[0-9]*/stat; do
  child=${stat#/proc/}; child=${child%/stat}
  parent=$(awk '{print $4}' "$stat" 2>/dev/null) || continue
  [ "$parent" = "$pid" ] || continue
  if tr '\0' ' ' < "/proc/$child/cmdline" 2>/dev/null | grep -q -- "--multiprocessing-fork"; then
    workers=$((workers + 1))
  fi
done
[ "$workers" -ge 1 ] || fail "the computer's worker process is not running in the installed game"
kill "$pid"; wait "$pid" 2>/dev/null || true
if grep -q "Traceback" "$log"; then cat "$log"; fail "the game printed a traceback"; fi
# A part left out of the build is not always a crash: the game says so and goes on (no
# second-start doorbell without QtNetwork, silence without miniaudio's cffi backend).
if grep -Eq "No module named|cannot open shared object file" "$log"; then
  cat "$log"; fail "the game misses a part of itself"
fi
data="$XDG_DATA_HOME/Gin Desktop"  # named once (storage/data_home.py)
[ -f "$data/gin-desktop.log" ] || fail "no log file in the application's local data folder"
[ -f "$data/match-in-progress.ginmatch" ] || fail "no match was dealt and kept"
echo "ran $seconds s offscreen: still running, its computer's worker too, no traceback; output:"
sed 's/^/  | /' "$log"

"$HOME/.local/lib/gin-desktop/uninstall.sh" >/dev/null
for file in "${installed[@]}"; do [ ! -e "$file" ] || fail "left after uninstall: $file"; done
[ ! -e "$HOME/.local/lib/gin-desktop" ] || fail "the app's folder is left after uninstall"
echo "installed, ran and uninstalled: ok"
