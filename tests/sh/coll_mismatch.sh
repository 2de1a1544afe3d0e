#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# A collective's synchronisation only matches the same collective on the
# same set: for every ordered pair of {barrier_all, barrier, team_sync,
# broadcast, collect, fcollect, reduce, alltoall} where PE 0 calls one and
# PEs 1 and 2 the other, no PE returns (SOS and Open MPI block there too;
# only a broadcast's root, which waits for nobody, may);
# oshrun --timeout ends the job and names the routine each PE waits in.
# Under SMA_DEBUG the job ends at once with one line naming both. Each
# routine against itself is the positive control: it completes.
source "$(dirname "$0")/common.bash"
build_aux mismatch_prog
routines="barrier_all barrier team_sync broadcast collect fcollect reduce alltoall"

# name: shmem_<routine> as the report spells it
spelled() {
    case $1 in
    barrier_all) echo shmem_barrier_all ;; barrier) echo shmem_barrier ;;
    team_sync) echo shmem_team_sync ;; broadcast) echo shmem_broadcast64 ;;
    collect) echo shmem_collect64 ;; fcollect) echo shmem_fcollect64 ;;
    reduce) echo shmem_long_sum_to_all ;; alltoall) echo shmem_alltoall64 ;;
    esac
}

for a in $routines; do
    out=$(timeout -k 2 30 "$R" -np 3 "$tmp/prog" "$a" "$a" 2>&1)
    rc=$?
    [ $rc = 0 ] && [ "$(grep -c "returned from $a" <<<"$out")" = 36 ] &&
        ok "$a against itself completes" || fail "$a against itself: exit $rc: $out"
done

# The mismatched pairs, eight at a time: their PEs sleep in the backoff.
check_pair() { # a b: PE 0 calls a, the others b
    local a=$1 b=$2 out rc
    out=$(timeout -k 2 30 "$R" --timeout 1.5 -np 3 "$tmp/prog" "$a" "$b" 2>&1)
    rc=$?
    if [ $rc != 124 ]; then
        echo "FAIL: PE 0 in $a, the others in $b: exit $rc, not the timeout's 124: $(head -5 <<<"$out")"
    # (An eager broadcast's root, PE 0, depends on nobody: it may return
    # from its first calls, as Open MPI's does, until it is as many calls
    # ahead as the eager channel has slots; then it waits for the others.)
    elif grep -v "^PE 0 returned from broadcast" <<<"$out" | grep -q "returned from"; then
        echo "FAIL: PE 0 in $a, the others in $b: a call returned: $(grep returned <<<"$out" | grep -v "^PE 0 returned from broadcast" | head -3)"
    elif ! grep -qE "^oshrun:   PE 0: in $(spelled "$a")\b" <<<"$out" ||
        ! grep -qE "^oshrun:   PE 1: in $(spelled "$b")\b" <<<"$out"; then
        echo "FAIL: PE 0 in $a, the others in $b: the report does not name them: $out"
    else
        echo "ok   PE 0 in $a, the others in $b: all wait"
    fi
}
pairs=()
for a in $routines; do
    for b in $routines; do
        [ "$a" = "$b" ] || pairs+=("$a $b")
    done
done
i=0
while [ $i -lt ${#pairs[@]} ]; do
    for p in "${pairs[@]:$i:8}"; do
        check_pair $p >"$tmp/pair.$i.$(tr ' ' _ <<<"$p")" &
    done
    wait
    i=$((i + 8))
done
for f in "$tmp"/pair.*; do
    line=$(cat "$f")
    case $line in ok*) ok "${line#ok   }" ;; *) fail "${line#FAIL: }" ;; esac
done

# SMA_DEBUG: one line naming both routines, the job ends non-zero.
for p in "barrier_all collect" "collect barrier_all" "barrier team_sync" \
    "fcollect broadcast" "reduce alltoall"; do
    set -- $p
    out=$(SMA_DEBUG=1 timeout -k 2 30 "$R" -np 3 "$tmp/prog" "$1" "$2" 2>&1)
    rc=$?
    line=$(grep "collective calls differ" <<<"$out" | head -1)
    if [ $rc != 0 ] && [ $rc != 124 ] && grep -q "$(spelled "$1")" <<<"$line" &&
        grep -q "$(spelled "$2")" <<<"$line"; then
        ok "SMA_DEBUG: PE 0 in $1, the others in $2: $line"
    else
        fail "SMA_DEBUG: PE 0 in $1, the others in $2: exit $rc: $out"
    fi
done
# Across nodes (the MPI transport, 2 pseudo-nodes of 2): world barriers
# go through MPI_Barrier among the nodes' first PEs, on a communicator per
# kind, so there too a kind only completes its own. The job is ended by
# timeout (124); the matched pair completes.
if command -v mpirun >/dev/null; then
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    mpi_pair() { # a b [limit]
        timeout -k 2 "${3:-8}" mpirun --oversubscribe -np 4 -x SHMAP_NODE_SIZE=2 \
            "$tmp/prog" "$1" "$2" >"$tmp/mpi.$1.$2" 2>&1 </dev/null
        echo $? >"$tmp/mpi.$1.$2.rc"
    }
    mpi_pairs="barrier_all:barrier barrier:team_sync barrier_all:collect reduce:alltoall"
    for p in $mpi_pairs; do mpi_pair "${p%:*}" "${p#*:}" & done
    mpi_pair collect collect 60 &
    wait
    for p in $mpi_pairs; do
        a=${p%:*} b=${p#*:}
        rc=$(cat "$tmp/mpi.$a.$b.rc")
        if [ "$rc" = 124 ] && ! grep -q "returned from" "$tmp/mpi.$a.$b"; then
            ok "across nodes: PE 0 in $a, the others in $b: all wait"
        else
            fail "across nodes: PE 0 in $a, the others in $b: exit $rc: $(grep -v '^ *$' "$tmp/mpi.$a.$b" | head -5)"
        fi
    done
    [ "$(cat "$tmp/mpi.collect.collect.rc")" = 0 ] &&
        [ "$(grep -c "returned from collect" "$tmp/mpi.collect.collect")" = 48 ] &&
        ok "across nodes: collect against itself completes" ||
        fail "across nodes: collect against itself: $(head -5 "$tmp/mpi.collect.collect")"
else
    echo "SKIP: no mpirun: the across-nodes pairs"
fi
finish
