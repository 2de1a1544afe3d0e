/* SPDX-License-Identifier: BSD-3-Clause */
/* Contexts: every context form on default, created and team contexts. */
/* shmap-test: npes=1,2,3,4,5,8 timeout=60 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * Every operation runs on several contexts, each a "view" of the job:
 * SHMEM_CTX_DEFAULT, contexts created on the world team (with and without
 * options), and contexts of two strided teams (the even PEs, the odd
 * PEs), whose PE numbers are team numbers. Every value written names the
 * world PE that wrote it and the world PE it was meant for, so data that
 * lands on the wrong PE shows; PEs outside a team check that nothing
 * reached them.
 */
#define MAXPES 64

static int me, npes;

struct view {
    const char *name;
    shmem_ctx_t ctx;
    int n;             /* the team's size */
    int my;            /* this PE's number in the team, -1 outside it */
    int start, stride; /* team PE i is world PE start + stride * i */
    int nostore;       /* SHMEM_CTX_NOSTORE: reads only */
};

/* The world PE number of team PE i, computed here, not by the library. */
static int wpe(const struct view *v, int i)
{
    return v->start + v->stride * i;
}

/* ---- RMA: put, put_nbi, p, iput, then get, get_nbi, g, iget ---------- */

/*
 * On every PE a region holds one block per writer (its team number); a
 * writer fills its block on every team PE. The same layout serves the
 * gets: each reader reads its block of every team PE into a private
 * buffer. Block layout, in elements: [0, NC) put, [NC, 2 NC) put_nbi,
 * P_OFF + 2k p/g, I_OFF + DST k iput/iget (from source element SST k);
 * every other element keeps its guard.
 */
#define NC 5
#define NP 3
#define NSTR 4
#define DST 2
#define SST 3
#define P_OFF (2 * NC)
#define I_OFF (P_OFF + 2 * NP)
#define BLK (I_OFF + DST * NSTR)
#define MAXELEM 16 /* bytes of the widest element (long double, 128 bits) */

/* 1..120: at each index k, distinct for every (writer, target) pair of
 * world PEs below 8, and exact in every type, signed char included. */
#define VAL(T, w, t, k) ((T)(1 + ((w) % 8 * 8 + (t) % 8 + 64 * (k)) % 120))
#define GUARD(T) ((T)125)
#define BVAL(w, t, j) VAL(unsigned char, w, t, j)
#define BGUARD 0xee

enum { HAS_P = 1, HAS_STRIDED = 2 };

/* map[e]: the source element block element e receives, -1 for a guard. */
static void make_map(int ops, int map[BLK])
{
    for (int e = 0; e < BLK; e++)
        map[e] = -1;
    for (int k = 0; k < 2 * NC; k++)
        map[k] = k;
    if (ops & HAS_P)
        for (int k = 0; k < NP; k++)
            map[P_OFF + 2 * k] = P_OFF + 2 * k;
    if (ops & HAS_STRIDED)
        for (int k = 0; k < NSTR; k++)
            map[I_OFF + DST * k] = SST * k;
}

static int map_typed[BLK];

#define DEF_RMA(NAME, T)                                                       \
    static void check_##NAME(const T *got, int w, int t, const char *what,     \
                             const struct view *v, int blk)                    \
    {                                                                          \
        for (int e = 0; e < BLK; e++) {                                        \
            T want = w < 0 || map_typed[e] < 0 ? GUARD(T)                      \
                                               : VAL(T, w, t, map_typed[e]);   \
            if (got[e] != want) {                                              \
                CHECK(0,                                                       \
                      "shmem_ctx_" #NAME "_%s on %s, block %d: element %d "    \
                      "is %g, want %g",                                        \
                      what, v->name, blk, e, (double)got[e], (double)want);    \
                return;                                                        \
            }                                                                  \
        }                                                                      \
    }                                                                          \
                                                                               \
    static void rma_##NAME(const struct view *v, T *r)                         \
    {                                                                          \
        shmem_ctx_t c = v->ctx;                                                \
        T src[MAXPES][BLK], loc[BLK];                                          \
        if (!v->nostore) {                                                     \
            for (int i = 0; i < npes * BLK; i++)                               \
                r[i] = GUARD(T);                                               \
            shmem_barrier_all();                                               \
            if (v->my >= 0) {                                                  \
                T *b = r + v->my * BLK;                                        \
                for (int t = 0; t < v->n; t++) {                               \
                    T *s = src[t]; /* kept until the quiet: put_nbi */         \
                    for (int k = 0; k < BLK; k++)                              \
                        s[k] = VAL(T, me, wpe(v, t), k);                       \
                    shmem_ctx_##NAME##_put(c, b, s, NC, t);                    \
                    shmem_ctx_##NAME##_put(c, b + BLK - 1, s, 0, t);           \
                    shmem_ctx_##NAME##_put_nbi(c, b + NC, s + NC, NC, t);      \
                    for (int k = 0; k < NP; k++)                               \
                        shmem_ctx_##NAME##_p(c, b + P_OFF + 2 * k,             \
                                             s[P_OFF + 2 * k], t);             \
                    shmem_ctx_##NAME##_iput(c, b + I_OFF, s, DST, SST, NSTR,   \
                                            t);                                \
                }                                                              \
                shmem_ctx_quiet(c);                                            \
            }                                                                  \
            shmem_barrier_all();                                               \
            for (int w = 0; w < npes; w++)                                     \
                check_##NAME(r + w * BLK,                                      \
                             v->my >= 0 && w < v->n ? wpe(v, w) : -1, me,      \
                             "put", v, w);                                     \
        }                                                                      \
                                                                               \
        for (int w = 0; w < npes; w++)                                         \
            for (int e = 0; e < BLK; e++)                                      \
                r[w * BLK + e] = v->my >= 0 && w < v->n                        \
                                     ? VAL(T, me, wpe(v, w), e)                \
                                     : GUARD(T);                               \
        shmem_barrier_all();                                                   \
        if (v->my >= 0)                                                        \
            for (int t = 0; t < v->n; t++) {                                   \
                const T *b = r + v->my * BLK;                                  \
                for (int e = 0; e < BLK; e++)                                  \
                    loc[e] = GUARD(T);                                         \
                shmem_ctx_##NAME##_get(c, loc, b, NC, t);                      \
                shmem_ctx_##NAME##_get(c, loc + BLK - 1, b, 0, t);             \
                shmem_ctx_##NAME##_get_nbi(c, loc + NC, b + NC, NC, t);        \
                for (int k = 0; k < NP; k++)                                   \
                    loc[P_OFF + 2 * k] =                                       \
                        shmem_ctx_##NAME##_g(c, b + P_OFF + 2 * k, t);         \
                shmem_ctx_##NAME##_iget(c, loc + I_OFF, b, DST, SST, NSTR, t); \
                shmem_ctx_quiet(c); /* completes get_nbi */                    \
                check_##NAME(loc, wpe(v, t), me, "get", v, t);                 \
            }                                                                  \
        shmem_barrier_all(); /* r is refilled next */                          \
    }
SHMEMI_RMA_TYPES(DEF_RMA)
#undef DEF_RMA

