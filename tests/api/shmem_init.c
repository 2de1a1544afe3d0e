/* SPDX-License-Identifier: BSD-3-Clause */
/* Start-up and queries, header constants, and a long barrier loop. */
/* shmap-test: npes=1,2,3,4,8 timeout=60 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

#define ROUNDS 10000

static long round_bss;     /* .bss: written by PE r % npes in round r */
static long kept_data = 5; /* .data: must survive a second init */

int main(void)
{
    start_pes(0);
    int me = _my_pe(), npes = _num_pes();
    long *early = shmem_malloc(8 * sizeof(long));
    if (early)
        for (int i = 0; i < 8; i++)
            early[i] = 100L * me + i;
    kept_data = 7L * me + 1;

    /* A second (and third) initialization changes nothing. */
    shmem_init();
    start_pes(npes + 3); /* the argument is ignored */

    CHECK(early != NULL, "shmem_malloc after start_pes failed");
    CHECK(npes >= 1, "npes is %d", npes);
    CHECK(me >= 0 && me < npes, "me %d, npes %d", me, npes);
    CHECK(shmem_my_pe() == me && my_pe() == me && _my_pe() == me,
          "the PE queries disagree: %d %d %d, want %d", shmem_my_pe(), my_pe(),
          _my_pe(), me);
    CHECK(shmem_n_pes() == npes && num_pes() == npes && _num_pes() == npes,
          "the PE count queries disagree: %d %d %d, want %d", shmem_n_pes(),
          num_pes(), _num_pes(), npes);
    for (int i = 0; early && i < 8; i++)
        CHECK(early[i] == 100L * me + i, "heap word %d lost by shmem_init", i);
    CHECK(kept_data == 7L * me + 1, ".data lost by shmem_init: %ld", kept_data);
    long *later = shmem_malloc(8 * sizeof(long));
    uintptr_t a = (uintptr_t)early, b = (uintptr_t)later;
    CHECK(later != NULL &&
              (b + 8 * sizeof(long) <= a || a + 8 * sizeof(long) <= b),
          "allocation after a second init overlaps an earlier one: %p %p",
          (void *)early, (void *)later);
    /* Everyone counts the same PEs: check via a put to every PE. */
    if (later) {
        for (int pe = 0; pe < npes; pe++)
            shmem_long_p(&later[0], (long)npes * 1000 + me, pe);
        shmem_barrier_all();
        CHECK(later[0] / 1000 == npes && later[0] % 1000 < npes,
              "a PE counts %ld PEs", later[0] / 1000);
        shmem_barrier_all();
    }

    /* Threads: every level is provided as requested, up to MULTIPLE;
     * under an MPI launcher, no more than MPI gave shmem_init (SINGLE:
     * the library asked it for the program's level, unless
     * SHMAP_MPI_THREAD named one). */
    int provided = -1, expect = SHMEM_THREAD_MULTIPLE;
    const char *mt = getenv("SHMAP_MPI_THREAD"), *m = getenv("SHMAP_MPI");
    if (m && *m ? atoi(m) == 1 : getenv("OMPI_COMM_WORLD_SIZE") != NULL)
        expect = mt && *mt ? atoi(mt) : SHMEM_THREAD_SINGLE;
    CHECK(shmem_init_thread(SHMEM_THREAD_MULTIPLE, &provided) == 0,
          "shmem_init_thread failed");
    CHECK(provided == expect, "init_thread provided %d, not %d", provided,
          expect);
    provided = -1;
    shmem_query_thread(&provided);
    CHECK(provided == expect, "query_thread gave %d, not %d", provided,
          expect);
    CHECK(SHMEM_THREAD_SINGLE < SHMEM_THREAD_FUNNELED &&
              SHMEM_THREAD_FUNNELED < SHMEM_THREAD_SERIALIZED &&
              SHMEM_THREAD_SERIALIZED < SHMEM_THREAD_MULTIPLE,
          "thread levels are not increasing");

    /* Version and name. */
    int major = -1, minor = -1;
    shmem_info_get_version(&major, &minor);
    /* OpenSHMEM 1.6 (issue #27; 1.5 until then) */
    CHECK(major == 1 && minor == 6, "version %d.%d, want 1.6", major, minor);
    CHECK(SHMEM_MAJOR_VERSION == 1 && SHMEM_MINOR_VERSION == 6 &&
              _SHMEM_MAJOR_VERSION == 1 && _SHMEM_MINOR_VERSION == 6,
          "version macros are not 1.6");
    char name[SHMEM_MAX_NAME_LEN + 16];
    memset(name, 0x7f, sizeof(name));
    shmem_info_get_name(name);
    const char *nul = memchr(name, '\0', SHMEM_MAX_NAME_LEN);
    size_t len = nul ? (size_t)(nul - name) : SHMEM_MAX_NAME_LEN;
    CHECK(len > 0 && len < SHMEM_MAX_NAME_LEN,
          "name is empty or not terminated within SHMEM_MAX_NAME_LEN");
    CHECK(strcmp(name, SHMEM_VENDOR_STRING) == 0 &&
              strcmp(_SHMEM_VENDOR_STRING, SHMEM_VENDOR_STRING) == 0,
          "name \"%.*s\" is not SHMEM_VENDOR_STRING", (int)len, name);
    for (int i = SHMEM_MAX_NAME_LEN; i < (int)sizeof(name); i++)
        CHECK(name[i] == 0x7f, "shmem_info_get_name wrote byte %d", i);
    CHECK(SHMEM_MAX_NAME_LEN == _SHMEM_MAX_NAME_LEN,
          "_SHMEM_MAX_NAME_LEN differs");

    /* Header constants: the SGI/Cray comparison numbering. */
    const int cmp[] = {SHMEM_CMP_EQ, SHMEM_CMP_NE, SHMEM_CMP_GT,
                       SHMEM_CMP_LE, SHMEM_CMP_LT, SHMEM_CMP_GE};
    const int old[] = {_SHMEM_CMP_EQ, _SHMEM_CMP_NE, _SHMEM_CMP_GT,
                       _SHMEM_CMP_LE, _SHMEM_CMP_LT, _SHMEM_CMP_GE};
    for (int i = 0; i < 6; i++) {
        CHECK(cmp[i] == i, "comparison constant %d is %d", i, cmp[i]);
        CHECK(old[i] == cmp[i], "_SHMEM_CMP constant %d is %d", i, old[i]);
    }
    CHECK(SHMEM_SYNC_VALUE == -1 && _SHMEM_SYNC_VALUE == -1,
          "SHMEM_SYNC_VALUE is %ld", (long)SHMEM_SYNC_VALUE);
    const long sizes[] = {
        SHMEM_BARRIER_SYNC_SIZE,   SHMEM_BCAST_SYNC_SIZE,
        SHMEM_COLLECT_SYNC_SIZE,   SHMEM_REDUCE_SYNC_SIZE,
        SHMEM_ALLTOALL_SYNC_SIZE,  SHMEM_ALLTOALLS_SYNC_SIZE,
        SHMEM_SYNC_SIZE,           SHMEM_REDUCE_MIN_WRKDATA_SIZE,
        _SHMEM_BARRIER_SYNC_SIZE,  _SHMEM_BCAST_SYNC_SIZE,
        _SHMEM_COLLECT_SYNC_SIZE,  _SHMEM_REDUCE_SYNC_SIZE,
        _SHMEM_ALLTOALL_SYNC_SIZE, _SHMEM_ALLTOALLS_SYNC_SIZE,
        _SHMEM_SYNC_SIZE,          _SHMEM_REDUCE_MIN_WRKDATA_SIZE};
    for (int i = 0; i < (int)(sizeof(sizes) / sizeof(sizes[0])); i++)
        CHECK(sizes[i] >= 1, "pSync/pWrk size %d is %ld", i, sizes[i]);

    /* The SGI cache routines are callable and harmless. */
    shmem_clear_cache_inv();
    shmem_set_cache_inv();
    shmem_clear_cache_line_inv(&round_bss);
    shmem_set_cache_line_inv(&round_bss);
    shmem_udcflush();
    shmem_udcflush_line(&round_bss);
    round_bss = -1;
    shmem_barrier_all();

    /* In round r, PE r % npes writes r into every PE's copy (a .bss
     * global in even rounds, a heap word in odd ones); after the barrier
     * every PE sees it. sync_all keeps the next round's writes off until
     * everyone has looked. */
    int bad = 0;
    for (long r = 0; r < ROUNDS && later; r++) {
        long *target = r % 2 ? &later[1] : &round_bss;
        if (me == r % npes)
            for (int pe = 0; pe < npes; pe++)
                shmem_long_p(target, r, pe);
        shmem_barrier_all();
        if (*target != r && !bad) { /* report once, keep in step */
            CHECK(0, "round %ld: saw %ld", r, *target);
            bad = 1;
        }
        shmem_sync_all();
    }
    shmem_fence();
    shmem_quiet();
    shmem_free(later);
    shmem_free(early);
    return test_exit();
}
