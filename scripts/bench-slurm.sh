#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Jobs started by Slurm against oshrun's, same run (issue #32), on a
# one-node cluster this script starts (tests/sh/slurm_cluster.bash):
#   oshrun      oshrun -np N (the mapped path, oshrun's own start-up)
#   srun-pmix   srun --mpi=pmix -n N: shmap's PMIx join (mapped the same)
#   srun-mpi    the same with SHMAP_PMIX=0: Open MPI joins the job and
#               maps the node's PEs (the way before the PMIx join)
# bench/paths at 2 PEs (put and get latency, putmem+quiet bandwidth,
# fetch_add, barrier_all) and bench/coll_lat's barrier_all at 8 PEs, and
# start-up: the wall time of launching bench/startup (init, barrier,
# finalize) at 2, 8 and 64 PEs, beside srun -n N true (Slurm's own cost
# for a step) and oshrun's floor. The ways are interleaved, each repeated
# (--reps, default 5); medians. Ratios are against oshrun.
#
#   scripts/bench-slurm.sh [--reps N] [--quick]
set -u
cd "$(dirname "$0")/.."
REPS=5 QUICK=0
while [ $# -gt 0 ]; do
    case $1 in
    --reps) REPS=$2; shift ;;
    --quick) QUICK=1; REPS=2 ;;
    -h | --help) sed -n '3,18p' "$0"; exit 0 ;;
    *) echo "bench-slurm.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
B=build
for p in $B/bench/paths $B/bench/coll_lat $B/bench/startup $B/lib/libsma_pmix.so; do
    [ -e $p ] || { echo "SKIP: $p is not built (make bench-build; libpmix-dev)"; exit 0; }
done
# slurm_cluster.bash wants common.bash's helpers ($tmp, wait_until, ok)
source tests/sh/common.bash
export SLURM_TEST_CPUS=64
source tests/sh/slurm_cluster.bash
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
R=$B/bin/oshrun
S=$tmp/samples
: >$S

launch() { # WAY NPES PROG ARGS...
    local way=$1 n=$2
    shift 2
    case $way in
    oshrun) timeout 300 $R -np $n --oversubscribe "$@" ;;
    srun-pmix) timeout 300 srun -t 5 --mpi=pmix -n $n "$@" ;;
    srun-mpi) SHMAP_PMIX=0 timeout 300 srun -t 5 --mpi=pmix -n $n "$@" ;;
    srun-true) timeout 300 srun -t 5 -n $n true ;;
    esac
}
ways="oshrun srun-pmix srun-mpi"
counts="2 8 64"
[ $QUICK = 1 ] && counts="2 8"
for r in $(seq $REPS); do
    for w in $ways; do
        o=$(launch $w 2 $B/bench/paths --quick 2>&1)
        awk -v w=$w '$1=="8"{print w, "put_8B_us", $2; print w, "get_8B_us", $3}
            $1=="4096"{print w, "bw_4K_MBs", $4}
            $1=="fetch_add"{print w, "fetch_add_us", $2}
            $1=="barrier_all"{print w, "barrier_all_2_us", $2}' <<<"$o" >>$S
        o=$(launch $w 8 $B/bench/coll_lat --quick 2>&1)
        awk -v w=$w '$1=="barrier_all"{print w, "barrier_all_8_us", $4}' <<<"$o" >>$S
    done
    for n in $counts; do
        for w in $ways srun-true; do
            t0=$(date +%s%N)
            launch $w $n $B/bench/startup >/dev/null 2>&1 || echo "bench-slurm: $w -np $n failed" >&2
            echo "$w startup_${n}_s $(awk -v d=$(($(date +%s%N) - t0)) 'BEGIN{printf "%.3f", d/1e9}')" >>$S
        done
    done
done
echo "bench-slurm: $REPS launches a way, interleaved; medians (x: / oshrun)"
awk -v ways="$ways srun-true" '
    { v[$1 SUBSEP $2] = v[$1 SUBSEP $2] " " $3; if (!($2 in seen)) { seen[$2] = 1; rows[++nr] = $2 } }
    function median(s,   a, n, i, j, t) {
        n = split(s, a, " ")
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
        return n == 0 ? "" : (n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2)
    }
    END {
        nw = split(ways, w, " ")
        printf "%-18s", "row"; for (i = 1; i <= nw; i++) printf " %12s", w[i]; printf "   %s\n", "x pmix  x mpi"
        for (r = 1; r <= nr; r++) {
            printf "%-18s", rows[r]
            for (i = 1; i <= nw; i++) { m[i] = median(v[w[i] SUBSEP rows[r]]); printf " %12s", m[i] }
            if (m[1] > 0) printf "   %6.2f %6.2f", m[2] / m[1], m[3] / m[1]
            printf "\n"
        }
    }' $S
