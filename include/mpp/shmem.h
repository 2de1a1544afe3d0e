/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap: the SGI/Cray SHMEM and OpenSHMEM 1.5 C API, one implementation. */
#ifndef SHMAP_MPP_SHMEM_H
#define SHMAP_MPP_SHMEM_H

#include <stddef.h>
#include <stdint.h>
#include <mpp/shmem_types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Exports are marked only while building the library (-fvisibility=hidden). */
#if defined(SHMAP_BUILD) && defined(__GNUC__)
#define SHMEM_API __attribute__((visibility("default")))
#else
#define SHMEM_API
#endif
#if defined(__GNUC__)
#define SHMEMI_NORETURN __attribute__((__noreturn__))
#else
#define SHMEMI_NORETURN
#endif

/* ---- Library identity ---------------------------------------------- */
#define SHMEM_MAJOR_VERSION 1
#define SHMEM_MINOR_VERSION 5
#define _SHMEM_MAJOR_VERSION SHMEM_MAJOR_VERSION
#define _SHMEM_MINOR_VERSION SHMEM_MINOR_VERSION
#define SHMEM_MAX_NAME_LEN 256
#define _SHMEM_MAX_NAME_LEN SHMEM_MAX_NAME_LEN
#define SHMEM_VENDOR_STRING "shmap 0.1 (mapped-segment SHMEM for one node)"
#define _SHMEM_VENDOR_STRING SHMEM_VENDOR_STRING

/* ---- Comparison operators: SGI/Cray numbering, so old binaries agree -- */
#define SHMEM_CMP_EQ 0
#define SHMEM_CMP_NE 1
#define SHMEM_CMP_GT 2
#define SHMEM_CMP_LE 3
#define SHMEM_CMP_LT 4
#define SHMEM_CMP_GE 5
#define _SHMEM_CMP_EQ SHMEM_CMP_EQ
#define _SHMEM_CMP_NE SHMEM_CMP_NE
#define _SHMEM_CMP_GT SHMEM_CMP_GT
#define _SHMEM_CMP_LE SHMEM_CMP_LE
#define _SHMEM_CMP_LT SHMEM_CMP_LT
#define _SHMEM_CMP_GE SHMEM_CMP_GE

/*
 * pSync / pWrk sizes. shmap never reads or relies on the contents of these
 * arrays (its collectives run on the library's own symmetric area), so any
 * size a legacy binary was compiled with works; these are the generous
 * values programs size their arrays by.
 */
#define SHMEM_SYNC_VALUE (-1L)
#define SHMEM_BARRIER_SYNC_SIZE 8
#define SHMEM_BCAST_SYNC_SIZE 8
#define SHMEM_COLLECT_SYNC_SIZE 8
#define SHMEM_REDUCE_SYNC_SIZE 8
#define SHMEM_ALLTOALL_SYNC_SIZE 8
#define SHMEM_ALLTOALLS_SYNC_SIZE 8
#define SHMEM_SYNC_SIZE 8
#define SHMEM_REDUCE_MIN_WRKDATA_SIZE 8
#define _SHMEM_SYNC_VALUE SHMEM_SYNC_VALUE
#define _SHMEM_BARRIER_SYNC_SIZE SHMEM_BARRIER_SYNC_SIZE
#define _SHMEM_BCAST_SYNC_SIZE SHMEM_BCAST_SYNC_SIZE
#define _SHMEM_COLLECT_SYNC_SIZE SHMEM_COLLECT_SYNC_SIZE
#define _SHMEM_REDUCE_SYNC_SIZE SHMEM_REDUCE_SYNC_SIZE
#define _SHMEM_ALLTOALL_SYNC_SIZE SHMEM_ALLTOALL_SYNC_SIZE
#define _SHMEM_ALLTOALLS_SYNC_SIZE SHMEM_ALLTOALLS_SYNC_SIZE
#define _SHMEM_SYNC_SIZE SHMEM_SYNC_SIZE
#define _SHMEM_REDUCE_MIN_WRKDATA_SIZE SHMEM_REDUCE_MIN_WRKDATA_SIZE

/* ---- Thread levels and allocation hints --------------------------------- */
#define SHMEM_THREAD_SINGLE 0
#define SHMEM_THREAD_FUNNELED 1
#define SHMEM_THREAD_SERIALIZED 2
#define SHMEM_THREAD_MULTIPLE 3
#define SHMEM_MALLOC_ATOMICS_REMOTE 1L
#define SHMEM_MALLOC_SIGNAL_REMOTE 2L

