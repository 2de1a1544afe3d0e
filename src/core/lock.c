/* SPDX-License-Identifier: BSD-3-Clause */
/* FIFO-fair distributed locks: an MCS queue packed into the C lock word,
 * a ticket lock in Fortran's 32-bit INTEGER one. */
#include <pthread.h>
#include <stdlib.h>

#include "shmemi.h"
#include "trace.h"

/*
 * The symmetric long `lock` is one 64-bit word on every PE:
 *   bits  0..31  tail: 1 + the last PE in the queue (PE 0's copy only)
 *   bits 32..62  next: 1 + the PE queued behind this one (this PE's copy)
 *   bit  63      wait: set while this PE waits for its predecessor
 * Acquire swaps ourselves into the tail on PE 0, links behind the old tail
 * and waits on our own copy, so each waiter spins on a word of its own and
 * the lock is handed over in arrival order.
 */
#define TAIL_MASK 0xffffffffULL
#define NEXT_SHIFT 32
#define NEXT_MASK (0x7fffffffULL << NEXT_SHIFT)
#define WAIT_BIT (1ULL << 63)

/*
 * Locks this PE holds or is acquiring, to report misuse instead of
 * corrupting a queue. A lock belongs to the PE, not to a thread (the PE's
 * copy of the word is its queue node): a second thread of a PE that
 * already holds or waits for a lock gets the error, never a second place
 * in the queue.
 */
static struct {
    void **lock;
    size_t n, cap;
} held;
static pthread_mutex_t held_mutex = PTHREAD_MUTEX_INITIALIZER;

static size_t find_held(const void *lock)
{
    for (size_t i = 0; i < held.n; i++)
        if (held.lock[i] == lock)
            return i;
    return SIZE_MAX;
}

static void add_held(void *lock, const char *routine)
{
    if (held.n == held.cap) {
        size_t cap = held.cap ? held.cap * 2 : 8;
        void **p = realloc(held.lock, cap * sizeof(*p));
        if (!p)
            shmemi_fatal(routine, "out of memory");
        held.lock = p;
        held.cap = cap;
    }
    held.lock[held.n++] = lock;
}

/*
 * The lock word's segment offset (the same on every PE), checked. Every
 * read-modify-write, on our own copy too, goes through the remote-access
 * interface, so it is atomic with respect to the other PEs' RMWs whatever
 * transport reaches them; we spin on our own copy with plain loads.
 */
SHMEMI_HOT uintptr_t lock_offset(long *lock, const char *routine)
{
    shmemi_check_local(lock, sizeof(long), routine);
    if ((uintptr_t)lock & (sizeof(long) - 1))
        shmemi_fatal(routine, "lock %p is not aligned to %zu bytes",
                     (void *)lock, sizeof(long));
    return shmemi_xlate(lock, sizeof(long), 0, routine);
}

SHMEMI_HOT uint64_t load_mine(const long *lock)
{
    /* Pairs with the predecessor's RMW on our word in clear_lock. */
    return __atomic_load_n((const uint64_t *)(const void *)lock,
                           __ATOMIC_ACQUIRE);
}

/* Reset our queue node to "no successor". Keeps the tail bits (this may
 * be PE 0's copy). Nobody reads our node until we publish ourselves in
 * the tail, which the seq_cst CAS in swap_tail orders after this. After
 * an uncontended hand-over it is already clear: then it costs a load. */
SHMEMI_HOT void reset_node(long *lock, uintptr_t off)
{
    if (load_mine(lock) & ~TAIL_MASK)
        shmemi_remote_rmw64(shmemi.me, off, SHMEMI_AMO_AND, TAIL_MASK);
}

/*
 * Replace the tail field of PE 0's word; returns the old tail. The first
 * compare-and-swap guesses the word: on release, that we are still the
 * tail; on acquire, the word our last acquire found (0: free, or the
 * tail the lock alternates with). On another node that is one round
 * trip, not a fetch and then a swap: PE 0 takes and releases the lock
 * with CPU atomics meanwhile, and a PE that needs two round trips to
 * find the word unchanged lost to it nearly every time. A wrong guess
 * costs only its answer: the word to swap next. The guess is per thread
 * (one shared would be a data race), initial-exec: no __tls_get_addr call
 * on the way to the lock (8 bytes fit the static TLS glibc keeps for
 * libraries loaded later).
 */
static _Thread_local uint64_t last_found
    __attribute__((tls_model("initial-exec")));

SHMEMI_HOT uint64_t swap_tail(uintptr_t off, uint64_t want_old, bool any_old,
                              uint64_t new_tail, bool *swapped)
{
    uint64_t old = any_old ? last_found : want_old;
    for (;;) {
        if (!any_old && (old & TAIL_MASK) != want_old) {
            *swapped = false;
            return old & TAIL_MASK;
        }
        uint64_t nw = (old & ~TAIL_MASK) | new_tail;
        uint64_t seen = shmemi_remote_cswap64(0, off, old, nw);
        if (seen == old) {
            *swapped = true;
            if (any_old)
                last_found = old;
            return old & TAIL_MASK;
        }
        old = seen;
    }
}

