/* SPDX-License-Identifier: BSD-3-Clause */
/* The state of one PE; includes the layers every source file uses. */
#ifndef SHMAP_SHMEMI_H
#define SHMAP_SHMEMI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdnoreturn.h>
#include <sys/types.h>

#include "env.h"
#include "shmemi_types.h"
#include "job.h"
#include "../seg/seg.h" /* SHMEMI_PAGE */

#define SHMEMI_LIKELY(x) __builtin_expect(!!(x), 1)
/* The hot path's helpers: inlined into every entry point whatever the
 * compiler's size heuristics say, so that op and size fold to constants
 * and each AMO is one instruction after the translation. */
#define SHMEMI_HOT static inline __attribute__((always_inline))
#define SHMEMI_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SHMEMI_CACHELINE 64

/*
 * The library's own symmetric area: the first SHMEMI_LIB_SIZE bytes of every
 * PE's segment file. Nothing in it depends on user pSync/pWrk contents.
 * Fields used by one PE on behalf of all (the central barrier counter) live
 * in PE 0's copy.
 */
#define SHMEMI_LIB_SIZE (16UL << 20)
/* Registered spans a PE may have over UCX, and a packed key's room
 * (asym/ucx.c; SHMEMI_UCX_KEY_MAX) */
#define SHMEMI_ASYM_SPANS 4096
#define SHMEMI_ASYM_KEY_MAX 248
#define SHMEMI_SIG_SLOTS 24
/* Largest reduction whose contributions every PE pushes (reduce.c). */
#define SHMEMI_RED_PUSH_BYTES 128
/* Largest message of the eager channel (coll.c): a broadcast the root
 * pushes into the others' library areas, returning at once, or an
 * fcollect block, for them to copy into dest on entry. */
#define SHMEMI_EAGER_BYTES 1016
/* Its slots per pair of PEs: a sender reads whether the receiver freed a
 * slot once every SLOTS - 1 messages, a cache miss that dominated a small
 * broadcast's root with 2 slots (doc/ARCHITECTURE.md, "Measured
 * choices"). */
#define SHMEMI_EAGER_SLOTS 8

struct shmemi_coll_record {
    uint64_t seq;  /* which collective allocation call this is */
    uint64_t kind; /* SHMEMI_ALLOC_* */
    uint64_t a, b; /* size and alignment, or heap offset for free */
};

struct shmemi_lib {
    uint64_t magic;
    /* Counter barriers over the whole job (coll/barrier.c): arrival counters,
     * used in PE 0's copy, one per kind of synchronisation (the signal
     * slot of coll.h that kind uses), so that a barrier_all never pairs
     * with a collective's internal barrier. Monotonic, so a fast PE
     * entering the next barrier never disturbs a slow one. */
    struct {
        _Alignas(SHMEMI_CACHELINE) uint64_t n;
    } arrived[SHMEMI_SIG_SLOTS];
    /* World barriers across nodes (coll/barrier.c), one pair per kind of
     * synchronisation: the node's arrivals and the release, in the node's
     * first PE's copy, by loads and stores only. */
    struct {
        _Alignas(SHMEMI_CACHELINE) uint64_t arrived;
        _Alignas(SHMEMI_CACHELINE) uint64_t release;
    } node[SHMEMI_SIG_SLOTS];
    /* Collective allocation check: two slots, so PE 0's record for call
     * n+1 cannot overwrite the one a slow PE is still comparing for n. */
    _Alignas(SHMEMI_CACHELINE) struct shmemi_coll_record alloc_check[2];
    /* collect: this PE's element count, read by the others (coll.c). */
    _Alignas(SHMEMI_CACHELINE) uint64_t coll_count;
    /* Pairwise signals: sig[from][slot] counts the signals PE `from` has
     * sent us on `slot`, written only by `from`. Both ends count, so a
     * signal means the same thing whatever set or team the collective
     * runs on, and no pSync is needed (coll.c). */
    _Alignas(SHMEMI_CACHELINE) uint64_t sig[SHMEMI_MAX_PES][SHMEMI_SIG_SLOTS];
    /* Push reductions (reduce.c): red[from][k & 1] holds PE from's
     * contribution to its k-th push reduction with us; two, so that a PE
     * that finished call k may write k + 1 while we still read k. */
    _Alignas(SHMEMI_CACHELINE) unsigned char red[SHMEMI_MAX_PES][2]
                                                [SHMEMI_RED_PUSH_BYTES];
    /* The eager channel (coll.c): eager[from][k % SLOTS] holds the k-th
     * eager message (a broadcast, an fcollect block) from PE from to us,
     * until we have copied it into our dest (in the call: never before we
     * entered it) and said so. seq is k once a mapped sender's message is
     * in (one cache line for a small one); others signal instead. */
    struct {
        _Alignas(SHMEMI_CACHELINE) uint64_t seq;
        unsigned char data[SHMEMI_EAGER_BYTES];
    } eager[SHMEMI_MAX_PES][SHMEMI_EAGER_SLOTS];
    /* SMA_DEBUG's collective check (collcheck.c): the arguments each
     * other PE of a set passed, posted here when we are its first PE. */
    _Alignas(SHMEMI_CACHELINE) struct shmemi_coll_args {
        char routine[48];
        int32_t start, stride, size, root;
        uint64_t nbytes, a, b;
        uint32_t mask, pad;
    } coll_args[SHMEMI_MAX_PES];
    /* Asymmetric memory (asym/): once this PE registers a region, where
     * other processes can open its asym file (pid, descriptor, checked by
     * dev and inode). ready is stored last, with release. */
    _Alignas(SHMEMI_CACHELINE) struct {
        uint64_t ready;
        uint64_t dev, ino;
        int32_t pid, fd;
        /* PEs on other nodes (asym/mpi.c): where the table is (its
         * address: the MPI dynamic window's displacement, or UCX's
         * remote address), and a reader-writer word, the generation <<
         * 32 | how many PEs are in an access, changed only by the
         * network's atomics. */
        uint64_t table;
        _Alignas(SHMEMI_CACHELINE) uint64_t rw;
    } asym;
    /* Registered memory reached over UCX (asym/ucx.c): the spans this PE
     * registered with UCX, sorted by start, and each one's packed key in
     * a slot of its own; changed only under the write side of asym.rw,
     * read by PEs on other nodes under its read side. */
    _Alignas(SHMEMI_CACHELINE) struct shmemi_asym_ring {
        uint64_t n;
        uint64_t pad[7];
        struct shmemi_asym_span {
            uint64_t lo, hi; /* [lo, hi): page-aligned */
            uint64_t slot;   /* its key's */
            uint64_t stamp;  /* this PE's registrations counted: never 0,
                              * never reused (peers keep unpacked keys) */
        } span[SHMEMI_ASYM_SPANS];
        struct {
            uint64_t len;
            unsigned char b[SHMEMI_ASYM_KEY_MAX];
        } key[SHMEMI_ASYM_SPANS];
    } asym_ucx;
};

