/* SPDX-License-Identifier: BSD-3-Clause */
/* Asymmetric memory: regions a PE registered, reached by (PE, its address). */
#ifndef SHMAP_ASYM_H
#define SHMAP_ASYM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../shmemi.h"

/*
 * A registered region of PE pe is named by pe's own address. On one node
 * its pages live on pe's "asym file" (a memfd) at file offset == address,
 * or in a user's file it mapped shared; a peer maps them lazily and gives
 * the transports an "offset" relative to shmemi.map[pe], so
 * map[pe] + offset is where the bytes are mapped here (wrapping
 * arithmetic: the offset is not inside the segment file). Only transports
 * that work on map[pe] understand such an offset (mapped, indirect).
 */

/*
 * The region table each PE that registers memory keeps (owner.c): a
 * header, a directory of equal-width buckets over the region starts,
 * and the regions sorted by start, start and length side by side (one
 * line holds a bucket's few). A peer maps it read-only and searches it
 * itself. Here because the translation's slow path searches it inline.
 */
struct shmemi_asym_hdr {
    uint64_t magic;
    uint64_t gen; /* a seqlock: odd while the owner changes the table */
    uint64_t count;
    uint64_t next_id;
    /* The directory: bucket b holds the keys k with (k - dir_lo) >>
     * dir_shift == b, which are key[dir[b], dir[b+1]); dir_n buckets
     * (0: none yet), dir[dir_n] == count. */
    uint64_t dir_lo;
    uint32_t dir_shift, dir_n;
};
/* A region: its start and length | kind << SHMEMI_ASYM_KIND_SHIFT. The
 * table's key[-1] is zeros ("no region" for the search below), and the
 * SHMEMI_ASYM_SCAN pairs after the last region start at UINT64_MAX. */
struct shmemi_asym_key {
    uint64_t lo, lk;
};
/* A region's full record (owner.c), in table order after the keys. */
struct shmemi_asym_rec {
    uint64_t lo, len;
    uint64_t foff;     /* REC_FILE: file offset of page_down(lo);
                          REC_SYM: segment offset of lo */
    uint64_t dev, ino; /* REC_FILE: the user's file */
    uint64_t id;       /* unique per registration */
    int32_t fd;        /* REC_FILE: the owner's descriptor of the file */
    uint32_t kind;
    uint64_t pad;
};
#define SHMEMI_ASYM_CAP (1U << 20)                 /* regions per PE */
#define SHMEMI_ASYM_DIR_CAP (4U * SHMEMI_ASYM_CAP) /* buckets, at most */
#define SHMEMI_ASYM_KIND_SHIFT 56
#define SHMEMI_ASYM_MEM 1 /* the kind of memory moved onto the asym file */
#define SHMEMI_ASYM_SYM 3 /* the kind of symmetric memory (only noted) */
/* Keys the inline search counts over in one bucket; a more crowded
 * bucket takes table.h's binary search. */
#define SHMEMI_ASYM_SCAN 4

/* Where the table's parts lie, from its header (table.h; mpi.c reads
 * them through MPI). key[] follows the directory's SHMEMI_ASYM_DIR_CAP +
 * 1 4-byte bounds, rounded up to a cache line (the odd count would leave
 * every key and record 4 bytes off their alignment: misaligned atomic
 * loads, keys across two lines), and one more line, whose last 16 bytes
 * are key[-1] (zeros: no region). The search reads SHMEMI_ASYM_SCAN keys
 * from any index up to the count: the records follow. */
#define SHMEMI_ASYM_DIR_OFF 4096UL
#define SHMEMI_ASYM_KEYS_OFF                                                   \
    (SHMEMI_ASYM_DIR_OFF +                                                     \
     ((((size_t)SHMEMI_ASYM_DIR_CAP + 1) * 4 + 63) & ~(size_t)63) + 64)
#define SHMEMI_ASYM_RECS_OFF                                                   \
    (SHMEMI_ASYM_KEYS_OFF +                                                    \
     (((size_t)SHMEMI_ASYM_CAP + SHMEMI_ASYM_SCAN) *                           \
          sizeof(struct shmemi_asym_key) +                                     \
      63) /                                                                    \
         64 * 64)

/*
 * What the inline search needs of PE pe's table, one line per PE:
 * where it is mapped here (h NULL: not yet), and the first window of
 * pe's asym file mapped here ([wlo, whi) of pe's addresses, whi 0: none
 * yet), offset = address + wdelta. Written once each, under owner.c's
 * lock: h and whi last, with release.
 */
struct shmemi_asym_peer {
    const struct shmemi_asym_hdr *h;
    const uint32_t *dir;
    const struct shmemi_asym_key *key;
    uintptr_t wlo, whi, wdelta;
} __attribute__((aligned(64)));
/* hidden: addressed %rip-relative, not through the GOT */
extern struct shmemi_asym_peer shmemi_asym_peer[]
    __attribute__((visibility("hidden")));

