/* SPDX-License-Identifier: BSD-3-Clause */
/* The MPI-3 one-sided transport to PEs on other nodes (libsma_mpi.so). */
#define _GNU_SOURCE /* setenv */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <mpi.h>

#include "../mpi_plugin.h"
#include "../transport.h"

/*
 * One window over each PE's whole segment file mapping (library area,
 * heap and the copy of .data/.bss), displacement unit 1, so a symmetric
 * address's file offset (xlate.h) is its displacement on every PE
 * whatever ASLR did. One passive-target epoch (MPI_Win_lock_all) from
 * start-up to finalize; every operation completes with a flush:
 *  - put: MPI_Put, then MPI_Win_flush_local (the source is reusable on
 *    return, as shmem_put promises); the peer is marked dirty;
 *  - get and fetching atomics: the operation, then MPI_Win_flush_local
 *    (the result is here);
 *  - a signal, an atomic or a get to a dirty peer first flushes it
 *    (MPI_Win_flush): the data a signal announces lands before the signal
 *    (the seam's ordering contract, transport.h), and a PE reads back
 *    what it wrote (MPI orders neither put before accumulate nor either
 *    before get, and over TCP's osc/pt2pt they do pass each other);
 *    except that an atomic or signal needs no flush after atomics and
 *    signals only to the same word of the same width, which MPI orders
 *    itself (accumulate_ordering, by default rar,raw,war,waw, covers
 *    accumulates from one origin to one location with one datatype): a
 *    counter hammered with fetch-adds costs one round trip each, not two;
 *  - quiet: MPI_Win_flush_all.
 * Atomics are MPI_Fetch_and_op / MPI_Compare_and_swap / MPI_Accumulate on
 * unsigned integers of the object's width: add, and/or/xor, swap and
 * compare-and-swap are the same bits for signed, unsigned and (swap,
 * fetch, set) floating types. MPI makes them atomic with respect to each
 * other only, so while any peer is on another node every atomic, to
 * same-node PEs and to oneself included, goes through here (core/start/mpi.c).
 *
 * A second, dynamic window (MPI_Win_create_dynamic, its own lock_all
 * epoch) holds the memory PEs register (shmemx_asym_register): attach
 * and detach are local, the displacement is MPI_Get_address of the
 * owner's address, and its operations (tp_dyn) follow the same rules.
 * Which (pe, address) may be touched there is the core's business
 * (core/asym/mpi.c); quiet flushes both windows.
 */

static MPI_Comm world;  /* our duplicate of MPI_COMM_WORLD */
static MPI_Comm leaders; /* the first PE of each node, or MPI_COMM_NULL */
/* Its duplicates, one per kind of barrier (barrier_nodes). */
static MPI_Comm leaders_by_kind[SHMEMI_MPI_BARRIER_KINDS];
static bool owns_mpi;
static int npes, me;
static unsigned char *mapped; /* [pe]: loads and stores reach it too */

/* A window and what its flushes owe: the static one over the segment
 * file (displacement = file offset), and the dynamic one registered
 * memory is attached to (displacement = address, see below). */
struct rwin {
    MPI_Win win;
    char *base;           /* displacement 0 here (NULL: dynamic) */
    /* [pe]: CLEAN; DIRTY: puts (or anything) not yet flushed; or, with
     * only atomics to one word outstanding, AMO_AT(its offset, width) */
    uint64_t *dirty;
    int any_dirty;
};
static struct rwin st = {.win = MPI_WIN_NULL}, dy = {.win = MPI_WIN_NULL};

/*
 * A batch session (OpenSHMEM 1.6's SHMEM_CTX_SESSION_BATCH, on any
 * context): a blocking put of up to BATCH_PUT bytes, a non-fetching
 * atomic and a signal copy their source into `pool` and skip
 * MPI_Win_flush_local, so that a loop of them does not wait for each
 * (osc/ucx's local flush is a round trip). The pool is free again after
 * MPI_Win_flush_local_all (when full, and when the session ends) or a
 * quiet. Off under SHMEM_THREAD_MULTIPLE (the core does not ask).
 */
#define BATCH_POOL ((size_t)1 << 20)
#define BATCH_PUT 4096
static struct {
    bool on;
    char *pool;
    size_t used;
} batch;

static void batch_complete(void);

