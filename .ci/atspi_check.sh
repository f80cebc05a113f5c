#!/usr/bin/env bash
# The game read and played through assistive technology alone: Xvfb, a D-Bus session with
# AT-SPI, the game started as a player starts it (a fresh home: the welcome first), and
# .ci/atspi_play.py, which knows the window only through the AT-SPI tree, playing one
# hand against the computer and reading its result. Needs the packages .ci/run installs
# (xvfb, at-spi2-core, python3-pyatspi, dbus-x11, Qt's xcb libraries) and a synced .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/run" && chmod 700 "$home/run"
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export XDG_RUNTIME_DIR="$home/run" XDG_CACHE_HOME="$home/cache"
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb
unset QT_ACCESSIBILITY_BUS 2>/dev/null || true
number=$((RANDOM % 500 + 200))
export DISPLAY=":$number"
Xvfb "$DISPLAY" -screen 0 1366x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$home"' EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$number" ] && break; sleep 0.1; done
dbus-run-session -- bash -c '
  # The accessibility bus: started now (D-Bus would also start it when first asked for).
  for launcher in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    if [ -x "$launcher" ]; then "$launcher" --launch-immediately >/dev/null 2>&1 & break; fi
  done
  sleep 1
  "$0/.venv/bin/python" -m gin_desktop >"$HOME/game.log" 2>&1 &
  game=$!
  code=0
  /usr/bin/python3 "$0/.ci/atspi_play.py" || code=$?
  kill "$game" 2>/dev/null || true
  wait "$game" 2>/dev/null || true
  if [ "$code" -ne 0 ]; then echo "--- the game said:"; tail -n 30 "$HOME/game.log"; fi
  exit "$code"
' "$root" 2>&1 | grep -v "dbus-daemon\|GetApplicationBusAddress\|SpiRegistry daemon"
exit "${PIPESTATUS[0]}"