/*
 * The last region this thread reached through shmemi_asym_find() of
 * each of a few PEs (slot pe % SHMEMI_ASYM_LAST, so that a PE's puts
 * into a peer's region and its waits on its own do not evict each
 * other): PE pe's [lo, lo+len), offset = address + delta, valid while
 * pe's table generation (*genp) is gen. Initial-exec TLS: %fs-relative
 * loads, no call. What the inline search below leaves to
 * shmemi_asym_find() (a user's file, a second window, a crowded bucket)
 * is found here first when it repeats. The inline search neither reads
 * nor fills it: with random accesses a check and a fill per access cost
 * more than they save (bench/asym_lat).
 */
#define SHMEMI_ASYM_LAST 4
struct shmemi_asym_last {
    struct shmemi_asym_hit {
        int pe;
        uint64_t gen;
        const uint64_t *genp;
        uintptr_t lo, len, delta;
    } e[SHMEMI_ASYM_LAST];
};
extern _Thread_local struct shmemi_asym_last shmemi_asym_last
    __attribute__((tls_model("initial-exec")));

SHMEMI_HOT bool shmemi_asym_cached(const void *addr, size_t len, int pe,
                                   uintptr_t *off)
{
    const struct shmemi_asym_hit *c =
        &shmemi_asym_last.e[(unsigned)pe % SHMEMI_ASYM_LAST];
    uintptr_t d = (uintptr_t)addr - c->lo;
    if (c->pe == pe && d < c->len && len <= c->len - d &&
        __atomic_load_n(c->genp, __ATOMIC_ACQUIRE) == c->gen) {
        *off = (uintptr_t)addr + c->delta;
        return true;
    }
    return false;
}

/* Note pe's region [lo, lo+len), valid at generation gen of *genp. */
SHMEMI_HOT void shmemi_asym_remember(int pe, const uint64_t *genp, uint64_t gen,
                                     uintptr_t lo, uintptr_t len,
                                     uintptr_t delta)
{
    struct shmemi_asym_hit *c =
        &shmemi_asym_last.e[(unsigned)pe % SHMEMI_ASYM_LAST];
    c->pe = -1; /* never half-written for a signal handler's access */
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    c->gen = gen;
    c->genp = genp;
    c->lo = lo;
    c->len = len;
    c->delta = delta;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    c->pe = pe;
}

/*
 * Memory PE pe moved onto its asym file containing [addr, addr+len), in
 * the window mapped already: *off (map-relative, see above). False when
 * it cannot tell quickly (not attached yet, the owner changing the
 * table, a crowded bucket, another kind or window, no such region):
 * shmemi_asym_find() then decides. No call, no store: a seqlocked read
 * of the header line, one directory line, the line or two of key[] the
 * bucket starts in.
 */
