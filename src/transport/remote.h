/* SPDX-License-Identifier: BSD-3-Clause */
/* The remote-access interface: every access to another PE's memory. */
#ifndef SHMAP_REMOTE_H
#define SHMAP_REMOTE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * Families (src/api, compat, the collectives, locks, the allocator) reach
 * other PEs only through the functions below, by (PE, segment offset):
 * put, get, strided put/get, atomics, signals, fence and quiet. Nothing
 * else dereferences a peer's memory.
 *
 * How a peer is reached is chosen once per peer at start-up (choose.c):
 *  - mapped: shmemi.peer[pe] is where its segment file is mapped here;
 *    every operation is a load, store, memcpy or CPU atomic, inline;
 *  - otherwise shmemi.peer[pe] is NULL and shmemi.tp[pe] is the transport
 *    that reaches it; the operation is one indirect call. Such transports:
 *    "indirect" (indirect.c), the same mapped memory behind the table,
 *    which SMA_TRANSPORT=indirect selects so that the test suite proves
 *    every path goes through this seam; MPI-3's for PEs on other nodes
 *    (mpi/, reached through span.c); SHMEM_STATS' counting one in front
 *    of either (counting.c).
 * The test for the mapped case is the NULL check on the table entry the
 * mapped path loads anyway: the mapped path pays one predicted branch.
 */

#include "transport.h"

/* The transports besides the mapped one: "indirect" (indirect.c: the
 * same memory through the table, to test the seam) and, while the job
 * spans nodes, MPI's with registered memory routed through its dynamic
 * window (span.c). */
extern const struct shmemi_transport shmemi_tp_indirect;
extern const struct shmemi_transport shmemi_tp_span;
extern const struct shmemi_transport shmemi_tp_span_ucx;
/* span.c's transport for symmetric memory: UCX's, or NULL for MPI's */
void shmemi_span_use(const struct shmemi_transport *sym,
                     const struct shmemi_transport *reg);
/* Transports in use other than the mapped one, for fence and quiet. */
extern const struct shmemi_transport *shmemi_tp_used[4];

/* choose.c, at start-up: the per-peer tables (map, peer, tp) allocated;
 * then, once the launcher has filled map[] with the peers mapped here,
 * each peer's way chosen: loads and stores, "indirect" under
 * SMA_TRANSPORT=indirect, or the network transport net for every peer
 * when some PE is not mapped (true returned). */
void shmemi_alloc_peer_tables(int npes, const char *routine);
bool shmemi_choose_transports(int npes, const struct shmemi_transport *net,
                              const char *routine);

/* Strided copy of n elements of elem bytes, strides in elements; used by
 * the mapped path of iput/iget and by transports (strided.c). */
void shmemi_strided_copy(char *d, const char *s, ptrdiff_t dst, ptrdiff_t sst,
                         size_t n, size_t elem);

/*
 * The mapped transport's atomic on the word at r. One body per width: the
 * operand bits are the value's bits, since add, and/or/xor, swap and
 * compare-swap are the same instructions for signed, unsigned and (for
 * swap/fetch/set) floating types. RMWs are seq_cst (locked instructions
 * on x86); fetch is an acquire load and set a release store, pairing with
 * each other across PEs. Inlined with constant op and size, each is one
 * instruction.
 */
#define SHMEMI_AMO_BODY(U)                                                     \
    {                                                                          \
        U v = 0, c = 0, o = 0, *p = (U *)r;                                    \
        if (val)                                                               \
            memcpy(&v, val, sizeof(U));                                        \
        if (cond)                                                              \
            memcpy(&c, cond, sizeof(U));                                       \
        switch (op) {                                                          \
        case SHMEMI_AMO_FETCH: o = __atomic_load_n(p, __ATOMIC_ACQUIRE);       \
            break;                                                             \
        case SHMEMI_AMO_SET: __atomic_store_n(p, v, __ATOMIC_RELEASE); break;  \
        case SHMEMI_AMO_SWAP:                                                  \
            o = __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);                   \
            break;                                                             \
        case SHMEMI_AMO_CSWAP: /* o: the old value either way */               \
            o = c;                                                             \
            __atomic_compare_exchange_n(p, &o, v, false, __ATOMIC_SEQ_CST,     \
                                        __ATOMIC_SEQ_CST);                     \
            break;                                                             \
        case SHMEMI_AMO_ADD:                                                   \
            o = __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);                    \
            break;                                                             \
        case SHMEMI_AMO_AND:                                                   \
            o = __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);                    \
            break;                                                             \
        case SHMEMI_AMO_OR:                                                    \
            o = __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);                     \
            break;                                                             \
        case SHMEMI_AMO_XOR:                                                   \
            o = __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);                    \
            break;                                                             \
        }                                                                      \
        if (out)                                                               \
            memcpy(out, &o, sizeof(U));                                        \
    }

