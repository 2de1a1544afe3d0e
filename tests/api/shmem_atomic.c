/* SPDX-License-Identifier: BSD-3-Clause */
/* Every atomic form, every PE on every PE, and counters under contention. */
/* shmap-test: npes=1,2,3,4,8 timeout=90 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * A target array holds one slot per writer, each between two guards:
 * [guard, slot of PE 0, guard, slot of PE 1, ..., guard]. Every PE runs a
 * fixed sequence of operations on its own slot on every PE (so the final
 * value of each slot is known), checking each returned value against a
 * model as it goes; the owner then checks its slots and the guards.
 */
#define MAXPES 64
#define SLOT(w) (2 * (w) + 1)
#define NSLOTS(n) (2 * (n) + 1)
/* Distinct per (writer, target, step); the top-but-one bit is set so that
 * an operation on half of an 8-byte word shows. */
#define ID(w, t) ((w)*MAXPES + (t))
#define HI(T) ((T)((T)1 << (sizeof(T) * 8 - 2)))
#define VAL(T, k, w, t) ((T)(HI(T) + (T)((k)*8192 + ID(w, t))))
/* Floating values: distinct, signed, not integral. */
#define FVAL(T, k, w, t)                                                       \
    ((T)(((k) % 2 ? -1.0 : 1.0) * ((k)*1e6 + ID(w, t) + 0.25)))
#define FGUARD(T) ((T)-12345.5)

#define K 2000 /* operations per PE in the contention tests */

static int me, npes;

#define GUARD(T) ((T)test_rep8(0xa5))
#define SENTINEL(T) ((T)test_rep8(0x5a))

/* In the sequences: `ty`, `where` and target `t` are in scope. */
/* The message names the type, the operation and both values. */
#define EXPECT(step, got, want)                                                \
    CHECK((got) == (want),                                                     \
          "type %s, operation %s, in %s on PE %d: got %#llx, want %#llx", ty,  \
          step, where, t, (unsigned long long)(got),                           \
          (unsigned long long)(want))
#define EXPECTF(step, got, want)                                               \
    CHECK((got) == (want),                                                     \
          "type %s, operation %s, in %s on PE %d: got %g, want %g", ty, step,  \
          where, t, (double)(got), (double)(want))

/* ---- standard AMO types: every operation ------------------------------ */

#define STD_FINAL(T, w, t) ((T)(VAL(T, 9, w, t) - 4))