enum shmemi_run_state {
    SHMEMI_UNINIT = 0, /* before start_pes / shmem_init */
    SHMEMI_READY,      /* between init and the series' last finalize */
    SHMEMI_FINALIZED,  /* after it, until shmem_init starts a new one */
    SHMEMI_FORKED      /* in a child created by fork() from a PE */
};

/*
 * One PE's view of the job. Segment file layout (identical on every PE):
 *   [0, LIB_SIZE)                          library area (struct shmemi_lib)
 *   [LIB_SIZE, LIB_SIZE + heap_len)        symmetric heap
 *   [data_off, data_off + data_len)        copy-mapped executable .data/.bss
 * Our own file is mapped whole at `base` (so heap address - base is the
 * file offset) and its data part also MAP_FIXED over the executable's
 * .data/.bss. peer[pe] is where PE pe's file is mapped here
 * (peer[me] == base): remote = peer[pe] + file offset.
 */
struct shmemi_state {
    /* Hot fields first: everything a put touches sits in one cache line. */
    int npes; /* 0 until initialized: one compare checks both PE and state */
    int me;
    uintptr_t heap_lo; /* first heap byte */
    size_t heap_len;
    uintptr_t base;    /* own segment file mapping */
    uintptr_t data_lo; /* executable's remapped .data/.bss */
    size_t data_len;
    uintptr_t data_delta; /* data_lo - data_off: file offset = a - delta;
                             == base in a singleton, whose data is not
                             remapped, so translation returns a itself */
    /* peer[pe]: where PE pe's segment file is mapped here, when the
     * mapped transport reaches it; NULL when another transport does
     * (tp[pe], see remote.h). Chosen once per peer at start-up. */
    char **peer;
    /* apeer[pe]: the same for atomics and signals. == peer, except while
     * the job spans nodes: then all NULL, and every atomic goes through
     * the MPI transport, the one path atomic with respect to all others
     * (doc/ARCHITECTURE.md, "Other nodes"). */
    char **apeer;
    bool debug; /* SMA_DEBUG: check heap targets against live blocks */
    bool copy_movsb; /* large copies with rep movsb (copy.h) */

