/* SPDX-License-Identifier: BSD-3-Clause */
/* The MPI-3 one-sided transport to PEs on other nodes (libsma_mpi.so). */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mpi.h>

#include "../core/mpi_plugin.h"
#include "../core/transport.h"

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
 *  - quiet: MPI_Win_flush_all.
 * Atomics are MPI_Fetch_and_op / MPI_Compare_and_swap / MPI_Accumulate on
 * unsigned integers of the object's width: add, and/or/xor, swap and
 * compare-and-swap are the same bits for signed, unsigned and (swap,
 * fetch, set) floating types. MPI makes them atomic with respect to each
 * other only, so while any peer is on another node every atomic, to
 * same-node PEs and to oneself included, goes through here (init.c).
 */

static MPI_Comm world;  /* our duplicate of MPI_COMM_WORLD */
static MPI_Comm leaders; /* the first PE of each node, or MPI_COMM_NULL */
static MPI_Win win = MPI_WIN_NULL;
static bool owns_mpi;
static int npes, me;
static char *base; /* this PE's window */
static unsigned char *dirty; /* [pe]: puts not yet flushed */
static unsigned char *mapped; /* [pe]: loads and stores reach it too */
static int any_dirty;

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

static void mark(int pe)
{
    if (!dirty[pe])
        __atomic_store_n(&dirty[pe], 1, __ATOMIC_RELAXED);
    if (!any_dirty)
        __atomic_store_n(&any_dirty, 1, __ATOMIC_RELAXED);
}

/* After an atomic or a signal: complete at pe if loads may follow (a
 * mapped PE: its mapped puts and gets pass no MPI flush), else noted. */
static void done(int pe)
{
    if (mapped[pe]) {
        check(MPI_Win_flush(pe, win), "MPI_Win_flush");
        __atomic_store_n(&dirty[pe], 0, __ATOMIC_RELAXED);
    } else {
        mark(pe);
    }
}

/* Earlier puts to pe complete at pe before what follows. */
static void order(int pe)
{
    if (__atomic_load_n(&dirty[pe], __ATOMIC_RELAXED)) {
        check(MPI_Win_flush(pe, win), "MPI_Win_flush");
        __atomic_store_n(&dirty[pe], 0, __ATOMIC_RELAXED);
    }
}

/* n contiguous bytes, in calls of at most CHUNK, then local completion:
 * the source is reusable (put) or the data is here (get). */
static void contig_rma(bool put, int pe, uintptr_t off, char *buf, size_t n)
{
    while (n > 0) {
        int c = n > CHUNK ? CHUNK : (int)n;
        if (put)
            check(MPI_Put(buf, c, MPI_BYTE, pe, (MPI_Aint)off, c, MPI_BYTE, win),
                  "MPI_Put");
        else
            check(MPI_Get(buf, c, MPI_BYTE, pe, (MPI_Aint)off, c, MPI_BYTE, win),
                  "MPI_Get");
        buf += c;
        off += (uintptr_t)c;
        n -= (size_t)c;
    }
    check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
}

static void mpi_put(int pe, uintptr_t off, const void *src, size_t n)
{
    contig_rma(true, pe, off, (char *)(uintptr_t)src, n);
    mark(pe);
}

static void mpi_get(int pe, uintptr_t off, void *dst, size_t n)
{
    order(pe); /* a get sees this PE's earlier puts and atomics there */
    contig_rma(false, pe, off, dst, n);
}

/* n elements of elem bytes, st >= 0 elements apart. */
static MPI_Datatype strided(size_t n, size_t elem, ptrdiff_t st)
{
    MPI_Datatype el, v;
    check(MPI_Type_contiguous((int)elem, MPI_BYTE, &el), "MPI_Type_contiguous");
    check(MPI_Type_create_hvector((int)n, 1, (MPI_Aint)(st * (ptrdiff_t)elem),
                                  el, &v),
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

static void strided_rma(bool put, int pe, uintptr_t off, char *buf,
                        ptrdiff_t rst, ptrdiff_t lst, size_t n, size_t elem)
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
                          rt, win),
                  "MPI_Put");
            check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
        } else {
            check(MPI_Get(tmp, (int)(c * elem), MPI_BYTE, pe, (MPI_Aint)r, 1,
                          rt, win),
                  "MPI_Get");
            check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
            pack(tmp, l, ls, c, elem, false);
        }
        MPI_Type_free(&rt);
        buf += (ptrdiff_t)c * lst * (ptrdiff_t)elem;
        off += (uintptr_t)((ptrdiff_t)c * rst * (ptrdiff_t)elem);
        n -= c;
    }
    free(tmp);
}

static void mpi_iput(int pe, uintptr_t off, const void *src, ptrdiff_t rst,
                     ptrdiff_t lst, size_t n, size_t elem)
{
    strided_rma(true, pe, off, (char *)(uintptr_t)src, rst, lst, n, elem);
    mark(pe);
}