#define DEF_STD(NAME, T)                                                       \
    static T g_std_##NAME[NSLOTS(MAXPES)] = {1}; /* .data */                   \
                                                                               \
    static void seq_std_##NAME(T *arr, int t, const char *where)               \
    {                                                                          \
        const char *ty = #NAME;                                                \
        T *p = &arr[SLOT(me)], x, o, f[6], want[6];                            \
                                                                               \
        x = VAL(T, 1, me, t);                                                  \
        shmem_##NAME##_atomic_set(p, x, t);                                    \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("atomic_set, then g", o, x);                                    \
        x = VAL(T, 0, me, t);                                                  \
        shmem_##NAME##_p(p, x, t);                                             \
        shmem_quiet();                                                         \
        o = shmem_##NAME##_atomic_fetch(p, t);                                 \
        EXPECT("p, then atomic_fetch", o, x);                                  \
        o = shmem_##NAME##_atomic_swap(p, VAL(T, 2, me, t), t);                \
        EXPECT("atomic_swap", o, x);                                           \
        x = VAL(T, 2, me, t);                                                  \
        o = shmem_##NAME##_atomic_compare_swap(p, (T)(x + 1),                  \
                                               VAL(T, 3, me, t), t);           \
        EXPECT("compare_swap, low bit unequal", o, x);                         \
        o = shmem_##NAME##_atomic_compare_swap(p, (T)(x ^ HI(T)),              \
                                               VAL(T, 3, me, t), t);           \
        EXPECT("compare_swap, high bit unequal", o, x);                        \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("value after failed compare_swaps", o, x);                      \
        o = shmem_##NAME##_atomic_compare_swap(p, x, VAL(T, 3, me, t), t);     \
        EXPECT("compare_swap, equal", o, x);                                   \
        x = VAL(T, 3, me, t);                                                  \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("value after compare_swap", o, x);                              \
        o = shmem_##NAME##_atomic_fetch_inc(p, t);                             \
        EXPECT("fetch_inc", o, x);                                             \
        x++;                                                                   \
        shmem_##NAME##_atomic_inc(p, t);                                       \
        x++;                                                                   \
        o = shmem_##NAME##_atomic_fetch(p, t);                                 \
        EXPECT("after fetch_inc, inc", o, x);                                  \
        o = shmem_##NAME##_atomic_fetch_add(p, (T)1000, t);                    \
        EXPECT("fetch_add 1000", o, x);                                        \
        x = (T)(x + 1000);                                                     \
        shmem_##NAME##_atomic_add(p, (T)-3, t);                                \
        x = (T)(x - 3);                                                        \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after add -3", o, x);                                          \
        o = shmem_##NAME##_atomic_fetch_add(p, (T)-2000, t);                   \
        EXPECT("fetch_add -2000", o, x);                                       \
        x = (T)(x - 2000);                                                     \
        o = shmem_##NAME##_atomic_fetch(p, t);                                 \
        EXPECT("after fetch_add -2000", o, x);                                 \
                                                                               \
        /* Through zero: negative for signed types, a wrap for unsigned. */    \
        shmem_##NAME##_atomic_set(p, (T)3, t);                                 \
        o = shmem_##NAME##_atomic_fetch_add(p, (T)-10, t);                     \
        EXPECT("fetch_add -10 from 3", o, (T)3);                               \
        x = (T)(3 - 10);                                                       \
        o = shmem_##NAME##_atomic_fetch_inc(p, t);                             \
        EXPECT("fetch_inc below zero", o, x);                                  \
        x = (T)(x + 1);                                                        \
        shmem_##NAME##_atomic_add(p, (T)10, t);                                \
        x = (T)(x + 10);                                                       \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("back through zero", o, x);                                     \
        EXPECT("back through zero (model)", x, (T)4);                          \
                                                                               \
        /* A carry out of the low 32 bits (a wrap for 4-byte types). */        \
        x = (T)0xffffffffu;                                                    \
        shmem_##NAME##_atomic_set(p, x, t);                                    \
        o = shmem_##NAME##_atomic_fetch_inc(p, t);                             \
        EXPECT("fetch_inc at 0xffffffff", o, x);                               \
        x = (T)(x + 1);                                                        \
        o = shmem_##NAME##_atomic_fetch_add(p, (T)0xffffffffu, t);             \
        EXPECT("fetch_add after the carry", o, x);                             \
        x = (T)(x + (T)0xffffffffu);                                           \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after the carry", o, x);                                       \
                                                                               \
        /* The _nbi forms, each ordered after the last by a fence. */          \
        for (int i = 0; i < 6; i++)                                            \
            f[i] = SENTINEL(T);                                                \
        x = VAL(T, 7, me, t);                                                  \
        shmem_##NAME##_atomic_set(p, x, t);                                    \
        shmem_##NAME##_atomic_fetch_nbi(&f[0], p, t);                          \
        want[0] = x;                                                           \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_swap_nbi(&f[1], p, VAL(T, 8, me, t), t);         \
        want[1] = x;                                                           \
        x = VAL(T, 8, me, t);                                                  \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_compare_swap_nbi(&f[2], p, (T)(x - 1),           \
                                               VAL(T, 9, me, t), t);           \
        want[2] = x;                                                           \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_compare_swap_nbi(&f[3], p, x, VAL(T, 9, me, t),  \
                                               t);                             \
        want[3] = x;                                                           \
        x = VAL(T, 9, me, t);                                                  \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_fetch_inc_nbi(&f[4], p, t);                      \
        want[4] = x;                                                           \
        x++;                                                                   \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_fetch_add_nbi(&f[5], p, (T)-5, t);               \
        want[5] = x;                                                           \
        x = (T)(x - 5);                                                        \
        shmem_quiet();                                                         \
        EXPECT("fetch_nbi", f[0], want[0]);                                    \
        EXPECT("swap_nbi", f[1], want[1]);                                     \
        EXPECT("compare_swap_nbi, unequal", f[2], want[2]);                    \
        EXPECT("compare_swap_nbi, equal", f[3], want[3]);                      \
        EXPECT("fetch_inc_nbi", f[4], want[4]);                                \
        EXPECT("fetch_add_nbi -5", f[5], want[5]);                             \
        EXPECT("final value (model)", x, STD_FINAL(T, me, t));                 \
    }                                                                          \
                                                                               \
    static void run_std_##NAME(T *arr, const char *where)                      \
    {                                                                          \
        for (int i = 0; i < NSLOTS(npes); i++)                                 \
            arr[i] = GUARD(T);                                                 \
        shmem_barrier_all();                                                   \
        for (int k = 0; k < npes; k++)                                         \
            seq_std_##NAME(arr, (me + k) % npes, where);                       \
        shmem_barrier_all();                                                   \
        for (int w = 0; w < npes; w++)                                         \
            CHECK(arr[SLOT(w)] == STD_FINAL(T, w, me),                         \
                  #NAME " in %s: PE %d's slot holds %#llx, want %#llx", where, \
                  w, (unsigned long long)arr[SLOT(w)],                         \
                  (unsigned long long)STD_FINAL(T, w, me));                    \
        for (int w = 0; w <= npes; w++)                                        \
            CHECK(arr[2 * w] == GUARD(T),                                      \
                  #NAME " in %s: guard %d overwritten: %#llx", where, w,       \
                  (unsigned long long)arr[2 * w]);                             \
        shmem_barrier_all();                                                   \
    }
