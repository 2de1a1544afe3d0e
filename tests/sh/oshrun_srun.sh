#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# oshrun --launcher (issue #32), against a fake srun first in PATH that
# records its arguments, environment and parent and exits (with
# FAKE_SRUN_STATUS), or with FAKE_SRUN_RUN=1 drops its own options and
# runs the job with oshrun --launcher=local:
#  - inside an allocation of 2 nodes (SLURM_JOB_NUM_NODES, or the older
#    SLURM_NNODES) and no job step (none, or the batch script's),
#    oshrun -np 4 prog a b becomes (execs, same process) srun --mpi=pmix
#    --kill-on-bad-exit=1 -n 4 prog a b, and the job really runs;
#  - one node, a job step (SLURM_STEP_ID=0), --launcher=local or
#    SHMAP_OSHRUN_LAUNCHER=local start the PEs locally, srun untouched;
#    --launcher=srun (or the variable) uses srun on one node or none; the
#    option wins over the variable;
#  - under srun, each placement option and --stats is refused (status 2,
#    one line naming it), as are bad launcher names; no srun in PATH is
#    one line and status 127, and no PE runs;
#  - the environment (LD_LIBRARY_PATH with the build's lib/ first, unless
#    --no-prefix-libs; the caller's own variables) reaches srun; --timeout
#    and --oversubscribe become --time (minutes) and --overcommit;
#  - srun's exit status is oshrun's;
#  - --dry-run prints the line, shell-quoted, runs nothing, and the line
#    run by a shell gives srun the same arguments.
source "$(dirname "$0")/common.bash"
P=$B/tests/api/shmem_put
[ -x "$P" ] || { echo "SKIP: $P is not built (make tests)"; exit 77; }
TIMEOUT=$(command -v timeout)
LIB=$(readlink -f "$B/lib")

# Only what a case sets: none of the caller's Slurm variables (the test
# may run inside an allocation), launcher choice or LD_LIBRARY_PATH.
clean=(env -u SHMAP_OSHRUN_LAUNCHER -u LD_LIBRARY_PATH)
while IFS='=' read -r name _; do
    case $name in SLURM_*) clean+=(-u "$name") ;; esac
done < <(env)
TWO="SLURM_JOB_ID=1 SLURM_JOB_NUM_NODES=2"

mkdir -p "$tmp/bin" "$tmp/nosrun"
cat >"$tmp/bin/srun" <<EOF
#!/usr/bin/env bash
printf '%s\0' "\$@" >"$tmp/srun.argv"
env >"$tmp/srun.env"
echo "\$PPID" >"$tmp/srun.ppid"
if [ -n "\${FAKE_SRUN_RUN:-}" ]; then
    n=1
    while [ \$# -gt 0 ]; do
        case \$1 in
        -n) n=\$2; shift 2 ;;
        --) shift; break ;;
        -*) shift ;;
        *) break ;;
        esac
    done
    exec "$R" --launcher=local -np "\$n" "\$@"
fi
exit "\${FAKE_SRUN_STATUS:-0}"
EOF
printf '#!/bin/sh\nexit 0\n' >"$tmp/bin/-dash"
chmod +x "$tmp/bin/srun" "$tmp/bin/-dash"

