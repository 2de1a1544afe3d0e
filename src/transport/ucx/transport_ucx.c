/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * The UCX transport (libsma_ucx.so): PEs on other nodes through UCP's
 * one-sided operations on the segment mapping, registered once
 * (ucp_mem_map) and named by the rkey every PE sends the others at
 * start-up. It implements struct shmemi_transport with the seam's
 * contract (transport.h):
 *  - put and get: ucp_put_nbx / ucp_get_nbx, waited for locally (the
 *    source is reusable, the data is here); where one lane, TCP or a
 *    shared-memory queue, reaches each PE, a put of up to 8 KiB is an
 *    active message instead (am_puts below);
 *  - atomics: ucp_atomic_op_nbx, 32 and 64 bits; 16-bit ones as a
 *    compare-and-swap loop on the 32-bit word around them; a fetch is an
 *    atomic OR of 0, so it is atomic with the others;
 *  - order: a signal or atomic after puts or non-fetching atomics is
 *    preceded by ucp_worker_fence, and so is a get (it sees this PE's
 *    earlier puts); shmem_fence is that fence: no round trip where UCX
 *    transports deliver in order (TCP), a flush only where they do not;
 *  - quiet: ucp_worker_flush_nbx (after active-message puts, with a
 *    get from each PE owed); pe_quiet: ucp_ep_flush_nbx of that PE
 *    (the worker's flush where it is the only PE owed).
 *  Atomics are UCX's CPU mode (UCX_ATOMIC_MODE=cpu: the target's CPU
 *  does a network atomic, in its worker), so an atomic or signal to a
 *  PE this one maps (itself, its node's) is a CPU atomic on the mapping:
 *  atomic with the network's, done at once, no endpoint to oneself.
 *
 * Progress: UCX's transports without remote memory access in hardware
 * (TCP; shared memory for memory UCX did not allocate) serve gets and
 * atomics in the target's process, inside ucp_worker_progress. A PE
 * computing outside the library would stall them, so a progress thread
 * (job->progress) drives the worker: it sleeps on the worker's wake-up
 * event (ucp_worker_arm, poll) and looks at least every interval (up to
 * DORMANT_LOOKS_MAX intervals while the PE stays in the library).
 * The worker stays UCS_THREAD_MODE_SINGLE; where several threads use it
 * each UCX call is made under a lock of ours (serial, below).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* open_memstream */
#endif
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/membarrier.h>
#include <sys/eventfd.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <ucp/api/ucp.h>

#include "../transport.h"
#include "../ucx_plugin.h"

static struct shmemi_ucx_job job;
static char **map; /* [pe]: its segment mapped here, or NULL */
static ucp_context_h ctx;
static ucp_worker_h worker;
static ucp_mem_h memh;
static ucp_ep_h *eps;
static ucp_rkey_h *rkeys;
static uint64_t *rbase;
/* Issued and not known complete: anything (quiet flushes), per PE
 * (pe_quiet flushes only those), and since the last fence (an atomic,
 * signal or get after them is fenced first). Relaxed atomics: several
 * program threads may issue at once. */
static int owes_any, unordered;
/* Some of it through UCX's own puts and atomics (the rest, active-message
 * puts, a quiet confirms without the worker's flush) */
static int flush_owed;
static unsigned char *owes;
/* How many PEs owes[] names (kept as owes[] flips; quiet zeroes both). */
static int owed;

static pthread_t thread;
static bool thread_on;
static int stop_fd = -1;
/* progress calls and waits of the PE's own threads (the thread below) */
static uint64_t main_ticks;

static void tick(void)
{
    __atomic_store_n(&main_ticks,
                     __atomic_load_n(&main_ticks, __ATOMIC_RELAXED) + 1,
                     __ATOMIC_RELAXED);
}

/*
 * The worker is UCS_THREAD_MODE_SINGLE even when several threads use it
 * (the progress thread, a program's SHMEM_THREAD_MULTIPLE threads): they
 * take ulock around each call instead (serial); nothing waits or sleeps
 * under it. UCX's own MULTI mode cost up to 45% of the fetch_adds a PE
 * waiting in a barrier served between two namespaces (3 PEs asking):
 * 59,000-70,000 a second in 6 launches with the worker MULTI and no
 * thread running, against 104,000-123,000 single-threaded; with the
 * thread, 72,000-112,000 before (bimodal) and 114,000-115,000 with this
 * lock (3 interleaved launches each). It also runs on a UCX built
 * without thread support.
 */
static bool serial;
static pthread_mutex_t ulock = PTHREAD_MUTEX_INITIALIZER;

/*
 * With one program thread and the progress thread (biased), no lock on
 * the program's side: the mutex's two atomic instructions around every
 * UCX call were a quarter of a waiting origin's time between
 * pseudo-nodes over shared memory (perf). The program's thread marks
 * itself inside (main_in) with plain stores. The progress thread takes
 * the worker (thr_owns) only once the program has been away for an
 * interval: it marks itself and calls membarrier(2), which makes every
 * running thread of the process pass a full memory barrier, so at least
 * one of the two sees the other's mark (userspace RCU's asymmetric
 * Dekker). It then keeps the worker, asleep on its wake-up event too
 * (THR_ASLEEP), until the program comes back: a membarrier interrupts
 * the computing program's CPU (8 us here against 0.4 alone), once a
 * phase of computing, not at every look. The program's thread takes the
 * worker back from a sleeping thread with one compare-and-swap; from a
 * serving one it steps out, says it is back (main_ticks) and waits for
 * the thread to see it. Where membarrier's private expedited command
 * cannot be had (before Linux 4.14, a seccomp filter), the mutex.
 */
static bool biased;
static int main_in;
enum { THR_AWAY, THR_SERVING, THR_ASLEEP };
static int thr_owns;

static void lk(void)
{
    if (!serial)
        return;
    if (!biased) {
        pthread_mutex_lock(&ulock);
        return;
    }
    for (;;) {
        __atomic_store_n(&main_in, 1, __ATOMIC_RELAXED);
        /* the thread's membarrier orders this store before its look */
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
        int t = __atomic_load_n(&thr_owns, __ATOMIC_ACQUIRE);
        if (t == THR_AWAY ||
            (t == THR_ASLEEP &&
             __atomic_compare_exchange_n(&thr_owns, &t, THR_AWAY, false,
                                         __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)))
            return;
        __atomic_store_n(&main_in, 0, __ATOMIC_RELEASE);
        tick(); /* back: the serving thread hands the worker over */
        while (__atomic_load_n(&thr_owns, __ATOMIC_ACQUIRE) == THR_SERVING)
            sched_yield();
    }
}

static void ul(void)
{
    if (!serial)
        return;
    if (biased)
        __atomic_store_n(&main_in, 0, __ATOMIC_RELEASE);
    else
        pthread_mutex_unlock(&ulock);
}

/* The progress thread's side. take: the worker, from the program (false:
 * the program's thread is inside); give: back; nap: still held, but the
 * program's thread may take it while this one sleeps; wake: after the
 * sleep (false: it was taken). With the mutex each call is locked
 * instead (t_lk, t_ul). */
static void die(const char *what, ucs_status_t s);

static bool take(void)
{
    if (!biased)
        return true;
    __atomic_store_n(&thr_owns, THR_SERVING, __ATOMIC_RELAXED);
    /* registered at start-up (membarrier_ok): a failure would leave the
     * program's side unordered, so it ends the job */
    if (syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0))
        die("membarrier", UCS_ERR_IO_ERROR);
    if (!__atomic_load_n(&main_in, __ATOMIC_ACQUIRE))
        return true;
    __atomic_store_n(&thr_owns, THR_AWAY, __ATOMIC_RELEASE);
    return false;
}

static void give(void)
{
    if (biased)
        __atomic_store_n(&thr_owns, THR_AWAY, __ATOMIC_RELEASE);
}

static void nap(void)
{
    if (biased)
        __atomic_store_n(&thr_owns, THR_ASLEEP, __ATOMIC_RELEASE);
}