SHMEMI_AMO_STD_TYPES(DEF_STD)
#undef DEF_STD

/* ---- float, double: fetch, set, swap and the legacy names ------------ */

#define EXT_FINAL(T, w, t) FVAL(T, 6, w, t)

#define DEF_EXT(NAME, T)                                                       \
    static T g_ext_##NAME[NSLOTS(MAXPES)];                                     \
                                                                               \
    static void seq_ext_##NAME(T *arr, int t, const char *where)               \
    {                                                                          \
        const char *ty = #NAME;                                                \
        T *p = &arr[SLOT(me)], x, o, f[2];                                     \
                                                                               \
        x = FVAL(T, 1, me, t);                                                 \
        shmem_##NAME##_atomic_set(p, x, t);                                    \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECTF("atomic_set, then g", o, x);                                   \
        x = FVAL(T, 0, me, t);                                                 \
        shmem_##NAME##_p(p, x, t);                                             \
        shmem_quiet();                                                         \
        o = shmem_##NAME##_atomic_fetch(p, t);                                 \
        EXPECTF("p, then atomic_fetch", o, x);                                 \
        o = shmem_##NAME##_atomic_swap(p, (T)-0.0, t);                         \
        EXPECTF("atomic_swap", o, x);                                          \
        o = shmem_##NAME##_atomic_swap(p, FVAL(T, 2, me, t), t);               \
        CHECK(o == 0 && signbit(o),                                            \
              #NAME " in %s on PE %d: swapped -0.0 came back as %g", where, t, \
              (double)o);                                                      \
        x = FVAL(T, 2, me, t);                                                 \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECTF("after atomic_swap", o, x);                                    \
                                                                               \
        f[0] = f[1] = FGUARD(T);                                               \
        shmem_##NAME##_atomic_fetch_nbi(&f[0], p, t);                          \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_swap_nbi(&f[1], p, FVAL(T, 3, me, t), t);        \
        shmem_quiet();                                                         \
        EXPECTF("fetch_nbi", f[0], x);                                         \
        EXPECTF("swap_nbi", f[1], x);                                          \
        x = FVAL(T, 3, me, t);                                                 \
                                                                               \
        /* The SGI/Cray names. */                                              \
        o = shmem_##NAME##_fetch(p, t);                                        \
        EXPECTF("legacy fetch", o, x);                                         \
        x = FVAL(T, 4, me, t);                                                 \
        shmem_##NAME##_set(p, x, t);                                           \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECTF("legacy set", o, x);                                           \
        o = shmem_##NAME##_swap(p, FVAL(T, 6, me, t), t);                      \
        EXPECTF("legacy swap", o, x);                                          \
        x = FVAL(T, 6, me, t);                                                 \
        o = shmem_##NAME##_atomic_fetch(p, t);                                 \
        EXPECTF("after legacy swap", o, x);                                    \
    }                                                                          \
                                                                               \
    static void run_ext_##NAME(T *arr, const char *where)                      \
    {                                                                          \
        for (int i = 0; i < NSLOTS(npes); i++)                                 \
            arr[i] = FGUARD(T);                                                \
        shmem_barrier_all();                                                   \
        for (int k = 0; k < npes; k++)                                         \
            seq_ext_##NAME(arr, (me + k) % npes, where);                       \
        shmem_barrier_all();                                                   \
        for (int w = 0; w < npes; w++)                                         \
            CHECK(arr[SLOT(w)] == EXT_FINAL(T, w, me),                         \
                  #NAME " in %s: PE %d's slot holds %g, want %g", where, w,    \
                  (double)arr[SLOT(w)], (double)EXT_FINAL(T, w, me));          \
        for (int w = 0; w <= npes; w++)                                        \
            CHECK(arr[2 * w] == FGUARD(T),                                     \
                  #NAME " in %s: guard %d overwritten: %g", where, w,          \
                  (double)arr[2 * w]);                                         \
        shmem_barrier_all();                                                   \
    }