/* src's n bytes in the pool, or NULL: no session, or too large. */
static const void *batch_stage(const void *src, size_t n)
{
    if (!batch.on || n > BATCH_PUT)
        return NULL;
    size_t at = (batch.used + 15) & ~(size_t)15;
    if (at + n > BATCH_POOL) {
        batch_complete();
        at = 0;
    }
    memcpy(batch.pool + at, src, n);
    batch.used = at + n;
    return batch.pool + at;
}

/* What is attached to the dynamic window, for finalize to detach. */
static void **attached;
static size_t nattached, capattached;

#define CHUNK (1 << 30) /* bytes per MPI call: counts are ints */

static int fail(char *err, size_t errlen, int rc, const char *what)
{
    char msg[MPI_MAX_ERROR_STRING] = "";
    int len = 0;
    MPI_Error_string(rc, msg, &len);
    snprintf(err, errlen, "%s failed: %s", what, msg);
    return -EIO;
}

/* An MPI error in the middle of the job: MPI's default handler on the
 * window (MPI_ERRORS_ARE_FATAL) already ended it; this is for handlers a
 * program installed on MPI_COMM_WORLD that return. */
static void check(int rc, const char *what)
{
    if (rc == MPI_SUCCESS)
        return;
    char msg[MPI_MAX_ERROR_STRING] = "";
    int len = 0;
    MPI_Error_string(rc, msg, &len);
    fprintf(stderr, "shmap: MPI transport: %s failed: %s\n", what, msg);
    MPI_Abort(MPI_COMM_WORLD, 1);
}

#define CLEAN 0
#define DIRTY 1
/* One word (offset or address < 2^60) and width (2, 4 or 8): >= 16. */
#define AMO_AT(off, size) ((((uint64_t)(off) + 1) << 4) | (uint64_t)(size))

static void mark_as(struct rwin *w, int pe, uint64_t state)
{
    if (__atomic_load_n(&w->dirty[pe], __ATOMIC_RELAXED) != state)
        __atomic_store_n(&w->dirty[pe], state, __ATOMIC_RELAXED);
    if (!w->any_dirty)
        __atomic_store_n(&w->any_dirty, 1, __ATOMIC_RELAXED);
}

static void mark(struct rwin *w, int pe)
{
    mark_as(w, pe, DIRTY);
}

/* After an atomic or a signal on (off, size): complete at pe if loads
 * may follow (a mapped PE: its mapped puts and gets pass no MPI flush),
 * else noted: with nothing else outstanding, as atomics on that word. */
static void done(struct rwin *w, int pe, uintptr_t off, size_t size)
{
    if (mapped[pe]) {
        check(MPI_Win_flush(pe, w->win), "MPI_Win_flush");
        __atomic_store_n(&w->dirty[pe], CLEAN, __ATOMIC_RELAXED);
        return;
    }
    uint64_t s = __atomic_load_n(&w->dirty[pe], __ATOMIC_RELAXED);
    mark_as(w, pe, s == CLEAN || s == AMO_AT(off, size) ? AMO_AT(off, size)
                                                        : DIRTY);
}

/* Earlier operations to pe complete at pe before what follows. */
static void order(struct rwin *w, int pe)
{
    if (__atomic_load_n(&w->dirty[pe], __ATOMIC_RELAXED) != CLEAN) {
        check(MPI_Win_flush(pe, w->win), "MPI_Win_flush");
        __atomic_store_n(&w->dirty[pe], CLEAN, __ATOMIC_RELAXED);
    }
}

/* Before an atomic or signal on (off, size): MPI itself orders it after
 * atomics on the same word and width; anything else is flushed first. */
static void order_amo(struct rwin *w, int pe, uintptr_t off, size_t size)
{
    if (__atomic_load_n(&w->dirty[pe], __ATOMIC_RELAXED) != AMO_AT(off, size))
        order(w, pe);
}

/* n contiguous bytes, in calls of at most CHUNK, then local completion:
 * the source is reusable (put) or the data is here (get). */
static void contig_rma(struct rwin *w, bool put, int pe, uintptr_t off,
                       char *buf, size_t n)
{
    while (n > 0) {
        int c = n > CHUNK ? CHUNK : (int)n;
        if (put)
            check(MPI_Put(buf, c, MPI_BYTE, pe, (MPI_Aint)off, c, MPI_BYTE,
                          w->win),
                  "MPI_Put");
        else
            check(MPI_Get(buf, c, MPI_BYTE, pe, (MPI_Aint)off, c, MPI_BYTE,
                          w->win),
                  "MPI_Get");
        buf += c;
        off += (uintptr_t)c;
        n -= (size_t)c;
    }
    check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
}