static void mpi_iget(int pe, uintptr_t off, void *dst, ptrdiff_t rst,
                     ptrdiff_t lst, size_t n, size_t elem)
{
    order(pe);
    strided_rma(false, pe, off, dst, rst, lst, n, elem);
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

static void mpi_amo(int pe, uintptr_t off, enum shmemi_amo_op op, size_t size,
                    const void *val, const void *cond, void *out)
{
    MPI_Datatype t = width(size);
    MPI_Aint d = (MPI_Aint)off;
    uint64_t res = 0, v = 0;
    if (val)
        memcpy(&v, val, size);
    MPI_Op mop = MPI_NO_OP;
    order(pe);
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
            /* Open MPI 4.1's osc/rdma crashes on a 64-bit
             * MPI_Compare_and_swap to its own rank (it hands the vader
             * emulation the self endpoint). vader's emulated 64-bit
             * atomics run as CPU atomics in the target process, so this
             * CPU one is atomic with them. Narrower ones take osc/rdma's
             * locked path, which works on oneself and must not be mixed
             * with CPU atomics (doc/ARCHITECTURE.md, "Other nodes"). */
            cas_here(base + off, &c, v);
            if (out)
                memcpy(out, &c, size);
            return;
        }
        check(MPI_Compare_and_swap(&v, &c, &res, t, pe, d, win),
              "MPI_Compare_and_swap");
        check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
        done(pe);
        if (out)
            memcpy(out, &res, size);
        return;
    }
    }
    if (out || op == SHMEMI_AMO_FETCH) {
        check(MPI_Fetch_and_op(&v, &res, t, pe, d, mop, win),
              "MPI_Fetch_and_op");
        check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
        /* The old value is here; osc/pt2pt may still be applying the
         * new one behind its accumulate lock while a get overtakes it. */
        if (op != SHMEMI_AMO_FETCH)
            done(pe);
        if (out)
            memcpy(out, &res, size);
    } else {
        check(MPI_Accumulate(&v, 1, t, pe, d, 1, t, mop, win),
              "MPI_Accumulate");
        check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
        done(pe);
    }
}

static void mpi_signal(int pe, uintptr_t off, uint64_t value,
                       enum shmemi_signal_op op)
{
    order(pe); /* the data first */
    check(MPI_Accumulate(&value, 1, MPI_UINT64_T, pe, (MPI_Aint)off, 1,
                         MPI_UINT64_T,
                         op == SHMEMI_SIGNAL_SET ? MPI_REPLACE : MPI_SUM, win),
          "MPI_Accumulate");
    check(MPI_Win_flush_local(pe, win), "MPI_Win_flush_local");
    done(pe);
}

static void mpi_quiet(void)
{
    if (!__atomic_load_n(&any_dirty, __ATOMIC_RELAXED))
        return;
    __atomic_store_n(&any_dirty, 0, __ATOMIC_RELAXED);
    check(MPI_Win_flush_all(win), "MPI_Win_flush_all");
    memset(dirty, 0, (size_t)npes);
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
};

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
    MPI_Comm_free(&node);
    MPI_Comm_free(&shared);
    dirty = calloc((size_t)npes, 1);
    if (!dirty) {
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
    base = at;
    int rc = MPI_Win_create(at, (MPI_Aint)len, 1, info, world, &win);
    MPI_Info_free(&info);
    if (rc != MPI_SUCCESS)
        return fail(err, errlen, rc, "MPI_Win_create");
    int *model = NULL, flag = 0;
    MPI_Win_get_attr(win, MPI_WIN_MODEL, &model, &flag);
    if (!flag || *model != MPI_WIN_UNIFIED) {
        /* Waits read their own memory with loads: MPI's separate model
         * would need a MPI_Win_sync in every wait. */
        snprintf(err, errlen,
                 "this MPI's windows use the separate memory model; "
                 "shmap needs MPI_WIN_UNIFIED");
        return -ENOTSUP;
    }
    rc = MPI_Win_lock_all(MPI_MODE_NOCHECK, win);
    return rc == MPI_SUCCESS ? 0 : fail(err, errlen, rc, "MPI_Win_lock_all");
}

/* Blocking: MPI_Ibarrier tested in our backoff took 0.70 us at 2 PEs
 * here, MPI_Barrier 0.47 us; a PE that dies meanwhile is mpirun's to
 * handle (it ends the job). */
static int barrier_nodes(void)
{
    if (leaders == MPI_COMM_NULL)
        return 0;
    return MPI_Barrier(leaders) == MPI_SUCCESS ? 0 : -EIO;
}

static void abort_job(int status)
{
    MPI_Abort(MPI_COMM_WORLD, status);
}

static void finalize(void)
{
    if (win != MPI_WIN_NULL) {
        MPI_Win_unlock_all(win);
        /* collective: every PE finalizes (init.c's barrier came first) */
        MPI_Win_free(&win);
    }
    if (leaders != MPI_COMM_NULL)
        MPI_Comm_free(&leaders);
    MPI_Comm_free(&world);
    free(dirty);
    free(mapped);
    dirty = mapped = NULL;
    int fin = 0;
    MPI_Finalized(&fin);
    if (owns_mpi && !fin)
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
    .abort = abort_job,
    .finalize = finalize,
};

__attribute__((visibility("default"))) const struct shmemi_mpi_plugin *
shmemi_mpi_plugin(void);
const struct shmemi_mpi_plugin *shmemi_mpi_plugin(void)
{
    return &plugin;
}
