/* SPDX-License-Identifier: BSD-3-Clause */
/* Internal state of one PE and the inline hot path: checks and translation. */
#ifndef SHMAP_SHMEMI_H
#define SHMAP_SHMEMI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdnoreturn.h>
#include <sys/types.h>

#include "env.h"
#include "job.h"

#define SHMEMI_LIKELY(x) __builtin_expect(!!(x), 1)
#define SHMEMI_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SHMEMI_CACHELINE 64
#define SHMEMI_PAGE 4096UL

/*
 * The library's own symmetric area: the first SHMEMI_LIB_SIZE bytes of every
 * PE's segment file. Nothing in it depends on user pSync/pWrk contents.
 * Fields used by one PE on behalf of all (the central barrier counter) live
 * in PE 0's copy.
 */
#define SHMEMI_LIB_SIZE (1UL << 20)
#define SHMEMI_SIG_SLOTS 16

struct shmemi_coll_record {
    uint64_t seq;  /* which collective allocation call this is */
    uint64_t kind; /* SHMEMI_ALLOC_* */
    uint64_t a, b; /* size and alignment, or heap offset for free */
};

struct shmemi_lib {
    uint64_t magic;
    /* barrier_all: arrival counter, used in PE 0's copy. Monotonic, so a
     * fast PE entering the next barrier never disturbs a slow one. */
    _Alignas(SHMEMI_CACHELINE) uint64_t barrier_arrived;
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
};

enum shmemi_run_state {
    SHMEMI_UNINIT = 0, /* before start_pes / shmem_init */
    SHMEMI_READY,      /* between init and finalize */
    SHMEMI_FINALIZED,  /* after shmem_finalize */
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
    char **peer;
    bool debug; /* SMA_DEBUG: check heap targets against live blocks */

    enum shmemi_run_state state;
    bool launched;   /* started by oshrun (else a singleton job) */
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
    uint64_t barrier_epoch;
    uint64_t alloc_seq;
    uint64_t *sig_sent, *sig_seen; /* [pe * SHMEMI_SIG_SLOTS + slot] */
    struct shmemi_coll_algs {
        int barrier, barrier_all, bcast, reduce, collect;
    } alg;
    struct shmemi_env env;
};

extern struct shmemi_state shmemi;

/* ---- errors (src/core/log.c) ---- */
noreturn void shmemi_fatal(const char *routine, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), cold));
void shmemi_warn(const char *routine, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), cold));
noreturn void shmemi_bad_target(const char *routine, const void *addr,
                                size_t len, int pe) __attribute__((cold));
noreturn void shmemi_not_ready(const char *routine) __attribute__((cold));
/* SMA_DEBUG: a heap target must lie inside a live allocation (mem.c). */
void shmemi_debug_target(const void *addr, size_t len, const char *routine);
/* Record in the job page that this PE ends the job (first one wins). */
void shmemi_mark_job_ending(int status, bool global);
noreturn void shmemi_exit_job(int status);

/* ---- start-up (src/core/init.c, src/seg) ---- */
/* Refresh the copy of the hot state that inlined code reads (fast.c). */
void shmemi_fast_publish(void);
void shmemi_init(const char *routine);
void shmemi_finalize(const char *routine);

/* ---- waiting (src/core/wait.c) ---- */
struct shmemi_backoff {
    unsigned spins;
    unsigned yields;
    bool exit_seen;    /* a PE's exit was seen on the previous slow call */
    uint64_t sleep_ns; /* current sleep step, 0 while still yielding */
    int64_t started_ns;
};
#define SHMEMI_BACKOFF_INIT {0, 0, false, 0, 0}
/* Whom we wait for, so a wait that can never end is reported, not hung:
 * a PE number, or any other PE (point-to-point), or every PE (barrier). */
#define SHMEMI_WATCH_ANY (-1)
#define SHMEMI_WATCH_ALL (-2)
void shmemi_backoff_slow(struct shmemi_backoff *b, int watch,
                         const char *routine);

static inline void shmemi_cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield" ::: "memory");
#else
    __asm__ __volatile__("" ::: "memory");
#endif
}

/* Spin briefly, then yield, then sleep in growing steps (see wait.c). */
static inline void shmemi_backoff(struct shmemi_backoff *b, int watch,
                                  const char *routine)
{
    if (SHMEMI_LIKELY(b->spins < shmemi.spin_limit)) {
        b->spins++;
        shmemi_cpu_relax();
        return;
    }
    shmemi_backoff_slow(b, watch, routine);
}