SHMEMI_HOT void shmemi_amo_at(char *r, enum shmemi_amo_op op, size_t size,
                                 const void *val, const void *cond, void *out)
{
    if (size == 2) /* Cray's shmem_short_* */
        SHMEMI_AMO_BODY(uint16_t)
    else if (size == 4)
        SHMEMI_AMO_BODY(uint32_t)
    else
        SHMEMI_AMO_BODY(uint64_t)
}

SHMEMI_HOT void shmemi_signal_at(char *r, uint64_t value,
                                    enum shmemi_signal_op op)
{
    /* After the data: a release store or a seq_cst add, so a PE that sees
     * the signal with an acquire load sees the data (glibc's streaming
     * copies end with their own sfence). */
    if (op == SHMEMI_SIGNAL_SET)
        __atomic_store_n((uint64_t *)(void *)r, value, __ATOMIC_RELEASE);
    else
        __atomic_fetch_add((uint64_t *)(void *)r, value, __ATOMIC_SEQ_CST);
}

/* ---- by (pe, offset): the seam ---- */

SHMEMI_HOT void shmemi_remote_put(int pe, uintptr_t off, const void *src,
                                     size_t n)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        shmemi_copy(p + off, src, n);
    else
        shmemi.tp[pe]->put(pe, off, src, n);
}

SHMEMI_HOT void shmemi_remote_get(int pe, uintptr_t off, void *dst, size_t n)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        shmemi_copy(dst, p + off, n);
    else
        shmemi.tp[pe]->get(pe, off, dst, n);
}

SHMEMI_HOT void shmemi_remote_iput(int pe, uintptr_t off, const void *src,
                                      ptrdiff_t rst, ptrdiff_t lst, size_t n,
                                      size_t elem)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        shmemi_strided_copy(p + off, src, rst, lst, n, elem);
    else
        shmemi.tp[pe]->iput(pe, off, src, rst, lst, n, elem);
}

SHMEMI_HOT void shmemi_remote_iget(int pe, uintptr_t off, void *dst,
                                      ptrdiff_t rst, ptrdiff_t lst, size_t n,
                                      size_t elem)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        shmemi_strided_copy(dst, p + off, lst, rst, n, elem);
    else
        shmemi.tp[pe]->iget(pe, off, dst, rst, lst, n, elem);
}

SHMEMI_HOT void shmemi_remote_amo(int pe, uintptr_t off,
                                     enum shmemi_amo_op op, size_t size,
                                     const void *val, const void *cond,
                                     void *out)
{
    char *p = shmemi.apeer[pe];
    if (SHMEMI_LIKELY(p != NULL)) {
        shmemi_amo_at(p + off, op, size, val, cond, out);
    } else {
        /* Through a copy, so the caller's result never has its address
         * taken by a call: on the mapped path it stays in a register. */
        uint64_t o = 0;
        shmemi.tp[pe]->amo(pe, off, op, size, val, cond, out ? &o : NULL);
        if (out)
            __builtin_memcpy(out, &o, size);
    }
}

/* 64-bit conveniences for the library's own words (barrier counters,
 * signals, lock words). */
SHMEMI_HOT uint64_t shmemi_remote_fetch64(int pe, uintptr_t off)
{
    uint64_t v;
    shmemi_remote_amo(pe, off, SHMEMI_AMO_FETCH, 8, NULL, NULL, &v);
    return v;
}

