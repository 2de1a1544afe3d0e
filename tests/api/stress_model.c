/* SPDX-License-Identifier: BSD-3-Clause */
/* A randomized RMA/AMO/signal/lock/collective workload against a model. */
/* shmap-test: npes=1,2,3,4,8 timeout=120 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <inttypes.h>
#include <sched.h>
#include <stdbool.h>
#include <time.h>

#include "testutil.h"

/*
 * Rounds separated by shmem_barrier_all. In round r every PE derives, from
 * (seed, r) alone, the whole round's plan: what each PE (writer) does, and
 * the collectives all do. So every PE can run the plan sequentially on a
 * model of every PE's memory, and check its own memory against it after
 * the barrier; during the round it checks what it reads (gets, fetching
 * atomics, collective results) against the model too.
 *
 *   data[2][n][REG]    heap: buffer r%2 takes the round's puts, writer w
 *                      into region w of random targets (iput with negative
 *                      strides too; overlapping puts of one writer to one
 *                      target are ordered by fence, quiet or ctx_quiet as
 *                      the plan computes); gets read buffer (r+1)%2, which
 *                      nobody writes this round
 *   sigdata[2][n][..]  globals: put-with-signal, one slot per put, ADD to
 *                      sigadd or SET of sigset[w]; the target waits for
 *                      its signals and checks the data before the barrier
 *   counters           globals, by parity too: add/inc/fetch_add (long and
 *                      int), xor/or/and (uint64), so any order gives one
 *                      result; fetched values are bounded by the values
 *                      before and after the round. Per-writer words take
 *                      swap, set, compare_swap, whose results are exact
 *   lock               increments of lockctr on a random PE, each a get
 *                      and a put under shmem_set_lock/shmem_test_lock
 *   collectives        broadcast, fcollect, collect, alltoall(s) and
 *                      reductions of random types and operations, on the
 *                      world and split teams (strided, 2-D), team and
 *                      active-set forms; each PE checks its result at once,
 *                      and that nothing outside it was written. In a third
 *                      of the rounds each collective has a dest and pSync
 *                      of its own; in the others all share one dest, back
 *                      to back with no barrier (re-poisoned after each
 *                      check), with one pSync or two in turn: SGI's idioms
 *
 * Before the barrier a PE also checks its memory of the other parity,
 * which nothing may write this round; after it, the parity just written,
 * and some of other PEs' memory through gets.
 *
 * Seed: argv[1] or SHMAP_STRESS_SEED (default fixed); rounds: argv[2] or
 * SHMAP_STRESS_ROUNDS. A mismatch prints
 *   FAIL: seed S round R PE P: what ... (rerun: SHMAP_STRESS_SEED=S ...)
 * and the job fails at the end of that round.
 */

#define DEFAULT_SEED 20240601u
#define DEFAULT_ROUNDS 8000
#define MAXPES 64
#define REG 16384 /* bytes of each writer's region in a data buffer */
#define MAXRMA 4096
#define MAXOPS 48
#define KSIG 4    /* put-with-signal slots per writer and target a round */
#define SIGSZ 512 /* bytes of a slot */
#define NCTR 4
#define MAXCOLL 6
#define CBLK 512 /* bytes of a member's block in a collective buffer */
#define POISON(j) ((unsigned char)(0xA5 ^ (j)))

static int me, n;
static uint64_t seed;
static long round_no;
static int nfail;

/* ---- symmetric memory ---- */
static unsigned char *data;        /* heap, 2 * n * REG */
static unsigned char *csrc, *cdst; /* heap, MAXCOLL * cbytes each */
static size_t cbytes;              /* n * CBLK (alltoall: n blocks) */
static uint64_t sigdata[2][MAXPES][KSIG * SIGSZ / 8]
    __attribute__((aligned(64)));
static long ctr64[2][NCTR];
static int ctr32[2][NCTR];
static uint64_t xw[2][NCTR], ow[2][NCTR], aw[2][NCTR];
static long swapw[2][MAXPES];
static int cswapw[2][MAXPES];
static uint64_t sigadd[2];
static uint64_t sigset[2][MAXPES];
static long lk;
static long lockctr[2];
#define PSYNC 64 /* at least every *_SYNC_SIZE */
static long psync[MAXCOLL][PSYNC];
static long long pwrk[MAXCOLL][CBLK / 8 + SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static shmem_ctx_t ctx;

/* ---- the model: every PE's memory as the plan leaves it ---- */
struct mstate {
    long ctr64[2][NCTR];
    int ctr32[2][NCTR];
    uint64_t xw[2][NCTR], ow[2][NCTR], aw[2][NCTR];
    long swapw[2][MAXPES];
    int cswapw[2][MAXPES];
    uint64_t sigadd[2];
    uint64_t sigset[2][MAXPES];
    long lockctr[2];
};
static unsigned char *mdata;   /* n * 2 * n * REG */
static unsigned char *msig;    /* n * 2 * n * KSIG * SIGSZ */
static struct mstate *mst;     /* n, after the round */
static struct mstate *mpre;    /* n, before the round */
static unsigned char *arena;   /* my writer's put sources this round */
static unsigned char *scratch; /* another writer's, one op at a time */
static unsigned char *getbuf;  /* my gets' destinations this round */

#define MD(pe, b) (mdata + ((size_t)(pe)*2 + (b)) * n * REG)
#define MS(pe, b) (msig + ((size_t)(pe)*2 + (b)) * n * KSIG * SIGSZ)

/* ---- random numbers: splitmix64, one stream per (round, who, what) ---- */
static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}
struct rng {
    uint64_t s;
};
static struct rng rng_for(uint64_t a, uint64_t b, uint64_t c)
{
    struct rng r = {mix(seed ^ mix(a ^ mix(b ^ mix(c + 0x51ed))))};
    return r;
}
static uint64_t next(struct rng *r)
{
    return mix(r->s += 0x9e3779b97f4a7c15ULL);
}
static unsigned below(struct rng *r, unsigned k)
{
    return (unsigned)(next(r) % k);
}
static void fill(unsigned char *p, size_t len, uint64_t tag)
{
    struct rng r = rng_for(round_no, 0xf111, tag);
    for (size_t i = 0; i < len; i += 8) {
        uint64_t v = next(&r);
        memcpy(p + i, &v, len - i < 8 ? len - i : 8);
    }
}
/* 1..4096 bytes, log-uniform: small sizes as often as large. */
static size_t rand_size(struct rng *r)
{
    unsigned bits = below(r, 13);
    size_t s = 1 + (size_t)(next(r) & ((1u << bits) - 1));
    return s > MAXRMA ? MAXRMA : s;
}
static const size_t elems[] = {1, 2, 4, 8, 16};

/* ---- failures ---- */
static char rerun[160];
#define FAILF(...)                                                             \
    do {                                                                       \
        char m_[700];                                                          \
        snprintf(m_, sizeof(m_), __VA_ARGS__);                                 \
        fprintf(stderr, "FAIL: seed %" PRIu64 " round %ld PE %d: %s%s\n",      \
                seed, round_no, me, m_, nfail ? "" : rerun);                   \
        nfail++;                                                               \
    } while (0)

/* ---- the plan ---- */
enum kind {
    K_PUT,  /* contiguous put: putmem, typed, sized, nbi, ctx */
    K_P,    /* single element */
    K_IPUT, /* strided put */
    K_GET,  /* contiguous get of the stable buffer */
    K_G,    /* single element get */
    K_IGET, /* strided get */
    K_AMO,  /* see amo_kind */
    K_PSIG, /* put with signal */
    K_LOCK, /* lock-protected increment */
    K_NKIND
};
static const char *const kind_name[] = {"put",  "p",   "iput",       "get", "g",
                                        "iget", "amo", "put_signal", "lock"};
enum amo_kind {
    A_ADD64,
    A_INC64,
    A_FADD64,
    A_FINC64,
    A_FADD64_NBI,
    A_CTX_FADD64,
    A_ADD32,
    A_INC32,
    A_FADD32,
    A_FINC32,
    A_XOR,
    A_FXOR,
    A_OR,
    A_FOR,
    A_AND,
    A_FAND,
    A_SWAP,
    A_SWAP_NBI,
    A_SET,
    A_FETCH_OWN,
    A_CSWAP,
    A_CSWAP_NBI,
    A_FETCH_OLD,
    A_NAMO
};
enum { PRE_FENCE = 1, PRE_QUIET = 2, PRE_CTXQUIET = 4 };

struct op {
    unsigned char kind, var, pre, ctx, nbi;
    int target;
    size_t elem, nelems;
    size_t off; /* byte offset into the target's buffer (first element) */
    ptrdiff_t dst, sst; /* strides, in elements */
    size_t soff;        /* arena offset of the source (puts) or getbuf (gets) */
    size_t lo, hi;      /* bytes spanned in the target's buffer */
    int amo, idx;
    int64_t val, cond, expect;
    uint64_t sigval;
    int sigop, slot;
    int lockpe, test_lock;
    int64_t fetched; /* nbi fetches land here */
};

static struct op *plan; /* n * MAXOPS */
static int *nops;       /* n */
static int ncoll;
/* This round's collectives: 0, each its own dest and pSync; 1, one dest
 * and one pSync for all; 2, one dest, two pSyncs in turn. */
static int coll_share;
static int coll_after[MAXCOLL]; /* run collective j after this many ops */
static int lock_pe;

/* Teams: the world, even and odd PEs (strided splits), and the rows and
 * columns of a 2-D split with xrange 3. */
enum { T_WORLD, T_EVEN, T_ODD, T_X, T_Y, T_N };
static const char *const team_name[] = {"world", "even", "odd", "x", "y"};
static shmem_team_t teams[T_N];
static int xr;
struct set {
    int start, stride, size;
};
/* PE pe's instance of team t (size 0: pe is not in it). */
static struct set team_of(int t, int pe)
{
    struct set s = {0, 1, 0};
    switch (t) {
    case T_WORLD: s = (struct set){0, 1, n}; break;
    case T_EVEN:
        if (pe % 2 == 0)
            s = (struct set){0, 2, (n + 1) / 2};
        break;
    case T_ODD:
        if (pe % 2 == 1)
            s = (struct set){1, 2, n / 2};
        break;
    case T_X: {
        int st = pe / xr * xr;
        s = (struct set){st, 1, n - st < xr ? n - st : xr};
        break;
    }
    case T_Y: s = (struct set){pe % xr, xr, (n - pe % xr + xr - 1) / xr}; break;
    }
    return s;
}
static int set_pe(struct set s, int r)
{
    return s.start + r * s.stride;
}
static int log2_of(int v)
{
    int l = 0;
    while ((1 << l) < v)
        l++;
    return (1 << l) == v ? l : -1;
}