static bool wake(void)
{
    int t = THR_ASLEEP;
    return !biased ||
           __atomic_compare_exchange_n(&thr_owns, &t, THR_SERVING, false,
                                       __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static void t_lk(void)
{
    if (!biased)
        pthread_mutex_lock(&ulock);
}

static void t_ul(void)
{
    if (!biased)
        pthread_mutex_unlock(&ulock);
}

/* Whether this process may use membarrier's private expedited command
 * (registered: it is, from now on). */
static bool membarrier_ok(void)
{
    long cmds = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    return cmds > 0 && (cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED) &&
           syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED,
                   0, 0) == 0;
}

static void die(const char *what, ucs_status_t s)
{
    char m[256];
    snprintf(m, sizeof(m), "UCX transport: %s failed: %s", what,
             ucs_status_string(s));
    job.fatal(m);
}

/*
 * The worker's wake-up event, for waits and the progress thread (-1:
 * none; the worker has the wake-up feature only with the thread). A request
 * that takes longer than BLOCK_AFTER_NS waits on it: its target is slow to
 * serve, computing with its progress thread the one that must serve it, or
 * busy, and a CPU spun away here is one that thread (on 2 CPUs, 3 PEs
 * asking a computing PE 0 for fetch_adds between two namespaces) did
 * not get: 14,000-102,000 fetch_adds a second while PE 0 computed
 * against 55,000-109,000 while it waited in a barrier; waiting here,
 * 100,000-113,000 against 62,000-109,000 (6 launches each).
 */
static int wait_efd = -1;
#define BLOCK_AFTER_NS 100000

static int64_t mono_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* Sleep until the worker has an event (or 100 us went by: an event
 * UCX does not signal costs no more). */
static void block(void)
{
    lk();
    ucs_status_t s = ucp_worker_arm(worker);
    ul();
    if (s != UCS_OK)
        return; /* events came in: progress them first */
    struct pollfd f = {.fd = wait_efd, .events = POLLIN};
    struct timespec t = {0, 100000};
    (void)ppoll(&f, 1, &t, NULL);
}

/* Wait for a request (local completion), driving the worker: spin, then
 * yield (oversubscribed: let the target run), then block. The clock is
 * read every 8th yield. Looks that find nothing before the first yield
 * (exchange_peers below): 64 where the machine's PEs outnumber its CPUs and a
 * PE reached through UCX may run on this PE's CPUs; with a CPU each,
 * 4096 (a yield after 64 delayed the replies of a get or fetch_add
 * between pseudo-nodes over shared memory, whose round trip took longer
 * than 64 looks in the VM's slow mode, perf). */
static unsigned spin_looks = 64;

static void wait_req(ucs_status_ptr_t r, const char *what)
{
    if (r == NULL)
        return;
    if (UCS_PTR_IS_ERR(r))
        die(what, UCS_PTR_STATUS(r));
    ucs_status_t s;
    unsigned idle = 0, yields = 0;
    int64_t t0 = 0;
    tick();
    for (;;) {
        lk();
        s = ucp_request_check_status(r);
        unsigned got = s == UCS_INPROGRESS ? ucp_worker_progress(worker) : 0;
        ul();
        if (s != UCS_INPROGRESS)
            break;
        if (got) {
            idle = 0;
            continue;
        }
        if (++idle <= spin_looks)
            continue;
        sched_yield();
        if (wait_efd < 0 || (++yields & 7))
            continue;
        if (!t0)
            t0 = mono_ns();
        else if (mono_ns() - t0 >= BLOCK_AFTER_NS) {
            tick(); /* still here: the thread stays dormant */
            block();
        }
    }
    lk();
    ucp_request_free(r);
    ul();
    if (s != UCS_OK)
        die(what, s);
}

static void set(int *flag)
{
    if (!__atomic_load_n(flag, __ATOMIC_RELAXED))
        __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
}

/* An operation to pe not yet known complete there. */
static void owe_am(int pe)
{
    if (!__atomic_load_n(&owes[pe], __ATOMIC_RELAXED) &&
        !__atomic_exchange_n(&owes[pe], 1, __ATOMIC_RELAXED))
        __atomic_add_fetch(&owed, 1, __ATOMIC_RELAXED);
    set(&owes_any);
    set(&unordered);
}

/* The same through UCX's own puts and atomics, which the worker's flush
 * completes (an active-message put is confirmed instead: owe_am). */
static void owe(int pe)
{
    owe_am(pe);
    set(&flush_owed);
}

/*
 * What follows to pe is delivered after everything issued before.
 * ucp_worker_fence orders each of UCX's lanes (a transport and device)
 * only: enough where a PE is reached through one (TCP), not where puts
 * and atomics take different ones (shared memory's sysv and posix): an
 * increment overtook a store there under load. Then (strong) pe is
 * flushed when anything to it is outstanding, as MPI's windows are.
 */
static bool strong;
static void ep_flush(int pe);

/* ucp_worker_fence, when anything was issued since the last one. */
static void fence_lanes(void)
{
    if (__atomic_load_n(&unordered, __ATOMIC_RELAXED)) {
        __atomic_store_n(&unordered, 0, __ATOMIC_RELAXED);
        lk();
        ucs_status_t s = ucp_worker_fence(worker);
        ul();
        if (s != UCS_OK)
            die("ucp_worker_fence", s);
    }
}

static void order(int pe)
{
    if (!strong)
        fence_lanes();
    else if (__atomic_load_n(&owes[pe], __ATOMIC_RELAXED))
        ep_flush(pe);
}

/*
 * Where an operation goes: pe, and the remote address of offset 0 with
 * its key: the segment's (base = pe's mapping, the segment's rkey), or
 * registered memory's (base 0: the offset is the owner's own address;
 * the region's key, tp_reg below).
 */
struct to {
    int pe;
    uint64_t base;
    ucp_rkey_h key;
};

static struct to seg(int pe)
{
    return (struct to){pe, rbase[pe], rkeys[pe]};
}

/* The key the calling thread named last (use_key): the region's. */
static _Thread_local ucp_rkey_h named_key;

static struct to reg(int pe)
{
    return (struct to){pe, 0, named_key};
}

/*
 * Small puts over TCP (or one shared-memory lane) as active messages.
 * UCX's TCP put (zero-copy) has the target answer every put with an
 * acknowledgement of its own, a send system call there before it reads
 * on: in a ping-pong of an 8-byte put, a fence and a flag between two
 * namespaces that was half the system calls (bench-netns). UCX emulates
 * puts over shared memory it did not allocate the same way (an active
 * message, acknowledged). An active message carries the target address
 * in its header and the target's worker copies the data in; nothing
 * comes back. One lane delivers an endpoint's messages in order and the
 * target's worker handles them in order, so a fence stays free and a
 * quiet asks each PE written this way once (u_quiet: a get behind
 * them). Only where each PE on another node is reached by one lane, a
 * TCP connection or a shared-memory queue: a network with remote memory
 * access in hardware writes without the target's CPU, and over several
 * lanes (strong, or two connections on one device) nothing keeps the
 * order.
 */
#define AM_PUT 1
#define AM_PUT_MAX 8192
static bool am_puts;
/* [pe]: written by active messages since its last confirmation (the
 * worker's flush completes the rest: UCX's puts are acknowledged, its
 * atomics answered) */
static unsigned char *am_owes;

static ucs_status_t am_put_arrived(void *arg, const void *header,
                                   size_t header_length, void *data,
                                   size_t length,
                                   const ucp_am_recv_param_t *param)
{
    (void)arg;
    uint64_t to;
    if (header_length != sizeof(to) ||
        (param->recv_attr & UCP_AM_RECV_ATTR_FLAG_RNDV))
        die("receiving an active-message put (its header)",
            UCS_ERR_INVALID_PARAM);
    memcpy(&to, header, sizeof(to));
    /* after the earlier messages' stores, for a reader on another CPU
     * (a flag put after the data: one thread stores both, in order) */
    __atomic_thread_fence(__ATOMIC_RELEASE);
    memcpy((void *)(uintptr_t)to, data, length);
    return UCS_OK;
}

static void put_to(struct to t, uintptr_t off, const void *src, size_t n)
{
    if (am_puts && n <= AM_PUT_MAX) {
        uint64_t to = t.base + off; /* on the stack: we wait for the send */
        ucp_request_param_t p = {
            .op_attr_mask = UCP_OP_ATTR_FIELD_FLAGS,
            .flags = UCP_AM_SEND_FLAG_EAGER,
        };
        lk();
        ucs_status_ptr_t r =
            ucp_am_send_nbx(eps[t.pe], AM_PUT, &to, sizeof(to), src, n, &p);
        ul();
        wait_req(r, "ucp_am_send_nbx");
        if (!__atomic_load_n(&am_owes[t.pe], __ATOMIC_RELAXED))
            __atomic_store_n(&am_owes[t.pe], 1, __ATOMIC_RELAXED);
        owe_am(t.pe);
        return;
    }
    ucp_request_param_t p = {.op_attr_mask = 0};
    lk();
    ucs_status_ptr_t r =
        ucp_put_nbx(eps[t.pe], src, n, t.base + off, t.key, &p);
    ul();
    wait_req(r, "ucp_put_nbx");
    owe(t.pe);
}

static void get_to(struct to t, uintptr_t off, void *dst, size_t n)
{
    order(t.pe); /* a get sees this PE's earlier puts and atomics there */
    ucp_request_param_t p = {.op_attr_mask = 0};
    lk();
    ucs_status_ptr_t r =
        ucp_get_nbx(eps[t.pe], dst, n, t.base + off, t.key, &p);
    ul();
    wait_req(r, "ucp_get_nbx");
}

/* A request of a strided transfer: posted and freed; true if still in
 * flight (the endpoint is then flushed at the end). */
static bool post(ucs_status_ptr_t r, const char *what)
{
    if (r == NULL)
        return false;
    if (UCS_PTR_IS_ERR(r))
        die(what, UCS_PTR_STATUS(r));
    lk();
    ucp_request_free(r);
    ul();
    return true;
}

/* With puts as active messages: a get of pe's first word, behind all
 * sent to it; its reply means the target's worker handled them all. */
static ucs_status_ptr_t confirm(int pe, uint64_t *word)
{
    ucp_request_param_t p = {.op_attr_mask = 0};
    lk();
    ucs_status_ptr_t r =
        ucp_get_nbx(eps[pe], word, sizeof(*word), rbase[pe], rkeys[pe], &p);
    ul();
    return r;
}

/* Wait for n confirmations; returns 0 (none left). */
static int confirmed(ucs_status_ptr_t *c, int n)
{
    for (int i = 0; i < n; i++)
        wait_req(c[i], "ucp_get_nbx");
    return 0;
}

static void ep_flush(int pe)
{
    ucp_request_param_t p = {.op_attr_mask = 0};
    uint64_t word;
    ucs_status_ptr_t c =
        am_puts && __atomic_exchange_n(&am_owes[pe], 0, __ATOMIC_RELAXED)
            ? confirm(pe, &word)
            : NULL;
    lk();
    ucs_status_ptr_t f = ucp_ep_flush_nbx(eps[pe], &p);
    ul();
    wait_req(f, "ucp_ep_flush_nbx");
    wait_req(c, "ucp_get_nbx");
    if (__atomic_exchange_n(&owes[pe], 0, __ATOMIC_RELAXED))
        __atomic_sub_fetch(&owed, 1, __ATOMIC_RELAXED);
}

/* n elements of elem bytes, one request each (posted, freed: UCX
 * completes them); whether any was still in flight. */
static bool strided(bool put, struct to t, uintptr_t off, char *local,
                    ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)
{
    bool pending = false;
    for (size_t i = 0; i < n; i++) {
        ptrdiff_t at = (ptrdiff_t)i * (ptrdiff_t)elem;
        char *l = local + at * lst;
        uint64_t r = t.base + off + (uintptr_t)(at * rst);
        ucp_request_param_t p = {.op_attr_mask = 0};
        lk();
        ucs_status_ptr_t q =
            put ? ucp_put_nbx(eps[t.pe], l, elem, r, t.key, &p)
                : ucp_get_nbx(eps[t.pe], l, elem, r, t.key, &p);
        ul();
        pending |= post(q, put ? "ucp_put_nbx" : "ucp_get_nbx");
    }
    return pending;
}

static void iput_to(struct to t, uintptr_t off, const void *src,
                    ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)
{
    if (rst == 1 && lst == 1) {
        put_to(t, off, src, n * elem);
        return;
    }
    /* the source is reusable only once they are done */
    if (strided(true, t, off, (char *)(uintptr_t)src, rst, lst, n, elem))
        ep_flush(t.pe);
    else
        owe(t.pe);
}

static void iget_to(struct to t, uintptr_t off, void *dst, ptrdiff_t rst,
                    ptrdiff_t lst, size_t n, size_t elem)
{
    if (rst == 1 && lst == 1) {
        get_to(t, off, dst, n * elem);
        return;
    }
    order(t.pe);
    /* the data is here once they are done */
    if (strided(false, t, off, dst, rst, lst, n, elem))
        ep_flush(t.pe);
}

/* One 32- or 64-bit atomic; *reply in: CSWAP's new value, out: the old
 * value (when fetch). */
static void amo(struct to t, uintptr_t off, ucp_atomic_op_t op, size_t size,
                const void *operand, uint64_t *reply, bool fetch)
{
    order(t.pe);
    ucp_request_param_t p = {
        .op_attr_mask = UCP_OP_ATTR_FIELD_DATATYPE,
        .datatype = ucp_dt_make_contig(size),
    };
    if (fetch) {
        p.op_attr_mask |= UCP_OP_ATTR_FIELD_REPLY_BUFFER;
        p.reply_buffer = reply;
    } else {
        /* UCX (1.13) reports a posted atomic done at once, even one still
         * queued on the endpoint (the target's receive queue full), and
         * the worker's flush does not count it until it is sent: a quiet
         * returned before it left, and the target saw it after the
         * barrier (stress_model at 2 pseudo-nodes of 2: an add or xor
         * late in 2% of runs). Asked for the request, we wait here until
         * it is sent, and the flush then waits for its completion. */
        p.op_attr_mask |= UCP_OP_ATTR_FLAG_NO_IMM_CMPL;
    }
    lk();
    ucs_status_ptr_t r =
        ucp_atomic_op_nbx(eps[t.pe], op, operand, 1, t.base + off, t.key, &p);
    ul();
    wait_req(r, "ucp_atomic_op_nbx");
    if (!fetch)
        owe(t.pe);
}

/*
 * An atomic store to a PE on another node: a put of the aligned word,
 * after what came before. UCX's swap always fetches (a round trip); a
 * put of one aligned word is as atomic with UCX's atomics (one copy, by
 * the target's worker or its NIC) and waits for nothing.
 */
static void put_word(struct to t, uintptr_t off, const void *v, size_t size)
{
    order(t.pe);
    put_to(t, off, v, size);
}

static uint64_t apply(enum shmemi_amo_op op, uint64_t old, uint64_t v)
{
    switch (op) {
    case SHMEMI_AMO_ADD: return old + v;
    case SHMEMI_AMO_AND: return old & v;
    case SHMEMI_AMO_OR: return old | v;
    case SHMEMI_AMO_XOR: return old ^ v;
    default: return v; /* SET, SWAP, CSWAP (when it matches) */
    }
}

/* 16 bits: a compare-and-swap loop on the aligned 32-bit word. */
static void amo16(struct to t, uintptr_t off, enum shmemi_amo_op op,
                  uint16_t v, uint16_t cond, void *out)
{
    uintptr_t w = off & ~(uintptr_t)3;
    unsigned shift = (unsigned)(off - w) * 8;
    uint32_t zero = 0;
    uint64_t old = 0;
    amo(t, w, UCP_ATOMIC_OP_OR, 4, &zero, &old, true);
    for (;;) {
        uint16_t cur = (uint16_t)((uint32_t)old >> shift);
        if (op == SHMEMI_AMO_FETCH ||
            (op == SHMEMI_AMO_CSWAP && cur != cond)) {
            if (out)
                memcpy(out, &cur, 2);
            return;
        }
        uint16_t nv = (uint16_t)apply(op, cur, v);
        uint32_t cmp = (uint32_t)old;
        uint64_t r = (cmp & ~(0xffffu << shift)) | ((uint32_t)nv << shift);
        amo(t, w, UCP_ATOMIC_OP_CSWAP, 4, &cmp, &r, true);
        if ((uint32_t)r == cmp) {
            if (out)
                memcpy(out, &cur, 2);
            return;
        }
        old = r;
    }
}

#define CPU_AMO(T)                                                             \
    static uint64_t cpu_amo_##T(T *p, enum shmemi_amo_op op, T v, T c)         \
    {                                                                          \
        switch (op) {                                                          \
        case SHMEMI_AMO_FETCH: return __atomic_load_n(p, __ATOMIC_SEQ_CST);    \
        case SHMEMI_AMO_SET: __atomic_store_n(p, v, __ATOMIC_SEQ_CST); return 0; \
        case SHMEMI_AMO_SWAP: return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); \
        case SHMEMI_AMO_CSWAP:                                                 \
            __atomic_compare_exchange_n(p, &c, v, false, __ATOMIC_SEQ_CST,     \
                                        __ATOMIC_SEQ_CST);                     \
            return c;                                                          \
        case SHMEMI_AMO_ADD: return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); \
        case SHMEMI_AMO_AND: return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); \
        case SHMEMI_AMO_OR: return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);   \
        default: return __atomic_fetch_xor(p, v, __ATOMIC_SEQ_CST);            \
        }                                                                      \
    }