# run "VARS" ARGS...: oshrun ARGS with the fake srun first in PATH and
# VARS (space-separated NAME=value, PATH too) set; RC its status, OUT and
# ERR its output, PID the process oshrun ran as (the fake srun's parent
# when oshrun execs srun, not forks it).
run() {
    local vars=$1
    shift
    rm -f "$tmp"/srun.* "$tmp/ran"
    # shellcheck disable=SC2086
    "${clean[@]}" PATH="$tmp/bin:$PATH" $vars "$TIMEOUT" -k 5 60 "$R" "$@" \
        >"$tmp/out" 2>"$tmp/err" </dev/null &
    PID=$!
    wait $PID
    RC=$?
    OUT=$(cat "$tmp/out") ERR=$(cat "$tmp/err")
}
# The fake srun's arguments joined by |, or "(srun not run)".
srun_args() {
    if [ -f "$tmp/srun.argv" ]; then tr '\0' '|' <"$tmp/srun.argv"; else echo "(srun not run)"; fi
}
# srun_case WHAT "VARS" WANT ARGS...: oshrun ARGS exits 0 having exec'd
# srun with the arguments WANT (joined by |, ending in |), nothing said.
srun_case() {
    local what=$1 vars=$2 want=$3
    shift 3
    run "$vars" "$@"
    local got ppid
    got=$(srun_args) ppid=$(cat "$tmp/srun.ppid" 2>/dev/null)
    if [ $RC != 0 ] || [ -n "$ERR" ]; then
        fail "$what: exit $RC: $ERR"
    elif [ "$got" != "$want" ]; then
        fail "$what: srun got '$got', not '$want'"
    elif [ "$ppid" != "$PID" ]; then
        fail "$what: srun's parent is $ppid, not $PID: oshrun did not exec it"
    else
        ok "$what: srun $got"
    fi
}
# local_case WHAT "VARS" ARGS...: oshrun ARGS runs the PEs itself: exit
# 0, the fake srun never run.
local_case() {
    local what=$1 vars=$2
    shift 2
    run "$vars" "$@"
    if [ -f "$tmp/srun.argv" ]; then
        fail "$what: srun was run: $(srun_args)"
    elif [ $RC != 0 ]; then
        fail "$what: exit $RC: $ERR"
    else
        ok "$what: the PEs ran locally"
    fi
}
# refused_case WHAT "VARS" RC 'LINE REGEX' ARGS...: exit RC with exactly
# one line on stderr, matching; no srun, no PE (a PE would create
# $tmp/ran).
refused_case() {
    local what=$1 vars=$2 want=$3 re=$4
    shift 4
    run "$vars" "$@"
    if [ $RC != "$want" ]; then
        fail "$what: exit $RC, not $want: $ERR"
    elif [ "$(wc -l <<<"$ERR")" != 1 ] || ! grep -qE -- "$re" <<<"$ERR"; then
        fail "$what: stderr is not one line /$re/: $ERR"
    elif [ -f "$tmp/srun.argv" ] || [ -f "$tmp/ran" ]; then
        fail "$what: something ran: srun $(srun_args); $(cat "$tmp/ran" 2>/dev/null)"
    else
        ok "$what: exit $RC, $ERR"
    fi
}
MARK=(/bin/sh -c "echo PE ran >$tmp/ran")
S="--mpi=pmix|--kill-on-bad-exit=1"

# ---- (1) a multi-node allocation: srun ----
srun_case "2 nodes" "$TWO" "$S|-n|4|$P|a|b|" -np 4 "$P" a b
srun_case "2 nodes (SLURM_NNODES)" "SLURM_JOB_ID=1 SLURM_NNODES=2" "$S|-n|2|$P|" -n 2 "$P"
srun_case "2 nodes, the batch step" "$TWO SLURM_STEP_ID=4294967294" "$S|-n|2|$P|" -np 2 "$P"
srun_case "2 nodes, the batch step by name" "$TWO SLURM_STEP_ID=batch" "$S|-n|2|$P|" -np 2 "$P"
srun_case "2 nodes, a program named -dash" "$TWO" "$S|--|-dash|x|" -- -dash x
# the job really runs: the fake srun starts it with oshrun --launcher=local
run "$TWO FAKE_SRUN_RUN=1" -np 3 "$P"
if [ $RC = 0 ] && [ "$(srun_args)" = "$S|-n|3|$P|" ]; then
    ok "2 nodes: srun -n 3 ran the program's 3 PEs to success"
else
    fail "2 nodes, the job through srun: exit $RC, srun $(srun_args): $ERR"
fi

# ---- (2-4) the PEs on this node ----
local_case "1 node" "SLURM_JOB_ID=1 SLURM_JOB_NUM_NODES=1" -np 2 "$P"
local_case "no allocation" "" -np 2 "$P"
local_case "2 nodes, inside job step 0" "$TWO SLURM_STEP_ID=0" -np 2 "$P"
local_case "2 nodes, --launcher=local" "$TWO" --launcher=local -np 2 "$P"
local_case "2 nodes, --launcher local" "$TWO" --launcher local -np 2 "$P"
local_case "2 nodes, SHMAP_OSHRUN_LAUNCHER=local" "$TWO SHMAP_OSHRUN_LAUNCHER=local" -np 2 "$P"
local_case "--launcher=local over SHMAP_OSHRUN_LAUNCHER=srun" "SHMAP_OSHRUN_LAUNCHER=srun" \
    --launcher=local -np 2 "$P"