static void w_put(struct rwin *w, int pe, uintptr_t off, const void *src,
                  size_t n)
{
    const void *staged = batch_stage(src, n);
    if (staged)
        check(MPI_Put(staged, (int)n, MPI_BYTE, pe, (MPI_Aint)off, (int)n,
                      MPI_BYTE, w->win),
              "MPI_Put");
    else
        contig_rma(w, true, pe, off, (char *)(uintptr_t)src, n);
    mark(w, pe);
}

static void w_get(struct rwin *w, int pe, uintptr_t off, void *dst, size_t n)
{
    order(w, pe); /* a get sees this PE's earlier puts and atomics there */
    contig_rma(w, false, pe, off, dst, n);
}

/* n elements of elem bytes, st >= 0 elements apart. */
static MPI_Datatype strided(size_t n, size_t elem, ptrdiff_t stride)
{
    MPI_Datatype el, v;
    check(MPI_Type_contiguous((int)elem, MPI_BYTE, &el), "MPI_Type_contiguous");
    check(MPI_Type_create_hvector((int)n, 1,
                                  (MPI_Aint)(stride * (ptrdiff_t)elem), el, &v),
          "MPI_Type_create_hvector");
    check(MPI_Type_commit(&v), "MPI_Type_commit");
    MPI_Type_free(&el);
    return v;
}

/*
 * Strided transfers: the remote side as one vector datatype with a
 * stride >= 0 (a negative one walks the same elements from the other
 * end), the local side packed into or unpacked from a contiguous buffer
 * by the CPU. At most STRIDED_MAX elements per call.
 */
#define STRIDED_MAX ((size_t)1 << 24)

static void pack(char *d, const char *s, ptrdiff_t lst, size_t n, size_t elem,
                 bool in)
{
    for (size_t i = 0; i < n; i++, s += lst * (ptrdiff_t)elem, d += elem)
        if (in)
            memcpy(d, s, elem);
        else
            memcpy((char *)(uintptr_t)s, d, elem);
}

