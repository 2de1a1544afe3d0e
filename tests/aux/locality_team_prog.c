/* SPDX-License-Identifier: BSD-3-Clause */
/* shmemx_team_split_locality at each level: print each PE's team as world
 * PEs, and check the team works (a reduction over it). */
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <stdio.h>
#include <string.h>

static long one, sum;

int main(void)
{
    shmem_init();
    int me = shmem_my_pe();
    static const char *const names[] = {"self", "core", "l3", "numa",
                                        "socket", "node"};
    for (int level = SHMEMX_LOCALITY_CORE; level <= SHMEMX_LOCALITY_NODE;
         level++) {
        shmem_team_t t;
        if (shmemx_team_split_locality(SHMEM_TEAM_WORLD, level, NULL, 0, &t)) {
            printf("PE %d %s: no split\n", me, names[level]);
            continue;
        }
        int n = shmem_team_n_pes(t);
        char line[512];
        int k = snprintf(line, sizeof(line), "PE %d %s:", me, names[level]);
        for (int r = 0; r < n; r++)
            k += snprintf(line + k, sizeof(line) - (size_t)k, " %d",
                          shmem_team_translate_pe(t, r, SHMEM_TEAM_WORLD));
        one = me;
        shmem_long_sum_reduce(t, &sum, &one, 1);
        long want = 0;
        for (int r = 0; r < n; r++)
            want += shmem_team_translate_pe(t, r, SHMEM_TEAM_WORLD);
        printf("%s%s\n", line, sum == want ? "" : " (reduction WRONG)");
        shmem_team_destroy(t);
    }
    shmem_team_t t;
    int rc = shmemx_team_split_locality(SHMEM_TEAM_WORLD, 42, NULL, 0, &t);
    if (me == 0)
        printf("level 42: %d %s\n", rc, t == SHMEM_TEAM_INVALID ? "invalid" : "a team");
    shmem_finalize();
    return 0;
}
