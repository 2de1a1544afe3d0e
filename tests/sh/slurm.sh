#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Jobs started by Slurm's srun (issue #32), on a one-node cluster the test
# starts itself (slurm_cluster.bash: munged, slurmctld, slurmd from a
# temporary directory, torn down on every exit):
#  - srun --mpi=pmix -n 1/2/4/8 runs API tests, the legacy C program and a
#    Fortran one to success, every PE joined through shmap's own PMIx
#    client (mapped as under oshrun); every API test at 4 PEs;
#  - a program that links MPI joins through MPI instead, and its MPI
#    calls work (tests/aux/mpi_interop.c, MPI first and SHMEM first);
#  - a PE that dies (a signal, an exit without finalize) while the others
#    wait ends the whole step within seconds, naming the PE; no oshrun
#    reaps it here;
#  - a job cut into pseudo-nodes (SHMAP_NODE_SIZE) joins through MPI
#    instead (Open MPI joins the same PMIx job), over UCX (its addresses
#    exchanged through PMIx) and over MPI's windows;
#  - oshrun in an allocation (salloc) starts the PEs itself on one node,
#    and through srun --mpi=pmix with --launcher=srun (its choice on
#    several nodes);
#  - srun -n 2 without PMIx, and srun --mpi=pmi2 -n 2, stop at once,
#    non-zero, with shmap's one line naming Slurm's srun; srun -n 1 is a
#    singleton and runs.
# SKIP when not root, or Slurm is not installed or does not start.
# shmap-test: serial: tests/run.sh runs it alone, as it starts daemons
# and runs up to 8 PEs on the machine.
source "$(dirname "$0")/common.bash"
[ "$(id -u)" = 0 ] || { echo "SKIP: the Slurm daemons need root"; exit 77; }
for c in srun sinfo slurmctld slurmd munged; do
    command -v $c >/dev/null || { echo "SKIP: $c is not installed (Debian slurm-wlm, munge)"; exit 77; }
done
ls /usr/lib/*/slurm-wlm/mpi_pmix*.so >/dev/null 2>&1 || { echo "SKIP: Slurm has no PMIx plugin"; exit 77; }
for p in $B/tests/api/shmem_put $B/tests/api/shmem_atomic $B/tests/api/shmem_wait \
    $B/tests/api/shmem_lock $B/tests/api/shmem_malloc $B/tests/api/shmem_ctx \
    $B/tests/api/shmem_coll_team $B/tests/api/shmem_scan \
    $B/tests/cray/cv_legacy $B/tests/fortran/rma $B/lib/libsma_mpi.so; do
    [ -e "$p" ] || { echo "SKIP: $p is not built (make tests; Open MPI for the MPI path)"; exit 77; }
done
for p in $B/lib/libsma_pmix.so $B/tests/aux/teardown_prog; do
    [ -e "$p" ] || { echo "SKIP: $p is not built (make tests; libpmix-dev for the PMIx client)"; exit 77; }
done

source "$(dirname "$0")/slurm_cluster.bash"

# As root, Open MPI's MPI_Init asks for these (mpirun's check; harmless here).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
for n in 1 2 4 8; do
    for p in api/shmem_put api/shmem_atomic api/shmem_wait api/shmem_lock api/shmem_malloc \
        api/shmem_ctx api/shmem_coll_team api/shmem_scan cray/cv_legacy fortran/rma; do
        out=$(SMA_LOG_LEVELS=INIT run --mpi=pmix -n $n $B/tests/$p)
        rc=$?
        j=$(grep -ciE "INIT (start_pes|shmem_init): PE [0-9]+ of $n, .* joined through PMIx" <<<"$out")
        case $p in
        cray/cv_legacy) want="cv_legacy: $n PEs OK" ;;
        fortran/rma) want="rma: $n PEs ok" ;;
        *) want= ;;
        esac
        if [ $rc = 0 ] && [ "$j" = $n ] && { [ -z "$want" ] || grep -qF "$want" <<<"$out"; }; then
            ok "srun --mpi=pmix -n $n $p: $j PEs joined through PMIx"
        else
            fail "srun --mpi=pmix -n $n $p: exit $rc, $j of $n joined through PMIx: $(grep -v INIT <<<"$out" | tail -3 | tr '\n' ';')"
        fi
    done
done

# Every API test at 4 PEs
for p in $B/tests/api/*; do
    out=$(run --mpi=pmix -n 4 $p)
    rc=$?
    [ $rc = 0 ] && ok "srun --mpi=pmix -n 4 api/${p##*/}" ||
        fail "srun --mpi=pmix -n 4 api/${p##*/}: exit $rc: $(tail -3 <<<"$out" | tr '\n' ';')"