CPU_AMO(uint16_t)
CPU_AMO(uint32_t)
CPU_AMO(uint64_t)
#undef CPU_AMO

/* An atomic on a mapped PE's memory, by this CPU. Earlier network
 * operations to it are complete first (a signal after its data). */
static uint64_t cpu_amo(int pe, uintptr_t off, enum shmemi_amo_op op,
                        size_t size, uint64_t v, uint64_t c)
{
    char *p = map[pe] + off;
    if (__atomic_load_n(&owes[pe], __ATOMIC_RELAXED))
        ep_flush(pe);
    __atomic_thread_fence(__ATOMIC_SEQ_CST); /* streaming stores too */
    if (size == 2)
        return cpu_amo_uint16_t((uint16_t *)(void *)p, op, (uint16_t)v,
                                (uint16_t)c);
    if (size == 4)
        return cpu_amo_uint32_t((uint32_t *)(void *)p, op, (uint32_t)v,
                                (uint32_t)c);
    return cpu_amo_uint64_t((uint64_t *)(void *)p, op, v, c);
}

/* An atomic through UCX; mapped: pe's segment is mapped here and t is
 * it, so this CPU does it on the mapping. */
static void amo_to(struct to t, bool mapped, uintptr_t off,
                   enum shmemi_amo_op op, size_t size, const void *val,
                   const void *cond, void *out)
{
    uint64_t v = 0, c = 0, r = 0;
    if (val)
        memcpy(&v, val, size);
    if (cond)
        memcpy(&c, cond, size);
    if (op == SHMEMI_AMO_SET)
        out = NULL;
    if (mapped) {
        r = cpu_amo(t.pe, off, op, size, v, c);
        if (out)
            memcpy(out, &r, size);
        return;
    }
    if (op == SHMEMI_AMO_SET && size != 2) {
        put_word(t, off, &v, size);
        return;
    }
    if (size == 2) {
        amo16(t, off, op, (uint16_t)v, (uint16_t)c, out);
        return;
    }
    bool fetch = out != NULL;
    const void *operand = &v;
    ucp_atomic_op_t uop;
    switch (op) {
    case SHMEMI_AMO_FETCH:
        uop = UCP_ATOMIC_OP_OR;
        v = 0;
        fetch = true;
        break;
    case SHMEMI_AMO_SET:
    case SHMEMI_AMO_SWAP:
        uop = UCP_ATOMIC_OP_SWAP;
        fetch = true; /* UCX's swap always fetches */
        break;
    case SHMEMI_AMO_CSWAP:
        uop = UCP_ATOMIC_OP_CSWAP;
        operand = &c;
        r = v;
        fetch = true;
        break;
    case SHMEMI_AMO_ADD: uop = UCP_ATOMIC_OP_ADD; break;
    case SHMEMI_AMO_AND: uop = UCP_ATOMIC_OP_AND; break;
    case SHMEMI_AMO_OR: uop = UCP_ATOMIC_OP_OR; break;
    default: uop = UCP_ATOMIC_OP_XOR; break;
    }
    amo(t, off, uop, size, operand, &r, fetch);
    if (out)
        memcpy(out, &r, size);
}