static void strided_rma(struct rwin *w, bool put, int pe, uintptr_t off,
                        char *buf, ptrdiff_t rst, ptrdiff_t lst, size_t n,
                        size_t elem)
{
    char *tmp = malloc((n < STRIDED_MAX ? n : STRIDED_MAX) * elem + 1);
    if (!tmp) {
        fprintf(stderr, "shmap: MPI transport: out of memory for a strided "
                        "transfer\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    while (n > 0) {
        size_t c = n > STRIDED_MAX ? STRIDED_MAX : n;
        /* remote elements off + i*rst*elem, local buf + i*lst*elem */
        uintptr_t r = off;
        char *l = buf;
        ptrdiff_t rs = rst, ls = lst;
        if (rs < 0) { /* the same pairs, walked backwards */
            r = off + (uintptr_t)((ptrdiff_t)(c - 1) * rs * (ptrdiff_t)elem);
            l = buf + (ptrdiff_t)(c - 1) * ls * (ptrdiff_t)elem;
            rs = -rs;
            ls = -ls;
        }
        MPI_Datatype rt = strided(c, elem, rs);
        if (put) {
            pack(tmp, l, ls, c, elem, true);
            check(MPI_Put(tmp, (int)(c * elem), MPI_BYTE, pe, (MPI_Aint)r, 1,
                          rt, w->win),
                  "MPI_Put");
            check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
        } else {
            check(MPI_Get(tmp, (int)(c * elem), MPI_BYTE, pe, (MPI_Aint)r, 1,
                          rt, w->win),
                  "MPI_Get");
            check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
            pack(tmp, l, ls, c, elem, false);
        }
        MPI_Type_free(&rt);
        buf += (ptrdiff_t)c * lst * (ptrdiff_t)elem;
        off += (uintptr_t)((ptrdiff_t)c * rst * (ptrdiff_t)elem);
        n -= c;
    }
    free(tmp);
}

static void w_iput(struct rwin *w, int pe, uintptr_t off, const void *src,
                   ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)
{
    strided_rma(w, true, pe, off, (char *)(uintptr_t)src, rst, lst, n, elem);
    mark(w, pe);
}

static void w_iget(struct rwin *w, int pe, uintptr_t off, void *dst,
                   ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)
{
    order(w, pe);
    strided_rma(w, false, pe, off, dst, rst, lst, n, elem);
}

/* A 64-bit CAS here; *c: the expected value in, the old value out. */
static void cas_here(char *p, uint64_t *c, uint64_t v)
{
    __atomic_compare_exchange_n((uint64_t *)(void *)p, c, v, false,
                                __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

static MPI_Datatype width(size_t size)
{
    return size == 2 ? MPI_UINT16_T : size == 4 ? MPI_UINT32_T : MPI_UINT64_T;
}

static void w_amo(struct rwin *w, int pe, uintptr_t off, enum shmemi_amo_op op,
                  size_t size, const void *val, const void *cond, void *out)
{
    MPI_Datatype t = width(size);
    MPI_Aint d = (MPI_Aint)off;
    uint64_t res = 0, v = 0;
    if (val)
        memcpy(&v, val, size);
    MPI_Op mop = MPI_NO_OP;
    switch (op) {
    case SHMEMI_AMO_FETCH: mop = MPI_NO_OP; break;
    case SHMEMI_AMO_SET: mop = MPI_REPLACE; out = NULL; break;
    case SHMEMI_AMO_SWAP: mop = MPI_REPLACE; break;
    case SHMEMI_AMO_ADD: mop = MPI_SUM; break;
    case SHMEMI_AMO_AND: mop = MPI_BAND; break;
    case SHMEMI_AMO_OR: mop = MPI_BOR; break;
    case SHMEMI_AMO_XOR: mop = MPI_BXOR; break;
    case SHMEMI_AMO_CSWAP: {
        uint64_t c = 0;
        memcpy(&c, cond, size);
        if (pe == me && size == 8) {
            order(w, pe); /* MPI's atomics to us land before the CPU's */
            /* Open MPI 4.1's osc/rdma crashes on a 64-bit
             * MPI_Compare_and_swap to its own rank (it hands the vader
             * emulation the self endpoint). vader's emulated 64-bit
             * atomics run as CPU atomics in the target process, so this
             * CPU one is atomic with them. Narrower ones take osc/rdma's
             * locked path, which works on oneself and must not be mixed
             * with CPU atomics (doc/ARCHITECTURE.md, "Other nodes"). The
             * dynamic window's displacement is the address itself. */
            cas_here((char *)((uintptr_t)w->base + off), &c, v);
            if (out)
                memcpy(out, &c, size);
            return;
        }
        order_amo(w, pe, off, size);
        check(MPI_Compare_and_swap(&v, &c, &res, t, pe, d, w->win),
              "MPI_Compare_and_swap");
        check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
        done(w, pe, off, size);
        if (out)
            memcpy(out, &res, size);
        return;
    }
    }
    order_amo(w, pe, off, size);
    if (out || op == SHMEMI_AMO_FETCH) {
        check(MPI_Fetch_and_op(&v, &res, t, pe, d, mop, w->win),
              "MPI_Fetch_and_op");
        check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
        /* The old value is here; osc/pt2pt may still be applying the
         * new one behind its accumulate lock while a get overtakes it. */
        if (op != SHMEMI_AMO_FETCH)
            done(w, pe, off, size);
        if (out)
            memcpy(out, &res, size);
    } else {
        const void *staged = batch_stage(&v, size);
        check(MPI_Accumulate(staged ? staged : &v, 1, t, pe, d, 1, t, mop,
                             w->win),
              "MPI_Accumulate");
        if (!staged)
            check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
        done(w, pe, off, size);
    }
}

static void w_signal(struct rwin *w, int pe, uintptr_t off, uint64_t value,
                     enum shmemi_signal_op op)
{
    order_amo(w, pe, off, 8); /* the data first */
    const void *staged = batch_stage(&value, sizeof(value));
    check(MPI_Accumulate(staged ? staged : &value, 1, MPI_UINT64_T, pe,
                         (MPI_Aint)off, 1, MPI_UINT64_T,
                         op == SHMEMI_SIGNAL_SET ? MPI_REPLACE : MPI_SUM,
                         w->win),
          "MPI_Accumulate");
    if (!staged)
        check(MPI_Win_flush_local(pe, w->win), "MPI_Win_flush_local");
    done(w, pe, off, 8);
}

static void w_quiet(struct rwin *w)
{
    if (w->win == MPI_WIN_NULL ||
        !__atomic_load_n(&w->any_dirty, __ATOMIC_RELAXED))
        return;
    __atomic_store_n(&w->any_dirty, 0, __ATOMIC_RELAXED);
    check(MPI_Win_flush_all(w->win), "MPI_Win_flush_all");
    memset(w->dirty, 0, (size_t)npes * sizeof(*w->dirty));
}

/* The two transports: the same operations on either window. */
#define ON_WINDOW(P, W)                                                        \
    static void P##_put(int pe, uintptr_t off, const void *src, size_t n)      \
    {                                                                          \
        w_put(&W, pe, off, src, n);                                            \
    }                                                                          \
    static void P##_get(int pe, uintptr_t off, void *dst, size_t n)            \
    {                                                                          \
        w_get(&W, pe, off, dst, n);                                            \
    }                                                                          \
    static void P##_iput(int pe, uintptr_t off, const void *src,               \
                         ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)  \
    {                                                                          \
        w_iput(&W, pe, off, src, rst, lst, n, elem);                           \
    }                                                                          \
    static void P##_iget(int pe, uintptr_t off, void *dst, ptrdiff_t rst,      \
                         ptrdiff_t lst, size_t n, size_t elem)                 \
    {                                                                          \
        w_iget(&W, pe, off, dst, rst, lst, n, elem);                           \
    }                                                                          \
    static void P##_amo(int pe, uintptr_t off, enum shmemi_amo_op op,          \
                        size_t size, const void *val, const void *cond,        \
                        void *out)                                             \
    {                                                                          \
        w_amo(&W, pe, off, op, size, val, cond, out);                          \
    }                                                                          \
    static void P##_signal(int pe, uintptr_t off, uint64_t value,              \
                           enum shmemi_signal_op op)                           \
    {                                                                          \
        w_signal(&W, pe, off, value, op);                                      \
    }
