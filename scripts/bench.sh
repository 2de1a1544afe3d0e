#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The benchmark comparison: every bench/*.c program built against shmap
# (build/bench/NAME, made by `make bench`) and against Debian's Open MPI
# OpenSHMEM (build/bench-ompi/NAME, built here with its oshcc), launched
# interleaved (shmap, Open MPI, Open MPI, shmap, ...), repeated, and
# reported as medians next to the raw hardware floors the programs measure
# themselves. With --baseline DIR, another shmap build tree's programs (the
# previous commit's, say) are launched in the same rotation and every table
# gets a baseline column and new/baseline: before/after from one run. See
# bench/README.md.
#
#   scripts/bench.sh [--quick] [--reps N] [--only a,b] [--no-ompi]
#                    [--baseline DIR]
#
# Output: tables on stdout, everything in build/bench-results/ (results.tsv,
# medians.tsv, status.tsv, raw/ outputs, logs/, *.png plots).
set -u
export LC_ALL=C
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

usage() {
    cat <<'EOF'
usage: scripts/bench.sh [--quick] [--reps N] [--only NAME,...] [--no-ompi]
                        [--baseline DIR]
Runs every bench/*.c program against shmap, the raw floors and Open MPI's
OpenSHMEM, interleaved and repeated, and prints the medians side by side.
  --quick     a smoke run: the programs' --quick, one repetition, no 64 PEs
  --reps N    repetitions of every launch (default 3; --quick: 1)
  --only L    only these programs (comma-separated names, e.g. put_lat,startup)
  --no-ompi   leave Open MPI out (its column says n/a)
  --baseline DIR
              another shmap build tree (DIR/bin/oshrun, DIR/bench/NAME, e.g.
              a build of the previous commit): its programs run interleaved
              with this tree's, and every table gets a "baseline" column and
              "new/baseline" (before/after from one run)
Needs `make bench-build` (or `make bench`) first. Results: build/bench-results/
EOF
}

QUICK=0 REPS="" ONLY="" NO_OMPI=0 BASE=""
while [ $# -gt 0 ]; do
    case $1 in
    --quick) QUICK=1 ;;
    --reps) REPS=${2:-}; shift ;;
    --reps=*) REPS=${1#--reps=} ;;
    --only) ONLY=${2:-}; shift ;;
    --only=*) ONLY=${1#--only=} ;;
    --no-ompi) NO_OMPI=1 ;;
    --baseline) BASE=${2:-}; shift ;;
    --baseline=*) BASE=${1#--baseline=} ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
    esac
    shift
done
[ -n "$REPS" ] || REPS=$((QUICK ? 1 : 3))
case $REPS in '' | *[!0-9]* | 0) echo "bench.sh: --reps wants a positive number" >&2; exit 2 ;; esac

B=build
SHB=$B/bench          # shmap's programs (make bench)
OB=$B/bench-ompi      # Open MPI's programs (built here)
OUT=$B/bench-results
RAW=$OUT/raw LOG=$OUT/logs
RESULTS=$OUT/results.tsv STATUS=$OUT/status.tsv
T_START=$EPOCHREALTIME

if [ ! -x "$B/bin/oshrun" ]; then
    echo "bench.sh: $B/bin/oshrun is missing: run 'make bench' first" >&2
    exit 1
fi
command -v timeout >/dev/null 2>&1 || { echo "bench.sh: needs timeout(1) (coreutils)" >&2; exit 1; }
# The baseline: an absolute path (we cd'ed to the tree's top), checked now
# rather than failing every launch. HAS_BASE=1 adds its columns.
HAS_BASE=0
if [ -n "$BASE" ]; then
    case $BASE in /*) ;; *) BASE=$OLDPWD/$BASE ;; esac
    if [ ! -x "$BASE/bin/oshrun" ] || [ ! -d "$BASE/bench" ]; then
        echo "bench.sh: --baseline $BASE: no bin/oshrun and bench/ there (a shmap build tree, after 'make bench-build')" >&2
        exit 2
    fi
    if [ "$(readlink -f "$BASE")" = "$(readlink -f "$B")" ]; then
        echo "bench.sh: --baseline $BASE is this tree's own build" >&2
        exit 2
    fi
    HAS_BASE=1
fi
rm -rf "$OUT" "$OB"
mkdir -p "$RAW" "$LOG" "$OB"

# Launch time limits in seconds. Open MPI's limit follows shmap's time for
# the same launch (OMPI_FACTOR x + 15 s, within [OMPI_TMIN, OMPI_TMAX];
# OMPI_TMIN64 from 9 PEs on: its launch of 64 PEs alone takes 8-18 s here),
# so that a hung Open MPI run costs little. A launch that fails or times
# out is not repeated.
if [ "$QUICK" = 1 ]; then
    SHMAP_T=30 SHMAP_T64=60 OMPI_TMIN=15 OMPI_TMIN64=40 OMPI_TMAX=40 OMPI_FACTOR=10
else
    SHMAP_T=120 SHMAP_T64=180 OMPI_TMIN=20 OMPI_TMIN64=60 OMPI_TMAX=150 OMPI_FACTOR=15
fi

# ---- the programs: every bench/*.c with a main, but the harness and demo ----
ORDER="put_lat get_lat amo_lat msg_rate coll_lat startup"
progs=()
add_prog() {
    local n=$1 p
    for p in ${progs[@]+"${progs[@]}"}; do [ "$p" = "$n" ] && return; done
    [ -f "bench/$n.c" ] || return
    case $n in harness | demo) return ;; esac
    grep -q '^[a-z].*\bmain *(' "bench/$n.c" || return
    [ -z "$ONLY" ] || [[ ",$ONLY," == *",$n,"* ]] || return
    progs+=("$n")
}
for n in $ORDER; do add_prog "$n"; done
for f in bench/*.c; do add_prog "$(basename "$f" .c)"; done
if [ ${#progs[@]} -eq 0 ]; then
    echo "bench.sh: no benchmark programs in bench/ (or none matches --only)" >&2
    exit 1
fi

q=""
[ "$QUICK" = 1 ] && q=--quick
# The launches of a program, one "NPES [ARGS]" a line. Unknown programs run
# at 2 PEs, or at the counts a "bench-npes: 2 8" comment in their source names.
plan() {
    case $1 in
    startup)
        if [ "$QUICK" = 1 ]; then echo 2; echo 8; else echo 2; echo 8; echo 64; fi ;;
    coll_lat)
        # 4 and 8 PEs: oversubscribed on 2 CPUs, where wake-ups cost most
        echo "2 $q"; echo "4 $q"; echo "8 $q"
        # 64 PEs on 2 CPUs: the full run takes minutes; its quick one, seconds
        [ "$QUICK" = 1 ] || echo "64 --quick" ;;
    msg_rate)
        echo "2 $q"; [ "$QUICK" = 1 ] || echo "8 $q" ;;
    *)
        local counts
        counts=$(sed -n 's/.*bench-npes:[[:space:]]*\([0-9][0-9 ]*\).*/\1/p' "bench/$1.c" | head -n 1)
        for n in ${counts:-2}; do echo "$n $q"; done ;;
    esac
}