/* The tail's half of the 64-bit word: bits 0..31. */
#define TAIL_HALF (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? 0 : 4)

/*
 * Acquire's enqueue where every atomic is a CPU's (shmemi.mpi_atomics
 * false): a 32-bit swap of the tail's half, which leaves PE 0's own
 * queue node (the upper half) alone and never fails. The guessed
 * compare-and-swap above fails whenever the tail moved while it
 * travelled: at 2 pseudo-nodes of 2, PE 0 and PE 1 re-enqueue with CPU
 * atomics faster than the other node's try comes back (shmem_lock's
 * fairness check failed there in CI, 3 stops in a row; wins 203-251
 * against 137-197). A swap queues that node's PEs in the order PE 0's
 * worker serves them. Locked
 * operations of different sizes on one word are atomic with each other
 * on x86 and arm64 (Linux's queued spinlocks swap half their word the
 * same way); MPI's accumulates need one datatype per location, so its
 * windows keep the compare-and-swap.
 */
SHMEMI_HOT uint64_t xchg_tail(uintptr_t off, uint64_t new_tail)
{
    uint32_t v = (uint32_t)new_tail, old;
    shmemi_remote_amo(0, off + TAIL_HALF, SHMEMI_AMO_SWAP, sizeof(v), &v, NULL,
                      &old);
    return old;
}

static void drop_held(const void *lock, const char *routine)
{
    pthread_mutex_lock(&held_mutex);
    size_t i = find_held(lock);
    if (i == SIZE_MAX) {
        pthread_mutex_unlock(&held_mutex);
        shmemi_fatal(routine, "lock %p is not held by this PE", lock);
    }
    held.lock[i] = held.lock[--held.n];
    pthread_mutex_unlock(&held_mutex);
}

/* Fatal unless this PE holds lock. */
static void check_held(const void *lock, const char *routine)
{
    pthread_mutex_lock(&held_mutex);
    size_t i = find_held(lock);
    pthread_mutex_unlock(&held_mutex);
    if (i == SIZE_MAX)
        shmemi_fatal(routine, "lock %p is not held by this PE", lock);
}

/* Record that this PE takes lock, or fatal if it already holds or waits
 * for it. */
static void claim(void *lock, const char *routine)
{
    pthread_mutex_lock(&held_mutex);
    if (find_held(lock) != SIZE_MAX) {
        pthread_mutex_unlock(&held_mutex);
        shmemi_fatal(routine,
                     "lock %p is already held, or being acquired, by this "
                     "PE (locks are not recursive, and belong to the PE, "
                     "not to one of its threads)",
                     lock);
    }
    add_held(lock, routine);
    pthread_mutex_unlock(&held_mutex);
}

/*
 * PE 0 takes and releases with CPU atomics, at once; another node's
 * swap and link on its word wait for its progress. Serving them first
 * lets a PE that asked before PE 0 queue before it, as it would have
 * on a node of its own.
 */
SHMEMI_HOT void serve_queue(void)
{
    if (SHMEMI_UNLIKELY(shmemi.progress != NULL) && shmemi.me == 0)
        shmemi.progress();
}

void shmemi_set_lock(long *lock, const char *routine)
{
    uintptr_t off = lock_offset(lock, routine);
    claim(lock, routine);
    uint64_t me1 = (uint64_t)shmemi.me + 1;
    bool swapped;
    reset_node(lock, off);
    serve_queue();
    uint64_t prev = SHMEMI_UNLIKELY(shmemi.mpi_atomics)
                        ? swap_tail(off, 0, true, me1, &swapped)
                        : xchg_tail(off, me1);
    SHMEMI_TRACE(LOCK, routine, "lock %p: %s", (void *)lock,
                 prev ? "queued behind another PE" : "taken at once");
    if (prev) {
        /* Wait bit first, then link: our predecessor can only clear it
         * after it sees the link. */
        shmemi_remote_rmw64(shmemi.me, off, SHMEMI_AMO_OR, WAIT_BIT);
        /* Link behind the old tail; it clears our wait bit on release.
         * Pairs with the acquire loads of its next field in clear_lock. */
        shmemi_remote_rmw64((int)prev - 1, off, SHMEMI_AMO_OR,
                            me1 << NEXT_SHIFT);
        /* Only our predecessor can hand over: if it exits first, the
         * wait is hopeless and is reported. */
        struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
        while (load_mine(lock) & WAIT_BIT)
            shmemi_backoff(&b, (int)prev - 1, routine);
    }
}

int shmemi_test_lock(long *lock, const char *routine)
{
    uintptr_t off = lock_offset(lock, routine);
    claim(lock, routine);
    bool swapped;
    reset_node(lock, off);
    serve_queue(); /* PE 0 spinning on test_lock must not starve them */
    swap_tail(off, 0, false, (uint64_t)shmemi.me + 1, &swapped);
    SHMEMI_TRACE(LOCK, routine, "lock %p: %s", (void *)lock,
                 swapped ? "taken" : "busy");
    if (!swapped) {
        drop_held(lock, routine);
        return 1;
    }
    return 0;
}