SHMEMI_HOT uint64_t shmemi_remote_rmw64(int pe, uintptr_t off,
                                           enum shmemi_amo_op op, uint64_t v)
{
    uint64_t old;
    shmemi_remote_amo(pe, off, op, 8, &v, NULL, &old);
    return old;
}

/* Compare-and-swap; returns the old value (== cond when it swapped). */
SHMEMI_HOT uint64_t shmemi_remote_cswap64(int pe, uintptr_t off,
                                             uint64_t cond, uint64_t v)
{
    uint64_t old;
    shmemi_remote_amo(pe, off, SHMEMI_AMO_CSWAP, 8, &v, &cond, &old);
    return old;
}

SHMEMI_HOT void shmemi_remote_signal(int pe, uintptr_t off, uint64_t value,
                                        enum shmemi_signal_op op)
{
    char *p = shmemi.apeer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        shmemi_signal_at(p + off, value, op);
    else
        shmemi.tp[pe]->signal(pe, off, value, op);
}

/* A signal on a library word that only this PE writes (coll.c's
 * pairwise signals): by the path puts to pe take, a store to a mapped
 * peer even while the job spans nodes, as no other path writes it. */
SHMEMI_HOT void shmemi_remote_signal_lib(int pe, uintptr_t off, uint64_t value)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        shmemi_signal_at(p + off, value, SHMEMI_SIGNAL_SET);
    else
        shmemi.tp[pe]->signal(pe, off, value, SHMEMI_SIGNAL_SET);
}

/*
 * A message into a library area that only this PE writes (coll.c's eager
 * channel): n bytes at off, then the 64-bit word at flag_off set to flag
 * (a release store, after the data), by CPU stores. Only where the mapped
 * transport reaches pe: returns false, writing nothing, where it does
 * not (another transport's put and flag could land in either order).
 */
SHMEMI_HOT bool shmemi_remote_put_flagged(int pe, uintptr_t off,
                                          const void *src, size_t n,
                                          uintptr_t flag_off, uint64_t flag)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_UNLIKELY(p == NULL))
        return false;
    memcpy(p + off, src, n);
    /* Pairs with the receiver's acquire load of the word. */
    __atomic_store_n((uint64_t *)(void *)(p + flag_off), flag,
                     __ATOMIC_RELEASE);
    return true;
}

/*
 * n bytes of PE pe's memory at off, to read: a pointer into its mapping
 * when the mapped transport reaches it, else a copy got into tmp (n bytes)
 * — so a reduction combines straight from a mapped peer's memory.
 */
SHMEMI_HOT const void *shmemi_remote_view(int pe, uintptr_t off, size_t n,
                                             void *tmp)
{
    char *p = shmemi.peer[pe];
    if (SHMEMI_LIKELY(p != NULL))
        return p + off;
    shmemi.tp[pe]->get(pe, off, tmp, n);
    return tmp;
}

/* Where PE pe's copy of a symmetric offset is mapped here, or NULL when
 * no load/store reaches it (shmem_ptr). Behind SHMEM_STATS's counting
 * transport the mapping is still there (loads and stores through it are
 * not counted). */
char *shmemi_stats_map(int pe);
SHMEMI_HOT void *shmemi_remote_ptr(int pe, uintptr_t off)
{
    char *p = shmemi.peer[pe];
    if (!p)
        p = shmemi_stats_map(pe);
    return p ? p + off : NULL;
}

/*
 * A word of PE pe's library area that only the PEs of pe's node ever
 * touch (the node barrier's counters, coll/barrier.c), for CPU atomics:
 * no network atomic ever targets it, so they are atomic with respect to
 * every access it gets, even while the job spans nodes and every other
 * atomic goes through the network. pe must be mapped here.
 */
SHMEMI_HOT uint64_t *shmemi_remote_node_word(int pe, uintptr_t off)
{
    return (uint64_t *)(void *)(shmemi.map[pe] + off);
}

/* PE pe's library area, read only, when pe is mapped here (else NULL):
 * for the words an owner publishes once for the peers on its node (where
 * to open its registered memory, asym/peer.c). */
