#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The verification suite (tests/cray-verification/cray_run: sma1, sma2,
# smaf at their tlists' PE counts, then the coverage check), as one entry
# of make check; `make check-cray` runs it alone.
source "$(dirname "$0")/common.bash"
out=$(bash tests/cray-verification/cray_run 2>&1)
rc=$?
grep -E '^(FAIL|SKIP)|^     \|' <<<"$out" | head -60
last=$(tail -n 1 <<<"$out")
[ $rc = 0 ] && ok "cray_run: $last" || fail "cray_run: exit $rc: $last"
finish
