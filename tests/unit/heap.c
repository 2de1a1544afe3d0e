/* SPDX-License-Identifier: BSD-3-Clause */
/* cmocka unit tests of the symmetric heap allocator (src/core/heap.c). */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>

#include "heap.h"

#define MiB (1UL << 20)

static int setup(void **state)
{
    struct shmemi_heap *h = malloc(sizeof(*h));
    assert_non_null(h);
    assert_int_equal(shmemi_heap_init(h, 16 * MiB), 0);
    *state = h;
    return 0;
}

static int teardown(void **state)
{
    shmemi_heap_destroy(*state);
    free(*state);
    return 0;
}

/* Walk the list: blocks tile [0, size) in order, no two free neighbours. */
static void assert_consistent(const struct shmemi_heap *h)
{
    size_t expect = 0, used = 0, n = 0;
    const struct shmemi_heap_block *prev = NULL;
    for (const struct shmemi_heap_block *b = h->head; b; b = b->next) {
        assert_int_equal(b->off, expect);
        assert_true(b->size > 0);
        assert_int_equal(b->off % SHMEMI_HEAP_ALIGN, 0);
        assert_ptr_equal(b->prev, prev);
        if (prev)
            assert_false(!prev->used && !b->used);
        if (b->used)
            used += b->size;
        expect += b->size;
        prev = b;
        n++;
    }
    assert_int_equal(expect, h->size);
    assert_int_equal(used, h->used);
    assert_int_equal(n, h->nblocks);
}

static void alloc_aligned_and_distinct(void **state)
{
    struct shmemi_heap *h = *state;
    size_t a, b, c;
    assert_int_equal(shmemi_heap_alloc(h, 1, 0, &a), 0);
    assert_int_equal(shmemi_heap_alloc(h, 100, 0, &b), 0);
    assert_int_equal(shmemi_heap_alloc(h, 4096, 4096, &c), 0);
    assert_int_equal(a % 64, 0);
    assert_int_equal(b % 64, 0);
    assert_int_equal(c % 4096, 0);
    assert_true(b >= a + 64);
    assert_true(c >= b + 128);
    assert_int_equal(shmemi_heap_size_of(h, a), 64);
    assert_int_equal(shmemi_heap_size_of(h, b), 128);
    assert_consistent(h);
}

static void free_reuses_and_coalesces(void **state)
{
    struct shmemi_heap *h = *state;
    size_t a, b, c, d;
    assert_int_equal(shmemi_heap_alloc(h, MiB, 0, &a), 0);
    assert_int_equal(shmemi_heap_alloc(h, MiB, 0, &b), 0);
    assert_int_equal(shmemi_heap_alloc(h, MiB, 0, &c), 0);
    assert_int_equal(shmemi_heap_free(h, b), 0);
    assert_int_equal(shmemi_heap_free(h, a), 0); /* merges with b's hole */
    assert_consistent(h);
    assert_int_equal(shmemi_heap_alloc(h, 2 * MiB, 0, &d), 0);
    assert_int_equal(d, a);
    assert_int_equal(shmemi_heap_free(h, c), 0);
    assert_int_equal(shmemi_heap_free(h, d), 0);
    assert_int_equal(h->used, 0);
    assert_int_equal(h->nblocks, 1); /* everything merged back */
    assert_consistent(h);
}

static void bad_free_rejected(void **state)
{
    struct shmemi_heap *h = *state;
    size_t a;
    assert_int_equal(shmemi_heap_alloc(h, 256, 0, &a), 0);
    assert_int_equal(shmemi_heap_free(h, a + 64), -EINVAL);
    assert_int_equal(shmemi_heap_free(h, a), 0);
    assert_int_equal(shmemi_heap_free(h, a), -EINVAL); /* double free */
    assert_int_equal(shmemi_heap_size_of(h, a), 0);
    assert_consistent(h);
}

static void exhaustion(void **state)
{
    struct shmemi_heap *h = *state;
    size_t a, b;
    assert_int_equal(shmemi_heap_alloc(h, 17 * MiB, 0, &a), -ENOMEM);
    assert_int_equal(shmemi_heap_alloc(h, 16 * MiB, 0, &a), 0);
    assert_int_equal(shmemi_heap_alloc(h, 1, 0, &b), -ENOMEM);
    assert_int_equal(shmemi_heap_largest_free(h), 0);
    assert_int_equal(shmemi_heap_free(h, a), 0);
    assert_int_equal(shmemi_heap_largest_free(h), 16 * MiB);
    assert_int_equal(shmemi_heap_alloc(h, 64, 3, &a), -ENOMEM); /* not 2^k */
    assert_int_equal(shmemi_heap_alloc(h, 0, 0, &a), -ENOMEM);
}

static void resize_in_place(void **state)
{
    struct shmemi_heap *h = *state;
    size_t a, b;
    assert_int_equal(shmemi_heap_alloc(h, 1000, 0, &a), 0);
    assert_int_equal(shmemi_heap_resize(h, a, 5000), 0); /* free after it */
    assert_int_equal(shmemi_heap_size_of(h, a), 5056);
    assert_int_equal(shmemi_heap_alloc(h, 64, 0, &b), 0);
    assert_int_equal(b, a + 5056);
    assert_int_equal(shmemi_heap_resize(h, a, 6000), -ENOMEM); /* b blocks */
    assert_int_equal(shmemi_heap_resize(h, a, 100), 0);        /* shrink */
    assert_int_equal(shmemi_heap_size_of(h, a), 128);
    assert_consistent(h);
    assert_int_equal(shmemi_heap_resize(h, b + 64, 10), -EINVAL);
}

/* Two heaps fed the same calls give the same offsets (what every PE
 * relies on), across a long random sequence of allocations and frees. */
static void deterministic_random_sequence(void **state)
{
    struct shmemi_heap *h = *state, twin;
    assert_int_equal(shmemi_heap_init(&twin, 16 * MiB), 0);
    size_t live[64] = {0}, twin_live[64] = {0};
    unsigned seed = 12345;
    for (int i = 0; i < 20000; i++) {
        seed = seed * 1103515245u + 12345u;
        int slot = (int)((seed >> 8) % 64);
        size_t size = 1 + (seed >> 12) % (64 * 1024);
        if (live[slot]) {
            assert_int_equal(shmemi_heap_free(h, live[slot] - 1), 0);
            assert_int_equal(shmemi_heap_free(&twin, twin_live[slot] - 1), 0);
            live[slot] = twin_live[slot] = 0;
        } else {
            size_t o1, o2;
            int r1 = shmemi_heap_alloc(h, size, 0, &o1);
            int r2 = shmemi_heap_alloc(&twin, size, 0, &o2);
            assert_int_equal(r1, r2);
            if (r1 == 0) {
                assert_int_equal(o1, o2);
                live[slot] = o1 + 1;
                twin_live[slot] = o2 + 1;
            }
        }
        if (i % 1000 == 0)
            assert_consistent(h);
    }
    assert_consistent(h);
    shmemi_heap_destroy(&twin);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(alloc_aligned_and_distinct, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(free_reuses_and_coalesces, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(bad_free_rejected, setup, teardown),
        cmocka_unit_test_setup_teardown(exhaustion, setup, teardown),
        cmocka_unit_test_setup_teardown(resize_in_place, setup, teardown),
        cmocka_unit_test_setup_teardown(deterministic_random_sequence, setup,
                                        teardown),
    };
    return cmocka_run_group_tests_name("heap", tests, NULL, NULL);
}