/* ---- sized and untyped RMA: bytes ---------------------------------------- */

typedef void xfer_fn(shmem_ctx_t, void *, const void *, size_t, int);
typedef void strided_fn(shmem_ctx_t, void *, const void *, ptrdiff_t, ptrdiff_t,
                        size_t, int);
typedef void signal_fn(shmem_ctx_t, void *, const void *, size_t, uint64_t *,
                       uint64_t, int, int);

struct sized_ops {
    const char *name;
    size_t elem;
    xfer_fn *put, *get, *put_nbi, *get_nbi;
    strided_fn *iput, *iget; /* NULL for the mem forms */
    signal_fn *put_signal, *put_signal_nbi;
};
#define SIZED_ENTRY(BITS)                                                      \
    {"shmem_ctx_put" #BITS,        (BITS) / 8,                                 \
     shmem_ctx_put##BITS,          shmem_ctx_get##BITS,                        \
     shmem_ctx_put##BITS##_nbi,    shmem_ctx_get##BITS##_nbi,                  \
     shmem_ctx_iput##BITS,         shmem_ctx_iget##BITS,                       \
     shmem_ctx_put##BITS##_signal, shmem_ctx_put##BITS##_signal_nbi},
static const struct sized_ops sized[] = {
    SHMEMI_SIZED_BITS(SIZED_ENTRY){
        "shmem_ctx_putmem", 1, shmem_ctx_putmem, shmem_ctx_getmem,
        shmem_ctx_putmem_nbi, shmem_ctx_getmem_nbi, NULL, NULL,
        shmem_ctx_putmem_signal, shmem_ctx_putmem_signal_nbi},
};
#undef SIZED_ENTRY
#define NSIZED (sizeof(sized) / sizeof(sized[0]))

/* BLK elements of e bytes from writer w (-1: guards) meant for t. */
static void check_bytes(const unsigned char *got, const int *map, size_t e,
                        int w, int t, const char *what, const struct view *v,
                        int blk)
{
    for (int i = 0; i < BLK; i++)
        for (size_t b = 0; b < e; b++) {
            size_t at = (size_t)i * e + b;
            unsigned char want = w < 0 || map[i] < 0
                                     ? BGUARD
                                     : BVAL(w, t, (size_t)map[i] * e + b);
            if (got[at] != want) {
                CHECK(0,
                      "%s on %s, block %d: element %d byte %zu is %u, "
                      "want %u",
                      what, v->name, blk, i, b, got[at], want);
                return;
            }
        }
}

static void rma_sized(const struct sized_ops *op, const struct view *v,
                      unsigned char *r)
{
    shmem_ctx_t c = v->ctx;
    size_t e = op->elem, bb = BLK * e; /* bytes of a block */
    static unsigned char src[MAXPES][BLK * MAXELEM];
    unsigned char loc[BLK * MAXELEM];
    int map[BLK];
    make_map(op->iput ? HAS_STRIDED : 0, map);

    if (!v->nostore) {
        memset(r, BGUARD, (size_t)npes * bb);
        shmem_barrier_all();
        if (v->my >= 0) {
            unsigned char *b = r + (size_t)v->my * bb;
            for (int t = 0; t < v->n; t++) {
                unsigned char *s = src[t];
                for (size_t j = 0; j < bb; j++)
                    s[j] = BVAL(me, wpe(v, t), j);
                op->put(c, b, s, NC, t);
                op->put(c, b + (BLK - 1) * e, s, 0, t);
                op->put_nbi(c, b + NC * e, s + NC * e, NC, t);
                if (op->iput)
                    op->iput(c, b + I_OFF * e, s, DST, SST, NSTR, t);
            }
            shmem_ctx_quiet(c);
        }
        shmem_barrier_all();
        for (int w = 0; w < npes; w++)
            check_bytes(r + (size_t)w * bb, map, e,
                        v->my >= 0 && w < v->n ? wpe(v, w) : -1, me, op->name,
                        v, w);
    }

    for (int w = 0; w < npes; w++)
        for (size_t j = 0; j < bb; j++)
            r[(size_t)w * bb + j] =
                v->my >= 0 && w < v->n ? BVAL(me, wpe(v, w), j) : BGUARD;
    shmem_barrier_all();
    if (v->my >= 0)
        for (int t = 0; t < v->n; t++) {
            const unsigned char *b = r + (size_t)v->my * bb;
            memset(loc, BGUARD, bb);
            op->get(c, loc, b, NC, t);
            op->get(c, loc + (BLK - 1) * e, b, 0, t);
            op->get_nbi(c, loc + NC * e, b + NC * e, NC, t);
            if (op->iget)
                op->iget(c, loc + I_OFF * e, b, DST, SST, NSTR, t);
            shmem_ctx_quiet(c);
            check_bytes(loc, map, e, wpe(v, t), me, op->name, v, t);
        }
    shmem_barrier_all();
}

/* ---- put-with-signal -------------------------------------------------- */

/*
 * A round: every team PE put_signals NS elements into its block on every
 * team PE, adding its team number + 1 to sig_add, so each member waits
 * for n(n+1)/2; and a ring: each sends NS elements to its right
 * neighbour's ring block, setting sig_set to a value naming itself and
 * the round. The receiver checks the data once the signal shows it.
 */
#define NS 4
#define SB (NS + 1)               /* a signal block: NS elements and a guard */
static uint64_t sig_add, sig_set; /* .bss */
static uint64_t round_no;

#define SET_VALUE(w) (((uint64_t)(w) + 1) << 40 | round_no)

/* Waits for this round's signals on a member and checks their values. */
static void wait_signals(const struct view *v, const char *what)
{
    uint64_t total = (uint64_t)v->n * (uint64_t)(v->n + 1) / 2;
    int left = (v->my + v->n - 1) % v->n;
    uint64_t got = shmem_signal_wait_until(&sig_add, SHMEM_CMP_GE, total);
    CHECK(got == total, "%s on %s: SIGNAL_ADD signal is %#llx, want %#llx",
          what, v->name, (unsigned long long)got, (unsigned long long)total);
    got = shmem_signal_wait_until(&sig_set, SHMEM_CMP_NE, 0);
    CHECK(got == SET_VALUE(wpe(v, left)),
          "%s on %s: SIGNAL_SET signal is %#llx, want %#llx", what, v->name,
          (unsigned long long)got, (unsigned long long)SET_VALUE(wpe(v, left)));
}

/* After the round's closing barrier: no signal reached a non-member. */
static void check_no_signal(const struct view *v, const char *what)
{
    if (v->my < 0)
        CHECK(sig_add == 0 && sig_set == 0,
              "%s on %s: a signal reached PE %d, outside the team", what,
              v->name, me);
}

#define DEF_SIG(NAME, T)                                                       \
    static void check_sig_##NAME(const T *got, int w, int t, int k0,           \
                                 const char *what, const struct view *v,       \
                                 int blk)                                      \
    {                                                                          \
        for (int k = 0; k < SB; k++) {                                         \
            T want = w < 0 || k == NS ? GUARD(T) : VAL(T, w, t, k0 + k);       \
            if (got[k] != want) {                                              \
                CHECK(0,                                                       \
                      "shmem_ctx_" #NAME "_put_signal%s on %s, block %d: "     \
                      "element %d is %g, want %g",                             \
                      what, v->name, blk, k, (double)got[k], (double)want);    \
                return;                                                        \
            }                                                                  \
        }                                                                      \
    }                                                                          \
                                                                               \
    static void sig_##NAME(const struct view *v, T *r)                         \
    {                                                                          \
        shmem_ctx_t c = v->ctx;                                                \
        T src[MAXPES + 1][NS];                                                 \
        for (int nbi = 0; nbi < 2; nbi++) {                                    \
            const char *what = nbi ? "_nbi" : "";                              \
            int k0 = (int)(round_no++ % 16) * 7; /* values vary by round */    \
            for (int i = 0; i < (npes + 1) * SB; i++)                          \
                r[i] = GUARD(T);                                               \
            sig_add = sig_set = 0;                                             \
            shmem_barrier_all();                                               \
            if (v->my >= 0) {                                                  \
                int right = (v->my + 1) % v->n,                                \
                    left = (v->my + v->n - 1) % v->n;                          \
                T *b = r + v->my * SB, *ring = r + npes * SB;                  \
                for (int t = 0; t <= v->n; t++) {                              \
                    int to = t < v->n ? t : right; /* the last: the ring */    \
                    for (int k = 0; k < NS; k++)                               \
                        src[t][k] =                                            \
                            VAL(T, me, wpe(v, to), k0 + k + 3 * (t == v->n));  \
                    T *d = t < v->n ? b : ring;                                \
                    uint64_t *sig = t < v->n ? &sig_add : &sig_set;            \
                    uint64_t sv =                                              \
                        t < v->n ? (uint64_t)v->my + 1 : SET_VALUE(me);        \
                    int op = t < v->n ? SHMEM_SIGNAL_ADD : SHMEM_SIGNAL_SET;   \
                    if (nbi)                                                   \
                        shmem_ctx_##NAME##_put_signal_nbi(c, d, src[t], NS,    \
                                                          sig, sv, op, to);    \
                    else                                                       \
                        shmem_ctx_##NAME##_put_signal(c, d, src[t], NS, sig,   \
                                                      sv, op, to);             \
                }                                                              \
                if (nbi)                                                       \
                    shmem_ctx_quiet(c); /* the sources are reused */           \
                wait_signals(v, "shmem_ctx_" #NAME "_put_signal");             \
                for (int w = 0; w < v->n; w++)                                 \
                    check_sig_##NAME(r + w * SB, wpe(v, w), me, k0, what, v,   \
                                     w);                                       \
                check_sig_##NAME(ring, wpe(v, left), me, k0 + 3, what, v, -1); \
            }                                                                  \
            shmem_barrier_all();                                               \
            /* Blocks past the team's, and every block outside it. */          \
            for (int w = v->my >= 0 ? v->n : 0; w < npes + (v->my < 0); w++)   \
                check_sig_##NAME(r + w * SB, -1, me, 0, what, v, w);           \
            check_no_signal(v, "shmem_ctx_" #NAME "_put_signal");              \
        }                                                                      \
    }
