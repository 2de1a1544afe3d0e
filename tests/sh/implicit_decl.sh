#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Every C test program is built with -Werror=implicit-function-declaration
# (the Makefile's test rules, as make would run them, and the verification
# suite's runner), so that a routine the header fails to declare breaks
# the build instead of linking through an implicit declaration.
source "$(dirname "$0")/common.bash"
flag=-Werror=implicit-function-declaration

# make -n -B prints every command without running one; a test program's
# names its output under build/tests/ or build/fuzz/ (Fortran programs,
# built by oshfort, are not C).
make -s -n -B tests fuzz-build >"$tmp/cmds" 2>"$tmp/err" ||
    { fail "make -n tests fuzz-build:"; head -5 "$tmp/err"; }
sed -e ':a' -e '/\\$/N; s/\\\n//; ta' "$tmp/cmds" | # one line a command
    grep -E -- '-o build/(tests|fuzz)/' | grep -v oshfort >"$tmp/c"
n=$(grep -c '' "$tmp/c")
[ "$n" -ge 30 ] || fail "make -n lists only $n C test programs"
missing=$(grep -v -- "$flag" "$tmp/c" | grep -oE -- '-o build/[^ ]+' | sort -u)
[ -z "$missing" ] && ok "the Makefile builds $n C test programs with $flag" ||
    fail "the Makefile builds these without $flag:"$'\n'"$missing"

# The verification suite's runner, with a compiler that records its
# arguments and a launcher that does nothing.
printf '#!/bin/sh\necho "$@" >>"%s/args"\n' "$tmp" >"$tmp/cc"
chmod +x "$tmp/cc"
CC=$tmp/cc LAUNCHER=true NPES=1 SMA_BUILD=$tmp/sma \
    bash tests/cray-verification/sma1/sma1_run cray_nb >/dev/null 2>&1
if [ ! -s "$tmp/args" ]; then
    fail "sma1_run did not compile cray_nb"
elif grep -q -- "$flag" "$tmp/args"; then
    ok "the verification suite compiles C with $flag"
else
    fail "sma1_run compiles without $flag: $(cat "$tmp/args")"
fi
finish
