/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/heap_15: shmem_malloc_with_hints (OpenSHMEM 1.5) with no hint and
 * each defined hint: a usable symmetric block every time, and size 0
 * gives NULL. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "heap_15"
#include "sma1.h"

static int me, npes, errors;

int main(void)
{
    static const long hints[] = {0, SHMEM_MALLOC_ATOMICS_REMOTE,
                                 SHMEM_MALLOC_SIGNAL_REMOTE,
                                 SHMEM_MALLOC_ATOMICS_REMOTE |
                                     SHMEM_MALLOC_SIGNAL_REMOTE};
    unsigned h;
    int right, left;
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);
    for (h = 0; h < sizeof hints / sizeof hints[0]; h++) {
        long *p = shmem_malloc_with_hints(16 * sizeof(long), hints[h]);
        FAILIF(p == NULL, "shmem_malloc_with_hints(128, %ld) returned NULL",
               hints[h]);
        if (p == NULL)
            break;
        p[0] = 0;
        shmem_barrier_all();
        shmem_long_atomic_add(&p[0], me + 1, right);
        shmem_long_p(&p[15], 100 + me, right);
        shmem_barrier_all();
        FAILIF(p[0] != left + 1 || p[15] != 100 + left,
               "shmem_malloc_with_hints(hint %ld): block holds %ld, %ld, "
               "want %d, %d", hints[h], p[0], p[15], left + 1, 100 + left);
        shmem_free(p);
    }
    FAILIF(shmem_malloc_with_hints(0, 0) != NULL,
           "shmem_malloc_with_hints(0, 0) is not NULL");
    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