SHMEMI_RMA_TYPES(DEF_SIG)
#undef DEF_SIG

static void sig_sized(const struct sized_ops *op, const struct view *v,
                      unsigned char *r)
{
    shmem_ctx_t c = v->ctx;
    size_t e = op->elem, sb = SB * e;
    unsigned char src[MAXPES + 1][NS * MAXELEM];
    for (int nbi = 0; nbi < 2; nbi++) {
        const char *what = nbi ? "_signal_nbi" : "_signal";
        size_t j0 = (size_t)(round_no++ % 16) * 7;
        memset(r, BGUARD, (size_t)(npes + 1) * sb);
        sig_add = sig_set = 0;
        shmem_barrier_all();
        if (v->my >= 0) {
            int right = (v->my + 1) % v->n, left = (v->my + v->n - 1) % v->n;
            unsigned char *b = r + (size_t)v->my * sb, *ring = r + npes * sb;
            for (int t = 0; t <= v->n; t++) {
                int to = t < v->n ? t : right;
                size_t k0 = j0 + (t == v->n ? 3 : 0);
                for (size_t j = 0; j < NS * e; j++)
                    src[t][j] = BVAL(me, wpe(v, to), k0 + j);
                unsigned char *d = t < v->n ? b : ring;
                uint64_t *sig = t < v->n ? &sig_add : &sig_set;
                uint64_t sv = t < v->n ? (uint64_t)v->my + 1 : SET_VALUE(me);
                int sop = t < v->n ? SHMEM_SIGNAL_ADD : SHMEM_SIGNAL_SET;
                (nbi ? op->put_signal_nbi : op->put_signal)(c, d, src[t], NS,
                                                            sig, sv, sop, to);
            }
            if (nbi)
                shmem_ctx_quiet(c);
            wait_signals(v, op->name);
            for (int w = 0; w <= v->n; w++) {
                const unsigned char *g = w < v->n ? r + (size_t)w * sb : ring;
                int from = w < v->n ? wpe(v, w) : wpe(v, left);
                size_t k0 = j0 + (w == v->n ? 3 : 0);
                for (size_t j = 0; j < sb; j++) {
                    unsigned char want =
                        j < NS * e ? BVAL(from, me, k0 + j) : BGUARD;
                    if (g[j] != want) {
                        CHECK(0,
                              "%s%s on %s, block %d: byte %zu is %u, want "
                              "%u",
                              op->name, what, v->name, w, j, g[j], want);
                        break;
                    }
                }
            }
        }
        shmem_barrier_all();
        /* Blocks past the team's, and every block outside it. */
        size_t from = v->my >= 0 ? (size_t)v->n * sb : 0;
        size_t to = (size_t)(npes + (v->my < 0)) * sb;
        for (size_t j = from; j < to; j++)
            if (r[j] != BGUARD) {
                CHECK(0,
                      "%s%s on %s: byte %zu outside the team's blocks "
                      "written",
                      op->name, what, v->name, j);
                break;
            }
        check_no_signal(v, op->name);
    }
}

/* ---- atomics: a fixed sequence per (writer, target) slot ------------- */

/*
 * As in shmem_atomic.c: the AMO target holds [guard, slot of team PE 0,
 * guard, slot of team PE 1, ..., guard]; each writer runs a sequence on
 * its slot on every team PE, checking each returned value against a model
 * as it goes, and the owner checks the final values and the guards.
 */
#define SLOT(w) (2 * (w) + 1)
#define NSLOTS(n) (2 * (n) + 1)
#define ID(w, t) ((w)*MAXPES + (t))
#define HI(T) ((T)((T)1 << (sizeof(T) * 8 - 2)))
#define AVAL(T, k, w, t) ((T)(HI(T) + (T)((k)*8192 + ID(w, t))))
#define FVAL(T, k, w, t)                                                       \
    ((T)(((k) % 2 ? -1.0 : 1.0) * ((k)*1e6 + ID(w, t) + 0.25)))

#define AGUARD(T) ((T)test_rep8(0xa5))
#define SENTINEL(T) ((T)test_rep8(0x5a))