/* ---- the model's effect of one writer's ops ---- */

/* The earlier ops of (writer, target) this round whose bytes overlap
 * [lo, hi) decide what must come first: a fence orders default-context
 * puts, a quiet completes those before a context op, a ctx_quiet the
 * context's before a default one. */
static unsigned char order_before(const struct op *ops, int k, int target,
                                  size_t lo, size_t hi, bool on_ctx)
{
    unsigned char pre = 0;
    for (int i = 0; i < k; i++) {
        const struct op *o = &ops[i];
        if (o->target != target || o->hi <= lo || hi <= o->lo)
            continue;
        if (o->kind != K_PUT && o->kind != K_P && o->kind != K_IPUT)
            continue;
        if (o->ctx && !on_ctx)
            pre |= PRE_CTXQUIET;
        else if (!o->ctx && on_ctx)
            pre |= PRE_QUIET;
        else
            pre |= PRE_FENCE;
    }
    return pre;
}

static void strided_copy(unsigned char *d, ptrdiff_t dst,
                         const unsigned char *s, ptrdiff_t sst, size_t nel,
                         size_t elem)
{
    for (size_t i = 0; i < nel; i++)
        memcpy(d + (ptrdiff_t)i * dst * (ptrdiff_t)elem,
               s + (ptrdiff_t)i * sst * (ptrdiff_t)elem, elem);
}

/* Span of nel elements from `first` at stride st (elements). */
static void span(size_t first, ptrdiff_t st, size_t nel, size_t elem,
                 size_t *lo, size_t *hi)
{
    ptrdiff_t last =
        (ptrdiff_t)first + (ptrdiff_t)(nel - 1) * st * (ptrdiff_t)elem;
    *lo = (size_t)(last < (ptrdiff_t)first ? last : (ptrdiff_t)first);
    *hi = (size_t)(last > (ptrdiff_t)first ? last : (ptrdiff_t)first) + elem;
}

/* Generate writer w's ops for this round and apply them to the model. */
static void plan_writer(int w, int b)
{
    struct rng r = rng_for(round_no, 1000 + w, 0);
    struct op *ops = &plan[(size_t)w * MAXOPS];
    int cnt = 4 + (int)below(&r, MAXOPS - 4);
    size_t aused = 0;
    int slots[MAXPES] = {0}; /* put-with-signal slots used per target */
    bool set_sent[MAXPES] = {false};
    unsigned char *src;
    for (int k = 0; k < cnt; k++) {
        struct op *o = &ops[k];
        memset(o, 0, sizeof(*o));
        unsigned pick = below(&r, 100);
        o->kind = pick < 22   ? K_PUT
                  : pick < 30 ? K_P
                  : pick < 38 ? K_IPUT
                  : pick < 48 ? K_GET
                  : pick < 53 ? K_G
                  : pick < 58 ? K_IGET
                  : pick < 82 ? K_AMO
                  : pick < 94 ? K_PSIG
                              : K_LOCK;
        o->target = (int)below(&r, (unsigned)n);
        o->var = (unsigned char)below(&r, 8);
        int t = o->target;
        switch (o->kind) {
        case K_PUT:
        case K_P: {
            o->elem =
                o->kind == K_P ? elems[below(&r, 4)] : elems[below(&r, 5)];
            if (o->var == 0 || o->var == 4 || o->var == 6) /* *mem */
                o->elem = 1;
            o->nelems =
                o->kind == K_P ? 1 : (rand_size(&r) + o->elem - 1) / o->elem;
            size_t bytes = o->nelems * o->elem;
            o->off =
                (size_t)w * REG +
                below(&r, (unsigned)((REG - bytes) / o->elem + 1)) * o->elem;
            o->nbi = o->kind == K_PUT && (o->var == 4 || o->var == 5);
            o->ctx = o->kind == K_PUT && (o->var == 6 || o->var == 7);
            o->lo = o->off;
            o->hi = o->off + bytes;
            o->pre = order_before(ops, k, t, o->lo, o->hi, o->ctx);
            src = w == me ? arena + aused : scratch;
            o->soff = aused;
            fill(src, bytes, ((uint64_t)w << 32) | (uint64_t)k);
            if (w == me)
                aused += (bytes + 15) & ~(size_t)15;
            memcpy(MD(t, b) + o->off, src, bytes);
            break;
        }
        case K_IPUT: {
            o->elem = elems[below(&r, 5)];
            o->dst = (ptrdiff_t)below(&r, 4) + 1;
            if (below(&r, 3) == 0)
                o->dst = -o->dst;
            o->sst = (ptrdiff_t)below(&r, 3) + 1;
            size_t maxn =
                (REG - o->elem) /
                    (o->elem * (size_t)(o->dst < 0 ? -o->dst : o->dst)) +
                1;
            o->nelems = 1 + below(&r, (unsigned)(maxn < 200 ? maxn : 200));
            size_t extent = (o->nelems - 1) *
                                (size_t)(o->dst < 0 ? -o->dst : o->dst) *
                                o->elem +
                            o->elem;
            size_t lo =
                below(&r, (unsigned)((REG - extent) / o->elem + 1)) * o->elem;
            o->off =
                (size_t)w * REG + (o->dst < 0 ? lo + extent - o->elem : lo);
            span(o->off, o->dst, o->nelems, o->elem, &o->lo, &o->hi);
            o->pre = order_before(ops, k, t, o->lo, o->hi, false);
            size_t sbytes = ((o->nelems - 1) * (size_t)o->sst + 1) * o->elem;
            src = w == me ? arena + aused : scratch;
            o->soff = aused;
            fill(src, sbytes, ((uint64_t)w << 32) | (uint64_t)k);
            if (w == me)
                aused += (sbytes + 15) & ~(size_t)15;
            strided_copy(MD(t, b) + o->off, o->dst, src, o->sst, o->nelems,
                         o->elem);
            break;
        }
        case K_GET:
        case K_G: {
            o->elem =
                o->kind == K_G ? elems[below(&r, 4)] : elems[below(&r, 5)];
            if (o->var == 0 || o->var == 4 || o->var == 6)
                o->elem = 1;
            o->nelems =
                o->kind == K_G ? 1 : (rand_size(&r) + o->elem - 1) / o->elem;
            size_t bytes = o->nelems * o->elem;
            o->off =
                below(&r, (unsigned)(((size_t)n * REG - bytes) / o->elem + 1)) *
                o->elem;
            o->nbi = o->kind == K_GET && (o->var == 4 || o->var == 5);
            o->ctx = o->kind == K_GET && (o->var == 6 || o->var == 7);
            o->soff = aused; /* into getbuf */
            if (w == me)
                aused += (bytes + 15) & ~(size_t)15;
            break;
        }
        case K_IGET: {
            o->elem = elems[below(&r, 5)];
            o->sst = (ptrdiff_t)below(&r, 4) + 1;
            if (below(&r, 3) == 0)
                o->sst = -o->sst;
            o->dst = (ptrdiff_t)below(&r, 2) + 1;
            size_t ast = (size_t)(o->sst < 0 ? -o->sst : o->sst);
            size_t maxn = ((size_t)n * REG - o->elem) / (o->elem * ast) + 1;
            o->nelems = 1 + below(&r, (unsigned)(maxn < 200 ? maxn : 200));
            size_t extent = (o->nelems - 1) * ast * o->elem + o->elem;
            size_t lo =
                below(&r,
                      (unsigned)(((size_t)n * REG - extent) / o->elem + 1)) *
                o->elem;
            o->off = o->sst < 0 ? lo + extent - o->elem : lo;
            o->soff = aused;
            if (w == me)
                aused +=
                    (((o->nelems - 1) * (size_t)o->dst + 1) * o->elem + 15) &
                    ~(size_t)15;
            break;
        }
        case K_AMO: {
            struct mstate *m = &mst[t];
            o->amo = (int)below(&r, A_NAMO);
            o->idx = (int)below(&r, NCTR);
            o->val = 1 + (int64_t)below(&r, 1000);
            if (o->amo == A_INC64 || o->amo == A_FINC64 || o->amo == A_INC32 ||
                o->amo == A_FINC32)
                o->val = 1;
            if (o->amo >= A_XOR && o->amo <= A_FAND) {
                uint64_t bits = next(&r);
                o->val =
                    (int64_t)(o->amo >= A_AND
                                  ? bits | next(&r) | next(&r) /* mostly ones */
                                  : bits & next(&r));
            }
            switch (o->amo) {
            case A_ADD64:
            case A_INC64:
            case A_FADD64:
            case A_FINC64:
            case A_FADD64_NBI:
            case A_CTX_FADD64:
                m->ctr64[b][o->idx] =
                    (long)((unsigned long)m->ctr64[b][o->idx] +
                           (unsigned long)o->val);
                break;
            case A_ADD32:
            case A_INC32:
            case A_FADD32:
            case A_FINC32:
                m->ctr32[b][o->idx] =
                    (int)((unsigned)m->ctr32[b][o->idx] + (unsigned)o->val);
                break;
            case A_XOR:
            case A_FXOR: m->xw[b][o->idx] ^= (uint64_t)o->val; break;
            case A_OR:
            case A_FOR: m->ow[b][o->idx] |= (uint64_t)o->val; break;
            case A_AND:
            case A_FAND: m->aw[b][o->idx] &= (uint64_t)o->val; break;
            case A_SWAP:
            case A_SWAP_NBI:
            case A_SET:
                o->expect = m->swapw[b][w];
                m->swapw[b][w] = (long)o->val;
                break;
            case A_FETCH_OWN: o->expect = m->swapw[b][w]; break;
            case A_CSWAP:
            case A_CSWAP_NBI:
                o->expect = m->cswapw[b][w];
                o->cond = below(&r, 2) ? m->cswapw[b][w] : m->cswapw[b][w] + 1;
                o->val = (int)below(&r, 100000);
                if (o->cond == o->expect)
                    m->cswapw[b][w] = (int)o->val;
                break;
            case A_FETCH_OLD:
                o->idx = (int)below(&r, 3 * NCTR);
                o->expect = o->idx < NCTR ? m->ctr64[1 - b][o->idx]
                            : o->idx < 2 * NCTR
                                ? m->ctr32[1 - b][o->idx - NCTR]
                                : (int64_t)m->xw[1 - b][o->idx - 2 * NCTR];
                break;
            }
            break;
        }
        case K_PSIG: {
            if (slots[t] == KSIG) { /* its slots are used up: a fetch */
                o->kind = K_AMO;
                o->amo = A_FETCH_OWN;
                o->expect = mst[t].swapw[b][w];
                break;
            }
            o->slot = slots[t]++;
            o->elem = elems[below(&r, 5)];
            if (o->var == 0 || o->var == 4)
                o->elem = 1;
            o->nelems = 1 + below(&r, SIGSZ / (unsigned)o->elem);
            o->nbi = o->var >= 4;
            o->sigop = below(&r, 2) ? SHMEM_SIGNAL_ADD : SHMEM_SIGNAL_SET;
            if (o->sigop == SHMEM_SIGNAL_ADD) {
                o->sigval = 1 + below(&r, 5);
                mst[t].sigadd[b] += o->sigval;
            } else {
                /* A second SET to the same word: ordered after the first. */
                if (set_sent[t])
                    o->pre = PRE_FENCE;
                set_sent[t] = true;
                o->sigval = ++mst[t].sigset[b][w];
            }
            size_t bytes = o->nelems * o->elem;
            o->off = (size_t)o->slot * SIGSZ;
            src = w == me ? arena + aused : scratch;
            o->soff = aused;
            fill(src, bytes, ((uint64_t)w << 32) | (uint64_t)k | 1u << 31);
            if (w == me)
                aused += (bytes + 15) & ~(size_t)15;
            memcpy(MS(t, b) + (size_t)w * KSIG * SIGSZ + o->off, src, bytes);
            break;
        }
        case K_LOCK:
            o->lockpe = lock_pe;
            o->test_lock = below(&r, 2);
            mst[lock_pe].lockctr[b]++;
            break;
        }
    }
    nops[w] = cnt;
}

