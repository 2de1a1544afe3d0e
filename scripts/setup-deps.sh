#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The build's set-up step: install the Debian packages shmap needs when
# running as root on Debian, otherwise say exactly what is missing.
set -u
pkgs=(gcc g++ make binutils gfortran libhwloc-dev libcmocka-dev groff-base procps pkg-config)
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null &&
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null &&
        exit 0
    echo "setup: apt-get could not install: ${missing[*]}" >&2
    exit 1
fi
echo "setup: missing Debian packages: ${missing[*]}" >&2
echo "setup: install them with: sudo apt-get install ${missing[*]}" >&2
exit 1
