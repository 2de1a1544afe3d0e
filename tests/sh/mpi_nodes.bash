# SPDX-License-Identifier: BSD-3-Clause
# Sourced by tests/sh/mpi_nodes_*.sh: the API suite, the legacy C program
# and the Fortran programs under mpirun, the PEs of this machine cut into
# pseudo-nodes (SHMAP_NODE_SIZE=k) that reach each other only through the
# MPI transport. SKIP (exit 77) where Open MPI or the transport is missing.
source tests/sh/common.bash
command -v mpirun >/dev/null || { echo "SKIP: no mpirun (Open MPI's openmpi-bin)"; exit 77; }
[ -f build/lib/libsma_mpi.so ] || { echo "SKIP: no build/lib/libsma_mpi.so (built where mpicc exists)"; exit 77; }
# As root, Open MPI wants both of these; more PEs than CPUs need --oversubscribe.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# Open MPI's shared-memory segments and session files in our temporary
# directory: a job that is killed leaves its vader segments behind.
export OMPI_MCA_btl_vader_backing_directory=$tmp OMPI_MCA_orte_tmpdir_base=$tmp

# Not here: programs that test oshrun itself (fork() from a PE, the
# load-time constructor race). Registered memory (shmemx_asym,
# shmemx_asym_nodes, asym, progress_asym) runs here: PEs of other
# pseudo-nodes reach it by UCX's keys (by MPI's dynamic window in
# mpi_nodes_windows.sh); its errors are in mpi_interop.sh.
mpi_skip=" fork ctor_threads "
# Nothing these check depends on the shape of the nodes: no collective
# but barrier_all, no team or locality, no shmem_ptr or accessibility
# answer that differs between pseudo-nodes of 2 and of 4. So of the two
# 8-PE layouts only 4 nodes of 2 (mpi_nodes_2x4.sh, where 6 of a PE's 7
# peers are across the MPI transport) runs them; 2 nodes of 4
# (mpi_nodes_4x2.sh) leaves them out with MPI_NODES_SHAPED=1. Two of
# them do more: stress_model's collectives on split teams are the ones
# the coll* programs, cv_legacy, reduce and sgi_style run at 2 nodes of 4;
# shmemx_asym's shmem_ptr and accessibility on registered memory at nodes
# of 4 are asym (Fortran) and shmemx_asym_nodes's there.
mpi_shape_free=" shmem_atomic shmem_malloc shmem_put_large shmem_put_signal shmem_threads shmem_wait shmemx_asym
    shmemx_nb stress_model stress_wait atomics cray_atomics cray_locals lockwait rma shpalloc
    shmem_quiet_posted shmem_quiet_third "

# UCX's own complaints, which end a PE (its log lines start "[host:pid")
ucx_fatal='Assertion .* failed|Fatal: |Bug: '

# run_layout NPES K: every program at NPES PEs in pseudo-nodes of K
# (MPI_NODES_FILTER: only names matching this regex; MPI_NODES_SKIP: not
# these names, space-separated; MPI_NODES_SHAPED=1:
# not the programs of mpi_shape_free; MPI_NODES_EXPORT: "VAR=value ..."
# settings for every PE, passed with mpirun -x; MPI_NODES_LIMIT: seconds
# a program may take, 120).
run_layout() {
    local np=$1 k=$2 n=0 t0=$SECONDS xs=() v limit=${MPI_NODES_LIMIT:-120}
    for v in ${MPI_NODES_EXPORT:-}; do xs+=(-x "$v"); done
    for bin in build/tests/api/* build/tests/cray/* build/tests/fortran/*; do
        [ -f "$bin" ] && [ -x "$bin" ] || continue
        local name=${bin##*/} rc s0=$SECONDS
        [[ $mpi_skip == *" $name "* ]] && continue
        [[ " ${MPI_NODES_SKIP:-} " == *" $name "* ]] && continue
        [ -n "${MPI_NODES_SHAPED:-}" ] && [[ $mpi_shape_free == *[[:space:]]$name[[:space:]]* ]] && continue
        [ -n "${MPI_NODES_FILTER:-}" ] && ! grep -Eq "$MPI_NODES_FILTER" <<<"$name" && continue
        n=$((n + 1))
        rm -f "$tmp/stacks"
        timeout -k 5 "$limit" mpirun --oversubscribe -np "$np" -x SHMAP_NODE_SIZE="$k" "${xs[@]}" \
            "$bin" >"$tmp/out" 2>&1 </dev/null &
        local job=$! dog
        # still running 20 s before its limit (halfway, for limits of 40
        # s or less): the PEs' stacks, for the FAIL lines (a hang in CI
        # left nothing else to go on)
        (
            sleep $((limit > 40 ? limit - 20 : limit / 2)) &
            trap 'kill $! 2>/dev/null; exit' TERM
            wait $!
            kill -0 $job 2>/dev/null && stacks_of "^$bin\$" >"$tmp/stacks"
        ) &
        dog=$!
        wait $job
        rc=$?
        kill $dog 2>/dev/null
        wait $dog 2>/dev/null
        if [ $rc != 0 ]; then
            # the program's first complaint in the summary line too (the
            # runner shows only the end of a failed test's output)
            local why
            # (lines in brackets are Open MPI's and UCX's logs: left out
            # but for UCX's failed assertions and fatal errors)
            why=$(grep -v '^\[' "$tmp/out" | grep -m1 -E '^(FAIL|shmap:)' | cut -c1-240)
            [ -n "$why" ] || why=$(grep -m1 -E "$ucx_fatal" "$tmp/out" | cut -c1-240)
            fail "$name at $np PEs as $((np / k))x$k: exit $rc after $((SECONDS - s0)) s${why:+: $why}"
            grep -v '^\[' "$tmp/out" | grep -v '^ *$' | head -15 | sed 's/^/     | /'
            grep -E "$ucx_fatal" "$tmp/out" | head -3 | sed 's/^/     | /'
            # the program's threads and shmap's progress thread (not MPI's
            # and UCX's own, asleep in their event loops)
            [ -s "$tmp/stacks" ] && grep -E ' (main|progress_main)( |$)' "$tmp/stacks" |
                head -24 | cut -c1-300 | sed 's/^/     | stack: /'
        else
            echo "     $name: $((SECONDS - s0)) s"
        fi
    done
    ok "$n programs at $np PEs in pseudo-nodes of $k ($((np / k)) nodes), $((SECONDS - t0)) s"
}