/* ---- collectives ---- */
enum ckind {
    C_BCAST,
    C_BCAST_ASET,
    C_FCOLLECT,
    C_FCOLLECT_ASET,
    C_COLLECT,
    C_COLLECT_ASET,
    C_ALLTOALL,
    C_ALLTOALL_ASET,
    C_ALLTOALLS,
    C_REDUCE,
    C_REDUCE_ASET,
    C_SYNC,
    C_NKIND
};
static const char *const ckind_name[] = {"broadcast",
                                         "broadcast (active set)",
                                         "fcollect",
                                         "fcollect (active set)",
                                         "collect",
                                         "collect (active set)",
                                         "alltoall",
                                         "alltoall (active set)",
                                         "alltoalls",
                                         "reduce",
                                         "reduce (active set)",
                                         "sync"};
enum rtype { R_SHORT, R_INT, R_LONG, R_LONGLONG, R_DOUBLE, R_UINT64, R_NT };
static const char *const rtype_name[] = {"short",    "int",    "long",
                                         "longlong", "double", "uint64"};
static const size_t rtype_size[] = {sizeof(short),  sizeof(int),
                                    sizeof(long),   sizeof(long long),
                                    sizeof(double), sizeof(uint64_t)};
enum rop { O_SUM, O_PROD, O_MIN, O_MAX, O_AND, O_OR, O_XOR, O_N };
static const char *const rop_name[] = {"sum", "prod", "min", "max",
                                       "and", "or",   "xor"};

struct coll {
    int kind, team, rtype, rop;
    size_t elem, nelems;
    int root;           /* rank */
    ptrdiff_t dst, sst; /* alltoalls */
};
static struct coll colls[MAXCOLL];

/* Bytes of a collect contribution of rank rk: 0..CBLK/elem elements. */
static size_t collect_count(int j, int pe, size_t elem)
{
    struct rng r = rng_for(round_no, 2000 + j, (uint64_t)pe);
    return below(&r, (unsigned)(CBLK / elem) + 1);
}

/* A reduction value: small enough that sums and products are exact. */
static int64_t red_value(int j, int pe, size_t i, int op)
{
    struct rng r = rng_for(round_no, 3000 + j, ((uint64_t)pe << 20) | i);
    uint64_t v = next(&r);
    switch (op) {
    case O_SUM: return (int64_t)(v % 201) - 100;
    case O_PROD: return v % 7 == 0 ? 2 : v % 11 == 0 ? -1 : 1;
    case O_MIN:
    case O_MAX: return (int64_t)(v % 20001) - 10000;
    case O_AND:
        return (int64_t)(v | next(&r) | next(&r) | 0x8000000000000000ULL);
    default: return (int64_t)(v & 0x7fff7fff7fff7fffULL);
    }
}

static void plan_colls(void)
{
    struct rng r = rng_for(round_no, 999, 0);
    lock_pe = (int)below(&r, (unsigned)n);
    ncoll = (int)below(&r, MAXCOLL + 1);
    for (int j = 0; j < ncoll; j++) {
        struct coll *c = &colls[j];
        memset(c, 0, sizeof(*c));
        c->kind = (int)below(&r, C_NKIND);
        do
            c->team = (int)below(&r, T_N);
        while (c->team == T_ODD && n < 2);
        bool aset = c->kind == C_BCAST_ASET || c->kind == C_FCOLLECT_ASET ||
                    c->kind == C_COLLECT_ASET || c->kind == C_ALLTOALL_ASET ||
                    c->kind == C_REDUCE_ASET;
        /* Active sets need a power-of-two stride. */
        if (aset && c->team == T_Y && log2_of(xr) < 0)
            c->team = T_X;
        c->elem = aset && c->kind != C_REDUCE_ASET ? (below(&r, 2) ? 4 : 8)
                                                   : elems[below(&r, 4)];
        c->nelems = 1 + below(&r, (unsigned)(CBLK / c->elem));
        c->root = (int)below(&r, 1u << 16);
        c->dst = 1 + (ptrdiff_t)below(&r, 2);
        c->sst = 1 + (ptrdiff_t)below(&r, 2);
        if (c->kind == C_ALLTOALLS) {
            ptrdiff_t m = c->dst > c->sst ? c->dst : c->sst;
            c->nelems = 1 + below(&r, (unsigned)(CBLK / c->elem / (size_t)m));
        }
        if (c->kind == C_REDUCE || c->kind == C_REDUCE_ASET) {
            c->rtype = (int)below(&r, R_NT);
            do
                c->rop = (int)below(&r, O_N);
            while (c->rtype == R_DOUBLE && c->rop >= O_AND);
            if (c->rtype == R_UINT64 && c->rop < O_AND)
                c->rop = O_AND + (int)below(&r, 3);
            c->elem = rtype_size[c->rtype];
            c->nelems = 1 + below(&r, (unsigned)(CBLK / c->elem));
        }
        coll_after[j] = (int)below(&r, MAXOPS + 1);
    }
    struct rng rs = rng_for(round_no, 998, 0); /* apart: plans unchanged */
    coll_share = (int)below(&rs, 3);
    /* In op order, as every PE meets them. */
    for (int i = 1; i < ncoll; i++)
        for (int j = i; j > 0 && coll_after[j - 1] > coll_after[j]; j--) {
            int t = coll_after[j];
            coll_after[j] = coll_after[j - 1];
            coll_after[j - 1] = t;
        }
}

/* Where collective j's dest is this round (coll_share), and its poison. */
static int dslot(int j)
{
    return coll_share ? 0 : j;
}

static void coll_fill_src(int j, int pe, unsigned char *p)
{
    const struct coll *c = &colls[j];
    if (c->kind == C_REDUCE || c->kind == C_REDUCE_ASET) {
        for (size_t i = 0; i < c->nelems; i++) {
            int64_t v = red_value(j, pe, i, c->rop);
            switch (c->rtype) {
            case R_SHORT: ((short *)p)[i] = (short)v; break;
            case R_INT: ((int *)p)[i] = (int)v; break;
            case R_LONG: ((long *)p)[i] = (long)v; break;
            case R_LONGLONG: ((long long *)p)[i] = (long long)v; break;
            case R_DOUBLE: ((double *)p)[i] = (double)v; break;
            case R_UINT64: ((uint64_t *)p)[i] = (uint64_t)v; break;
            }
        }
        return;
    }
    fill(p, cbytes, 0xc0110000u + (uint64_t)j * 1024 + (uint64_t)pe);
}

#define COMBINE(T, x, y, op)                                                   \
    ((op) == O_SUM    ? (T)((x) + (y))                                         \
     : (op) == O_PROD ? (T)((x) * (y))                                         \
     : (op) == O_MIN  ? ((y) < (x) ? (y) : (x))                                \
     : (op) == O_MAX  ? ((y) > (x) ? (y) : (x))                                \
                      : 0)
#define BITS(T, x, y, op)                                                      \
    ((op) == O_AND  ? (T)((x) & (y))                                           \
     : (op) == O_OR ? (T)((x) | (y))                                           \
                    : (T)((x) ^ (y)))

/* The expected dest of collective j on PE `pe`, and how many bytes of it
 * the collective writes (the rest must keep the poison). */
