/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/heap_15: shmem_malloc_with_hints (OpenSHMEM 1.5) with no hint and
 * each defined hint: a usable symmetric block every time, and size 0
 * gives NULL. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

static int me, npes, errors;

#define FAILIF(c, ...)                                                         \
    do {                                                                       \
        if (c) {                                                               \
            printf("FAIL: heap_15 PE %d: ", me);                               \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            errors++;                                                          \
        }                                                                      \
    } while (0)

int main(void)
{
    static const long hints[] = {0, SHMEM_MALLOC_ATOMICS_REMOTE,
                                 SHMEM_MALLOC_SIGNAL_REMOTE,
                                 SHMEM_MALLOC_ATOMICS_REMOTE |
                                     SHMEM_MALLOC_SIGNAL_REMOTE};
    unsigned h;
    int right, left;
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    right = (me + 1) % npes;
    left = (me + npes - 1) % npes;
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
    shmem_barrier_all();
    if (errors)
        printf("FAIL: heap_15 PE %d: %d errors\n", me, errors);
    else if (me == 0)
        printf("heap_15: passed on %d PEs\n", npes);
    shmem_finalize();
    return errors != 0;
}