local_case "2 nodes, --launcher=auto over SHMAP_OSHRUN_LAUNCHER=srun, in a step" \
    "$TWO SLURM_STEP_ID=3 SHMAP_OSHRUN_LAUNCHER=srun" --launcher=auto -np 2 "$P"

# ---- (5) srun asked for ----
srun_case "1 node, --launcher=srun" "SLURM_JOB_ID=1 SLURM_JOB_NUM_NODES=1" "$S|-n|2|$P|" \
    --launcher=srun -np 2 "$P"
srun_case "no allocation, --launcher srun" "" "$S|-n|2|$P|" --launcher srun -np 2 "$P"
srun_case "no allocation, SHMAP_OSHRUN_LAUNCHER=srun" "SHMAP_OSHRUN_LAUNCHER=srun" "$S|-n|2|$P|" -np 2 "$P"
srun_case "--launcher=srun over SHMAP_OSHRUN_LAUNCHER=local" "SHMAP_OSHRUN_LAUNCHER=local" \
    "$S|-n|2|$P|" --launcher=srun -np 2 "$P"

# ---- (6) what srun cannot do, and bad names ----
only="applies only when oshrun starts the PEs itself \(--launcher=local\)"
for o in "--map-by core" "--bind-to core" "--bind-to none" --report-bindings --stats; do
    # shellcheck disable=SC2086
    refused_case "2 nodes, $o" "$TWO" 2 "^oshrun: ${o%% *} $only; srun starts them here \(Slurm job 1 has 2 nodes\)$" \
        $o -np 2 "${MARK[@]}"
done
refused_case "--launcher=srun --stats" "" 2 "^oshrun: --stats $only; srun starts them here \(--launcher=srun\)$" \
    --launcher=srun --stats -np 2 "${MARK[@]}"
# the same options are fine locally
run "$TWO" --launcher=local --bind-to none --report-bindings -np 2 "$P"
[ $RC = 0 ] && [ ! -f "$tmp/srun.argv" ] && ok "--launcher=local --bind-to none --report-bindings: runs" ||
    fail "--launcher=local --bind-to none --report-bindings: exit $RC: $ERR"
refused_case "--launcher=bogus" "$TWO" 2 "^oshrun: --launcher takes auto, local or srun, not 'bogus'$" \
    --launcher=bogus -np 2 "${MARK[@]}"
refused_case "--launcher without a value" "" 2 "^oshrun: --launcher needs auto, local or srun$" --launcher
refused_case "SHMAP_OSHRUN_LAUNCHER=mpirun" "SHMAP_OSHRUN_LAUNCHER=mpirun" 2 \
    "^oshrun: SHMAP_OSHRUN_LAUNCHER must be auto, local or srun, not 'mpirun'$" -np 2 "${MARK[@]}"

# ---- (7) no srun ----
refused_case "2 nodes, no srun in PATH" "$TWO PATH=$tmp/nosrun" 127 \
    "^oshrun: srun is not in PATH \(Slurm job 1 has 2 nodes\); --launcher=local starts every PE on this node$" \
    -np 2 "${MARK[@]}"
refused_case "--launcher=srun, no srun in PATH" "PATH=$tmp/nosrun" 127 \
    "^oshrun: srun is not in PATH \(--launcher=srun\);" --launcher=srun -np 2 "${MARK[@]}"
run "$TWO PATH=$tmp/nosrun" --launcher=local -np 2 "${MARK[@]}"
[ $RC = 0 ] && [ -f "$tmp/ran" ] && ok "2 nodes, no srun, --launcher=local: the PEs run here" ||
    fail "2 nodes, no srun, --launcher=local: exit $RC: $ERR"

# ---- (8) the environment and the translated options ----
envof() { sed -n "s/^$1=//p" "$tmp/srun.env" 2>/dev/null; }
srun_case "2 nodes, with SMA_SYMMETRIC_SIZE" "$TWO SMA_SYMMETRIC_SIZE=3M" "$S|-n|2|$P|" -np 2 "$P"
[ "$(envof LD_LIBRARY_PATH)" = "$LIB" ] && ok "srun's LD_LIBRARY_PATH is $LIB" ||
    fail "srun's LD_LIBRARY_PATH is '$(envof LD_LIBRARY_PATH)', not $LIB"