static size_t coll_expect(int j, int pe, unsigned char *out)
{
    const struct coll *c = &colls[j];
    struct set s = team_of(c->team, pe);
    int rank = (pe - s.start) / s.stride;
    static unsigned char *tmp;
    if (!tmp)
        tmp = malloc(cbytes);
    memset(out, POISON(dslot(j)), cbytes);
    size_t blk = c->nelems * c->elem;
    switch (c->kind) {
    case C_BCAST:
    case C_BCAST_ASET: {
        int root = c->root % s.size;
        if (c->kind == C_BCAST_ASET && rank == root)
            return 0; /* the legacy root's dest is untouched */
        coll_fill_src(j, set_pe(s, root), tmp);
        memcpy(out, tmp, blk);
        return blk;
    }
    case C_FCOLLECT:
    case C_FCOLLECT_ASET:
        for (int k = 0; k < s.size; k++) {
            coll_fill_src(j, set_pe(s, k), tmp);
            memcpy(out + (size_t)k * blk, tmp, blk);
        }
        return (size_t)s.size * blk;
    case C_COLLECT:
    case C_COLLECT_ASET: {
        size_t at = 0;
        for (int k = 0; k < s.size; k++) {
            int p = set_pe(s, k);
            size_t b = collect_count(j, p, c->elem) * c->elem;
            coll_fill_src(j, p, tmp);
            memcpy(out + at, tmp, b);
            at += b;
        }
        return at;
    }
    case C_ALLTOALL:
    case C_ALLTOALL_ASET:
        for (int k = 0; k < s.size; k++) {
            coll_fill_src(j, set_pe(s, k), tmp);
            memcpy(out + (size_t)k * blk, tmp + (size_t)rank * blk, blk);
        }
        return (size_t)s.size * blk;
    case C_ALLTOALLS: {
        size_t last = 0;
        for (int k = 0; k < s.size; k++) {
            coll_fill_src(j, set_pe(s, k), tmp);
            for (size_t e = 0; e < c->nelems; e++) {
                size_t d =
                    ((size_t)k * c->nelems + e) * (size_t)c->dst * c->elem;
                size_t sp =
                    ((size_t)rank * c->nelems + e) * (size_t)c->sst * c->elem;
                memcpy(out + d, tmp + sp, c->elem);
                last = d + c->elem;
            }
        }
        return last; /* gaps between strided elements keep the poison */
    }
    case C_REDUCE:
    case C_REDUCE_ASET:
        for (size_t i = 0; i < c->nelems; i++) {
            int64_t acc = red_value(j, set_pe(s, 0), i, c->rop);
            double dacc = (double)acc;
            for (int k = 1; k < s.size; k++) {
                int64_t v = red_value(j, set_pe(s, k), i, c->rop);
                if (c->rop >= O_AND)
                    acc = BITS(int64_t, acc, v, c->rop);
                else
                    acc = COMBINE(int64_t, acc, v, c->rop);
                dacc = COMBINE(double, dacc, (double)v, c->rop);
            }
            switch (c->rtype) {
            case R_SHORT: ((short *)out)[i] = (short)acc; break;
            case R_INT: ((int *)out)[i] = (int)acc; break;
            case R_LONG: ((long *)out)[i] = (long)acc; break;
            case R_LONGLONG: ((long long *)out)[i] = (long long)acc; break;
            case R_DOUBLE: ((double *)out)[i] = dacc; break;
            case R_UINT64: ((uint64_t *)out)[i] = (uint64_t)acc; break;
            }
        }
        return blk;
    }
    return 0; /* sync */
}

#define RED_TEAM(NAME, T)                                                      \
    static void red_team_##NAME(shmem_team_t t, int op, void *d,               \
                                const void *s, size_t k)                       \
    {                                                                          \
        switch (op) {                                                          \
        case O_SUM: shmem_##NAME##_sum_reduce(t, d, s, k); break;              \
        case O_PROD: shmem_##NAME##_prod_reduce(t, d, s, k); break;            \
        case O_MIN: shmem_##NAME##_min_reduce(t, d, s, k); break;              \
        case O_MAX: shmem_##NAME##_max_reduce(t, d, s, k); break;              \
        }                                                                      \
    }
#define RED_BITS(NAME, T)                                                      \
    static void red_bits_##NAME(shmem_team_t t, int op, void *d,               \
                                const void *s, size_t k)                       \
    {                                                                          \
        switch (op) {                                                          \
        case O_AND: shmem_##NAME##_and_reduce(t, d, s, k); break;              \
        case O_OR: shmem_##NAME##_or_reduce(t, d, s, k); break;                \
        case O_XOR: shmem_##NAME##_xor_reduce(t, d, s, k); break;              \
        }                                                                      \
    }
#define RED_ASET(NAME, T)                                                      \
    static void red_aset_##NAME(int op, void *d, const void *s, int k, int st, \
                                int ls, int sz, void *w, long *ps)             \
    {                                                                          \
        switch (op) {                                                          \
        case O_SUM:                                                            \
            shmem_##NAME##_sum_to_all(d, s, k, st, ls, sz, w, ps);             \
            break;                                                             \
        case O_PROD:                                                           \
            shmem_##NAME##_prod_to_all(d, s, k, st, ls, sz, w, ps);            \
            break;                                                             \
        case O_MIN:                                                            \
            shmem_##NAME##_min_to_all(d, s, k, st, ls, sz, w, ps);             \
            break;                                                             \
        case O_MAX:                                                            \
            shmem_##NAME##_max_to_all(d, s, k, st, ls, sz, w, ps);             \
            break;                                                             \
        case O_AND:                                                            \
            shmem_##NAME##_and_to_all(d, s, k, st, ls, sz, w, ps);             \
            break;                                                             \
        case O_OR: shmem_##NAME##_or_to_all(d, s, k, st, ls, sz, w, ps);       \
            break;                                                             \
        case O_XOR:                                                            \
            shmem_##NAME##_xor_to_all(d, s, k, st, ls, sz, w, ps);             \
            break;                                                             \
        }                                                                      \
    }
RED_TEAM(short, short)
RED_TEAM(int, int)
RED_TEAM(long, long)
RED_TEAM(longlong, long long)
RED_TEAM(double, double)
/* The team and/or/xor reductions are for the unsigned and fixed types. */
RED_BITS(ushort, unsigned short)
RED_BITS(uint, unsigned)
RED_BITS(ulong, unsigned long)
RED_BITS(ulonglong, unsigned long long)
RED_BITS(uint64, uint64_t)
RED_ASET(short, short)
RED_ASET(int, int)
RED_ASET(long, long)
RED_ASET(longlong, long long)

static void run_coll(int j)
{
    const struct coll *c = &colls[j];
    struct set s = team_of(c->team, me);
    if (s.size == 0)
        return; /* not a member */
    shmem_team_t t = teams[c->team];
    unsigned char *src = csrc + (size_t)j * cbytes;
    unsigned char *dst = cdst + (size_t)dslot(j) * cbytes;
    coll_fill_src(j, me, src);
    int ls = log2_of(s.stride), root = c->root % s.size;
    int pj = coll_share == 0 ? j : coll_share == 1 ? 0 : j % 2;
    long *ps = psync[pj];
    void *wrk = pwrk[pj];
    size_t ne = c->nelems;
    switch (c->kind) {
    case C_BCAST:
        switch (c->elem) {
        case 1: shmem_broadcastmem(t, dst, src, ne, root); break;
        case 2:
            shmem_short_broadcast(t, (short *)dst, (short *)src, ne, root);
            break;
        case 4:
            shmem_int32_broadcast(t, (int32_t *)dst, (int32_t *)src, ne, root);
            break;
        default:
            shmem_long_broadcast(t, (long *)dst, (long *)src, ne, root);
            break;
        }
        break;
    case C_BCAST_ASET:
        if (c->elem == 4)
            shmem_broadcast32(dst, src, ne, root, s.start, ls, s.size, ps);
        else
            shmem_broadcast64(dst, src, ne, root, s.start, ls, s.size, ps);
        break;
    case C_FCOLLECT:
        switch (c->elem) {
        case 1: shmem_fcollectmem(t, dst, src, ne); break;
        case 2:
            shmem_int16_fcollect(t, (int16_t *)dst, (int16_t *)src, ne);
            break;
        case 4: shmem_int_fcollect(t, (int *)dst, (int *)src, ne); break;
        default:
            shmem_uint64_fcollect(t, (uint64_t *)dst, (uint64_t *)src, ne);
            break;
        }
        break;
    case C_FCOLLECT_ASET:
        if (c->elem == 4)
            shmem_fcollect32(dst, src, ne, s.start, ls, s.size, ps);
        else
            shmem_fcollect64(dst, src, ne, s.start, ls, s.size, ps);
        break;
    case C_COLLECT:
        ne = collect_count(j, me, c->elem);
        switch (c->elem) {
        case 1: shmem_collectmem(t, dst, src, ne); break;
        case 2: shmem_short_collect(t, (short *)dst, (short *)src, ne); break;
        case 4:
            shmem_uint32_collect(t, (uint32_t *)dst, (uint32_t *)src, ne);
            break;
        default:
            shmem_longlong_collect(t, (long long *)dst, (long long *)src, ne);
            break;
        }
        break;
    case C_COLLECT_ASET:
        ne = collect_count(j, me, c->elem);
        if (c->elem == 4)
            shmem_collect32(dst, src, ne, s.start, ls, s.size, ps);
        else
            shmem_collect64(dst, src, ne, s.start, ls, s.size, ps);
        break;
    case C_ALLTOALL:
        switch (c->elem) {
        case 1: shmem_alltoallmem(t, dst, src, ne); break;
        case 2:
            shmem_uint16_alltoall(t, (uint16_t *)dst, (uint16_t *)src, ne);
            break;
        case 4: shmem_float_alltoall(t, (float *)dst, (float *)src, ne); break;
        default: shmem_long_alltoall(t, (long *)dst, (long *)src, ne); break;
        }
        break;
    case C_ALLTOALL_ASET:
        if (c->elem == 4)
            shmem_alltoall32(dst, src, ne, s.start, ls, s.size, ps);
        else
            shmem_alltoall64(dst, src, ne, s.start, ls, s.size, ps);
        break;
    case C_ALLTOALLS:
        switch (c->elem) {
        case 1: shmem_alltoallsmem(t, dst, src, c->dst, c->sst, ne); break;
        case 2:
            shmem_short_alltoalls(t, (short *)dst, (short *)src, c->dst, c->sst,
                                  ne);
            break;
        case 4:
            shmem_int_alltoalls(t, (int *)dst, (int *)src, c->dst, c->sst, ne);
            break;
        default:
            shmem_double_alltoalls(t, (double *)dst, (double *)src, c->dst,
                                   c->sst, ne);
            break;
        }
        break;
    case C_REDUCE:
        switch (c->rtype) {
        case R_SHORT:
            (c->rop >= O_AND ? red_bits_ushort : red_team_short)(t, c->rop, dst,
                                                                 src, ne);
            break;
        case R_INT:
            (c->rop >= O_AND ? red_bits_uint : red_team_int)(t, c->rop, dst,
                                                             src, ne);
            break;
        case R_LONG:
            (c->rop >= O_AND ? red_bits_ulong : red_team_long)(t, c->rop, dst,
                                                               src, ne);
            break;
        case R_LONGLONG:
            (c->rop >= O_AND ? red_bits_ulonglong
                             : red_team_longlong)(t, c->rop, dst, src, ne);
            break;
        case R_DOUBLE: red_team_double(t, c->rop, dst, src, ne); break;
        case R_UINT64: red_bits_uint64(t, c->rop, dst, src, ne); break;
        }
        break;
    case C_REDUCE_ASET:
        switch (c->rtype) {
        case R_SHORT:
            red_aset_short(c->rop, dst, src, (int)ne, s.start, ls, s.size, wrk,
                           ps);
            break;
        case R_INT:
            red_aset_int(c->rop, dst, src, (int)ne, s.start, ls, s.size, wrk,
                         ps);
            break;
        case R_LONG:
            red_aset_long(c->rop, dst, src, (int)ne, s.start, ls, s.size, wrk,
                          ps);
            break;
        case R_UINT64: /* no uint64 to_all: longlong for the bits */
        case R_LONGLONG:
            red_aset_longlong(c->rop, dst, src, (int)ne, s.start, ls, s.size,
                              wrk, ps);
            break;
        case R_DOUBLE:
            switch (c->rop) {
            case O_SUM:
                shmem_double_sum_to_all((double *)dst, (double *)src, (int)ne,
                                        s.start, ls, s.size, wrk, ps);
                break;
            case O_PROD:
                shmem_double_prod_to_all((double *)dst, (double *)src, (int)ne,
                                         s.start, ls, s.size, wrk, ps);
                break;
            case O_MIN:
                shmem_double_min_to_all((double *)dst, (double *)src, (int)ne,
                                        s.start, ls, s.size, wrk, ps);
                break;
            default:
                shmem_double_max_to_all((double *)dst, (double *)src, (int)ne,
                                        s.start, ls, s.size, wrk, ps);
                break;
            }
            break;
        }
        break;
    case C_SYNC:
        if (c->team == T_WORLD && c->root % 2)
            shmem_sync_all();
        else
            shmem_team_sync(t);
        break;
    }

    /* Check at once, then poison again for the next round: no PE writes
     * this PE's dest for collective j after this PE has left it. */
    static unsigned char *want;
    if (!want)
        want = malloc(cbytes);
    size_t wrote = coll_expect(j, me, want);
    if (memcmp(dst, want, cbytes) != 0) {
        size_t i = 0;
        while (dst[i] == want[i])
            i++;
        static const char *share[] = {"own dest", "one dest, one pSync",
                                       "one dest, two pSyncs in turn"};
        FAILF("collective %d (%s): %s on team %s (PEs %d+k*%d, k<%d; "
              "rank %d), "
              "%s%s%s elem %zu, nelems %zu, root %d: dest byte %zu of %zu "
              "written is 0x%02x, expected 0x%02x%s",
              j, share[coll_share], ckind_name[c->kind], team_name[c->team],
              s.start, s.stride,
              s.size, (me - s.start) / s.stride,
              c->kind == C_REDUCE || c->kind == C_REDUCE_ASET
                  ? rtype_name[c->rtype]
                  : "",
              c->kind == C_REDUCE || c->kind == C_REDUCE_ASET ? " " : "",
              c->kind == C_REDUCE || c->kind == C_REDUCE_ASET ? rop_name[c->rop]
                                                              : "",
              c->elem, c->nelems, root, i, wrote, dst[i], want[i],
              i >= wrote ? " (past the result: the poison)" : "");
    }
    memset(dst, POISON(dslot(j)), cbytes);
}

