#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Before/after from one run: scripts/bench-ab.sh BASE [--reps N] [--quick]
# [--np N] [PROG...]. BASE is another shmap build tree (e.g. a worktree of
# the previous commit: git worktree add ../base HEAD~1 && make -C ../base
# bench-build, then BASE=../base/build). Each program runs with BASE's
# oshrun and programs and with this tree's, alternating which goes first,
# N times (default 3); the table gives, per row and column of the
# programs' BENCH_TSV output, the median of each and new/base. Every
# program also measures its raw floor in the same launch, so the x columns
# compare like with like when the machine changes speed between launches.
set -u
cd "$(dirname "$0")/.."
base=${1:?usage: scripts/bench-ab.sh BASE_BUILD [--reps N] [--quick] [--np N] [PROG...]}
shift
reps=3 quick="" np=2 progs=()
while [ $# -gt 0 ]; do
    case $1 in
    --reps) reps=$2; shift ;;
    --quick) quick=--quick ;;
    --np) np=$2; shift ;;
    *) progs+=("$1") ;;
    esac
    shift
done
[ ${#progs[@]} -gt 0 ] || progs=(put_lat msg_rate amo_lat coll_lat)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for p in "${progs[@]}"; do
    for b in "$base" build; do
        [ -x "$b/bench/$p" ] || { echo "bench-ab: $b/bench/$p is missing (make bench-build there)" >&2; exit 1; }
    done
done
for r in $(seq 1 "$reps"); do
    for p in "${progs[@]}"; do
        order="base new"
        [ $((r % 2)) = 0 ] && order="new base"
        for which in $order; do
            b=build; [ $which = base ] && b=$base
            BENCH_TSV=1 timeout 300 "$b/bin/oshrun" -np "$np" "$b/bench/$p" $quick \
                >"$out/$p.$which.$r" 2>/dev/null || echo "bench-ab: $which $p run $r failed" >&2
        done
    done
done
# key: the leading fields of a row up to the first one with a decimal point.
for p in "${progs[@]}"; do
    echo "== $p, $np PEs: median of $reps runs each, base = $base"
    awk -F'\t' -v reps="$reps" '
        function med(a, n,   i, j, t) {
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
            return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
        }
        FNR == 1 { which = FILENAME ~ /\.base\./ ? "base" : "new" }
        /^#/ { next }
        function isheader(   i) { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9.eE+-]+$/ && $i ~ /[0-9]/) return 0; return 1 }
        isheader() { for (i = 1; i <= NF; i++) head[i] = $i; ncol = NF; next }
        {
            k = 0; key = ""
            for (i = 1; i <= NF && $i !~ /\./; i++) key = key (i > 1 ? " " : "") $i
            k = i
            if (!(key in seen)) { seen[key] = 1; order[++nkeys] = key; first[key] = k }
            for (i = k; i <= NF; i++) if ($i ~ /^[0-9.eE+-]+$/) { c = ++cnt[which, key, i]; v[which, key, i, c] = $i + 0 }
        }
        END {
            for (q = 1; q <= nkeys; q++) {
                key = order[q]; line = sprintf("  %-22s", key)
                for (i = first[key]; i <= ncol; i++) {
                    nb = cnt["base", key, i]; nn = cnt["new", key, i]
                    if (!nb || !nn) continue
                    for (j = 1; j <= nb; j++) A[j] = v["base", key, i, j]
                    mb = med(A, nb)
                    for (j = 1; j <= nn; j++) A[j] = v["new", key, i, j]
                    mn = med(A, nn)
                    line = line sprintf("  %s %.4g->%.4g (%.2f)", head[i], mb, mn, mb ? mn / mb : 0)
                }
                print line
            }
        }' "$out/$p".base.* "$out/$p".new.*
done
