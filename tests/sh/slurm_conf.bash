# SPDX-License-Identifier: BSD-3-Clause
# What the test clusters' slurm.conf share (sourced by slurm_cluster.bash
# and slurm_netns.bash): root's daemons, munge at $D/munge/sock, the
# ports from $port, no cgroups, no accounting, tasks unbound, PMIx only
# when srun asks for it (--mpi=pmix), nodes back on their own.
slurm_conf_common() {
    cat <<CONF
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$D/munge/sock
CredType=cred/munge
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmctldPidFile=$D/slurmctld.pid
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
CONF
}
