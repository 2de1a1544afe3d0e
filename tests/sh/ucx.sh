#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The UCX transport (SHMAP_TRANSPORT) and its progress thread, as
# pseudo-nodes under mpirun (SHMAP_NODE_SIZE; two network namespaces
# run it in mpi_netns*.sh): which transport a job takes and says it took,
# a computing target served by the thread (and stalled without it: the
# test can fail), every bad setting refused with one line, and a missing
# plugin leaving auto on MPI's windows, posted atomics complete at the
# quiet with the thread off, and puts as active messages over TCP alone
# and over one shared-memory lane complete for every PE at the quiet,
# two lanes make the fence a flush, the worker changes hands between
# a PE and its thread, a PE polling with shmem_test serves other
# nodes without the thread, a request's wait yields early only where
# a PE it reaches may run on its CPU, and the thread runs at the nice
# SMA_PROGRESS_NICE asks where it is allowed. SKIP without mpirun or UCX.
. "$(dirname "$0")/common.bash"
command -v mpirun >/dev/null || { echo "SKIP: no mpirun (Open MPI's openmpi-bin)"; exit 77; }
[ -f "$B/lib/libsma_mpi.so" ] || { echo "SKIP: no $B/lib/libsma_mpi.so"; exit 77; }
[ -f "$B/lib/libsma_ucx.so" ] || { echo "SKIP: no $B/lib/libsma_ucx.so (UCX's headers: libucx-dev)"; exit 77; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl_vader_backing_directory=$tmp OMPI_MCA_orte_tmpdir_base=$tmp
P=$B/tests/api/progress_busy

# job NP "VARS" PROGRAM: mpirun with each VAR=value passed; output in $tmp/out
job() {
    local np=$1 xs=() v
    for v in $2; do xs+=(-x "$v"); done
    timeout -k 5 120 mpirun --oversubscribe -np "$np" "${xs[@]}" "$3" >"$tmp/out" 2>&1 </dev/null
}

# says WHAT NP "VARS" PROGRAM PE 'regex': PROGRAM passes and PE's INFO
# line (how PE is reached) matches
says() {
    if job "$2" "$3 SMA_LOG_LEVELS=INFO" "$4" &&
        grep -qE "PE $5 reached by UCX.*: $6" "$tmp/out"; then
        ok "$1"
    else
        fail "$1: $(grep -v '^[0-9.]* PE [0-9] INFO' "$tmp/out" | grep -m1 -E 'FAIL|shmap' | cut -c1-200) $(grep -m1 -o "PE $5 reached by .*" "$tmp/out")"
    fi
}

# served NAME PROGRAM WHAT: PROGRAM's computing PE 0 is served (UCX's
# thread), and stalls with SMA_PROGRESS=no (the check can fail): its
# message then starts "PE 0 computed ... WHAT"
served() {
    if job 4 "SHMAP_NODE_SIZE=1 SMA_LOG_LEVELS=INFO" "$2" &&
        grep -q "PE 1 reached by UCX.*: .*; progress thread on" "$tmp/out"; then
        ok "$1: PE 0 computing, served by UCX ($(grep -m1 -o 'PE 1 reached by UCX.*' "$tmp/out" | sed 's/.*: //'))"
    else
        fail "$1 under pseudo-nodes: $(grep -v '^[0-9.]* PE' "$tmp/out" | head -5)"
    fi
    if job 4 "SHMAP_NODE_SIZE=1 SMA_PROGRESS=no PROGRESS_BUSY_LIMIT=3" "$2"; then
        fail "$1, SMA_PROGRESS=no: PE 0 was served while it computed (nothing measured?)"
    elif grep -q "PE 0 computed .* $3" "$tmp/out"; then
        ok "$1, SMA_PROGRESS=no: $(grep -m1 -o 'PE 0 computed.*' "$tmp/out" | cut -c1-110)"
    else
        fail "$1, SMA_PROGRESS=no: not the stall's message: $(head -5 "$tmp/out")"
    fi
}
# 1-2. auto takes UCX, says so, and a computing PE 0 is served by its
# thread: 600 fetch_adds on its symmetric counter; then the same on
# registered memory (shmemx_asym_register: the read lock, the table
# search and the accesses are UCX's): 300 fetch_adds, puts and adds
served "symmetric memory" "$P" "and saw [0-9]* of the 600 fetch_adds"
served "registered memory" "$B/tests/api/progress_asym" \
    "with its registered memory and saw [0-9]* of the 300 marks"
# 3. pseudo-nodes of two: mapped neighbours, UCX across, at 4 and 8 PEs
for np in 4 8; do
    if job $np "SHMAP_NODE_SIZE=2 SHMAP_TRANSPORT=ucx" "$P"; then
        ok "SHMAP_TRANSPORT=ucx at $np PEs in nodes of 2"
    else
        fail "SHMAP_TRANSPORT=ucx at $np PEs: $(head -5 "$tmp/out")"
    fi
done
# 4. mpi: the windows, named as such
if job 2 "SHMAP_NODE_SIZE=1 SHMAP_TRANSPORT=mpi SMA_LOG_LEVELS=INFO" $B/tests/api/shmem_put &&
    grep -q "PE 1 reached by MPI-3 one-sided" "$tmp/out"; then
    ok "SHMAP_TRANSPORT=mpi: MPI-3 windows"
else
    fail "SHMAP_TRANSPORT=mpi: $(grep -v '^[0-9.]* PE' "$tmp/out" | head -5)"
fi
# 5. no plugin: auto stays on MPI; ucx says why and ends the job
if job 2 "SHMAP_NODE_SIZE=1 SHMAP_UCX_PLUGIN=$tmp/none.so SMA_LOG_LEVELS=INFO" $B/tests/api/shmem_put &&
    grep -q "PE 1 reached by MPI-3 one-sided.*: UCX not used (PE 0: .*none.so" "$tmp/out"; then
    ok "auto without the plugin: MPI's windows, the reason traced"
else
    fail "auto without the plugin: $(grep -v '^[0-9.]* PE [0-9] INFO' "$tmp/out" | head -5)"
fi
# 6. a posted atomic is complete at the quiet after it, also when it had
# to wait for room on the endpoint (PE 0 computing, its receive queue
# full of another PE's puts): UCX reports it done at once and its worker
# flush missed it; the thread off, so nothing sends it behind the quiet's
# back. The old plugin failed 2 runs of 3 at nodes of 1.
for k in 1 2; do
    if job 4 "SHMAP_NODE_SIZE=$k SMA_PROGRESS=no" $B/tests/api/shmem_quiet_posted; then
        ok "posted atomics complete at the quiet, nodes of $k, the thread off"
    else
        fail "posted atomics at the quiet, nodes of $k: $(grep -m1 FAIL "$tmp/out" | cut -c1-200)"
    fi
done
# 7. TCP alone between pseudo-nodes of 1 (one lane, on lo): puts of up
# to 8 KiB go as active messages, nothing acknowledges them, and a quiet
# asks each PE written so: a reader told after the writer's quiet sees
# all of them at the target (a quiet that did not ask failed 22 rounds of
# 30), and posted atomics behind a flood of them are complete at the
# quiet. The thread off, as in 6.
tcp="SHMAP_NODE_SIZE=1 UCX_TLS=tcp,self UCX_NET_DEVICES=lo SMA_PROGRESS=no"
says "TCP alone: puts as active messages, complete for a third PE at the quiet" \
    4 "$tcp" $B/tests/api/shmem_quiet_third 1 "tcp/lo[^;]*; .*; puts up to 8 KiB as active messages"
if job 4 "$tcp" $B/tests/api/shmem_quiet_posted; then
    ok "TCP alone: posted atomics complete at the quiet behind active-message puts"
else
    fail "TCP alone, posted atomics at the quiet: $(grep -m1 FAIL "$tmp/out" | cut -c1-200)"
fi
# 8. UCX's shared memory between pseudo-nodes: one lane by default (sysv,
# or posix where SysV shared memory cannot be had), so puts go as active
# messages there too and the fence only orders: the third PE's check as
# in 7, the reader on the target's node (PE 2 of nodes of 2: it loads
# what it reads; through UCX its get would queue behind the puts at the
# target, one receive queue a process). A quiet that did not ask failed
# 20-22 rounds of 30 there. With both transports named (two lanes), the
# fence is a flush, puts are UCX's, and posted atomics still complete at
# the quiet.
says "shared memory: one lane, puts as active messages, complete for a third PE at the quiet" \
    4 "SHMAP_NODE_SIZE=2 SMA_PROGRESS=no QUIET_THIRD_READER=2" $B/tests/api/shmem_quiet_third 3 \
    "(sysv|posix)/memory\\.0; fence: ucp_worker_fence; puts up to 8 KiB as active messages"
says "shared memory, two lanes: the fence a flush, posted atomics complete at the quiet" \
    4 "SHMAP_NODE_SIZE=1 UCX_TLS=sysv,posix,self SMA_PROGRESS=no" $B/tests/api/shmem_quiet_posted 1 \
    "sysv/memory\\.0,posix/memory\\.0; fence: a flush \\(several lanes\\); progress thread off"
# 9. the worker changing hands between the program's thread and the
# progress thread (membarrier, no lock on the program's side): PE 0
# computes 0.1-3 ms at a time, the thread's interval 1 ms, between calls
# of its own, while the others fetch_add on it; every count exact. A
# plugin whose program side ignored the thread's hold crashed 10 runs of
# 10 here.
for k in 1 2; do
    says "the worker handed over between PE 0 and its thread, nodes of $k" \
        $((4 * k)) "SHMAP_NODE_SIZE=$k" $B/tests/api/progress_handoff 1 \
        ".*; progress thread on \\(the worker handed over, membarrier[;)]"
done
# 10. a PE polling with the shmem_test routines and shmem_signal_fetch
# (no wait, no barrier) serves the puts and fetch_adds aimed at it with
# the progress thread off, over UCX and over MPI's windows (which have no
# thread): without progress in the tests both runs hung (timed out).
for t in ucx mpi; do
    for shape in "4 1" "8 2"; do
        set -- $shape
        if job "$1" "SHMAP_NODE_SIZE=$2 SHMAP_TRANSPORT=$t SMA_PROGRESS=no" $B/tests/api/shmem_test_poll; then
            ok "polling with shmem_test serves other nodes, $t, $1 PEs in nodes of $2, no thread"
        else
            fail "polling with shmem_test, $t, $1 PEs in nodes of $2, no thread: $(grep -m1 -E 'FAIL|shmap' "$tmp/out" | cut -c1-200)"
        fi
    done
done
# 11. PE 0 computing on a CPU of its own, the others on another (as on
# nodes where each PE has a core): its thread, which shares PE 0's CPU,
# serves 3 x 10,000 fetch_adds within 30 s. A thread that always yielded
# to the computing PE between looks served one a scheduler tick (about
# 1,000 a second) and ran out of time; spinning once a yield proved slow,
# it takes a fraction of a second.
# The machine's PEs outnumber its CPUs, so a wait yields early where a PE
# it may wait for can run on its CPU: PE 1's (PEs 2 and 3 share it) after
# 64 looks, PE 0's, whose CPU no other PE shares, after 1024.
read -ra cpus <<<"$(first_cpus 2)"
if [ ${#cpus[@]} = 2 ] && command -v taskset >/dev/null; then
    # rank 0 on the first, every other rank on the second
    printf '%s\n' '#!/bin/sh' "c=${cpus[1]}" \
        "[ \"\${OMPI_COMM_WORLD_RANK:-}\" = 0 ] && c=${cpus[0]}" \
        'exec taskset -c $c "$@"' >"$tmp/split"
    chmod +x "$tmp/split"
    if timeout -k 5 120 mpirun --oversubscribe --bind-to none -np 4 -x SHMAP_NODE_SIZE=1 \
        -x PROGRESS_BUSY_ITEMS=10000 -x PROGRESS_BUSY_LIMIT=30 -x SMA_LOG_LEVELS=INFO \
        "$tmp/split" "$P" >"$tmp/out" 2>&1 </dev/null; then
        ok "PE 0 computing on a CPU of its own: its thread served 30,000 fetch_adds"
    else
        fail "PE 0 computing on a CPU of its own: $(grep -v ' INFO ' "$tmp/out" | grep -m1 -E 'FAIL|shmap' | cut -c1-200)"
    fi
    y0=$(grep -m1 -oE "PE 0 INFO shmem_init: PE 1 reached by UCX.*; waits yield after [0-9]+" "$tmp/out" | grep -oE '[0-9]+$')
    y1=$(grep -m1 -oE "PE 1 INFO shmem_init: PE 0 reached by UCX.*; waits yield after [0-9]+" "$tmp/out" | grep -oE '[0-9]+$')
    if [ "$y0" = 1024 ] && [ "$y1" = 64 ]; then
        ok "PEs on CPUs of their own: PE 0's waits yield after $y0 idle looks, PE 1's (sharing a CPU with PEs 2 and 3) after $y1"
    else
        fail "waits' yields: PE 0 after '${y0}' looks (want 1024), PE 1 after '${y1}' (want 64)"
    fi
else
    echo "SKIP: PE 0 on a CPU of its own: needs 2 CPUs and taskset"
fi

# 12. the progress thread's priority: SMA_PROGRESS_NICE (-10 by default)
# over its PE's, as far as it is allowed. The INFO line names it, and ps
# sees the PEs' threads at it and at the PE's while they run (busy_target); with
# CAP_SYS_NICE dropped (setpriv) it stays at the PE's, and the line says
# it was not allowed more; SMA_PROGRESS_NICE=3 lowers it, always allowed.
cap=$(awk '/^CapEff/ {print $2}' /proc/self/status)
has_nice=$(( (16#${cap:-0} >> 23) & 1 ))
# nice_of "VARS" [PREFIX...]: busy_target --quick at 2 PEs in nodes of
# 1; the INFO line's nice clause in $nice_line, the nice values ps saw
# among the PEs' threads in $nice_ps (ascending, comma separated)
nice_of() {
    local vars=$1 xs=() v pid
    shift
    for v in SHMAP_NODE_SIZE=1 SMA_LOG_LEVELS=INFO $vars; do xs+=(-x "$v"); done
    # busy_target ignores arguments after --quick: $tmp names this job's
    # processes among any other busy_target the runner has going
    "$@" timeout -k 5 60 mpirun --oversubscribe -np 2 "${xs[@]}" "$B/bench/busy_target" --quick \
        "$tmp" >"$tmp/out" 2>&1 </dev/null &
    pid=$!
    : >"$tmp/nices"
    while kill -0 $pid 2>/dev/null; do
        ps -e -L -o ni=,args= | awk -v t="busy_target --quick $tmp" 'index($0, t) { print $1 }' \
            >>"$tmp/nices" 2>/dev/null
        sleep 0.1
    done
    wait $pid
    nice_ps=$(sort -n "$tmp/nices" | uniq | tr -d ' ' | paste -sd,)
    nice_line=$(grep -m1 -oE "PE 0 INFO shmem_init: PE 1 reached by UCX.*" "$tmp/out" | grep -oE "nice [^)]*")
}
if [ ! -x "$B/bench/busy_target" ]; then
    echo "SKIP: the progress thread's nice: no $B/bench/busy_target (make bench-build)"
else
    if [ "$has_nice" = 1 ]; then want="nice -10, the PE's 0" wps=-10,0; else want="nice 0, the PE's 0: not allowed more" wps=0; fi
    nice_of ""
    if [[ "$nice_line" == "$want"* ]] && [ "$nice_ps" = "$wps" ]; then
        ok "the progress thread's nice by default (CAP_SYS_NICE: $has_nice): '$nice_line', ps saw $nice_ps"
    else
        fail "the progress thread's nice by default (CAP_SYS_NICE: $has_nice): line '$nice_line' (want '$want'), ps saw '$nice_ps' (want $wps)"
    fi
    nice_of "SMA_PROGRESS_NICE=3"
    if [ "$nice_line" = "nice 3, the PE's 0" ] && [ "$nice_ps" = 0,3 ]; then
        ok "SMA_PROGRESS_NICE=3: '$nice_line', ps saw $nice_ps"
    else
        fail "SMA_PROGRESS_NICE=3: line '$nice_line' (want 'nice 3, the PE's 0'), ps saw '$nice_ps' (want 0,3)"
    fi
    if command -v setpriv >/dev/null && [ "$has_nice" = 1 ]; then
        nice_of "" setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice
        if [[ "$nice_line" == "nice 0, the PE's 0: not allowed more"* ]] && [ "$nice_ps" = 0 ]; then
            ok "without CAP_SYS_NICE: '$nice_line', ps saw $nice_ps"
        else
            fail "without CAP_SYS_NICE: line '$nice_line', ps saw '$nice_ps' (want 0)"
        fi
    else
        echo "SKIP: the progress thread's nice without CAP_SYS_NICE: needs setpriv and the capability to drop"
    fi
fi

# refused "VARS" 'line regex': the job fails, and says why in one line
refused() {
    if job 2 "SHMAP_NODE_SIZE=1 $1" $B/tests/api/shmem_put; then
        fail "$1: the job ran"
    elif grep -qE "^shmap: PE [0-9]: $2" "$tmp/out"; then
        ok "$1: $(grep -m1 -oE "^shmap: PE [0-9]: $2" "$tmp/out" | cut -c1-110)"
    else
        fail "$1: not refused with '$2': $(head -3 "$tmp/out")"
    fi
}
refused "SHMAP_TRANSPORT=ucx SHMAP_UCX_PLUGIN=$tmp/none.so" "shmem_init: SHMAP_TRANSPORT=ucx, but UCX cannot be used on PE 0: .*none.so"
refused "SHMAP_TRANSPORT=tcp" "shmem_init: SHMAP_TRANSPORT must be auto, ucx or mpi, not 'tcp'"
refused "SHMAP_TRANSPORT=mpi SMA_PROGRESS=yes" "shmem_init: SHMEM_PROGRESS=yes, but the MPI transport has no progress thread"
refused "SMA_PROGRESS=often" "shmem_init: SHMEM_PROGRESS must be auto, yes or no, not 'often'"
refused "SMA_PROGRESS_NICE=-25" "shmem_init: SHMEM_PROGRESS_NICE must be a whole number from -20 to 19, not '-25'"
refused "SMA_PROGRESS_NICE=high" "shmem_init: SHMEM_PROGRESS_NICE must be a whole number from -20 to 19, not 'high'"
finish
