#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Jobs started by Slurm's srun (issue #32), on a one-node cluster the test
# starts itself from a temporary directory (Debian's slurm-wlm and munge:
# munged, slurmctld, slurmd in the foreground, its own key, socket, ports
# and spool; the node claims 8 CPUs so 8 tasks run on any machine):
#  - srun --mpi=pmix -n 1/2/4/8 runs API tests, the legacy C program and a
#    Fortran one to success (shmap's MPI path: Open MPI joins through
#    Slurm's PMIx);
#  - srun -n 2 without PMIx stops at once, non-zero, with shmap's line
#    naming Slurm's srun; srun -n 1 is a singleton and runs;
#  - srun --mpi=pmi2 -n 2 never runs as N silent singletons: it stops
#    non-zero with a message naming srun (today Open MPI's, not shmap's
#    one line: Debian's Open MPI has no PMI-2).
# The daemons, their job steps and the temporary directory go on every
# exit. SKIP when not root, or Slurm is not installed or does not start.
# shmap-test: serial: tests/run.sh runs it alone, as it starts daemons
# and runs up to 8 PEs on the machine.
source "$(dirname "$0")/common.bash"
[ "$(id -u)" = 0 ] || { echo "SKIP: the Slurm daemons need root"; exit 77; }
for c in srun sinfo slurmctld slurmd munged; do
    command -v $c >/dev/null || { echo "SKIP: $c is not installed (Debian slurm-wlm, munge)"; exit 77; }
done
ls /usr/lib/*/slurm-wlm/mpi_pmix*.so >/dev/null 2>&1 || { echo "SKIP: Slurm has no PMIx plugin"; exit 77; }
for p in $B/tests/api/shmem_put $B/tests/api/shmem_coll_team $B/tests/api/shmem_scan \
    $B/tests/cray/cv_legacy $B/tests/fortran/rma $B/lib/libsma_mpi.so; do
    [ -e "$p" ] || { echo "SKIP: $p is not built (make tests; Open MPI for the MPI path)"; exit 77; }
done

D=$tmp/slurm daemons=()
# stepds: PIDS becomes the slurmstepd processes of this cluster's steps,
# found by the unix sockets they bind in its spool directory (slurmstepd
# daemonizes and clears its environment: no test tag to find it by).
stepds() {
    local ino=() f l
    PIDS=()
    while read -r _ _ _ _ _ _ l f; do
        [[ "$f" == "$D/"* ]] && ino+=("$l")
    done </proc/net/unix
    [ ${#ino[@]} = 0 ] && return 0
    for f in /proc/[0-9]*/fd/*; do
        l=$(readlink "$f" 2>/dev/null) || continue
        [[ " ${ino[*]} " == *" ${l//[!0-9]/} "* && "$l" == socket:* ]] && PIDS+=("$(cut -d/ -f3 <<<"$f")")
    done
    return 0
}
teardown() {
    local p
    # the steps first, while slurmd can still end them
    [ "${SLURM_CONF:-}" = "$D/slurm.conf" ] && scancel -u root 2>/dev/null &&
        wait_until 5 eval '[ -z "$(squeue -h 2>/dev/null)" ]'
    for p in "${daemons[@]}"; do kill "$p" 2>/dev/null; done
    for p in "${daemons[@]}"; do
        wait_until 5 eval "! kill -0 $p 2>/dev/null" || kill -9 "$p" 2>/dev/null
    done
    stepds
    [ ${#PIDS[@]} = 0 ] || kill -9 "${PIDS[@]}" 2>/dev/null
    kill_tagged # any task left (they carry the test's tag)
    rm -rf "$tmp"
}
trap teardown EXIT
mkdir -p $D/spool $D/state $D/munge
chmod 700 $D/munge
head -c 128 /dev/urandom >$D/munge/key
chmod 600 $D/munge/key
H=$(hostname)
port=$((20000 + RANDOM % 20000))
cat >$D/slurm.conf <<EOF
ClusterName=shmaptest
SlurmctldHost=$H
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$D/munge/sock
CredType=cred/munge
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmctldPidFile=$D/slurmctld.pid
SlurmdPidFile=$D/slurmd.pid
SlurmdSpoolDir=$D/spool
StateSaveLocation=$D/state
SlurmctldLogFile=$D/slurmctld.log
SlurmdLogFile=$D/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
SlurmdParameters=config_overrides
NodeName=$H CPUs=8 State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$D/slurm.conf
munged -F -f --socket=$D/munge/sock --key-file=$D/munge/key --pid-file=$D/munge/pid \
    --log-file=$D/munge/log --seed-file=$D/munge/seed 2>$D/munge/err &
daemons+=($!)
wait_until 10 test -S $D/munge/sock || { echo "SKIP: munged did not start: $(tail -2 $D/munge/log)"; exit 77; }
slurmctld -D -i -f $D/slurm.conf 2>$D/slurmctld.err &
daemons+=($!)
slurmd -D -f $D/slurm.conf 2>$D/slurmd.err &
daemons+=($!)
idle() { sinfo -h -o %t 2>/dev/null | grep -qx idle; }
wait_until 30 idle || {
    echo "SKIP: the one-node cluster did not start: $(tail -2 $D/slurmctld.log $D/slurmd.log 2>/dev/null | tr '\n' ' ')"
    exit 77
}
# srun's own limit too (-t minutes) against a hung step
run() { timeout 60 srun -t 2 "$@" 2>&1; }
out=$(run -n 2 hostname)
[ "$(wc -l <<<"$out")" = 2 ] && ok "srun -n 2 hostname" ||
    { echo "SKIP: srun -n 2 hostname: $out"; exit 77; }

# As root, Open MPI's MPI_Init asks for these (mpirun's check; harmless here).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
for n in 1 2 4 8; do
    for p in api/shmem_put api/shmem_coll_team api/shmem_scan cray/cv_legacy fortran/rma; do
        out=$(run --mpi=pmix -n $n $B/tests/$p)
        rc=$?
        case $p in
        cray/cv_legacy) want="cv_legacy: $n PEs OK" ;;
        fortran/rma) want="rma: $n PEs ok" ;;
        *) want= ;;
        esac
        if [ $rc = 0 ] && { [ -z "$want" ] || grep -qxF "$want" <<<"$out"; }; then
            ok "srun --mpi=pmix -n $n $p"
        else
            fail "srun --mpi=pmix -n $n $p: exit $rc: $(tail -3 <<<"$out" | tr '\n' ';')"
        fi
    done
done

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
if [ $rc != 0 ] && grep -q 'srun' <<<"$out" && ! grep -q "PEs OK" <<<"$out"; then
    ok "srun --mpi=pmi2 -n 2: exit $rc, a message naming srun"
else
    fail "srun --mpi=pmi2 -n 2: exit $rc: $(head -3 <<<"$out" | tr '\n' ';')"
fi
finish
