#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The benchmark comparison's set-up step: install what `make bench` compares
# shmap with (Debian's Open MPI 4.1.4 OpenSHMEM) and plots with (gnuplot).
# As root on Debian: apt-get installs whatever is missing. Otherwise, or when
# apt-get fails: a warning naming what is missing, and exit 0 all the same,
# so that the shmap-only part of scripts/bench.sh still runs.
#
#   openmpi-bin     /usr/bin/oshrun (and mpirun, orted)
#   libopenmpi-dev  /usr/bin/oshcc, shmem.h and liboshmem
#   gnuplot-nox     the PNG plots (gnuplot, any flavour, will do)
set -u

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
for p in openmpi-bin libopenmpi-dev; do
    installed "$p" || missing+=("$p")
done
# Any gnuplot package (gnuplot-nox, gnuplot-qt, gnuplot-x11) will do.
if ! command -v gnuplot >/dev/null 2>&1; then
    missing+=(gnuplot-nox)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "bench-setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    if apt-get update -qq >/dev/null &&
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
        exit 0
    fi
    # One at a time: an unavailable gnuplot must not cost us Open MPI.
    still=()
    for p in "${missing[@]}"; do
        apt-get install -y -qq --no-install-recommends "$p" >/dev/null 2>&1 ||
            still+=("$p")
    done
    [ ${#still[@]} -eq 0 ] && exit 0
    missing=("${still[@]}")
    echo "bench-setup: WARNING: apt-get could not install: ${missing[*]}" >&2
else
    echo "bench-setup: WARNING: missing Debian packages: ${missing[*]}" >&2
    echo "bench-setup:   install them with: sudo apt-get install ${missing[*]}" >&2
fi
echo "bench-setup:   the benchmarks still run; the Open MPI column and/or the" \
     "plots will say n/a" >&2
exit 0
