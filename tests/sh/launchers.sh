#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Never N silent singletons: a process a launcher started as one task of
# several, which shmap cannot join, stops in start_pes with one line
# naming the launcher (its rank 0 prints it; the others end quietly, with
# the same status). A real singleton, the shell of an allocation, a
# launcher's single task, SHMAP_MPI=0, and oshrun and mpirun inside an
# allocation's step all keep working. The launchers' variables are set
# by hand (a real srun: slurm.sh); mpirun's PMIx is joined with
# SHMAP_PMIX=1.
. "$(dirname "$0")/common.bash"
P=$B/tests/api/shmem_put
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_osc=^rdma
STEP="SLURM_JOB_ID=7 SLURM_STEP_ID=3 SLURM_STEP_NUM_TASKS=2"

# refused "VARS" 'message regex' RC: exit RC and the line (or no output)
refused() {
    local out rc
    out=$(env $1 timeout -k 5 60 "$P" 2>&1 </dev/null); rc=$?
    if [ $rc != "$3" ]; then
        fail "$1: exit $rc, not $3: $out"
    elif [ -z "$2" ] && [ -n "$out" ]; then
        fail "$1: a rank other than 0 printed: $out"
    elif [ -n "$2" ] && ! grep -qE "$2" <<<"$out"; then
        fail "$1: no line naming the launcher: $out"
    elif [ -n "$2" ] && [ "$(wc -l <<<"$out")" != 1 ]; then
        fail "$1: more than one line: $out"
    else
        ok "$1: refused${2:+ with: $(head -c 100 <<<"$out")}"
    fi
}
refused "$STEP SLURM_PROCID=0" "^shmap: PE 0: shmem_init: started by Slurm's srun as task 0 of 2, which shmap cannot join .*oshrun -np N" 1
refused "$STEP SLURM_PROCID=1" "" 1
# A bad SHMAP_MPI is refused as the program loads, not read as auto.
# PMI-1 and PMI-2 (srun --mpi=pmi2, Hydra): Open MPI 4 cannot join them
refused "PMI_RANK=0 PMI_SIZE=2" "^shmap: PE 0: shmem_init: started by a PMI launcher .* as task 0 of 2, a PMI-1 or PMI-2 job, which shmap cannot join .*srun --mpi=pmix" 1
refused "PMI_RANK=1 PMI_SIZE=2" "" 1
refused "$STEP SLURM_PROCID=0 PMI_RANK=0 PMI_SIZE=2" "^shmap: PE 0: shmem_init: started by Slurm's srun with PMI-2 as task 0 of 2" 1
# PMIx: shmap's own client, one line when it cannot reach the launcher
if [ -f $B/lib/libsma_pmix.so ]; then
    refused "PMIX_RANK=0 PMIX_NAMESPACE=none" "^shmap: PE 0: shmem_init: PMIx start-up: PMIx_Init: " 1
else
    echo "SKIP: no $B/lib/libsma_pmix.so (PMIx's headers: libpmix-dev)"
fi
refused "SHMAP_PMIX=1" "^shmap: PE 0: start-up \(before main\): SHMAP_PMIX=1, but no PMIx launcher started this process" 1
refused "SHMAP_PMIX=yes PMIX_RANK=0" "^shmap: PE 0: start-up \(before main\): SHMAP_PMIX must be auto, 0 or 1, not 'yes'$" 1
refused "SHMAP_MPI=2" "^shmap: PE 0: start-up \(before main\): SHMAP_MPI must be auto, 0 or 1, not '2'$" 1

# runs "VARS" WHAT COMMAND...: the program's own checks pass
runs() {
    local vars=$1 what=$2 out; shift 2
    if out=$(env $vars timeout -k 5 60 "$@" 2>&1 </dev/null); then ok "$what"
    else fail "$what: $out"; fi
}
runs "SLURM_JOB_ID=7 SLURM_NTASKS=4 SLURM_PROCID=0" "the shell of an allocation (no step): a singleton" "$P"
runs "SLURM_JOB_ID=7 SLURM_STEP_ID=3 SLURM_STEP_NUM_TASKS=1 SLURM_PROCID=0" "srun -n 1: a singleton" "$P"
runs "$STEP SLURM_PROCID=0 SHMAP_MPI=0" "SHMAP_MPI=0 under a step of 2: a job of one, as asked" "$P"
runs "$STEP SLURM_PROCID=0" "oshrun -np 3 inside a step's variables" "$R" -np 3 "$P"
if command -v mpirun >/dev/null && [ -x "$B/lib/libsma_mpi.so" ]; then
    # Open MPI's mpirun: its own variables win over the allocation's.
    runs "" "mpirun -np 3 inside a step's variables" mpirun --oversubscribe -np 3 \
        -x SLURM_JOB_ID=7 -x SLURM_STEP_ID=3 -x SLURM_STEP_NUM_TASKS=2 -x SLURM_PROCID=0 "$P"
    # A PMIx launcher Open MPI cannot join (no namespace: shmap's own
    # PMIx client is not asked): MPI makes a job of one
    refused "PMIX_RANK=0 $STEP SLURM_PROCID=0" "started by Slurm's srun with PMIx as task 0 of 2, but MPI made" 1
    # mpirun is a PMIx launcher too: MPI joins it unless SHMAP_PMIX=1
    # asks for PMIx (every PE on this node: mapped as under oshrun)
    for v in "auto MPI" "1 PMIx"; do
        out=$(timeout -k 5 60 mpirun --oversubscribe -np 3 -x SHMAP_PMIX=${v% *} -x SMA_LOG_LEVELS=INIT "$P" 2>&1)
        n=$(grep -c "INIT shmem_init: PE [0-2] of 3, .*joined through ${v#* }" <<<"$out")
        [ "$n" = 3 ] && ok "mpirun -np 3, SHMAP_PMIX=${v% *}: joined through ${v#* }" ||
            fail "mpirun -np 3, SHMAP_PMIX=${v% *}: $n PEs joined through ${v#* }: $(tail -3 <<<"$out")"
    done
    out=$(timeout -k 5 60 mpirun --oversubscribe -np 4 -x SHMAP_PMIX=1 -x SHMAP_NODE_SIZE=2 "$P" 2>&1)
    grep -q "^shmap: PE [0-3]: shmem_init: SHMAP_PMIX=1, but SHMAP_NODE_SIZE asks for pseudo-nodes (4 of 4): other nodes are reached through MPI" <<<"$out" &&
        ok "SHMAP_PMIX=1 with pseudo-nodes: refused" || fail "SHMAP_PMIX=1 with pseudo-nodes: $(head -3 <<<"$out")"
    runs "PMI_RANK=0 PMI_SIZE=1" "a PMI launcher's single task" "$P"
else
    echo "SKIP: mpirun and libsma_mpi.so (the MPI launcher cases)"
fi
finish