/* ---- locks (src/core/lock.c) ---- */
void shmemi_set_lock(long *lock, const char *routine);
int shmemi_test_lock(long *lock, const char *routine);
void shmemi_clear_lock(long *lock, const char *routine);

/* ---- barrier (src/core/barrier.c) ---- */
void shmemi_barrier_all(const char *routine);

/* ---- translation: the put/get hot path ---- */

/* Is [addr, addr+len) inside one symmetric segment of this PE? Returns the
 * file offset, or UINTPTR_MAX. */
static inline uintptr_t shmemi_sym_offset(const void *addr, size_t len)
{
    uintptr_t a = (uintptr_t)addr;
    uintptr_t h = a - shmemi.heap_lo;
    if (SHMEMI_LIKELY(h < shmemi.heap_len && len <= shmemi.heap_len - h))
        return a - shmemi.base;
    uintptr_t d = a - shmemi.data_lo;
    if (d < shmemi.data_len && len <= shmemi.data_len - d)
        return a - shmemi.data_delta;
    return UINTPTR_MAX;
}

/* Everything off the fast path: a bad PE or address (fatal), and the
 * SMA_DEBUG checks. Returns the translation when the call is valid. */
void *shmemi_xlate_slow(const void *addr, size_t len, int pe,
                        const char *routine);

/*
 * Translate a symmetric address of this PE to where PE pe's copy is mapped
 * here, checking initialization, the PE and the whole range. Heap and
 * globals both stay inline (a put to a global must cost what a put to the
 * heap costs); anything unusual goes to the out-of-line slow path, which
 * ends the job with a message naming the routine.
 */
static inline void *shmemi_xlate(const void *addr, size_t len, int pe,
                                 const char *routine)
{
    uintptr_t a = (uintptr_t)addr;
    uintptr_t h = a - shmemi.heap_lo, d = a - shmemi.data_lo, off;
    if (SHMEMI_UNLIKELY((unsigned)pe >= (unsigned)shmemi.npes ||
                        shmemi.debug))
        return shmemi_xlate_slow(addr, len, pe, routine);
    if (SHMEMI_LIKELY(h < shmemi.heap_len && len <= shmemi.heap_len - h))
        off = a - shmemi.base;
    else if (d < shmemi.data_len && len <= shmemi.data_len - d)
        off = a - shmemi.data_delta;
    else
        return shmemi_xlate_slow(addr, len, pe, routine);
    return shmemi.peer[pe] + off;
}

/* The PE number and count, or fatal before init / after finalize. */
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

/* Check that a local address is symmetric (for waits on ivars). */
static inline void shmemi_check_local(const void *addr, size_t len,
                                      const char *routine)
{
    if (SHMEMI_UNLIKELY(shmemi.npes == 0))
        shmemi_not_ready(routine);
    if (SHMEMI_UNLIKELY(shmemi_sym_offset(addr, len) == UINTPTR_MAX))
        shmemi_bad_target(routine, addr, len, shmemi.me);
}

static inline struct shmemi_lib *shmemi_lib_of(int pe)
{
    return (struct shmemi_lib *)shmemi.peer[pe];
}

/* n elements of elem bytes, or fatal if that overflows (a negative count
 * passed through an int). */
static inline size_t shmemi_nbytes(size_t n, size_t elem, const char *routine)
{
    size_t bytes;
    if (SHMEMI_UNLIKELY(__builtin_mul_overflow(n, elem, &bytes)))
        shmemi_fatal(routine, "%zu elements of %zu bytes is an absurd size",
                     n, elem);
    return bytes;
}

/* ---- RMA cores shared by the typed entry points (src/core/rma.c) ---- */
void shmemi_iput(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                 size_t nelems, size_t elem, int pe, const char *routine);
void shmemi_iget(void *dest, const void *src, ptrdiff_t dst, ptrdiff_t sst,
                 size_t nelems, size_t elem, int pe, const char *routine);

static inline void shmemi_put(void *dest, const void *src, size_t bytes,
                              int pe, const char *routine)
{
    void *r = shmemi_xlate(dest, bytes, pe, routine);
    __builtin_memcpy(r, src, bytes);
}

static inline void shmemi_get(void *dest, const void *src, size_t bytes,
                              int pe, const char *routine)
{
    const void *r = shmemi_xlate(src, bytes, pe, routine);
    __builtin_memcpy(dest, r, bytes);
}

#endif
