/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered memory of PEs on other nodes over UCX: each span's key. */
#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "asym.h"
#include "../../transport/ucx_plugin.h"
#include "../shmemi.h"
#include "../start/start.h"

/*
 * When UCX carries the job's symmetric memory between nodes, it carries
 * registered memory too (mpi.c keeps the protocol: the reader-writer
 * word, the table searched by the peer, the coalesced page spans; only
 * the window changes). Each span the owner attaches is registered with
 * UCX (ucp_mem_map, no copy) and its packed key published in the
 * owner's library area (lib->asym_ucx, struct shmemi_asym_ring): the
 * spans sorted by start, each naming a key slot. A peer reads that ring
 * through the segment's key, under the owner's read lock (so it is not
 * changing), and keeps, per thread, what it read for that generation
 * and the keys it unpacked, by their stamp (never reused). The table
 * itself is a span like the others.
 */

_Static_assert(SHMEMI_ASYM_KEY_MAX == SHMEMI_UCX_KEY_MAX,
               "a key slot holds UCX's largest packed key");

#define RING_OFF offsetof(struct shmemi_lib, asym_ucx)
#define SPAN_OFF(i)                                                            \
    (RING_OFF + offsetof(struct shmemi_asym_ring, span) +                      \
     (i) * sizeof(struct shmemi_asym_span))
#define KEY_OFF(slot)                                                          \
    (RING_OFF + offsetof(struct shmemi_asym_ring, key) +                       \
     (slot) * sizeof(((struct shmemi_asym_ring *)0)->key[0]))

/* Keys unpacked, by (PE, stamp); the oldest released for a new one.
 * Each thread's set is also on a list, so that the transport's end
 * releases them all (a thread that ended leaves its set there). */
#define KEPT 64
struct keys {
    struct keys *next;
    unsigned next_slot;
    struct kept {
        int pe;
        uint64_t stamp;
        void *rkey;
    } k[KEPT];
};
static _Thread_local struct keys *mine;
static struct keys *all_keys;
static pthread_mutex_t keys_mu = PTHREAD_MUTEX_INITIALIZER;

static struct keys *my_keys(void)
{
    if (!mine) {
        struct keys *k = calloc(1, sizeof(*k));
        if (!k)
            shmemi_fatal("shmemx_asym", "out of memory for UCX keys");
        pthread_mutex_lock(&keys_mu);
        k->next = all_keys;
        all_keys = k;
        pthread_mutex_unlock(&keys_mu);
        mine = k;
    }
    return mine;
}

/* ---- the owner (holding owner.c's lock and the write side) ---- */

static void *memh[SHMEMI_ASYM_SPANS]; /* by key slot */
static uint64_t stamps;

int shmemi_asym_ucx_attach(uintptr_t lo, uintptr_t hi)
{
    const struct shmemi_ucx_plugin *u = shmemi_net_ucx();
    struct shmemi_asym_ring *r = &shmemi.lib->asym_ucx;
    uint64_t n = r->n;
    if (n == SHMEMI_ASYM_SPANS)
        return -ENOSPC;
    uint64_t slot = 0;
    while (memh[slot])
        slot++;
    char err[256] = "";
    size_t len = 0;
    int rc = u->mem_reg((void *)lo, hi - lo, &memh[slot], r->key[slot].b, &len,
                        err, sizeof(err));
    if (rc) {
        shmemi_warn("shmemx_asym_register", "%s", err);
        return -ENOSPC; /* as MPI's refusal (shmemx_asym_register(3)) */
    }
    r->key[slot].len = len;
    uint64_t i = 0;
    while (i < n && r->span[i].lo < lo)
        i++;
    memmove(&r->span[i + 1], &r->span[i], (n - i) * sizeof(r->span[0]));
    r->span[i] = (struct shmemi_asym_span){lo, hi, slot, ++stamps};
    r->n = n + 1;
    return 0;
}

void shmemi_asym_ucx_detach(uintptr_t lo)
{
    struct shmemi_asym_ring *r = &shmemi.lib->asym_ucx;
    for (uint64_t i = 0; i < r->n; i++)
        if (r->span[i].lo == lo) {
            uint64_t slot = r->span[i].slot;
            shmemi_net_ucx()->mem_dereg(memh[slot]);
            memh[slot] = NULL;
            memmove(&r->span[i], &r->span[i + 1],
                    (r->n - i - 1) * sizeof(r->span[0]));
            r->n--;
            return;
        }
}

/* After the last barrier: no PE accesses registered memory any more. */
void shmemi_asym_ucx_finalize(void)
{
    const struct shmemi_ucx_plugin *u = shmemi_net_ucx();
    for (size_t s = 0; u && s < SHMEMI_ASYM_SPANS; s++)
        if (memh[s]) {
            u->mem_dereg(memh[s]);
            memh[s] = NULL;
        }
    shmemi.lib->asym_ucx.n = 0;
    pthread_mutex_lock(&keys_mu);
    while (all_keys) {
        struct keys *k = all_keys;
        all_keys = k->next;
        for (unsigned i = 0; u && i < KEPT; i++)
            if (k->k[i].rkey)
                u->key_release(k->k[i].rkey);
        free(k);
    }
    mine = NULL; /* (a job on MPI is not initialized again) */
    pthread_mutex_unlock(&keys_mu);
}