/* ---- running my ops ---- */

static void do_put(const struct op *o, unsigned char *d, const unsigned char *s)
{
    int pe = o->target;
    size_t ne = o->nelems;
    if (o->nbi) {
        if (o->var == 4)
            shmem_putmem_nbi(d, s, ne, pe);
        else
            switch (o->elem) {
            case 1:
                shmem_char_put_nbi((char *)d, (const char *)s, ne, pe);
                break;
            case 2:
                shmem_int16_put_nbi((int16_t *)d, (const int16_t *)s, ne, pe);
                break;
            case 4: shmem_put32_nbi(d, s, ne, pe); break;
            case 8:
                shmem_longlong_put_nbi((long long *)d, (const long long *)s, ne,
                                       pe);
                break;
            default: shmem_put128_nbi(d, s, ne, pe); break;
            }
        return;
    }
    if (o->ctx) {
        if (o->var == 6)
            shmem_ctx_putmem(ctx, d, s, ne, pe);
        else
            switch (o->elem) {
            case 1: shmem_ctx_uchar_put(ctx, d, s, ne, pe); break;
            case 2:
                shmem_ctx_ushort_put(ctx, (unsigned short *)d,
                                     (const unsigned short *)s, ne, pe);
                break;
            case 4:
                shmem_ctx_uint32_put(ctx, (uint32_t *)d, (const uint32_t *)s,
                                     ne, pe);
                break;
            case 8:
                shmem_ctx_long_put(ctx, (long *)d, (const long *)s, ne, pe);
                break;
            default: shmem_ctx_put128(ctx, d, s, ne, pe); break;
            }
        return;
    }
    if (o->var == 0) {
        shmem_putmem(d, s, ne, pe);
        return;
    }
    bool sized = o->var == 2 || o->var == 3;
    switch (o->elem) {
    case 1:
        if (sized)
            shmem_put8(d, s, ne, pe);
        else
            shmem_int8_put((int8_t *)d, (const int8_t *)s, ne, pe);
        break;
    case 2:
        if (sized)
            shmem_put16(d, s, ne, pe);
        else
            shmem_short_put((short *)d, (const short *)s, ne, pe);
        break;
    case 4:
        if (sized)
            shmem_put32(d, s, ne, pe);
        else if (o->var == 1)
            shmem_int_put((int *)d, (const int *)s, ne, pe);
        else
            shmem_float_put((float *)d, (const float *)s, ne, pe);
        break;
    case 8:
        if (sized)
            shmem_put64(d, s, ne, pe);
        else if (o->var == 1)
            shmem_long_put((long *)d, (const long *)s, ne, pe);
        else
            shmem_double_put((double *)d, (const double *)s, ne, pe);
        break;
    default: shmem_put128(d, s, ne, pe); break;
    }
}

static void do_p(const struct op *o, unsigned char *d, const unsigned char *s)
{
    int pe = o->target;
    switch (o->elem) {
    case 1: {
        char v;
        memcpy(&v, s, 1);
        shmem_char_p((char *)d, v, pe);
        break;
    }
    case 2: {
        int16_t v;
        memcpy(&v, s, 2);
        shmem_int16_p((int16_t *)d, v, pe);
        break;
    }
    case 4: {
        int v;
        memcpy(&v, s, 4);
        shmem_int_p((int *)d, v, pe);
        break;
    }
    default:
        if (o->var & 1) {
            long v;
            memcpy(&v, s, 8);
            shmem_long_p((long *)d, v, pe);
        } else {
            uint64_t v;
            memcpy(&v, s, 8);
            shmem_uint64_p((uint64_t *)d, v, pe);
        }
        break;
    }
}

static void do_iput(const struct op *o, unsigned char *d,
                    const unsigned char *s)
{
    int pe = o->target;
    ptrdiff_t ds = o->dst, ss = o->sst;
    size_t ne = o->nelems;
    switch (o->elem) {
    case 1: shmem_char_iput((char *)d, (const char *)s, ds, ss, ne, pe); break;
    case 2:
        if (o->var & 1)
            shmem_iput16(d, s, ds, ss, ne, pe);
        else
            shmem_short_iput((short *)d, (const short *)s, ds, ss, ne, pe);
        break;
    case 4:
        if (o->var & 1)
            shmem_iput32(d, s, ds, ss, ne, pe);
        else
            shmem_int_iput((int *)d, (const int *)s, ds, ss, ne, pe);
        break;
    case 8:
        if (o->var & 1)
            shmem_iput64(d, s, ds, ss, ne, pe);
        else
            shmem_long_iput((long *)d, (const long *)s, ds, ss, ne, pe);
        break;
    default: shmem_iput128(d, s, ds, ss, ne, pe); break;
    }
}

static void do_get(const struct op *o, unsigned char *d, const unsigned char *s)
{
    int pe = o->target;
    size_t ne = o->nelems;
    if (o->nbi) {
        if (o->var == 4)
            shmem_getmem_nbi(d, s, ne, pe);
        else
            switch (o->elem) {
            case 1:
                shmem_schar_get_nbi((signed char *)d, (const signed char *)s,
                                    ne, pe);
                break;
            case 2: shmem_get16_nbi(d, s, ne, pe); break;
            case 4:
                shmem_uint_get_nbi((unsigned *)d, (const unsigned *)s, ne, pe);
                break;
            case 8: shmem_get64_nbi(d, s, ne, pe); break;
            default: shmem_get128_nbi(d, s, ne, pe); break;
            }
        return;
    }
    if (o->ctx) {
        if (o->var == 6)
            shmem_ctx_getmem(ctx, d, s, ne, pe);
        else
            switch (o->elem) {
            case 1:
                shmem_ctx_char_get(ctx, (char *)d, (const char *)s, ne, pe);
                break;
            case 2: shmem_ctx_get16(ctx, d, s, ne, pe); break;
            case 4:
                shmem_ctx_int_get(ctx, (int *)d, (const int *)s, ne, pe);
                break;
            case 8:
                shmem_ctx_ulonglong_get(ctx, (unsigned long long *)d,
                                        (const unsigned long long *)s, ne, pe);
                break;
            default: shmem_ctx_get128(ctx, d, s, ne, pe); break;
            }
        return;
    }
    if (o->var == 0) {
        shmem_getmem(d, s, ne, pe);
        return;
    }
    switch (o->elem) {
    case 1: shmem_uint8_get((uint8_t *)d, (const uint8_t *)s, ne, pe); break;
    case 2:
        if (o->var & 1)
            shmem_get16(d, s, ne, pe);
        else
            shmem_ushort_get((unsigned short *)d, (const unsigned short *)s, ne,
                             pe);
        break;
    case 4:
        if (o->var & 1)
            shmem_get32(d, s, ne, pe);
        else
            shmem_int32_get((int32_t *)d, (const int32_t *)s, ne, pe);
        break;
    case 8:
        if (o->var & 1)
            shmem_get64(d, s, ne, pe);
        else
            shmem_long_get((long *)d, (const long *)s, ne, pe);
        break;
    default: shmem_get128(d, s, ne, pe); break;
    }
}

