#!/bin/sh
# Install Gin Desktop for this user, no administrator needed: the app in
# ~/.local/lib/gin-desktop, the command ~/.local/bin/gin-desktop, the icon in every size
# and the desktop entry, so that the game is in the desktop's menu (under Games).
# Run it from the unpacked tarball: ./install.sh   Undo: ~/.local/lib/gin-desktop/uninstall.sh
set -eu

APP_ID=io.github.gindesktop.GinDesktop
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app_dir=$HOME/.local/lib/gin-desktop
command=$HOME/.local/bin/gin-desktop

if [ ! -x "$here/gin-desktop/gin-desktop" ]; then
  echo "install.sh: run it from the unpacked Gin Desktop folder (gin-desktop/ is missing)" >&2
  exit 1
fi
case $app_dir in
  *[\"\`\$\\]*)
    echo "install.sh: a home folder whose path has \" \` \$ or \\ is not supported: $HOME" >&2
    exit 1 ;;
esac

# The app: replaced whole, so that no file of an older version is left.
rm -rf "$app_dir"
mkdir -p "$app_dir" "$(dirname "$command")"
cp -R "$here/gin-desktop/." "$app_dir/"
cp "$here/uninstall.sh" "$app_dir/uninstall.sh"
chmod 755 "$app_dir/uninstall.sh"
ln -sfn "$app_dir/gin-desktop" "$command"

# The icon, in the sizes of the hicolor theme, and the scalable drawing.
(cd "$here/share/icons" && find hicolor -type f -name "$APP_ID.*") | while read -r icon; do
  mkdir -p "$data/icons/$(dirname "$icon")"
  cp "$here/share/icons/$icon" "$data/icons/$icon"
done

# The desktop entry, starting the app where it now is (a % in a path is written %%).
mkdir -p "$data/applications" "$data/metainfo"
exec_path=$(printf '%s' "$app_dir/gin-desktop" | sed 's/%/%%/g')
sed -e "s|^Exec=.*|Exec=\"$exec_path\"|" -e "s|^TryExec=.*|TryExec=$app_dir/gin-desktop|" \
  "$here/share/applications/$APP_ID.desktop" > "$data/applications/$APP_ID.desktop"
cp "$here/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"

# Tell the menu and the icon theme, where the tools for it exist (the menu finds new
# entries by itself on most desktops).
touch "$data/icons/hicolor"
command -v update-desktop-database >/dev/null 2>&1 \
  && update-desktop-database -q "$data/applications" 2>/dev/null || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ] \
  && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true

echo "Gin Desktop is installed: find it in the menu under Games, or run $command"
case ":$PATH:" in
  *":$HOME/.local/bin:"*) ;;
  *) echo "($HOME/.local/bin is not on your PATH: the menu entry works all the same)" ;;
esac
echo "To remove it: $app_dir/uninstall.sh"
