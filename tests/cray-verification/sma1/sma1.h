/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/sma1.h: the pieces the sma1 programs share. Portable on purpose:
 * only <mpp/shmem.h> and the C library, so that the suite builds against
 * any OpenSHMEM implementation.
 *
 * A program defines SMA1_NAME (its name, a string literal) and the
 * file-scope ints me and errors before it uses FAILIF. */
#ifndef SMA1_H
#define SMA1_H

#include <mpp/shmem.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Count an error and report it as "FAIL: NAME PE me: ..." when c holds. */
#define FAILIF(c, ...)                                                         \
    do {                                                                       \
        if (c) {                                                               \
            printf("FAIL: " SMA1_NAME " PE %d: ", me);                         \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            errors++;                                                          \
        }                                                                      \
    } while (0)

/* The OpenSHMEM RMA type table: name, C type. */
#define RMA_TYPES(X)                                                           \
    X(float, float) X(double, double) X(longdouble, long double)               \
    X(char, char) X(schar, signed char) X(short, short) X(int, int)            \
    X(long, long) X(longlong, long long) X(uchar, unsigned char)               \
    X(ushort, unsigned short) X(uint, unsigned int) X(ulong, unsigned long)    \
    X(ulonglong, unsigned long long) X(int8, int8_t) X(int16, int16_t)         \
    X(int32, int32_t) X(int64, int64_t) X(uint8, uint8_t)                      \
    X(uint16, uint16_t) X(uint32, uint32_t) X(uint64, uint64_t)                \
    X(size, size_t) X(ptrdiff, ptrdiff_t)

/* The sized RMA routines: bits, element type, elements per datum. (The
 * programs that test the mem routines add X(mem, uint8_t, 1).) */
#define SIZED_TYPES(X)                                                         \
    X(8, uint8_t, 1) X(16, uint16_t, 1) X(32, uint32_t, 1) X(64, uint64_t, 1)  \
    X(128, uint64_t, 2)

/* The OpenSHMEM AMO type tables: standard, extended, bitwise. */
#define AMO_STD_TYPES(X)                                                       \
    X(int, int) X(long, long) X(longlong, long long) X(uint, unsigned int)     \
    X(ulong, unsigned long) X(ulonglong, unsigned long long)                   \
    X(int32, int32_t) X(int64, int64_t) X(uint32, uint32_t)                    \
    X(uint64, uint64_t) X(size, size_t) X(ptrdiff, ptrdiff_t)
#define AMO_EXT_TYPES(X) X(float, float) X(double, double) AMO_STD_TYPES(X)
#define AMO_BIT_TYPES(X)                                                       \
    X(uint, unsigned int) X(ulong, unsigned long)                              \
    X(ulonglong, unsigned long long) X(int32, int32_t) X(int64, int64_t)       \
    X(uint32, uint32_t) X(uint64, uint64_t)

/* The point-to-point synchronization (wait) type table. */
#define P2P_TYPES(X)                                                           \
    X(short, short) X(int, int) X(long, long) X(longlong, long long)           \
    X(ushort, unsigned short) X(uint, unsigned int) X(ulong, unsigned long)    \
    X(ulonglong, unsigned long long) X(int32, int32_t) X(int64, int64_t)       \
    X(uint32, uint32_t) X(uint64, uint64_t) X(size, size_t)                    \
    X(ptrdiff, ptrdiff_t)

/* Start-up: start_pes(0) or shmem_init(), then this PE and the PE count. */
static inline void sma1_start_pes(int *me, int *npes)
{
    start_pes(0);
    *me = _my_pe();
    *npes = _num_pes();
}

static inline void sma1_init(int *me, int *npes)
{
    shmem_init();
    *me = shmem_my_pe();
    *npes = shmem_n_pes();
}

/* This PE's neighbours on the ring of all PEs. */
static inline void sma1_ring(int me, int npes, int *left, int *right)
{
    *right = (me + 1) % npes;
    *left = (me + npes - 1) % npes;
}