done

# A program that links MPI joins through MPI, as under mpirun: it may
# call MPI beside SHMEM, before MPI_Init too (shmem_init initialized it).
if command -v mpicc >/dev/null && SHMAP_CC=mpicc $B/bin/oshcc -O2 -o $tmp/mi tests/aux/mpi_interop.c; then
    for m in mpi-first shmem-first; do
        out=$(SMA_LOG_LEVELS=INIT run --mpi=pmix -n 4 $tmp/mi $m)
        rc=$?
        j=$(grep -cE "INIT shmem_init: PE [0-3] of 4, .* joined through MPI" <<<"$out")
        [ $rc = 0 ] && [ "$j" = 4 ] && grep -qx "$m: 4 PEs ok" <<<"$out" &&
            ok "srun --mpi=pmix -n 4 MPI and SHMEM ($m): joined through MPI" ||
            fail "srun --mpi=pmix -n 4 MPI and SHMEM ($m): exit $rc, $j joined through MPI: $(grep -v INIT <<<"$out" | tail -3 | tr '\n' ';')"
    done
else
    echo "SKIP: no mpicc to build tests/aux/mpi_interop.c (libopenmpi-dev)"
fi

# A PE that dies while the others wait: the step ends, non-zero, soon,
# and a PE names it (kill -9 and a segfault: also Slurm's own PMIx error
# handler; an exit without finalize only shmap's job page tells).
for c in "segv barrier" "kill9 wait_until" "exit wait_until" "return barrier" "return signal"; do
    t0=$(date +%s%N)
    out=$(run --mpi=pmix -n 4 $B/tests/aux/teardown_prog $c)
    rc=$? ms=$((($(date +%s%N) - t0) / 1000000))
    if [ $rc != 0 ] && [ $rc != 124 ] && [ $ms -lt 10000 ] && grep -q "teardown_prog: PE 3 dies" <<<"$out" &&
        { [[ "$c" == segv* || "$c" == kill9* ]] || grep -q "^shmap: PE [0-2]: .*PE 3 has exited" <<<"$out"; }; then
        ok "srun --mpi=pmix -n 4, PE 3 ends ($c): exit $rc in $ms ms"
    else
        fail "srun --mpi=pmix -n 4, PE 3 ends ($c): exit $rc in $ms ms: $(grep -v "^teardown" <<<"$out" | head -3 | tr '\n' ';')"
    fi
done

# Pseudo-nodes: the job spans "nodes", so MPI joins it, on PMIx too.
for t in ucx mpi; do
    out=$(SMA_LOG_LEVELS=INIT,INFO SHMAP_NODE_SIZE=2 SHMAP_TRANSPORT=$t run --mpi=pmix -n 4 $B/tests/api/shmem_put)
    rc=$?
    j=$(grep -cE "INIT shmem_init: PE [0-3] of 4, .* joined through MPI" <<<"$out")
    # UCX's addresses through PMIx: each PE names its 2 peers elsewhere
    a=$(grep -cE "INFO shmem_init: PE [0-3] reached by UCX .*; addresses exchanged through PMIx$" <<<"$out")
    want=0; [ $t = ucx ] && want=8
    [ $rc = 0 ] && [ "$j" = 4 ] && [ "$a" = $want ] && ok "srun --mpi=pmix -n 4, pseudo-nodes of 2 over $t: joined through MPI, $a UCX peers' addresses through PMIx" ||
        fail "srun --mpi=pmix -n 4, pseudo-nodes of 2 over $t: exit $rc, $j joined through MPI, $a of $want peers' addresses through PMIx: $(grep -vE "INIT|INFO" <<<"$out" | tail -3 | tr '\n' ';')"