static void do_g(const struct op *o, unsigned char *d, const unsigned char *s)
{
    int pe = o->target;
    switch (o->elem) {
    case 1: {
        signed char v = shmem_schar_g((const signed char *)s, pe);
        memcpy(d, &v, 1);
        break;
    }
    case 2: {
        short v = shmem_short_g((const short *)s, pe);
        memcpy(d, &v, 2);
        break;
    }
    case 4: {
        uint32_t v = shmem_uint32_g((const uint32_t *)s, pe);
        memcpy(d, &v, 4);
        break;
    }
    default: {
        long long v = shmem_longlong_g((const long long *)s, pe);
        memcpy(d, &v, 8);
        break;
    }
    }
}

static void do_iget(const struct op *o, unsigned char *d,
                    const unsigned char *s)
{
    int pe = o->target;
    ptrdiff_t ds = o->dst, ss = o->sst;
    size_t ne = o->nelems;
    switch (o->elem) {
    case 1: shmem_uchar_iget(d, s, ds, ss, ne, pe); break;
    case 2: shmem_iget16(d, s, ds, ss, ne, pe); break;
    case 4:
        if (o->var & 1)
            shmem_iget32(d, s, ds, ss, ne, pe);
        else
            shmem_float_iget((float *)d, (const float *)s, ds, ss, ne, pe);
        break;
    case 8:
        if (o->var & 1)
            shmem_iget64(d, s, ds, ss, ne, pe);
        else
            shmem_ulong_iget((unsigned long *)d, (const unsigned long *)s, ds,
                             ss, ne, pe);
        break;
    default: shmem_iget128(d, s, ds, ss, ne, pe); break;
    }
}

static void do_psig(const struct op *o, int w, int b, const unsigned char *s)
{
    int pe = o->target;
    unsigned char *d = (unsigned char *)sigdata[b][w] + o->off;
    uint64_t *sig = o->sigop == SHMEM_SIGNAL_ADD ? &sigadd[b] : &sigset[b][w];
    size_t ne = o->nelems;
    if (o->nbi) {
        switch (o->elem) {
        case 1:
            shmem_putmem_signal_nbi(d, s, ne, sig, o->sigval, o->sigop, pe);
            break;
        case 2:
            shmem_int16_put_signal_nbi((int16_t *)d, (const int16_t *)s, ne,
                                       sig, o->sigval, o->sigop, pe);
            break;
        case 4:
            shmem_put32_signal_nbi(d, s, ne, sig, o->sigval, o->sigop, pe);
            break;
        case 8:
            shmem_long_put_signal_nbi((long *)d, (const long *)s, ne, sig,
                                      o->sigval, o->sigop, pe);
            break;
        default:
            shmem_put128_signal_nbi(d, s, ne, sig, o->sigval, o->sigop, pe);
            break;
        }
        return;
    }
    switch (o->elem) {
    case 1: shmem_putmem_signal(d, s, ne, sig, o->sigval, o->sigop, pe); break;
    case 2: shmem_put16_signal(d, s, ne, sig, o->sigval, o->sigop, pe); break;
    case 4:
        shmem_int_put_signal((int *)d, (const int *)s, ne, sig, o->sigval,
                             o->sigop, pe);
        break;
    case 8:
        shmem_uint64_put_signal((uint64_t *)d, (const uint64_t *)s, ne, sig,
                                o->sigval, o->sigop, pe);
        break;
    default: shmem_put128_signal(d, s, ne, sig, o->sigval, o->sigop, pe); break;
    }
}

static const char *const amo_name[] = {"long add",
                                       "long inc",
                                       "long fetch_add",
                                       "long fetch_inc",
                                       "long fetch_add_nbi",
                                       "ctx long fetch_add",
                                       "int add",
                                       "int inc",
                                       "int fetch_add",
                                       "int fetch_inc",
                                       "uint64 xor",
                                       "uint64 fetch_xor",
                                       "ulong or",
                                       "uint64 fetch_or",
                                       "ulonglong and",
                                       "uint64 fetch_and",
                                       "long swap",
                                       "long swap_nbi",
                                       "long set",
                                       "long fetch (own word)",
                                       "int compare_swap",
                                       "int compare_swap_nbi",
                                       "fetch (last round's word)"};

static void describe(const struct op *o, int w, int k, char *buf, size_t len)
{
    int at = snprintf(buf, len, "writer %d op %d: %s (variant %d) to PE %d", w,
                      k, kind_name[o->kind], o->var, o->target);
    if (at < 0 || (size_t)at >= len)
        return;
    buf += at;
    len -= (size_t)at;
    switch (o->kind) {
    case K_AMO:
        snprintf(buf, len, ": %s, word %d, value %" PRId64 ", cond %" PRId64,
                 amo_name[o->amo], o->idx, o->val, o->cond);
        break;
    case K_LOCK:
        snprintf(buf, len, ": increment of lockctr on PE %d (%s)", o->lockpe,
                 o->test_lock ? "shmem_test_lock" : "shmem_set_lock");
        break;
    case K_PSIG:
        snprintf(buf, len,
                 ": %zu x %zu bytes into slot %d, signal %s %" PRIu64 "%s%s",
                 o->nelems, o->elem, o->slot,
                 o->sigop == SHMEM_SIGNAL_ADD ? "ADD" : "SET", o->sigval,
                 o->nbi ? ", nbi" : "",
                 o->pre & PRE_FENCE ? ", after a fence" : "");
        break;
    default:
        snprintf(buf, len, ": %zu x %zu bytes at buffer offset %zu%s%s%s%s%s",
                 o->nelems, o->elem, o->off,
                 o->kind == K_IPUT || o->kind == K_IGET ? ", strided" : "",
                 o->nbi ? ", nbi" : "", o->ctx ? ", on a context" : "",
                 o->pre & PRE_FENCE ? ", after a fence" : "",
                 o->pre & (PRE_QUIET | PRE_CTXQUIET) ? ", after a quiet" : "");
        if (o->kind == K_IPUT || o->kind == K_IGET) {
            size_t l = strlen(buf);
            snprintf(buf + l, len - l, " (dest stride %td, source stride %td)",
                     o->dst, o->sst);
        }
        break;
    }
}

/* A fetched value of a commutative counter must lie between the counter's
 * value before the round and after it, less this op's own increment. */
static void check_between(const struct op *o, int k, uint64_t got, uint64_t pre,
                          uint64_t post, uint64_t inc, unsigned bits)
{
    uint64_t mask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
    uint64_t d1 = (got - pre) & mask, span_ = (post - pre - inc) & mask;
    if (d1 > span_) {
        char d[400];
        describe(o, me, k, d, sizeof(d));
        FAILF("%s: fetched %" PRIu64 ", outside %" PRIu64 "..%" PRIu64, d,
              got & mask, pre & mask, (post - inc) & mask);
    }
}

static void check_get(const struct op *o, int k, int b)
{
    const unsigned char *m = MD(o->target, 1 - b) + o->off;
    const unsigned char *g = getbuf + o->soff;
    bool strided = o->kind == K_IGET;
    for (size_t i = 0; i < o->nelems; i++) {
        const unsigned char *want =
            m + (strided ? (ptrdiff_t)i * o->sst * (ptrdiff_t)o->elem
                         : (ptrdiff_t)(i * o->elem));
        const unsigned char *got =
            g + (strided ? i * (size_t)o->dst * o->elem : i * o->elem);
        if (memcmp(want, got, o->elem)) {
            char d[400];
            describe(o, me, k, d, sizeof(d));
            FAILF("%s: element %zu read 0x%02x.., the model has 0x%02x.. "
                  "(buffer %d, written in the previous round)",
                  d, i, got[0], want[0], 1 - b);
            return;
        }
    }
}

