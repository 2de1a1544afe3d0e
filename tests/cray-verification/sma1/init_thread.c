/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/init_thread: shmem_init_thread and shmem_query_thread (OpenSHMEM
 * 1.4): the provided level is one of the four, the query agrees, and the
 * library works after (a ring of puts); then shmem_finalize. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

static long ring;

int main(void)
{
    int provided = -1, queried = -2, rc, me, npes, errors = 0;
    rc = shmem_init_thread(SHMEM_THREAD_MULTIPLE, &provided);
    me = shmem_my_pe();
    npes = shmem_n_pes();
    if (rc != 0) {
        printf("FAIL: init_thread PE %d: shmem_init_thread returned %d\n", me,
               rc);
        errors++;
    }
    if (provided != SHMEM_THREAD_SINGLE && provided != SHMEM_THREAD_FUNNELED &&
        provided != SHMEM_THREAD_SERIALIZED &&
        provided != SHMEM_THREAD_MULTIPLE) {
        printf("FAIL: init_thread PE %d: provided = %d, not a thread level\n",
               me, provided);
        errors++;
    }
    shmem_query_thread(&queried);
    if (queried != provided) {
        printf("FAIL: init_thread PE %d: shmem_query_thread = %d, "
               "shmem_init_thread provided %d\n", me, queried, provided);
        errors++;
    }
    shmem_long_p(&ring, me + 1, (me + 1) % npes);
    shmem_barrier_all();
    if (ring != (me + npes - 1) % npes + 1) {
        printf("FAIL: init_thread PE %d: ring = %ld after init_thread\n", me,
               ring);
        errors++;
    }
    if (!errors && me == 0)
        printf("init_thread: passed on %d PEs (provided %d)\n", npes, provided);
    shmem_finalize();
    return errors != 0;
}