/* ---- Initialization and queries ----------------------------------------- */
SHMEM_API void start_pes(int npes);
SHMEM_API void shmem_init(void);
SHMEM_API int shmem_init_thread(int requested, int *provided);
SHMEM_API void shmem_query_thread(int *provided);
SHMEM_API void shmem_finalize(void);
SHMEM_API SHMEMI_NORETURN void shmem_global_exit(int status);
SHMEM_API int _my_pe(void);
SHMEM_API int _num_pes(void);
SHMEM_API int my_pe(void);
SHMEM_API int num_pes(void);
SHMEM_API int shmem_my_pe(void);
SHMEM_API int shmem_n_pes(void);
SHMEM_API int shmem_pe_accessible(int pe);
SHMEM_API int shmem_addr_accessible(const void *addr, int pe);
SHMEM_API void *shmem_ptr(const void *dest, int pe);
SHMEM_API void shmem_info_get_version(int *major, int *minor);
SHMEM_API void shmem_info_get_name(char *name);

/* ---- Symmetric heap ------------------------------------------------------ */
SHMEM_API void *shmem_malloc(size_t size);
SHMEM_API void *shmem_malloc_with_hints(size_t size, long hints);
SHMEM_API void *shmem_calloc(size_t count, size_t size);
SHMEM_API void *shmem_align(size_t alignment, size_t size);
SHMEM_API void *shmem_realloc(void *ptr, size_t size);
SHMEM_API void shmem_free(void *ptr);
SHMEM_API void *shmalloc(size_t size);
SHMEM_API void *shmemalign(size_t alignment, size_t size);
SHMEM_API void *shrealloc(void *ptr, size_t size);
SHMEM_API void shfree(void *ptr);

/* ---- RMA: typed, sized, and untyped ------------------------------------ */
#define SHMEMI_DECL_RMA(NAME, T)                                             \
    SHMEM_API void shmem_##NAME##_put(T *dest, const T *source,              \
                                      size_t nelems, int pe);                \
    SHMEM_API void shmem_##NAME##_get(T *dest, const T *source,              \
                                      size_t nelems, int pe);                \
    SHMEM_API void shmem_##NAME##_put_nbi(T *dest, const T *source,          \
                                          size_t nelems, int pe);            \
    SHMEM_API void shmem_##NAME##_get_nbi(T *dest, const T *source,          \
                                          size_t nelems, int pe);            \
    SHMEM_API void shmem_##NAME##_iput(T *dest, const T *source,             \
                                       ptrdiff_t dst, ptrdiff_t sst,         \
                                       size_t nelems, int pe);               \
    SHMEM_API void shmem_##NAME##_iget(T *dest, const T *source,             \
                                       ptrdiff_t dst, ptrdiff_t sst,         \
                                       size_t nelems, int pe);               \
    SHMEM_API void shmem_##NAME##_p(T *dest, T value, int pe);               \
    SHMEM_API T shmem_##NAME##_g(const T *source, int pe);
SHMEMI_RMA_TYPES(SHMEMI_DECL_RMA)
#undef SHMEMI_DECL_RMA

#define SHMEMI_DECL_SIZED(BITS)                                              \
    SHMEM_API void shmem_put##BITS(void *dest, const void *source,           \
                                   size_t nelems, int pe);                   \
    SHMEM_API void shmem_get##BITS(void *dest, const void *source,           \
                                   size_t nelems, int pe);                   \
    SHMEM_API void shmem_put##BITS##_nbi(void *dest, const void *source,     \
                                         size_t nelems, int pe);             \
    SHMEM_API void shmem_get##BITS##_nbi(void *dest, const void *source,     \
                                         size_t nelems, int pe);             \
    SHMEM_API void shmem_iput##BITS(void *dest, const void *source,          \
                                    ptrdiff_t dst, ptrdiff_t sst,            \
                                    size_t nelems, int pe);                  \
    SHMEM_API void shmem_iget##BITS(void *dest, const void *source,          \
                                    ptrdiff_t dst, ptrdiff_t sst,            \
                                    size_t nelems, int pe);
SHMEMI_SIZED_BITS(SHMEMI_DECL_SIZED)
#undef SHMEMI_DECL_SIZED

SHMEM_API void shmem_putmem(void *dest, const void *source, size_t nelems,
                            int pe);
SHMEM_API void shmem_getmem(void *dest, const void *source, size_t nelems,
                            int pe);