static void run_amo(struct op *o, int k, int b)
{
    int pe = o->target, c = o->idx;
    const struct mstate *pre = &mpre[pe], *post = &mst[pe];
    int64_t got = 0;
    bool exact = false;
    switch (o->amo) {
    case A_ADD64: shmem_long_atomic_add(&ctr64[b][c], (long)o->val, pe); break;
    case A_INC64: shmem_long_atomic_inc(&ctr64[b][c], pe); break;
    case A_FADD64:
        check_between(o, k,
                      (uint64_t)shmem_long_atomic_fetch_add(&ctr64[b][c],
                                                            (long)o->val, pe),
                      (uint64_t)pre->ctr64[b][c], (uint64_t)post->ctr64[b][c],
                      (uint64_t)o->val, 64);
        break;
    case A_FINC64:
        check_between(
            o, k, (uint64_t)shmem_long_atomic_fetch_inc(&ctr64[b][c], pe),
            (uint64_t)pre->ctr64[b][c], (uint64_t)post->ctr64[b][c], 1, 64);
        break;
    case A_FADD64_NBI: /* checked after the quiet */
        shmem_long_atomic_fetch_add_nbi((long *)&o->fetched, &ctr64[b][c],
                                        (long)o->val, pe);
        break;
    case A_CTX_FADD64:
        check_between(o, k,
                      (uint64_t)shmem_ctx_long_atomic_fetch_add(
                          ctx, &ctr64[b][c], (long)o->val, pe),
                      (uint64_t)pre->ctr64[b][c], (uint64_t)post->ctr64[b][c],
                      (uint64_t)o->val, 64);
        break;
    case A_ADD32: shmem_int_atomic_add(&ctr32[b][c], (int)o->val, pe); break;
    case A_INC32: shmem_int_atomic_inc(&ctr32[b][c], pe); break;
    case A_FADD32:
        check_between(
            o, k,
            (uint32_t)shmem_int_atomic_fetch_add(&ctr32[b][c], (int)o->val, pe),
            (uint32_t)pre->ctr32[b][c], (uint32_t)post->ctr32[b][c],
            (uint64_t)o->val, 32);
        break;
    case A_FINC32:
        check_between(
            o, k, (uint32_t)shmem_int_atomic_fetch_inc(&ctr32[b][c], pe),
            (uint32_t)pre->ctr32[b][c], (uint32_t)post->ctr32[b][c], 1, 32);
        break;
    case A_XOR: shmem_uint64_atomic_xor(&xw[b][c], (uint64_t)o->val, pe); break;
    case A_FXOR:
        (void)shmem_uint64_atomic_fetch_xor(&xw[b][c], (uint64_t)o->val, pe);
        break;
    case A_OR:
        shmem_ulong_atomic_or((unsigned long *)&ow[b][c], (unsigned long)o->val,
                              pe);
        break;
    case A_FOR: {
        /* Bits only ever get set: what came back is within the final value
         * and holds the value before the round. */
        uint64_t f =
            shmem_uint64_atomic_fetch_or(&ow[b][c], (uint64_t)o->val, pe);
        if ((f & ~post->ow[b][c]) || (pre->ow[b][c] & ~f)) {
            char d[400];
            describe(o, me, k, d, sizeof(d));
            FAILF("%s: fetch_or returned %#" PRIx64 ", not between %#" PRIx64
                  " and %#" PRIx64,
                  d, f, pre->ow[b][c], post->ow[b][c]);
        }
        break;
    }
    case A_AND:
        shmem_ulonglong_atomic_and((unsigned long long *)&aw[b][c],
                                   (unsigned long long)o->val, pe);
        break;
    case A_FAND: {
        uint64_t f =
            shmem_uint64_atomic_fetch_and(&aw[b][c], (uint64_t)o->val, pe);
        if ((f & ~pre->aw[b][c]) || (post->aw[b][c] & ~f)) {
            char d[400];
            describe(o, me, k, d, sizeof(d));
            FAILF("%s: fetch_and returned %#" PRIx64 ", not between %#" PRIx64
                  " and %#" PRIx64,
                  d, f, pre->aw[b][c], post->aw[b][c]);
        }
        break;
    }
    case A_SWAP:
        got = shmem_long_atomic_swap(&swapw[b][me], (long)o->val, pe);
        exact = true;
        break;
    case A_SWAP_NBI:
        shmem_long_atomic_swap_nbi((long *)&o->fetched, &swapw[b][me],
                                   (long)o->val, pe);
        break;
    case A_SET: shmem_long_atomic_set(&swapw[b][me], (long)o->val, pe); break;
    case A_FETCH_OWN:
        got = shmem_long_atomic_fetch(&swapw[b][me], pe);
        exact = true;
        break;
    case A_CSWAP:
        got = shmem_int_atomic_compare_swap(&cswapw[b][me], (int)o->cond,
                                            (int)o->val, pe);
        exact = true;
        break;
    case A_CSWAP_NBI: {
        int f;
        shmem_int_atomic_compare_swap_nbi(&f, &cswapw[b][me], (int)o->cond,
                                          (int)o->val, pe);
        shmem_quiet(); /* f is a local: complete it here */
        got = f;
        exact = true;
        break;
    }
    case A_FETCH_OLD:
        if (c < NCTR)
            got = shmem_long_atomic_fetch(&ctr64[1 - b][c], pe);
        else if (c < 2 * NCTR)
            got = shmem_int_atomic_fetch(&ctr32[1 - b][c - NCTR], pe);
        else
            got = (int64_t)shmem_uint64_atomic_fetch(&xw[1 - b][c - 2 * NCTR],
                                                     pe);
        exact = true;
        break;
    }
    if (exact && got != o->expect) {
        char d[400];
        describe(o, me, k, d, sizeof(d));
        FAILF("%s: returned %" PRId64 ", the model says %" PRId64, d, got,
              o->expect);
    }
}

static void run_lock(const struct op *o)
{
    int pe = o->lockpe;
    if (o->test_lock)
        while (shmem_test_lock(&lk))
            sched_yield();
    else
        shmem_set_lock(&lk);
    /* Not atomic: correct only under mutual exclusion. */
    long v = shmem_long_g(&lockctr[round_no & 1], pe);
    shmem_long_p(&lockctr[round_no & 1], v + 1, pe);
    shmem_clear_lock(&lk);
}

static void run_ops(int b)
{
    struct op *ops = &plan[(size_t)me * MAXOPS];
    int cnt = nops[me], j = 0;
    for (int k = 0; k <= cnt; k++) {
        while (j < ncoll && (coll_after[j] <= k || k == cnt))
            run_coll(j++);
        if (k == cnt)
            break;
        struct op *o = &ops[k];
        if (o->pre & PRE_CTXQUIET)
            shmem_ctx_quiet(ctx);
        if (o->pre & PRE_QUIET)
            shmem_quiet();
        if (o->pre & PRE_FENCE)
            shmem_fence();
        unsigned char *mine = data + (size_t)b * n * REG;
        unsigned char *old = data + (size_t)(1 - b) * n * REG;
        switch (o->kind) {
        case K_PUT: do_put(o, mine + o->off, arena + o->soff); break;
        case K_P: do_p(o, mine + o->off, arena + o->soff); break;
        case K_IPUT: do_iput(o, mine + o->off, arena + o->soff); break;
        case K_GET:
            do_get(o, getbuf + o->soff, old + o->off);
            if (!o->nbi)
                check_get(o, k, b);
            break;
        case K_G:
            do_g(o, getbuf + o->soff, old + o->off);
            check_get(o, k, b);
            break;
        case K_IGET:
            do_iget(o, getbuf + o->soff, old + o->off);
            check_get(o, k, b);
            break;
        case K_AMO: run_amo(o, k, b); break;
        case K_PSIG: do_psig(o, me, b, arena + o->soff); break;
        case K_LOCK: run_lock(o); break;
        }
    }
    /* Complete the nbi operations, then check what they fetched. */
    shmem_quiet();
    shmem_ctx_quiet(ctx);
    for (int k = 0; k < cnt; k++) {
        struct op *o = &ops[k];
        if (o->kind == K_GET && o->nbi)
            check_get(o, k, b);
        if (o->kind == K_AMO && o->amo == A_FADD64_NBI)
            check_between(o, k, (uint64_t)o->fetched,
                          (uint64_t)mpre[o->target].ctr64[b][o->idx],
                          (uint64_t)mst[o->target].ctr64[b][o->idx],
                          (uint64_t)o->val, 64);
        if (o->kind == K_AMO && o->amo == A_SWAP_NBI &&
            o->fetched != o->expect) {
            char d[400];
            describe(o, me, k, d, sizeof(d));
            FAILF("%s: swap_nbi fetched %" PRId64 ", the model says %" PRId64,
                  d, o->fetched, o->expect);
        }
    }
}

/* The signals this PE receives this round, then their data: a signal's
 * update is seen only after its put's data. */
static void await_signals(int b)
{
    uint64_t got =
        shmem_signal_wait_until(&sigadd[b], SHMEM_CMP_GE, mst[me].sigadd[b]);
    if (got != mst[me].sigadd[b] ||
        shmem_signal_fetch(&sigadd[b]) != mst[me].sigadd[b])
        FAILF("sigadd[%d] is %" PRIu64 ", the model says %" PRIu64, b, got,
              mst[me].sigadd[b]);
    for (int w = 0; w < n; w++) {
        if (mst[me].sigset[b][w] == mpre[me].sigset[b][w])
            continue;
        shmem_signal_wait_until(&sigset[b][w], SHMEM_CMP_EQ,
                                mst[me].sigset[b][w]);
    }
    const unsigned char *mine = (const unsigned char *)sigdata[b];
    const unsigned char *model = MS(me, b);
    for (size_t i = 0; i < (size_t)n * KSIG * SIGSZ; i++)
        if (mine[i] != model[i]) {
            size_t w = i / (KSIG * SIGSZ), s = i % (KSIG * SIGSZ) / SIGSZ;
            FAILF("put-with-signal data: sigdata[%d] byte %zu (writer %zu, "
                  "slot %zu, +%zu) is 0x%02x, the model says 0x%02x, after "
                  "the signals arrived",
                  b, i, w, s, i % SIGSZ, mine[i], model[i]);
            break;
        }
}

/* Which op of this round last wrote byte `off` of my buffer b? */
static void blame(int b, size_t off, char *buf, size_t len)
{
    int w = (int)(off / REG);
    const struct op *ops = &plan[(size_t)w * MAXOPS];
    for (int k = nops[w] - 1; k >= 0; k--) {
        const struct op *o = &ops[k];
        if (o->target != me || off < o->lo || off >= o->hi)
            continue;
        bool hit = o->kind == K_PUT || o->kind == K_P;
        for (size_t i = 0; o->kind == K_IPUT && i < o->nelems; i++) {
            ptrdiff_t e =
                (ptrdiff_t)o->off + (ptrdiff_t)i * o->dst * (ptrdiff_t)o->elem;
            hit |=
                (ptrdiff_t)off >= e && (ptrdiff_t)off < e + (ptrdiff_t)o->elem;
        }
        if (hit) {
            describe(o, w, k, buf, len);
            return;
        }
    }
    snprintf(buf, len, "no op of round %ld wrote it (writer %d's region)",
             round_no, w);
    (void)b;
}

/*
 * This PE's memory of parity pb against the model: the buffer the round
 * wrote (pb == b, after the barrier), or the one nothing may write this
 * round (pb != b, before the barrier: a faster PE's next round writes it
 * once this PE has passed the barrier).
 */