static void signal_to(struct to t, bool mapped, uintptr_t off,
                      uint64_t value, enum shmemi_signal_op op)
{
    uint64_t r = value;
    if (mapped) {
        cpu_amo(t.pe, off, op == SHMEMI_SIGNAL_SET ? SHMEMI_AMO_SET
                                                   : SHMEMI_AMO_ADD,
                8, value, 0);
        return;
    }
    /* after the data it announces (fenced first) */
    if (op == SHMEMI_SIGNAL_SET)
        put_word(t, off, &value, 8);
    else
        amo(t, off, UCP_ATOMIC_OP_ADD, 8, &value, &r, false);
}

/*
 * tp_ucx's operations (prefix u: offsets into pe's segment; an atomic on
 * a PE mapped here is this CPU's, on the mapping) and tp_reg's (prefix
 * r: registered memory, by the owner's address and the key named last;
 * never this CPU's, as the core sends a mapped PE's registered words to
 * tp_ucx's mapping).
 */
#define OPS(P, DEST, MAPPED)                                                   \
    static void P##_put(int pe, uintptr_t off, const void *src, size_t n)      \
    {                                                                          \
        put_to(DEST(pe), off, src, n);                                         \
    }                                                                          \
    static void P##_get(int pe, uintptr_t off, void *dst, size_t n)            \
    {                                                                          \
        get_to(DEST(pe), off, dst, n);                                         \
    }                                                                          \
    static void P##_iput(int pe, uintptr_t off, const void *src,               \
                         ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)  \
    {                                                                          \
        iput_to(DEST(pe), off, src, rst, lst, n, elem);                        \
    }                                                                          \
    static void P##_iget(int pe, uintptr_t off, void *dst, ptrdiff_t rst,      \
                         ptrdiff_t lst, size_t n, size_t elem)                 \
    {                                                                          \
        iget_to(DEST(pe), off, dst, rst, lst, n, elem);                        \
    }                                                                          \
    static void P##_amo(int pe, uintptr_t off, enum shmemi_amo_op op,          \
                        size_t size, const void *val, const void *cond,        \
                        void *out)                                             \
    {                                                                          \
        amo_to(DEST(pe), MAPPED, off, op, size, val, cond, out);               \
    }                                                                          \
    static void P##_signal(int pe, uintptr_t off, uint64_t value,              \
                           enum shmemi_signal_op op)                           \
    {                                                                          \
        signal_to(DEST(pe), MAPPED, off, value, op);                           \
    }
OPS(u, seg, map[pe] != NULL)
OPS(r, reg, false)
#undef OPS

static void u_quiet(void)
{
    if (!__atomic_load_n(&owes_any, __ATOMIC_RELAXED))
        return;
    __atomic_store_n(&owes_any, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&unordered, 0, __ATOMIC_RELAXED);
    bool flush = __atomic_load_n(&flush_owed, __ATOMIC_RELAXED) &&
                 __atomic_exchange_n(&flush_owed, 0, __ATOMIC_RELAXED);
    ucp_request_param_t p = {.op_attr_mask = 0};
    if (!am_puts) {
        lk();
        ucs_status_ptr_t f = ucp_worker_flush_nbx(worker, &p);
        ul();
        wait_req(f, "ucp_worker_flush_nbx");
    } else {
        /* each PE written by active messages confirms (a batch of gets
         * at a time), and the worker's flush completes the rest, if any:
         * after active-message puts alone it would add nothing a
         * confirmation does not (the confirmation's reply comes after
         * the target's worker handled them), and it cost time: a
         * put-and-quiet of 4 KiB between pseudo-nodes of 1 took 1.38 us
         * with it, 1.07 without (bench/paths, 7 rotated launches) */
        enum { BATCH = 32 };
        uint64_t words[BATCH];
        ucs_status_ptr_t c[BATCH];
        int n = 0;
        for (int pe = 0; pe < job.npes; pe++) {
            if (!__atomic_load_n(&am_owes[pe], __ATOMIC_RELAXED) ||
                !__atomic_exchange_n(&am_owes[pe], 0, __ATOMIC_RELAXED))
                continue;
            c[n] = confirm(pe, &words[n]);
            if (++n == BATCH)
                n = confirmed(c, n);
        }
        ucs_status_ptr_t f = NULL;
        if (flush) {
            lk();
            f = ucp_worker_flush_nbx(worker, &p);
            ul();
        }
        confirmed(c, n);
        wait_req(f, "ucp_worker_flush_nbx");
    }
    memset(owes, 0, (size_t)job.npes);
    __atomic_store_n(&owed, 0, __ATOMIC_RELAXED);
}

/* Where pe is the only PE owed, the worker's flush completes the same
 * operations, and it was 3.2x faster than the endpoint's between
 * pseudo-nodes over shared memory (bench/pe_quiet, 8 PEs, 1 written). */
static void u_quiet_pe(int pe)
{
    if (!__atomic_load_n(&owes[pe], __ATOMIC_RELAXED))
        return;
    if (__atomic_load_n(&owed, __ATOMIC_RELAXED) <= 1)
        u_quiet();
    else
        ep_flush(pe);
}

static void u_quiet(void);

/* shmem_fence: one lane to each PE, UCX's fence; several, a quiet. */
static void u_fence(void)
{
    if (strong)
        u_quiet();
    else
        fence_lanes();
}

static const struct shmemi_transport tp_ucx = {
    .name = "UCX (ucp_put_nbx, ucp_get_nbx, ucp_atomic_op_nbx on the "
            "segment's rkey)",
    .put = u_put,
    .get = u_get,
    .iput = u_iput,
    .iget = u_iget,
    .amo = u_amo,
    .signal = u_signal,
    .quiet = u_quiet,
    .quiet_pe = u_quiet_pe,
    .fence = u_fence,
};

/* ---- registered memory ---- */

static const struct shmemi_transport tp_reg = {
    .name = "UCX (registered memory, by its own keys)",
    .put = r_put,
    .get = r_get,
    .iput = r_iput,
    .iget = r_iget,
    .amo = r_amo,
    .signal = r_signal,
    .quiet = u_quiet,
    .quiet_pe = u_quiet_pe,
    .fence = u_fence,
};

static void use_key(void *rkey)
{
    named_key = rkey;
}

static int mem_reg_locked(void *addr, size_t len, void **mh, void *key,
                          size_t *keylen, char *err, size_t errlen)
{
    ucp_mem_map_params_t mp = {
        .field_mask =
            UCP_MEM_MAP_PARAM_FIELD_ADDRESS | UCP_MEM_MAP_PARAM_FIELD_LENGTH,
        .address = addr,
        .length = len,
    };
    ucp_mem_h h = NULL;
    ucs_status_t s = ucp_mem_map(ctx, &mp, &h);
    if (s != UCS_OK) {
        snprintf(err, errlen, "ucp_mem_map of %p (%zu bytes) failed: %s", addr,
                 len, ucs_status_string(s));
        return -EIO;
    }
    void *rk = NULL;
    size_t n = 0;
    s = ucp_rkey_pack(ctx, h, &rk, &n);
    if (s != UCS_OK || n > SHMEMI_UCX_KEY_MAX) {
        if (s == UCS_OK)
            snprintf(err, errlen,
                     "UCX packed a key of %zu bytes, more than the %d "
                     "shmap keeps",
                     n, SHMEMI_UCX_KEY_MAX);
        else
            snprintf(err, errlen, "ucp_rkey_pack failed: %s",
                     ucs_status_string(s));
        if (rk)
            ucp_rkey_buffer_release(rk);
        ucp_mem_unmap(ctx, h);
        return -EIO;
    }
    memcpy(key, rk, n);
    ucp_rkey_buffer_release(rk);
    *keylen = n;
    *mh = h;
    return 0;
}