SHMEM_API void shmem_putmem_nbi(void *dest, const void *source,
                                size_t nelems, int pe);
SHMEM_API void shmem_getmem_nbi(void *dest, const void *source,
                                size_t nelems, int pe);

/*
 * SGI/Cray generic forms: elements are 64-bit words, as on the T3E and
 * Altix. (OpenSHMEM's C11 type-generic shmem_put is a macro that this
 * header does not define, so legacy calls keep their meaning.)
 */
SHMEM_API void shmem_put(long *dest, const long *source, size_t nelems,
                         int pe);
SHMEM_API void shmem_get(long *dest, const long *source, size_t nelems,
                         int pe);
SHMEM_API void shmem_iput(long *dest, const long *source, ptrdiff_t dst,
                          ptrdiff_t sst, size_t nelems, int pe);
SHMEM_API void shmem_iget(long *dest, const long *source, ptrdiff_t dst,
                          ptrdiff_t sst, size_t nelems, int pe);

/* ---- Ordering and synchronization ------------------------------------- */
SHMEM_API void shmem_barrier_all(void);
SHMEM_API void shmem_sync_all(void);
SHMEM_API void shmem_fence(void);
SHMEM_API void shmem_quiet(void);

#define SHMEMI_DECL_WAIT(NAME, T)                                            \
    SHMEM_API void shmem_##NAME##_wait(volatile T *ivar, T cmp_value);       \
    SHMEM_API void shmem_##NAME##_wait_until(volatile T *ivar, int cmp,      \
                                             T cmp_value);                   \
    SHMEM_API void shmem_##NAME##_wait_until_all(                            \
        T *ivars, size_t nelems, const int *status, int cmp, T cmp_value);   \
    SHMEM_API size_t shmem_##NAME##_wait_until_any(                          \
        T *ivars, size_t nelems, const int *status, int cmp, T cmp_value);   \
    SHMEM_API size_t shmem_##NAME##_wait_until_some(                         \
        T *ivars, size_t nelems, size_t *indices, const int *status,         \
        int cmp, T cmp_value);                                               \
    SHMEM_API void shmem_##NAME##_wait_until_all_vector(                     \
        T *ivars, size_t nelems, const int *status, int cmp,                 \
        T *cmp_values);                                                      \
    SHMEM_API size_t shmem_##NAME##_wait_until_any_vector(                   \
        T *ivars, size_t nelems, const int *status, int cmp,                 \
        T *cmp_values);                                                      \
    SHMEM_API size_t shmem_##NAME##_wait_until_some_vector(                  \
        T *ivars, size_t nelems, size_t *indices, const int *status,         \
        int cmp, T *cmp_values);                                             \
    SHMEM_API int shmem_##NAME##_test(volatile T *ivar, int cmp,             \
                                      T cmp_value);                          \
    SHMEM_API int shmem_##NAME##_test_all(                                   \
        T *ivars, size_t nelems, const int *status, int cmp, T cmp_value);   \
    SHMEM_API size_t shmem_##NAME##_test_any(                                \
        T *ivars, size_t nelems, const int *status, int cmp, T cmp_value);   \
    SHMEM_API size_t shmem_##NAME##_test_some(                               \
        T *ivars, size_t nelems, size_t *indices, const int *status,         \
        int cmp, T cmp_value);                                               \
    SHMEM_API int shmem_##NAME##_test_all_vector(                            \
        T *ivars, size_t nelems, const int *status, int cmp,                 \
        T *cmp_values);                                                      \
    SHMEM_API size_t shmem_##NAME##_test_any_vector(                         \
        T *ivars, size_t nelems, const int *status, int cmp,                 \
        T *cmp_values);                                                      \
    SHMEM_API size_t shmem_##NAME##_test_some_vector(                        \
        T *ivars, size_t nelems, size_t *indices, const int *status,         \
        int cmp, T *cmp_values);
SHMEMI_WAIT_TYPES(SHMEMI_DECL_WAIT)
#undef SHMEMI_DECL_WAIT

/*
 * The single-variable waits and the locks take volatile pointers, as the
 * SGI/Cray and OpenSHMEM 1.0-1.3 headers did: old code that declares its
 * flags volatile compiles unchanged, and newer code passes plain pointers.
 */
/* SGI generic waits on a long. */
SHMEM_API void shmem_wait(volatile long *ivar, long cmp_value);
SHMEM_API void shmem_wait_until(volatile long *ivar, int cmp,
                                long cmp_value);

