#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The libFuzzer harnesses (tests/fuzz/), briefly: built with clang (or
# reused from build/fuzz), every regression input of tests/fuzz/regress/
# replayed, then each harness fuzzed for SHMAP_FUZZ_SECONDS (default 10;
# the two side by side) from the committed corpus. Fails on any crash,
# leak, undefined behaviour or failed check. `make fuzz` runs longer.
# Without clang's libFuzzer: SKIP (exit 77).
# shmap-test: serial: tests/run.sh runs it alone, as its two fuzzers keep
# both CPUs busy for a fixed time.
cd "$(dirname "$0")/../.." || exit 1
source tests/sh/common.bash
bash tests/fuzz/run.sh "${SHMAP_FUZZ_SECONDS:-10}"
rc=$?
[ $rc = 77 ] && exit 77 # run.sh's SKIP line is the last
[ $rc = 0 ] && ok "tests/fuzz/run.sh" || fail "tests/fuzz/run.sh: exit $rc"
finish