SHMEMI_HOT const struct shmemi_lib *shmemi_remote_lib(int pe)
{
    return (const struct shmemi_lib *)(const void *)shmemi.map[pe];
}

/* Complete (quiet) or order (fence) every operation issued so far, on
 * every transport. On the mapped path both are a full fence: our stores
 * are ordered by the CPU except glibc's non-temporal copies. */
void shmemi_quiet_other(void);
void shmemi_fence_other(void);
/* shmem_pe_quiet: the mapped path's fence, then the transports of the n
 * listed world PEs (checked by the caller) complete what they owe those
 * PEs only (choose.c). */
void shmemi_quiet_pes(const int *pes, size_t n);
/* A batch session opens (on) or closes on one of this PE's contexts; the
 * transports in use hear when the first opens and the last closes
 * (choose.c; not thread-safe: the caller holds the sessions' lock). */
void shmemi_session(bool on);

SHMEMI_HOT void shmemi_quiet(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (SHMEMI_UNLIKELY(shmemi_tp_used[0] != NULL))
        shmemi_quiet_other();
}

/* shmem_fence: the mapped path's full fence, then each transport's own
 * (its quiet where it has none). */
SHMEMI_HOT void shmemi_fence(void)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    if (SHMEMI_UNLIKELY(shmemi_tp_used[0] != NULL))
        shmemi_fence_other();
}

/* ---- by (address, pe): what the families call ---- */

SHMEMI_HOT void shmemi_put(void *dest, const void *src, size_t bytes, int pe,
                              const char *routine)
{
    shmemi_remote_put(pe, shmemi_xlate(dest, bytes, pe, routine), src, bytes);
}

SHMEMI_HOT void shmemi_get(void *dest, const void *src, size_t bytes, int pe,
                              const char *routine)
{
    shmemi_remote_get(pe, shmemi_xlate(src, bytes, pe, routine), dest, bytes);
}

/* Strided put and get, checked (strided.c). */
void shmemi_iput(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                 size_t nelems, size_t elem, int pe, const char *routine);
void shmemi_iget(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                 size_t nelems, size_t elem, int pe, const char *routine);
/* Interleaved blocks (OpenSHMEM 1.6): nblocks blocks of bsize elements,
 * dst and sst elements apart (strided.c). */
void shmemi_ibput(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                  size_t bsize, size_t nblocks, size_t elem, int pe,
                  const char *routine);
void shmemi_ibget(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                  size_t bsize, size_t nblocks, size_t elem, int pe,
                  const char *routine);

/* op on the `size`-byte object at dest on PE pe; *out gets the old value.
 * Inlined with constant op and size, each AMO entry point is the
 * translation and one locked instruction. */
SHMEMI_HOT void shmemi_amo(void *dest, enum shmemi_amo_op op,
                              const void *val, const void *cond, void *out,
                              size_t size, int pe, const char *routine)
{
    uintptr_t off = shmemi_xlate(dest, size, pe, routine);
    if (SHMEMI_UNLIKELY((uintptr_t)dest & (size - 1)))
        shmemi_misaligned(routine, dest, size);
    shmemi_remote_amo(pe, off, op, size, val, cond, out);
}

/* Every signal routine's check of its signal word: 8-byte aligned. */
SHMEMI_HOT void shmemi_check_signal(const uint64_t *sig_addr,
                                       const char *routine)
{
    if (SHMEMI_UNLIKELY((uintptr_t)sig_addr & 7))
        shmemi_fatal(routine, "signal address %p is not 8-byte aligned",
                     (const void *)sig_addr);
}

/* A signal update without data (shmem_signal_add/set): one atomic on the
 * 8-byte signal word at sig_addr on PE pe, ordered after this PE's
 * earlier puts to pe as any signal is. */
SHMEMI_HOT void shmemi_signal(uint64_t *sig_addr, uint64_t value,
                                 enum shmemi_signal_op op, int pe,
                                 const char *routine)
{
    uintptr_t off = shmemi_xlate(sig_addr, sizeof(*sig_addr), pe, routine);
    shmemi_check_signal(sig_addr, routine);
    shmemi_remote_signal(pe, off, value, op);
}

#endif