static int mem_reg(void *addr, size_t len, void **mh, void *key, size_t *keylen,
                   char *err, size_t errlen)
{
    lk();
    int rc = mem_reg_locked(addr, len, mh, key, keylen, err, errlen);
    ul();
    return rc;
}

static void mem_dereg(void *mh)
{
    lk();
    ucs_status_t s = ucp_mem_unmap(ctx, mh);
    ul();
    if (s != UCS_OK)
        die("ucp_mem_unmap", s);
}

static void *key_unpack(int pe, const void *key, char *err, size_t errlen)
{
    ucp_rkey_h k = NULL;
    lk();
    ucs_status_t s = ucp_ep_rkey_unpack(eps[pe], key, &k);
    ul();
    if (s != UCS_OK) {
        snprintf(err, errlen, "ucp_ep_rkey_unpack failed: %s",
                 ucs_status_string(s));
        return NULL;
    }
    return k;
}

static void key_release(void *rkey)
{
    lk();
    ucp_rkey_destroy(rkey);
    ul();
}

/* ---- the progress thread ---- */

/*
 * It serves only while the program's threads are away from the library.
 * Every progress call and every wait here counts in main_ticks; the
 * thread, dormant, sleeps for the interval and looks: if the count moved,
 * a PE thread is serving (in a wait, a barrier) and the thread sleeps
 * again, so it never competes with it for the worker or a CPU. If not,
 * the PE is computing: the thread drives the worker, sleeping on UCX's
 * wake-up event between requests, until the count moves again.
 */
static unsigned progress(void)
{
    tick();
    lk();
    unsigned n = ucp_worker_progress(worker);
    ul();
    return n;
}

/* Sleep on fds at most us microseconds; whether the stop was asked.
 * *woke (unless NULL): whether anything came before the time ran out. */
static bool stop_asked(struct pollfd *fds, int nfds, int64_t us, bool *woke)
{
    struct timespec t = {(time_t)(us / 1000000), (long)(us % 1000000) * 1000};
    int n = ppoll(fds, (nfds_t)nfds, &t, NULL);
    if (woke)
        *woke = n != 0;
    return n > 0 && (fds[0].revents & POLLIN);
}

/*
 * While the PE is away and nothing comes, the thread's sleeps grow from
 * the interval to IDLE_SLEEPS_MAX intervals (a wake-up event ends any
 * sleep at once; the longest sleep only bounds how late an event UCX
 * does not signal is seen). PE 0 asleep outside the library between
 * the namespaces cost 1.5-2.9% of a CPU in this VM's slow days at one
 * look a millisecond, each look a wake-up; 0.11-0.17% so.
 */
#define IDLE_SLEEPS_MAX 32

/* Everything the worker has; returns whether there was anything. */
static bool serve(void)
{
    bool any = false;
    for (;;) {
        t_lk();
        unsigned n = ucp_worker_progress(worker);
        t_ul();
        if (!n)
            return any;
        any = true;
    }
}

/*
 * After serving, keep looking for LINGER_NS more before sleeping on the
 * wake-up event: requests come in streams, and each one that woke the
 * thread paid a wake-up (3 PEs on pseudo-nodes of 1 asking a computing
 * PE 0 for fetch_adds: busy / idle 0.70-0.83 against 0.29-0.37 without
 * it). Only after work: a look that found nothing (the interval's)
 * sleeps at once, so the idle thread's CPU stays 0.2%. It ends as soon
 * as a PE thread is back in the library (its progress calls move
 * main_ticks from `seen`): the two never serve side by side.
 *
 * Between looks it yields, so that a PE sharing the CPU (oversubscribed:
 * one that asks this PE, say) runs; unless yielding proved slow. Where
 * the CPU's other task is the computing PE itself (the thread inherits
 * its binding), a yield hands it the CPU for the rest of the scheduler's
 * slice, while the thread, runnable rather than asleep, is not woken by
 * the next request: one served a tick (4 ms here). So a yield that took
 * longer than YIELD_SLOW_NS makes the next lingers spin instead: 1, then
 * twice as many each time a yield is slow again (up to SPIN_LINGERS_MAX),
 * back to 1 after a linger whose yields were all quick. Three PEs asking
 * a PE 0 on a CPU of its own (as on a node where each PE has a core),
 * fetch_adds a second: pseudo-nodes of 1, 936 yielding against 610,508
 * so; between the namespaces over TCP 779 against 35,778 (always
 * spinning 33,353; 1 PE asking, 255 yielding, 32,592 spinning). Where
 * the namespaces' PEs share both CPUs, always spinning was the slower
 * (busy / idle 0.25 against 0.77 yielding, 4 launches each: its spins
 * took the asking PEs' CPU); so, 32,137 against 35,170 yielding (8
 * each, within the launches' spread). Spinning, the thread takes at most
 * its fair share of the CPU from the computing PE while a stream lasts;
 * asleep between requests (no linger) it served 17,153 a second (TCP, 3
 * PEs, a CPU a node), its wake-ups costing as much CPU as that.
 */
#define LINGER_NS 20000
#define YIELD_SLOW_NS 500000
#define SPIN_LINGERS_MAX 4096

static void linger(uint64_t seen)
{
    static unsigned spins_left, spin_run = 1; /* the thread's alone */
    bool spin = spins_left > 0;
    if (spin)
        spins_left--;
    int64_t last = mono_ns();
    while (mono_ns() - last < LINGER_NS &&
           __atomic_load_n(&main_ticks, __ATOMIC_RELAXED) == seen) {
        if (serve()) {
            last = mono_ns();
        } else if (!spin) {
            int64_t t = mono_ns();
            sched_yield();
            if (mono_ns() - t >= YIELD_SLOW_NS) {
                spin = true;
                spins_left = spin_run;
                if (spin_run < SPIN_LINGERS_MAX)
                    spin_run *= 2;
            }
        }
    }
    if (!spin) /* every yield quick (a slow one set spin) */
        spin_run = 1;
}

/*
 * Once the thread served something while the PE was away, its next
 * dormant look comes HOT_LOOK_US after the PE is back, not an interval
 * (then the interval again, if the PE was still inside): a PE that keeps
 * leaving the library briefly (a Cray-era loop on a volatile flag,
 * waiting for another node's put) is served within tens of microseconds
 * of leaving, not a millisecond. bench/flag_loop between pseudo-nodes of
 * 1, PE 1 waiting in a plain loop: 1,085-1,096 us a round trip before,
 * 72-79 now (6 rotated launches each); over TCP between the namespaces
 * 1,088-1,158 against 78-88 (3 each, with a CPU a node and sharing
 * them). Looks doubling back to the interval instead of one cost the
 * shmem_wait_until windows right after a plain loop's 20% (0.51-0.55 us
 * a round trip against 0.37-0.50; one look, 0.42-0.49): their wake-ups
 * land on the waiting PE's CPU. 20 us looks gave 55 us
 * round trips, 10 us ones 70-217, 5 us ones 1,250-1,400: a thread
 * waking that often is no longer owed the CPU by the scheduler, whose
 * wake-ups then wait for the spinning PE's slice. A thread that served
 * nothing (its PE waits in the library, as in every latency benchmark)
 * looks every interval, as before.
 */
#define HOT_LOOK_US 50

/*
 * While the PE stays in the library (waiting, progressing the worker
 * itself), each dormant look finding it there doubles the next one's
 * delay, from the interval up to DORMANT_LOOKS_MAX intervals. Each look
 * is a wake-up on a machine whose CPUs the PEs spin on, and cost them
 * far more than its own work: over TCP between the namespaces,
 * bench/net_floor's mean get of 8 B took 10.38 us with a look every 1
 * ms, 9.88 every 10 ms and 9.80 without the thread (5 rotated launches
 * each; another run: 10.40 and 9.79 without, Open MPI 9.96). The price:
 * a PE that leaves the library after a long wait there is found away up
 * to DORMANT_LOOKS_MAX intervals later, instead of one (busy_target's
 * PE 0 computes for 2 s).
 */
#define DORMANT_LOOKS_MAX 16