[ "$(envof SMA_SYMMETRIC_SIZE)" = 3M ] && [ "$(envof SLURM_JOB_NUM_NODES)" = 2 ] &&
    ok "srun has the caller's SMA_SYMMETRIC_SIZE and SLURM_JOB_NUM_NODES" ||
    fail "srun's environment lacks SMA_SYMMETRIC_SIZE=3M or SLURM_JOB_NUM_NODES=2"
srun_case "2 nodes, LD_LIBRARY_PATH=/opt/x" "$TWO LD_LIBRARY_PATH=/opt/x" "$S|-n|2|$P|" -np 2 "$P"
[ "$(envof LD_LIBRARY_PATH)" = "$LIB:/opt/x" ] && ok "srun's LD_LIBRARY_PATH is $LIB:/opt/x" ||
    fail "srun's LD_LIBRARY_PATH is '$(envof LD_LIBRARY_PATH)', not $LIB:/opt/x"
srun_case "2 nodes, --no-prefix-libs" "$TWO" "$S|-n|2|$P|" --no-prefix-libs -np 2 "$P"
grep -q '^LD_LIBRARY_PATH=' "$tmp/srun.env" && fail "--no-prefix-libs: srun has LD_LIBRARY_PATH=$(envof LD_LIBRARY_PATH)" ||
    ok "--no-prefix-libs: srun has no LD_LIBRARY_PATH"
srun_case "2 nodes, --timeout 61 --oversubscribe --allow-run-as-root" "$TWO" \
    "$S|-n|8|--time=2|--overcommit|$P|" --timeout 61 --oversubscribe --allow-run-as-root -np 8 "$P"
srun_case "2 nodes, --timeout 0.5" "$TWO" "$S|--time=1|$P|" --timeout 0.5 "$P"

# ---- (9) srun's status is oshrun's ----
run "$TWO FAKE_SRUN_STATUS=3" -np 2 "$P"
[ $RC = 3 ] && [ -f "$tmp/srun.argv" ] && ok "srun exits 3: oshrun exits 3" ||
    fail "srun exits 3: oshrun exits $RC: $ERR"
run "$TWO FAKE_SRUN_STATUS=0" -np 2 "$P"
[ $RC = 0 ] && [ -f "$tmp/srun.argv" ] && ok "srun exits 0: oshrun exits 0" ||
    fail "srun exits 0: oshrun exits $RC: $ERR"

# Without -np: no -n, so srun starts the allocation's task count
run "$TWO" --dry-run "$P" a
want="LD_LIBRARY_PATH=$LIB srun --mpi=pmix --kill-on-bad-exit=1 $P a"
[ $RC = 0 ] && [ "$OUT" = "$want" ] && ok "no -np: --dry-run prints $OUT" ||
    fail "no -np: exit $RC, printed '$OUT', not '$want': $ERR"

# ---- --dry-run ----
want="LD_LIBRARY_PATH=$LIB srun --mpi=pmix --kill-on-bad-exit=1 -n 4 $P a 'b c' 'it'\\''s' ''"
run "$TWO" --dry-run -np 4 "$P" a "b c" "it's" ""
if [ $RC != 0 ] || [ "$OUT" != "$want" ] || [ -n "$ERR" ]; then
    fail "--dry-run: exit $RC, printed '$OUT', not '$want': $ERR"
elif [ -f "$tmp/srun.argv" ]; then
    fail "--dry-run ran srun"
else
    ok "--dry-run prints $OUT"
    line=$OUT
    # The line, run by a shell, gives srun what oshrun itself gives it.
    run "$TWO" -np 4 "$P" a "b c" "it's" ""
    direct=$(srun_args)
    rm -f "$tmp"/srun.*
    "${clean[@]}" PATH="$tmp/bin:$PATH" bash -c "$line" || fail "the --dry-run line failed"
    [ "$(srun_args)" = "$direct" ] && ok "the --dry-run line gives srun the same arguments" ||
        fail "the --dry-run line gives srun '$(srun_args)', oshrun '$direct'"
fi
run "SLURM_JOB_ID=1 SLURM_JOB_NUM_NODES=1" --dry-run --timeout 30 --bind-to none -np 2 "$P" a
want="$R --launcher=local -np 2 --bind-to none --timeout 30 $P a"
[ $RC = 0 ] && [ "$OUT" = "$want" ] && [ ! -f "$tmp/srun.argv" ] && ok "1 node, --dry-run prints $OUT" ||
    fail "1 node, --dry-run: exit $RC, printed '$OUT', not '$want': $ERR"
finish
