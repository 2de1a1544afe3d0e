#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# OpenSHMEM 1.6's nested and repeated initialization where the runner's
# oshrun runs do not reach: the API tests of it as singletons (no
# launcher), and SHMEM_STATS reporting each series on its own (a report
# at each series' last finalize; running totals would count the first
# series again). The MPI transport's side: mpi_multinit.sh.
source "$(dirname "$0")/common.bash"

for prog in shmem_init_multi start_pes_multi; do
    out=$(timeout -k 2 60 $B/tests/api/$prog 2>&1); rc=$?
    [ $rc = 0 ] && ok "$prog as a singleton" ||
        { fail "$prog as a singleton: exit $rc"; head -8 <<<"$out"; }
done

# shmem_init_multi: four series; the first three do the same calls, so
# each of their reports counts the same quiets.
out=$(SHMEM_STATS=1 timeout -k 2 60 $R -np 2 $B/tests/api/shmem_init_multi 2>&1); rc=$?
q=$(awk '$1 == "shmap-stats" && $2 == "PE" && $3 == 0 && $4 == "quiet" { printf "%s ", $5 }' <<<"$out")
read -r q1 q2 q3 q4 rest <<<"$q"
if [ $rc = 0 ] && [ -n "${q4:-}" ] && [ -z "${rest:-}" ] && [ "$q1" = "$q2" ] && [ "$q2" = "$q3" ] && [ "$q1" -gt 0 ]; then
    ok "SHMEM_STATS: one report a series, each its own (quiets: $q)"
else
    fail "SHMEM_STATS over four series: exit $rc, PE 0's quiets per report: ${q:-none}"
fi
finish
