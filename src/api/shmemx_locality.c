/* SPDX-License-Identifier: BSD-3-Clause */
/* shmemx_pe_locality: how close another PE runs, from oshrun's placement. */
#include "../core/shmemi.h"
#include <mpp/shmemx.h>

/*
 * oshrun writes into the job page, for every PE, the core, L3, NUMA node
 * and socket that hold its whole binding (-1 when it is not bound or the
 * binding spans several). Two PEs share the smallest level at which both
 * have the same object; every PE of a job started by oshrun is on this
 * node. A singleton job has only itself.
 */
int shmemx_pe_locality(int pe)
{
    int n = shmemi_n_pes(__func__);
    if (pe < 0 || pe >= n)
        shmemi_fatal(__func__, "PE %d is out of range (0..%d)", pe, n - 1);
    if (pe == shmemi.me)
        return SHMEMX_LOCALITY_SELF;
    const struct shmemi_job *job = shmemi.job;
    if (job == NULL)
        return SHMEMX_LOCALITY_NODE;
    static const int level[SHMEMI_NLOC] = {
        SHMEMX_LOCALITY_CORE, SHMEMX_LOCALITY_L3, SHMEMX_LOCALITY_NUMA,
        SHMEMX_LOCALITY_SOCKET};
    const int32_t *a = job->pe[shmemi.me].loc, *b = job->pe[pe].loc;
    for (int l = 0; l < SHMEMI_NLOC; l++)
        if (a[l] >= 0 && a[l] == b[l])
            return level[l];
    return SHMEMX_LOCALITY_NODE;
}