/* ---- Atomic memory operations ------------------------------------------ */
/* fetch, set, swap: every extended AMO type. */
#define SHMEMI_DECL_AMO_EXT(NAME, T)                                         \
    SHMEM_API T shmem_##NAME##_atomic_fetch(const T *source, int pe);        \
    SHMEM_API void shmem_##NAME##_atomic_set(T *dest, T value, int pe);      \
    SHMEM_API T shmem_##NAME##_atomic_swap(T *dest, T value, int pe);        \
    SHMEM_API void shmem_##NAME##_atomic_fetch_nbi(T *fetch, const T *source,\
                                                   int pe);                  \
    SHMEM_API void shmem_##NAME##_atomic_swap_nbi(T *fetch, T *dest,         \
                                                  T value, int pe);
/* compare_swap, inc, add (and their fetching forms): standard AMO types. */
#define SHMEMI_DECL_AMO_STD(NAME, T)                                         \
    SHMEMI_DECL_AMO_EXT(NAME, T)                                             \
    SHMEM_API T shmem_##NAME##_atomic_compare_swap(T *dest, T cond, T value, \
                                                   int pe);                  \
    SHMEM_API T shmem_##NAME##_atomic_fetch_inc(T *dest, int pe);            \
    SHMEM_API void shmem_##NAME##_atomic_inc(T *dest, int pe);               \
    SHMEM_API T shmem_##NAME##_atomic_fetch_add(T *dest, T value, int pe);   \
    SHMEM_API void shmem_##NAME##_atomic_add(T *dest, T value, int pe);      \
    SHMEM_API void shmem_##NAME##_atomic_compare_swap_nbi(                   \
        T *fetch, T *dest, T cond, T value, int pe);                         \
    SHMEM_API void shmem_##NAME##_atomic_fetch_inc_nbi(T *fetch, T *dest,    \
                                                       int pe);              \
    SHMEM_API void shmem_##NAME##_atomic_fetch_add_nbi(T *fetch, T *dest,    \
                                                       T value, int pe);
/* and, or, xor (and their fetching forms): bitwise AMO types. */
#define SHMEMI_DECL_AMO_BIT(NAME, T)                                         \
    SHMEM_API T shmem_##NAME##_atomic_fetch_and(T *dest, T value, int pe);   \
    SHMEM_API void shmem_##NAME##_atomic_and(T *dest, T value, int pe);      \
    SHMEM_API T shmem_##NAME##_atomic_fetch_or(T *dest, T value, int pe);    \
    SHMEM_API void shmem_##NAME##_atomic_or(T *dest, T value, int pe);       \
    SHMEM_API T shmem_##NAME##_atomic_fetch_xor(T *dest, T value, int pe);   \
    SHMEM_API void shmem_##NAME##_atomic_xor(T *dest, T value, int pe);      \
    SHMEM_API void shmem_##NAME##_atomic_fetch_and_nbi(T *fetch, T *dest,    \
                                                       T value, int pe);     \
    SHMEM_API void shmem_##NAME##_atomic_fetch_or_nbi(T *fetch, T *dest,     \
                                                      T value, int pe);      \
    SHMEM_API void shmem_##NAME##_atomic_fetch_xor_nbi(T *fetch, T *dest,    \
                                                       T value, int pe);
SHMEMI_AMO_STD_TYPES(SHMEMI_DECL_AMO_STD)
SHMEMI_AMO_EXT_ONLY_TYPES(SHMEMI_DECL_AMO_EXT)
SHMEMI_AMO_BIT_TYPES(SHMEMI_DECL_AMO_BIT)
#undef SHMEMI_DECL_AMO_EXT
#undef SHMEMI_DECL_AMO_STD
#undef SHMEMI_DECL_AMO_BIT

/* The SGI/Cray names (deprecated by OpenSHMEM 1.4, kept for old codes). */
#define SHMEMI_DECL_AMO_LEGACY_EXT(NAME, T)                                  \
    SHMEM_API T shmem_##NAME##_swap(T *target, T value, int pe);             \
    SHMEM_API T shmem_##NAME##_fetch(const T *target, int pe);               \
    SHMEM_API void shmem_##NAME##_set(T *target, T value, int pe);
