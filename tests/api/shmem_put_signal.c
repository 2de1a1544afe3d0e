/* SPDX-License-Identifier: BSD-3-Clause */
/* Put-with-signal: every form, SET and ADD, 1 element to 1 MiB, contention. */
/* shmap-test: npes=1,2,3,4,8 timeout=90 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * Ring transfers: each PE put_signals a block to its right neighbour and
 * waits for the one from its left, then checks the signal value the wait
 * returned, signal_fetch, every element and the guard bytes after the
 * block. Each transfer is a round of its own (the signal and destination
 * are reset locally between barriers), and the data pattern depends on the
 * round, so stale data shows.
 */
#define MAXBYTES (1 << 20)
#define GUARDB 64
#define GUARD_BYTE 0xee

static int me, npes, left, right;
static unsigned char *dst; /* symmetric, MAXBYTES + GUARDB */
static unsigned char *src; /* private source */
static long round_no;
static uint64_t ring_sig; /* static global: the ring's signal */

/* Element counts as a function of the element size: none (the signal
 * alone), 1 element, 3, then byte sizes up to 1 MiB. */
#define NSIZES 7
static size_t nelems_for(int k, size_t elem)
{
    static const size_t bytes[NSIZES] = {0,         0,     0,       1000,
                                         4096 + 40, 65536, MAXBYTES};
    if (k < 3)
        return k == 2 ? 3 : (size_t)k;
    return bytes[k] / elem;
}

/* The value of element i sent by PE pe in round r: 0..99, which every
 * type holds exactly. */
#define VAL(T, pe, i, r) ((T)(((size_t)(pe)*31 + (i)*7 + (size_t)(r)) % 100))
/* Bytes for the sized and untyped forms, period 251. */
#define BVAL(pe, i, r)                                                         \
    ((unsigned char)(((size_t)(pe)*31 + (i)*7 + (size_t)(r)*13) % 251))

static int satisfies(uint64_t v, int cmp, uint64_t x)
{
    switch (cmp) {
    case SHMEM_CMP_EQ: return v == x;
    case SHMEM_CMP_NE: return v != x;
    case SHMEM_CMP_GT: return v > x;
    case SHMEM_CMP_LE: return v <= x;
    case SHMEM_CMP_LT: return v < x;
    case SHMEM_CMP_GE: return v >= x;
    }
    return 0;
}

/* One way of waiting: the start value, the operand, the comparison and
 * its value; the signal must end at `want`. */
struct sigcase {
    uint64_t start, operand;
    int cmp;
    uint64_t cmp_value, want;
};

/* Cycle through comparisons; ADD also carries past bit 32 and wraps. */
static struct sigcase sigcase_for(int op, long r)
{
    uint64_t u = (uint64_t)r;
    struct sigcase c;
    if (op == SHMEM_SIGNAL_SET) {
        c.start = 0;
        c.operand = c.want = (0xa5ULL << 56) | u;
        switch (r % 4) {
        case 0: c.cmp = SHMEM_CMP_NE, c.cmp_value = 0; break;
        case 1: c.cmp = SHMEM_CMP_EQ, c.cmp_value = c.want; break;
        case 2: c.cmp = SHMEM_CMP_GE, c.cmp_value = c.want; break;
        default: c.cmp = SHMEM_CMP_GT, c.cmp_value = c.want - 1; break;
        }
        return c;
    }
    c.start = (u << 33) | 0xffffffffULL;
    c.operand = 1 + u % 5;
    switch (r % 4) {
    case 0: c.cmp = SHMEM_CMP_NE, c.cmp_value = c.start; break;
    case 1: c.cmp = SHMEM_CMP_GT, c.cmp_value = c.start; break;
    case 2: c.cmp = SHMEM_CMP_EQ, c.cmp_value = c.start + c.operand; break;
    default: /* wraps past 2^64 - 1 */
        c.start = UINT64_MAX - 1;
        c.operand = 2 + u % 5; /* ends at 0 to 4 */
        c.cmp = SHMEM_CMP_LT, c.cmp_value = c.start;
        break;
    }
    c.want = c.start + c.operand;
    return c;
}

/* A transfer kind's sender and checker, for n elements in round_no. */
typedef void send_fn(size_t n, uint64_t signal, int op, int nbi);
typedef size_t check_fn(size_t n); /* first bad element, or SIZE_MAX */

static const int ops[2] = {SHMEM_SIGNAL_SET, SHMEM_SIGNAL_ADD};
#define OP_NAME(op) ((op) == SHMEM_SIGNAL_SET ? "SIGNAL_SET" : "SIGNAL_ADD")