/* ---- a peer (holding pe's read lock) ---- */

/* The ring's count and its first SEEN spans, as read at one generation:
 * one get, of the count and as many spans as the PE had before (touching
 * spans coalesce: most PEs have few); beyond SEEN, a binary search span
 * by span. */
#define SEEN 64
static _Thread_local struct ring_seen {
    int pe;
    uint64_t gen, n;
    struct shmemi_asym_span s[SEEN];
} seen[SHMEMI_ASYM_LAST] = {{.pe = -1}, {.pe = -1}, {.pe = -1}, {.pe = -1}};

static void seg_get(int pe, size_t off, void *dst, size_t n)
{
    shmemi_net_ucx()->tp->get(pe, off, dst, n);
}

static bool covers(const struct shmemi_asym_span *s, uintptr_t a, size_t len)
{
    return s->lo <= a && a - s->lo < s->hi - s->lo &&
           len <= s->hi - s->lo - (a - s->lo);
}

static void *key_of(int pe, const struct shmemi_asym_span *s)
{
    struct keys *ks = my_keys();
    for (unsigned i = 0; i < KEPT; i++)
        if (ks->k[i].rkey && ks->k[i].pe == pe && ks->k[i].stamp == s->stamp)
            return ks->k[i].rkey;
    const struct shmemi_ucx_plugin *u = shmemi_net_ucx();
    struct {
        uint64_t len;
        unsigned char b[SHMEMI_ASYM_KEY_MAX];
    } k;
    if (s->slot >= SHMEMI_ASYM_SPANS)
        return NULL;
    seg_get(pe, KEY_OFF(s->slot), &k, sizeof(k));
    char err[256] = "";
    void *rkey = k.len && k.len <= sizeof(k.b)
                     ? u->key_unpack(pe, k.b, err, sizeof(err))
                     : NULL;
    if (!rkey)
        shmemi_fatal("shmemx_asym",
                     "PE %d's key for its registered memory "
                     "%p..%p: %s",
                     pe, (void *)s->lo, (void *)s->hi,
                     err[0] ? err : "no key in its slot");
    struct kept *o = &ks->k[ks->next_slot];
    ks->next_slot = (ks->next_slot + 1) % KEPT;
    if (o->rkey)
        u->key_release(o->rkey);
    *o = (struct kept){pe, s->stamp, rkey};
    return rkey;
}

void *shmemi_asym_ucx_key(int pe, uint64_t gen, uintptr_t a, size_t len)
{
    struct ring_seen *rs = &seen[(unsigned)pe % SHMEMI_ASYM_LAST];
    if (rs->pe != pe || rs->gen != gen) {
        struct {
            uint64_t n, pad[7];
            struct shmemi_asym_span s[SEEN];
        } head;
        _Static_assert(offsetof(struct shmemi_asym_ring, span) == 64,
                       "the ring's count and first spans are one get");
        /* As many spans as pe had when last read here, and two more
         * (most changes add or take one): the count first says whether
         * that was enough. */
        uint64_t guess = rs->pe == pe ? rs->n + 2 : SEEN;
        guess = guess < SEEN ? guess : SEEN;
        rs->pe = -1;
        seg_get(pe, RING_OFF, &head, 64 + guess * sizeof(head.s[0]));
        uint64_t n = head.n < SHMEMI_ASYM_SPANS ? head.n : SHMEMI_ASYM_SPANS;
        if (n > guess && guess < SEEN)
            seg_get(pe, SPAN_OFF(guess), &head.s[guess],
                    ((n < SEEN ? n : SEEN) - guess) * sizeof(head.s[0]));
        rs->n = n;
        memcpy(rs->s, head.s, sizeof(rs->s));
        rs->pe = pe;
        rs->gen = gen;
    }
    uint64_t n = rs->n, m = n < SEEN ? n : SEEN;
    for (uint64_t i = 0; i < m; i++)
        if (covers(&rs->s[i], a, len))
            return key_of(pe, &rs->s[i]);
    if (n <= SEEN || a < rs->s[SEEN - 1].lo)
        return NULL;
    /* the last span starting at or before a, among [SEEN - 1, n) */
    uint64_t i0 = SEEN - 1, i1 = n;
    struct shmemi_asym_span s = rs->s[SEEN - 1];
    while (i1 - i0 > 1) {
        uint64_t mid = i0 + (i1 - i0) / 2;
        struct shmemi_asym_span x;
        seg_get(pe, SPAN_OFF(mid), &x, sizeof(x));
        if (x.lo <= a) {
            i0 = mid;
            s = x;
        } else
            i1 = mid;
    }
    return covers(&s, a, len) ? key_of(pe, &s) : NULL;
}