#define SHMEMI_DECL_AMO_LEGACY(NAME, T)                                      \
    SHMEMI_DECL_AMO_LEGACY_EXT(NAME, T)                                      \
    SHMEM_API T shmem_##NAME##_cswap(T *target, T cond, T value, int pe);    \
    SHMEM_API T shmem_##NAME##_fadd(T *target, T value, int pe);             \
    SHMEM_API T shmem_##NAME##_finc(T *target, int pe);                      \
    SHMEM_API void shmem_##NAME##_add(T *target, T value, int pe);           \
    SHMEM_API void shmem_##NAME##_inc(T *target, int pe);
SHMEMI_AMO_LEGACY_TYPES(SHMEMI_DECL_AMO_LEGACY)
SHMEMI_AMO_EXT_ONLY_TYPES(SHMEMI_DECL_AMO_LEGACY_EXT)
#undef SHMEMI_DECL_AMO_LEGACY_EXT
#undef SHMEMI_DECL_AMO_LEGACY
SHMEM_API long shmem_swap(long *target, long value, int pe);

/* ---- Signals (OpenSHMEM 1.5) --------------------------------------------- */
#define SHMEM_SIGNAL_SET 0
#define SHMEM_SIGNAL_ADD 1
#define SHMEMI_DECL_SIGNAL(FN, T)                                            \
    SHMEM_API void FN(T *dest, const T *source, size_t nelems,               \
                      uint64_t *sig_addr, uint64_t signal, int sig_op,       \
                      int pe);
#define SHMEMI_DECL_SIGNAL_TYPED(NAME, T)                                    \
    SHMEMI_DECL_SIGNAL(shmem_##NAME##_put_signal, T)                         \
    SHMEMI_DECL_SIGNAL(shmem_##NAME##_put_signal_nbi, T)
#define SHMEMI_DECL_SIGNAL_SIZED(BITS)                                       \
    SHMEMI_DECL_SIGNAL(shmem_put##BITS##_signal, void)                       \
    SHMEMI_DECL_SIGNAL(shmem_put##BITS##_signal_nbi, void)
SHMEMI_RMA_TYPES(SHMEMI_DECL_SIGNAL_TYPED)
SHMEMI_SIZED_BITS(SHMEMI_DECL_SIGNAL_SIZED)
SHMEMI_DECL_SIGNAL(shmem_putmem_signal, void)
SHMEMI_DECL_SIGNAL(shmem_putmem_signal_nbi, void)
#undef SHMEMI_DECL_SIGNAL_TYPED
#undef SHMEMI_DECL_SIGNAL_SIZED
#undef SHMEMI_DECL_SIGNAL
SHMEM_API uint64_t shmem_signal_fetch(const uint64_t *sig_addr);
SHMEM_API uint64_t shmem_signal_wait_until(uint64_t *sig_addr, int cmp,
                                           uint64_t cmp_value);

/* ---- Distributed locks on a symmetric long (initially 0) ---------------- */
SHMEM_API void shmem_set_lock(volatile long *lock);
SHMEM_API void shmem_clear_lock(volatile long *lock);
SHMEM_API int shmem_test_lock(volatile long *lock);

/* ---- Collectives on legacy active sets (PE_start, logPE_stride, PE_size).
 * pSync and pWrk are accepted and never read: any size works. ---------- */
SHMEM_API void shmem_barrier(int PE_start, int logPE_stride, int PE_size,
                             long *pSync);
SHMEM_API void shmem_sync(int PE_start, int logPE_stride, int PE_size,
                          long *pSync);
#define SHMEMI_DECL_ASET_SIZED(BITS)                                         \
    SHMEM_API void shmem_broadcast##BITS(                                    \
        void *dest, const void *source, size_t nelems, int PE_root,          \
        int PE_start, int logPE_stride, int PE_size, long *pSync);           \
    SHMEM_API void shmem_collect##BITS(void *dest, const void *source,       \
                                       size_t nelems, int PE_start,          \
                                       int logPE_stride, int PE_size,        \
                                       long *pSync);                         \
    SHMEM_API void shmem_fcollect##BITS(void *dest, const void *source,      \
                                        size_t nelems, int PE_start,         \
                                        int logPE_stride, int PE_size,       \
                                        long *pSync);                        \
    SHMEM_API void shmem_alltoall##BITS(void *dest, const void *source,      \
                                        size_t nelems, int PE_start,         \
                                        int logPE_stride, int PE_size,       \
                                        long *pSync);                        \
    SHMEM_API void shmem_alltoalls##BITS(                                    \
        void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst,        \
        size_t nelems, int PE_start, int logPE_stride, int PE_size,          \
        long *pSync);
