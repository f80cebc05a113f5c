#!/bin/sh
# Remove what install.sh put in ~/.local: the app, the command, the icon and the desktop
# entry. The player's matches, statistics and settings are kept (Qt's data and config
# folders for "Gin Desktop"): delete those by hand to forget them too.
set -eu

APP_ID=io.github.gindesktop.GinDesktop
data=${XDG_DATA_HOME:-$HOME/.local/share}
app_dir=$HOME/.local/lib/gin-desktop
command=$HOME/.local/bin/gin-desktop

# The command only if it is ours (a link into the app's folder).
if [ -L "$command" ] && [ "$(readlink "$command")" = "$app_dir/gin-desktop" ]; then
  rm -f "$command"
fi
rm -f "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml"
if [ -d "$data/icons/hicolor" ]; then
  find "$data/icons/hicolor" -path "*/apps/$APP_ID.*" -type f -exec rm -f {} +
  touch "$data/icons/hicolor"
fi
command -v update-desktop-database >/dev/null 2>&1 \
  && update-desktop-database -q "$data/applications" 2>/dev/null || true
rm -rf "$app_dir"  # last: this script may be in it

echo "Gin Desktop is removed. Your matches, statistics and settings are kept in"
echo "  ${XDG_DATA_HOME:-$HOME/.local/share}/Gin Desktop and ${XDG_CONFIG_HOME:-$HOME/.config}/Gin Desktop"