done

# oshrun inside an allocation: on one node it starts the PEs itself; asked
# to (as it does by itself on several nodes), through srun --mpi=pmix.
for l in "auto oshrun" "srun PMIx"; do
    out=$(SMA_LOG_LEVELS=INIT timeout 60 salloc -n 4 -t 2 $R --launcher=${l% *} -np 4 $B/tests/api/shmem_put 2>&1)
    rc=$?
    j=$(grep -cE "INIT shmem_init: PE [0-3] of 4, .* (started by|joined through) ${l#* }" <<<"$out")
    [ $rc = 0 ] && [ "$j" = 4 ] && ok "salloc -n 4 oshrun --launcher=${l% *} -np 4: ${l#* }" ||
        fail "salloc -n 4 oshrun --launcher=${l% *} -np 4: exit $rc, $j PEs by ${l#* }: $(grep -v INIT <<<"$out" | tail -3 | tr '\n' ';')"
done

# Without -np, srun starts the allocation's tasks
out=$(SMA_LOG_LEVELS=INIT timeout 60 salloc -n 3 -t 2 $R --launcher=srun $B/tests/api/shmem_put 2>&1)
rc=$?
j=$(grep -cE "INIT shmem_init: PE [0-2] of 3, .* joined through PMIx" <<<"$out")
[ $rc = 0 ] && [ "$j" = 3 ] && ok "salloc -n 3 oshrun --launcher=srun (no -np): 3 PEs" ||
    fail "salloc -n 3 oshrun --launcher=srun (no -np): exit $rc, $j of 3 PEs: $(grep -v INIT <<<"$out" | tail -3 | tr '\n' ';')"

# No PMIx: shmap cannot join; one line naming the launcher, non-zero.
out=$(run -n 2 $B/tests/cray/cv_legacy)
rc=$?
if [ $rc != 0 ] && grep -qE "^shmap: .*Slurm's srun as task [01] of 2" <<<"$out" &&
    ! grep -q "PEs OK" <<<"$out"; then
    ok "srun -n 2 without PMIx: exit $rc, shmap's line names srun"
else
    fail "srun -n 2 without PMIx: exit $rc: $(head -3 <<<"$out" | tr '\n' ';')"
fi
out=$(run -n 1 $B/tests/cray/cv_legacy)
rc=$?
[ $rc = 0 ] && grep -qxF "cv_legacy: 1 PEs OK" <<<"$out" && ok "srun -n 1 without PMIx: a singleton" ||
    fail "srun -n 1 without PMIx: exit $rc: $(tail -3 <<<"$out" | tr '\n' ';')"
out=$(run --mpi=pmi2 -n 2 $B/tests/cray/cv_legacy)
rc=$?
if [ $rc != 0 ] && [ "$(grep -c '^shmap: ' <<<"$out")" = 1 ] &&
    grep -qE "^shmap: .*Slurm's srun with PMI-2 as task 0 of 2, .* srun --mpi=pmix" <<<"$out" &&
    ! grep -q "PEs OK" <<<"$out"; then
    ok "srun --mpi=pmi2 -n 2: exit $rc, shmap's one line names srun with PMI-2"
else
    fail "srun --mpi=pmi2 -n 2: exit $rc: $(head -3 <<<"$out" | tr '\n' ';')"
fi
finish
