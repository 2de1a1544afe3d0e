/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered memory of PEs on other nodes: the MPI dynamic window, or
 * UCX's keys (ucx.c). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asym.h"
#include "../backoff.h"
#include "../../transport/mpi_plugin.h"
#include "../../transport/ucx_plugin.h"
#include "../shmemi.h"
#include "../start/start.h"

/*
 * While a job spans nodes, every PE that registers memory also attaches
 * it to the MPI transport's dynamic window (mpi_plugin.h), and attaches
 * its region table's header, directory and keys there too; a peer names
 * the memory by the owner's address, which is its displacement (checked
 * at attach: MPI_Get_address must give the address itself).
 *
 * Whether (pe, address) is registered, a peer learns by searching pe's
 * table itself with MPI_Get (header, one directory pair, the bucket's
 * keys), as a same-node peer searches its mapping. What keeps that and
 * the access itself right under a concurrent unregister is a reader-
 * writer word in pe's library area (lib->asym.rw, reached through the
 * static window): the generation << 32 | the number of PEs in an access,
 * changed only by MPI atomics (so they are atomic with each other):
 *  - an access: fetch-and-add 1 (the read lock); if the generation is
 *    odd the owner is changing its table: subtract 1, back off, retry.
 *    Then the search (skipped when this thread found the region at this
 *    generation before), the operation on the dynamic window, a flush
 *    (MPI_Win_flush: done at pe), and fetch-and-add -1;
 *  - the owner, in register and unregister (holding owner.c's lock):
 *    add 1 << 32 (odd: no new access starts), wait until the reader
 *    count is 0 (accesses already in finish), change the table and its
 *    attachments, add 1 << 32 (even again).
 * So an access that starts after shmemx_asym_unregister returned sees
 * the new generation, searches again and ends the job with the one-line
 * error; one that started before has finished before unregister returns.
 * Never a write into memory that is no longer registered. The price: an
 * access to registered memory on another node costs four round trips
 * (lock, operation, flush, unlock) instead of one, and an owner's
 * register/unregister waits for the accesses in flight to it.
 *
 * MPI_Win_attach is limited (Open MPI's osc/rdma: osc_rdma_max_attach
 * buffers, 64 unless set; the plugin asks for 1024 when it initialises
 * MPI), so attachments are coalesced: page spans that overlap or touch
 * become one attachment (detached and attached again as one, under the
 * write lock), counted by the regions inside, detached when the last
 * goes. An attachment may so cover pages no region holds any more; the
 * table, not MPI, says what a peer may touch.
 *
 * Atomics and signals on registered memory go through the dynamic window
 * for every PE while the job spans nodes, same-node PEs and oneself
 * included (cross-path atomicity, doc/ARCHITECTURE.md); puts and gets to
 * same-node PEs stay loads and stores through their mapping.
 *
 * When UCX carries the segments (shmemi_net_ucx()), it carries all of
 * this instead of MPI: the rw word's atomics and the reads of lib->asym
 * go through UCX on the segment (UCX's CPU atomic mode: atomic with the
 * owner's own, and with same-node PEs' CPU atomics, so those stay CPU
 * atomics on the mapping: transport/span.c), each span is registered
 * with UCX instead of attached (ucx.c publishes its key), and the table
 * and the memory are reached with the span's key. No flush before the
 * unlock: UCX orders the unlock's atomic after the access (its fence),
 * as it orders a signal after its data. MPI's progress is then not
 * needed for registered memory.
 */

#define TAG (1ULL << 63) /* the translation's mark: pe's own address */
#define RW_GEN (1ULL << 32)
#define RW_READERS (RW_GEN - 1)

/* The routine whose translation deferred the check, for its error. */
static _Thread_local const char *deferred_routine;

bool shmemi_asym_mpi_on(void)
{
    return shmemi.mpi_spans && shmemi.mpi && shmemi.mpi->dyn;
}

static uintptr_t rw_off(void)
{
    return shmemi_lib_offset(&shmemi.lib->asym.rw);
}

/* The transport over the segments for the lock and lib->asym: UCX's or
 * MPI's static window. */
static const struct shmemi_transport *seg_tp(void)
{
    const struct shmemi_ucx_plugin *u = shmemi_net_ucx();
    return u ? u->tp : shmemi.mpi->tp;
}

static uint64_t rw_add(int pe, uint64_t v)
{
    uint64_t old = 0;
    seg_tp()->amo(pe, rw_off(), SHMEMI_AMO_ADD, 8, &v, NULL, &old);
    return old;
}

/* ---- the owner ---- */