/* In the sequences: `ty`, `v` and target `t` (a team PE) are in scope. */
#define EXPECT(step, got, want)                                                \
    CHECK((got) == (want),                                                     \
          "shmem_ctx_%s_%s on %s, team PE %d: got %#llx, want %#llx", ty,      \
          step, v->name, t, (unsigned long long)(got),                         \
          (unsigned long long)(want))
#define EXPECTF(step, got, want)                                               \
    CHECK((got) == (want),                                                     \
          "shmem_ctx_%s_%s on %s, team PE %d: got %g, "                        \
          "want %g",                                                           \
          ty, step, v->name, t, (double)(got), (double)(want))

/* Sets arr's guards and slots, runs seq on every team PE, checks the
 * final values (FAM_final_NAME) and the guards. A long double shows every
 * value exactly, 64-bit integers included. */
#define RUN_SLOTS(FAM, NAME, T)                                                \
    static void run_##FAM##_##NAME(const struct view *v, T *arr)               \
    {                                                                          \
        for (int i = 0; i < NSLOTS(npes); i++)                                 \
            arr[i] = AGUARD(T);                                                \
        shmem_barrier_all();                                                   \
        if (v->my >= 0)                                                        \
            for (int k = 0; k < v->n; k++)                                     \
                seq_##FAM##_##NAME(v, arr, (v->my + k) % v->n);                \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < NSLOTS(npes); i++) {                               \
            int w = i % 2 && v->my >= 0 && i / 2 < v->n ? i / 2 : -1;          \
            T want = w < 0 ? AGUARD(T) : FAM##_final_##NAME(wpe(v, w), me);    \
            CHECK(arr[i] == want,                                              \
                  #NAME " " #FAM " AMOs on %s: element %d (%s) is %.21Lg, "    \
                        "want %.21Lg",                                         \
                  v->name, i, w < 0 ? "a guard" : "a slot",                    \
                  (long double)arr[i], (long double)want);                     \
        }                                                                      \
        shmem_barrier_all();                                                   \
    }

#define STD_FINAL(T, w, t) ((T)(AVAL(T, 9, w, t) - 4))

#define DEF_STD(NAME, T)                                                       \
    static void seq_std_##NAME(const struct view *v, T *arr, int t)            \
    {                                                                          \
        const char *ty = #NAME;                                                \
        shmem_ctx_t c = v->ctx;                                                \
        int tw = wpe(v, t);                                                    \
        T *p = &arr[SLOT(v->my)], x, o, f[6], want[6];                         \
                                                                               \
        x = AVAL(T, 1, me, tw);                                                \
        shmem_ctx_##NAME##_atomic_set(c, p, x, t);                             \
        o = shmem_ctx_##NAME##_g(c, p, t);                                     \
        EXPECT("atomic_set, then g", o, x);                                    \
        x = AVAL(T, 0, me, tw);                                                \
        shmem_ctx_##NAME##_p(c, p, x, t);                                      \
        shmem_ctx_quiet(c);                                                    \
        o = shmem_ctx_##NAME##_atomic_fetch(c, p, t);                          \
        EXPECT("p, then atomic_fetch", o, x);                                  \
        o = shmem_ctx_##NAME##_atomic_swap(c, p, AVAL(T, 2, me, tw), t);       \
        EXPECT("atomic_swap", o, x);                                           \
        x = AVAL(T, 2, me, tw);                                                \
        o = shmem_ctx_##NAME##_atomic_compare_swap(c, p, (T)(x ^ HI(T)),       \
                                                   AVAL(T, 3, me, tw), t);     \
        EXPECT("atomic_compare_swap, unequal", o, x);                          \
        o = shmem_ctx_##NAME##_atomic_compare_swap(c, p, x,                    \
                                                   AVAL(T, 3, me, tw), t);     \
        EXPECT("atomic_compare_swap, equal", o, x);                            \
        x = AVAL(T, 3, me, tw);                                                \
        o = shmem_ctx_##NAME##_atomic_fetch_inc(c, p, t);                      \
        EXPECT("atomic_fetch_inc", o, x);                                      \
        x++;                                                                   \
        shmem_ctx_##NAME##_atomic_inc(c, p, t);                                \
        x++;                                                                   \
        o = shmem_ctx_##NAME##_atomic_fetch_add(c, p, (T)1000, t);             \
        EXPECT("atomic_fetch_add", o, x);                                      \
        x = (T)(x + 1000);                                                     \
        shmem_ctx_##NAME##_atomic_add(c, p, (T)-3, t);                         \
        x = (T)(x - 3);                                                        \
        o = shmem_ctx_##NAME##_atomic_fetch(c, p, t);                          \
        EXPECT("atomic_add, then atomic_fetch", o, x);                         \
                                                                               \
        /* The _nbi forms, each ordered after the last by a fence. */          \
        for (int i = 0; i < 6; i++)                                            \
            f[i] = SENTINEL(T);                                                \
        x = AVAL(T, 7, me, tw);                                                \
        shmem_ctx_##NAME##_atomic_set(c, p, x, t);                             \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_fetch_nbi(c, &f[0], p, t);                   \
        want[0] = x;                                                           \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_swap_nbi(c, &f[1], p, AVAL(T, 8, me, tw),    \
                                           t);                                 \
        want[1] = x;                                                           \
        x = AVAL(T, 8, me, tw);                                                \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_compare_swap_nbi(c, &f[2], p, (T)(x - 1),    \
                                                   AVAL(T, 9, me, tw), t);     \
        want[2] = x;                                                           \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_compare_swap_nbi(c, &f[3], p, x,             \
                                                   AVAL(T, 9, me, tw), t);     \
        want[3] = x;                                                           \
        x = AVAL(T, 9, me, tw);                                                \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_fetch_inc_nbi(c, &f[4], p, t);               \
        want[4] = x;                                                           \
        x++;                                                                   \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_fetch_add_nbi(c, &f[5], p, (T)-5, t);        \
        want[5] = x;                                                           \
        x = (T)(x - 5);                                                        \
        shmem_ctx_quiet(c);                                                    \
        EXPECT("atomic_fetch_nbi", f[0], want[0]);                             \
        EXPECT("atomic_swap_nbi", f[1], want[1]);                              \
        EXPECT("atomic_compare_swap_nbi, unequal", f[2], want[2]);             \
        EXPECT("atomic_compare_swap_nbi, equal", f[3], want[3]);               \
        EXPECT("atomic_fetch_inc_nbi", f[4], want[4]);                         \
        EXPECT("atomic_fetch_add_nbi", f[5], want[5]);                         \
        EXPECT("final value (model)", x, STD_FINAL(T, me, tw));                \
    }                                                                          \
    static T std_final_##NAME(int w, int t)                                    \
    {                                                                          \
        return STD_FINAL(T, w, t);                                             \
    }                                                                          \
    RUN_SLOTS(std, NAME, T)
SHMEMI_AMO_STD_TYPES(DEF_STD)
#undef DEF_STD

#define EXT_FINAL(T, w, t) FVAL(T, 3, w, t)

