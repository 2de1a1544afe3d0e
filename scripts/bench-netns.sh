#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# shmap's transports between two real "nodes", against Open MPI's
# OpenSHMEM on the same two: two network namespaces joined by a veth pair
# (tests/sh/netns.bash, root only), mpirun with a launch agent for ssh,
# bench/paths and bench/net_floor (the same latencies as plain means, and
# over TCP's own round trip between the same two processes, measured in
# windows alternated with them) with one PE in each namespace, and
# bench/busy_target with
# PE 0 alone on the first and 3 PEs on the second (twice: the nodes
# sharing all CPUs, then each on a CPU of its own), launched interleaved
# (rotated) in three ways, each repeated, medians:
#   shmap-mpi  SHMAP_TRANSPORT=mpi: MPI-3 windows, ob1 over btl tcp, osc
#              pt2pt (MPI_THREAD_SINGLE, as the programs call shmem_init)
#   shmap-ucx  SHMAP_TRANSPORT=ucx: shmap's UCX transport (UCX_TLS=tcp,self
#              on the veth pair); MPI, which starts the job and carries
#              the barrier among nodes, with Open MPI's own flags below
#              (pml and osc ucx): both ways launched alike. With ob1 over
#              TCP instead, MPI's barrier costs about 0.5 us more
#              (barrier_all 5.4-5.7 against 4.7-5.1 us)
#   ompi       Open MPI's OpenSHMEM (spml ucx, UCX_TLS=tcp,self on the veth
#              pair: UCX sees one boot id in both namespaces and would
#              otherwise use shared memory between them)
# Neither side can map the other's memory and everything crosses TCP, so
# this is the equal comparison. Each launch's bytes on the veth pair are
# recorded (the job's traffic must cross it). Prints the table, the ratios
# to the goal (<= 1.0) and why a configuration could not run; writes
# build/bench-results/netns/. The namespaces are removed on every exit,
# ctrl-C included. Exits 77 with a SKIP line where namespaces cannot be had.
# --baseline DIR adds a fourth way, base-ucx: another shmap build tree's
# programs (DIR/bench, the previous commit's say) over UCX, in the same
# rotation, and a ucx/base column: before/after from one run.
#
#   scripts/bench-netns.sh [--quick] [--reps N] [--baseline DIR]
set -u
cd "$(dirname "$0")/.." || exit 2
QUICK=0 REPS=5 BASE=
while [ $# -gt 0 ]; do
    case $1 in
    --quick) QUICK=1; REPS=2 ;;
    --reps) REPS=$2; shift ;;
    --baseline) BASE=$2; shift ;;
    -h | --help) sed -n '3,34p' "$0"; exit 0 ;;
    *) echo "bench-netns.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
B=build OUT=build/bench-results/netns
[ -x $B/bench/paths ] || { echo "bench-netns.sh: no $B/bench/paths (make bench-build)" >&2; exit 2; }
# tests/sh's helpers: $tmp (removed at exit), netns_up/_down, mpirun_2nodes
. tests/sh/common.bash
. tests/sh/netns.bash
[ -f $B/lib/libsma_mpi.so ] || netns_skip "no $B/lib/libsma_mpi.so (built where mpicc exists)"
rm -rf "$OUT" && mkdir -p "$OUT/raw"
netns_up # traps EXIT, HUP, INT and TERM: netns_down, rm -rf $tmp

[ -f $B/lib/libsma_ucx.so ] || netns_skip "no $B/lib/libsma_ucx.so (UCX's headers: libucx-dev)"
cfgs=(shmap-mpi shmap-ucx)
if [ -n "$BASE" ]; then
    [ -x "$BASE/bench/paths" ] && [ -x "$BASE/bench/busy_target" ] ||
        { echo "bench-netns.sh: no $BASE/bench/paths or busy_target (make bench-build there)" >&2; exit 2; }
    cfgs+=(base-ucx)
