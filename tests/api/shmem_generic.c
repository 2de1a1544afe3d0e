/* SPDX-License-Identifier: BSD-3-Clause */
/* C11 type-generic names pick the typed routine: checked by what moves. */
/* shmap-test: npes=1,2,3,4,5 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
#error "this test is built as C11: it tests the _Generic interfaces"
#endif

/*
 * Each generic call is checked by its effect: a put of n elements writes
 * exactly n * sizeof(T) bytes (a canary after them stays), an atomic adds
 * in its own width, a reduction sums in its type. Had the generic picked
 * another width (say the SGI 64-bit shmem_put for an int *), the canary or
 * the value would show it.
 */
#define N 5
static int me, npes, right, left;

#define DEF_GENERIC_RMA(NAME, T)                                               \
    static T NAME##_dst[N + 1], NAME##_src[N];                                 \
    static void rma_##NAME(void)                                               \
    {                                                                          \
        for (int i = 0; i < N; i++)                                            \
            NAME##_src[i] = (T)(me * 10 + i + 1);                              \
        memset(NAME##_dst, 0x5a, sizeof(NAME##_dst));                          \
        unsigned char canary[sizeof(T)]; /* bytes: long double pads */         \
        memcpy(canary, &NAME##_dst[N], sizeof(T));                             \
        shmem_barrier_all();                                                   \
        shmem_put(NAME##_dst, NAME##_src, N, right);                           \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < N; i++)                                            \
            CHECK(NAME##_dst[i] == (T)(left * 10 + i + 1),                     \
                  "shmem_put on " #T " [%d]", i);                              \
        CHECK(!memcmp(&NAME##_dst[N], canary, sizeof(T)),                      \
              "shmem_put on " #T " wrote past %d elements", N);                \
        T got[N];                                                              \
        shmem_get(got, NAME##_src, N, right);                                  \
        for (int i = 0; i < N; i++)                                            \
            CHECK(got[i] == (T)(right * 10 + i + 1), "shmem_get on " #T);      \
        shmem_barrier_all();                                                   \
        shmem_p(&NAME##_dst[0], (T)(me + 100), right);                         \
        shmem_barrier_all();                                                   \
        CHECK(NAME##_dst[0] == (T)(left + 100), "shmem_p on " #T);             \
        CHECK(shmem_g(&NAME##_src[2], right) == (T)(right * 10 + 3),           \
              "shmem_g on " #T);                                               \
        shmem_barrier_all();                                                   \
        shmem_iput(NAME##_dst, NAME##_src, 2, 1, 2, right);                    \
        shmem_barrier_all();                                                   \
        CHECK(NAME##_dst[0] == (T)(left * 10 + 1) &&                           \
                  NAME##_dst[2] == (T)(left * 10 + 2),                         \
              "shmem_iput on " #T);                                            \
        shmem_barrier_all();                                                   \
    }
DEF_GENERIC_RMA(c, char)
DEF_GENERIC_RMA(sc, signed char)
DEF_GENERIC_RMA(s, short)
DEF_GENERIC_RMA(i, int)
DEF_GENERIC_RMA(l, long)
DEF_GENERIC_RMA(ll, long long)
DEF_GENERIC_RMA(uc, unsigned char)
DEF_GENERIC_RMA(us, unsigned short)
DEF_GENERIC_RMA(ui, unsigned int)
DEF_GENERIC_RMA(ul, unsigned long)
DEF_GENERIC_RMA(ull, unsigned long long)
DEF_GENERIC_RMA(f, float)
DEF_GENERIC_RMA(d, double)
DEF_GENERIC_RMA(ld, long double)

/* Atomics: each PE adds to PE 0's counter in the counter's own width; a
 * 32-bit counter next to a guard word shows a 64-bit add. */
static struct {
    int counter, guard;
} amo_i;
static long long amo_ll;
static unsigned int amo_bits;
static double amo_d;

static void amo(void)
{
    shmem_barrier_all();
    int old = shmem_atomic_fetch_add(&amo_i.counter, me + 1, 0);
    CHECK(old >= 0, "shmem_atomic_fetch_add on int returned %d", old);
    shmem_atomic_inc(&amo_ll, 0);
    shmem_atomic_or(&amo_bits, 1u << me % 32, 0);
    shmem_atomic_set(&amo_d, 2.5, 0);
    shmem_barrier_all();
    if (me == 0) {
        CHECK(amo_i.counter == npes * (npes + 1) / 2 && amo_i.guard == 0,
              "shmem_atomic_fetch_add on int: %d (guard %d)", amo_i.counter,
              amo_i.guard);
        CHECK(amo_ll == npes, "shmem_atomic_inc on long long: %lld", amo_ll);
        unsigned want = 0;
        for (int p = 0; p < npes; p++)
            want |= 1u << p % 32;
        CHECK(amo_bits == want, "shmem_atomic_or on unsigned int: %#x",
              amo_bits);
    }
    CHECK(shmem_atomic_fetch(&amo_d, 0) == 2.5, "shmem_atomic_fetch on double");
    CHECK(shmem_atomic_compare_swap(&amo_ll, -1LL, 7LL, 0) == npes,
          "shmem_atomic_compare_swap on long long");
    /* the deprecated generics */
    shmem_barrier_all();
    if (me == 0)
        amo_i.counter = 0;
    shmem_barrier_all();
    shmem_inc(&amo_i.counter, 0);
    CHECK(shmem_fadd(&amo_i.counter, 0, 0) >= 1, "shmem_fadd on int");
    shmem_barrier_all();
    CHECK(shmem_fetch(&amo_i.counter, 0) == npes && amo_i.guard == 0,
          "shmem_inc/shmem_fetch on int: %d", amo_i.counter);
    shmem_barrier_all();
}

/* Waits: an int flag next to a guard, set by the left neighbour. */
static struct {
    int flag, guard;
} w;

static void waits(void)
{
    shmem_barrier_all();
    shmem_p(&w.flag, me + 1, right);
    shmem_wait_until(&w.flag, SHMEM_CMP_EQ, left + 1);
    CHECK(shmem_test(&w.flag, SHMEM_CMP_EQ, left + 1), "shmem_test on int");
    int *ivars = &w.flag;
    shmem_wait_until_all(ivars, 1, NULL, SHMEM_CMP_GT, 0);
    CHECK(shmem_test_any(ivars, 1, NULL, SHMEM_CMP_NE, 0) == 0,
          "shmem_test_any on int");
    shmem_barrier_all();
}

/* Team collectives by generic name; shmem_sync(team) and the 8-argument
 * SGI shmem_broadcast side by side with the 5-argument team one. */
static float fsrc[3], fdst[3 * 8];
static long lsrc[2], ldst[2];
static double dsum, dval;
static long psync[SHMEM_BCAST_SYNC_SIZE];

static void colls(void)
{
    for (int i = 0; i < 3; i++)
        fsrc[i] = (float)(me + i);
    for (int i = 0; i < SHMEM_BCAST_SYNC_SIZE; i++)
        psync[i] = SHMEM_SYNC_VALUE;
    shmem_sync(SHMEM_TEAM_WORLD);
    shmem_fcollect(SHMEM_TEAM_WORLD, fdst, fsrc, 3);
    for (int p = 0; p < npes; p++)
        CHECK(fdst[3 * p + 2] == (float)(p + 2), "shmem_fcollect on float");
    lsrc[0] = 42 + me;
    lsrc[1] = 7;
    shmem_broadcast(SHMEM_TEAM_WORLD, ldst, lsrc, 2, 0); /* team form */
    CHECK(ldst[0] == 42 && ldst[1] == 7, "shmem_broadcast (team) on long");
    shmem_barrier_all();
    ldst[0] = -1;
    shmem_barrier_all();
    shmem_broadcast(ldst, lsrc, 1, 0, 0, 0, npes, psync); /* SGI form */
    CHECK(me == 0 ? ldst[0] == -1 : ldst[0] == 42,
          "shmem_broadcast (SGI 8 arguments): %ld", ldst[0]);
    shmem_sync(0, 0, npes, psync); /* SGI 4-argument sync */
    dval = me + 0.5;
    shmem_sum_reduce(SHMEM_TEAM_WORLD, &dsum, &dval, 1);
    CHECK(dsum == npes * (npes - 1) / 2.0 + 0.5 * npes,
          "shmem_sum_reduce on double: %g", dsum);
    shmem_barrier_all();
}

/* The signed fixed-width types through the bitwise generics, and the
 * context form picked by the argument count. */
static int32_t bits32;
static int64_t bits64, red64[1], src64[1];
static void bitwise_signed(void)
{
    shmem_barrier_all();
    shmem_atomic_or(&bits32, (int32_t)1 << me % 31, 0);
    shmem_atomic_fetch_or(SHMEM_CTX_DEFAULT, &bits64, (int64_t)1 << me % 63,
                          0);
    src64[0] = (int64_t)1 << me % 63;
    shmem_or_reduce(SHMEM_TEAM_WORLD, red64, src64, 1);
    shmem_barrier_all();
    int64_t want = 0;
    for (int p = 0; p < npes; p++)
        want |= (int64_t)1 << p % 63;
    if (me == 0) {
        CHECK(bits32 == (int32_t)(want & 0x7fffffff),
              "shmem_atomic_or on int32_t: %x", (unsigned)bits32);
        CHECK(bits64 == want, "shmem_atomic_fetch_or(ctx) on int64_t");
    }
    CHECK(red64[0] == want, "shmem_or_reduce on int64_t");
}

int main(void)
{
    test_init(&me, &npes, &left, &right);
    bitwise_signed();
    rma_c();
    rma_sc();
    rma_s();
    rma_i();
    rma_l();
    rma_ll();
    rma_uc();
    rma_us();
    rma_ui();
    rma_ul();
    rma_ull();
    rma_f();
    rma_d();
    rma_ld();
    amo();
    waits();
    colls();
    return test_exit();
}