static void ring_transfer(const char *name, size_t elem, size_t n, int op,
                          int nbi, send_fn *send, check_fn *check)
{
    round_no++;
    struct sigcase c = sigcase_for(op, round_no);
    memset(dst, GUARD_BYTE, n * elem + GUARDB);
    ring_sig = c.start;
    shmem_barrier_all();
    send(n, c.operand, op, nbi);
    uint64_t got = shmem_signal_wait_until(&ring_sig, c.cmp, c.cmp_value);
    CHECK(satisfies(got, c.cmp, c.cmp_value) && got == c.want,
          "%s%s %s, %zu elements: signal_wait_until (cmp %d, %#llx) "
          "returned %#llx, want %#llx",
          name, nbi ? "_nbi" : "", OP_NAME(op), n, c.cmp,
          (unsigned long long)c.cmp_value, (unsigned long long)got,
          (unsigned long long)c.want);
    uint64_t f = shmem_signal_fetch(&ring_sig);
    CHECK(f == c.want,
          "%s%s %s, %zu elements: signal_fetch %#llx, want "
          "%#llx",
          name, nbi ? "_nbi" : "", OP_NAME(op), n, (unsigned long long)f,
          (unsigned long long)c.want);
    size_t bad = check(n);
    CHECK(bad == SIZE_MAX, "%s%s %s, %zu elements: element %zu wrong", name,
          nbi ? "_nbi" : "", OP_NAME(op), n, bad);
    for (size_t i = n * elem; i < n * elem + GUARDB; i++)
        if (dst[i] != GUARD_BYTE) {
            CHECK(0,
                  "%s%s %s, %zu elements: byte %zu past the end "
                  "written",
                  name, nbi ? "_nbi" : "", OP_NAME(op), n, i - n * elem);
            break;
        }
    shmem_barrier_all(); /* dst and the signal are reused next */
}

/* Every size, SET and ADD, blocking and _nbi. */
static void ring_all(const char *name, size_t elem, send_fn *send,
                     check_fn *check)
{
    for (int k = 0; k < NSIZES; k++)
        for (int o = 0; o < 2; o++)
            for (int nbi = 0; nbi < 2; nbi++)
                ring_transfer(name, elem, nelems_for(k, elem), ops[o], nbi,
                              send, check);
}

/* ---- typed forms ---- */

#define DEF_TYPED(NAME, T)                                                     \
    static void send_##NAME(size_t n, uint64_t signal, int op, int nbi)        \
    {                                                                          \
        T *s = (T *)(void *)src;                                               \
        for (size_t i = 0; i < n; i++)                                         \
            s[i] = VAL(T, me, i, round_no);                                    \
        if (nbi) {                                                             \
            shmem_##NAME##_put_signal_nbi((T *)(void *)dst, s, n, &ring_sig,   \
                                          signal, op, right);                  \
            shmem_quiet();                                                     \
        } else {                                                               \
            shmem_##NAME##_put_signal((T *)(void *)dst, s, n, &ring_sig,       \
                                      signal, op, right);                      \
        }                                                                      \
    }                                                                          \
    static size_t check_##NAME(size_t n)                                       \
    {                                                                          \
        const T *d = (const T *)(void *)dst;                                   \
        for (size_t i = 0; i < n; i++)                                         \
            if (d[i] != VAL(T, left, i, round_no))                             \
                return i;                                                      \
        return SIZE_MAX;                                                       \
    }
SHMEMI_RMA_TYPES(DEF_TYPED)
#undef DEF_TYPED

/* ---- sized and untyped forms: bytes ---- */

typedef void sig_put_fn(void *, const void *, size_t, uint64_t *, uint64_t, int,
                        int);
