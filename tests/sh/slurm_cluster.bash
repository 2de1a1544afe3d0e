# SPDX-License-Identifier: BSD-3-Clause
# A one-node Slurm cluster for a test or a benchmark (sourced after
# common.bash, which gives $tmp, wait_until and kill_tagged): munged,
# slurmctld and slurmd in the foreground from $tmp/slurm, with their own
# key, socket, ports and spool; the node claims SLURM_TEST_CPUS CPUs
# (default 8) so that many tasks run on any machine. SLURM_CONF is
# exported; run TASKS... is srun with a limit. The daemons, their job
# steps and the directory go on every exit. Exits 77 (SKIP) when the
# cluster cannot start.
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
source "$(dirname "${BASH_SOURCE[0]}")/slurm_conf.bash"
cat >$D/slurm.conf <<EOF
ClusterName=shmaptest
SlurmctldHost=$H
SlurmdPidFile=$D/slurmd.pid
SlurmdSpoolDir=$D/spool
StateSaveLocation=$D/state
SlurmctldLogFile=$D/slurmctld.log
SlurmdLogFile=$D/slurmd.log
$(slurm_conf_common)
NodeName=$H CPUs=${SLURM_TEST_CPUS:-8} State=UNKNOWN
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