ON_WINDOW(mpi, st)
ON_WINDOW(dyn, dy)
#undef ON_WINDOW

/* Quiet and fence: both windows (and then the pool is free). */
static void mpi_quiet(void)
{
    w_quiet(&st);
    w_quiet(&dy);
    batch.used = 0;
}

/* Every staged operation's source read: the pool is free. */
static void batch_complete(void)
{
    if (!batch.used)
        return;
    if (st.win != MPI_WIN_NULL)
        check(MPI_Win_flush_local_all(st.win), "MPI_Win_flush_local_all");
    if (dy.win != MPI_WIN_NULL)
        check(MPI_Win_flush_local_all(dy.win), "MPI_Win_flush_local_all");
    batch.used = 0;
}

static void mpi_session(bool on)
{
    if (on && !batch.pool) {
        batch.pool = malloc(BATCH_POOL);
        if (!batch.pool)
            return; /* no batching: a hint, nothing more */
    }
    if (!on)
        batch_complete();
    batch.on = on && batch.pool;
}

/* shmem_pe_quiet: both windows, pe only (a flush of pe where it owes
 * one; MPI_Win_flush, not flush_all). */
static void mpi_quiet_pe(int pe)
{
    if (st.win != MPI_WIN_NULL)
        order(&st, pe);
    if (dy.win != MPI_WIN_NULL)
        order(&dy, pe);
}

static const struct shmemi_transport tp_mpi = {
    "MPI-3 one-sided (MPI_Put, MPI_Get, MPI_Fetch_and_op on a window)",
    mpi_put,
    mpi_get,
    mpi_iput,
    mpi_iget,
    mpi_amo,
    mpi_signal,
    mpi_quiet,
    mpi_quiet_pe,
    NULL, /* fence: a flush, as quiet */
    mpi_session,
};

static const struct shmemi_transport tp_dyn = {
    "MPI-3 one-sided on the dynamic window (registered memory)",
    dyn_put,
    dyn_get,
    dyn_iput,
    dyn_iget,
    dyn_amo,
    dyn_signal,
    mpi_quiet,
    mpi_quiet_pe,
    NULL, /* fence: a flush, as quiet */
    mpi_session,
};

static void dyn_complete(int pe)
{
    order(&dy, pe);
}

static void progress(void)
{
    int flag;
    /* Nothing is ever sent on our duplicate: the probe only drives MPI's
     * progress engine (software atomics aimed at us complete in it). */
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, world, &flag, MPI_STATUS_IGNORE);
}

