#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# C++ programs build with oshCC against both header paths and run.
source "$(dirname "$0")/common.bash"
command -v c++ >/dev/null || { echo "SKIP: no C++ compiler"; exit 77; }
build/bin/oshCC -O2 -Wall -Wextra -Werror tests/aux/cxx_prog.cc -o "$tmp/cxx" ||
    { fail "oshCC could not build tests/aux/cxx_prog.cc"; exit 1; }
for n in 1 2 4; do
    timeout 30 "$R" -np $n "$tmp/cxx" && ok "C++ program np=$n" || fail "C++ program np=$n"
done
finish