SHMEMI_AMO_EXT_ONLY_TYPES(DEF_EXT)
#undef DEF_EXT

/* ---- bitwise AMO types: and, or, xor ---------------------------------- */

/* The start pattern 0xcc.. against operand 0xaa..: and 0x88.., or
 * 0xee.., xor 0x66.., so any two operations differ in every byte. */
#define BSTART(T, w, t) ((T)(test_rep8(0xcc) ^ (uint64_t)ID(w, t)))
#define BIT_FINAL(T, w, t)                                                     \
    ((T)((((T)(BSTART(T, w, t) & (T)test_rep8(0xaa))) | (T)test_rep8(0x0f)) ^            \
         (T)test_rep8(0x3c)))

#define DEF_BIT(NAME, T)                                                       \
    static T g_bit_##NAME[NSLOTS(MAXPES)];                                     \
                                                                               \
    static void seq_bit_##NAME(T *arr, int t, const char *where)               \
    {                                                                          \
        const char *ty = #NAME;                                                \
        T *p = &arr[SLOT(me)], s = BSTART(T, me, t), v = (T)test_rep8(0xaa), o;     \
        T f[3];                                                                \
                                                                               \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        o = shmem_##NAME##_atomic_fetch_and(p, v, t);                          \
        EXPECT("fetch_and", o, s);                                             \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after fetch_and", o, (T)(s & v));                              \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        shmem_##NAME##_atomic_and(p, v, t);                                    \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after and", o, (T)(s & v));                                    \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        o = shmem_##NAME##_atomic_fetch_or(p, v, t);                           \
        EXPECT("fetch_or", o, s);                                              \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after fetch_or", o, (T)(s | v));                               \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        shmem_##NAME##_atomic_or(p, v, t);                                     \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after or", o, (T)(s | v));                                     \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        o = shmem_##NAME##_atomic_fetch_xor(p, v, t);                          \
        EXPECT("fetch_xor", o, s);                                             \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after fetch_xor", o, (T)(s ^ v));                              \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        shmem_##NAME##_atomic_xor(p, v, t);                                    \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after xor", o, (T)(s ^ v));                                    \
                                                                               \
        f[0] = f[1] = f[2] = SENTINEL(T);                                      \
        shmem_##NAME##_atomic_set(p, s, t);                                    \
        shmem_##NAME##_atomic_fetch_and_nbi(&f[0], p, v, t);                   \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_fetch_or_nbi(&f[1], p, (T)test_rep8(0x0f), t);        \
        shmem_fence();                                                         \
        shmem_##NAME##_atomic_fetch_xor_nbi(&f[2], p, (T)test_rep8(0x3c), t);       \
        shmem_quiet();                                                         \
        EXPECT("fetch_and_nbi", f[0], s);                                      \
        EXPECT("fetch_or_nbi", f[1], (T)(s & v));                              \
        EXPECT("fetch_xor_nbi", f[2], (T)((T)(s & v) | (T)test_rep8(0x0f)));        \
    }                                                                          \
                                                                               \
    static void run_bit_##NAME(T *arr, const char *where)                      \
    {                                                                          \
        for (int i = 0; i < NSLOTS(npes); i++)                                 \
            arr[i] = GUARD(T);                                                 \
        shmem_barrier_all();                                                   \
        for (int k = 0; k < npes; k++)                                         \
            seq_bit_##NAME(arr, (me + k) % npes, where);                       \
        shmem_barrier_all();                                                   \
        for (int w = 0; w < npes; w++)                                         \
            CHECK(arr[SLOT(w)] == BIT_FINAL(T, w, me),                         \
                  #NAME " in %s: PE %d's slot holds %#llx, want %#llx", where, \
                  w, (unsigned long long)arr[SLOT(w)],                         \
                  (unsigned long long)BIT_FINAL(T, w, me));                    \
        for (int w = 0; w <= npes; w++)                                        \
            CHECK(arr[2 * w] == GUARD(T),                                      \
                  #NAME " in %s: guard %d overwritten: %#llx", where, w,       \
                  (unsigned long long)arr[2 * w]);                             \
        shmem_barrier_all();                                                   \
    }
