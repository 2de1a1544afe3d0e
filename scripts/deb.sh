#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make deb: the Debian packages debian/ describes, built by
# dpkg-buildpackage (debhelper) in build-deb/, and the .deb, .buildinfo
# and .changes files in build/deb/. As root on Debian it first installs
# what the build needs (dpkg-dev, and debian/control's Build-Depends);
# as another user it says what is missing.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
v=$(cat VERSION)
cv=$(dpkg-parsechangelog -S Version 2>/dev/null || sed -n '1s/^shmap (\([^)]*\)).*/\1/p' debian/changelog)
[ "$cv" = "$v" ] || {
    echo "deb: debian/changelog's version is $cv, VERSION says $v: add a changelog entry (dch -v $v)" >&2
    exit 1
}
root() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
if ! command -v dpkg-buildpackage >/dev/null || ! command -v dpkg-checkbuilddeps >/dev/null; then
    root || { echo "deb: dpkg-dev is not installed (apt-get install dpkg-dev)" >&2; exit 1; }
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends dpkg-dev; } >/dev/null || {
        echo "deb: dpkg-dev is not installed and apt-get could not install it" >&2
        exit 1
    }
fi
# What debian/control's Build-Depends lacks here, as package names
# (debhelper-compat is debhelper's virtual package).
missing=$(dpkg-checkbuilddeps 2>&1 | sed -n 's/.*Unmet build dependencies: //p' |
    sed 's/([^)]*)//g; s/\bdebhelper-compat\b/debhelper/g')
if [ -n "$missing" ]; then
    # shellcheck disable=SC2086 # a list of package names
    root || { echo "deb: missing build dependencies: apt-get install $missing" >&2; exit 1; }
    echo "deb: installing $missing"
    # shellcheck disable=SC2086
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing; } >/dev/null || {
        echo "deb: missing build dependencies apt-get could not install: $missing" >&2
        exit 1
    }
fi
out=$PWD/build/deb
rm -rf "$out"
mkdir -p "$out"
arch=$(dpkg --print-architecture)
# debian/rules puts the packages in SHMAP_DEB_DIR (default .., as Debian's
# tools expect); the .buildinfo and .changes go beside them.
SHMAP_DEB_DIR=$out dpkg-buildpackage -us -uc -b \
    --buildinfo-option=-u"$out" --buildinfo-file="$out/shmap_${v}_$arch.buildinfo" \
    --changes-option=-u"$out" --changes-file="$out/shmap_${v}_$arch.changes"
# The packaging's own leftovers (debian/tmp, debian/<package>/, build-deb/).
debian/rules clean >/dev/null
ls "$out"
