/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI's start_pes mixed with OpenSHMEM 1.6's nested shmem_init and
 * shmem_finalize: start_pes counts once, when it initializes. */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
#include "testutil.h"

static int me = -1, npes;
static long ring;

static int initialized(void)
{
    int flag = -1;
    shmem_query_initialized(&flag);
    return flag;
}

/* CHECK names the PE by shmem_my_pe(), an error while not initialized. */
#define CHECK_OFF(cond, what)                                                  \
    do {                                                                       \
        if (!(cond)) {                                                         \
            fprintf(stderr, "FAIL: PE %d: %s:%d: %s\n", me, __FILE__,          \
                    __LINE__, what);                                           \
            test_failures++;                                                   \
        }                                                                      \
    } while (0)

/* A ring of puts, checked after a barrier. */
static void ring_check(int tag)
{
    ring = -1;
    shmem_barrier_all();
    shmem_long_p(&ring, 1000L * tag + me, (me + 1) % npes);
    shmem_barrier_all();
    CHECK(ring == 1000L * tag + (me + npes - 1) % npes, "ring %d: %ld", tag,
          ring);
}

int main(void)
{
    CHECK_OFF(initialized() == 0, "initialized before start_pes");
    start_pes(0);
    me = _my_pe();
    npes = _num_pes();
    CHECK(initialized(), "not initialized after start_pes");
    start_pes(0); /* SGI: later calls do nothing, and are not counted */
    shmem_init(); /* counted: two initializations to finalize */
    start_pes(npes + 1);
    long *block = shmalloc(8 * sizeof(long));
    CHECK(block != NULL, "shmalloc failed");
    if (!block)
        return test_exit();
    block[0] = me;
    ring_check(1);
    shmem_finalize(); /* shmem_init's: a barrier */
    CHECK(initialized(), "start_pes's initialization ended by one finalize");
    CHECK(shmem_long_g(block, (me + 1) % npes) == (me + 1) % npes,
          "the block lost by a finalize that is not the last");
    ring_check(2);
    shfree(block);
    shmem_finalize(); /* start_pes's: the last */
    CHECK_OFF(initialized() == 0, "initialized after the last finalize");

    /* A new series by shmem_init; start_pes inside it is not counted, so
     * one finalize ends it. */
    shmem_init();
    CHECK(initialized() && shmem_my_pe() == me && shmem_n_pes() == npes,
          "shmem_init after start_pes's series");
    start_pes(0);
    ring_check(3);
    shmem_finalize();
    CHECK_OFF(initialized() == 0,
              "start_pes inside a shmem_init series was counted");

    /* A legacy ending: initialized twice, finalized once, then exit with
     * SHMEM still initialized. */
    shmem_init();
    start_pes(0);
    shmem_init();
    ring_check(4);
    int rc = test_exit(); /* one finalize */
    CHECK_OFF(initialized() != 0, "one finalize ended two initializations");
    return rc ? rc : test_failures != 0;
}
