#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Failure teardown, the full matrix: one PE is killed (SIGKILL, SIGSEGV,
# SIGABRT, SIGTERM), exits early without shmem_finalize (return from main,
# exit(5), _exit(6)) or calls shmem_global_exit(7), while the others wait
# in a barrier, a wait_until, a lock, a team collective, an active-set
# collective, a signal wait or a vector wait (tests/aux/teardown_prog.c).
# Every cell: the whole job ends within 2 s of the death; oshrun's status
# and its one line say which PE and how; the waiting PEs leave silently
# (oshrun.1, shmem_wait(3)...), except after a return from main, where one
# of them reports the wait that can never end; no process of the job
# survives (so no segment: they are memfds, mapped only by the PEs) and
# nothing new appears in /dev/shm.
# Run from the repo root after `make tests`.
# shmap-test: serial: tests/run.sh runs it alone, as it times each
# teardown, runs four cells at a time itself and watches /dev/shm.
source "$(dirname "$0")/common.bash"
P=$PWD/$B/tests/aux/teardown_prog
DEADLINE_MS=2000 # from the death to oshrun's end
JOBS=4           # cells at a time: they mostly sleep (2 CPUs here)
[ -x "$P" ] || { fail "$P is not built (make tests)"; exit 1; }
ulimit -c 0 # SIGSEGV and SIGABRT: no core files, no time spent dumping
# /dev/shm's files, but for other libraries' (e.g. Open MPI's vader
# segments, from a concurrent benchmark): shmap's segments are memfds.
shm_files() { find /dev/shm -mindepth 1 -maxdepth 1 ! -name 'vader_segment*' -printf '%f\n' | sort; }
shm_before=$(shm_files)
t_start=$(date +%s%N)

HOWS="kill9 segv abort term return exit _exit global_exit"
WHERES="barrier wait_until lock team aset signal vector"

# The PE that dies: PE 0 holds the lock and is the broadcast's root, a
# middle PE leaves the team, the last PE elsewhere.
dying() { # where npes
    case $1 in lock | aset) echo 0 ;; team) echo 1 ;; *) echo $(($2 - 1)) ;; esac
}

# The routine the waiting PEs are in (a regex).
routine() {
    case $1 in
    barrier) echo shmem_barrier_all ;;
    wait_until) echo shmem_long_wait_until ;;
    lock) echo shmem_set_lock ;;
    team) echo shmem_long_sum_reduce ;;
    aset) echo shmem_broadcast64 ;;
    signal) echo shmem_signal_wait_until ;;
    vector) echo 'shmem_long_wait_until_(all|any|some|all_vector)' ;;
    esac
}