/*
 * The thread's priority. Serving while the PE computes, it shares the
 * PE's CPU (it inherits its binding), and at equal weights the scheduler
 * gives it about half while a stream of requests lasts: it then served
 * half the rate of a PE waiting in the library, each request costing its
 * CPU about 10 us over TCP (3 PEs of another node taking work items by
 * fetch_add from a computing PE 0 with a CPU of its own, between the
 * namespaces, 3 rounds: busy / idle 0.45-0.52, the PE keeping 0.60-0.62
 * of its work rate; nice -5, 0.59-0.82 and 0.40-0.41; nice -10, 0.89-0.95
 * and 0.28-0.29). Sleeping between requests instead of lingering saved
 * the PE nothing (the wake-ups cost as much) and halved the rate. Each
 * request served is a PE of the job waiting, so by default the thread
 * weighs 9 times its PE (SMA_PROGRESS_NICE, -10); it only runs while
 * requests come. Raising it needs CAP_SYS_NICE, or an RLIMIT_NICE that
 * allows some of it: the thread takes what that allows.
 */
/* the PE's, the one wanted (clamped to -20..19), the thread's */
static int nice_pe, nice_want, nice_got;
static int nice_ready;

static void thread_nice(void)
{
    errno = 0;
    int own = getpriority(PRIO_PROCESS, 0); /* this thread's, the PE's */
    if (own == -1 && errno)
        own = 0;
    int want = own + job.progress_nice;
    want = want < -20 ? -20 : want > 19 ? 19 : want;
    nice_pe = nice_got = own;
    nice_want = want;
    id_t tid = (id_t)syscall(SYS_gettid);
    struct rlimit rl;
    if (want != own && setpriority(PRIO_PROCESS, tid, want) == 0)
        nice_got = want;
    else if (want < own && getrlimit(RLIMIT_NICE, &rl) == 0 &&
             rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur <= 40) {
        int floor = 20 - (int)rl.rlim_cur; /* the lowest it allows */
        if (floor > want && floor < own &&
            setpriority(PRIO_PROCESS, tid, floor) == 0)
            nice_got = floor;
    }
    __atomic_store_n(&nice_ready, 1, __ATOMIC_RELEASE);
}

static void *progress_main(void *arg)
{
    (void)arg;
    thread_nice();
    int efd = wait_efd; /* the worker's wake-up event (u_connect) */
    int64_t iv = (int64_t)((job.interval_us + 999) / 1000) * 1000;
    int64_t look = iv;
    /* looks of HOT_LOOK_US (the default slack, 50 us, made them 70) */
    prctl(PR_SET_TIMERSLACK, 1000UL);
    struct pollfd fds[2] = {{.fd = stop_fd, .events = POLLIN},
                            {.fd = efd, .events = POLLIN}};
    uint64_t seen = __atomic_load_n(&main_ticks, __ATOMIC_RELAXED);
    for (;;) {
        /* dormant */
        if (stop_asked(fds, 1, look, NULL))
            return NULL;
        uint64_t now = __atomic_load_n(&main_ticks, __ATOMIC_RELAXED);
        if (now != seen) {
            seen = now;
            if (look < iv)
                look = iv; /* after a hot look */
            else if (look < DORMANT_LOOKS_MAX * iv)
                look *= 2;
            continue;
        }
        /* the PE is away: serve until it is back, holding the worker */
        if (!take())
            continue;
        int64_t sleep_us = iv;
        bool served = false;
        for (;;) {
            if (__atomic_load_n(&main_ticks, __ATOMIC_RELAXED) == seen &&
                serve()) {
                served = true;
                linger(seen);
                sleep_us = iv;
            }
            if (__atomic_load_n(&main_ticks, __ATOMIC_RELAXED) != seen) {
                give();
                break;
            }
            ucs_status_t a = UCS_OK;
            if (efd >= 0) {
                t_lk();
                a = ucp_worker_arm(worker);
                t_ul();
            }
            if (a == UCS_ERR_BUSY)
                continue; /* events came in meanwhile */
            nap();
            bool woke;
            bool stop = stop_asked(fds, efd >= 0 ? 2 : 1, sleep_us, &woke);
            bool held = wake(); /* else the program took it back */
            if (woke)
                sleep_us = iv;
            else if (efd >= 0 && sleep_us < IDLE_SLEEPS_MAX * iv)
                sleep_us *= 2;
            if (stop) {
                if (held)
                    give();
                return NULL;
            }
            if (!held)
                break;
        }
        seen = __atomic_load_n(&main_ticks, __ATOMIC_RELAXED);
        look = served ? HOT_LOOK_US : iv;
    }
}

static void stop_thread(void)
{
    if (!thread_on)
        return;
    uint64_t one = 1;
    ssize_t w = write(stop_fd, &one, sizeof(one));
    (void)w;
    pthread_join(thread, NULL);
    thread_on = false;
}

/* ---- start-up and the end ---- */

static int lane_names(int pe, char *buf, size_t len, int *lanes);

static int ufail(char *err, size_t errlen, const char *what, ucs_status_t s)
{
    snprintf(err, errlen, "%s failed: %s", what, ucs_status_string(s));
    return -EIO;
}

static void close_all(void)
{
    stop_thread();
    if (stop_fd >= 0)
        close(stop_fd);
    stop_fd = -1;
    if (eps) {
        for (int pe = 0; pe < job.npes; pe++) {
            if (rkeys && rkeys[pe])
                ucp_rkey_destroy(rkeys[pe]);
            if (!eps[pe])
                continue;
            ucp_request_param_t p = {
                .op_attr_mask = UCP_OP_ATTR_FIELD_FLAGS,
                .flags = UCP_EP_CLOSE_FLAG_FORCE,
            };
            ucs_status_ptr_t r = ucp_ep_close_nbx(eps[pe], &p);
            if (r && !UCS_PTR_IS_ERR(r)) {
                while (ucp_request_check_status(r) == UCS_INPROGRESS)
                    ucp_worker_progress(worker);
                ucp_request_free(r);
            }
        }
    }
    free(eps);
    free(rkeys);
    eps = NULL;
    rkeys = NULL;
    if (memh)
        ucp_mem_unmap(ctx, memh);
    memh = NULL;
    wait_efd = -1;
    if (worker)
        ucp_worker_destroy(worker);
    worker = NULL;
    if (ctx)
        ucp_cleanup(ctx);
    ctx = NULL;
    free(rbase);
    free(owes);
    free(am_owes);
    free(map);
    rbase = NULL;
    owes = NULL;
    am_owes = NULL;
    map = NULL;
}

/* Whether a segment of SysV shared memory as large as UCX's sysv
 * transport makes for its receive queue (64 elements of 8 KiB) can be
 * had here. */
static bool sysv_works(void)
{
    int id = shmget(IPC_PRIVATE, 1 << 20, IPC_CREAT | 0600);
    if (id < 0)
        return false;
    (void)shmctl(id, IPC_RMID, NULL);
    return true;
}

/* Whether UCX_TLS (NULL: unset) may let UCX use a transport named by one
 * of names (NULL-terminated): only then are its settings ours to give, or
 * UCX warns that they went unused. */
static bool tls_may(const char *tls, const char *const *names)
{
    if (!tls || strstr(tls, "all"))
        return true;
    for (; *names; names++)
        if (strstr(tls, *names))
            return true;
    return false;
}