fi
OMPI_BIN=$B/bench-ompi/paths
if ! [ -x /usr/bin/oshcc ] || ! /usr/bin/oshcc --showme >/dev/null 2>&1; then
    printf 'ompi\tno usable /usr/bin/oshcc (Open MPI OpenSHMEM)\n' >>"$OUT/failed.tsv"
elif mkdir -p $B/bench-ompi && /usr/bin/oshcc -O2 -Ibench bench/paths.c bench/harness.c \
    -o "$OMPI_BIN" -lm >"$OUT/raw/ompi.build" 2>&1 &&
    /usr/bin/oshcc -O2 -Ibench bench/busy_target.c bench/harness.c \
        -o $B/bench-ompi/busy_target -lm >>"$OUT/raw/ompi.build" 2>&1 &&
    /usr/bin/oshcc -O2 -Ibench bench/net_floor.c bench/harness.c \
        -o $B/bench-ompi/net_floor -lm >>"$OUT/raw/ompi.build" 2>&1; then
    cfgs+=(ompi)
else
    printf 'ompi\toshcc cannot build bench/paths.c: %s\n' "$(head -1 "$OUT/raw/ompi.build")" >>"$OUT/failed.tsv"
fi
Q=(); [ $QUICK = 1 ] && Q=(--quick)
export BENCH_TSV=1 NETNS_X=BENCH_TSV
# busy_target: PE 0 alone on node1, PEs 1-3 on node2
printf '%s slots=1\n%s slots=3\n' "$NETNS_IP1" "$NETNS_IP2" >"$NETNS_DIR/hosts13"
export NETNS_TIMEOUT=$((QUICK ? 60 : 180))
# The first two CPUs this script may use (the busy target's second run)
read -ra CPUS <<<"$(first_cpus 2)"
command -v taskset >/dev/null || CPUS=()

