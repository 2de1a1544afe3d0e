#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Binding against no binding, same run (#16): 8-byte put latency (put_lat)
# and barrier_all (coll_lat) at 2 PEs, launched interleaved and rotated:
#   shmap-bound    oshrun's default (one PE a core; hwloc placement)
#   shmap-unbound  oshrun --bind-to none
#   ompi-core      Debian's Open MPI OpenSHMEM, oshrun --bind-to core
#   ompi-none      Open MPI, oshrun --bind-to none
# Prints medians of the launches and each against shmap-bound; writes
# build/bench-results/bind/ (raw outputs, samples.tsv).
#
#   scripts/bench-bind.sh [--quick] [--reps N]
set -u
cd "$(dirname "$0")/.."
QUICK=0 REPS=5
while [ $# -gt 0 ]; do
    case $1 in
    --quick) QUICK=1; REPS=2 ;;
    --reps) REPS=$2; shift ;;
    -h | --help) sed -n '3,12p' "$0"; exit 0 ;;
    *) echo "bench-bind.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
B=build OB=build/bench-ompi OUT=build/bench-results/bind
for p in put_lat coll_lat; do
    [ -x $B/bench/$p ] || { echo "bench-bind.sh: no $B/bench/$p (make bench-build)" >&2; exit 2; }
done
rm -rf "$OUT" && mkdir -p "$OUT/raw"
Q=(); [ $QUICK = 1 ] && Q=(--quick)
CONFIGS="shmap-bound shmap-unbound"
OSHRUN=/usr/bin/oshrun
if [ -x /usr/bin/oshcc ] && /usr/bin/oshcc --showme >/dev/null 2>&1; then
    mkdir -p $OB
    for p in put_lat coll_lat; do
        [ -x $OB/$p ] || /usr/bin/oshcc -O2 -Ibench bench/$p.c bench/harness.c -o $OB/$p -lm ||
            { echo "bench-bind.sh: $p does not build against Open MPI" >&2; exit 2; }
    done
    CONFIGS="$CONFIGS ompi-core ompi-none"
else
    echo "bench-bind.sh: SKIP Open MPI columns: no Open MPI oshcc (apt-get install openmpi-bin libopenmpi-dev)"
fi
OMPI_ENV=(OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "OMPI_MCA_osc=^rdma"
          OMPI_MCA_btl_base_warn_component_unused=0)

run() { # config prog: one launch, BENCH_TSV output on stdout
    case $1 in
    shmap-bound) BENCH_TSV=1 timeout -k 5 120 $B/bin/oshrun --report-bindings -np 2 $B/bench/$2 "${Q[@]}" ;;
    shmap-unbound) BENCH_TSV=1 timeout -k 5 120 $B/bin/oshrun --report-bindings --bind-to none -np 2 $B/bench/$2 "${Q[@]}" ;;
    ompi-core) env "${OMPI_ENV[@]}" BENCH_TSV=1 timeout -k 5 120 $OSHRUN --report-bindings --bind-to core -x BENCH_TSV -np 2 "$PWD/$OB/$2" "${Q[@]}" ;;
    ompi-none) env "${OMPI_ENV[@]}" BENCH_TSV=1 timeout -k 5 120 $OSHRUN --report-bindings --bind-to none -x BENCH_TSV -np 2 "$PWD/$OB/$2" "${Q[@]}" ;;
    esac
}

: >"$OUT/samples.tsv"
set -- $CONFIGS
n=$#
for ((rep = 1; rep <= REPS; rep++)); do
    echo "== repetition $rep of $REPS"
    cfgs=("$@")
    for ((i = 0; i < n; i++)); do # rotated: each launches first in turn
        c=${cfgs[$(((i + rep) % n))]}
        for p in put_lat coll_lat; do
            f=$OUT/raw/$c.$p.$rep
            if ! run "$c" "$p" >"$f" 2>&1; then
                echo "  $c $p: failed (exit $?), see $f"
                continue
            fi
            if [ $p = put_lat ]; then
                v=$(awk -F'\t' '$1 == "8" {print $5; exit}' "$f")
            else
                v=$(awk -F'\t' '$1 == "barrier_all" {print $4; exit}' "$f")
            fi
            [ -n "$v" ] && printf '%s\t%s\t%s\n' "$c" "$p" "$v" >>"$OUT/samples.tsv"
        done
    done
done
# Show that the bindings were what each column says (the first launch's).
echo "== bindings (first launch of each)"
for c in $CONFIGS; do
    grep -i -m2 "bound\|binding\|not bound" "$OUT/raw/$c.put_lat.1" 2>/dev/null | sed "s/^/  $c: /"
done
echo
echo "2 PEs, medians of $REPS launches (µs; x = against shmap-bound, > 1 slower):"
awk -F'\t' -v cfgs="$CONFIGS" '
    { v[$1 "|" $2] = v[$1 "|" $2] " " $3 }
    function med(s,   a, n, i, j, t) {
        n = split(s, a, " ")
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
        return n ? (n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2) : ""
    }
    END {
        printf "%-14s %12s %8s %14s %8s\n", "config", "put 8 B", "x", "barrier_all", "x"
        split(cfgs, c, " ")
        pb = med(v["shmap-bound|put_lat"]); bb = med(v["shmap-bound|coll_lat"])
        for (i = 1; i in c; i++) {
            p = med(v[c[i] "|put_lat"]); b = med(v[c[i] "|coll_lat"])
            printf "%-14s %12s %8s %14s %8s\n", c[i], p == "" ? "n/a" : sprintf("%.3f", p),
                p == "" || pb == "" ? "-" : sprintf("%.2f", p / pb),
                b == "" ? "n/a" : sprintf("%.3f", b), b == "" || bb == "" ? "-" : sprintf("%.2f", b / bb)
        }
    }' "$OUT/samples.tsv" | tee "$OUT/table.txt"