# ---- state: failures (not retried) and shmap's last wall time per launch ----
declare -A DEAD WHY SHORT NOK LASTWALL
note_fail() { # impl prog np short long
    DEAD["$1|$2|$3"]=1
    SHORT["$1|$2|$3"]=$4
    WHY["$1|$2|$3"]=$5
}

# ---- Open MPI: find it, build every program with its oshcc ----
OMPI_OK=0 OMPI_SHORT="" OMPI_WHY="" OSHCC="" OSHRUN=""
OMPI_ENV=(OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "OMPI_MCA_osc=^rdma"
          OMPI_MCA_btl_base_warn_component_unused=0)
find_ompi_tool() { # the first $1 on PATH (or /usr/bin) that is not shmap's
    local d
    for d in /usr/bin ${PATH//:/ }; do
        [ -x "$d/$1" ] || continue
        case $(readlink -f "$d/$1") in "$(readlink -f "$B")"/*) continue ;; esac
        echo "$d/$1"
        return 0
    done
    return 1
}
if [ "$NO_OMPI" = 1 ]; then
    OMPI_SHORT="off" OMPI_WHY="left out (--no-ompi)"
elif ! OSHCC=$(find_ompi_tool oshcc) || ! OSHRUN=$(find_ompi_tool oshrun); then
    OMPI_SHORT="absent" OMPI_WHY="Open MPI is not installed (apt-get install openmpi-bin libopenmpi-dev; scripts/bench-setup.sh does it as root)"
elif ! "$OSHCC" --showme >/dev/null 2>&1 || ! "$OSHRUN" --version 2>/dev/null | grep -qi 'open.*mpi\|OpenRTE'; then
    OMPI_SHORT="absent" OMPI_WHY="$OSHCC / $OSHRUN are not Open MPI's"
else
    OMPI_OK=1
    OMPI_VERSION=$("$OSHRUN" --version 2>/dev/null | head -n 1)
fi

echo "bench.sh: ${progs[*]}; $REPS repetition(s)$([ "$QUICK" = 1 ] && echo ", --quick")"
echo "bench.sh: shmap: $B/bin/oshrun; Open MPI: $([ "$OMPI_OK" = 1 ] && echo "$OSHRUN ($OMPI_VERSION)" || echo "n/a: $OMPI_WHY")"
[ "$HAS_BASE" = 1 ] && echo "bench.sh: baseline: $BASE/bin/oshrun, $BASE/bench/"

# shmap's programs must exist; Open MPI's are built now.
for p in "${progs[@]}"; do
    while read -r np _; do
        if [ ! -x "$SHB/$p" ]; then
            note_fail shmap "$p" "$np" "not built" "$SHB/$p is missing: run 'make bench-build' first"
        fi
        if [ "$HAS_BASE" = 1 ] && [ ! -x "$BASE/bench/$p" ]; then
            note_fail base "$p" "$np" "absent" "the baseline has no $p ($BASE/bench/$p)"
        fi
        if [ "$OMPI_OK" = 0 ]; then
            note_fail ompi "$p" "$np" "$OMPI_SHORT" "$OMPI_WHY"
        fi
    done < <(plan "$p")
done
if [ "$OMPI_OK" = 1 ]; then
    echo "bench.sh: building the programs with Open MPI's $OSHCC into $OB/"
    for p in "${progs[@]}"; do
        log=$LOG/$p.ompi-build.log
        # shellcheck disable=SC2086
        if ! "$OSHCC" ${CFLAGS:--O2 -g} -o "$OB/$p" "bench/$p.c" bench/harness.c >"$log" 2>&1; then
            err=$(grep -m 1 -E 'error|undefined reference' "$log" | cut -c 1-200)
            [ -n "$err" ] || err=$(head -n 1 "$log" | cut -c 1-200)
            short="build failed"
            grep -q 'shmem.h: No such file' "$log" && short="no headers" &&
                err="Open MPI's headers are missing (apt-get install libopenmpi-dev)"
            echo "bench.sh:   $p: does not build against Open MPI: $err" >&2
            while read -r np _; do
                note_fail ompi "$p" "$np" "$short" "does not build against Open MPI: $err (log: $log)"
            done < <(plan "$p")
        fi
    done
fi

# ---- launching ----
printf 'impl\tprog\tnpes\trep\ttable\tkey\tcolumn\tvalue\n' >"$RESULTS"

# The parser: a program's BENCH_TSV=1 output ("# title", a header line,
# tab-separated rows, "# notes") into long rows: impl prog npes rep table
# key column value. Besides the cells it writes, per row, @v (the value
# compared: a time such as tmean_us, or a rate), @f (its raw floor: the
# program's floor column, or value / x), @x (value / floor as the program
# measured it: a median of per-window ratios), @bytes (the size in bytes);
# and per table ("@" rows) its title, value column and key heads.
PARSE_AWK='
BEGIN { FS = "\t"; OFS = "\t"; state = 0; tno = 0; title = "" }
function isnum(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
function metric(h) { return h ~ /_(us|ns|ms|s)$/ || h ~ /\// || h ~ /^x_/ }
function timecol(h) { return h ~ /_(us|ns|ms|s)$/ }
function unit(h) { sub(/.*_/, "", h); return h }
function emit(key, col, val) { print impl, prog, np, rep, tno, key, col, val }
function tobytes(s,   n, m) {
    if (!match(s, /^[0-9.]+[KMG]?/)) return ""
    n = substr(s, 1, RLENGTH); m = 1
    if (n ~ /K$/) m = 1024; else if (n ~ /M$/) m = 1048576; else if (n ~ /G$/) m = 1073741824
    sub(/[KMG]$/, "", n)
    return n * m
}
function header(   i, kh, rc, frc) {
    tno++; state = 1; nh = NF
    for (i = 1; i <= NF; i++) head[i] = $i
    nk = 1
    while (nk < NF && !metric(head[nk + 1])) nk++
    vc = fc = xc = rate = 0
    # a rate is the value when the program gives a floor rate too (msg_rate)
    for (i = nk + 1; i <= NF; i++) {
        if (head[i] ~ /^(floor|raw)_.*\/s/ && !frc) frc = i
        else if (head[i] ~ /\/s(\/|$)/ && head[i] !~ /^MB\/s$/ && !rc) rc = i
    }
    if (rc && frc) { vc = rc; fc = frc; rate = 1 }
    for (i = nk + 1; i <= NF && !vc; i++) if (head[i] ~ /^tmean_(us|ns|ms|s)$/) vc = i
    for (i = nk + 1; i <= NF && !vc; i++) if (head[i] ~ /^(med|mean|avg)_(us|ns|ms|s)$/) vc = i
    for (i = nk + 1; i <= NF && !vc; i++)
        if (timecol(head[i]) && head[i] !~ /^(min|max|floor|raw|memcpy)_/) vc = i
    if (!vc) { state = 1; return }
    for (i = nk + 1; i <= NF && !fc && !rate; i++)
        if (head[i] ~ /^(floor|raw|memcpy)_/ && timecol(head[i]) && unit(head[i]) == unit(head[vc])) fc = i
    for (i = nk + 1; i <= NF && !xc; i++) if (head[i] ~ /^x_/ || head[i] ~ /\/floor$/) xc = i
    kh = head[1]
    for (i = 2; i <= nk; i++) kh = kh " " head[i]
    emit("@", "@title", title)
    emit("@", "@vcol", head[vc])
    emit("@", "@unit", rate ? head[vc] : unit(head[vc]))
    emit("@", "@rate", rate)
    emit("@", "@keyhead", kh)
    emit("@", "@fcol", fc ? head[fc] : (xc ? head[vc] " / " head[xc] : "-"))
}
function row(   i, key, v, f, x, b) {
    key = ""
    for (i = 1; i <= nk; i++) if ($i != "-" && $i != "") key = key (key == "" ? "" : " ") $i
    if (key == "") key = "-"
    for (i = nk + 1; i <= NF; i++) emit(key, head[i], $i)
    if (!vc || !isnum($vc)) return
    v = $vc + 0
    emit(key, "@v", $vc)
    x = xc && isnum($xc) ? $xc + 0 : -1
    if (fc && isnum($fc)) f = $fc + 0
    else if (x > 0) f = v / x
    else f = -1
    if (f > 0) emit(key, "@f", f)
    if (x >= 0) emit(key, "@x", $xc)
    else if (f > 0) emit(key, "@x", v / f)
    if (head[1] ~ /bytes|size/ && (b = tobytes($1)) != "") emit(key, "@bytes", b)
}
/^#/ { state = 0; title = $0; sub(/^# ?/, "", title); next }
NF < 2 { state = 0; next }
state == 0 || NF != nh { header(); next }
{ row() }
'

# Kill what a timed-out Open MPI launch left behind: timeout(1) signals its
# process group and kills mpirun, but a hung job's PEs can outlive it,
# spinning. Only processes running one of the binaries built here (by exact
# path), one id at a time.
reap_leftovers() {
    local exe=$1 pid
    exe=$(readlink -f "$exe")
    for pid in $(ls /proc | grep -E '^[0-9]+$'); do
        [ "$(readlink "/proc/$pid/exe" 2>/dev/null)" = "$exe" ] || continue
        echo "bench.sh:   killing leftover process $pid ($exe)" >&2
        kill -KILL "$pid" 2>/dev/null
    done
}

# launch IMPL PROG NP REP SECS CMD...: one timed launch; parsed into results.
launch() {
    local impl=$1 prog=$2 np=$3 rep=$4 secs=$5
    shift 5
    local id="$impl|$prog|$np" tag="$impl.$prog.np$np.rep$rep"
    local out=$RAW/$tag.tsv err=$LOG/$tag.err t0 t1 rc wall
    t0=$EPOCHREALTIME
    BENCH_TSV=1 timeout -k 5 "$secs" "$@" >"$out" 2>"$err" </dev/null
    rc=$?
    t1=$EPOCHREALTIME
    wall=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }')
    printf '%s\t%s\t%s\t%s\trun\t-\t%s\t%s\n' "$impl" "$prog" "$np" "$rep" \
        "$([ $rc = 0 ] && echo wall_s || echo wall_s_failed)" "$wall" >>"$RESULTS"
    printf '%s\t%s\t%s\t%s\trun\t-\trc\t%s\n' "$impl" "$prog" "$np" "$rep" "$rc" >>"$RESULTS"
    printf '  %-6s %-9s %3s PEs  rep %s  %7.2f s' "$impl" "$prog" "$np" "$rep" "$wall"
    if [ "$rc" = 0 ]; then
        [ "$impl" = shmap ] && LASTWALL["$prog|$np"]=$wall
        awk -v impl="$impl" -v prog="$prog" -v np="$np" -v rep="$rep" "$PARSE_AWK" "$out" >>"$RESULTS"
        if [ "$prog" != startup ] && [ "$impl" != floor ] &&
            ! awk -F '\t' -v i="$impl" -v p="$prog" -v n="$np" -v r="$rep" \
                '$1 == i && $2 == p && $3 == n && $4 == r && $7 == "@v" { f = 1 } END { exit !f }' "$RESULTS"; then
            echo "  no table in its output"
            note_fail "$impl" "$prog" "$np" "no output" \
                "exit 0 but printed no table ($(head -n 1 "$out" | cut -c 1-120)); see $out"
            return
        fi
        NOK["$id"]=$((${NOK["$id"]:-0} + 1))
        echo
        return
    fi
    local short long last
    # what went wrong: the first line of stderr naming an error, else its
    # last line that says something, else stdout's
    last=$(grep -m 1 -i -E 'caught signal|segmentation|error|abort|exit|killed|fault|hang' "$err" 2>/dev/null)
    [ -n "$last" ] || last=$(grep -v -i -E '^[[:space:]]*$|^[-=*[:space:]]+$|warning' "$err" 2>/dev/null | tail -n 1)
    [ -n "$last" ] || last=$(grep -v -E '^[[:space:]]*$' "$out" 2>/dev/null | tail -n 1)
    last=$(printf '%s' "${last:-no message}" | tr '\t' ' ' | cut -c 1-160)
    if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
        short="timeout ${secs}s"
        long="no result within ${secs} s (hung or far too slow), killed; log: $err"
    elif [ "$rc" -gt 128 ]; then
        short="$(kill -l $((rc - 128)) 2>/dev/null || echo "signal $((rc - 128))")"
        short="SIG$short"
        long="killed by $short (exit $rc): $last; log: $err"
    else
        short="exit $rc"
        long="exit $rc: $last; log: $err"
    fi
    echo "  FAILED: $short"
    note_fail "$impl" "$prog" "$np" "$short" "$long"
    if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
        # (shmap's oshrun ends its PEs itself; its programs may be running
        # elsewhere too, e.g. under make check, so they are left alone)
        [ "$impl" = ompi ] && reap_leftovers "$OB/$prog"
    fi
}

ompi_limit() { # prog np: Open MPI's time limit from shmap's wall time
    local lo=$OMPI_TMIN
    [ "$2" -gt 8 ] && lo=$OMPI_TMIN64
    awk -v w="${LASTWALL["$1|$2"]:-}" -v f="$OMPI_FACTOR" -v lo="$lo" -v hi="$OMPI_TMAX" \
        'BEGIN { t = w == "" ? hi : f * w + 15; if (t < lo) t = lo; if (t > hi) t = hi; printf "%d", t + 0.5 }'
}

run_impl() { # impl prog rep np args...
    local impl=$1 prog=$2 rep=$3 np=$4 secs
    shift 4
    [ -n "${DEAD["$impl|$prog|$np"]:-}" ] && return
    case $impl in
    shmap)
        secs=$SHMAP_T
        [ "$np" -gt 8 ] && secs=$SHMAP_T64
        launch shmap "$prog" "$np" "$rep" "$secs" "$B/bin/oshrun" -np "$np" "$SHB/$prog" "$@" ;;
    base) # the baseline tree's launcher, programs and (by their rpath) library
        secs=$SHMAP_T
        [ "$np" -gt 8 ] && secs=$SHMAP_T64
        launch base "$prog" "$np" "$rep" "$secs" "$BASE/bin/oshrun" -np "$np" "$BASE/bench/$prog" "$@" ;;
    ompi)
        secs=$(ompi_limit "$prog" "$np")
        launch ompi "$prog" "$np" "$rep" "$secs" env "${OMPI_ENV[@]}" \
            "$OSHRUN" -np "$np" --oversubscribe "$OB/$prog" "$@" ;;
    floor) # start-up's floor: fork and exec N processes that exit, and wait
        launch floor "$prog" "$np" "$rep" 30 /bin/sh -c \
            'i=0; while [ $i -lt "$1" ]; do /bin/true & i=$((i + 1)); done; wait' sh "$np" ;;
    esac
}

for ((rep = 1; rep <= REPS; rep++)); do
    echo "== repetition $rep of $REPS"
    for p in "${progs[@]}"; do
        impls=(shmap)
        [ "$HAS_BASE" = 1 ] && impls+=(base)
        [ "$p" = startup ] && impls+=(floor)
        impls+=(ompi)
        # A B C, B C A, C A B, ...: every side takes every place in turn
        # (with two: A B, B A), none always runs right after another
        rot=()
        for ((i = 0; i < ${#impls[@]}; i++)); do
            rot+=("${impls[(i + rep - 1) % ${#impls[@]}]}")
        done
        impls=("${rot[@]}")
        while read -r np args; do
            for impl in "${impls[@]}"; do
                # shellcheck disable=SC2086
                run_impl "$impl" "$p" "$rep" "$np" $args
            done
        done < <(plan "$p")
    done
done

# ---- status: what ran, what did not and why ----
{
    for p in "${progs[@]}"; do
        while read -r np args; do
            printf 'plan\t%s\t%s\t%s\n' "$p" "$np" "${args:-}"
            for impl in shmap base floor ompi; do
                id="$impl|$p|$np"
                if [ -n "${NOK["$id"]:-}" ]; then
                    printf '%s\t%s\t%s\tok\t%s\t%s\n' "$impl" "$p" "$np" "${NOK["$id"]}" "${WHY["$id"]:-}"
                elif [ -n "${DEAD["$id"]:-}" ]; then
                    printf '%s\t%s\t%s\tna\t%s\t%s\n' "$impl" "$p" "$np" "${SHORT["$id"]}" "${WHY["$id"]}"
                fi
            done
        done < <(plan "$p")
    done
} >"$STATUS"

# ---- the report: medians, tables, summary, plot data ----
PLOTS=$OUT/plots.list
: >"$PLOTS"
REPORT_AWK='
BEGIN { FS = "\t"; OFS = "\t"; SEP = "\034" }
function isnum(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
FILENAME == statusf {
    if ($1 == "plan") {
        if (!($2 in planned)) { nprog++; proglist[nprog] = $2; planned[$2] = 1 }
        npl[$2] = npl[$2] " " $3; args[$2, $3] = $4
    } else { st[$1, $2, $3] = $4; shortw[$1, $2, $3] = $5; why[$1, $2, $3] = $6 }
    next
}
FNR == 1 { next }
{
    impl = $1; prog = $2; np = $3; t = $5; key = $6; col = $7; val = $8
    if (t == "run") { if (col == "wall_s") add(impl, prog, np, "run", "-", col, val); next }
    if (key == "@") {
        if (!((prog, np, t, col) in meta) || impl == "shmap") meta[prog, np, t, col] = val
        if (col == "@title" || col == "@vcol") tsig[impl, prog, np, t, col] = val
        if (t + 0 > ntab[prog, np]) ntab[prog, np] = t + 0
        next
    }
    if (!((prog, np, t, key) in seenk)) {
        seenk[prog, np, t, key] = 1; nkeys[prog, np, t]++; keys[prog, np, t, nkeys[prog, np, t]] = key
    }
    if (!((prog, np, t, col) in seenc)) seenc[prog, np, t, col] = 1
    if (isnum(val)) add(impl, prog, np, t, key, col, val)
}
function add(impl, prog, np, t, key, col, v,   g) {
    g = impl SEP prog SEP np SEP t SEP key SEP col
    nv[g]++; vals[g, nv[g]] = v + 0
}
function med(impl, prog, np, t, key, col,   g, k, i, j, a, x) {
    g = impl SEP prog SEP np SEP t SEP key SEP col
    k = nv[g]
    if (!k) return ""
    for (i = 1; i <= k; i++) {
        x = vals[g, i]
        for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]
        a[j + 1] = x
    }
    return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
}
function fnum(v,   a) {
    if (v == "") return "-"
    a = v < 0 ? -v : v
    if (a >= 1e6) return sprintf("%.3g", v)
    if (a >= 1000) return sprintf("%.0f", v)
    if (a >= 100) return sprintf("%.1f", v)
    if (a >= 10) return sprintf("%.2f", v)
    return sprintf("%.3f", v)
}
function frat(v) { return v == "" ? "-" : sprintf("%.2f", v) }
function div(a, b) { return (a == "" || b == "" || b + 0 == 0) ? "" : a / b }
function na(impl, prog, np) {
    return (impl, prog, np) in st && st[impl, prog, np] == "na" ? "n/a: " shortw[impl, prog, np] : ""
}
# value of impl, or its n/a text
function cell(impl, prog, np, t, key, col,   n, v) {
    n = na(impl, prog, np); if (n != "") return n
    v = med(impl, prog, np, t, key, col)
    return v == "" ? "-" : fnum(v)
}
# ---- the baseline (--baseline): its cells, only where its program printed
# the same table (title and value column) in the same place ----
function bsame(prog, np, t,   c, i) {
    split("@title @vcol", c, " ")
    for (i = 1; i <= 2; i++)
        if (("base", prog, np, t, c[i]) in tsig && ("shmap", prog, np, t, c[i]) in tsig &&
            tsig["base", prog, np, t, c[i]] != tsig["shmap", prog, np, t, c[i]]) return 0
    return 1
}
function bmed(prog, np, t, key, col) { return bsame(prog, np, t) ? med("base", prog, np, t, key, col) : "" }
function bcell(prog, np, t, key, col) {
    if (!bsame(prog, np, t)) return "n/a: other table"
    return cell("base", prog, np, t, key, col)
}
# a cell, or a head, that only tables with a baseline have
function B(c) { return hasbase ? SEP c : "" }
# ---- aligned tables ----
function tstart(title, heads) { ttitle = title; nrow = 0; ncol = split(heads, th, SEP); split("", noted) }
function note(line) { if (!(line in noted)) { noted[line] = 1; print line } }
function trow(cells) { nrow++; tr[nrow] = cells }
function tend(   r, c, w, n, x) {
    for (c = 1; c <= ncol; c++) w[c] = length(th[c])
    for (r = 1; r <= nrow; r++) {
        n = split(tr[r], x, SEP)
        for (c = 1; c <= n; c++) if (length(x[c]) > w[c]) w[c] = length(x[c])
    }
    print ""
    print ttitle
    line = ""
    for (c = 1; c <= ncol; c++) line = line (c == 1 ? sprintf("%-" w[c] "s", th[c]) : sprintf("  %" w[c] "s", th[c]))
    print line
    for (r = 1; r <= nrow; r++) {
        n = split(tr[r], x, SEP); line = ""
        for (c = 1; c <= ncol; c++) line = line (c == 1 ? sprintf("%-" w[c] "s", x[c]) : sprintf("  %" w[c] "s", c <= n ? x[c] : "-"))
        print line
    }
}
function iname(impl) { return impl == "ompi" ? "Open MPI" : impl == "base" ? "baseline" : impl }
function whynotes(prog, np,   i, impl, names) {
    split("shmap base ompi floor", names, " ")
    for (i = 1; i <= 4; i++) {
        impl = names[i]
        if ((impl, prog, np) in st && st[impl, prog, np] == "na")
            note("  " iname(impl) " n/a: " why[impl, prog, np])
        else if ((impl, prog, np) in st && why[impl, prog, np] != "")
            note("  " iname(impl) ": only " shortw[impl, prog, np] " run(s) counted; then " why[impl, prog, np])
    }
}
function nruns(impl, prog, np) { return (impl, prog, np) in st && st[impl, prog, np] == "ok" ? shortw[impl, prog, np] : 0 }
function runs_note(prog, np) {
    return "medians of " nruns("shmap", prog, np) " shmap" (hasbase ? ", " nruns("base", prog, np) " baseline" : "") \
        " and " nruns("ompi", prog, np) " Open MPI runs"
}
# what new/baseline means, under the title of a table
function bnote(rate, floored) {
    return hasbase ? "\n   new/baseline: median of this tree / median of the baseline (" (rate ? "above 1: new is faster" : "below 1: new is faster") \
        ")" (floored ? "; baseline/" floored ": the ratio of the baseline to its own floor" : "") : ""
}
# ---- the generic table of one program table ----
function generic(prog, np, t,   k, key, rate, u, s, o, f, x, hd, plot, b, unitdiv, bs, bo, bv, bb) {
    if (!((prog, np, t, "@vcol") in meta)) return
    rate = meta[prog, np, t, "@rate"]; u = meta[prog, np, t, "@unit"]
    tstart("== " prog ", " np " PEs" (args[prog, np] != "" ? " (" args[prog, np] ")" : "") ": " meta[prog, np, t, "@title"] \
        "\n   " meta[prog, np, t, "@vcol"] " in " u ", " runs_note(prog, np) "; floor: " meta[prog, np, t, "@fcol"] bnote(rate, "floor"),
        meta[prog, np, t, "@keyhead"] SEP "shmap" B("baseline") SEP "floor" SEP "Open MPI" SEP "shmap/floor" B("baseline/floor") \
        SEP "OpenMPI/floor" B("new/baseline") SEP (rate ? "shmap/OpenMPI" : "OpenMPI/shmap"))
    plot = 0
    for (k = 1; k <= nkeys[prog, np, t]; k++) {
        key = keys[prog, np, t, k]
        if (med("shmap", prog, np, t, key, "@v") == "" && med("ompi", prog, np, t, key, "@v") == "" && na("shmap", prog, np) == "" && na("ompi", prog, np) == "") continue
        s = med("shmap", prog, np, t, key, "@v"); o = med("ompi", prog, np, t, key, "@v")
        bv = bmed(prog, np, t, key, "@v")
        f = med("shmap", prog, np, t, key, "@f"); if (f == "") f = med("ompi", prog, np, t, key, "@f")
        x = med("shmap", prog, np, t, key, "@x")
        trow(key SEP cell("shmap", prog, np, t, key, "@v") B(bcell(prog, np, t, key, "@v")) SEP fnum(f) SEP cell("ompi", prog, np, t, key, "@v") \
            SEP frat(x) B(frat(bmed(prog, np, t, key, "@x"))) SEP frat(med("ompi", prog, np, t, key, "@x")) \
            B(frat(div(s, bv))) SEP frat(rate ? div(s, o) : div(o, s)))
        b = med("shmap", prog, np, t, key, "@bytes"); if (b == "") b = med("ompi", prog, np, t, key, "@bytes")
        if (b != "" && !rate) {
            if (!plot) { plot = 1; dat = outdir "/plot-" prog "-" np "-" t ".dat"; print "# bytes shmap floor ompi (" u "); MB/s: shmap floor ompi; baseline (" u "), its MB/s" > dat }
            unitdiv = u == "ns" ? 0.001 : u == "ms" ? 1000 : u == "s" ? 1e6 : 1
            # bandwidth: the MB/s column of the program where it has one
            bs = med("shmap", prog, np, t, key, "MB/s"); if (bs == "") bs = bw(b, s, unitdiv)
            bo = med("ompi", prog, np, t, key, "MB/s"); if (bo == "") bo = bw(b, o, unitdiv)
            bb = bmed(prog, np, t, key, "MB/s"); if (bb == "") bb = bw(b, bv, unitdiv)
            print b, q(s), q(f), q(o), q(bs), q(bw(b, f, unitdiv)), q(bo), q(bv), q(bb) > dat
        }
    }
    tend(); whynotes(prog, np)
    if (plot) {
        close(dat)
        print "size", dat, prog " (" np " PEs): " meta[prog, np, t, "@title"], u > plots
    }
}
function q(v) { return v == "" ? "?" : v }
function bw(b, t, m) { return t == "" || t + 0 <= 0 ? "" : b / (t * m) }
# ---- bandwidth (a MB/s column) and globals (glob_us, glob/heap) ----
function bandwidth(prog, np, t,   k, key, s, o, f, b, x, bx, any) {
    if (!((prog, np, t, "MB/s") in seenc)) return
    tstart("== " prog ", " np " PEs: bandwidth, MB/s (10^6 B/s), " runs_note(prog, np) "; floor: memcpy of the same size" bnote(1, "memcpy"),
        "bytes" SEP "shmap" B("baseline") SEP "memcpy" SEP "Open MPI" SEP "shmap/memcpy" B("baseline/memcpy") B("new/baseline") SEP "shmap/OpenMPI")
    for (k = 1; k <= nkeys[prog, np, t]; k++) {
        key = keys[prog, np, t, k]
        s = med("shmap", prog, np, t, key, "MB/s"); o = med("ompi", prog, np, t, key, "MB/s")
        if (s == "" && o == "") continue
        b = med("shmap", prog, np, t, key, "@bytes"); f = med("shmap", prog, np, t, key, "@f")
        x = med("shmap", prog, np, t, key, "@x"); bx = bmed(prog, np, t, key, "@x")
        trow(key SEP cell("shmap", prog, np, t, key, "MB/s") B(bcell(prog, np, t, key, "MB/s")) SEP fnum(f == "" || b == "" ? "" : b / f) \
            SEP cell("ompi", prog, np, t, key, "MB/s") SEP frat(x == "" ? "" : div(1, x)) B(frat(bx == "" ? "" : div(1, bx))) \
            B(frat(div(s, bmed(prog, np, t, key, "MB/s")))) SEP frat(div(s, o)))
        any = 1
    }
    if (any) { tend(); whynotes(prog, np) }
}
function globals(prog, np, t,   k, key, s, h, o, oh) {
    if (!((prog, np, t, "glob_us") in seenc) || !((prog, np, t, "glob/heap") in seenc)) return
    tstart("== " prog ", " np " PEs: into static globals (.data/.bss) vs the symmetric heap, us one-way, " runs_note(prog, np) \
        "\n   floor here = the same library putting into its heap (goal: globals as fast as heap, 1.0x)" bnote(0, ""),
        "bytes" SEP "shmap glob" B("baseline glob") SEP "shmap heap" SEP "Open MPI glob" SEP "shmap glob/heap" B("baseline glob/heap") \
        B("new/baseline glob") SEP "OpenMPI/shmap glob" SEP "OpenMPI glob/heap")
    for (k = 1; k <= nkeys[prog, np, t]; k++) {
        key = keys[prog, np, t, k]
        s = med("shmap", prog, np, t, key, "glob_us"); o = med("ompi", prog, np, t, key, "glob_us")
        trow(key SEP cell("shmap", prog, np, t, key, "glob_us") B(bcell(prog, np, t, key, "glob_us")) SEP cell("shmap", prog, np, t, key, "@v") \
            SEP cell("ompi", prog, np, t, key, "glob_us") SEP frat(med("shmap", prog, np, t, key, "glob/heap")) \
            B(frat(bmed(prog, np, t, key, "glob/heap"))) B(frat(div(s, bmed(prog, np, t, key, "glob_us")))) \
            SEP frat(div(o, s)) SEP frat(med("ompi", prog, np, t, key, "glob/heap")))
    }
    tend(); whynotes(prog, np)
}
# ---- barriers by PE count (coll_lat) ----
function barriers(prog,   n, i, j, np, key, s, o, f, bv, names, any, dat) {
    n = split(npl[prog], nps, " ")
    tstart("== barriers by PE count (" prog "; more PEs than the 2 CPUs = oversubscribed), us per call\n   floor: a raw shared-counter barrier of as many processes" bnote(0, "raw"),
        "PEs" SEP "barrier" SEP "shmap" B("baseline") SEP "raw" SEP "Open MPI" SEP "shmap/raw" B("baseline/raw") B("new/baseline") SEP "OpenMPI/shmap")
    dat = outdir "/plot-barrier.dat"
    print "# npes shmap raw ompi baseline (us, barrier_all)" > dat
    split("barrier_all barrier", names, " ")
    for (i = 1; i <= n; i++) for (j = 1; j <= 2; j++) {
        np = nps[i]; key = names[j]
        if (!((prog, np, 1, key) in seenk)) continue
        s = med("shmap", prog, np, 1, key, "@v"); o = med("ompi", prog, np, 1, key, "@v")
        f = med("shmap", prog, np, 1, key, "@f"); bv = bmed(prog, np, 1, key, "@v")
        trow(np SEP key SEP cell("shmap", prog, np, 1, key, "@v") B(bcell(prog, np, 1, key, "@v")) SEP fnum(f) SEP cell("ompi", prog, np, 1, key, "@v") \
            SEP frat(med("shmap", prog, np, 1, key, "@x")) B(frat(bmed(prog, np, 1, key, "@x"))) B(frat(div(s, bv))) SEP frat(div(o, s)))
        if (j == 1) { print np, q(s), q(f), q(o), q(bv) > dat; any = 1 }
        if (j == 1 && (np == 8 || np == 64)) { bar[np] = s; baro[np] = o }
    }
    close(dat)
    if (any) { tend(); print "barrier", dat, "barrier_all latency vs PEs (2 CPUs)", "us" > plots }
}
# ---- asym_lat: ns per 1 KiB operation vs regions registered ----
function asymplot(prog,   n, i, np, k, key, dat, any, lnp) {
    n = split(npl[prog], lnp, " ")
    for (i = 1; i <= n; i++) {
        np = lnp[i]
        if (!((prog, np, 1, "asym_ns") in seenc)) continue
        dat = outdir "/plot-" prog "-" np "-regions.dat"
        print "# regions asym sym ptr baseline_asym (ns per 1 KiB op, medians)" > dat
        any = 0
        for (k = 1; k <= nkeys[prog, np, 1]; k++) {
            key = keys[prog, np, 1, k]
            if (med("shmap", prog, np, 1, key, "asym_ns") == "") continue
            print key, q(med("shmap", prog, np, 1, key, "asym_ns")), q(med("shmap", prog, np, 1, key, "sym_ns")),
                q(med("shmap", prog, np, 1, key, "ptr_ns")), q(bmed(prog, np, 1, key, "asym_ns")) > dat
            any = 1
        }
        close(dat)
        if (any) print "regions", dat, prog " (" np " PEs): 1 KiB put/get into PE 0, registered vs symmetric memory", "ns" > plots
    }
}
# ---- start-up: wall time of the launcher ----
function startup(prog,   n, i, np, s, o, f, bv, dat) {
    n = split(npl[prog], nps, " ")
    tstart("== start-up: wall time of `oshrun -np N " prog "` (init, barrier, finalize), seconds, " runs_note(prog, 2) \
        "\n   floor: a shell forking and exec-ing N /bin/true and waiting (no SHMEM); Open MPI with --oversubscribe" bnote(0, "floor"),
        "PEs" SEP "shmap" B("baseline") SEP "floor" SEP "Open MPI" SEP "shmap/floor" B("baseline/floor") B("new/baseline") SEP "OpenMPI/shmap")
    dat = outdir "/plot-startup.dat"
    print "# npes shmap floor ompi baseline (s)" > dat
    for (i = 1; i <= n; i++) {
        np = nps[i]
        s = med("shmap", prog, np, "run", "-", "wall_s"); o = med("ompi", prog, np, "run", "-", "wall_s")
        f = med("floor", prog, np, "run", "-", "wall_s"); bv = med("base", prog, np, "run", "-", "wall_s")
        trow(np SEP cell("shmap", prog, np, "run", "-", "wall_s") B(cell("base", prog, np, "run", "-", "wall_s")) SEP cell("floor", prog, np, "run", "-", "wall_s") \
            SEP cell("ompi", prog, np, "run", "-", "wall_s") SEP frat(div(s, f)) B(frat(div(bv, f))) B(frat(div(s, bv))) SEP frat(div(o, s)))
        up[np] = s; upo[np] = o
        print np, q(s), q(f), q(o), q(bv) > dat
    }
    close(dat)
    tend()
    for (i = 1; i <= n; i++) whynotes(prog, nps[i])
    print "startup", dat, "start-up wall time vs PEs (2 CPUs)", "s" > plots
}
# ---- the goals ----
function xtxt(x) { return x == "" ? "n/a" : x == "-" ? x : sprintf("%.2fx", x) }
# bx: the figure of the baseline for the same goal (a column with --baseline)
function goal(what, x, target, ok, ox, ahead, bx) {
    trow(what SEP xtxt(x) B(xtxt(bx)) SEP target SEP (x == "" ? "-" : ok ? "yes" : "NO") SEP xtxt(ox) SEP ahead)
}
# why a summary line has no number
function miss(prog, np, t, key) {
    if (!(prog in planned)) return "n/a: " prog " not run"
    if (na("shmap", prog, np) != "") return "shmap " na("shmap", prog, np)
    if (na("ompi", prog, np) != "") return "Open MPI " na("ompi", prog, np)
    if (!((prog, np, t, key) in seenk)) return "n/a: no " key " row" (args[prog, np] ~ /quick/ ? " (--quick)" : "")
    return "n/a"
}
function aheadtxt(r, unit, s, o, prog, np, t, key) {
    if (r == "") return prog == "" ? "n/a" : miss(prog, np, t, key)
    return sprintf("%.1fx", r) " (" fnum(s) " vs " fnum(o) " " unit ")"
}
# the summary lines of asym_lat: Open MPI has no asymmetric memory, so the
# last column holds the two times; or why there is no number
function asymtxt(s, o) { return "Open MPI has none (" fnum(s) " vs " fnum(o) " ns symmetric)" }
function asymmiss(t, key) {
    if (na("shmap", "asym_lat", 2) != "") return "shmap " na("shmap", "asym_lat", 2)
    if (!(("asym_lat", 2, t, key) in seenk)) return "n/a: no " key " row" (args["asym_lat", 2] ~ /quick/ ? " (--quick)" : "")
    return "n/a"
}
function summary(   x, ox, bx, s, o, r, key, np, i, n) {
    tstart("== summary: goals (shmap / its raw floor) and shmap against Open MPI (medians)",
        "goal" SEP "shmap" B("baseline") SEP "target" SEP "met" SEP "Open MPI" SEP "shmap ahead of Open MPI")
    # 8 B put latency
    x = med("shmap", "put_lat", 2, 1, "8", "@x"); ox = med("ompi", "put_lat", 2, 1, "8", "@x")
    s = med("shmap", "put_lat", 2, 1, "8", "@v"); o = med("ompi", "put_lat", 2, 1, "8", "@v")
    goal("8 B put latency / cache-line floor", x, "<= 1.2x", x != "" && x <= 1.2, ox, aheadtxt(div(o, s), "us", s, o, "put_lat", 2, 1, "8"),
        bmed("put_lat", 2, 1, "8", "@x"))
    # 1 MiB put bandwidth
    key = "1M"
    x = med("shmap", "put_lat", 2, 1, key, "@x"); ox = med("ompi", "put_lat", 2, 1, key, "@x"); bx = bmed("put_lat", 2, 1, key, "@x")
    x = x == "" ? "" : 1 / x; ox = ox == "" ? "" : 1 / ox; bx = bx == "" ? "" : 1 / bx
    s = med("shmap", "put_lat", 2, 1, key, "MB/s"); o = med("ompi", "put_lat", 2, 1, key, "MB/s")
    goal("1 MiB put bandwidth / memcpy", x, ">= 0.9x", x != "" && x >= 0.9, ox, aheadtxt(div(s, o), "MB/s", s, o, "put_lat", 2, 1, key), bx)
    # message rate
    split("long_p|putmem(8 B)", forms, "|")
    for (i = 1; i <= 2; i++) {
        x = med("shmap", "msg_rate", 2, 1, forms[i], "@x"); ox = med("ompi", "msg_rate", 2, 1, forms[i], "@x")
        s = med("shmap", "msg_rate", 2, 1, forms[i], "@v"); o = med("ompi", "msg_rate", 2, 1, forms[i], "@v")
        goal("message rate (" forms[i] ", 2 PEs) / raw stores", x, ">= 0.8x", x != "" && x >= 0.8, ox, aheadtxt(div(s, o), "msgs/s", s, o, "msg_rate", 2, 1, forms[i]),
            bmed("msg_rate", 2, 1, forms[i], "@x"))
    }
    # globals vs heap
    x = med("shmap", "put_lat", 2, 1, "8", "glob/heap"); ox = med("ompi", "put_lat", 2, 1, "8", "glob/heap")
    s = med("shmap", "put_lat", 2, 1, "8", "glob_us"); o = med("ompi", "put_lat", 2, 1, "8", "glob_us")
    goal("8 B put into a global / into the heap", x, "1.0x", x != "" && x <= 1.1, ox, aheadtxt(div(o, s), "us", s, o, "put_lat", 2, 1, "8"),
        bmed("put_lat", 2, 1, "8", "glob/heap"))
    # start-up
    n = split(npl["startup"], nps, " ")
    if (!n) goal("start-up: Open MPI time / shmap time", "", ">= 20x", 0, "-", miss("startup"), "")
    for (i = 1; i <= n; i++) {
        np = nps[i]
        s = med("shmap", "startup", np, "run", "-", "wall_s"); o = med("ompi", "startup", np, "run", "-", "wall_s")
        r = div(o, s)
        goal("start-up, " np " PEs: Open MPI time / shmap time", r, ">= 20x", r != "" && r >= 20, "-", aheadtxt(r, "s", s, o, "startup", np, "run", "-"),
            div(o, med("base", "startup", np, "run", "-", "wall_s")))
    }
    # the Fortran binding against the C library call (Open MPI has none)
    split("put_lat|get_lat|msg_rate|reduce", fops, "|")
    for (i = 1; i <= 4; i++) {
        x = med("shmap", "fortran", 2, 1, fops[i], "x_c")
        if (x == "" && !("fortran" in planned)) continue
        goal("Fortran " fops[i] " / C library call", x, "<= 1.05x", x != "" && x <= 1.05, "-",
            x == "" ? miss("fortran", 2, 1, fops[i]) : "Open MPI has no Fortran binding", bmed("fortran", 2, 1, fops[i], "x_c"))
    }
    # contexts: each library, a context against its own default context
    split("put_lat|msg_rate|amo_lat", cops, "|")
    for (i = 1; i <= 3; i++) {
        x = med("shmap", "ctx", 2, 1, cops[i], "x"); ox = med("ompi", "ctx", 2, 1, cops[i], "x")
        if (x == "" && !("ctx" in planned)) continue
        s = med("shmap", "ctx", 2, 1, cops[i], "ctx_ns"); o = med("ompi", "ctx", 2, 1, cops[i], "ctx_ns")
        goal("context " cops[i] " / default context", x, "<= 1.05x", x != "" && x <= 1.05, ox,
            aheadtxt(div(o, s), "ns", s, o, "ctx", 2, 1, cops[i]), bmed("ctx", 2, 1, cops[i], "x"))
    }
    # asymmetric memory (an extension of shmap; Open MPI has none): memory PE 0
    # registered against its symmetric heap, the same operations
    if ("asym_lat" in planned) {
        x = med("shmap", "asym_lat", 2, 1, "10000", "x_sym")
        s = med("shmap", "asym_lat", 2, 1, "10000", "asym_ns"); o = med("shmap", "asym_lat", 2, 1, "10000", "sym_ns")
        goal("asym 1 KiB x10000 regions / symmetric", x, "<= 1.1x", x != "" && x <= 1.1, "-",
            x == "" ? asymmiss(1, "10000") : asymtxt(s, o), bmed("asym_lat", 2, 1, "10000", "x_sym"))
        x = med("shmap", "asym_lat", 2, 2, "asym_putmem", "x_sym")
        s = med("shmap", "asym_lat", 2, 2, "asym_putmem", "asym_ns"); o = med("shmap", "asym_lat", 2, 2, "asym_putmem", "sym_ns")
        goal("asym put 8 B / symmetric", x, "<= 1.1x", x != "" && x <= 1.1, "-",
            x == "" ? asymmiss(2, "asym_putmem") : asymtxt(s, o), bmed("asym_lat", 2, 2, "asym_putmem", "x_sym"))
    }
    # threads on private contexts (no goal: 2 CPUs; for the record)
    for (i = 1; i <= 2; i++) {
        if (!("ctx" in planned)) break
        s = med("shmap", "ctx", 2, 2, i, "msgs_per_s"); o = med("ompi", "ctx", 2, 2, i, "msgs_per_s")
        x = med("shmap", "ctx", 2, 2, i, "x_1thread")
        trow("message rate, " i " thread(s) on private contexts / 1 thread" SEP xtxt(x) B(xtxt(bmed("ctx", 2, 2, i, "x_1thread"))) SEP "-" SEP "-" \
            SEP xtxt(med("ompi", "ctx", 2, 2, i, "x_1thread")) SEP aheadtxt(div(s, o), "msgs/s", s, o, "ctx", 2, 2, i))
    }
    # barriers (no goal: for the record)
    n = split(npl["coll_lat"], nps, " ")
    for (i = 1; i <= n; i++) {
        np = nps[i]; if (np < 8) continue
        s = med("shmap", "coll_lat", np, 1, "barrier_all", "@v"); o = med("ompi", "coll_lat", np, 1, "barrier_all", "@v")
        x = med("shmap", "coll_lat", np, 1, "barrier_all", "@x")
        trow("barrier_all, " np " PEs / raw barrier" SEP xtxt(x) B(xtxt(bmed("coll_lat", np, 1, "barrier_all", "@x"))) SEP "-" SEP "-" \
            SEP xtxt(med("ompi", "coll_lat", np, 1, "barrier_all", "@x")) SEP aheadtxt(div(o, s), "us", s, o, "coll_lat", np, 1, "barrier_all"))
    }
    tend()
    print "  shmap / Open MPI columns: each library against the floor its own runs measured;"
    if (hasbase) print "  baseline: the same figure for the baseline build (" basedir "), measured in the same run;"
    print "  ahead: Open MPI time / shmap time (rates and bandwidth: shmap / Open MPI)."
}
END {
    for (i = 1; i <= nprog; i++) {
        prog = proglist[i]
        if (prog == "startup") { startup(prog); continue }
        n = split(npl[prog], nps2, " ")
        for (j = 1; j <= n; j++) {
            np = nps2[j]
            if (ntab[prog, np] == 0) {
                print ""; print "== " prog ", " np " PEs: no results"; whynotes(prog, np); continue
            }
            for (t = 1; t <= ntab[prog, np]; t++) { generic(prog, np, t); bandwidth(prog, np, t); globals(prog, np, t) }
        }
        if (prog == "coll_lat") barriers(prog)
        if (prog == "asym_lat") asymplot(prog)
    }
    summary()
    # every median, for other tools
    print "impl", "prog", "npes", "table", "key", "column", "median", "n" > medf
    for (g in nv) {
        split(g, p, SEP)
        print p[1], p[2], p[3], p[4], p[5], p[6], med(p[1], p[2], p[3], p[4], p[5], p[6]), nv[g] > medf
    }
}
'
awk -v statusf="$STATUS" -v outdir="$OUT" -v plots="$PLOTS" -v medf="$OUT/medians.tsv.tmp" \
    -v hasbase="$HAS_BASE" -v basedir="$BASE" \
    "$REPORT_AWK" "$STATUS" "$RESULTS" | tee "$OUT/report.txt"
{ head -n 1 "$OUT/medians.tsv.tmp"; tail -n +2 "$OUT/medians.tsv.tmp" | sort; } >"$OUT/medians.tsv"
rm -f "$OUT/medians.tsv.tmp"

# ---- plots ----
echo
if ! command -v gnuplot >/dev/null 2>&1; then
    echo "plots: skipped: gnuplot is not installed (apt-get install gnuplot-nox; scripts/bench-setup.sh)"
else
    term="pngcairo size 900,600 font ',10'"
    gnuplot -e "set terminal pngcairo" >/dev/null 2>&1 || term="png size 900,600"
    made=()
    while IFS=$'\t' read -r kind dat title unit; do
        base=${dat%.dat}
        title=${title//\"/\'}
        # the baseline's lines, with --baseline
        bl_lat="" bl_bw="" bl_n="" bl_r=""
        if [ "$HAS_BASE" = 1 ]; then
            bl_lat=", \"$dat\" using 1:8 with linespoints dashtype 2 title \"baseline\""
            bl_bw=", \"$dat\" using 1:9 with linespoints dashtype 2 title \"baseline\""
            bl_n=", \"$dat\" using 1:5 with linespoints dashtype 2 title \"baseline\""
            bl_r=", \"$dat\" using 1:5 with linespoints dashtype 2 title \"baseline asym\""
        fi
        case $kind in
        size)
            cat >"$base.gp" <<EOF
set terminal $term
set termoption noenhanced
set datafile missing "?"
set logscale xy
set grid
set key top left
set xlabel "message size (bytes)"
set output "$base-latency.png"
set title "$title"
set ylabel "time ($unit)"
plot "$dat" using 1:2 with linespoints title "shmap", \
     "$dat" using 1:4 with linespoints title "Open MPI", \
     "$dat" using 1:3 with points pointsize 1.5 title "raw floor"$bl_lat
set output "$base-bandwidth.png"
set ylabel "bandwidth (MB/s)"
set key bottom right
plot "$dat" using 1:5 with linespoints title "shmap", \
     "$dat" using 1:7 with linespoints title "Open MPI", \
     "$dat" using 1:6 with points pointsize 1.5 title "raw floor"$bl_bw
EOF
            outs=("$base-latency.png" "$base-bandwidth.png") ;;
        barrier | startup)
            cat >"$base.gp" <<EOF
set terminal $term
set termoption noenhanced
set datafile missing "?"
set logscale xy
set grid
set key top left
set xlabel "PEs"
set ylabel "$unit"
set output "$base.png"
set title "$title"
plot "$dat" using 1:2 with linespoints title "shmap", \
     "$dat" using 1:4 with linespoints title "Open MPI", \
     "$dat" using 1:3 with linespoints title "raw floor"$bl_n
EOF
            outs=("$base.png") ;;
        regions)
            cat >"$base.gp" <<EOF
set terminal $term
set termoption noenhanced
set datafile missing "?"
set logscale x
set grid
set key top left
set yrange [0:*]
set xlabel "regions registered at PE 0"
set ylabel "time per 1 KiB put or get ($unit)"
set output "$base.png"
set title "$title"
plot "$dat" using 1:2 with linespoints title "asym (registered)", \
     "$dat" using 1:3 with linespoints title "symmetric", \
     "$dat" using 1:4 with points pointsize 1.5 title "memcpy through shmem_ptr (no lookup)"$bl_r
EOF
            outs=("$base.png") ;;
        *) continue ;;
        esac
        if gnuplot "$base.gp" >"$base.gp.log" 2>&1; then
            made+=("${outs[@]}")
        else
            echo "plots: gnuplot failed on $base.gp: $(head -n 1 "$base.gp.log")"
        fi
    done <"$PLOTS"
    echo "plots: ${#made[@]} PNG files in $OUT/: $(for f in ${made[@]+"${made[@]}"}; do printf '%s ' "$(basename "$f")"; done)"
fi

T_END=$EPOCHREALTIME
echo "results: $RESULTS (every number), $OUT/medians.tsv, $OUT/status.tsv, raw outputs in $RAW/"
awk -v a="$T_START" -v b="$T_END" 'BEGIN { printf "bench.sh: done in %.0f s\n", b - a }'
exit 0