SHMEMI_DECL_ASET_SIZED(32)
SHMEMI_DECL_ASET_SIZED(64)
#undef SHMEMI_DECL_ASET_SIZED
/* SGI generic broadcast: 64-bit elements. */
SHMEM_API void shmem_broadcast(long *dest, const long *source, size_t nelems,
                               int PE_root, int PE_start, int logPE_stride,
                               int PE_size, long *pSync);

#define SHMEMI_DECL_TO_ALL_1(NAME, T, OP)                                    \
    SHMEM_API void shmem_##NAME##_##OP##_to_all(                             \
        T *dest, const T *source, int nreduce, int PE_start,                 \
        int logPE_stride, int PE_size, T *pWrk, long *pSync);
#define SHMEMI_DECL_TO_ALL_and(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, and)
#define SHMEMI_DECL_TO_ALL_or(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, or)
#define SHMEMI_DECL_TO_ALL_xor(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, xor)
#define SHMEMI_DECL_TO_ALL_min(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, min)
#define SHMEMI_DECL_TO_ALL_max(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, max)
#define SHMEMI_DECL_TO_ALL_sum(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, sum)
#define SHMEMI_DECL_TO_ALL_prod(NAME, T) SHMEMI_DECL_TO_ALL_1(NAME, T, prod)
#define SHMEMI_DECL_TO_ALL(OP, TABLE) TABLE(SHMEMI_DECL_TO_ALL_##OP)
SHMEMI_TO_ALL_OPS(SHMEMI_DECL_TO_ALL)

/* ---- Teams (OpenSHMEM 1.5) ----------------------------------------------- */
struct shmemi_team;
typedef struct shmemi_team *shmem_team_t;
typedef struct {
    int num_contexts;
} shmem_team_config_t;
#define SHMEM_TEAM_NUM_CONTEXTS (1L << 0)
#define SHMEM_TEAM_INVALID ((shmem_team_t)0)
SHMEM_API extern struct shmemi_team shmemi_team_world, shmemi_team_shared;
#define SHMEM_TEAM_WORLD (&shmemi_team_world)
#define SHMEM_TEAM_SHARED (&shmemi_team_shared)

SHMEM_API int shmem_team_my_pe(shmem_team_t team);
SHMEM_API int shmem_team_n_pes(shmem_team_t team);
SHMEM_API int shmem_team_get_config(shmem_team_t team, long config_mask,
                                    shmem_team_config_t *config);
SHMEM_API int shmem_team_translate_pe(shmem_team_t src_team, int src_pe,
                                      shmem_team_t dest_team);
SHMEM_API int shmem_team_split_strided(shmem_team_t parent_team, int start,
                                       int stride, int size,
                                       const shmem_team_config_t *config,
                                       long config_mask,
                                       shmem_team_t *new_team);
SHMEM_API int shmem_team_split_2d(shmem_team_t parent_team, int xrange,
                                  const shmem_team_config_t *xaxis_config,
                                  long xaxis_mask, shmem_team_t *xaxis_team,
                                  const shmem_team_config_t *yaxis_config,
                                  long yaxis_mask, shmem_team_t *yaxis_team);
SHMEM_API void shmem_team_destroy(shmem_team_t team);
SHMEM_API int shmem_team_sync(shmem_team_t team);
SHMEM_API void *shmem_team_ptr(shmem_team_t team, const void *dest, int pe);

#define SHMEMI_DECL_TEAM_COLL(NAME, T)                                       \
    SHMEM_API int shmem_##NAME##_broadcast(shmem_team_t team, T *dest,       \
                                           const T *source, size_t nelems,   \
                                           int PE_root);                     \
    SHMEM_API int shmem_##NAME##_collect(shmem_team_t team, T *dest,         \
                                         const T *source, size_t nelems);    \
    SHMEM_API int shmem_##NAME##_fcollect(shmem_team_t team, T *dest,        \
                                          const T *source, size_t nelems);   \
    SHMEM_API int shmem_##NAME##_alltoall(shmem_team_t team, T *dest,        \
                                          const T *source, size_t nelems);   \
    SHMEM_API int shmem_##NAME##_alltoalls(shmem_team_t team, T *dest,       \
                                           const T *source, ptrdiff_t dst,   \
                                           ptrdiff_t sst, size_t nelems);