#define DEF_EXT(NAME, T)                                                       \
    static void seq_ext_##NAME(const struct view *v, T *arr, int t)            \
    {                                                                          \
        const char *ty = #NAME;                                                \
        shmem_ctx_t c = v->ctx;                                                \
        int tw = wpe(v, t);                                                    \
        T *p = &arr[SLOT(v->my)], x, o, f[2];                                  \
                                                                               \
        x = FVAL(T, 1, me, tw);                                                \
        shmem_ctx_##NAME##_atomic_set(c, p, x, t);                             \
        o = shmem_ctx_##NAME##_atomic_fetch(c, p, t);                          \
        EXPECTF("atomic_set, then atomic_fetch", o, x);                        \
        o = shmem_ctx_##NAME##_atomic_swap(c, p, FVAL(T, 2, me, tw), t);       \
        EXPECTF("atomic_swap", o, x);                                          \
        x = FVAL(T, 2, me, tw);                                                \
        o = shmem_ctx_##NAME##_g(c, p, t);                                     \
        EXPECTF("atomic_swap, then g", o, x);                                  \
        f[0] = f[1] = (T)-1.5;                                                 \
        shmem_ctx_##NAME##_atomic_fetch_nbi(c, &f[0], p, t);                   \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_swap_nbi(c, &f[1], p, FVAL(T, 3, me, tw),    \
                                           t);                                 \
        shmem_ctx_quiet(c);                                                    \
        EXPECTF("atomic_fetch_nbi", f[0], x);                                  \
        EXPECTF("atomic_swap_nbi", f[1], x);                                   \
        x = FVAL(T, 3, me, tw);                                                \
        o = shmem_ctx_##NAME##_atomic_fetch(c, p, t);                          \
        EXPECTF("atomic_swap_nbi, then atomic_fetch", o, x);                   \
    }                                                                          \
    static T ext_final_##NAME(int w, int t)                                    \
    {                                                                          \
        return EXT_FINAL(T, w, t);                                             \
    }                                                                          \
    RUN_SLOTS(ext, NAME, T)
SHMEMI_AMO_EXT_ONLY_TYPES(DEF_EXT)
#undef DEF_EXT

/* Bitwise: masks that differ per (writer, target); the model is the same
 * arithmetic on a local variable. */
#define MASK(T, b, w, t) ((T)((T)test_rep8(b) ^ (T)ID(w, t)))
#define DEF_BIT(NAME, T)                                                       \
    static T bit_final_##NAME(int w, int t)                                    \
    {                                                                          \
        T x = MASK(T, 0x3c, w, t);                                             \
        x &= MASK(T, 0xf7, w, t);                                              \
        x &= MASK(T, 0x7e, w, t);                                              \
        x |= MASK(T, 0x81, w, t);                                              \
        x |= MASK(T, 0x12, w, t);                                              \
        x ^= MASK(T, 0xff, w, t);                                              \
        x ^= MASK(T, 0x5a, w, t);                                              \
        x &= MASK(T, 0xef, w, t);                                              \
        x |= MASK(T, 0x04, w, t);                                              \
        x ^= MASK(T, 0x99, w, t);                                              \
        return x;                                                              \
    }                                                                          \
    static void seq_bit_##NAME(const struct view *v, T *arr, int t)            \
    {                                                                          \
        const char *ty = #NAME;                                                \
        shmem_ctx_t c = v->ctx;                                                \
        int tw = wpe(v, t);                                                    \
        T *p = &arr[SLOT(v->my)], x, o, f[3];                                  \
                                                                               \
        x = MASK(T, 0x3c, me, tw);                                             \
        shmem_ctx_##NAME##_atomic_set(c, p, x, t);                             \
        o = shmem_ctx_##NAME##_atomic_fetch_and(c, p, MASK(T, 0xf7, me, tw),   \
                                                t);                            \
        EXPECT("atomic_fetch_and", o, x);                                      \
        x &= MASK(T, 0xf7, me, tw);                                            \
        shmem_ctx_##NAME##_atomic_and(c, p, MASK(T, 0x7e, me, tw), t);         \
        x &= MASK(T, 0x7e, me, tw);                                            \
        o = shmem_ctx_##NAME##_atomic_fetch_or(c, p, MASK(T, 0x81, me, tw),    \
                                               t);                             \
        EXPECT("atomic_and, then atomic_fetch_or", o, x);                      \
        x |= MASK(T, 0x81, me, tw);                                            \
        shmem_ctx_##NAME##_atomic_or(c, p, MASK(T, 0x12, me, tw), t);          \
        x |= MASK(T, 0x12, me, tw);                                            \
        o = shmem_ctx_##NAME##_atomic_fetch_xor(c, p, MASK(T, 0xff, me, tw),   \
                                                t);                            \
        EXPECT("atomic_or, then atomic_fetch_xor", o, x);                      \
        x ^= MASK(T, 0xff, me, tw);                                            \
        shmem_ctx_##NAME##_atomic_xor(c, p, MASK(T, 0x5a, me, tw), t);         \
        x ^= MASK(T, 0x5a, me, tw);                                            \
        o = shmem_ctx_##NAME##_atomic_fetch(c, p, t);                          \
        EXPECT("atomic_xor, then atomic_fetch", o, x);                         \
        f[0] = f[1] = f[2] = SENTINEL(T);                                      \
        shmem_ctx_##NAME##_atomic_fetch_and_nbi(c, &f[0], p,                   \
                                                MASK(T, 0xef, me, tw), t);     \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_fetch_or_nbi(c, &f[1], p,                    \
                                               MASK(T, 0x04, me, tw), t);      \
        shmem_ctx_fence(c);                                                    \
        shmem_ctx_##NAME##_atomic_fetch_xor_nbi(c, &f[2], p,                   \
                                                MASK(T, 0x99, me, tw), t);     \
        shmem_ctx_quiet(c);                                                    \
        EXPECT("atomic_fetch_and_nbi", f[0], x);                               \
        x &= MASK(T, 0xef, me, tw);                                            \
        EXPECT("atomic_fetch_or_nbi", f[1], x);                                \
        x |= MASK(T, 0x04, me, tw);                                            \
        EXPECT("atomic_fetch_xor_nbi", f[2], x);                               \
        x ^= MASK(T, 0x99, me, tw);                                            \
        EXPECT("final value (model)", x, bit_final_##NAME(me, tw));            \
    }                                                                          \
    RUN_SLOTS(bit, NAME, T)
SHMEMI_AMO_BIT_TYPES(DEF_BIT)
#undef DEF_BIT

/* ---- atomics under contention: counts and fetched values ------------- */

/*
 * On each team PE: ctr[0] takes KI fetch_incs (half of them _nbi) from
 * every team PE: the values fetched are 0..n*KI-1, each once. ctr[1]
 * takes a fetch_add of w+1 and a fetch_add_nbi of 100(w+1) from each team
 * PE w: sorted by the value fetched, the pairs (fetched, added) form a
 * chain from 0 to the final value. ctr[2] takes an inc and an add of
 * 1000(w+1). The fetched values are gathered on the target by context
 * puts; the target checks everything.
 */
#define KI 4

struct pair {
    unsigned long long fetched, added;
};