void shmemi_asym_mpi_lock(void)
{
    rw_add(shmemi.me, RW_GEN); /* odd: no access starts */
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    /* The readers' count, a plain load of a word only MPI atomics change
     * (the unified memory model); the backoff lets MPI progress, so the
     * emulated atomics aimed at us complete. */
    while (__atomic_load_n(&shmemi.lib->asym.rw, __ATOMIC_ACQUIRE) &
           RW_READERS)
        shmemi_backoff(&b, SHMEMI_WATCH_ANY, "shmemx_asym");
}

void shmemi_asym_mpi_unlock(void)
{
    rw_add(shmemi.me, RW_GEN);
}

/* The coalesced attachments: sorted, disjoint page spans. */
static struct span {
    uintptr_t lo, hi;
    size_t refs;
} *spans;
static size_t nspans, capspans;

static int attach_one(uintptr_t lo, uintptr_t hi)
{
    if (shmemi_net_ucx())
        return shmemi_asym_ucx_attach(lo, hi);
    char err[256] = "";
    int64_t disp = 0;
    int rc = shmemi.mpi->attach((void *)lo, hi - lo, &disp, err, sizeof(err));
    if (rc)
        return rc;
    if ((uintptr_t)disp != lo) {
        /* Peers name registered memory by the owner's address. */
        shmemi.mpi->detach((void *)lo, err, sizeof(err));
        return -ENOTSUP;
    }
    return 0;
}

static void detach_one(uintptr_t lo)
{
    if (shmemi_net_ucx()) {
        shmemi_asym_ucx_detach(lo);
        return;
    }
    char err[256] = "";
    if (shmemi.mpi->detach((void *)lo, err, sizeof(err)))
        shmemi_warn("shmemx_asym_unregister", "%s", err);
}

int shmemi_asym_mpi_attach(uintptr_t lo, uintptr_t hi)
{
    /* The spans [i, j) that overlap or touch [lo, hi). */
    size_t i = 0, j;
    while (i < nspans && spans[i].hi < lo)
        i++;
    for (j = i; j < nspans && spans[j].lo <= hi; j++)
        ;
    if (j == i + 1 && spans[i].lo <= lo && hi <= spans[i].hi) {
        spans[i].refs++;
        return 0;
    }
    if (nspans == capspans) {
        size_t cap = capspans ? capspans * 2 : 16;
        struct span *s = realloc(spans, cap * sizeof(*s));
        if (!s)
            return -ENOMEM;
        spans = s;
        capspans = cap;
    }
    struct span u = {lo, hi, 1};
    for (size_t k = i; k < j; k++) {
        u.lo = spans[k].lo < u.lo ? spans[k].lo : u.lo;
        u.hi = spans[k].hi > u.hi ? spans[k].hi : u.hi;
        u.refs += spans[k].refs;
        detach_one(spans[k].lo);
    }
    int rc = attach_one(u.lo, u.hi);
    if (rc) {
        /* Back as they were (each was attached before). */
        for (size_t k = i; k < j; k++)
            if (attach_one(spans[k].lo, spans[k].hi))
                shmemi_warn("shmemx_asym_register",
                            "cannot attach %p..%p to MPI's window again",
                            (void *)spans[k].lo, (void *)spans[k].hi);
        return rc;
    }
    memmove(&spans[i + 1], &spans[j], (nspans - j) * sizeof(*spans));
    spans[i] = u;
    nspans = nspans - (j - i) + 1;
    return 0;
}

void shmemi_asym_mpi_detach(uintptr_t lo, uintptr_t hi)
{
    for (size_t i = 0; i < nspans; i++)
        if (spans[i].lo <= lo && hi <= spans[i].hi) {
            if (--spans[i].refs == 0) {
                detach_one(spans[i].lo);
                memmove(&spans[i], &spans[i + 1],
                        (nspans - i - 1) * sizeof(*spans));
                nspans--;
            }
            return;
        }
}

/* ---- a peer ---- */

/* Over UCX the decrement is not waited for: UCX delivers it after the
 * access (its fence), and the next access or a quiet completes it. */
static void rd_unlock(int pe)
{
    uint64_t v = UINT64_MAX; /* - 1 */
    if (shmemi_net_ucx())
        seg_tp()->amo(pe, rw_off(), SHMEMI_AMO_ADD, 8, &v, NULL, NULL);
    else
        rw_add(pe, v);
}

/* The read lock on pe's table: its generation (0: nothing registered).
 * While pe changes its table (generation odd) a reader only reads the
 * word until it is even: were it to keep adding and taking back 1, the
 * owner, waiting for the count to drop to 0, could see it at 1 most of
 * the time where a round trip is long (over TCP). */
static uint64_t rd_lock(int pe)
{
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    for (;;) {
        uint64_t g = rw_add(pe, 1) / RW_GEN;
        if (!(g & 1))
            return g;
        rd_unlock(pe);
        do
            shmemi_backoff(&b, pe, "shmemx_asym");
        while ((rw_add(pe, 0) / RW_GEN) & 1);
    }
}