SHMEMI_RMA_TYPES(SHMEMI_DECL_TEAM_COLL)
#undef SHMEMI_DECL_TEAM_COLL
SHMEM_API int shmem_broadcastmem(shmem_team_t team, void *dest,
                                 const void *source, size_t nelems,
                                 int PE_root);
SHMEM_API int shmem_collectmem(shmem_team_t team, void *dest,
                               const void *source, size_t nelems);
SHMEM_API int shmem_fcollectmem(shmem_team_t team, void *dest,
                                const void *source, size_t nelems);
SHMEM_API int shmem_alltoallmem(shmem_team_t team, void *dest,
                                const void *source, size_t nelems);
SHMEM_API int shmem_alltoallsmem(shmem_team_t team, void *dest,
                                 const void *source, ptrdiff_t dst,
                                 ptrdiff_t sst, size_t nelems);

#define SHMEMI_DECL_REDUCE_1(NAME, T, OP)                                    \
    SHMEM_API int shmem_##NAME##_##OP##_reduce(shmem_team_t team, T *dest,   \
                                               const T *source,              \
                                               size_t nreduce);
#define SHMEMI_DECL_REDUCE_and(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, and)
#define SHMEMI_DECL_REDUCE_or(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, or)
#define SHMEMI_DECL_REDUCE_xor(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, xor)
#define SHMEMI_DECL_REDUCE_min(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, min)
#define SHMEMI_DECL_REDUCE_max(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, max)
#define SHMEMI_DECL_REDUCE_sum(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, sum)
#define SHMEMI_DECL_REDUCE_prod(NAME, T) SHMEMI_DECL_REDUCE_1(NAME, T, prod)
#define SHMEMI_DECL_REDUCE(OP, TABLE) TABLE(SHMEMI_DECL_REDUCE_##OP)
SHMEMI_REDUCE_OPS(SHMEMI_DECL_REDUCE)

/* ---- SGI cache management: coherent hardware, documented no-ops -------- */
SHMEM_API void shmem_clear_cache_inv(void);
SHMEM_API void shmem_set_cache_inv(void);
SHMEM_API void shmem_clear_cache_line_inv(void *dest);
SHMEM_API void shmem_set_cache_line_inv(void *dest);
SHMEM_API void shmem_udcflush(void);
SHMEM_API void shmem_udcflush_line(void *dest);

/* ---- Inline fast paths ---------------------------------------------------
 * With optimisation on, the small RMA routines below compile to a range
 * check, a table load and the copy itself, right in the caller: no call
 * into the library, which roughly doubles the rate of small messages.
 * They are GNU "extern inline" definitions, so the library's symbols of
 * the same names still exist (function pointers, LD_PRELOAD, profilers)
 * and anything unusual (a bad PE or address, before init, SMA_DEBUG) goes
 * through the library's checked path with the routine's own name.
 * Define SHMAP_NO_INLINE before including this header to turn them off.
 */
struct shmemi_fast {
    uintptr_t heap_lo, heap_len, base; /* heap: remote = peer + (a - base) */
    uintptr_t data_lo, data_len, data_delta; /* globals: peer + (a - delta) */
    char *const *peer;
    int npes; /* 0 before init, after finalize and under SMA_DEBUG */
};
SHMEM_API extern struct shmemi_fast shmemi_fast_v1;
SHMEM_API void shmemi_slow_p(void *dest, const void *value, size_t size,
                             int pe, const char *routine);
SHMEM_API void shmemi_slow_g(void *out, const void *source, size_t size,
                             int pe, const char *routine);
SHMEM_API void shmemi_slow_put(void *dest, const void *source,
                               size_t nelems, size_t elem, int pe,
                               const char *routine);
SHMEM_API void shmemi_slow_get(void *dest, const void *source,
                               size_t nelems, size_t elem, int pe,
                               const char *routine);
SHMEM_API int shmemi_fast_xlate(const void *a, size_t len, int pe,
                                char **r);

#define SHMEMI_INLINE extern __inline__ __attribute__((__gnu_inline__))
#if defined(SHMAP_FAST_XLATE_BODY) /* the library's out-of-line copy */
#define SHMEMI_XLATE_SPEC
#elif defined(__GNUC__) && defined(__OPTIMIZE__) && !defined(__cplusplus) && \
    !defined(SHMAP_BUILD) && !defined(SHMAP_NO_INLINE)
#define SHMEMI_XLATE_SPEC SHMEMI_INLINE
#define SHMEMI_INLINE_ALL
#endif