static void check_chain(struct pair *p, int n, unsigned long long final,
                        const char *ty, const struct view *v)
{
    for (int i = 1; i < n; i++) /* insertion sort: n is small */
        for (int j = i; j > 0 && p[j - 1].fetched > p[j].fetched; j--) {
            struct pair s = p[j];
            p[j] = p[j - 1];
            p[j - 1] = s;
        }
    unsigned long long at = 0;
    for (int i = 0; i < n; i++) {
        if (p[i].fetched != at) {
            CHECK(0,
                  "shmem_ctx_%s_atomic_fetch_add on %s: sorted fetched value "
                  "%d is %llu, want %llu",
                  ty, v->name, i, p[i].fetched, at);
            return;
        }
        at += p[i].added;
    }
    CHECK(at == final,
          "shmem_ctx_%s_atomic_fetch_add on %s: ended at %llu, the adds "
          "sum to %llu",
          ty, v->name, final, at);
}

#define DEF_CONTEND(NAME, T)                                                   \
    static void contend_##NAME(const struct view *v, T *h)                     \
    {                                                                          \
        const char *ty = #NAME;                                                \
        shmem_ctx_t c = v->ctx;                                                \
        T *ctr = h, *gi = h + 3, *ga = gi + npes * KI;                         \
        int n = v->n;                                                          \
        for (int i = 0; i < 3 + npes * (KI + 4); i++)                          \
            h[i] = AGUARD(T);                                                  \
        ctr[0] = ctr[1] = ctr[2] = 0;                                          \
        shmem_barrier_all();                                                   \
        if (v->my >= 0) {                                                      \
            T w1 = (T)(v->my + 1);                                             \
            for (int k = 1; k <= n; k++) {                                     \
                int t = (v->my + k) % n;                                       \
                T f[KI], a[4];                                                 \
                for (int j = 0; j < KI; j++)                                   \
                    if (j % 2)                                                 \
                        shmem_ctx_##NAME##_atomic_fetch_inc_nbi(c, &f[j], ctr, \
                                                                t);            \
                    else                                                       \
                        f[j] = shmem_ctx_##NAME##_atomic_fetch_inc(c, ctr, t); \
                a[0] = shmem_ctx_##NAME##_atomic_fetch_add(c, &ctr[1], w1, t); \
                a[1] = w1;                                                     \
                shmem_ctx_##NAME##_atomic_fetch_add_nbi(c, &a[2], &ctr[1],     \
                                                        (T)(100 * w1), t);     \
                a[3] = (T)(100 * w1);                                          \
                shmem_ctx_##NAME##_atomic_inc(c, &ctr[2], t);                  \
                shmem_ctx_##NAME##_atomic_add(c, &ctr[2], (T)(1000 * w1), t);  \
                shmem_ctx_quiet(c); /* the _nbi results are in f and a */      \
                shmem_ctx_##NAME##_put(c, gi + v->my * KI, f, KI, t);          \
                shmem_ctx_##NAME##_put(c, ga + v->my * 4, a, 4, t);            \
            }                                                                  \
            shmem_ctx_quiet(c);                                                \
        }                                                                      \
        shmem_barrier_all();                                                   \
        if (v->my >= 0) {                                                      \
            unsigned long long sum = (unsigned long long)n * (n + 1) / 2;      \
            unsigned char seen[MAXPES * KI] = {0};                             \
            struct pair pr[2 * MAXPES];                                        \
            CHECK(ctr[0] == (T)(n * KI),                                       \
                  "shmem_ctx_%s_atomic_fetch_inc on %s: count %llu, want %d",  \
                  ty, v->name, (unsigned long long)ctr[0], n * KI);            \
            for (int i = 0; i < n * KI; i++) {                                 \
                unsigned long long g = (unsigned long long)gi[i];              \
                if (g >= (unsigned long long)(n * KI) || seen[g]++) {          \
                    CHECK(0,                                                   \
                          "shmem_ctx_%s_atomic_fetch_inc on %s: team PE %d "   \
                          "fetched %#llx (%s)",                                \
                          ty, v->name, i / KI, g,                              \
                          g >= (unsigned long long)(n * KI) ? "out of range"   \
                                                            : "twice");        \
                    break;                                                     \
                }                                                              \
            }                                                                  \
            for (int i = 0; i < 2 * n; i++) {                                  \
                pr[i].fetched = (unsigned long long)ga[2 * i];                 \
                pr[i].added = (unsigned long long)ga[2 * i + 1];               \
            }                                                                  \
            check_chain(pr, 2 * n, (unsigned long long)ctr[1], ty, v);         \
            CHECK(ctr[1] == (T)(101 * sum),                                    \
                  "shmem_ctx_%s_atomic_fetch_add on %s: %llu, want %llu", ty,  \
                  v->name, (unsigned long long)ctr[1], 101 * sum);             \
            CHECK(ctr[2] == (T)(n + 1000 * sum),                               \
                  "shmem_ctx_%s_atomic_inc/add on %s: %llu, want %llu", ty,    \
                  v->name, (unsigned long long)ctr[2], n + 1000 * sum);        \
        } else {                                                               \
            CHECK(ctr[0] == 0 && ctr[1] == 0 && ctr[2] == 0,                   \
                  "shmem_ctx_%s AMOs on %s reached PE %d, outside the team",   \
                  ty, v->name, me);                                            \
        }                                                                      \
        for (int i = v->my >= 0 ? n * KI : 0; i < npes * KI; i++)              \
            CHECK(gi[i] == AGUARD(T), "%s on %s: gather element %d written",   \
                  ty, v->name, i);                                             \
        for (int i = v->my >= 0 ? n * 4 : 0; i < npes * 4; i++)                \
            CHECK(ga[i] == AGUARD(T), "%s on %s: pair element %d written", ty, \
                  v->name, i);                                                 \
        shmem_barrier_all();                                                   \
    }
SHMEMI_AMO_STD_TYPES(DEF_CONTEND)
#undef DEF_CONTEND

/* ---- fence and quiet on a context ------------------------------------ */

#define NORD 64
static long ord_data[2][NORD], ord_flag; /* .bss */

/* Data, ctx_fence, flag; then data by put_nbi, ctx_quiet, flag by an AMO:
 * whoever sees a flag sees the data before it. */
static void test_order(const struct view *v)
{
    shmem_ctx_t c = v->ctx;
    memset(ord_data, 0, sizeof(ord_data));
    ord_flag = 0;
    shmem_barrier_all();
    if (v->my >= 0) {
        int right = (v->my + 1) % v->n,
            left = wpe(v, (v->my + v->n - 1) % v->n);
        long d[2][NORD];
        for (int s = 0; s < 2; s++)
            for (int k = 0; k < NORD; k++)
                d[s][k] = 100000L * (s + 1) + 1000L * me + k;
        shmem_ctx_long_put(c, ord_data[0], d[0], NORD, right);
        shmem_ctx_fence(c);
        shmem_ctx_long_p(c, &ord_flag, 1, right);
        shmem_ctx_long_put_nbi(c, ord_data[1], d[1], NORD, right);
        shmem_ctx_quiet(c);
        shmem_ctx_long_atomic_set(c, &ord_flag, 2, right);
        shmem_long_wait_until(&ord_flag, SHMEM_CMP_GE, 1);
        for (int k = 0; k < NORD; k++)
            if (ord_data[0][k] != 100000L + 1000L * left + k) {
                CHECK(0, "ctx_fence on %s: element %d is %ld after the flag",
                      v->name, k, ord_data[0][k]);
                break;
            }
        shmem_long_wait_until(&ord_flag, SHMEM_CMP_EQ, 2);
        for (int k = 0; k < NORD; k++)
            if (ord_data[1][k] != 200000L + 1000L * left + k) {
                CHECK(0, "ctx_quiet on %s: element %d is %ld after the flag",
                      v->name, k, ord_data[1][k]);
                break;
            }
    }
    shmem_barrier_all();
    if (v->my < 0)
        CHECK(ord_flag == 0 && ord_data[0][0] == 0 && ord_data[1][0] == 0,
              "ctx_fence/quiet on %s: PE %d outside the team written", v->name,
              me);
}

