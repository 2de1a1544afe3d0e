/* SPDX-License-Identifier: BSD-3-Clause */
/* Prints the memory policy of this PE's symmetric heap, as the kernel
 * reports it in /proc/self/numa_maps ("PE 0 heap: prefer:0"), for
 * tests/sh/placement.sh. */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    shmem_init();
    char *p = shmem_malloc(4096);
    FILE *f = fopen("/proc/self/numa_maps", "r");
    char line[1024], policy[64] = "?";
    while (f && fgets(line, sizeof(line), f)) {
        unsigned long start;
        if (sscanf(line, "%lx %63s", &start, policy) == 2 &&
            (uintptr_t)p >= start && (uintptr_t)p - start < (1UL << 40))
            break;
        snprintf(policy, sizeof(policy), "?");
    }
    printf("PE %d heap: %s\n", shmem_my_pe(), f ? policy : "no numa_maps");
    shmem_free(p);
    shmem_finalize();
    return 0;
}
