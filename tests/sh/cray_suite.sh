#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The verification suite (tests/cray-verification/cray_run: sma1, sma2,
# smaf at their tlists' PE counts, then the coverage check), as one entry
# of make check; `make check-cray` runs it alone.
set -u
out=$(bash tests/cray-verification/cray_run 2>&1)
rc=$?
grep -E '^(FAIL|SKIP)|^     \|' <<<"$out" | head -60
tail -n 1 <<<"$out"
exit $rc