static int u_open(const struct shmemi_ucx_job *j, char *err, size_t errlen)
{
    job = *j;
    map = malloc((size_t)job.npes * sizeof(*map));
    owes = calloc((size_t)job.npes, 1);
    am_owes = calloc((size_t)job.npes, 1);
    rbase = calloc((size_t)job.npes, sizeof(*rbase));
    eps = calloc((size_t)job.npes, sizeof(*eps));
    rkeys = calloc((size_t)job.npes, sizeof(*rkeys));
    if (!map || !owes || !am_owes || !rbase || !eps || !rkeys) {
        snprintf(err, errlen, "out of memory for %d PEs", job.npes);
        return -ENOMEM;
    }
    memcpy(map, job.map, (size_t)job.npes * sizeof(*map));
    bool multi = job.threads || job.progress;
    ucp_params_t pp = {
        .field_mask =
            UCP_PARAM_FIELD_FEATURES | UCP_PARAM_FIELD_MT_WORKERS_SHARED,
        .features = UCP_FEATURE_RMA | UCP_FEATURE_AMO32 | UCP_FEATURE_AMO64 |
                    UCP_FEATURE_AM | (job.progress ? UCP_FEATURE_WAKEUP : 0),
        .mt_workers_shared = 0,
    };
    /* UCX's TCP moves a transfer in segments of 8 KiB by default: a
     * 1 MiB put between two namespaces took 612 us; in 64 KiB ones 170
     * (bench-netns). Unless the user set them. (In the environment: UCX
     * reads a transport's settings there; and only where TCP may be used,
     * or UCX warns that they are not.) */
    const char *tls = getenv("UCX_TLS");
    if (tls_may(tls, (const char *const[]){"tcp", NULL})) {
        setenv("UCX_TCP_TX_SEG_SIZE", "64k", 0);
        setenv("UCX_TCP_RX_SEG_SIZE", "64k", 0);
    }
    /* Its shared-memory queues (sysv, posix: between pseudo-nodes, and
     * registered memory of this node's PEs) likewise in 8 KiB, 128 of
     * them for a 1 MiB put; in 32 KiB, 32: put-and-quiet of 1 MiB
     * between pseudo-nodes of 1 went from 9,768-11,236 to 22,427-27,574
     * MB/s (Open MPI 10,678-11,300), get 1 MiB from 89-108 to 38-43 us;
     * 8-byte rows unchanged (bench/paths, medians of 5-7 rotated
     * launches, 4 runs). 16 KiB gave 17,602, 60 KiB no more than 32.
     * Not 64 KiB: UCX 1.13 then fails an assertion on a get's reply
     * (frag_length >= 0, rma_send.c). The receive pool grows 128
     * buffers at a time, not 512, so that its first chunk stays the
     * 4 MiB of shared memory it was. Unless the user set them. */
    if (tls_may(tls,
                (const char *const[]){"sysv", "posix", "mm", "shm", NULL})) {
        setenv("UCX_MM_SEG_SIZE", "32k", 0);
        setenv("UCX_MM_RX_BUFS_GROW", "128", 0);
    }
    ucp_config_t *cfg = NULL;
    ucs_status_t s = ucp_config_read(NULL, NULL, &cfg);
    if (s != UCS_OK)
        return ufail(err, errlen, "ucp_config_read", s);
    /* the target's CPU does network atomics: atomic with our CPU ones */
    s = ucp_config_modify(cfg, "ATOMIC_MODE", "cpu");
    /* No rendezvous lanes: our active messages are always eager, and for
     * them UCP added one over every transport with remote memory access,
     * TCP's beside shared memory between pseudo-nodes of one machine,
     * whose sockets every progress call then polled: 4 PEs as
     * pseudo-nodes of 1 took 190,000 fetch_adds a second from a waiting
     * PE 0 and 85,000 from a computing one, against 680,000-790,000 and
     * 440,000-540,000 without (bench/busy_target --quick). Between the
     * namespaces (TCP alone) no row moved (1 MiB put 5,870 against
     * 5,980 MB/s, 2 launches each). Unless the user set it. */
    if (s == UCS_OK && !getenv("UCX_MAX_RNDV_LANES"))
        s = ucp_config_modify(cfg, "MAX_RNDV_LANES", "0");
    /* Without cma (process_vm_readv/writev between processes of one
     * machine): with it the 8-PE stress model lost atomic adds between
     * pseudo-nodes in 2 of 5 runs, without it in none (cause not found;
     * doc/ARCHITECTURE.md). And one shared-memory transport, not two:
     * UCX gave a peer on this machine (pseudo-nodes; registered memory
     * of the node's PEs) a lane of sysv and one of posix, so a fence
     * there was a flush (strong) and puts were its acknowledged ones;
     * with one lane, a fence orders and puts are active messages: an
     * 8-byte put (put, fence, flag; ping-pong) between pseudo-nodes of
     * 1 took 0.69-0.74 us against 1.89-1.95 (Open MPI without mapping
     * the heap 0.90-0.96; medians of 5 interleaved launches, 3 runs);
     * the 1 MiB put-and-quiet stream lost 3-5% (12,620-12,774 MB/s
     * against 13,226-13,801; Open MPI's 13,190). Posix's is left out where
     * SysV shared memory can be had (a probe), as UCX itself prefers
     * sysv for active messages. Unless the user chose the transports. */
    if (s == UCS_OK && !getenv("UCX_TLS"))
        s = ucp_config_modify(cfg, "TLS", sysv_works() ? "^cma,posix" : "^cma");
    if (s == UCS_OK)
        s = ucp_init(&pp, cfg, &ctx);
    ucp_config_release(cfg);
    if (s != UCS_OK)
        return ufail(err, errlen, "ucp_init", s);
    /* single-threaded, serialized by ulock where several threads call */
    ucp_worker_params_t wp = {
        .field_mask = UCP_WORKER_PARAM_FIELD_THREAD_MODE,
        .thread_mode = UCS_THREAD_MODE_SINGLE,
    };
    s = ucp_worker_create(ctx, &wp, &worker);
    if (s != UCS_OK)
        return ufail(err, errlen, "ucp_worker_create", s);
    serial = multi;
    /* one program thread and the progress thread: no lock for the first */
    biased = !job.threads && job.progress && membarrier_ok();
    spin_looks = job.own_cpu ? 4096 : 64; /* refined by exchange_peers */
    /* before any peer has our address: puts as active messages */
    ucp_am_handler_param_t ah = {
        .field_mask = UCP_AM_HANDLER_PARAM_FIELD_ID |
                      UCP_AM_HANDLER_PARAM_FIELD_CB |
                      UCP_AM_HANDLER_PARAM_FIELD_FLAGS,
        .id = AM_PUT,
        .cb = am_put_arrived,
        .flags = UCP_AM_FLAG_WHOLE_MSG,
    };
    s = ucp_worker_set_am_recv_handler(worker, &ah);
    if (s != UCS_OK)
        return ufail(err, errlen, "ucp_worker_set_am_recv_handler", s);
    ucp_mem_map_params_t mp = {
        .field_mask =
            UCP_MEM_MAP_PARAM_FIELD_ADDRESS | UCP_MEM_MAP_PARAM_FIELD_LENGTH,
        .address = job.base,
        .length = job.len,
    };
    s = ucp_mem_map(ctx, &mp, &memh);
    if (s != UCS_OK)
        return ufail(err, errlen, "ucp_mem_map of the segment", s);
    return 0;
}

/* Every PE's variable-length blob, padded to the longest. */
static int exchange(const void *mine, size_t len, char **all, size_t *each,
                    char *err, size_t errlen)
{
    uint64_t l = len, *lens = calloc((size_t)job.npes, sizeof(*lens));
    if (!lens)
        return -ENOMEM;
    int rc = job.allgather(&l, lens, sizeof(l), err, errlen);
    size_t max = 0;
    for (int pe = 0; rc == 0 && pe < job.npes; pe++)
        max = lens[pe] > max ? lens[pe] : max;
    free(lens);
    if (rc)
        return rc;
    char *buf = calloc(1, max), *out = calloc((size_t)job.npes, max);
    if (!buf || !out) {
        free(buf);
        free(out);
        return -ENOMEM;
    }
    memcpy(buf, mine, len);
    rc = job.allgather(buf, out, max, err, errlen);
    free(buf);
    if (rc) {
        free(out);
        return rc;
    }
    *all = out;
    *each = max;
    return 0;
}

/*
 * Every endpoint wired up before the program runs (those to this node's
 * PEs carry its registered memory): a get of each PE's first word, all
 * in flight at once. UCX otherwise connects an endpoint at its first
 * use and sends what was queued meanwhile once it is. The suspicion
 * this answers, not proven: with UCX 1.13 and the progress thread, a
 * sw-emulated get's reply or a put's completion now and then arrived
 * for a request already done ("id == (id)" in ucp_request.inl,
 * "flush_ops_count > 0" in ucp_worker.h, "send.length >= frag_length"
 * in rma_send.c), in shmemx_asym's registered-memory churn at 8 PEs as
 * pseudo-nodes of 2: about 1 suite run in 6, churn pairs 1 of 7 before
 * and 0 of 7 with this (whole mpi_nodes_2x4.sh runs: 2 of 13 before, 0
 * of 11 after); without the thread 0 of 46. Never two threads in
 * the worker at once (counted around every call: none). First uses
 * alone (every PE's 80 KB gets from all the others at once) did not
 * fail either way.
 */
static int wire_up(char *err, size_t errlen)
{
    uint64_t *words = calloc((size_t)job.npes, sizeof(*words));
    ucs_status_ptr_t *rq = calloc((size_t)job.npes, sizeof(*rq));
    if (!words || !rq) {
        free(words);
        free(rq);
        snprintf(err, errlen, "out of memory for %d peers", job.npes);
        return -ENOMEM;
    }
    for (int pe = 0; pe < job.npes; pe++)
        rq[pe] = confirm(pe, &words[pe]);
    confirmed(rq, job.npes);
    free(words);
    free(rq);
    return 0;
}

/*
 * Where this node's PEs outnumber its CPUs, whether a yield in wait_req
 * can help the PE it waits for: only if one it reaches through UCX may
 * run on one of this PE's CPUs (the same machine, job.machine, and
 * allowed CPUs in common). Where none may (other machines, or
 * nodes given CPUs of their own), a yield helps only the PEs sharing
 * this node's CPUs, which wait for the network too: 1024 looks. Three
 * PEs on one CPU taking fetch_adds from a PE 0 waiting in a barrier on
 * another (two namespaces over TCP, a CPU each; 8 rotated rounds):
 * 91,359 a second against 86,770 yielding after 64 (medians), 4-11%
 * more in each of the 7 rounds whose launches ran in the same VM mode;
 * Open MPI, whose waits never yield, 99,763. Where the PEs of both
 * namespaces share both CPUs, spinning longer took the computing PE 0's
 * progress thread the CPU: its rate fell to 17,878 a second at 1024
 * looks and 6,545 at 4096, against 17,219 at 64 (medians of 5).
 */
