#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The MPI transport's start-up and end: one binary runs under oshrun with
# no MPI loaded and under mpirun with it; MPI and SHMEM mixed in one
# program (MPI_Init first or shmem_init first; ranks are PE numbers; MPI is
# asked for the thread level the program asked SHMEM for;
# shmem_finalize leaves the program's MPI up); and every failure ends the
# whole job with its cause: a bad argument, registered memory on another
# node accessed after unregister or outside every region (a put into it
# before works), shmem_global_exit's status, a PE's exit(5) without
# shmem_finalize, a PE that crashes.
source tests/sh/common.bash
command -v mpirun >/dev/null && command -v mpicc >/dev/null ||
    { echo "SKIP: no mpirun/mpicc (Open MPI's openmpi-bin, libopenmpi-dev)"; exit 77; }
[ -f build/lib/libsma_mpi.so ] || { echo "SKIP: no build/lib/libsma_mpi.so"; exit 77; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# Open MPI's shared-memory segments and session files in our temporary
# directory: a job that is killed leaves its vader segments behind.
export OMPI_MCA_btl_vader_backing_directory=$tmp OMPI_MCA_orte_tmpdir_base=$tmp
M="timeout -k 5 60 mpirun --oversubscribe"

build_aux mpi_free "$tmp/free"
SHMAP_CC=mpicc build/bin/oshcc -O2 -Werror=implicit-function-declaration -o "$tmp/mi" tests/aux/mpi_interop.c ||
    { fail "cannot build mpi_interop with SHMAP_CC=mpicc"; exit 1; }

out=$($R -np 3 "$tmp/free" 2>&1)
[ "$out" = "3 PEs, libmpi loaded in 0" ] && ok "under oshrun: no MPI loaded" || fail "under oshrun: $out"
out=$($M -np 3 -x SHMAP_NODE_SIZE=2 "$tmp/free" 2>&1)
[ "$out" = "3 PEs, libmpi loaded in 3" ] && ok "same binary under mpirun: MPI loaded by every PE" ||
    fail "under mpirun: $out"
out=$(timeout -k 5 60 $R --mpi --oversubscribe -np 2 -x SHMAP_NODE_SIZE=1 "$tmp/free" 2>&1)
[ "$out" = "2 PEs, libmpi loaded in 2" ] && ok "oshrun --mpi runs mpirun" || fail "oshrun --mpi: $out"
out=$(SHMAP_MPIRUN=/nonexistent $R --mpi -np 2 "$tmp/free" 2>&1)
grep -q "^oshrun: --mpi: cannot run /nonexistent: No such file" <<<"$out" &&
    ok "oshrun --mpi without mpirun: a clear error" || fail "oshrun --mpi, no mpirun: $out"
out=$($M -np 2 -x SHMAP_MPI=0 "$tmp/free" 2>&1)
[ "$out" = "$(printf '1 PEs, libmpi loaded in 0\n1 PEs, libmpi loaded in 0')" ] &&
    ok "SHMAP_MPI=0: each process a job of its own" || fail "SHMAP_MPI=0: $out"

for mode in mpi-first shmem-first thread-1 thread-3; do
    for np in 1 2 4; do
        out=$($M -np $np -x SHMAP_NODE_SIZE=2 "$tmp/mi" $mode 2>&1)
        grep -q "^$mode: $np PEs ok" <<<"$out" && ok "$mode at $np PEs" ||
            { fail "$mode at $np PEs"; head -8 <<<"$out"; }
    done
done

# expect_end MODE STATUS_TEST PATTERN WHAT
expect_end() {
    local out rc
    out=$($M -np 2 -x SHMAP_NODE_SIZE=1 "$tmp/mi" "$1" 2>&1); rc=$?
    if ! eval "$2" || ! grep -q "$3" <<<"$out"; then
        fail "$4: exit $rc"; grep -v '^\[' <<<"$out" | head -6
    elif wait_for_none "$4: left behind" "$tmp/mi" 0; then
        ok "$4 (exit $rc)"
    fi
}
expect_end bad-pe '[ $rc = 1 ]' "shmap: PE 1: shmem_long_p: PE 7 is out of range" "a bad PE ends the job"
expect_end asym-unregistered '[ $rc = 1 ]' \
    "shmap: PE 1: shmemx_asym_putmem: address 0x[0-9a-f]* is not symmetric.* not inside memory PE 0 registered" \
    "registered memory on another node, after unregister: the error"
expect_end asym-noregion '[ $rc = 1 ]' \
    "shmap: PE 1: shmem_long_p: address 0x[0-9a-f]* is not symmetric.* not inside memory PE 0 registered" \
    "an address in no region of a PE on another node: the error"
expect_end global-exit '[ $rc = 3 ]' "" "shmem_global_exit(3) ends every node with 3"
# exit(non-zero) without shmem_finalize: a failure, not the legacy end
# (which finalizes at exit, collectively): it held the job until the
# timeout, PE 0 waiting in a barrier for a series' end PE 1 never joined.
expect_end exit '[ $rc = 5 ]' "" "a PE's exit(5) without shmem_finalize ends every node with 5"
out=$($M -np 2 -x SHMAP_NODE_SIZE=2 "$tmp/mi" exit 2>&1); rc=$?
[ $rc = 5 ] && ok "the same with both PEs on one node" ||
    { fail "exit(5), both PEs on one node: exit $rc"; grep -v '^\[' <<<"$out" | head -6; }
expect_end crash '[ $rc != 0 ] && [ $rc != 124 ]' "rank 1 .* exited on signal 6" "a crashed PE ends the job"

out=$($M -np 2 -x SHMAP_NODE_SIZE=0 "$tmp/free" 2>&1)
grep -q "SHMAP_NODE_SIZE must be a PE count from 1 to 1024, not '0'" <<<"$out" &&
    ok "SHMAP_NODE_SIZE=0 refused" || { fail "SHMAP_NODE_SIZE=0"; head -5 <<<"$out"; }
finish