static void check_memory(int pb, int b)
{
    const unsigned char *mine = data + (size_t)pb * n * REG;
    const unsigned char *model = MD(me, pb);
    if (memcmp(mine, model, (size_t)n * REG) != 0) {
        size_t i = 0;
        while (mine[i] == model[i])
            i++;
        char d[400];
        if (pb == b)
            blame(b, i, d, sizeof(d));
        else
            snprintf(d, sizeof(d), "nothing may write buffer %d this round",
                     pb);
        FAILF("data[%d] byte %zu (writer %zu's region +%zu) is 0x%02x, the "
              "model says 0x%02x; %s",
              pb, i, i / REG, i % REG, mine[i], model[i], d);
    }
    const struct mstate *m = &mst[me];
    const char *when = pb == b ? "" : " (in a round that does not write it)";
    for (int c = 0; c < NCTR; c++) {
        if (ctr64[pb][c] != m->ctr64[pb][c])
            FAILF("ctr64[%d][%d] = %ld, the model says %ld%s", pb, c,
                  ctr64[pb][c], m->ctr64[pb][c], when);
        if (ctr32[pb][c] != m->ctr32[pb][c])
            FAILF("ctr32[%d][%d] = %d, the model says %d%s", pb, c,
                  ctr32[pb][c], m->ctr32[pb][c], when);
        if (xw[pb][c] != m->xw[pb][c] || ow[pb][c] != m->ow[pb][c] ||
            aw[pb][c] != m->aw[pb][c])
            FAILF("xor/or/and words [%d][%d] = %#" PRIx64 " %#" PRIx64
                  " %#" PRIx64 ", the model says %#" PRIx64 " %#" PRIx64
                  " %#" PRIx64 "%s",
                  pb, c, xw[pb][c], ow[pb][c], aw[pb][c], m->xw[pb][c],
                  m->ow[pb][c], m->aw[pb][c], when);
    }
    for (int w = 0; w < n; w++) {
        if (swapw[pb][w] != m->swapw[pb][w])
            FAILF("swap word [%d][writer %d] = %ld, the model says %ld%s", pb,
                  w, swapw[pb][w], m->swapw[pb][w], when);
        if (cswapw[pb][w] != m->cswapw[pb][w])
            FAILF("compare_swap word [%d][writer %d] = %d, the model says %d%s",
                  pb, w, cswapw[pb][w], m->cswapw[pb][w], when);
        if (sigset[pb][w] != m->sigset[pb][w])
            FAILF("sigset[%d][writer %d] = %" PRIu64 ", the model says %" PRIu64
                  "%s",
                  pb, w, sigset[pb][w], m->sigset[pb][w], when);
    }
    if (sigadd[pb] != m->sigadd[pb])
        FAILF("sigadd[%d] = %" PRIu64 ", the model says %" PRIu64 "%s", pb,
              sigadd[pb], m->sigadd[pb], when);
    if (lockctr[pb] != m->lockctr[pb])
        FAILF("lockctr[%d] = %ld, the model says %ld%s (lock increments lost: "
              "mutual exclusion broken?)",
              pb, lockctr[pb], m->lockctr[pb], when);
    if (pb != b && memcmp(sigdata[pb], MS(me, pb), (size_t)n * KSIG * SIGSZ))
        FAILF("sigdata[%d] changed in a round that does not write it", pb);
}

/* Before the barrier, all this PE's collectives done: every dest is the
 * poison again (members re-poison after checking; nobody writes a dest
 * of a PE that has left the collective, or is not in it). */
static void check_coll_dests(void)
{
    for (int j = 0; j < MAXCOLL; j++)
        for (size_t i = 0; i < cbytes; i++)
            if (cdst[(size_t)j * cbytes + i] != POISON(j)) {
                FAILF("collective dest %d byte %zu is 0x%02x after the "
                      "collectives: written outside its collective (or by "
                      "a collective this PE is not in)",
                      j, i, cdst[(size_t)j * cbytes + i]);
                break;
            }
}

/* After the barrier: other PEs' memory, sampled through gets. */
static void check_remote(int b)
{
    struct rng r = rng_for(round_no, 4000 + me, 0);
    for (int k = 0; k < 3; k++) {
        int pe = (int)below(&r, (unsigned)n);
        size_t len = rand_size(&r);
        size_t off = below(&r, (unsigned)((size_t)n * REG - len + 1));
        /* Buffer b: the next round writes the other. */
        shmem_getmem(getbuf, data + (size_t)b * n * REG + off, len, pe);
        if (memcmp(getbuf, MD(pe, b) + off, len))
            FAILF("a get of %zu bytes at data[%d]+%zu from PE %d differs "
                  "from the model",
                  len, b, off, pe);
    }
    int pe = (int)below(&r, (unsigned)n);
    long c = shmem_long_g(&ctr64[b][0], pe);
    if (c != mst[pe].ctr64[b][0])
        FAILF("ctr64[%d][0] of PE %d read %ld, the model says %ld", b, pe, c,
              mst[pe].ctr64[b][0]);
    long l = shmem_long_atomic_fetch(&lockctr[b], pe);
    if (l != mst[pe].lockctr[b])
        FAILF("lockctr[%d] of PE %d read %ld, the model says %ld", b, pe, l,
              mst[pe].lockctr[b]);
}

static uint64_t env_u64(const char *name, uint64_t dflt)
{
    const char *s = getenv(name);
    return s && *s ? strtoull(s, NULL, 0) : dflt;
}

int main(int argc, char **argv)
{
    shmem_init();
    me = shmem_my_pe();
    n = shmem_n_pes();
    test_max_pes(MAXPES);
    seed = argc > 1 ? strtoull(argv[1], NULL, 0)
                    : env_u64("SHMAP_STRESS_SEED", DEFAULT_SEED);
    long rounds = argc > 2
                      ? atol(argv[2])
                      : (long)env_u64("SHMAP_STRESS_ROUNDS", DEFAULT_ROUNDS);
    snprintf(rerun, sizeof(rerun),
             " (rerun: SHMAP_STRESS_SEED=%" PRIu64 " SHMAP_STRESS_ROUNDS=%ld "
             "oshrun -np %d %s)",
             seed, rounds, n, argv[0]);
    xr = n < 3 ? n : 3;

    cbytes = (size_t)n * CBLK;
    data = shmem_align(64, 2 * (size_t)n * REG);
    csrc = shmem_align(64, MAXCOLL * cbytes);
    cdst = shmem_align(64, MAXCOLL * cbytes);
    mdata = malloc((size_t)n * 2 * n * REG);
    msig = calloc((size_t)n * 2 * n, KSIG * SIGSZ);
    mst = calloc((size_t)n, sizeof(*mst));
    mpre = calloc((size_t)n, sizeof(*mpre));
    arena = malloc((size_t)MAXOPS * (MAXRMA + 16) * 3);
    scratch = malloc((size_t)MAXRMA * 3 + 16);
    getbuf = malloc((size_t)MAXOPS * (MAXRMA + 16) * 3);
    plan = calloc((size_t)n * MAXOPS, sizeof(*plan));
    nops = calloc((size_t)n, sizeof(int));
    if (!data || !csrc || !cdst || !mdata || !msig || !mst || !mpre || !arena ||
        !scratch || !getbuf || !plan || !nops) {
        fprintf(stderr, "FAIL: PE %d: out of memory\n", me);
        return 1;
    }
    for (int j = 0; j < MAXCOLL; j++)
        for (int i = 0; i < PSYNC; i++)
            psync[j][i] = SHMEM_SYNC_VALUE;
    memset(cdst, 0, MAXCOLL * cbytes);
    for (int j = 0; j < MAXCOLL; j++)
        memset(cdst + (size_t)j * cbytes, POISON(j), cbytes);
    /* Initial contents: every PE's data from (seed, PE); words all ones
     * for the and-words. */
    round_no = -1;
    for (int pe = 0; pe < n; pe++) {
        fill(MD(pe, 0), 2 * (size_t)n * REG, 0xda7a0000u + (uint64_t)pe);
        for (int pb = 0; pb < 2; pb++)
            for (int c = 0; c < NCTR; c++)
                mst[pe].aw[pb][c] = ~0ULL;
    }
    memcpy(data, MD(me, 0), 2 * (size_t)n * REG);
    for (int pb = 0; pb < 2; pb++)
        for (int c = 0; c < NCTR; c++)
            aw[pb][c] = ~0ULL;

    teams[T_WORLD] = SHMEM_TEAM_WORLD;
    teams[T_EVEN] = teams[T_ODD] = SHMEM_TEAM_INVALID;
    shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, (n + 1) / 2, NULL, 0,
                             &teams[T_EVEN]);
    if (n >= 2)
        shmem_team_split_strided(SHMEM_TEAM_WORLD, 1, 2, n / 2, NULL, 0,
                                 &teams[T_ODD]);
    shmem_team_split_2d(SHMEM_TEAM_WORLD, 3, NULL, 0, &teams[T_X], NULL, 0,
                        &teams[T_Y]);
    for (int t = 0; t < T_N; t++) {
        struct set s = team_of(t, me);
        CHECK((s.size > 0) == (teams[t] != SHMEM_TEAM_INVALID) &&
                  (s.size == 0 ||
                   (shmem_team_n_pes(teams[t]) == s.size &&
                    shmem_team_my_pe(teams[t]) == (me - s.start) / s.stride)),
              "team %s is not the model's (PEs %d+k*%d, k<%d)", team_name[t],
              s.start, s.stride, s.size);
    }
    if (shmem_ctx_create(SHMEM_CTX_PRIVATE, &ctx) != 0)
        ctx = SHMEM_CTX_DEFAULT;
    shmem_barrier_all();

    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long total_ops = 0, total_coll = 0;
    for (round_no = 0; round_no < rounds && !nfail; round_no++) {
        int b = (int)(round_no & 1);
        memcpy(mpre, mst, (size_t)n * sizeof(*mst));
        plan_colls();
        for (int w = 0; w < n; w++)
            plan_writer(w, b);
        run_ops(b);
        await_signals(b);
        check_memory(1 - b, b);
        check_coll_dests();
        shmem_barrier_all();
        check_memory(b, b);
        check_remote(b);
        total_ops += nops[me];
        total_coll += ncoll;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (nfail) {
        fflush(stderr);
        exit(1); /* the others may be anywhere: oshrun stops them */
    }
    if (me == 0)
        printf("stress_model: seed %" PRIu64 ", %ld rounds, %d PEs, %ld ops "
               "on PE 0, %ld collectives, %.2f s\n",
               seed, rounds, n, total_ops, total_coll,
               (double)(t1.tv_sec - t0.tv_sec) +
                   (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    if (ctx != SHMEM_CTX_DEFAULT)
        shmem_ctx_destroy(ctx);
    for (int t = T_EVEN; t < T_N; t++)
        shmem_team_destroy(teams[t]);
    return test_exit();
}