struct sized_form {
    const char *name;
    size_t elem;
    sig_put_fn *put, *put_nbi;
};
#define SIZED_ENTRY(BITS)                                                      \
    {"shmem_put" #BITS "_signal", (BITS) / 8, shmem_put##BITS##_signal,        \
     shmem_put##BITS##_signal_nbi},
static const struct sized_form sized[] = {
    SHMEMI_SIZED_BITS(SIZED_ENTRY){
        "shmem_putmem_signal", 1, shmem_putmem_signal, shmem_putmem_signal_nbi},
};
#undef SIZED_ENTRY
#define NSIZED (sizeof(sized) / sizeof(sized[0]))
static const struct sized_form *cur; /* the form ring_all is running */

static void send_bytes(size_t n, uint64_t signal, int op, int nbi)
{
    size_t bytes = n * cur->elem;
    for (size_t i = 0; i < bytes; i++)
        src[i] = BVAL(me, i, round_no);
    (nbi ? cur->put_nbi : cur->put)(dst, src, n, &ring_sig, signal, op, right);
    if (nbi)
        shmem_quiet();
}

static size_t check_bytes(size_t n)
{
    size_t bytes = n * cur->elem;
    for (size_t i = 0; i < bytes; i++)
        if (dst[i] != BVAL(left, i, round_no))
            return i / cur->elem;
    return SIZE_MAX;
}

/* ---- many to one: ADD on one signal word ---- */

/*
 * Every PE puts a block into its own slot of PE 0's buffer, each adding
 * to one signal word on PE 0 (on the heap); PE 0 waits for the sum of the
 * additions and then checks every block. Blocks of a few bytes up to a
 * share of 1 MiB; each round alternates forms, and the signal is reset
 * between rounds.
 */
static void many_to_one(uint64_t *sig, int rounds)
{
    size_t blocks[] = {1, 8, 1000, (MAXBYTES / (size_t)npes) & ~(size_t)7};
    for (size_t b = 0; b < sizeof(blocks) / sizeof(blocks[0]); b++) {
        size_t block = blocks[b];
        for (int r = 0; r < rounds; r++) {
            round_no++;
            int form = r % 4; /* putmem, putmem_nbi, put8, put8_nbi */
            uint64_t add = r % 2 ? (uint64_t)me + 1 : 1;
            uint64_t total =
                r % 2 ? (uint64_t)npes * (npes + 1) / 2 : (uint64_t)npes;
            if (me == 0) {
                memset(dst, GUARD_BYTE, block * (size_t)npes + GUARDB);
                *sig = 0;
            }
            shmem_barrier_all();
            for (size_t i = 0; i < block; i++)
                src[i] = BVAL(me, i, round_no);
            unsigned char *slot = dst + block * (size_t)me;
            switch (form) {
            case 0:
                shmem_putmem_signal(slot, src, block, sig, add,
                                    SHMEM_SIGNAL_ADD, 0);
                break;
            case 1:
                shmem_putmem_signal_nbi(slot, src, block, sig, add,
                                        SHMEM_SIGNAL_ADD, 0);
                shmem_quiet();
                break;
            case 2:
                shmem_put8_signal(slot, src, block, sig, add, SHMEM_SIGNAL_ADD,
                                  0);
                break;
            default:
                shmem_put8_signal_nbi(slot, src, block, sig, add,
                                      SHMEM_SIGNAL_ADD, 0);
                shmem_quiet();
                break;
            }
            if (me == 0) {
                uint64_t got =
                    shmem_signal_wait_until(sig, SHMEM_CMP_GE, total);
                CHECK(got == total,
                      "many to one, %zu-byte blocks, round "
                      "%d: signal %llu, want %llu",
                      block, r, (unsigned long long)got,
                      (unsigned long long)total);
                uint64_t f = shmem_signal_fetch(sig);
                CHECK(f == total, "many to one: signal_fetch %llu, want %llu",
                      (unsigned long long)f, (unsigned long long)total);
                for (int pe = 0; pe < npes; pe++) {
                    const unsigned char *d = dst + block * (size_t)pe;
                    size_t i = 0;
                    while (i < block && d[i] == BVAL(pe, i, round_no))
                        i++;
                    CHECK(i == block,
                          "many to one, %zu-byte blocks, round "
                          "%d: PE %d's block wrong at byte %zu",
                          block, r, pe, i);
                }
                const unsigned char *g = dst + block * (size_t)npes;
                for (int i = 0; i < GUARDB; i++)
                    if (g[i] != GUARD_BYTE) {
                        CHECK(0,
                              "many to one: byte %d past the blocks "
                              "written",
                              i);
                        break;
                    }
            }
            shmem_barrier_all();
        }
    }
}

int main(void)
{
    test_init(&me, &npes, &left, &right);
    dst = shmem_malloc(MAXBYTES + GUARDB);
    uint64_t *hsig = shmem_calloc(1, sizeof(uint64_t));
    src = malloc(MAXBYTES);
    CHECK(dst && hsig && src, "out of memory");
    if (!dst || !hsig || !src)
        return test_exit();

#define RING_TYPED(NAME, T)                                                    \
    ring_all("shmem_" #NAME "_put_signal", sizeof(T), send_##NAME,             \
             check_##NAME);
    SHMEMI_RMA_TYPES(RING_TYPED)
#undef RING_TYPED
    for (size_t i = 0; i < NSIZED; i++) {
        cur = &sized[i];
        ring_all(cur->name, cur->elem, send_bytes, check_bytes);
    }
    many_to_one(hsig, 8);

    shmem_free(hsig);
    shmem_free(dst);
    free(src);
    return test_exit();
}
