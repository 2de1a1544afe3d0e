# SPDX-License-Identifier: BSD-3-Clause
# What shell tests share (sourced, not run: tests/run.sh runs only *.sh):
# the launcher, pass/fail counting, a temporary directory removed at exit,
# and building a test program from tests/aux.
set -u
R=build/bin/oshrun
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
oks=0
ok() { echo "ok   $*"; oks=$((oks + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# build_aux NAME: tests/aux/NAME.c into $tmp/prog, as a user would build it
build_aux() {
    build/bin/oshcc -O2 -Werror=implicit-function-declaration -o "$tmp/prog" "tests/aux/$1.c" || { fail "cannot build $1"; exit 1; }
}
