/* SPDX-License-Identifier: BSD-3-Clause */
/* Point-to-point synchronization: the one loop behind every wait and test. */
#include "wait.h"

static uint64_t load_ivar(const char *p, size_t elem, bool sign)
{
    /* Acquire: data put before the flag is visible once the flag is.
     * Pairs with the writer's store ordering (TSO, or its fence). */
    switch (elem) {
    case 1:
        return sign ? (uint64_t)(int64_t)__atomic_load_n((const int8_t *)p,
                                                         __ATOMIC_ACQUIRE)
                    : __atomic_load_n((const uint8_t *)p, __ATOMIC_ACQUIRE);
    case 2:
        return sign ? (uint64_t)(int64_t)__atomic_load_n((const int16_t *)p,
                                                         __ATOMIC_ACQUIRE)
                    : __atomic_load_n((const uint16_t *)p, __ATOMIC_ACQUIRE);
    case 4:
        return sign ? (uint64_t)(int64_t)__atomic_load_n((const int32_t *)p,
                                                         __ATOMIC_ACQUIRE)
                    : __atomic_load_n((const uint32_t *)p, __ATOMIC_ACQUIRE);
    default: return __atomic_load_n((const uint64_t *)p, __ATOMIC_ACQUIRE);
    }
}

static bool satisfies(uint64_t v, int cmp, uint64_t ref, bool sign)
{
    if (sign) {
        int64_t a = (int64_t)v, b = (int64_t)ref;
        switch (cmp) {
        case SHMEM_CMP_EQ: return a == b;
        case SHMEM_CMP_NE: return a != b;
        case SHMEM_CMP_GT: return a > b;
        case SHMEM_CMP_LE: return a <= b;
        case SHMEM_CMP_LT: return a < b;
        default: return a >= b;
        }
    }
    switch (cmp) {
    case SHMEM_CMP_EQ: return v == ref;
    case SHMEM_CMP_NE: return v != ref;
    case SHMEM_CMP_GT: return v > ref;
    case SHMEM_CMP_LE: return v <= ref;
    case SHMEM_CMP_LT: return v < ref;
    default: return v >= ref;
    }
}

/*
 * Where a wait/test_any scan starts: just after the index the thread's
 * last _any call returned, so that when several ivars satisfy the test a
 * series of calls returns each of them in turn (a program serving every
 * index until all are served ends), not always the first.
 */
static _Thread_local size_t any_next;

/* One pass over the set. Returns what the mode reports (see p2p.h) and
 * sets *done when the wait would be over. */
static size_t scan(const struct shmemi_ivars *s, size_t *indices, bool *done)
{
    size_t count = 0, active = 0;
    size_t first = s->mode == SHMEMI_WAIT_ANY && s->n ? any_next % s->n : 0;
    for (size_t k = 0; k < s->n; k++) {
        size_t i = first + k < s->n ? first + k : first + k - s->n;
        if (s->status && s->status[i])
            continue;
        active++;
        uint64_t ref =
            s->values ? load_ivar(s->values + i * s->elem, s->elem, s->sign)
                      : s->value;
        bool ok = satisfies(load_ivar(s->ivars + i * s->elem, s->elem, s->sign),
                            s->cmp, ref, s->sign);
        if (s->mode == SHMEMI_WAIT_ALL) {
            if (!ok) {
                *done = false;
                return 0;
            }
        } else if (ok) {
            if (s->mode == SHMEMI_WAIT_ANY) {
                *done = true;
                any_next = i + 1;
                return i;
            }
            if (indices)
                indices[count] = i;
            count++;
        }
    }
    switch (s->mode) {
    case SHMEMI_WAIT_ALL: *done = true; return 1;
    case SHMEMI_WAIT_ANY: *done = active == 0; return SIZE_MAX;
    default: *done = count > 0 || active == 0; return count;
    }
}

size_t shmemi_p2p(const struct shmemi_ivars *s, size_t *indices, bool block,
                  const char *routine)
{
    shmemi_check_local(s->ivars, shmemi_nbytes(s->n, s->elem, routine),
                       routine);
    if (SHMEMI_UNLIKELY((unsigned)s->cmp > SHMEM_CMP_GE))
        shmemi_fatal(routine,
                     "comparison %d is not one of SHMEM_CMP_EQ (0), "
                     "NE (1), GT (2), LE (3), LT (4), GE (5)",
                     s->cmp);
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    bool noted = false;
    /*
     * A test drives a network transport once before it looks: a PE that
     * polls with the shmem_test routines carries out what other nodes'
     * puts and atomics ask of it. Without it, between pseudo-nodes over
     * UCX with the progress thread off, a PE polling a flag never saw the
     * put that set it (and a fetch_add aimed at it never returned); with
     * the thread on, each took 3.5 ms (the thread shares the bound CPU of
     * a PE that never yields). Before the look, not only after a failing
     * one: test_some finds one of several set and never fails meanwhile.
     */
    if (!block && shmemi.progress)
        shmemi.progress();
    for (;;) {
        bool done;
        size_t r = scan(s, indices, &done);
        if (done || !block) {
            if (noted)
                shmemi_wait_args(NULL, 0, 0, false, 0, 0);
            return r;
        }
        /* for a hang report, once the wait leaves its spin phase */
        if (!noted && s->n > 0 && b.spins >= shmemi.spin_limit) {
            shmemi_wait_args(s->ivars, s->n, s->elem, s->sign, s->cmp,
                             s->value);
            noted = true;
        }
        shmemi_backoff(&b, SHMEMI_WATCH_ANY, routine);
    }
}

uint64_t shmemi_wait_u64(const uint64_t *ivar, int cmp, uint64_t value,
                         const char *routine)
{
    shmemi_check_local(ivar, sizeof(*ivar), routine);
    if (SHMEMI_UNLIKELY((unsigned)cmp > SHMEM_CMP_GE))
        shmemi_fatal(routine,
                     "comparison %d is not one of SHMEM_CMP_EQ (0), "
                     "NE (1), GT (2), LE (3), LT (4), GE (5)",
                     cmp);
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    bool noted = false;
    for (;;) {
        /* Return the value that satisfied the test, not a later one. */
        uint64_t v = __atomic_load_n(ivar, __ATOMIC_ACQUIRE);
        if (satisfies(v, cmp, value, false)) {
            if (noted)
                shmemi_wait_args(NULL, 0, 0, false, 0, 0);
            return v;
        }
        if (!noted && b.spins >= shmemi.spin_limit) { /* hang report */
            shmemi_wait_args(ivar, 1, 8, false, cmp, value);
            noted = true;
        }
        shmemi_backoff(&b, SHMEMI_WATCH_ANY, routine);
    }
}