SHMEMI_AMO_BIT_TYPES(DEF_BIT)
#undef DEF_BIT

/* ---- SGI/Cray names: swap, cswap, fadd, finc, add, inc, fetch, set ---- */

#define LEG_FINAL(T, w, t) ((T)(VAL(T, 3, w, t) + 2 + 1000 - 7))

#define DEF_LEG(NAME, T)                                                       \
    static T g_leg_##NAME[NSLOTS(MAXPES)];                                     \
                                                                               \
    static void seq_leg_##NAME(T *arr, int t, const char *where)               \
    {                                                                          \
        const char *ty = #NAME " (legacy)";                                    \
        T *p = &arr[SLOT(me)], x, o;                                           \
                                                                               \
        x = VAL(T, 1, me, t);                                                  \
        shmem_##NAME##_set(p, x, t);                                           \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("set", o, x);                                                   \
        x = VAL(T, 0, me, t);                                                  \
        shmem_##NAME##_p(p, x, t);                                             \
        shmem_quiet();                                                         \
        o = shmem_##NAME##_fetch(p, t);                                        \
        EXPECT("fetch", o, x);                                                 \
        o = shmem_##NAME##_swap(p, VAL(T, 2, me, t), t);                       \
        EXPECT("swap", o, x);                                                  \
        x = VAL(T, 2, me, t);                                                  \
        o = shmem_##NAME##_cswap(p, (T)(x ^ HI(T)), VAL(T, 3, me, t), t);      \
        EXPECT("cswap, unequal", o, x);                                        \
        o = shmem_##NAME##_fetch(p, t);                                        \
        EXPECT("after failed cswap", o, x);                                    \
        o = shmem_##NAME##_cswap(p, x, VAL(T, 3, me, t), t);                   \
        EXPECT("cswap, equal", o, x);                                          \
        x = VAL(T, 3, me, t);                                                  \
        o = shmem_##NAME##_finc(p, t);                                         \
        EXPECT("finc", o, x);                                                  \
        x++;                                                                   \
        shmem_##NAME##_inc(p, t);                                              \
        x++;                                                                   \
        o = shmem_##NAME##_fadd(p, (T)1000, t);                                \
        EXPECT("fadd", o, x);                                                  \
        x = (T)(x + 1000);                                                     \
        shmem_##NAME##_add(p, (T)-7, t);                                       \
        x = (T)(x - 7);                                                        \
        o = shmem_##NAME##_g(p, t);                                            \
        EXPECT("after add -7", o, x);                                          \
        EXPECT("final value (model)", x, LEG_FINAL(T, me, t));                 \
    }                                                                          \
                                                                               \
    static void run_leg_##NAME(T *arr, const char *where)                      \
    {                                                                          \
        for (int i = 0; i < NSLOTS(npes); i++)                                 \
            arr[i] = GUARD(T);                                                 \
        shmem_barrier_all();                                                   \
        for (int k = 0; k < npes; k++)                                         \
            seq_leg_##NAME(arr, (me + k) % npes, where);                       \
        shmem_barrier_all();                                                   \
        for (int w = 0; w < npes; w++)                                         \
            CHECK(arr[SLOT(w)] == LEG_FINAL(T, w, me),                         \
                  #NAME " (legacy) in %s: PE %d's slot holds %#llx, want "     \
                        "%#llx",                                               \
                  where, w, (unsigned long long)arr[SLOT(w)],                  \
                  (unsigned long long)LEG_FINAL(T, w, me));                    \
        for (int w = 0; w <= npes; w++)                                        \
            CHECK(arr[2 * w] == GUARD(T),                                      \
                  #NAME " (legacy) in %s: guard %d overwritten: %#llx", where, \
                  w, (unsigned long long)arr[2 * w]);                          \
        shmem_barrier_all();                                                   \
    }