struct placement {
    uint64_t machine; /* job.machine (0: unknown) */
    cpu_set_t cpus;   /* this PE's allowed CPUs (all zero: unknown) */
};

static void placement_of(struct placement *p)
{
    memset(p, 0, sizeof(*p));
    p->machine = job.machine;
    if (sched_getaffinity(0, sizeof(p->cpus), &p->cpus) != 0)
        CPU_ZERO(&p->cpus);
}

/* Whether pe's placement may share a CPU with mine (unknown: it may). */
static bool may_share(const struct placement *me, const struct placement *pe)
{
    if (!me->machine || !pe->machine || !CPU_COUNT(&me->cpus) ||
        !CPU_COUNT(&pe->cpus))
        return true;
    if (me->machine != pe->machine)
        return false;
    cpu_set_t both;
    CPU_AND(&both, &me->cpus, &pe->cpus);
    return CPU_COUNT(&both) > 0;
}

/* What each PE sends the others beside its address and rkey: its
 * segment's address (rbase) and its placement, which sets spin_looks;
 * one allgather for both. */
struct peer_info {
    uint64_t base;
    struct placement where;
};

static int exchange_peers(char *err, size_t errlen)
{
    struct peer_info *all = calloc((size_t)job.npes, sizeof(*all));
    struct peer_info mine = {.base = (uint64_t)(uintptr_t)job.base};
    if (!all) {
        snprintf(err, errlen, "out of memory for %d peers", job.npes);
        return -ENOMEM;
    }
    placement_of(&mine.where);
    int rc = job.allgather(&mine, all, sizeof(mine), err, errlen);
    bool shared = false;
    for (int pe = 0; !rc && pe < job.npes; pe++) {
        rbase[pe] = all[pe].base;
        shared = shared || (!map[pe] && may_share(&mine.where, &all[pe].where));
    }
    free(all);
    if (!rc)
        spin_looks = job.own_cpu ? 4096 : shared ? 64 : 1024;
    return rc;
}

static int u_connect(char *err, size_t errlen)
{
    ucp_address_t *addr = NULL;
    size_t alen = 0;
    void *rk = NULL;
    size_t rklen = 0;
    char *addrs = NULL, *keys = NULL;
    size_t aeach = 0, keach = 0;
    int rc;
    ucs_status_t s = ucp_worker_get_address(worker, &addr, &alen);
    if (s != UCS_OK)
        return ufail(err, errlen, "ucp_worker_get_address", s);
    rc = exchange(addr, alen, &addrs, &aeach, err, errlen);
    ucp_worker_release_address(worker, addr);
    if (rc)
        return rc;
    s = ucp_rkey_pack(ctx, memh, &rk, &rklen);
    if (s != UCS_OK) {
        free(addrs);
        return ufail(err, errlen, "ucp_rkey_pack", s);
    }
    rc = exchange(rk, rklen, &keys, &keach, err, errlen);
    ucp_rkey_buffer_release(rk);
    if (!rc)
        rc = exchange_peers(err, errlen);
    for (int pe = 0; !rc && pe < job.npes; pe++) {
        ucp_ep_params_t ep = {
            .field_mask = UCP_EP_PARAM_FIELD_REMOTE_ADDRESS,
            .address = (const ucp_address_t *)(addrs + (size_t)pe * aeach),
        };
        s = ucp_ep_create(worker, &ep, &eps[pe]);
        if (s != UCS_OK) {
            rc = ufail(err, errlen, "ucp_ep_create", s);
            break;
        }
        s = ucp_ep_rkey_unpack(eps[pe], keys + (size_t)pe * keach, &rkeys[pe]);
        if (s != UCS_OK)
            rc = ufail(err, errlen, "ucp_ep_rkey_unpack", s);
    }
    free(addrs);
    free(keys);
    if (rc)
        return rc;
    rc = wire_up(err, errlen);
    if (rc)
        return rc;
    am_puts = true;
    for (int pe = 0; pe < job.npes && !strong; pe++) {
        char names[256];
        int lanes = 0;
        if (map[pe])
            continue;
        strong = lane_names(pe, names, sizeof(names), &lanes) > 1;
        /* one lane carries everything to pe, in order, and its puts
         * need the target's CPU anyway (a socket, or shared-memory
         * queues: UCX cannot map memory it did not allocate) */
        am_puts &= lanes == 1 && (!strncmp(names, "tcp/", 4) ||
                                  !strncmp(names, "sysv/", 5) ||
                                  !strncmp(names, "posix/", 6));
    }
    if (job.progress) {
        if (ucp_worker_get_efd(worker, &wait_efd) != UCS_OK)
            wait_efd = -1;
        stop_fd = eventfd(0, EFD_CLOEXEC);
        if (stop_fd < 0) {
            snprintf(err, errlen, "eventfd: %s", strerror(errno));
            return -errno;
        }
        int e = pthread_create(&thread, NULL, progress_main, NULL);
        if (e) {
            snprintf(err, errlen, "the progress thread: %s", strerror(e));
            return -e;
        }
        thread_on = true;
        while (!__atomic_load_n(&nice_ready, __ATOMIC_ACQUIRE))
            sched_yield(); /* for the INFO line (describe) */
    }
    return 0;
}

/* The distinct transport/device names of UCX's lanes to pe (from
 * ucp_ep_print_info's "lane[i]: n:tcp/eth0.0 md[1] ..." lines), comma
 * separated, into buf; returns how many. *lanes (unless NULL): how many
 * lanes, each a transport endpoint (a connection) of its own. */
static int lane_names(int pe, char *buf, size_t len, int *lanes)
{
    char *text = NULL;
    size_t tlen = 0;
    int count = 0, n = 0;
    buf[0] = 0;
    FILE *f = open_memstream(&text, &tlen);
    if (f) {
        lk();
        if (eps && eps[pe])
            ucp_ep_print_info(eps[pe], f);
        ul();
        fclose(f);
    }
    size_t o = 0;
    for (char *p = text; p && (p = strstr(p, "lane[")); p++) {
        n++;
        char *c = strchr(p, ':');
        if (!c)
            break;
        c++;
        while (*c == ' ')
            c++;
        char *colon = strchr(c, ':');
        char *sp = colon ? strpbrk(colon, " \n") : NULL;
        if (!colon || !sp || o + 1 >= len)
            continue;
        char name[64];
        snprintf(name, sizeof(name), "%.*s", (int)(sp - colon - 1), colon + 1);
        if (!strstr(buf, name)) {
            o += (size_t)snprintf(buf + o, len - o, "%s%s", o ? "," : "",
                                  name);
            count++;
        }
    }
    free(text);
    if (lanes)
        *lanes = n;
    return count;
}

static void describe(int pe, char *buf, size_t len)
{
    int n = lane_names(pe, buf, len, NULL);
    size_t o = strlen(buf);
    char thr[160];
    if (!thread_on)
        snprintf(thr, sizeof(thr), "off");
    else
        snprintf(thr, sizeof(thr), "on (%s; nice %d, the PE's %d%s)",
                 biased ? "the worker handed over, membarrier"
                        : "the worker under a mutex",
                 nice_got, nice_pe,
                 nice_got == nice_want
                     ? ""
                     : ": not allowed more (CAP_SYS_NICE, RLIMIT_NICE)");
    if (o + 1 < len)
        snprintf(buf + o, len - o,
                 "%s; %s%s; progress thread %s; waits yield after %u idle "
                 "looks",
                 n ? "" : "?",
                 strong ? "fence: a flush (several lanes)"
                        : "fence: ucp_worker_fence",
                 am_puts ? "; puts up to 8 KiB as active messages" : "", thr,
                 spin_looks);
}

static void u_finalize(void)
{
    stop_thread();
    /* After the last barrier the only active-message puts owed are that
     * barrier's own signals, each waited for by the PE it went to; a PE
     * that left the barrier serves no more gets, so none is asked (8 PEs
     * as pseudo-nodes of 2, barriers by node: a PE hung here). */
    if (am_owes)
        memset(am_owes, 0, (size_t)job.npes);
    u_quiet();
    close_all();
}

static const struct shmemi_ucx_plugin plugin = {
    .abi = SHMEMI_UCX_ABI,
    .open = u_open,
    .connect = u_connect,
    .close = close_all,
    .tp = &tp_ucx,
    .progress = progress,
    .describe = describe,
    .finalize = u_finalize,
    .mem_reg = mem_reg,
    .mem_dereg = mem_dereg,
    .key_unpack = key_unpack,
    .key_release = key_release,
    .use_key = use_key,
    .reg = &tp_reg,
};

__attribute__((visibility("default"))) const struct shmemi_ucx_plugin *
shmemi_ucx_plugin(void);
const struct shmemi_ucx_plugin *shmemi_ucx_plugin(void)
{
    return &plugin;
}
