#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# C++ programs build with oshCC against both header paths and run.
set -u
command -v c++ >/dev/null || { echo "no C++ compiler"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fails=0
build/bin/oshCC -O2 -Wall -Wextra -Werror tests/aux/cxx_prog.cc -o "$out/cxx" ||
    { echo "FAIL: oshCC could not build tests/aux/cxx_prog.cc"; exit 1; }
for n in 1 2 4; do
    if timeout 30 build/bin/oshrun -np $n "$out/cxx"; then echo "ok   C++ program np=$n"
    else echo "FAIL: C++ program np=$n"; fails=$((fails + 1)); fi
done
exit $((fails > 0))