/* The key of pe's span holding [a, a+len) named for UCX's registered-
 * memory operations (read lock held at generation gen). */
static const struct shmemi_transport *ucx_reg(int pe, uint64_t gen,
                                              uintptr_t a, size_t len)
{
    const struct shmemi_ucx_plugin *u = shmemi_net_ucx();
    void *key = shmemi_asym_ucx_key(pe, gen, a, len);
    if (!key)
        shmemi_fatal("shmemx_asym",
                     "PE %d published no UCX key for its registered memory "
                     "at %p (%zu bytes)",
                     pe, (void *)a, len);
    u->use_key(key);
    return u->reg;
}

static void dyn_get(int pe, uint64_t gen, uint64_t disp, void *dst, size_t n)
{
    if (shmemi_net_ucx())
        ucx_reg(pe, gen, (uintptr_t)disp, n)->get(pe, (uintptr_t)disp, dst, n);
    else
        shmemi.mpi->dyn->get(pe, (uintptr_t)disp, dst, n);
}

/* Under the read lock: the region of pe holding [a, a+len), searched in
 * pe's table through MPI as table.h's table_floor() does. */
struct hit {
    uintptr_t lo, len;
    uint64_t sym; /* symmetric memory: its segment offset + 1, else 0 */
};

/*
 * What this thread found, each valid while the generation pe's read lock
 * returns is the one it was found under (pe changed nothing since):
 * the regions (FOUND of them, any PEs, scanned: a scan is a few ns next
 * to an MPI round trip, a search three or four), and per PE slot where
 * the table is and its header, which a search needs first.
 */
#define FOUND 64
static _Thread_local struct found {
    int pe;
    uint64_t gen;
    struct hit h;
} found[FOUND];
static _Thread_local unsigned found_next, found_used;
static _Thread_local struct table_seen {
    int pe;
    uint64_t gen, t;
    struct shmemi_asym_hdr h;
} seen[SHMEMI_ASYM_LAST] = {{.pe = -1}, {.pe = -1}, {.pe = -1}, {.pe = -1}};

#define SCAN_KEYS 256

static bool search(int pe, uint64_t gen, uintptr_t a, size_t len,
                   struct hit *out)
{
    struct table_seen *ts = &seen[(unsigned)pe % SHMEMI_ASYM_LAST];
    if (ts->pe != pe || ts->gen != gen) {
        /* The header changes only with the generation; the table's place
         * once, from 0 to where pe made it. */
        bool placed = ts->pe == pe && ts->t;
        ts->pe = -1;
        if (!placed) {
            ts->t = 0;
            seg_tp()->get(pe, shmemi_lib_offset(&shmemi.lib->asym.table),
                          &ts->t, sizeof(ts->t));
        }
        if (ts->t)
            dyn_get(pe, gen, ts->t, &ts->h, sizeof(ts->h));
        ts->pe = pe;
        ts->gen = gen;
    }
    uint64_t t = ts->t;
    if (!t)
        return false;
    struct shmemi_asym_hdr h = ts->h;
    uint64_t n = h.count > SHMEMI_ASYM_CAP ? SHMEMI_ASYM_CAP : h.count;
    if (n == 0 || h.dir_n == 0 || h.dir_n > SHMEMI_ASYM_DIR_CAP ||
        a < h.dir_lo)
        return false;
    uint64_t keys = t + SHMEMI_ASYM_KEYS_OFF;
    uint64_t b = (a - h.dir_lo) >> (h.dir_shift & 63), i0, i1;
    if (b >= h.dir_n) {
        i0 = n - 1; /* past the last bucket: past every key */
        i1 = n;
    } else {
        uint32_t d[2];
        dyn_get(pe, gen, t + SHMEMI_ASYM_DIR_OFF + b * 4, d, sizeof(d));
        i0 = d[0] < n ? d[0] : n;
        i1 = d[1] < n ? d[1] : n;
        if (i0 > i1)
            i0 = i1;
    }
    /* The last start <= a in [i0, i1), else the key before i0 (key[-1]
     * is zeros): a crowded bucket is narrowed by single reads first, to
     * at most 256 keys (4 KiB, a round trip as a 16-byte read is). */
    while (i1 - i0 > SCAN_KEYS) {
        uint64_t mid = i0 + (i1 - i0) / 2, k;
        dyn_get(pe, gen, keys + mid * sizeof(struct shmemi_asym_key), &k,
                sizeof(k));
        if (k <= a)
            i0 = mid;
        else
            i1 = mid;
    }
    struct shmemi_asym_key k[SCAN_KEYS + 1];
    size_t m = (size_t)(i1 - i0) + 1; /* from i0 - 1 */
    dyn_get(pe, gen, keys + (i0 - 1) * sizeof(struct shmemi_asym_key), k,
            m * sizeof(*k));
    size_t f = 0;
    for (size_t x = 1; x < m; x++)
        if (k[x].lo <= a)
            f = x;
    uint64_t l = k[f].lk & ((1ULL << SHMEMI_ASYM_KIND_SHIFT) - 1);
    uintptr_t d = a - k[f].lo;
    if (k[f].lo > a || d >= l || len > l - d)
        return false;
    out->lo = k[f].lo;
    out->len = l;
    out->sym = 0;
    if (k[f].lk >> SHMEMI_ASYM_KIND_SHIFT == SHMEMI_ASYM_SYM) {
        /* Symmetric memory, only noted: reached through the static
         * window at its segment offset (the record says which). */
        struct shmemi_asym_rec r;
        uint64_t i = i0 - 1 + f;
        dyn_get(pe, gen, t + SHMEMI_ASYM_RECS_OFF + i * sizeof(r), &r,
                sizeof(r));
        out->sym = r.foff + 1;
    }
    return true;
}