static int boot(int node_size, int want_thread, struct shmemi_mpi_job *job,
                char *err, size_t errlen)
{
    /* SHMEM_THREAD_* levels 0..3, in MPI's terms and back */
    static const int levels[] = {MPI_THREAD_SINGLE, MPI_THREAD_FUNNELED,
                                 MPI_THREAD_SERIALIZED, MPI_THREAD_MULTIPLE};
    int init = 0, rc, provided = MPI_THREAD_SINGLE;
    MPI_Initialized(&init);
    if (!init) {
        /* osc/rdma refuses more than osc_rdma_max_attach (64) attachments
         * to a dynamic window; registered memory coalesces its
         * attachments (core/asym/mpi.c), but a program may register many
         * scattered regions. A value the user set wins. */
        setenv("OMPI_MCA_osc_rdma_max_attach", "1024", 0);
        rc = MPI_Init_thread(NULL, NULL, levels[want_thread & 3], &provided);
        if (rc != MPI_SUCCESS)
            return fail(err, errlen, rc, "MPI_Init_thread");
        owns_mpi = true;
    } else {
        MPI_Query_thread(&provided);
    }
    if ((rc = MPI_Comm_dup(MPI_COMM_WORLD, &world)) != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Comm_dup");
    int rank;
    MPI_Comm_rank(world, &rank);
    me = rank;
    MPI_Comm_size(world, &npes);
    MPI_Comm shared, node;
    rc = MPI_Comm_split_type(world, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL,
                             &shared);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Comm_split_type(MPI_COMM_TYPE_SHARED)");
    int local;
    MPI_Comm_rank(shared, &local);
    rc = MPI_Comm_split(shared, node_size > 0 ? local / node_size : 0, rank,
                        &node);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Comm_split");
    int first = rank, nrank;
    MPI_Allreduce(&rank, &first, 1, MPI_INT, MPI_MIN, node);
    MPI_Comm_rank(node, &nrank);
    rc = MPI_Comm_split(world, nrank == 0 ? 0 : MPI_UNDEFINED, rank, &leaders);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Comm_split");
    for (int k = 0; k < SHMEMI_MPI_BARRIER_KINDS; k++) {
        leaders_by_kind[k] = MPI_COMM_NULL;
        if (leaders != MPI_COMM_NULL &&
            (rc = MPI_Comm_dup(leaders, &leaders_by_kind[k])) != MPI_SUCCESS)
            return fail(err, errlen, rc, "MPI_Comm_dup");
    }
    MPI_Comm_free(&node);
    MPI_Comm_free(&shared);
    st.dirty = calloc((size_t)npes, sizeof(*st.dirty));
    dy.dirty = calloc((size_t)npes, sizeof(*dy.dirty));
    if (!st.dirty || !dy.dirty) {
        snprintf(err, errlen, "out of memory for %d PEs", npes);
        return -ENOMEM;
    }
    *job = (struct shmemi_mpi_job){
        .rank = rank,
        .npes = npes,
        .node = first,
        .leader = nrank == 0,
        .owns_mpi = owns_mpi,
        .thread_level = provided == MPI_THREAD_MULTIPLE     ? 3
                        : provided == MPI_THREAD_SERIALIZED ? 2
                        : provided == MPI_THREAD_FUNNELED   ? 1
                                                            : 0,
    };
    return 0;
}

static int allgather(const void *mine, void *all, size_t len, char *err,
                     size_t errlen)
{
    int rc = MPI_Allgather(mine, (int)len, MPI_BYTE, all, (int)len, MPI_BYTE,
                           world);
    return rc == MPI_SUCCESS ? 0 : fail(err, errlen, rc, "MPI_Allgather");
}

static int expose(void *at, size_t len, const unsigned char *map, char *err,
                  size_t errlen)
{
    mapped = malloc((size_t)npes);
    if (!mapped) {
        snprintf(err, errlen, "out of memory for %d PEs", npes);
        return -ENOMEM;
    }
    memcpy(mapped, map, (size_t)npes);
    MPI_Info info;
    MPI_Info_create(&info);
    MPI_Info_set(info, "same_disp_unit", "true");
    MPI_Info_set(info, "same_size", "true");
    st.base = at;
    int rc = MPI_Win_create(at, (MPI_Aint)len, 1, info, world, &st.win);
    MPI_Info_free(&info);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Win_create");
    int *model = NULL, flag = 0;
    MPI_Win_get_attr(st.win, MPI_WIN_MODEL, &model, &flag);
    if (!flag || *model != MPI_WIN_UNIFIED) {
        /* Waits read their own memory with loads: MPI's separate model
         * would need a MPI_Win_sync in every wait. */
        snprintf(err, errlen,
                 "this MPI's windows use the separate memory model; "
                 "shmap needs MPI_WIN_UNIFIED");
        return -ENOTSUP;
    }
    rc = MPI_Win_lock_all(MPI_MODE_NOCHECK, st.win);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Win_lock_all");
    /* The dynamic window for registered memory: displacement = the
     * address (MPI_Get_address, MPI_BOTTOM-relative), its own epoch. */
    rc = MPI_Win_create_dynamic(MPI_INFO_NULL, world, &dy.win);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Win_create_dynamic");
    /* attach's refusals are register's errors, not the job's end; the
     * operations still check() every return */
    MPI_Win_set_errhandler(dy.win, MPI_ERRORS_RETURN);
    flag = 0;
    MPI_Win_get_attr(dy.win, MPI_WIN_MODEL, &model, &flag);
    if (!flag || *model != MPI_WIN_UNIFIED) {
        snprintf(err, errlen,
                 "this MPI's dynamic windows use the separate memory model; "
                 "shmap needs MPI_WIN_UNIFIED");
        return -ENOTSUP;
    }
    rc = MPI_Win_lock_all(MPI_MODE_NOCHECK, dy.win);
    return rc == MPI_SUCCESS ? 0 : fail(err, errlen, rc, "MPI_Win_lock_all");
}

static int attach(void *addr, size_t len, int64_t *disp, char *err,
                  size_t errlen)
{
    if (dy.win == MPI_WIN_NULL) {
        snprintf(err, errlen, "no dynamic window (the job is on one node)");
        return -ENOTSUP;
    }
    if (nattached == capattached) {
        size_t cap = capattached ? capattached * 2 : 64;
        void **a = realloc(attached, cap * sizeof(*a));
        if (!a) {
            snprintf(err, errlen, "out of memory");
            return -ENOMEM;
        }
        attached = a;
        capattached = cap;
    }
    int rc = MPI_Win_attach(dy.win, addr, (MPI_Aint)len);
    if (rc != MPI_SUCCESS) {
        int cls = 0;
        MPI_Error_class(rc, &cls);
        fail(err, errlen, rc, "MPI_Win_attach");
        return cls == MPI_ERR_RMA_ATTACH ? -ENOSPC : -EIO;
    }
    MPI_Aint d = 0;
    MPI_Get_address(addr, &d);
    *disp = (int64_t)d;
    attached[nattached++] = addr;
    return 0;
}

static int detach(void *addr, char *err, size_t errlen)
{
    size_t i = 0;
    while (i < nattached && attached[i] != addr)
        i++;
    if (i == nattached) {
        snprintf(err, errlen, "%p is not attached", addr);
        return -ENOENT;
    }
    attached[i] = attached[--nattached];
    int rc = MPI_Win_detach(dy.win, addr);
    return rc == MPI_SUCCESS ? 0 : fail(err, errlen, rc, "MPI_Win_detach");
}

/* Blocking: faster than an MPI_Ibarrier tested in our backoff (figures in
 * doc/ARCHITECTURE.md, "Measured choices"); a PE that dies meanwhile is
 * mpirun's to handle (it ends the job). */
/* Another transport's progress, while a barrier waits (set_idle). */
static unsigned (*idle)(void);

static void set_idle(unsigned (*fn)(void))
{
    idle = fn;
}

static int barrier_nodes(int kind)
{
    if (leaders == MPI_COMM_NULL || kind < 0 ||
        kind >= SHMEMI_MPI_BARRIER_KINDS)
        return leaders == MPI_COMM_NULL ? 0 : -EINVAL;
    if (!idle)
        return MPI_Barrier(leaders_by_kind[kind]) == MPI_SUCCESS ? 0 : -EIO;
    /* Other nodes may need this PE's network transport (UCX's gets and
     * atomics served here) before they reach the barrier: a
     * dissemination of empty messages, tested between that transport's
     * progress calls. (MPI_Ibarrier took a quarter longer than
     * MPI_Barrier between two nodes over TCP; these take as long.) Its
     * progress is a system call (its sockets): every 4th test, or every
     * test while it finds work. */
    MPI_Comm c = leaders_by_kind[kind];
    int n = 1, r = 0;
    MPI_Comm_size(c, &n);
    MPI_Comm_rank(c, &r);
    for (int d = 1; d < n; d <<= 1) {
        MPI_Request q[2];
        if (MPI_Irecv(NULL, 0, MPI_BYTE, (r - d + n) % n, 0, c, &q[0]) !=
                MPI_SUCCESS ||
            MPI_Isend(NULL, 0, MPI_BYTE, (r + d) % n, 0, c, &q[1]) !=
                MPI_SUCCESS)
            return -EIO;
        int done = 0;
        bool busy = false; /* it had work: requests are streaming in */
        for (unsigned i = 0; !done; i++) {
            if (MPI_Testall(2, q, &done, MPI_STATUSES_IGNORE) != MPI_SUCCESS)
                return -EIO;
            if (!done && (busy || i % 4 == 3))
                busy = idle() != 0;
        }
    }
    return 0;
}

static void abort_job(int status)
{
    MPI_Abort(MPI_COMM_WORLD, status);
}

/* The core's function for MPI_Finalize's start (at_finalize), and whether
 * MPI_Finalize is running: finalize must not call it again. */
static void (*at_mpi_finalize)(void);
static bool in_mpi_finalize;

static int self_deleted(MPI_Comm comm, int key, void *val, void *extra)
{
    (void)comm;
    (void)key;
    (void)val;
    (void)extra;
    in_mpi_finalize = true;
    if (at_mpi_finalize)
        at_mpi_finalize();
    return MPI_SUCCESS;
}

static void at_finalize(void (*fn)(void))
{
    int key;
    at_mpi_finalize = fn;
    if (MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, self_deleted, &key,
                               NULL) == MPI_SUCCESS)
        MPI_Comm_set_attr(MPI_COMM_SELF, key, NULL);
}