# launch CONFIG REP: one run, BENCH_TSV output into raw/, rows into samples.tsv
launch() {
    local cfg=$1 rep=$2 f=$OUT/raw/$1.$2 v1 v2 rc why
    grep -q "^$cfg"$'\t' "$OUT/failed.tsv" 2>/dev/null && return # failed once: not again
    v1=$(netns_bytes 1)
    # paths: a PE a node; busy_target: 1 + 3
    case $cfg in
    shmap-mpi) export SHMAP_TRANSPORT=mpi; two() { mpirun_2nodes "$@"; }
        bin=$B/bench ;;
    shmap-ucx) export SHMAP_TRANSPORT=ucx; two() { NETNS_UCX=1 mpirun_2nodes "$@"; }
        bin=$B/bench ;;
    base-ucx) export SHMAP_TRANSPORT=ucx; two() { NETNS_UCX=1 mpirun_2nodes "$@"; }
        bin=$BASE/bench ;;
    ompi) unset SHMAP_TRANSPORT; two() { NETNS_UCX=1 mpirun_2nodes "$@"; }
        bin=$B/bench-ompi ;;
    esac
    {
        NETNS_MPIRUN_OPTS="--map-by node" two 2 "$bin/paths" "${Q[@]}" &&
            NETNS_HOSTFILE=$NETNS_DIR/hosts13 two 4 "$bin/busy_target" "${Q[@]}" &&
            { [ ! -x "$bin/net_floor" ] || # a baseline older than it
                NETNS_MPIRUN_OPTS="--map-by node" two 2 "$bin/net_floor" "${Q[@]}"; }
    } >"$f" 2>&1
    rc=$?
    # again with a CPU a node: PE 0 and its progress thread on one, the
    # other 3 PEs on the other
    : >"$f.own"
    if [ $rc = 0 ] && [ ${#CPUS[@]} = 2 ]; then
        NETNS_CPUS1=${CPUS[0]} NETNS_CPUS2=${CPUS[1]} NETNS_HOSTFILE=$NETNS_DIR/hosts13 \
            two 4 "$bin/busy_target" "${Q[@]}" >"$f.own" 2>&1
        rc=$?
        [ $rc = 0 ] || f=$f.own
    fi
    unset SHMAP_TRANSPORT
    v2=$(netns_bytes 1)
    if [ $rc != 0 ]; then
        why=$(grep -E 'rror|failed|FAIL|refused|unreachable|Segmentation|signal' "$f" |
            head -3 | tr '\n' ' ' | cut -c1-300)
        [ $rc = 124 ] && why="timed out after $NETNS_TIMEOUT s; $why"
        [ -n "$why" ] || why="exit $rc: $(tail -1 "$f")"
        echo "bench-netns.sh: $cfg rep $rep failed: $why (log $f)" >&2
        printf '%s\texit %s: %s (log %s)\n' "$cfg" "$rc" "$why" "$f" >>"$OUT/failed.tsv"
        return
    fi
    echo "$cfg $rep veth_KiB $(((v2 - v1) / 1024))" >>"$OUT/samples.tsv"
    # "bytes put_us get_us MB/s" rows and "op tmean_us min_us" rows
    awk -v c="$cfg" -v r="$rep" -F'\t' '
        /^#/ || NF < 2 || $1 == "bytes" || $1 == "op" { next }
        $1 ~ /^[0-9]+$/ { print c, r, "put_us@" $1, $2; print c, r, "get_us@" $1, $3;
                          print c, r, "MB/s@" $1, $4; next }
        $1 == "fetch_add" && NF == 3 && $3 ~ /^-?[0-9.]+$/ && seen_floor { print c, r, "nf_fetch_add_us", $2
                                     print c, r, "fetch_add_over_floor_us", $3; next }
        $1 == "tcp_floor" { seen_floor = 1; print c, r, "tcp_floor_us", $2; next }
        $1 == "get8" { print c, r, "nf_get8_us", $2; print c, r, "get8_over_floor_us", $3; next }
        $1 == "fetch_add" || $1 == "barrier_all" || $1 == "lock+unlock" { print c, r, $1 "_us", $2 }
        $1 ~ /_per_s$|_over_idle$|_percent$|_kept$/ { print c, r, $1, $2 }' \
        "$f" >>"$OUT/samples.tsv"
    awk -v c="$cfg" -v r="$rep" -F'\t' '
        $1 ~ /_per_s$|_over_idle$|_percent$|_kept$/ { print c, r, "own_" $1, $2 }' \
        "$f.own" >>"$OUT/samples.tsv"
}

echo "bench-netns.sh: 2 namespaces ($NETNS_IP1, $NETNS_IP2), 1 PE each;" \
    "$REPS rounds of ${cfgs[*]} (rotated), bench/paths"
n=${#cfgs[@]}
for r in $(seq 1 "$REPS"); do
    for i in $(seq 0 $((n - 1))); do
        launch "${cfgs[$(((i + r) % n))]}" "$r"
    done
done
touch "$OUT/samples.tsv"

sort -k1,1 -k3,3 -k4,4g "$OUT/samples.tsv" | awk '
    { k = $1 " " $3; v[k, ++n[k]] = $4 }
    END { for (k in n) { m = n[k]; h = int((m + 1) / 2);
          med = (m % 2) ? v[k, h] : (v[k, h] + v[k, h + 1]) / 2; print k, med, m } }' |
    sort >"$OUT/medians.tsv"
med() { awk -v c="$1" -v k="$2" '$1 == c && $2 == k { print $3 }' "$OUT/medians.tsv"; }
# paired KEY LO: the median over rounds of shmap-ucx / ompi within a round
# (as time ratios). The VM switches between a fast and a slow mode for
# minutes at a time (an 8-byte get 9.7 or 13.3 us, both implementations);
# a round's launches run within seconds of each other, so a round's ratio
# compares like with like where the medians of the columns may not.
paired() {
    awk -v k="$1" -v lo="$2" '$3 == k && ($1 == "shmap-ucx" || $1 == "ompi") { v[$1, $2] = $4; r[$2] }
        END { for (i in r) if (v["shmap-ucx", i] > 0 && v["ompi", i] > 0)
                  print (lo == 1 ? v["shmap-ucx", i] / v["ompi", i] : v["ompi", i] / v["shmap-ucx", i]) }' \
        "$OUT/samples.tsv" | sort -g | awk '{ x[++n] = $1 }
        END { if (!n) { print "-"; exit }
              printf "%.2f", (n % 2) ? x[(n + 1) / 2] : (x[n / 2] + x[n / 2 + 1]) / 2 }'
}
ratio() { [ -n "$1" ] && [ -n "$2" ] && awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }' || echo "-"; }

printf '\n%-22s %10s %10s %10s | %10s %10s %10s' measure shmap-mpi shmap-ucx ompi \
    mpi/ompi ucx/ompi paired
[ -n "$BASE" ] && printf ' | %10s %10s' base-ucx ucx/base
echo
row() { # key, lower-is-better (1), rate (0) or neither (2)
    local k=$1 lo=$2 a b c r1 r2 r0=-
    a=$(med shmap-mpi "$k") b=$(med shmap-ucx "$k") c=$(med ompi "$k")
    if [ "$lo" = 2 ]; then r1=- r2=- # not a measure
    elif [ "$lo" = 1 ]; then r1=$(ratio "$a" "$c") r2=$(ratio "$b" "$c")
    else r1=$(ratio "$c" "$a") r2=$(ratio "$c" "$b"); fi # as time ratios
    [ "$lo" = 2 ] || r0=$(paired "$k" "$lo")
    printf '%-22s %10s %10s %10s | %10s %10s %10s' "$k" "${a:--}" "${b:--}" "${c:--}" "$r1" "$r2" "$r0"
    if [ -n "$BASE" ]; then
        local d r3=-
        d=$(med base-ucx "$k")
        if [ "$lo" = 1 ]; then r3=$(ratio "$b" "$d"); elif [ "$lo" = 0 ]; then r3=$(ratio "$d" "$b"); fi
        printf ' | %10s %10s' "${d:--}" "$r3"
    fi
    echo
}
for s in 8 4096 1048576; do row "put_us@$s" 1; done
for s in 8 4096 1048576; do row "get_us@$s" 1; done
row "MB/s@1048576" 0
row fetch_add_us 1
row barrier_all_us 1
row lock+unlock_us 1
row tcp_floor_us 2
row nf_get8_us 1
row nf_fetch_add_us 1
row get8_over_floor_us 1
row fetch_add_over_floor_us 1
row idle_fetch_add_per_s 0
row busy_fetch_add_per_s 0
row busy_over_idle 2
row busy_work_kept 2
row idle_cpu_percent 2
row own_idle_fetch_add_per_s 0
row own_busy_fetch_add_per_s 0
row own_busy_over_idle 2
row own_busy_work_kept 2
row veth_KiB 2
echo "# medians over launches (microseconds; MB/s; fetch_adds a second; KiB on the"
echo "# veth pair a launch); ratios are time ratios (bandwidth and rates inverted),"
echo "# shmap / Open MPI's OpenSHMEM: goal for UCX <= 1.0; busy_over_idle >= 0.5;"
echo "# paired: the median of each round's shmap-ucx / ompi (like VM modes compared);"
echo "# nf_*: bench/net_floor's means (no trimming), its windows alternating with"
echo "# TCP's own round trip between the same two processes (tcp_floor_us);"
echo "# *_over_floor_us: each window minus that floor, what the library adds"
echo "# busy_work_kept: PE 0's own work rate while it is asked, over its rate"
echo "# computing unasked (what serving costs the computing PE);"
echo "# idle_cpu_percent (PE 0's CPU while it sleeps outside the library) <= 1;"
echo "# own_*: busy_target again with a CPU a node (node1's PE 0 and its thread"
echo "# on one, node2's 3 PEs on the other; none where 2 CPUs cannot be had)"
for c in "${cfgs[@]}"; do
    printf '#   %s: %s launches\n' "$c" "$(awk -v c="$c" '$1 == c && $3 == "veth_KiB"' "$OUT/samples.tsv" | wc -l)"
done
if [ -s "$OUT/failed.tsv" ]; then
    echo "# could not run (- above):"
    sed 's/^/#   /; s/\t/: /' "$OUT/failed.tsv"
fi
