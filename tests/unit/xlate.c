/* SPDX-License-Identifier: BSD-3-Clause */
/* cmocka: the header's inline translation agrees with the library's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "shmemi.h"
#include <mpp/shmem.h>

/*
 * shmemi_xlate_v2() (inlined into programs, reading shmemi_fast_v2) and
 * shmemi_sym_offset() + the peer table (the library) are two copies of
 * one translation. Fill the library's state as init.c does, publish it
 * as init.c does, and compare both on addresses around every boundary:
 * heap and data starts and ends, lengths that run past them, absurd
 * lengths, PEs out of range, a peer that another transport reaches.
 */
#define NPES 4
static char *peers[NPES];

static void setup_state(void)
{
    static char seg[NPES][1 << 16];
    shmemi.npes = NPES;
    shmemi.me = 1;
    shmemi.state = SHMEMI_READY;
    shmemi.base = 0x100000000000UL;
    shmemi.heap_lo = shmemi.base + 4096;
    shmemi.heap_len = 8192;
    shmemi.data_lo = 0x400000;
    shmemi.data_len = 12288;
    shmemi.data_delta = shmemi.data_lo - (4096 + 8192);
    for (int pe = 0; pe < NPES; pe++)
        peers[pe] = seg[pe];
    peers[3] = NULL; /* reached by another transport */
    shmemi.peer = peers;
    shmemi.debug = false;
    shmemi_fast_publish();
}

/* The library's answer: 1 and the address if loads and stores reach it. */
static int lib_xlate(const void *a, size_t len, int pe, char **r)
{
    if (pe < 0 || pe >= shmemi.npes || !shmemi.peer[pe])
        return 0;
    uintptr_t off = shmemi_sym_offset(a, len);
    if (off == UINTPTR_MAX)
        return 0;
    *r = shmemi.peer[pe] + off;
    return 1;
}

static void agree(void **state)
{
    (void)state;
    setup_state();
    const uintptr_t edges[] = {shmemi.heap_lo, shmemi.heap_lo + shmemi.heap_len,
                               shmemi.data_lo, shmemi.data_lo + shmemi.data_len,
                               shmemi.base,    0,
                               UINTPTR_MAX - 8};
    const size_t lens[] = {0,    1,     7,     8,        4096,        8192,
                           8193, 12288, 12289, SIZE_MAX, SIZE_MAX / 2};
    const int pes[] = {-1, 0, 1, 2, 3, NPES, 1 << 20};
    unsigned checked = 0, yes = 0;
    for (size_t e = 0; e < sizeof(edges) / sizeof(edges[0]); e++)
        for (long d = -9; d <= 9; d++)
            for (size_t l = 0; l < sizeof(lens) / sizeof(lens[0]); l++)
                for (size_t p = 0; p < sizeof(pes) / sizeof(pes[0]); p++) {
                    const void *a = (const void *)(edges[e] + (uintptr_t)d);
                    char *r1 = NULL, *r2 = NULL;
                    int ok1 = shmemi_xlate_v2(a, lens[l], pes[p], &r1);
                    int ok2 = lib_xlate(a, lens[l], pes[p], &r2);
                    assert_int_equal(ok1, ok2);
                    if (ok1) {
                        assert_ptr_equal(r1, r2);
                        yes++;
                    }
                    checked++;
                }
    assert_true(yes > 100 && checked > yes);
}

static void declines_when_not_ready(void **state)
{
    (void)state;
    setup_state();
    char *r;
    const void *a = (const void *)(shmemi.heap_lo + 8);
    assert_int_equal(shmemi_xlate_v2(a, 8, 0, &r), 1);
    shmemi.debug = true; /* SMA_DEBUG sends every call to the library */
    shmemi_fast_publish();
    assert_int_equal(shmemi_xlate_v2(a, 8, 0, &r), 0);
    shmemi.debug = false;
    shmemi.state = SHMEMI_FINALIZED;
    shmemi_fast_publish();
    assert_int_equal(shmemi_xlate_v2(a, 8, 0, &r), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(agree),
        cmocka_unit_test(declines_when_not_ready),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