/*
 * Every PE, asleep between tests: the PEs come to finalize at different
 * times (at exit, or in the program's MPI_Finalize, whenever each is done
 * after SHMEM's last finalize), and MPI_Win_free's own barrier spins: a PE
 * done 3 s early burned 2.6 s of CPU there, which the PEs still working
 * on the same CPUs would miss.
 */
static void sleepy_barrier(void)
{
    MPI_Request r;
    if (MPI_Ibarrier(world, &r) != MPI_SUCCESS)
        return;
    int done = 0;
    for (unsigned us = 1; !done; us = us < 1000 ? 2 * us : 1000) {
        if (MPI_Test(&r, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS)
            return;
        if (!done)
            usleep(us);
    }
}

static void finalize(void)
{
    int fin = 0;
    MPI_Finalized(&fin);
    if (fin)
        return; /* the objects went with MPI */
    if (dy.win != MPI_WIN_NULL || st.win != MPI_WIN_NULL)
        sleepy_barrier();
    if (dy.win != MPI_WIN_NULL) {
        MPI_Win_unlock_all(dy.win);
        while (nattached > 0)
            MPI_Win_detach(dy.win, attached[--nattached]);
        MPI_Win_free(&dy.win);
    }
    free(attached);
    attached = NULL;
    capattached = 0;
    if (st.win != MPI_WIN_NULL) {
        MPI_Win_unlock_all(st.win);
        /* collective: every PE finalizes (shmemi_finalize's barrier came first) */
        MPI_Win_free(&st.win);
    }
    for (int k = 0; k < SHMEMI_MPI_BARRIER_KINDS; k++)
        if (leaders_by_kind[k] != MPI_COMM_NULL)
            MPI_Comm_free(&leaders_by_kind[k]);
    if (leaders != MPI_COMM_NULL)
        MPI_Comm_free(&leaders);
    MPI_Comm_free(&world);
    free(batch.pool);
    batch.pool = NULL;
    batch.on = false;
    batch.used = 0;
    free(st.dirty);
    free(dy.dirty);
    free(mapped);
    idle = NULL;
    st.dirty = dy.dirty = NULL;
    mapped = NULL;
    if (owns_mpi && !in_mpi_finalize)
        MPI_Finalize();
}

static const struct shmemi_mpi_plugin plugin = {
    .abi = SHMEMI_MPI_ABI,
    .boot = boot,
    .allgather = allgather,
    .expose = expose,
    .tp = &tp_mpi,
    .progress = progress,
    .barrier_nodes = barrier_nodes,
    .set_idle = set_idle,
    .abort = abort_job,
    .attach = attach,
    .detach = detach,
    .dyn = &tp_dyn,
    .dyn_complete = dyn_complete,
    .finalize = finalize,
    .at_finalize = at_finalize,
};

__attribute__((visibility("default"))) const struct shmemi_mpi_plugin *
shmemi_mpi_plugin(void);
const struct shmemi_mpi_plugin *shmemi_mpi_plugin(void)
{
    return &plugin;
}