SHMEMI_HOT bool shmemi_asym_lookup(const void *addr, size_t len, int pe,
                                   uintptr_t *off)
{
    const struct shmemi_asym_peer *p = &shmemi_asym_peer[pe];
    /* pairs with the release stores of attach and window_for (peer.c) */
    const struct shmemi_asym_hdr *h = __atomic_load_n(&p->h, __ATOMIC_ACQUIRE);
    uintptr_t whi = __atomic_load_n(&p->whi, __ATOMIC_ACQUIRE);
    if (SHMEMI_UNLIKELY(!h))
        return false;
    /* The seqlock's reader side, against table_begin/table_end: every
     * load in between relaxed and bounded, the result used only if the
     * generation was even and is unchanged. */
    uint64_t g = __atomic_load_n(&h->gen, __ATOMIC_ACQUIRE);
    uintptr_t a = (uintptr_t)addr;
    uint64_t lo = __atomic_load_n(&h->dir_lo, __ATOMIC_RELAXED);
    uint32_t nb = __atomic_load_n(&h->dir_n, __ATOMIC_RELAXED);
    /* a < lo wraps to at least 2^64 - 2^48: past every bucket */
    uint64_t b =
        (a - lo) >> (__atomic_load_n(&h->dir_shift, __ATOMIC_RELAXED) & 63);
    if (SHMEMI_UNLIKELY(b >= nb || nb > SHMEMI_ASYM_DIR_CAP))
        return false;
    /* The bucket's first region (masked: a torn index stays inside the
     * table; the seqlock rejects what it read). */
    const struct shmemi_asym_key *r =
        p->key +
        (__atomic_load_n(&p->dir[b], __ATOMIC_RELAXED) & (SHMEMI_ASYM_CAP - 1));
    /* The last region starting at or before a: the one before the
     * bucket's first (key[-1] if none), or one of the next few <= a.
     * Starts are sorted, the bucket's successors start past a and the
     * table ends in UINT64_MAX, so counting needs no bound; all
     * SHMEMI_ASYM_SCAN <= a means the bucket may hold more: the slow
     * path. Branch-free. */
    __builtin_prefetch(r - 1);
    uint64_t c = 0;
    for (uint64_t j = 0; j < SHMEMI_ASYM_SCAN; j++)
        c += __atomic_load_n(&r[j].lo, __ATOMIC_RELAXED) <= a;
    if (SHMEMI_UNLIKELY(c == SHMEMI_ASYM_SCAN))
        return false;
    r += (int64_t)c - 1;
    uint64_t key = __atomic_load_n(&r->lo, __ATOMIC_RELAXED);
    uint64_t lk = __atomic_load_n(&r->lk, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    uint64_t g2 = __atomic_load_n(&h->gen, __ATOMIC_RELAXED);
    uint64_t rlen = lk & ((1ULL << SHMEMI_ASYM_KIND_SHIFT) - 1);
    uintptr_t d = a - key;
    uintptr_t wlo = p->wlo;
    if (SHMEMI_UNLIKELY(g2 != g || (g & 1) || d >= rlen || len > rlen - d ||
                        lk >> SHMEMI_ASYM_KIND_SHIFT != SHMEMI_ASYM_MEM ||
                        a - wlo >= whi - wlo || len > whi - a))
        return false;
    *off = a + p->wdelta;
    return true;
}

/* shmemi_asym_lookup() for a PE that may be out of range (or the
 * library not initialised: npes 0). */
SHMEMI_HOT bool shmemi_asym_xlate(const void *addr, size_t len, int pe,
                                  uintptr_t *off)
{
    return SHMEMI_LIKELY((unsigned)pe < (unsigned)shmemi.npes) &&
           shmemi_asym_lookup(addr, len, pe, off);
}

/* Registered memory of PE pe containing [addr, addr+len)? Sets *off
 * (map-relative, see above). Never fatal. */
bool shmemi_asym_find(const void *addr, size_t len, int pe, uintptr_t *off);

int shmemi_asym_init(void);
int shmemi_asym_register(void *addr, size_t size);
int shmemi_asym_unregister(void *addr);

/*
 * PEs on other nodes (mpi.c): registered memory on the MPI
 * transport's dynamic window, or by UCX's keys when UCX carries the job
 * (ucx.c, below). On while the job spans nodes.
 */
bool shmemi_asym_mpi_on(void);
/* The owner, holding owner.c's lock: the writer side of its rw word
 * (waits until no PE is in an access), and its attachments. */
void shmemi_asym_mpi_lock(void);
void shmemi_asym_mpi_unlock(void);
int shmemi_asym_mpi_attach(uintptr_t lo, uintptr_t hi);
void shmemi_asym_mpi_detach(uintptr_t lo, uintptr_t hi);
/* A peer: the offset the translation gives for PE pe's address a when
 * pe is on another node; the check is made by the operation itself. */
uintptr_t shmemi_asym_mpi_defer(const void *addr, const char *routine);
/* A peer: is [a, a+len) inside memory PE pe registered (a real check,
 * through MPI)? */
bool shmemi_asym_mpi_find(const void *addr, size_t len, int pe,
                          uintptr_t *off);
/* PE pe's own address for a map-relative offset of its registered
 * memory (pe mapped here). */
bool shmemi_asym_owner_addr(int pe, uintptr_t off, uintptr_t *a);
/* For the transport while the job spans nodes (transport/span.c): where
 * an operation on pe at a translated offset beyond the segments goes (*a
 * on the dynamic window, or, symmetric memory and true returned, on the
 * static one), with the range checked and pe's read lock held until
 * shmemi_asym_mpi_leave; fatal if the memory is not registered (any
 * more). The strided form checks n elements of elem bytes, rst elements
 * apart. */
bool shmemi_asym_mpi_target(int pe, uintptr_t off, size_t len, uintptr_t *a);
bool shmemi_asym_mpi_strided_target(int pe, uintptr_t off, ptrdiff_t rst,
                                    size_t n, size_t elem, uintptr_t *a);
void shmemi_asym_mpi_leave(int pe);

/*
 * The same over UCX (ucx.c), when UCX carries the segments between
 * nodes: mpi.c's protocol, with each attached span registered with UCX
 * and its key published in the owner's library area. The owner (under
 * the write side): attach and detach a span, and at the transport's end
 * deregister them all. A peer (under pe's read lock at generation gen):
 * the unpacked key of pe's span holding [a, a+len), or NULL.
 */
int shmemi_asym_ucx_attach(uintptr_t lo, uintptr_t hi);
void shmemi_asym_ucx_detach(uintptr_t lo);
void shmemi_asym_ucx_finalize(void);
void *shmemi_asym_ucx_key(int pe, uint64_t gen, uintptr_t a, size_t len);

/* fork(), in the child: private copies of registered pages, peers'
 * regions unmapped. Async-signal-safe apart from mmap family calls. */
int shmemi_asym_fork_child(void);
/* At finalize: drop peers' mappings. */
void shmemi_asym_finalize(void);

#endif
