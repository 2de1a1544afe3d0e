/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/signal_15: OpenSHMEM 1.5 put-with-signal: every typed, sized and
 * mem shmem_put_signal and shmem_put_signal_nbi, with SHMEM_SIGNAL_SET and
 * SHMEM_SIGNAL_ADD, to the right-hand PE, which waits with
 * shmem_signal_wait_until and must then see the data; shmem_signal_fetch
 * reads the signal. */
#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "signal_15"
#include "sma1.h"

#define N 19

static int me, npes, left, right, errors;
static uint64_t sig;   /* counts rounds: each round leaves it at round */
static uint64_t round_no;

#define VAL(pe, i, r) ((pe) * 7 + (i) + (int)(r) % 5 + 1)

/* Wait for round r's signal and check what arrived with it. */
static void await(const char *what)
{
    uint64_t v = shmem_signal_wait_until(&sig, SHMEM_CMP_EQ, round_no);
    FAILIF(v != round_no, "%s: shmem_signal_wait_until returned %llu, want "
           "%llu", what, (unsigned long long)v, (unsigned long long)round_no);
    v = shmem_signal_fetch(&sig);
    FAILIF(v != round_no, "%s: shmem_signal_fetch = %llu, want %llu", what,
           (unsigned long long)v, (unsigned long long)round_no);
}

#define SIGARGS(op) (op == SHMEM_SIGNAL_SET ? round_no : 1), op

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(int nbi, int op)                                   \
    {                                                                          \
        T *src = shmem_malloc(N * sizeof(T));                                  \
        T *dst = shmem_malloc(N * sizeof(T));                                  \
        int i;                                                                 \
        const char *nm = nbi ? "shmem_" #NAME "_put_signal_nbi"                \
                             : "shmem_" #NAME "_put_signal";                   \
        round_no++;                                                            \
        for (i = 0; i < N; i++) {                                              \
            src[i] = (T)VAL(me, i, round_no);                                  \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        if (nbi)                                                               \
            shmem_##NAME##_put_signal_nbi(dst, src, N, &sig, SIGARGS(op),      \
                                          right);                              \
        else                                                                   \
            shmem_##NAME##_put_signal(dst, src, N, &sig, SIGARGS(op), right);  \
        await(nm);                                                             \
        for (i = 0; i < N; i++)                                                \
            if (dst[i] != (T)VAL(left, i, round_no)) {                         \
                FAILIF(1, "%s (%s): dst[%d] = %g, want %d", nm,                \
                       op == SHMEM_SIGNAL_SET ? "SET" : "ADD", i,              \
                       (double)dst[i], VAL(left, i, round_no));                \
                break;                                                         \
            }                                                                  \
        shmem_quiet(); /* the nbi source may be freed */                       \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

/* sized and mem: NAME, word type, words per element */
#define SIZED(X) SIZED_TYPES(X) X(mem, uint8_t, 1)

#define TEST_SIZED(BITS, T, W)                                                 \
    static void sized_##BITS(int nbi, int op)                                  \
    {                                                                          \
        T *src = shmem_malloc(N * W * sizeof(T));                              \
        T *dst = shmem_malloc(N * W * sizeof(T));                              \
        int i;                                                                 \
        const char *nm = nbi ? "shmem_put" #BITS "_signal_nbi"                 \
                             : "shmem_put" #BITS "_signal";                    \
        round_no++;                                                            \
        for (i = 0; i < N * W; i++) {                                          \
            src[i] = (T)VAL(me, i, round_no);                                  \
            dst[i] = 0;                                                        \
        }                                                                      \
        shmem_barrier_all();                                                   \
        if (nbi)                                                               \
            shmem_put##BITS##_signal_nbi(dst, src, N, &sig, SIGARGS(op),       \
                                         right);                               \
        else                                                                   \
            shmem_put##BITS##_signal(dst, src, N, &sig, SIGARGS(op), right);   \
        await(nm);                                                             \
        for (i = 0; i < N * W; i++)                                            \
            if (dst[i] != (T)VAL(left, i, round_no)) {                         \
                FAILIF(1, "%s (%s): word %d = %lu, want %d", nm,               \
                       op == SHMEM_SIGNAL_SET ? "SET" : "ADD", i,              \
                       (unsigned long)dst[i], VAL(left, i, round_no));         \
                break;                                                         \
            }                                                                  \
        shmem_quiet();                                                         \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

int main(void)
{
    int nbi;
    sma1_init(&me, &npes);
    sma1_ring(me, npes, &left, &right);

    for (nbi = 0; nbi < 2; nbi++) {
#define CALL(NAME, T)                                                          \
    test_##NAME(nbi, SHMEM_SIGNAL_SET);                                        \
    test_##NAME(nbi, SHMEM_SIGNAL_ADD);
        RMA_TYPES(CALL)
#undef CALL
#define CALL(BITS, T, W)                                                       \
    sized_##BITS(nbi, SHMEM_SIGNAL_ADD);                                       \
    sized_##BITS(nbi, SHMEM_SIGNAL_SET);
        SIZED(CALL)
#undef CALL
    }

    return sma1_finalize(SMA1_NAME, me, npes, errors);
}