SHMEMI_AMO_LEGACY_TYPES(DEF_LEG)
#undef DEF_LEG

/* shmem_swap: the SGI generic swap on a long. */
static long g_swap[NSLOTS(MAXPES)];

static void run_sgi_swap(long *arr, const char *where)
{
    const char *ty = "shmem_swap";
    for (int i = 0; i < NSLOTS(npes); i++)
        arr[i] = GUARD(long);
    shmem_barrier_all();
    for (int k = 0; k < npes; k++) {
        int t = (me + k) % npes;
        long *p = &arr[SLOT(me)], x = VAL(long, 1, me, t), o;
        shmem_long_p(p, x, t);
        shmem_quiet();
        o = shmem_swap(p, VAL(long, 2, me, t), t);
        EXPECT("swap", o, x);
        o = shmem_long_g(p, t);
        EXPECT("after swap", o, VAL(long, 2, me, t));
    }
    shmem_barrier_all();
    for (int w = 0; w < npes; w++)
        CHECK(arr[SLOT(w)] == VAL(long, 2, w, me),
              "shmem_swap in %s: PE %d's slot holds %#lx", where, w,
              arr[SLOT(w)]);
    for (int w = 0; w <= npes; w++)
        CHECK(arr[2 * w] == GUARD(long),
              "shmem_swap in %s: guard %d overwritten", where, w);
    shmem_barrier_all();
}

/* ---- heap and static targets for each family -------------------------- */