/* ---- handles: create, destroy, teams, options, many ------------------ */

static long count; /* .bss: context AMOs from the other PEs */

static void test_handles(void)
{
    shmem_team_t team = SHMEM_TEAM_INVALID;
    shmem_ctx_t c = SHMEM_CTX_DEFAULT, live[64];
    int right = (me + 1) % npes;

    CHECK(shmem_ctx_get_team(SHMEM_CTX_DEFAULT, &team) == 0 &&
              team == SHMEM_TEAM_WORLD,
          "shmem_ctx_get_team(SHMEM_CTX_DEFAULT) is not SHMEM_TEAM_WORLD");
    team = SHMEM_TEAM_WORLD;
    CHECK(shmem_ctx_get_team(SHMEM_CTX_INVALID, &team) != 0,
          "shmem_ctx_get_team(SHMEM_CTX_INVALID) returned 0");
    CHECK(team == SHMEM_TEAM_INVALID,
          "shmem_ctx_get_team(SHMEM_CTX_INVALID) did not give "
          "SHMEM_TEAM_INVALID");
    CHECK(shmem_team_create_ctx(SHMEM_TEAM_INVALID, 0, &c) != 0,
          "shmem_team_create_ctx(SHMEM_TEAM_INVALID) returned 0");
    CHECK(c == SHMEM_CTX_INVALID,
          "shmem_team_create_ctx(SHMEM_TEAM_INVALID) did not set "
          "SHMEM_CTX_INVALID");
    shmem_ctx_destroy(SHMEM_CTX_INVALID); /* a no-op */
    /* So are quiet and fence on it (OpenSHMEM 1.5): the job goes on. */
    shmem_ctx_quiet(SHMEM_CTX_INVALID);
    shmem_ctx_fence(SHMEM_CTX_INVALID);

    /* Every option, alone and together, on the world and shared teams. */
    static const long opts[] = {0,
                                SHMEM_CTX_PRIVATE,
                                SHMEM_CTX_SERIALIZED,
                                SHMEM_CTX_NOSTORE,
                                SHMEM_CTX_PRIVATE | SHMEM_CTX_SERIALIZED,
                                SHMEM_CTX_PRIVATE | SHMEM_CTX_SERIALIZED |
                                    SHMEM_CTX_NOSTORE};
    static const shmem_team_t teams[] = {SHMEM_TEAM_WORLD, SHMEM_TEAM_SHARED};
    for (size_t o = 0; o < sizeof(opts) / sizeof(opts[0]); o++)
        for (int k = 0; k < 3; k++) {
            shmem_team_t want = k < 2 ? teams[k] : SHMEM_TEAM_WORLD;
            int rc = k < 2 ? shmem_team_create_ctx(want, opts[o], &c)
                           : shmem_ctx_create(opts[o], &c);
            CHECK(rc == 0 && c != SHMEM_CTX_INVALID,
                  "creating a context (options %#lx, way %d) failed: %d",
                  opts[o], k, rc);
            if (rc)
                continue;
            team = SHMEM_TEAM_INVALID;
            CHECK(shmem_ctx_get_team(c, &team) == 0 && team == want,
                  "shmem_ctx_get_team (options %#lx, way %d): wrong team",
                  opts[o], k);
            int tn = shmem_team_n_pes(want);
            long got = shmem_ctx_long_g(c, &count, tn - 1);
            CHECK(got == 0, "shmem_ctx_long_g (options %#lx): %ld", opts[o],
                  got);
            shmem_ctx_quiet(c);
            shmem_ctx_fence(c);
            shmem_ctx_destroy(c);
        }

    /* Many contexts: 1000 made and ended one by one, then 64 at once;
     * each adds one to the right neighbour's count. */
    shmem_barrier_all();
    static const long many_opts[4] = {0, SHMEM_CTX_PRIVATE,
                                      SHMEM_CTX_SERIALIZED,
                                      SHMEM_CTX_PRIVATE | SHMEM_CTX_SERIALIZED};
    for (int i = 0; i < 1000; i++) {
        int rc = shmem_ctx_create(many_opts[i % 4], &c);
        if (rc != 0 || c == SHMEM_CTX_INVALID) {
            CHECK(0, "shmem_ctx_create #%d failed: %d", i, rc);
            break;
        }
        shmem_ctx_long_atomic_inc(c, &count, right);
        shmem_ctx_destroy(c);
    }
    int nlive = 0;
    for (int i = 0; i < 64; i++, nlive++) {
        int rc = shmem_ctx_create(SHMEM_CTX_SERIALIZED, &live[i]);
        if (rc != 0 || live[i] == SHMEM_CTX_INVALID) {
            CHECK(0, "live context #%d: shmem_ctx_create failed: %d", i, rc);
            break;
        }
        for (int j = 0; j < i; j++)
            CHECK(live[j] != live[i], "live contexts #%d and #%d are one", j,
                  i);
        CHECK(live[i] != SHMEM_CTX_DEFAULT, "a created context is the default");
    }
    for (int i = 0; i < nlive; i++)
        shmem_ctx_long_atomic_inc(live[i], &count, right);
    for (int i = 0; i < nlive; i += 2) /* every other one, then the rest */
        shmem_ctx_destroy(live[i]);
    for (int i = nlive - 1; i >= 0; i--)
        if (i % 2)
            shmem_ctx_destroy(live[i]);
    shmem_barrier_all();
    CHECK(count == 1064, "1064 context AMOs from PE %d: count is %ld",
          (me + npes - 1) % npes, count);

    /* Destroying a context completes its non-blocking operations. */
    static long sink[1024];
    long src[1024];
    for (int i = 0; i < 1024; i++)
        src[i] = 7L * me + i;
    shmem_barrier_all();
    CHECK(shmem_ctx_create(0, &c) == 0, "shmem_ctx_create failed");
    shmem_ctx_long_put_nbi(c, sink, src, 1024, right);
    shmem_ctx_destroy(c);
    shmem_barrier_all();
    int left = (me + npes - 1) % npes;
    for (int i = 0; i < 1024; i++)
        if (sink[i] != 7L * left + i) {
            CHECK(0, "put_nbi before shmem_ctx_destroy: element %d is %ld", i,
                  sink[i]);
            break;
        }
    shmem_barrier_all();
}

/* ---- the views and the run ------------------------------------------- */

