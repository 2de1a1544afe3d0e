# SPDX-License-Identifier: BSD-3-Clause
# A two-node Slurm cluster on this one machine (sourced after common.bash
# and netns.bash, in place of slurm_cluster.bash's one node): the two
# network namespaces of netns_up are the hosts node1 and node2, each
# daemon there under that hostname (UTS namespace), the veth pair between
# them the cluster's network. node1 runs slurmctld and a slurmd, node2 a
# slurmd; one munged serves both (its socket is a path, which any
# namespace reaches). Their key, ports, spool, pid, log and PMIx files are
# in $tmp/slurm, a node's own named by %n: Debian's slurmd is not built to
# run twice on one host, and here it need not. Each node claims
# SLURM_TEST_CPUS CPUs (default 4; both share this machine's).
#
# SLURM_CONF is exported, and the variables that keep an MPI job's
# traffic on the veth pair (as mpirun_2nodes passes them). on NODE
# COMMAND... runs COMMAND on node1 or node2. srun, salloc and sinfo run on
# node1, where they reach slurmctld and both slurmds, and the slurmstepds
# of both nodes reach them: run ARGS... is srun there with a time limit,
# alloc ARGS... salloc, their output in OUT. Every process in the namespaces (daemons, steps,
# tasks), the namespaces and $tmp go on every exit. Exits 77 (SKIP) when
# Slurm is not installed, and with the daemons' last lines when the
# cluster does not come up or cannot run a step.

# shellcheck disable=SC2154 # tmp, NETNS_*: from common.bash, netns.bash
D=$tmp/slurm

# on NODE COMMAND...: COMMAND in NODE's namespace, under its hostname
on() {
    local ns=$NETNS_NS1
    [ "$1" = node2 ] && ns=$NETNS_NS2
    ip netns exec "$ns" unshare --uts sh -c 'hostname "$1" && shift && exec "$@"' sh "$@"
}

# slurm_down: end every process in the namespaces; a daemon may fork (a
# slurmstepd) between the listing and the kill, so until none is left.
slurm_down() {
    local _ pids
    for _ in $(seq 20); do
        pids=$(ip netns pids "$NETNS_NS1" 2>/dev/null; ip netns pids "$NETNS_NS2" 2>/dev/null)
        [ -z "$pids" ] && break
        # shellcheck disable=SC2086
        kill -9 $pids 2>/dev/null
        sleep 0.05
    done
}

for c in srun salloc sinfo slurmctld slurmd munged; do
    command -v $c >/dev/null || netns_skip "$c is not installed (Debian slurm-wlm, munge)"