static _Thread_local uint64_t entered_gen; /* enter()'s, for UCX's key */

/* Take the read lock on pe and check [a, a+len); returns the region with
 * the lock held, or NULL with it released. */
static const struct hit *enter(int pe, uintptr_t a, size_t len)
{
    uint64_t g = rd_lock(pe);
    entered_gen = g;
    for (unsigned i = 0; i < found_used; i++) {
        const struct found *c = &found[i];
        if (c->pe == pe && c->gen == g && a - c->h.lo < c->h.len &&
            len <= c->h.len - (a - c->h.lo))
            return &c->h;
    }
    struct hit h;
    if (g != 0 && search(pe, g, a, len, &h)) {
        struct found *c = &found[found_next];
        found_next = (found_next + 1) % FOUND;
        if (found_used < FOUND)
            found_used++;
        c->pe = pe;
        c->gen = g;
        c->h = h;
        return &c->h;
    }
    rd_unlock(pe);
    return NULL;
}

/* The operation is done at pe; then the read lock goes. */
void shmemi_asym_mpi_leave(int pe)
{
    if (!shmemi_net_ucx()) /* UCX orders the unlock after it */
        shmemi.mpi->dyn_complete(pe);
    rd_unlock(pe);
}

uintptr_t shmemi_asym_mpi_defer(const void *addr, const char *routine)
{
    deferred_routine = routine;
    return TAG | (uintptr_t)addr;
}

bool shmemi_asym_mpi_find(const void *addr, size_t len, int pe, uintptr_t *off)
{
    uintptr_t a = (uintptr_t)addr;
    const struct hit *h = enter(pe, a, len ? len : 1);
    if (!h)
        return false;
    uint64_t sym = h->sym;
    rd_unlock(pe);
    *off = sym ? sym - 1 + (a - h->lo) : TAG | a;
    return true;
}

/* TAG | address for a PE on another node, map-relative for one mapped
 * here (asym.h). */
bool shmemi_asym_mpi_target(int pe, uintptr_t off, size_t len, uintptr_t *a)
{
    uintptr_t x = off & ~TAG;
    if (shmemi.map[pe] && !shmemi_asym_owner_addr(pe, off, &x))
        x = 0;
    const struct hit *h = x ? enter(pe, x, len) : NULL;
    if (h) {
        *a = h->sym ? h->sym - 1 + (x - h->lo) : x;
        if (!h->sym && shmemi_net_ucx())
            (void)ucx_reg(pe, entered_gen, x, len ? len : 1);
        return h->sym != 0;
    }
    const char *r = deferred_routine ? deferred_routine : "shmemx_asym";
    if (!x)
        shmemi_fatal(r, "an offset into PE %d's registered memory that "
                        "this PE never mapped",
                     pe);
    shmemi_bad_target(r, (void *)x, len, pe);
}

/* The first element goes to *a; the whole span is checked. */
bool shmemi_asym_mpi_strided_target(int pe, uintptr_t off, ptrdiff_t rst,
                                    size_t n, size_t elem, uintptr_t *a)
{
    ptrdiff_t ext = n ? (ptrdiff_t)(n - 1) * rst * (ptrdiff_t)elem : 0;
    size_t len = n ? (size_t)(ext < 0 ? -ext : ext) + elem : 0;
    uintptr_t low = ext < 0 ? (uintptr_t)ext : 0; /* lowest - first */
    bool sym = shmemi_asym_mpi_target(pe, off + low, len, a);
    *a -= low;
    return sym;
}