#define NVIEWS 7

/* A view of a strided team of world: start, stride, size. Non-members
 * check that the split and the context creation fail as they should. */
static void team_view(struct view *v, shmem_team_t *team, const char *name,
                      int start, int stride, int size)
{
    shmem_team_t t = SHMEM_TEAM_INVALID;
    int rc = shmem_team_split_strided(SHMEM_TEAM_WORLD, start, stride, size,
                                      NULL, 0, &t);
    int d = me - start; /* stride may be negative */
    int member = d % stride == 0 && d / stride >= 0 && d / stride < size;
    CHECK(rc == 0, "%s: shmem_team_split_strided returned %d", name, rc);
    *team = t;
    *v = (struct view){name, SHMEM_CTX_INVALID, size, -1, start, stride, 0};
    if (!member) {
        shmem_ctx_t c = SHMEM_CTX_DEFAULT;
        CHECK(t == SHMEM_TEAM_INVALID, "%s: a non-member got a team", name);
        CHECK(shmem_team_create_ctx(t, 0, &c) != 0 && c == SHMEM_CTX_INVALID,
              "%s: a context on a non-member's SHMEM_TEAM_INVALID", name);
        return;
    }
    v->my = (me - start) / stride;
    CHECK(t != SHMEM_TEAM_INVALID && shmem_team_my_pe(t) == v->my,
          "%s: team PE is %d, want %d", name,
          t == SHMEM_TEAM_INVALID ? -1 : shmem_team_my_pe(t), v->my);
    rc = shmem_team_create_ctx(t, SHMEM_CTX_PRIVATE, &v->ctx);
    CHECK(rc == 0 && v->ctx != SHMEM_CTX_INVALID,
          "%s: shmem_team_create_ctx failed: %d", name, rc);
    shmem_team_t got = SHMEM_TEAM_INVALID;
    CHECK(shmem_ctx_get_team(v->ctx, &got) == 0 && got == t,
          "%s: shmem_ctx_get_team is not the team", name);
    if (rc != 0)
        v->my = -1; /* take no part rather than crash */
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    test_max_pes(MAXPES);
    make_map(HAS_P | HAS_STRIDED, map_typed);
    test_handles();

    struct view views[NVIEWS];
    shmem_team_t even, odd = SHMEM_TEAM_INVALID, rev;
    int nv = 0;
    views[nv++] = (struct view){
        "SHMEM_CTX_DEFAULT", SHMEM_CTX_DEFAULT, npes, me, 0, 1, 0};
    views[nv] = (struct view){
        "a created world context", SHMEM_CTX_INVALID, npes, me, 0, 1, 0};
    CHECK(shmem_ctx_create(0, &views[nv++].ctx) == 0, "shmem_ctx_create");
    views[nv] = (struct view){"a PRIVATE|SERIALIZED world context",
                              SHMEM_CTX_INVALID,
                              npes,
                              me,
                              0,
                              1,
                              0};
    CHECK(shmem_ctx_create(SHMEM_CTX_PRIVATE | SHMEM_CTX_SERIALIZED,
                           &views[nv++].ctx) == 0,
          "shmem_ctx_create(PRIVATE|SERIALIZED)");
    views[nv] = (struct view){
        "a NOSTORE world context", SHMEM_CTX_INVALID, npes, me, 0, 1, 1};
    CHECK(shmem_ctx_create(SHMEM_CTX_NOSTORE, &views[nv++].ctx) == 0,
          "shmem_ctx_create(NOSTORE)");
    team_view(&views[nv++], &even, "the even PEs' team context", 0, 2,
              (npes + 1) / 2);
    if (npes >= 2)
        team_view(&views[nv++], &odd, "the odd PEs' team context", 1, 2,
                  npes / 2);
    /* Every PE, last first: team PE i is world PE npes - 1 - i. */
    team_view(&views[nv++], &rev, "the reversed world team's context", npes - 1,
              -1, npes);

    /* Typed RMA and put-with-signal: one heap region per type. */
#define X(NAME, T)                                                             \
    {                                                                          \
        T *r = shmem_malloc((size_t)(npes + 1) * BLK * sizeof(T));             \
        CHECK(r != NULL, #NAME ": shmem_malloc failed");                       \
        for (int i = 0; r && i < nv; i++) {                                    \
            rma_##NAME(&views[i], r);                                          \
            if (!views[i].nostore)                                             \
                sig_##NAME(&views[i], r);                                      \
        }                                                                      \
        shmem_free(r);                                                         \
    }
    SHMEMI_RMA_TYPES(X)
#undef X

    unsigned char *br = shmem_malloc((size_t)(npes + 1) * BLK * MAXELEM);
    CHECK(br != NULL, "sized: shmem_malloc failed");
    for (size_t k = 0; br && k < NSIZED; k++)
        for (int i = 0; i < nv; i++) {
            rma_sized(&sized[k], &views[i], br);
            if (!views[i].nostore)
                sig_sized(&sized[k], &views[i], br);
        }
    shmem_free(br);

    /* Atomics: a slot array and a contention block per type. */
#define X(FAM, NAME, T)                                                        \
    {                                                                          \
        T *a = shmem_malloc((size_t)(3 + NSLOTS(npes) + npes * (KI + 4)) *     \
                            sizeof(T));                                        \
        CHECK(a != NULL, #NAME ": shmem_malloc failed");                       \
        for (int i = 0; a && i < nv; i++)                                      \
            if (!views[i].nostore)                                             \
                run_##FAM##_##NAME(&views[i], a);                              \
        shmem_free(a);                                                         \
    }
#define X_STD(NAME, T) X(std, NAME, T)
#define X_EXT(NAME, T) X(ext, NAME, T)
#define X_BIT(NAME, T) X(bit, NAME, T)
    SHMEMI_AMO_STD_TYPES(X_STD)
    SHMEMI_AMO_EXT_ONLY_TYPES(X_EXT)
    SHMEMI_AMO_BIT_TYPES(X_BIT)
#undef X
#define X(NAME, T)                                                             \
    {                                                                          \
        T *a = shmem_malloc((size_t)(3 + npes * (KI + 4)) * sizeof(T));        \
        CHECK(a != NULL, #NAME ": shmem_malloc failed");                       \
        for (int i = 0; a && i < nv; i++)                                      \
            if (!views[i].nostore)                                             \
                contend_##NAME(&views[i], a);                                  \
        shmem_free(a);                                                         \
    }
    SHMEMI_AMO_STD_TYPES(X)
#undef X
#undef X_STD
#undef X_EXT
#undef X_BIT

    for (int i = 0; i < nv; i++)
        if (!views[i].nostore)
            test_order(&views[i]);

    /* Contexts end before their teams. */
    for (int i = 1; i < nv; i++)
        if (views[i].ctx != SHMEM_CTX_INVALID)
            shmem_ctx_destroy(views[i].ctx);
    if (even != SHMEM_TEAM_INVALID)
        shmem_team_destroy(even);
    if (odd != SHMEM_TEAM_INVALID)
        shmem_team_destroy(odd);
    if (rev != SHMEM_TEAM_INVALID)
        shmem_team_destroy(rev);
    return test_exit();
}