#ifdef SHMEMI_XLATE_SPEC
/* Sets *r to where PE pe's copy of [a, a+len) is mapped and returns 1, or
 * returns 0: take the slow path. (A flag rather than a NULL pointer, so
 * that once inlined the test folds into the range checks.) */
SHMEMI_XLATE_SPEC int shmemi_fast_xlate(const void *a, size_t len, int pe,
                                        char **r)
{
    const struct shmemi_fast *f = &shmemi_fast_v1;
    uintptr_t h = (uintptr_t)a - f->heap_lo, d = (uintptr_t)a - f->data_lo;
    if (__builtin_expect((unsigned)pe >= (unsigned)f->npes, 0))
        return 0;
    if (__builtin_expect(h < f->heap_len && len <= f->heap_len - h, 1)) {
        *r = f->peer[pe] + ((uintptr_t)a - f->base);
        return 1;
    }
    if (d < f->data_len && len <= f->data_len - d) {
        *r = f->peer[pe] + ((uintptr_t)a - f->data_delta);
        return 1;
    }
    return 0;
}

#endif

#ifdef SHMEMI_INLINE_ALL
#define SHMEMI_INLINE_RMA(NAME, T)                                           \
    SHMEMI_INLINE void shmem_##NAME##_p(T *dest, T value, int pe)            \
    {                                                                        \
        char *r_;                                                            \
        if (__builtin_expect(shmemi_fast_xlate(dest, sizeof(T), pe, &r_), 1))\
            *(T *)(void *)r_ = value; /* dest is a T: a typed store */       \
        else                                                                 \
            shmemi_slow_p(dest, &value, sizeof(T), pe, __func__);            \
    }                                                                        \
    SHMEMI_INLINE T shmem_##NAME##_g(const T *source, int pe)                \
    {                                                                        \
        T v_;                                                                \
        char *r_;                                                            \
        if (__builtin_expect(shmemi_fast_xlate(source, sizeof(T), pe, &r_),  \
                             1))                                             \
            v_ = *(const T *)(const void *)r_;                               \
        else                                                                 \
            shmemi_slow_g(&v_, source, sizeof(T), pe, __func__);             \
        return v_;                                                           \
    }                                                                        \
    SHMEMI_INLINE void shmem_##NAME##_put(T *dest, const T *source,          \
                                          size_t nelems, int pe)             \
    {                                                                        \
        char *r_;                                                            \
        if (__builtin_expect(nelems <= (size_t)-1 / sizeof(T) &&             \
                                 shmemi_fast_xlate(dest, nelems * sizeof(T), \
                                                   pe, &r_),                 \
                             1))                                             \
            __builtin_memcpy(r_, source, nelems * sizeof(T));                \
        else                                                                 \
            shmemi_slow_put(dest, source, nelems, sizeof(T), pe, __func__);  \
    }                                                                        \
    SHMEMI_INLINE void shmem_##NAME##_get(T *dest, const T *source,          \
                                          size_t nelems, int pe)             \
    {                                                                        \
        char *r_;                                                            \
        if (__builtin_expect(nelems <= (size_t)-1 / sizeof(T) &&             \
                                 shmemi_fast_xlate(source,                   \
                                                   nelems * sizeof(T), pe,   \
                                                   &r_),                     \
                             1))                                             \
            __builtin_memcpy(dest, r_, nelems * sizeof(T));                  \
        else                                                                 \
            shmemi_slow_get(dest, source, nelems, sizeof(T), pe, __func__);  \
    }
SHMEMI_RMA_TYPES(SHMEMI_INLINE_RMA)
#undef SHMEMI_INLINE_RMA

SHMEMI_INLINE void shmem_putmem(void *dest, const void *source,
                                size_t nelems, int pe)
{
    char *r_;
    if (__builtin_expect(shmemi_fast_xlate(dest, nelems, pe, &r_), 1))
        __builtin_memcpy(r_, source, nelems);
    else
        shmemi_slow_put(dest, source, nelems, 1, pe, __func__);
}

SHMEMI_INLINE void shmem_getmem(void *dest, const void *source,
                                size_t nelems, int pe)
{
    char *r_;
    if (__builtin_expect(shmemi_fast_xlate(source, nelems, pe, &r_), 1))
        __builtin_memcpy(dest, r_, nelems);
    else
        shmemi_slow_get(dest, source, nelems, 1, pe, __func__);
}
#endif
#undef SHMEMI_INLINE

#ifdef __cplusplus
}
#endif

#endif