/* The end of a program: after a barrier, each PE with errors reports
 * their count ("FAIL: ..."), PE 0 reports success otherwise; the exit
 * status is 1 on errors. sma1_finalize also calls shmem_finalize. */
static inline int sma1_end(const char *name, int me, int npes, int errors)
{
    shmem_barrier_all();
    if (errors) {
        printf("FAIL: %s PE %d: %d errors\n", name, me, errors);
        return 1;
    }
    if (me == 0)
        printf("%s: passed on %d PEs\n", name, npes);
    return 0;
}

static inline int sma1_finalize(const char *name, int me, int npes,
                                int errors)
{
    shmem_barrier_all();
    if (errors)
        printf("FAIL: %s PE %d: %d errors\n", name, me, errors);
    else if (me == 0)
        printf("%s: passed on %d PEs\n", name, npes);
    shmem_finalize();
    return errors != 0;
}

/* Active sets (PE_start, logPE_stride, PE_size) this PE count allows:
 * all PEs, the evens, the odds, all but PE 0, every 4th PE, every 2nd
 * from PE 2, and the last PE alone. Overlapping sets are run one after
 * the other with a barrier between; the evens and odds also at once. */
struct aset {
    int start, logstride, size;
};

/* Fill s (room for 7) with the sets for npes PEs; return their number. */
static inline int make_sets(struct aset *s, int npes)
{
    int n = 0;
    s[n++] = (struct aset){0, 0, npes};
    if (npes >= 2) {
        s[n++] = (struct aset){0, 1, (npes + 1) / 2};
        s[n++] = (struct aset){1, 1, npes / 2};
    }
    if (npes >= 3)
        s[n++] = (struct aset){1, 0, npes - 1};
    if (npes >= 5) {
        s[n++] = (struct aset){0, 2, (npes + 3) / 4};
        s[n++] = (struct aset){2, 1, (npes - 1) / 2};
    }
    if (npes >= 2)
        s[n++] = (struct aset){npes - 1, 0, 1};
    return n;
}

/* This PE's index in the set, or -1. */
static inline int set_index(const struct aset *a, int pe)
{
    int d = pe - a->start;
    if (d < 0 || d % (1 << a->logstride))
        return -1;
    d >>= a->logstride;
    return d < a->size ? d : -1;
}

/* The PE of the set's member idx. */
static inline int set_pe(const struct aset *a, int idx)
{
    return a->start + (idx << a->logstride);
}

#if defined(SHMEM_MAJOR_VERSION) &&                                           \
    (SHMEM_MAJOR_VERSION > 1 || SHMEM_MINOR_VERSION >= 5)
/* OpenSHMEM 1.5 teams: with 2 PEs or more, split SHMEM_TEAM_WORLD into
 * the evens and the odds, run fn on both at once (each PE on its own
 * team), then a barrier, and destroy them. */
static inline void sma1_evens_odds(void (*fn)(shmem_team_t, const char *))
{
    shmem_team_t evens = SHMEM_TEAM_INVALID, odds = SHMEM_TEAM_INVALID;
    int npes = shmem_n_pes();
    if (npes < 2)
        return;
    shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, (npes + 1) / 2, NULL, 0,
                             &evens);
    shmem_team_split_strided(SHMEM_TEAM_WORLD, 1, 2, npes / 2, NULL, 0,
                             &odds);
    if (evens != SHMEM_TEAM_INVALID)
        fn(evens, "evens");
    if (odds != SHMEM_TEAM_INVALID)
        fn(odds, "odds");
    shmem_barrier_all();
    if (evens != SHMEM_TEAM_INVALID)
        shmem_team_destroy(evens);
    if (odds != SHMEM_TEAM_INVALID)
        shmem_team_destroy(odds);
}
#endif

#endif /* SMA1_H */
