#!/bin/sh
# Installs what GPU Kitchen needs on Debian bookworm (run as root). Safe to run again.
# --no-install-recommends: every package the build needs is named, including libqt6opengl6-dev
# (Qt6Charts finds Qt6OpenGL; qt6-base-dev only recommends it).
set -e
PKGS="cmake ninja-build g++ clang qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools \
qt6-translations-l10n catch2 fonts-noto-cjk xvfb xauth python3-yaml \
desktop-file-utils appstream shared-mime-info xdg-utils libfile-mimeinfo-perl at-spi2-core dbus-daemon"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "installing:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