done
ls /usr/lib/*/slurm-wlm/mpi_pmix*.so >/dev/null 2>&1 || netns_skip "Slurm has no PMIx plugin"
netns_up
trap 'rc=$?; slurm_down; kill_tagged; netns_down; rm -rf "$tmp"; exit $rc' EXIT
mkdir -p $D/spool/node1 $D/spool/node2 $D/tmp/node1 $D/tmp/node2 $D/state $D/munge
chmod 700 $D/munge
head -c 128 /dev/urandom >$D/munge/key
chmod 600 $D/munge/key
port=$((20000 + RANDOM % 20000))
# TmpFS is where the PMIx plugin puts its clients' directories, named by
# job and step only: the same on both nodes unless the node's name is in.
source "$(dirname "${BASH_SOURCE[0]}")/slurm_conf.bash"
cat >$D/slurm.conf <<EOF
ClusterName=shmaptest2
SlurmctldHost=node1($NETNS_IP1)
SlurmdPidFile=$D/slurmd-%n.pid
SlurmdSpoolDir=$D/spool/%n
TmpFS=$D/tmp/%n
StateSaveLocation=$D/state
SlurmctldLogFile=$D/slurmctld.log
SlurmdLogFile=$D/slurmd-%n.log
$(slurm_conf_common)
NodeName=node1 NodeAddr=$NETNS_IP1 CPUs=${SLURM_TEST_CPUS:-4} State=UNKNOWN
NodeName=node2 NodeAddr=$NETNS_IP2 CPUs=${SLURM_TEST_CPUS:-4} State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
# ip netns exec mounts a sysfs of the namespace's own, without the
# machine's cgroup file systems, where slurmd's autodetection looks
# ("Unable to initialize cgroup plugin"); named, the plugin loads, and
# proctrack/linuxproc and task/none use no cgroup.
echo CgroupPlugin=cgroup/v1 >$D/cgroup.conf
export SLURM_CONF=$D/slurm.conf
daemons=()
# start COMMAND...: a daemon in the background, its PID in daemons; not a
# job of this shell's, which would report it "Killed" at the end
start() {
    "$@" &
    daemons+=($!)
    disown
}
start ip netns exec "$NETNS_NS1" munged -F -f --socket=$D/munge/sock --key-file=$D/munge/key \
    --pid-file=$D/munge/pid --log-file=$D/munge/log --seed-file=$D/munge/seed 2>$D/munge/err
wait_until 10 test -S $D/munge/sock || netns_skip "munged did not start: $(tail -2 $D/munge/log)"
start on node1 slurmctld -D -i -f $D/slurm.conf 2>$D/slurmctld.err
start on node1 slurmd -D -f $D/slurm.conf 2>$D/slurmd-node1.err
start on node2 slurmd -D -f $D/slurm.conf 2>$D/slurmd-node2.err
idle2() { [ "$(on node1 sinfo -h -N -o %t 2>/dev/null | grep -cx idle)" = 2 ]; }
# both nodes idle, or a daemon has ended (then why is in its log)
settled() {
    local p
    idle2 && return 0
    for p in "${daemons[@]}"; do kill -0 "$p" 2>/dev/null || return 0; done
    return 1
}
wait_until 30 settled
idle2 || netns_skip "the two-node cluster did not start: sinfo: $(on node1 sinfo -h -N -o '%N %t' 2>&1 | tr '\n' ' ')$(
    tail -qn 2 $D/slurmctld.log $D/slurmd-node1.log $D/slurmd-node2.log $D/*.err 2>/dev/null | tr '\n' ' ')"
ok "sinfo: node1 and node2 idle"

# What mpirun_2nodes passes as options, for the jobs srun starts: Open
# MPI's ob1 and osc pt2pt over TCP on the veth pair, and shmap's UCX
# transport on TCP alone, not on /dev/shm (netns.bash says why).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_pml=ob1 OMPI_MCA_btl=tcp,self,vader OMPI_MCA_osc=sm,pt2pt \
    OMPI_MCA_btl_tcp_if_include=$NETNS_CIDR OMPI_MCA_btl_vader_backing_directory=$tmp \
    OMPI_MCA_orte_tmpdir_base=$tmp UCX_TLS=tcp,self UCX_NET_DEVICES=$NETNS_IF

# job srun|salloc ARGS...: that command on node1 with a time limit (100 s,
# for a job over TCP on a loaded machine; and -t, Slurm's, in minutes);
# its status, and its output (stdout and stderr) in OUT. In the
# background and waited for, its output in a file: a signal to the test
# reaches the clean-up at once, not after the job (netns.bash).
job() {
    on node1 timeout 100 "$1" -t 2 "${@:2}" >"$D/job.out" 2>&1 </dev/null &
    wait $!
    local rc=$?
    OUT=$(<"$D/job.out")
    return $rc
}
run() { job srun "$@"; }
alloc() { job salloc "$@"; }
run -N 2 -n 2 hostname
[ "$(sort <<<"$OUT" | tr '\n' ' ')" = "node1 node2 " ] ||
    netns_skip "srun -N 2 -n 2 hostname: $(tr '\n' ' ' <<<"$OUT")"
ok "srun -N 2 -n 2 hostname: node1 node2"