void shmemi_clear_lock(long *lock, const char *routine)
{
    uintptr_t off = lock_offset(lock, routine);
    /* Still ours until handed over: another thread of this PE taking it
     * in between is reported, not given our queue node while we read it. */
    check_held(lock, routine);
    SHMEMI_TRACE(LOCK, routine, "lock %p released", (void *)lock);
    /* Everything written under the lock completes before the hand-over:
     * on the mapped path the seq_cst RMWs below are full barriers; a
     * transport's puts may have gone to any PE, not only to the ones the
     * hand-over's atomics reach, so they are completed first (the
     * specification's quiet in clear_lock). */
    if (SHMEMI_UNLIKELY(shmemi_tp_used[0] != NULL))
        shmemi_quiet_other();
    uint64_t me1 = (uint64_t)shmemi.me + 1;
    serve_queue();
    uint64_t next = (load_mine(lock) & NEXT_MASK) >> NEXT_SHIFT;
    if (!next) {
        bool swapped;
        swap_tail(off, me1, false, 0, &swapped);
        if (swapped) {
            drop_held(lock, routine); /* nobody queued: the lock is free */
            return;
        }
        /* A successor swapped the tail but has not linked yet. */
        struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
        while (!(next = (load_mine(lock) & NEXT_MASK) >> NEXT_SHIFT))
            shmemi_backoff(&b, SHMEMI_WATCH_ANY, routine);
    }
    shmemi_remote_rmw64(shmemi.me, off, SHMEMI_AMO_AND, ~NEXT_MASK);
    /* Hand over: pairs with the successor's acquire load of its wait bit. */
    shmemi_remote_rmw64((int)next - 1, off, SHMEMI_AMO_AND, ~WAIT_BIT);
    drop_held(lock, routine);
}

/*
 * Fortran's lock is a default INTEGER: 32 bits, too few for the queue
 * above, so it is a ticket lock in PE 0's copy of the word:
 *   bits  0..15  serving: the ticket that holds the lock
 *   bits 16..31  next: the next ticket to hand out
 * Both wrap modulo 2^16 (up to 65535 waiters). Waiters poll PE 0's word,
 * backing off; arrival order is kept by the ticket.
 */
#define T_ONE 0x10000u

static uintptr_t lock32_offset(int32_t *lock, const char *routine)
{
    shmemi_check_local(lock, sizeof(*lock), routine);
    if ((uintptr_t)lock & (sizeof(*lock) - 1))
        shmemi_fatal(routine, "lock %p is not aligned to 4 bytes",
                     (void *)lock);
    return shmemi_xlate(lock, sizeof(*lock), 0, routine);
}

static uint32_t lock32_amo(uintptr_t off, enum shmemi_amo_op op, uint32_t v,
                           uint32_t cond)
{
    uint32_t o;
    shmemi_remote_amo(0, off, op, sizeof(o), &v, &cond, &o);
    return o;
}

void shmemi_set_lock32(int32_t *lock, const char *routine)
{
    uintptr_t off = lock32_offset(lock, routine);
    claim(lock, routine);
    uint32_t ticket = lock32_amo(off, SHMEMI_AMO_ADD, T_ONE, 0) >> 16;
    /* Acquire loads: pair with the holder's seq_cst add in clear. */
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    while ((lock32_amo(off, SHMEMI_AMO_FETCH, 0, 0) & 0xffffu) != ticket)
        shmemi_backoff(&b, SHMEMI_WATCH_ANY, routine);
}

int shmemi_test_lock32(int32_t *lock, const char *routine)
{
    uintptr_t off = lock32_offset(lock, routine);
    claim(lock, routine);
    uint32_t v = lock32_amo(off, SHMEMI_AMO_FETCH, 0, 0);
    if ((v >> 16) != (v & 0xffffu) ||
        lock32_amo(off, SHMEMI_AMO_CSWAP, v + T_ONE, v) != v) {
        drop_held(lock, routine);
        return 1;
    }
    return 0;
}

void shmemi_clear_lock32(int32_t *lock, const char *routine)
{
    uintptr_t off = lock32_offset(lock, routine);
    drop_held(lock, routine);
    /* Only the holder moves `serving`; adding the difference to the next
     * value modulo 2^16 leaves `next` as it is (a wrap carries 0x10000,
     * which the 0xffff0000 part of the addend takes back). Everything
     * written under the lock completes first. */
    shmemi_quiet();
    uint32_t serving = lock32_amo(off, SHMEMI_AMO_FETCH, 0, 0) & 0xffffu;
    uint32_t want = (serving + 1) & 0xffffu;
    lock32_amo(off, SHMEMI_AMO_ADD, want - serving, 0);
}
