/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/strided: every typed and sized iput and iget, with target stride 2
 * and source stride 3; elements between the strides must stay untouched.
 * (The SGI generic shmem_iput/shmem_iget: sgi_generic.c.) */
#include <mpp/shmem.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 9
#define DST 2
#define SST 3
#define SENT 99 /* sentinel: fits signed char */

static int me, npes, left, right, errors;

#define FAILIF(c, ...)                                                         \
    do {                                                                       \
        if (c) {                                                               \
            printf("FAIL: strided PE %d: ", me);                               \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            errors++;                                                          \
        }                                                                      \
    } while (0)

#define VAL(pe, i) ((pe) * 7 + (i) + 1)

#define RMA_TYPES(X)                                                           \
    X(float, float) X(double, double) X(longdouble, long double)               \
    X(char, char) X(schar, signed char) X(short, short) X(int, int)            \
    X(long, long) X(longlong, long long) X(uchar, unsigned char)               \
    X(ushort, unsigned short) X(uint, unsigned int) X(ulong, unsigned long)    \
    X(ulonglong, unsigned long long) X(int8, int8_t) X(int16, int16_t)         \
    X(int32, int32_t) X(int64, int64_t) X(uint8, uint8_t)                      \
    X(uint16, uint16_t) X(uint32, uint32_t) X(uint64, uint64_t)                \
    X(size, size_t) X(ptrdiff, ptrdiff_t)

/* dst[k*DST] = src[k*SST] of the source PE; everything else SENT. */
#define CHECK_STRIDED(WHAT, buf, srcpe, T)                                     \
    do {                                                                       \
        int k_;                                                                \
        for (k_ = 0; k_ < N * DST; k_++) {                                     \
            T want_ = (T)(k_ % DST == 0 ? VAL(srcpe, k_ / DST * SST) : SENT);  \
            FAILIF(buf[k_] != want_, "%s: dst[%d] = %g, want %g", WHAT, k_,    \
                   (double)buf[k_], (double)want_);                            \
        }                                                                      \
    } while (0)

#define TEST_TYPE(NAME, T)                                                     \
    static void test_##NAME(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * SST * sizeof(T));                            \
        T *dst = shmem_malloc(N * DST * sizeof(T));                            \
        T loc[N * DST];                                                        \
        int i;                                                                 \
        for (i = 0; i < N * SST; i++)                                          \
            src[i] = (T)VAL(me, i);                                            \
        for (i = 0; i < N * DST; i++)                                          \
            dst[i] = loc[i] = (T)SENT;                                         \
        shmem_barrier_all();                                                   \
        shmem_##NAME##_iput(dst, src, DST, SST, N, right);                     \
        shmem_barrier_all();                                                   \
        CHECK_STRIDED("shmem_" #NAME "_iput", dst, left, T);                   \
        shmem_##NAME##_iget(loc, src, DST, SST, N, right);                     \
        CHECK_STRIDED("shmem_" #NAME "_iget", loc, right, T);                  \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
RMA_TYPES(TEST_TYPE)
#undef TEST_TYPE

/* Sized: an element of BITS is W words of type T. */
#define SIZED(X)                                                               \
    X(8, uint8_t, 1) X(16, uint16_t, 1) X(32, uint32_t, 1)                     \
    X(64, uint64_t, 1) X(128, uint64_t, 2)

#define CHECK_SIZED(WHAT, buf, srcpe, T, W)                                    \
    do {                                                                       \
        int k_, w_;                                                            \
        for (k_ = 0; k_ < N * DST; k_++)                                       \
            for (w_ = 0; w_ < W; w_++) {                                       \
                T want_ = (T)(k_ % DST == 0                                    \
                                  ? VAL(srcpe, (k_ / DST * SST) * W + w_)      \
                                  : SENT);                                     \
                FAILIF(buf[k_ * W + w_] != want_,                              \
                       "%s: element %d word %d = %lu, want %lu", WHAT, k_,     \
                       w_, (unsigned long)buf[k_ * W + w_],                    \
                       (unsigned long)want_);                                  \
            }                                                                  \
    } while (0)

#define TEST_SIZED(BITS, T, W)                                                 \
    static void test_##BITS(void)                                              \
    {                                                                          \
        T *src = shmem_malloc(N * SST * W * sizeof(T));                        \
        T *dst = shmem_malloc(N * DST * W * sizeof(T));                        \
        T loc[N * DST * W];                                                    \
        int i;                                                                 \
        for (i = 0; i < N * SST * W; i++)                                      \
            src[i] = (T)VAL(me, i);                                            \
        for (i = 0; i < N * DST * W; i++)                                      \
            dst[i] = loc[i] = (T)SENT;                                         \
        shmem_barrier_all();                                                   \
        shmem_iput##BITS(dst, src, DST, SST, N, right);                        \
        shmem_barrier_all();                                                   \
        CHECK_SIZED("shmem_iput" #BITS, dst, left, T, W);                      \
        shmem_iget##BITS(loc, src, DST, SST, N, right);                        \
        CHECK_SIZED("shmem_iget" #BITS, loc, right, T, W);                     \
        shmem_barrier_all();                                                   \
        shmem_free(dst);                                                       \
        shmem_free(src);                                                       \
    }
SIZED(TEST_SIZED)
#undef TEST_SIZED

int main(void)
{
    start_pes(0);
    me = _my_pe();
    npes = _num_pes();
    right = (me + 1) % npes;
    left = (me + npes - 1) % npes;

#define CALL(NAME, T) test_##NAME();
    RMA_TYPES(CALL)
#undef CALL
#define CALL(BITS, T, W) test_##BITS();
    SIZED(CALL)
#undef CALL

    shmem_barrier_all();
    if (errors) {
        printf("FAIL: strided PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("strided: passed on %d PEs\n", npes);
    return 0;
}
