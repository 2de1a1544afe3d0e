#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The build's set-up step: install the Debian packages shmap needs when
# running as root on Debian, otherwise say exactly what is missing.
set -u
pkgs=(gcc g++ make binutils gfortran libhwloc-dev libcmocka-dev groff-base procps pkg-config)
# Optional: valgrind for the race check (tests/sh/helgrind.sh) and Open MPI
# for the LD_PRELOAD ABI matrix (tests/sh/preload_ompi.sh
# says SKIP without it) and, later, the MPI transport; clang with its
# runtime libraries (libclang-rt-dev: libFuzzer and the sanitizers, only
# recommended by clang) for the fuzz harnesses (make fuzz, tests/sh/fuzz.sh);
# debhelper, lintian and man-db for make deb and its test (tests/sh/deb.sh);
# environment-modules and lua for the modulefile test (tests/sh/modulefile.sh);
# cmake for the installed CMake package's test (tests/sh/cmake.sh);
# slurm-wlm (with its PMIx plugin) and munge for the one-node cluster that
# runs srun's jobs (tests/sh/slurm.sh); libpmix-dev for shmap's PMIx
# client, which joins them.
optional=(openmpi-bin libopenmpi-dev libucx-dev libpmix-dev valgrind clang libclang-rt-dev dpkg-dev debhelper lintian man-db environment-modules lua5.4 cmake slurm-wlm munge)
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=() opt_missing=()
for p in "${pkgs[@]}"; do installed "$p" || missing+=("$p"); done
for p in "${optional[@]}"; do installed "$p" || opt_missing+=("$p"); done
if [ ${#missing[@]} -eq 0 ] && [ ${#opt_missing[@]} -gt 0 ] && [ "$(id -u)" = 0 ] &&
    command -v apt-get >/dev/null; then
    echo "setup: installing optional ${opt_missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${opt_missing[@]}"; } >/dev/null 2>&1 ||
        echo "setup: could not install optional ${opt_missing[*]}; their tests will SKIP" >&2
    exit 0
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null &&
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || {
        echo "setup: apt-get could not install: ${missing[*]}" >&2
        exit 1
    }
    if [ ${#opt_missing[@]} -gt 0 ]; then
        echo "setup: installing optional ${opt_missing[*]}"
        apt-get install -y -qq --no-install-recommends "${opt_missing[@]}" >/dev/null 2>&1 ||
            echo "setup: could not install optional ${opt_missing[*]}; their tests will SKIP" >&2
    fi
    exit 0
fi
echo "setup: missing Debian packages: ${missing[*]}" >&2
echo "setup: install them with: sudo apt-get install ${missing[*]}" >&2
exit 1