#define DEF_TARGETS(FAM, NAME, T)                                              \
    static void test_##FAM##_##NAME(void)                                      \
    {                                                                          \
        T *heap = shmem_malloc(NSLOTS(npes) * sizeof(T));                      \
        CHECK(heap != NULL, #NAME ": shmem_malloc failed");                    \
        if (heap)                                                              \
            run_##FAM##_##NAME(heap, "heap");                                  \
        run_##FAM##_##NAME(g_##FAM##_##NAME, "a static global");               \
        shmem_free(heap);                                                      \
    }
#define DEF_TARGETS_STD(NAME, T) DEF_TARGETS(std, NAME, T)
#define DEF_TARGETS_EXT(NAME, T) DEF_TARGETS(ext, NAME, T)
#define DEF_TARGETS_BIT(NAME, T) DEF_TARGETS(bit, NAME, T)
#define DEF_TARGETS_LEG(NAME, T) DEF_TARGETS(leg, NAME, T)
SHMEMI_AMO_STD_TYPES(DEF_TARGETS_STD)
SHMEMI_AMO_EXT_ONLY_TYPES(DEF_TARGETS_EXT)
SHMEMI_AMO_BIT_TYPES(DEF_TARGETS_BIT)
SHMEMI_AMO_LEGACY_TYPES(DEF_TARGETS_LEG)
#undef DEF_TARGETS_STD
#undef DEF_TARGETS_EXT
#undef DEF_TARGETS_BIT
#undef DEF_TARGETS_LEG
#undef DEF_TARGETS

/* ---- contention: one hot word, every PE -------------------------------- */

/*
 * The n values must be distinct and below `range` (with n == range: a
 * permutation of 0..n-1). Reports the first few offenders.
 */
static void check_distinct(const unsigned long long *v, size_t n, size_t range,
                           const char *ty, const char *what)
{
    unsigned char *seen = calloc(range, 1);
    int bad = 0;
    if (!seen) {
        CHECK(0, "out of memory");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        if (v[i] >= range || seen[v[i]]) {
            if (bad++ < 5)
                CHECK(0, "%s %s: value %#llx (from PE %zu, op %zu) %s", ty,
                      what, v[i], i / (size_t)K, i % (size_t)K,
                      v[i] >= range ? "out of range" : "seen twice");
            continue;
        }
        seen[v[i]] = 1;
    }
    CHECK(bad == 0, "%s %s: %d bad values", ty, what, bad);
    free(seen);
}

/* The owner of each type's hot word: the next PE each time. */
static int next_owner;

/*
 * fetch_inc: each PE's results rise, all npes*K of them are distinct and
 * the word ends at npes*K. A compare_swap counter (fetch, then swap old
 * for old+1 until that succeeds): the same. A swap chain: each PE swaps
 * its K tokens in; what came out plus the final value is every token and
 * the initial 0, each once. Each PE's results are gathered on the owner
 * with putmem, not with atomics.
 */
#define DEF_CONTEND(NAME, T)                                                   \
    static void contend_##NAME(void)                                           \
    {                                                                          \
        const char *ty = #NAME;                                                \
        int owner = next_owner++ % npes;                                       \
        size_t n = (size_t)npes * (size_t)K;                                   \
        T *ctr = shmem_calloc(1, sizeof(T));                                   \
        T *all = shmem_malloc(n * sizeof(T));                                  \
        T *got = malloc((size_t)K * sizeof(T));                                \
        unsigned long long *v = malloc((n + 1) * sizeof(*v));                  \
        if (!ctr || !all || !got || !v) {                                      \
            CHECK(0, "%s: out of memory", ty);                                 \
            exit(1);                                                           \
        }                                                                      \
        for (int phase = 0; phase < 3; phase++) {                              \
            static const char *const what[] = {                                \
                "fetch_inc counter", "compare_swap counter", "swap chain"};    \
            *ctr = 0;                                                          \
            shmem_barrier_all();                                               \
            for (int j = 0; j < K; j++) {                                      \
                if (phase == 0) {                                              \
                    got[j] = shmem_##NAME##_atomic_fetch_inc(ctr, owner);      \
                } else if (phase == 1) {                                       \
                    T old, r;                                                  \
                    do {                                                       \
                        old = shmem_##NAME##_atomic_fetch(ctr, owner);         \
                        r = shmem_##NAME##_atomic_compare_swap(                \
                            ctr, old, (T)(old + 1), owner);                    \
                    } while (r != old);                                        \
                    got[j] = old;                                              \
                } else {                                                       \
                    T tok = (T)((size_t)me * (size_t)K + (size_t)j + 1);       \
                    got[j] = shmem_##NAME##_atomic_swap(ctr, tok, owner);      \
                }                                                              \
                if (phase < 2 && j > 0 && !(got[j] > got[j - 1]))              \
                    CHECK(0,                                                   \
                          "%s %s: result %d (%#llx) not above the one "        \
                          "before (%#llx)",                                    \
                          ty, what[phase], j, (unsigned long long)got[j],      \
                          (unsigned long long)got[j - 1]);                     \
            }                                                                  \
            shmem_putmem(all + (size_t)me * (size_t)K, got,                    \
                         (size_t)K * sizeof(T), owner);                        \
            shmem_barrier_all();                                               \
            if (me == owner) {                                                 \
                for (size_t i = 0; i < n; i++)                                 \
                    v[i] = (unsigned long long)all[i];                         \
                if (phase < 2) {                                               \
                    CHECK(*ctr == (T)n, "%s %s: ended at %llu, want %zu", ty,  \
                          what[phase], (unsigned long long)*ctr, n);           \
                    check_distinct(v, n, n, ty, what[phase]);                  \
                } else {                                                       \
                    v[n] = (unsigned long long)*ctr; /* the final value */     \
                    check_distinct(v, n + 1, n + 1, ty, what[phase]);          \
                }                                                              \
            }                                                                  \
            shmem_barrier_all();                                               \
        }                                                                      \
        free(v);                                                               \
        free(got);                                                             \
        shmem_free(all);                                                       \
        shmem_free(ctr);                                                       \
    }
SHMEMI_AMO_STD_TYPES(DEF_CONTEND)
#undef DEF_CONTEND

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    test_max_pes(MAXPES);

#define CALL_STD(NAME, T) test_std_##NAME();
#define CALL_EXT(NAME, T) test_ext_##NAME();
#define CALL_BIT(NAME, T) test_bit_##NAME();
#define CALL_LEG(NAME, T) test_leg_##NAME();
#define CALL_CONTEND(NAME, T) contend_##NAME();
    SHMEMI_AMO_STD_TYPES(CALL_STD)
    SHMEMI_AMO_EXT_ONLY_TYPES(CALL_EXT)
    SHMEMI_AMO_BIT_TYPES(CALL_BIT)
    SHMEMI_AMO_LEGACY_TYPES(CALL_LEG)
    long *heap = shmem_malloc(NSLOTS(npes) * sizeof(long));
    CHECK(heap != NULL, "shmem_malloc failed");
    if (heap)
        run_sgi_swap(heap, "heap");
    run_sgi_swap(g_swap, "a static global");
    shmem_free(heap);
    SHMEMI_AMO_STD_TYPES(CALL_CONTEND)
    return test_exit();
}