    enum shmemi_run_state state;
    int init_count; /* initializations the series' finalizes still owe
                     * (OpenSHMEM 1.6 nesting; start_pes counts once) */
    bool launched; /* started by oshrun (else a singleton job) */
    bool data_remapped;
    int ncpus;
    unsigned spin_limit; /* pause-spins before yielding */
    int memfd;           /* own segment file (kept for fork()) */
    int ctl;             /* socket to oshrun, -1 when a singleton */
    pid_t launcher;
    size_t total;    /* bytes in each PE's segment file */
    size_t data_off; /* file offset of the data part */
    struct shmemi_lib *lib;
    struct shmemi_job *job; /* shared with oshrun; NULL when a singleton */
    char **map; /* every peer's mapping, whichever transport reaches it */
    const struct shmemi_transport **tp; /* per peer, when peer[pe] is NULL */
    uint64_t barrier_epoch[SHMEMI_SIG_SLOTS]; /* per arrived[] counter */
    uint64_t node_epoch[SHMEMI_SIG_SLOTS]; /* per node[] pair (coll/barrier.c) */
    uint64_t alloc_seq;
    uint64_t *sig_sent, *sig_seen; /* [pe * SHMEMI_SIG_SLOTS + slot] */
    /* The MPI transport (NULL: not loaded), and what it decided. */
    const struct shmemi_mpi_plugin *mpi;
    void (*progress)(void); /* every wait's slow path, every test */
    int progress_spins;     /* spins between its calls (0: 16, -1: none) */
    bool mpi_spans;         /* some PE is on another node */
    /* Some PE's atomics are MPI's accumulates (the MPI transport's
     * windows), atomic with each other only at one size per word; else
     * every atomic is a CPU's on the target's memory (mapped, or UCX's
     * CPU mode), and a 32-bit one on half a 64-bit word is atomic with
     * 64-bit ones on it (lock.c's tail swap). */
    bool mpi_atomics;
    bool mpi_poll;  /* MPI is loaded and this machine's PEs do not outnumber
                     * its CPUs: waits poll MPI instead of yielding */
    int mpi_local_npes; /* PEs on this machine (its boot id), under MPI */
    uint64_t mpi_machine; /* this machine: its boot id hashed (0: unknown) */
    bool mpi_leader;        /* the first PE of its node */
    int *node;              /* [pe]: its node (the first PE on it) */
    /* SHMEM_TEAM_SHARED's PEs (start, stride, size), when MPI chose them */
    struct shmemi_shared_set {
        int start, stride, size;
    } shared_set;
    int shared_count; /* PEs on this PE's node */
    int thread_provided;  /* what MPI gave, when MPI is loaded */
    int thread_requested; /* shmem_init_thread's level (0: shmem_init),
                           * what MPI is asked for (start/mpi.c) */
    struct shmemi_coll_algs {
        int barrier, barrier_all, bcast, reduce, collect, scan;
    } alg;
    struct shmemi_env env;
};

extern struct shmemi_state shmemi;

/* Start-up (init.c) and the header's inline ABI (inline.c).
 * shmemi_init: shmem_init's and shmem_init_thread's (counted, nested,
 * again after the last finalize); shmemi_start_pes: SGI's (counted once,
 * never again after finalize); shmemi_finalize: one matching finalize
 * (the last ends the series); shmemi_finalize_all: the series ends
 * whatever its count (at exit, under MPI). */
void shmemi_init(const char *routine);
void shmemi_start_pes(const char *routine);
void shmemi_finalize(const char *routine);
void shmemi_finalize_all(const char *routine);
/* Under MPI: this machine's PEs (its boot id) do not outnumber its CPUs
 * (init.c): each has one of its own. */
bool shmemi_mpi_own_cpus(void);
/* MPI_Abort when the MPI transport is loaded (start/mpi.c); else nothing. */
void shmemi_mpi_abort(int status);
/* Refresh the copy of the hot state that inlined code reads. */
void shmemi_fast_publish(void);

/* The PE number and count, or fatal before init / after finalize. */
static inline int shmemi_my_pe(const char *routine);
static inline int shmemi_n_pes(const char *routine);

#include "error.h"
#include "backoff.h"
#include "xlate.h"
#include "copy.h"
#include "../transport/remote.h"

static inline int shmemi_my_pe(const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    return shmemi.me;
}

static inline int shmemi_n_pes(const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    return shmemi.npes;
}

/* n elements of elem bytes, or fatal if that overflows (a negative count
 * passed through an int). */
static inline size_t shmemi_nbytes(size_t n, size_t elem, const char *routine)
{
    size_t bytes;
    if (SHMEMI_UNLIKELY(__builtin_mul_overflow(n, elem, &bytes)))
        shmemi_fatal(routine, "%zu elements of %zu bytes is an absurd size", n,
                     elem);
    return bytes;
}

/* ---- locks (lock.c) and barrier_all (coll/barrier.c) ---- */
void shmemi_set_lock(long *lock, const char *routine);
int shmemi_test_lock(long *lock, const char *routine);
void shmemi_clear_lock(long *lock, const char *routine);
/* The same on a 32-bit word (Fortran's default INTEGER lock). */
void shmemi_set_lock32(int32_t *lock, const char *routine);
int shmemi_test_lock32(int32_t *lock, const char *routine);
void shmemi_clear_lock32(int32_t *lock, const char *routine);
void shmemi_barrier_all(const char *routine);

#endif