# cell ID HOW WHERE NPES [PE|- [DELAY_US]]: one line, "PASS ..." or
# "FAIL ..." with the evidence, in $tmp/ID.res; the time from the death
# to the job's end in $tmp/ID.ms.
cell() {
    local id=$1 how=$2 where=$3 np=$4 d=${5:--} delay=${6:-200000}
    [ "$d" != - ] || d=$(dying "$where" "$np")
    local dir=$tmp/$id name="$how $where np=$np (PE $d dies)"
    [ "$delay" = 200000 ] || name="$name ${delay}us"
    mkdir -p "$dir"
    # --timeout 5: should a wait hang, oshrun reports where each PE is.
    # The cell's own marker tells its survivors from other cells'.
    SHMAP_TEST_TAG=$dir timeout -k 2 10 "$R" --timeout 5 -np "$np" "$P" "$how" "$where" "$d" "$delay" \
        >"$dir/out" 2>"$dir/err" </dev/null
    local rc=$? end; end=$(date +%s%N)
    local why=() err; err=$(cat "$dir/err")
    tagged "$dir"
    if [ ${#PIDS[@]} -gt 0 ]; then
        why+=("processes survived: $(described "${PIDS[@]}")")
        kill -9 "${PIDS[@]}" 2>/dev/null
    fi

    # Death to end of the job.
    local died ms=-1
    died=$(sed -n "s/^teardown_prog: PE $d dies at \([0-9]*\)$/\1/p" "$dir/out")
    if [ -z "$died" ]; then
        why+=("PE $d never reached its death (stdout: $(tr '\n' ';' <"$dir/out"))")
    else
        ms=$(((end - died) / 1000000))
        [ "$ms" -lt "$DEADLINE_MS" ] || why+=("the job ended $ms ms after PE $d's death (limit $DEADLINE_MS)")
    fi

    # oshrun's status and line.
    local want re
    case $how in
    kill9) want=137 re="PE $d killed by SIGKILL" ;;
    segv) want=139 re="PE $d killed by SIGSEGV( \(core dumped\))?" ;;
    abort) want=134 re="PE $d killed by SIGABRT( \(core dumped\))?" ;;
    term) want=143 re="PE $d killed by SIGTERM" ;;
    exit) want=5 re="PE $d exited with status 5" ;;
    _exit) want=6 re="PE $d exited with status 6" ;;
    global_exit) want=7 re="PE $d called shmem_global_exit\(7\)" ;;
    return)
        # PE d exits with status 0, which is not a failure by itself: a
        # waiting PE finds that its wait can never end, says so naming
        # the routine, and fails (status 1); that PE is oshrun's culprit.
        want=1 re="PE [0-9]+ exited with status 1" ;;
    esac
    [ "$rc" = "$want" ] || why+=("oshrun exited $rc, expected $want")
    local olines; olines=$(grep -c '^oshrun:' <<<"$err")
    grep -Eq "^oshrun: $re\$" <<<"$err" || why+=("no line /oshrun: $re/")
    [ "$olines" = 1 ] || why+=("$olines oshrun: lines, expected 1")
    local rt; rt=$(routine "$where")
    if [ "$how" = return ]; then
        local k
        k=$(sed -En 's/^oshrun: PE ([0-9]+) exited with status 1$/\1/p' <<<"$err")
        [ "$k" != "$d" ] || why+=("oshrun blames PE $d, which exited with status 0")
        if [ -n "$k" ]; then
            # A collective or the lock names the PE that left; a
            # point-to-point wait may only know that PEs have exited.
            case $where in
            barrier | lock | team | aset) re="shmap: PE $k: $rt: PE $d(,| ).*exited" ;;
            *) re="shmap: PE $k: $rt: .*exited" ;;
            esac
            grep -Eq "^$re" <<<"$err" || why+=("no line /$re/")
        fi
    fi
    # The PEs that the job's end stops leave silently: oshrun marks the
    # job as ending before they can see the death. After a return, the
    # one line is that of the PE whose wait can never end.
    local bad
    bad=$(grep '^shmap:' <<<"$err")
    [ "$how" != return ] || bad=$(grep -Ev "^shmap: PE [0-9]+: $rt: (PE $d(,| )|every other PE has exited)" <<<"$bad")
    [ -z "$bad" ] || why+=("unexpected library lines: $(tr '\n' ';' <<<"$bad")")
    bad=$(grep -v '^shmap:\|^oshrun:' <<<"$err")
    [ -z "$bad" ] || why+=("unexpected stderr: $(tr '\n' ';' <<<"$bad")")

    if [ ${#why[@]} = 0 ]; then
        printf 'PASS %-40s exit %3d, ended %4d ms after the death\n' "$name" "$rc" "$ms" >"$dir.res"
    else
        {
            printf 'FAIL %-40s\n' "$name"
            printf '     - %s\n' "${why[@]}"
            sed 's/^/     | /' "$dir/err"
        } >"$dir.res"
    fi
    echo "$ms" >"$dir.ms"
    rm -rf "$dir"
}

cells=()
for how in $HOWS; do
    for where in $WHERES; do
        cells+=("$how $where 4")
    done
done
# A few at 8 PEs (on 2 CPUs), some with a middle PE dying; at 8 the
# waiting PEs use every vector wait (_all, _any, _some, _all_vector).
cells+=("kill9 barrier 8" "segv vector 8 5" "abort signal 8 4" "return lock 8"
        "global_exit team 8" "exit aset 8 3" "return barrier 8 2")
# Deaths 3 ms after the barrier: the others still spin or yield, and look
# at the job page thousands of times a second. Before oshrun published an
# exit only after marking the job as ending, such a PE reported "PE d has
# exited without joining this collective" in about 1 run in 10 of each.
cells+=("kill9 barrier 4 - 3000" "exit barrier 4 - 3000" "segv lock 4 - 3000"
        "term team 4 - 3000" "_exit aset 4 - 3000" "abort barrier 8 - 3000")

id=0
for c in "${cells[@]}"; do
    id=$((id + 1))
    # shellcheck disable=SC2086
    cell "$(printf 'c%03d' $id)" $c &
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
done
wait

pass=0 results=0 worst=0
for r in "$tmp"/c*.res; do
    [ -f "$r" ] || continue
    results=$((results + 1))
    { read -r result line; rest=$(tail -n +2 "$r"); } <"$r"
    if [ "$result" = PASS ]; then
        ok "$line"; pass=$((pass + 1))
    else
        fail "$line"; [ -z "$rest" ] || echo "$rest"
    fi
    ms=$(cat "${r%.res}.ms")
    [ "$ms" -gt "$worst" ] && worst=$ms
done
missing=$((${#cells[@]} - results))
[ $missing = 0 ] || fail "$missing cells left no result"

# Nothing of any cell is left, and nothing new in /dev/shm.
tagged
if [ ${#PIDS[@]} -gt 0 ]; then
    fail "processes survived: $(described "${PIDS[@]}")"
    kill -9 "${PIDS[@]}" 2>/dev/null
fi
shm_after=$(shm_files)
[ "$shm_after" = "$shm_before" ] ||
    fail "/dev/shm changed: $(comm -13 <(echo "$shm_before") <(echo "$shm_after") | tr '\n' ' ')"
# The failed cells again, last: the test runner shows only the tail.
[ "$fails" = 0 ] || grep -h -A10 '^FAIL' "$tmp"/c*.res | head -24
echo "teardown: $pass of ${#cells[@]} cells passed; worst death-to-end $worst ms; $((($(date +%s%N) - t_start) / 1000000)) ms in all"
finish
