/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap: the SGI/Cray SHMEM and OpenSHMEM 1.6 C API, one implementation. */
/*
 * GENERATED from src/gen/shmem.h.in by src/gen/genheader.c over the type
 * tables in src/core/shmemi_types.h: edit those, not this file ("make
 * headers" regenerates it; "make check" fails if it is stale).
 */
#ifndef SHMAP_MPP_SHMEM_H
#define SHMAP_MPP_SHMEM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
#include <complex> /* the complex reductions also take std::complex<T> */
extern "C" {
#endif

/* While the library is built (-fvisibility=hidden), everything declared
 * here is exported: this header is the list of the library's symbols. */
#if defined(SHMAP_BUILD) && defined(__GNUC__)
#pragma GCC visibility push(default)
#endif
#if defined(__GNUC__)
#define SHMEMI_NORETURN __attribute__((__noreturn__))
#else
#define SHMEMI_NORETURN
#endif
/* The complex routines take T _Complex in C++ as in C: C++ compilers of
 * the GNU kind accept it as an extension, and __extension__ keeps them
 * quiet about it under -pedantic. The generator puts this before every
 * line of a complex type. */
#if defined(__cplusplus) && defined(__GNUC__)
#define SHMEMI_COMPLEX_EXT __extension__
#else
#define SHMEMI_COMPLEX_EXT
#endif

/* ---- Library identity ---------------------------------------------- */
#define SHMAP_VERSION "1.1.0"
#define SHMAP_VERSION_MAJOR 1
#define SHMAP_VERSION_MINOR 1
#define SHMAP_VERSION_PATCH 0
#define SHMEM_MAJOR_VERSION 1
#define SHMEM_MINOR_VERSION 6
#define _SHMEM_MAJOR_VERSION SHMEM_MAJOR_VERSION
#define _SHMEM_MINOR_VERSION SHMEM_MINOR_VERSION
#define SHMEM_MAX_NAME_LEN 256
#define _SHMEM_MAX_NAME_LEN SHMEM_MAX_NAME_LEN
#define SHMEM_VENDOR_STRING "shmap 1.1.0 (mapped-segment SHMEM)"
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

/* ---- Signals and teams: constants and types ----------------------------- */
#define SHMEM_SIGNAL_SET 0
#define SHMEM_SIGNAL_ADD 1
struct shmemi_team;
typedef struct shmemi_team *shmem_team_t;
typedef struct {
    int num_contexts;
} shmem_team_config_t;
#define SHMEM_TEAM_NUM_CONTEXTS (1L << 0)
#define SHMEM_TEAM_INVALID ((shmem_team_t)0)
#define SHMEM_TEAM_WORLD (&shmemi_team_world)
#define SHMEM_TEAM_SHARED (&shmemi_team_shared)
extern struct shmemi_team shmemi_team_world;
extern struct shmemi_team shmemi_team_shared;

/* ---- Contexts: constants and types (shmem_ctx_create(3)) ---------------- */
struct shmemi_ctx;
typedef struct shmemi_ctx *shmem_ctx_t;
#define SHMEM_CTX_PRIVATE (1L << 0)
#define SHMEM_CTX_SERIALIZED (1L << 1)
#define SHMEM_CTX_NOSTORE (1L << 2)
#define SHMEM_CTX_INVALID ((shmem_ctx_t)0)
#define SHMEM_CTX_DEFAULT (&shmemi_ctx_default)
extern struct shmemi_ctx shmemi_ctx_default;
/* ABI only: Open MPI's header spells SHMEM_CTX_DEFAULT as this variable,
 * so its binaries run on shmap under LD_PRELOAD. Use SHMEM_CTX_DEFAULT. */
extern shmem_ctx_t oshmem_ctx_default;

/* ---- Sessions: options and configuration (OpenSHMEM 1.6,
 * shmem_ctx_session_start(3)) */
#define SHMEM_CTX_SESSION_BATCH (1L << 0)
#define SHMEM_CTX_SESSION_TOTAL_OPS (1L << 0)
typedef struct {
    size_t total_ops;
} shmem_ctx_session_config_t;

/* ---- Initialization, exit and queries (start_pes(3), shmem_my_pe(3)) ---- */
void start_pes(int npes);
void shmem_init(void);
int shmem_init_thread(int requested, int *provided);
void shmem_query_initialized(int *initialized);
void shmem_query_thread(int *provided);
void shmem_finalize(void);
SHMEMI_NORETURN void shmem_global_exit(int status);
SHMEMI_NORETURN void globalexit(int status);
int _my_pe(void);
int _num_pes(void);
int my_pe(void);
int num_pes(void);
int shmem_my_pe(void);
int shmem_n_pes(void);
int shmem_pe_accessible(int pe);
int shmem_addr_accessible(const void *addr, int pe);
void *shmem_ptr(const void *dest, int pe);
void shmem_info_get_version(int *major, int *minor);
void shmem_info_get_name(char *name);
/* Profiling control: a no-op here, for profiling tools to intercept. */
void shmem_pcontrol(const int level, ...);

/* ---- Symmetric heap: OpenSHMEM names, then SGI names (shmem_malloc(3)) -- */
void *shmem_malloc(size_t size);
void *shmem_malloc_with_hints(size_t size, long hints);
void *shmem_calloc(size_t count, size_t size);
void *shmem_align(size_t alignment, size_t size);
void *shmem_realloc(void *ptr, size_t size);
void shmem_free(void *ptr);
void *shmalloc(size_t size);
void *shmemalign(size_t alignment, size_t size);
void *shrealloc(void *ptr, size_t size);
void shfree(void *ptr);

/* ---- shmem_TYPE_put: contiguous put of nelems elements (shmem_put(3)) --- */
void shmem_float_put(float *dest, const float *source, size_t nelems, int pe);
void shmem_double_put(double *dest, const double *source, size_t nelems, int pe);
void shmem_longdouble_put(long double *dest, const long double *source, size_t nelems, int pe);
void shmem_char_put(char *dest, const char *source, size_t nelems, int pe);
void shmem_schar_put(signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_short_put(short *dest, const short *source, size_t nelems, int pe);
void shmem_int_put(int *dest, const int *source, size_t nelems, int pe);
void shmem_long_put(long *dest, const long *source, size_t nelems, int pe);
void shmem_longlong_put(long long *dest, const long long *source, size_t nelems, int pe);
void shmem_uchar_put(unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ushort_put(unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_uint_put(unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ulong_put(unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ulonglong_put(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_int8_put(int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_int16_put(int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_int32_put(int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_int64_put(int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_uint8_put(uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_uint16_put(uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_uint32_put(uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_uint64_put(uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_size_put(size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ptrdiff_put(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_put8(void *dest, const void *source, size_t nelems, int pe);
void shmem_put16(void *dest, const void *source, size_t nelems, int pe);
void shmem_put32(void *dest, const void *source, size_t nelems, int pe);
void shmem_put64(void *dest, const void *source, size_t nelems, int pe);
void shmem_put128(void *dest, const void *source, size_t nelems, int pe);
void shmem_putmem(void *dest, const void *source, size_t nelems, int pe);
/* SGI/Cray generic put: elements are 64-bit words, as on the T3E/Altix. */
void shmem_put(long *dest, const long *source, size_t nelems, int pe);

/* ---- shmem_TYPE_get: contiguous get (shmem_get(3)) --------------------- */
void shmem_float_get(float *dest, const float *source, size_t nelems, int pe);
void shmem_double_get(double *dest, const double *source, size_t nelems, int pe);
void shmem_longdouble_get(long double *dest, const long double *source, size_t nelems, int pe);
void shmem_char_get(char *dest, const char *source, size_t nelems, int pe);
void shmem_schar_get(signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_short_get(short *dest, const short *source, size_t nelems, int pe);
void shmem_int_get(int *dest, const int *source, size_t nelems, int pe);
void shmem_long_get(long *dest, const long *source, size_t nelems, int pe);
void shmem_longlong_get(long long *dest, const long long *source, size_t nelems, int pe);
void shmem_uchar_get(unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ushort_get(unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_uint_get(unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ulong_get(unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ulonglong_get(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_int8_get(int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_int16_get(int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_int32_get(int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_int64_get(int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_uint8_get(uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_uint16_get(uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_uint32_get(uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_uint64_get(uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_size_get(size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ptrdiff_get(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_get8(void *dest, const void *source, size_t nelems, int pe);
void shmem_get16(void *dest, const void *source, size_t nelems, int pe);
void shmem_get32(void *dest, const void *source, size_t nelems, int pe);
void shmem_get64(void *dest, const void *source, size_t nelems, int pe);
void shmem_get128(void *dest, const void *source, size_t nelems, int pe);
void shmem_getmem(void *dest, const void *source, size_t nelems, int pe);
/* SGI/Cray generic get: 64-bit elements. */
void shmem_get(long *dest, const long *source, size_t nelems, int pe);

/* ---- shmem_TYPE_put_nbi: non-blocking put, complete at quiet (shmem_put_nbi(3)) */
void shmem_float_put_nbi(float *dest, const float *source, size_t nelems, int pe);
void shmem_double_put_nbi(double *dest, const double *source, size_t nelems, int pe);
void shmem_longdouble_put_nbi(long double *dest, const long double *source, size_t nelems, int pe);
void shmem_char_put_nbi(char *dest, const char *source, size_t nelems, int pe);
void shmem_schar_put_nbi(signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_short_put_nbi(short *dest, const short *source, size_t nelems, int pe);
void shmem_int_put_nbi(int *dest, const int *source, size_t nelems, int pe);
void shmem_long_put_nbi(long *dest, const long *source, size_t nelems, int pe);
void shmem_longlong_put_nbi(long long *dest, const long long *source, size_t nelems, int pe);
void shmem_uchar_put_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ushort_put_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_uint_put_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ulong_put_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ulonglong_put_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_int8_put_nbi(int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_int16_put_nbi(int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_int32_put_nbi(int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_int64_put_nbi(int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_uint8_put_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_uint16_put_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_uint32_put_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_uint64_put_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_size_put_nbi(size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ptrdiff_put_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_put8_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_put16_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_put32_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_put64_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_put128_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_putmem_nbi(void *dest, const void *source, size_t nelems, int pe);

/* ---- shmem_TYPE_get_nbi: non-blocking get (shmem_get_nbi(3)) ------------ */
void shmem_float_get_nbi(float *dest, const float *source, size_t nelems, int pe);
void shmem_double_get_nbi(double *dest, const double *source, size_t nelems, int pe);
void shmem_longdouble_get_nbi(long double *dest, const long double *source, size_t nelems, int pe);
void shmem_char_get_nbi(char *dest, const char *source, size_t nelems, int pe);
void shmem_schar_get_nbi(signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_short_get_nbi(short *dest, const short *source, size_t nelems, int pe);
void shmem_int_get_nbi(int *dest, const int *source, size_t nelems, int pe);
void shmem_long_get_nbi(long *dest, const long *source, size_t nelems, int pe);
void shmem_longlong_get_nbi(long long *dest, const long long *source, size_t nelems, int pe);
void shmem_uchar_get_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ushort_get_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_uint_get_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ulong_get_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ulonglong_get_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_int8_get_nbi(int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_int16_get_nbi(int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_int32_get_nbi(int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_int64_get_nbi(int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_uint8_get_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_uint16_get_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_uint32_get_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_uint64_get_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_size_get_nbi(size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ptrdiff_get_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_get8_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_get16_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_get32_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_get64_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_get128_nbi(void *dest, const void *source, size_t nelems, int pe);
void shmem_getmem_nbi(void *dest, const void *source, size_t nelems, int pe);

/*
 * ---- Cray SHMEM's (XT era) non-blocking put and get with a transfer
 * handle (shmemx_put_nb(3)); Cray declared them in <mpp/shmem.h>, so a
 * program that includes only it finds them. *transfer_handle (when
 * transfer_handle is not NULL) is set to NULL: the transfer is already
 * complete, so shmem_wait_nb returns at once and shmem_test_nb returns 1.
 */
void shmem_float_put_nb(float *dest, const float *source, size_t nelems, int pe, void **transfer_handle);
void shmem_double_put_nb(double *dest, const double *source, size_t nelems, int pe, void **transfer_handle);
void shmem_longdouble_put_nb(long double *dest, const long double *source, size_t nelems, int pe, void **transfer_handle);
void shmem_char_put_nb(char *dest, const char *source, size_t nelems, int pe, void **transfer_handle);
void shmem_schar_put_nb(signed char *dest, const signed char *source, size_t nelems, int pe, void **transfer_handle);
void shmem_short_put_nb(short *dest, const short *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int_put_nb(int *dest, const int *source, size_t nelems, int pe, void **transfer_handle);
void shmem_long_put_nb(long *dest, const long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_longlong_put_nb(long long *dest, const long long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uchar_put_nb(unsigned char *dest, const unsigned char *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ushort_put_nb(unsigned short *dest, const unsigned short *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint_put_nb(unsigned int *dest, const unsigned int *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ulong_put_nb(unsigned long *dest, const unsigned long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ulonglong_put_nb(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int8_put_nb(int8_t *dest, const int8_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int16_put_nb(int16_t *dest, const int16_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int32_put_nb(int32_t *dest, const int32_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int64_put_nb(int64_t *dest, const int64_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint8_put_nb(uint8_t *dest, const uint8_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint16_put_nb(uint16_t *dest, const uint16_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint32_put_nb(uint32_t *dest, const uint32_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint64_put_nb(uint64_t *dest, const uint64_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_size_put_nb(size_t *dest, const size_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ptrdiff_put_nb(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_put8_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_put16_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_put32_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_put64_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_put128_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_putmem_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
/* The generic forms: 64-bit elements, as shmem_put and shmem_get. */
void shmem_put_nb(long *dest, const long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_float_get_nb(float *dest, const float *source, size_t nelems, int pe, void **transfer_handle);
void shmem_double_get_nb(double *dest, const double *source, size_t nelems, int pe, void **transfer_handle);
void shmem_longdouble_get_nb(long double *dest, const long double *source, size_t nelems, int pe, void **transfer_handle);
void shmem_char_get_nb(char *dest, const char *source, size_t nelems, int pe, void **transfer_handle);
void shmem_schar_get_nb(signed char *dest, const signed char *source, size_t nelems, int pe, void **transfer_handle);
void shmem_short_get_nb(short *dest, const short *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int_get_nb(int *dest, const int *source, size_t nelems, int pe, void **transfer_handle);
void shmem_long_get_nb(long *dest, const long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_longlong_get_nb(long long *dest, const long long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uchar_get_nb(unsigned char *dest, const unsigned char *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ushort_get_nb(unsigned short *dest, const unsigned short *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint_get_nb(unsigned int *dest, const unsigned int *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ulong_get_nb(unsigned long *dest, const unsigned long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ulonglong_get_nb(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int8_get_nb(int8_t *dest, const int8_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int16_get_nb(int16_t *dest, const int16_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int32_get_nb(int32_t *dest, const int32_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_int64_get_nb(int64_t *dest, const int64_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint8_get_nb(uint8_t *dest, const uint8_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint16_get_nb(uint16_t *dest, const uint16_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint32_get_nb(uint32_t *dest, const uint32_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_uint64_get_nb(uint64_t *dest, const uint64_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_size_get_nb(size_t *dest, const size_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_ptrdiff_get_nb(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe, void **transfer_handle);
void shmem_get8_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_get16_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_get32_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_get64_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_get128_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_getmem_nb(void *dest, const void *source, size_t nelems, int pe, void **transfer_handle);
void shmem_get_nb(long *dest, const long *source, size_t nelems, int pe, void **transfer_handle);
void shmem_wait_nb(void *transfer_handle);
int shmem_test_nb(void *transfer_handle);

/* ---- shmem_TYPE_iput: strided put, strides in elements (shmem_iput(3)) -- */
void shmem_float_iput(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_double_iput(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_longdouble_iput(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_char_iput(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_schar_iput(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_short_iput(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int_iput(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_long_iput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_longlong_iput(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uchar_iput(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ushort_iput(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint_iput(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ulong_iput(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ulonglong_iput(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int8_iput(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int16_iput(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int32_iput(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int64_iput(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint8_iput(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint16_iput(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint32_iput(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint64_iput(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_size_iput(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ptrdiff_iput(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iput8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iput16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iput32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iput64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iput128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);

/* ---- shmem_TYPE_iget: strided get (shmem_iget(3)) ---------------------- */
void shmem_float_iget(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_double_iget(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_longdouble_iget(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_char_iget(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_schar_iget(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_short_iget(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int_iget(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_long_iget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_longlong_iget(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uchar_iget(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ushort_iget(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint_iget(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ulong_iget(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ulonglong_iget(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int8_iget(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int16_iget(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int32_iget(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_int64_iget(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint8_iget(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint16_iget(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint32_iget(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_uint64_iget(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_size_iget(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ptrdiff_iget(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iget8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iget16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iget32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iget64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iget128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_iget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);

/* ---- shmem_TYPE_ibput/ibget: interleaved blocks (OpenSHMEM 1.6) -------- */
/* nblocks blocks of bsize elements, dst and sst elements apart
 * (shmem_ibput(3)). */
void shmem_float_ibput(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_double_ibput(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_longdouble_ibput(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_char_ibput(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_schar_ibput(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_short_ibput(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int_ibput(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_long_ibput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_longlong_ibput(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uchar_ibput(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ushort_ibput(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint_ibput(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ulong_ibput(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ulonglong_ibput(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int8_ibput(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int16_ibput(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int32_ibput(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int64_ibput(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint8_ibput(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint16_ibput(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint32_ibput(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint64_ibput(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_size_ibput(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ptrdiff_ibput(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibput8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibput16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibput32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibput64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibput128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_float_ibget(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_double_ibget(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_longdouble_ibget(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_char_ibget(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_schar_ibget(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_short_ibget(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int_ibget(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_long_ibget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_longlong_ibget(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uchar_ibget(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ushort_ibget(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint_ibget(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ulong_ibget(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ulonglong_ibget(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int8_ibget(int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int16_ibget(int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int32_ibget(int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_int64_ibget(int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint8_ibget(uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint16_ibget(uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint32_ibget(uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_uint64_ibget(uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_size_ibget(size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ptrdiff_ibget(ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibget8(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibget16(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibget32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibget64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ibget128(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);

/* ---- shmem_TYPE_p: put one element (shmem_p(3)) ----------------------- */
void shmem_float_p(float *dest, float value, int pe);
void shmem_double_p(double *dest, double value, int pe);
void shmem_longdouble_p(long double *dest, long double value, int pe);
void shmem_char_p(char *dest, char value, int pe);
void shmem_schar_p(signed char *dest, signed char value, int pe);
void shmem_short_p(short *dest, short value, int pe);
void shmem_int_p(int *dest, int value, int pe);
void shmem_long_p(long *dest, long value, int pe);
void shmem_longlong_p(long long *dest, long long value, int pe);
void shmem_uchar_p(unsigned char *dest, unsigned char value, int pe);
void shmem_ushort_p(unsigned short *dest, unsigned short value, int pe);
void shmem_uint_p(unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_p(unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_p(unsigned long long *dest, unsigned long long value, int pe);
void shmem_int8_p(int8_t *dest, int8_t value, int pe);
void shmem_int16_p(int16_t *dest, int16_t value, int pe);
void shmem_int32_p(int32_t *dest, int32_t value, int pe);
void shmem_int64_p(int64_t *dest, int64_t value, int pe);
void shmem_uint8_p(uint8_t *dest, uint8_t value, int pe);
void shmem_uint16_p(uint16_t *dest, uint16_t value, int pe);
void shmem_uint32_p(uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_p(uint64_t *dest, uint64_t value, int pe);
void shmem_size_p(size_t *dest, size_t value, int pe);
void shmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe);

/* ---- shmem_TYPE_g: get one element (shmem_g(3)) ----------------------- */
float shmem_float_g(const float *source, int pe);
double shmem_double_g(const double *source, int pe);
long double shmem_longdouble_g(const long double *source, int pe);
char shmem_char_g(const char *source, int pe);
signed char shmem_schar_g(const signed char *source, int pe);
short shmem_short_g(const short *source, int pe);
int shmem_int_g(const int *source, int pe);
long shmem_long_g(const long *source, int pe);
long long shmem_longlong_g(const long long *source, int pe);
unsigned char shmem_uchar_g(const unsigned char *source, int pe);
unsigned short shmem_ushort_g(const unsigned short *source, int pe);
unsigned int shmem_uint_g(const unsigned int *source, int pe);
unsigned long shmem_ulong_g(const unsigned long *source, int pe);
unsigned long long shmem_ulonglong_g(const unsigned long long *source, int pe);
int8_t shmem_int8_g(const int8_t *source, int pe);
int16_t shmem_int16_g(const int16_t *source, int pe);
int32_t shmem_int32_g(const int32_t *source, int pe);
int64_t shmem_int64_g(const int64_t *source, int pe);
uint8_t shmem_uint8_g(const uint8_t *source, int pe);
uint16_t shmem_uint16_g(const uint16_t *source, int pe);
uint32_t shmem_uint32_g(const uint32_t *source, int pe);
uint64_t shmem_uint64_g(const uint64_t *source, int pe);
size_t shmem_size_g(const size_t *source, int pe);
ptrdiff_t shmem_ptrdiff_g(const ptrdiff_t *source, int pe);

/* ---- Ordering and barriers (shmem_fence(3), shmem_barrier_all(3)) ------- */
void shmem_fence(void);
void shmem_quiet(void);
void shmem_pe_quiet(const int *target_pes, size_t npes);
void shmem_barrier_all(void);
void shmem_sync_all(void);

/*
 * ---- Point-to-point synchronization (shmem_wait(3), shmem_test(3),
 * shmem_wait_until_all(3)). The single-variable waits and the locks take
 * volatile pointers, as the SGI/Cray and OpenSHMEM 1.0-1.3 headers did:
 * old code that declares its flags volatile compiles unchanged, and newer
 * code passes plain pointers.
 */
void shmem_short_wait(volatile short *ivar, short cmp_value);
void shmem_int_wait(volatile int *ivar, int cmp_value);
void shmem_long_wait(volatile long *ivar, long cmp_value);
void shmem_longlong_wait(volatile long long *ivar, long long cmp_value);
void shmem_ushort_wait(volatile unsigned short *ivar, unsigned short cmp_value);
void shmem_uint_wait(volatile unsigned int *ivar, unsigned int cmp_value);
void shmem_ulong_wait(volatile unsigned long *ivar, unsigned long cmp_value);
void shmem_ulonglong_wait(volatile unsigned long long *ivar, unsigned long long cmp_value);
void shmem_int32_wait(volatile int32_t *ivar, int32_t cmp_value);
void shmem_int64_wait(volatile int64_t *ivar, int64_t cmp_value);
void shmem_uint32_wait(volatile uint32_t *ivar, uint32_t cmp_value);
void shmem_uint64_wait(volatile uint64_t *ivar, uint64_t cmp_value);
void shmem_size_wait(volatile size_t *ivar, size_t cmp_value);
void shmem_ptrdiff_wait(volatile ptrdiff_t *ivar, ptrdiff_t cmp_value);
void shmem_short_wait_until(volatile short *ivar, int cmp, short cmp_value);
void shmem_int_wait_until(volatile int *ivar, int cmp, int cmp_value);
void shmem_long_wait_until(volatile long *ivar, int cmp, long cmp_value);
void shmem_longlong_wait_until(volatile long long *ivar, int cmp, long long cmp_value);
void shmem_ushort_wait_until(volatile unsigned short *ivar, int cmp, unsigned short cmp_value);
void shmem_uint_wait_until(volatile unsigned int *ivar, int cmp, unsigned int cmp_value);
void shmem_ulong_wait_until(volatile unsigned long *ivar, int cmp, unsigned long cmp_value);
void shmem_ulonglong_wait_until(volatile unsigned long long *ivar, int cmp, unsigned long long cmp_value);
void shmem_int32_wait_until(volatile int32_t *ivar, int cmp, int32_t cmp_value);
void shmem_int64_wait_until(volatile int64_t *ivar, int cmp, int64_t cmp_value);
void shmem_uint32_wait_until(volatile uint32_t *ivar, int cmp, uint32_t cmp_value);
void shmem_uint64_wait_until(volatile uint64_t *ivar, int cmp, uint64_t cmp_value);
void shmem_size_wait_until(volatile size_t *ivar, int cmp, size_t cmp_value);
void shmem_ptrdiff_wait_until(volatile ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value);
int shmem_short_test(volatile short *ivar, int cmp, short cmp_value);
int shmem_int_test(volatile int *ivar, int cmp, int cmp_value);
int shmem_long_test(volatile long *ivar, int cmp, long cmp_value);
int shmem_longlong_test(volatile long long *ivar, int cmp, long long cmp_value);
int shmem_ushort_test(volatile unsigned short *ivar, int cmp, unsigned short cmp_value);
int shmem_uint_test(volatile unsigned int *ivar, int cmp, unsigned int cmp_value);
int shmem_ulong_test(volatile unsigned long *ivar, int cmp, unsigned long cmp_value);
int shmem_ulonglong_test(volatile unsigned long long *ivar, int cmp, unsigned long long cmp_value);
int shmem_int32_test(volatile int32_t *ivar, int cmp, int32_t cmp_value);
int shmem_int64_test(volatile int64_t *ivar, int cmp, int64_t cmp_value);
int shmem_uint32_test(volatile uint32_t *ivar, int cmp, uint32_t cmp_value);
int shmem_uint64_test(volatile uint64_t *ivar, int cmp, uint64_t cmp_value);
int shmem_size_test(volatile size_t *ivar, int cmp, size_t cmp_value);
int shmem_ptrdiff_test(volatile ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value);
/* SGI generic waits on a long. */
void shmem_wait(volatile long *ivar, long cmp_value);
void shmem_wait_until(volatile long *ivar, int cmp, long cmp_value);
/* ---- Waits and tests on a set of variables (OpenSHMEM 1.5) -------------- */
void shmem_short_wait_until_all(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value);
void shmem_int_wait_until_all(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value);
void shmem_long_wait_until_all(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value);
void shmem_longlong_wait_until_all(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value);
void shmem_ushort_wait_until_all(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value);
void shmem_uint_wait_until_all(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value);
void shmem_ulong_wait_until_all(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value);
void shmem_ulonglong_wait_until_all(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value);
void shmem_int32_wait_until_all(int32_t *ivars, size_t nelems, const int *status, int cmp, int32_t cmp_value);
void shmem_int64_wait_until_all(int64_t *ivars, size_t nelems, const int *status, int cmp, int64_t cmp_value);
void shmem_uint32_wait_until_all(uint32_t *ivars, size_t nelems, const int *status, int cmp, uint32_t cmp_value);
void shmem_uint64_wait_until_all(uint64_t *ivars, size_t nelems, const int *status, int cmp, uint64_t cmp_value);
void shmem_size_wait_until_all(size_t *ivars, size_t nelems, const int *status, int cmp, size_t cmp_value);
void shmem_ptrdiff_wait_until_all(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, ptrdiff_t cmp_value);
size_t shmem_short_wait_until_any(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value);
size_t shmem_int_wait_until_any(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value);
size_t shmem_long_wait_until_any(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value);
size_t shmem_longlong_wait_until_any(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value);
size_t shmem_ushort_wait_until_any(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value);
size_t shmem_uint_wait_until_any(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value);
size_t shmem_ulong_wait_until_any(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value);
size_t shmem_ulonglong_wait_until_any(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value);
size_t shmem_int32_wait_until_any(int32_t *ivars, size_t nelems, const int *status, int cmp, int32_t cmp_value);
size_t shmem_int64_wait_until_any(int64_t *ivars, size_t nelems, const int *status, int cmp, int64_t cmp_value);
size_t shmem_uint32_wait_until_any(uint32_t *ivars, size_t nelems, const int *status, int cmp, uint32_t cmp_value);
size_t shmem_uint64_wait_until_any(uint64_t *ivars, size_t nelems, const int *status, int cmp, uint64_t cmp_value);
size_t shmem_size_wait_until_any(size_t *ivars, size_t nelems, const int *status, int cmp, size_t cmp_value);
size_t shmem_ptrdiff_wait_until_any(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, ptrdiff_t cmp_value);
size_t shmem_short_wait_until_some(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, short cmp_value);
size_t shmem_int_wait_until_some(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int cmp_value);
size_t shmem_long_wait_until_some(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long cmp_value);
size_t shmem_longlong_wait_until_some(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long long cmp_value);
size_t shmem_ushort_wait_until_some(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned short cmp_value);
size_t shmem_uint_wait_until_some(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned int cmp_value);
size_t shmem_ulong_wait_until_some(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long cmp_value);
size_t shmem_ulonglong_wait_until_some(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long long cmp_value);
size_t shmem_int32_wait_until_some(int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int32_t cmp_value);
size_t shmem_int64_wait_until_some(int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int64_t cmp_value);
size_t shmem_uint32_wait_until_some(uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, uint32_t cmp_value);
size_t shmem_uint64_wait_until_some(uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, uint64_t cmp_value);
size_t shmem_size_wait_until_some(size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, size_t cmp_value);
size_t shmem_ptrdiff_wait_until_some(ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, ptrdiff_t cmp_value);
void shmem_short_wait_until_all_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values);
void shmem_int_wait_until_all_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values);
void shmem_long_wait_until_all_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values);
void shmem_longlong_wait_until_all_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values);
void shmem_ushort_wait_until_all_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values);
void shmem_uint_wait_until_all_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values);
void shmem_ulong_wait_until_all_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values);
void shmem_ulonglong_wait_until_all_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values);
void shmem_int32_wait_until_all_vector(int32_t *ivars, size_t nelems, const int *status, int cmp, const int32_t *cmp_values);
void shmem_int64_wait_until_all_vector(int64_t *ivars, size_t nelems, const int *status, int cmp, const int64_t *cmp_values);
void shmem_uint32_wait_until_all_vector(uint32_t *ivars, size_t nelems, const int *status, int cmp, const uint32_t *cmp_values);
void shmem_uint64_wait_until_all_vector(uint64_t *ivars, size_t nelems, const int *status, int cmp, const uint64_t *cmp_values);
void shmem_size_wait_until_all_vector(size_t *ivars, size_t nelems, const int *status, int cmp, const size_t *cmp_values);
void shmem_ptrdiff_wait_until_all_vector(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, const ptrdiff_t *cmp_values);
size_t shmem_short_wait_until_any_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values);
size_t shmem_int_wait_until_any_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values);
size_t shmem_long_wait_until_any_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values);
size_t shmem_longlong_wait_until_any_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values);
size_t shmem_ushort_wait_until_any_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values);
size_t shmem_uint_wait_until_any_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values);
size_t shmem_ulong_wait_until_any_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values);
size_t shmem_ulonglong_wait_until_any_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values);
size_t shmem_int32_wait_until_any_vector(int32_t *ivars, size_t nelems, const int *status, int cmp, const int32_t *cmp_values);
size_t shmem_int64_wait_until_any_vector(int64_t *ivars, size_t nelems, const int *status, int cmp, const int64_t *cmp_values);
size_t shmem_uint32_wait_until_any_vector(uint32_t *ivars, size_t nelems, const int *status, int cmp, const uint32_t *cmp_values);
size_t shmem_uint64_wait_until_any_vector(uint64_t *ivars, size_t nelems, const int *status, int cmp, const uint64_t *cmp_values);
size_t shmem_size_wait_until_any_vector(size_t *ivars, size_t nelems, const int *status, int cmp, const size_t *cmp_values);
size_t shmem_ptrdiff_wait_until_any_vector(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, const ptrdiff_t *cmp_values);
size_t shmem_short_wait_until_some_vector(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const short *cmp_values);
size_t shmem_int_wait_until_some_vector(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int *cmp_values);
size_t shmem_long_wait_until_some_vector(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long *cmp_values);
size_t shmem_longlong_wait_until_some_vector(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long long *cmp_values);
size_t shmem_ushort_wait_until_some_vector(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned short *cmp_values);
size_t shmem_uint_wait_until_some_vector(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned int *cmp_values);
size_t shmem_ulong_wait_until_some_vector(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long *cmp_values);
size_t shmem_ulonglong_wait_until_some_vector(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long long *cmp_values);
size_t shmem_int32_wait_until_some_vector(int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int32_t *cmp_values);
size_t shmem_int64_wait_until_some_vector(int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int64_t *cmp_values);
size_t shmem_uint32_wait_until_some_vector(uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const uint32_t *cmp_values);
size_t shmem_uint64_wait_until_some_vector(uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const uint64_t *cmp_values);
size_t shmem_size_wait_until_some_vector(size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const size_t *cmp_values);
size_t shmem_ptrdiff_wait_until_some_vector(ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const ptrdiff_t *cmp_values);
int shmem_short_test_all(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value);
int shmem_int_test_all(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value);
int shmem_long_test_all(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value);
int shmem_longlong_test_all(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value);
int shmem_ushort_test_all(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value);
int shmem_uint_test_all(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value);
int shmem_ulong_test_all(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value);
int shmem_ulonglong_test_all(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value);
int shmem_int32_test_all(int32_t *ivars, size_t nelems, const int *status, int cmp, int32_t cmp_value);
int shmem_int64_test_all(int64_t *ivars, size_t nelems, const int *status, int cmp, int64_t cmp_value);
int shmem_uint32_test_all(uint32_t *ivars, size_t nelems, const int *status, int cmp, uint32_t cmp_value);
int shmem_uint64_test_all(uint64_t *ivars, size_t nelems, const int *status, int cmp, uint64_t cmp_value);
int shmem_size_test_all(size_t *ivars, size_t nelems, const int *status, int cmp, size_t cmp_value);
int shmem_ptrdiff_test_all(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, ptrdiff_t cmp_value);
size_t shmem_short_test_any(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value);
size_t shmem_int_test_any(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value);
size_t shmem_long_test_any(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value);
size_t shmem_longlong_test_any(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value);
size_t shmem_ushort_test_any(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value);
size_t shmem_uint_test_any(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value);
size_t shmem_ulong_test_any(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value);
size_t shmem_ulonglong_test_any(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value);
size_t shmem_int32_test_any(int32_t *ivars, size_t nelems, const int *status, int cmp, int32_t cmp_value);
size_t shmem_int64_test_any(int64_t *ivars, size_t nelems, const int *status, int cmp, int64_t cmp_value);
size_t shmem_uint32_test_any(uint32_t *ivars, size_t nelems, const int *status, int cmp, uint32_t cmp_value);
size_t shmem_uint64_test_any(uint64_t *ivars, size_t nelems, const int *status, int cmp, uint64_t cmp_value);
size_t shmem_size_test_any(size_t *ivars, size_t nelems, const int *status, int cmp, size_t cmp_value);
size_t shmem_ptrdiff_test_any(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, ptrdiff_t cmp_value);
size_t shmem_short_test_some(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, short cmp_value);
size_t shmem_int_test_some(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int cmp_value);
size_t shmem_long_test_some(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long cmp_value);
size_t shmem_longlong_test_some(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long long cmp_value);
size_t shmem_ushort_test_some(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned short cmp_value);
size_t shmem_uint_test_some(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned int cmp_value);
size_t shmem_ulong_test_some(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long cmp_value);
size_t shmem_ulonglong_test_some(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long long cmp_value);
size_t shmem_int32_test_some(int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int32_t cmp_value);
size_t shmem_int64_test_some(int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int64_t cmp_value);
size_t shmem_uint32_test_some(uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, uint32_t cmp_value);
size_t shmem_uint64_test_some(uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, uint64_t cmp_value);
size_t shmem_size_test_some(size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, size_t cmp_value);
size_t shmem_ptrdiff_test_some(ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, ptrdiff_t cmp_value);
int shmem_short_test_all_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values);
int shmem_int_test_all_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values);
int shmem_long_test_all_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values);
int shmem_longlong_test_all_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values);
int shmem_ushort_test_all_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values);
int shmem_uint_test_all_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values);
int shmem_ulong_test_all_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values);
int shmem_ulonglong_test_all_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values);
int shmem_int32_test_all_vector(int32_t *ivars, size_t nelems, const int *status, int cmp, const int32_t *cmp_values);
int shmem_int64_test_all_vector(int64_t *ivars, size_t nelems, const int *status, int cmp, const int64_t *cmp_values);
int shmem_uint32_test_all_vector(uint32_t *ivars, size_t nelems, const int *status, int cmp, const uint32_t *cmp_values);
int shmem_uint64_test_all_vector(uint64_t *ivars, size_t nelems, const int *status, int cmp, const uint64_t *cmp_values);
int shmem_size_test_all_vector(size_t *ivars, size_t nelems, const int *status, int cmp, const size_t *cmp_values);
int shmem_ptrdiff_test_all_vector(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, const ptrdiff_t *cmp_values);
size_t shmem_short_test_any_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values);
size_t shmem_int_test_any_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values);
size_t shmem_long_test_any_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values);
size_t shmem_longlong_test_any_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values);
size_t shmem_ushort_test_any_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values);
size_t shmem_uint_test_any_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values);
size_t shmem_ulong_test_any_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values);
size_t shmem_ulonglong_test_any_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values);
size_t shmem_int32_test_any_vector(int32_t *ivars, size_t nelems, const int *status, int cmp, const int32_t *cmp_values);
size_t shmem_int64_test_any_vector(int64_t *ivars, size_t nelems, const int *status, int cmp, const int64_t *cmp_values);
size_t shmem_uint32_test_any_vector(uint32_t *ivars, size_t nelems, const int *status, int cmp, const uint32_t *cmp_values);
size_t shmem_uint64_test_any_vector(uint64_t *ivars, size_t nelems, const int *status, int cmp, const uint64_t *cmp_values);
size_t shmem_size_test_any_vector(size_t *ivars, size_t nelems, const int *status, int cmp, const size_t *cmp_values);
size_t shmem_ptrdiff_test_any_vector(ptrdiff_t *ivars, size_t nelems, const int *status, int cmp, const ptrdiff_t *cmp_values);
size_t shmem_short_test_some_vector(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const short *cmp_values);
size_t shmem_int_test_some_vector(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int *cmp_values);
size_t shmem_long_test_some_vector(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long *cmp_values);
size_t shmem_longlong_test_some_vector(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long long *cmp_values);
size_t shmem_ushort_test_some_vector(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned short *cmp_values);
size_t shmem_uint_test_some_vector(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned int *cmp_values);
size_t shmem_ulong_test_some_vector(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long *cmp_values);
size_t shmem_ulonglong_test_some_vector(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long long *cmp_values);
size_t shmem_int32_test_some_vector(int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int32_t *cmp_values);
size_t shmem_int64_test_some_vector(int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int64_t *cmp_values);
size_t shmem_uint32_test_some_vector(uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const uint32_t *cmp_values);
size_t shmem_uint64_test_some_vector(uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const uint64_t *cmp_values);
size_t shmem_size_test_some_vector(size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const size_t *cmp_values);
size_t shmem_ptrdiff_test_some_vector(ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const ptrdiff_t *cmp_values);

/* ---- Atomic fetch, set, swap: every extended AMO type (shmem_atomic_fetch(3), shmem_atomic_swap(3)) */
int shmem_int_atomic_fetch(const int *source, int pe);
long shmem_long_atomic_fetch(const long *source, int pe);
long long shmem_longlong_atomic_fetch(const long long *source, int pe);
unsigned int shmem_uint_atomic_fetch(const unsigned int *source, int pe);
unsigned long shmem_ulong_atomic_fetch(const unsigned long *source, int pe);
unsigned long long shmem_ulonglong_atomic_fetch(const unsigned long long *source, int pe);
int32_t shmem_int32_atomic_fetch(const int32_t *source, int pe);
int64_t shmem_int64_atomic_fetch(const int64_t *source, int pe);
uint32_t shmem_uint32_atomic_fetch(const uint32_t *source, int pe);
uint64_t shmem_uint64_atomic_fetch(const uint64_t *source, int pe);
size_t shmem_size_atomic_fetch(const size_t *source, int pe);
ptrdiff_t shmem_ptrdiff_atomic_fetch(const ptrdiff_t *source, int pe);
float shmem_float_atomic_fetch(const float *source, int pe);
double shmem_double_atomic_fetch(const double *source, int pe);
void shmem_int_atomic_set(int *dest, int value, int pe);
void shmem_long_atomic_set(long *dest, long value, int pe);
void shmem_longlong_atomic_set(long long *dest, long long value, int pe);
void shmem_uint_atomic_set(unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_set(unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_set(unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_set(int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_set(int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_set(uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_set(uint64_t *dest, uint64_t value, int pe);
void shmem_size_atomic_set(size_t *dest, size_t value, int pe);
void shmem_ptrdiff_atomic_set(ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_float_atomic_set(float *dest, float value, int pe);
void shmem_double_atomic_set(double *dest, double value, int pe);
int shmem_int_atomic_swap(int *dest, int value, int pe);
long shmem_long_atomic_swap(long *dest, long value, int pe);
long long shmem_longlong_atomic_swap(long long *dest, long long value, int pe);
unsigned int shmem_uint_atomic_swap(unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ulong_atomic_swap(unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ulonglong_atomic_swap(unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_int32_atomic_swap(int32_t *dest, int32_t value, int pe);
int64_t shmem_int64_atomic_swap(int64_t *dest, int64_t value, int pe);
uint32_t shmem_uint32_atomic_swap(uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_uint64_atomic_swap(uint64_t *dest, uint64_t value, int pe);
size_t shmem_size_atomic_swap(size_t *dest, size_t value, int pe);
ptrdiff_t shmem_ptrdiff_atomic_swap(ptrdiff_t *dest, ptrdiff_t value, int pe);
float shmem_float_atomic_swap(float *dest, float value, int pe);
double shmem_double_atomic_swap(double *dest, double value, int pe);
void shmem_int_atomic_fetch_nbi(int *fetch, const int *source, int pe);
void shmem_long_atomic_fetch_nbi(long *fetch, const long *source, int pe);
void shmem_longlong_atomic_fetch_nbi(long long *fetch, const long long *source, int pe);
void shmem_uint_atomic_fetch_nbi(unsigned int *fetch, const unsigned int *source, int pe);
void shmem_ulong_atomic_fetch_nbi(unsigned long *fetch, const unsigned long *source, int pe);
void shmem_ulonglong_atomic_fetch_nbi(unsigned long long *fetch, const unsigned long long *source, int pe);
void shmem_int32_atomic_fetch_nbi(int32_t *fetch, const int32_t *source, int pe);
void shmem_int64_atomic_fetch_nbi(int64_t *fetch, const int64_t *source, int pe);
void shmem_uint32_atomic_fetch_nbi(uint32_t *fetch, const uint32_t *source, int pe);
void shmem_uint64_atomic_fetch_nbi(uint64_t *fetch, const uint64_t *source, int pe);
void shmem_size_atomic_fetch_nbi(size_t *fetch, const size_t *source, int pe);
void shmem_ptrdiff_atomic_fetch_nbi(ptrdiff_t *fetch, const ptrdiff_t *source, int pe);
void shmem_float_atomic_fetch_nbi(float *fetch, const float *source, int pe);
void shmem_double_atomic_fetch_nbi(double *fetch, const double *source, int pe);
void shmem_int_atomic_swap_nbi(int *fetch, int *dest, int value, int pe);
void shmem_long_atomic_swap_nbi(long *fetch, long *dest, long value, int pe);
void shmem_longlong_atomic_swap_nbi(long long *fetch, long long *dest, long long value, int pe);
void shmem_uint_atomic_swap_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_swap_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_swap_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_swap_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_swap_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_swap_nbi(uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_swap_nbi(uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_size_atomic_swap_nbi(size_t *fetch, size_t *dest, size_t value, int pe);
void shmem_ptrdiff_atomic_swap_nbi(ptrdiff_t *fetch, ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_float_atomic_swap_nbi(float *fetch, float *dest, float value, int pe);
void shmem_double_atomic_swap_nbi(double *fetch, double *dest, double value, int pe);

/* ---- Atomic compare-swap, increment, add: standard AMO types (shmem_atomic_add(3)) */
int shmem_int_atomic_compare_swap(int *dest, int cond, int value, int pe);
long shmem_long_atomic_compare_swap(long *dest, long cond, long value, int pe);
long long shmem_longlong_atomic_compare_swap(long long *dest, long long cond, long long value, int pe);
unsigned int shmem_uint_atomic_compare_swap(unsigned int *dest, unsigned int cond, unsigned int value, int pe);
unsigned long shmem_ulong_atomic_compare_swap(unsigned long *dest, unsigned long cond, unsigned long value, int pe);
unsigned long long shmem_ulonglong_atomic_compare_swap(unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe);
int32_t shmem_int32_atomic_compare_swap(int32_t *dest, int32_t cond, int32_t value, int pe);
int64_t shmem_int64_atomic_compare_swap(int64_t *dest, int64_t cond, int64_t value, int pe);
uint32_t shmem_uint32_atomic_compare_swap(uint32_t *dest, uint32_t cond, uint32_t value, int pe);
uint64_t shmem_uint64_atomic_compare_swap(uint64_t *dest, uint64_t cond, uint64_t value, int pe);
size_t shmem_size_atomic_compare_swap(size_t *dest, size_t cond, size_t value, int pe);
ptrdiff_t shmem_ptrdiff_atomic_compare_swap(ptrdiff_t *dest, ptrdiff_t cond, ptrdiff_t value, int pe);
int shmem_int_atomic_fetch_inc(int *dest, int pe);
long shmem_long_atomic_fetch_inc(long *dest, int pe);
long long shmem_longlong_atomic_fetch_inc(long long *dest, int pe);
unsigned int shmem_uint_atomic_fetch_inc(unsigned int *dest, int pe);
unsigned long shmem_ulong_atomic_fetch_inc(unsigned long *dest, int pe);
unsigned long long shmem_ulonglong_atomic_fetch_inc(unsigned long long *dest, int pe);
int32_t shmem_int32_atomic_fetch_inc(int32_t *dest, int pe);
int64_t shmem_int64_atomic_fetch_inc(int64_t *dest, int pe);
uint32_t shmem_uint32_atomic_fetch_inc(uint32_t *dest, int pe);
uint64_t shmem_uint64_atomic_fetch_inc(uint64_t *dest, int pe);
size_t shmem_size_atomic_fetch_inc(size_t *dest, int pe);
ptrdiff_t shmem_ptrdiff_atomic_fetch_inc(ptrdiff_t *dest, int pe);
void shmem_int_atomic_inc(int *dest, int pe);
void shmem_long_atomic_inc(long *dest, int pe);
void shmem_longlong_atomic_inc(long long *dest, int pe);
void shmem_uint_atomic_inc(unsigned int *dest, int pe);
void shmem_ulong_atomic_inc(unsigned long *dest, int pe);
void shmem_ulonglong_atomic_inc(unsigned long long *dest, int pe);
void shmem_int32_atomic_inc(int32_t *dest, int pe);
void shmem_int64_atomic_inc(int64_t *dest, int pe);
void shmem_uint32_atomic_inc(uint32_t *dest, int pe);
void shmem_uint64_atomic_inc(uint64_t *dest, int pe);
void shmem_size_atomic_inc(size_t *dest, int pe);
void shmem_ptrdiff_atomic_inc(ptrdiff_t *dest, int pe);
int shmem_int_atomic_fetch_add(int *dest, int value, int pe);
long shmem_long_atomic_fetch_add(long *dest, long value, int pe);
long long shmem_longlong_atomic_fetch_add(long long *dest, long long value, int pe);
unsigned int shmem_uint_atomic_fetch_add(unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ulong_atomic_fetch_add(unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ulonglong_atomic_fetch_add(unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_int32_atomic_fetch_add(int32_t *dest, int32_t value, int pe);
int64_t shmem_int64_atomic_fetch_add(int64_t *dest, int64_t value, int pe);
uint32_t shmem_uint32_atomic_fetch_add(uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_uint64_atomic_fetch_add(uint64_t *dest, uint64_t value, int pe);
size_t shmem_size_atomic_fetch_add(size_t *dest, size_t value, int pe);
ptrdiff_t shmem_ptrdiff_atomic_fetch_add(ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_int_atomic_add(int *dest, int value, int pe);
void shmem_long_atomic_add(long *dest, long value, int pe);
void shmem_longlong_atomic_add(long long *dest, long long value, int pe);
void shmem_uint_atomic_add(unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_add(unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_add(unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_add(int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_add(int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_add(uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_add(uint64_t *dest, uint64_t value, int pe);
void shmem_size_atomic_add(size_t *dest, size_t value, int pe);
void shmem_ptrdiff_atomic_add(ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_int_atomic_compare_swap_nbi(int *fetch, int *dest, int cond, int value, int pe);
void shmem_long_atomic_compare_swap_nbi(long *fetch, long *dest, long cond, long value, int pe);
void shmem_longlong_atomic_compare_swap_nbi(long long *fetch, long long *dest, long long cond, long long value, int pe);
void shmem_uint_atomic_compare_swap_nbi(unsigned int *fetch, unsigned int *dest, unsigned int cond, unsigned int value, int pe);
void shmem_ulong_atomic_compare_swap_nbi(unsigned long *fetch, unsigned long *dest, unsigned long cond, unsigned long value, int pe);
void shmem_ulonglong_atomic_compare_swap_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe);
void shmem_int32_atomic_compare_swap_nbi(int32_t *fetch, int32_t *dest, int32_t cond, int32_t value, int pe);
void shmem_int64_atomic_compare_swap_nbi(int64_t *fetch, int64_t *dest, int64_t cond, int64_t value, int pe);
void shmem_uint32_atomic_compare_swap_nbi(uint32_t *fetch, uint32_t *dest, uint32_t cond, uint32_t value, int pe);
void shmem_uint64_atomic_compare_swap_nbi(uint64_t *fetch, uint64_t *dest, uint64_t cond, uint64_t value, int pe);
void shmem_size_atomic_compare_swap_nbi(size_t *fetch, size_t *dest, size_t cond, size_t value, int pe);
void shmem_ptrdiff_atomic_compare_swap_nbi(ptrdiff_t *fetch, ptrdiff_t *dest, ptrdiff_t cond, ptrdiff_t value, int pe);
void shmem_int_atomic_fetch_inc_nbi(int *fetch, int *dest, int pe);
void shmem_long_atomic_fetch_inc_nbi(long *fetch, long *dest, int pe);
void shmem_longlong_atomic_fetch_inc_nbi(long long *fetch, long long *dest, int pe);
void shmem_uint_atomic_fetch_inc_nbi(unsigned int *fetch, unsigned int *dest, int pe);
void shmem_ulong_atomic_fetch_inc_nbi(unsigned long *fetch, unsigned long *dest, int pe);
void shmem_ulonglong_atomic_fetch_inc_nbi(unsigned long long *fetch, unsigned long long *dest, int pe);
void shmem_int32_atomic_fetch_inc_nbi(int32_t *fetch, int32_t *dest, int pe);
void shmem_int64_atomic_fetch_inc_nbi(int64_t *fetch, int64_t *dest, int pe);
void shmem_uint32_atomic_fetch_inc_nbi(uint32_t *fetch, uint32_t *dest, int pe);
void shmem_uint64_atomic_fetch_inc_nbi(uint64_t *fetch, uint64_t *dest, int pe);
void shmem_size_atomic_fetch_inc_nbi(size_t *fetch, size_t *dest, int pe);
void shmem_ptrdiff_atomic_fetch_inc_nbi(ptrdiff_t *fetch, ptrdiff_t *dest, int pe);
void shmem_int_atomic_fetch_add_nbi(int *fetch, int *dest, int value, int pe);
void shmem_long_atomic_fetch_add_nbi(long *fetch, long *dest, long value, int pe);
void shmem_longlong_atomic_fetch_add_nbi(long long *fetch, long long *dest, long long value, int pe);
void shmem_uint_atomic_fetch_add_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_fetch_add_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_fetch_add_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_fetch_add_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_fetch_add_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_fetch_add_nbi(uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_fetch_add_nbi(uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_size_atomic_fetch_add_nbi(size_t *fetch, size_t *dest, size_t value, int pe);
void shmem_ptrdiff_atomic_fetch_add_nbi(ptrdiff_t *fetch, ptrdiff_t *dest, ptrdiff_t value, int pe);

/* ---- Atomic and, or, xor: bitwise AMO types (shmem_atomic_and(3)) ------- */
unsigned int shmem_uint_atomic_fetch_and(unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ulong_atomic_fetch_and(unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ulonglong_atomic_fetch_and(unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_int32_atomic_fetch_and(int32_t *dest, int32_t value, int pe);
int64_t shmem_int64_atomic_fetch_and(int64_t *dest, int64_t value, int pe);
uint32_t shmem_uint32_atomic_fetch_and(uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_uint64_atomic_fetch_and(uint64_t *dest, uint64_t value, int pe);
void shmem_uint_atomic_and(unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_and(unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_and(unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_and(int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_and(int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_and(uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_and(uint64_t *dest, uint64_t value, int pe);
unsigned int shmem_uint_atomic_fetch_or(unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ulong_atomic_fetch_or(unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ulonglong_atomic_fetch_or(unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_int32_atomic_fetch_or(int32_t *dest, int32_t value, int pe);
int64_t shmem_int64_atomic_fetch_or(int64_t *dest, int64_t value, int pe);
uint32_t shmem_uint32_atomic_fetch_or(uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_uint64_atomic_fetch_or(uint64_t *dest, uint64_t value, int pe);
void shmem_uint_atomic_or(unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_or(unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_or(unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_or(int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_or(int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_or(uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_or(uint64_t *dest, uint64_t value, int pe);
unsigned int shmem_uint_atomic_fetch_xor(unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ulong_atomic_fetch_xor(unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ulonglong_atomic_fetch_xor(unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_int32_atomic_fetch_xor(int32_t *dest, int32_t value, int pe);
int64_t shmem_int64_atomic_fetch_xor(int64_t *dest, int64_t value, int pe);
uint32_t shmem_uint32_atomic_fetch_xor(uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_uint64_atomic_fetch_xor(uint64_t *dest, uint64_t value, int pe);
void shmem_uint_atomic_xor(unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_xor(unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_xor(unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_xor(int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_xor(int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_xor(uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_xor(uint64_t *dest, uint64_t value, int pe);
void shmem_uint_atomic_fetch_and_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_fetch_and_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_fetch_and_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_fetch_and_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_fetch_and_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_fetch_and_nbi(uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_fetch_and_nbi(uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_uint_atomic_fetch_or_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_fetch_or_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_fetch_or_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_fetch_or_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_fetch_or_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_fetch_or_nbi(uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_fetch_or_nbi(uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_uint_atomic_fetch_xor_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ulong_atomic_fetch_xor_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ulonglong_atomic_fetch_xor_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_int32_atomic_fetch_xor_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_int64_atomic_fetch_xor_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_uint32_atomic_fetch_xor_nbi(uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_uint64_atomic_fetch_xor_nbi(uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);

/* ---- Atomics under their SGI/Cray names (deprecated by OpenSHMEM 1.4) --- */
short shmem_short_swap(short *target, short value, int pe);
int shmem_int_swap(int *target, int value, int pe);
long shmem_long_swap(long *target, long value, int pe);
long long shmem_longlong_swap(long long *target, long long value, int pe);
float shmem_float_swap(float *target, float value, int pe);
double shmem_double_swap(double *target, double value, int pe);
short shmem_short_fetch(const short *target, int pe);
int shmem_int_fetch(const int *target, int pe);
long shmem_long_fetch(const long *target, int pe);
long long shmem_longlong_fetch(const long long *target, int pe);
float shmem_float_fetch(const float *target, int pe);
double shmem_double_fetch(const double *target, int pe);
void shmem_short_set(short *target, short value, int pe);
void shmem_int_set(int *target, int value, int pe);
void shmem_long_set(long *target, long value, int pe);
void shmem_longlong_set(long long *target, long long value, int pe);
void shmem_float_set(float *target, float value, int pe);
void shmem_double_set(double *target, double value, int pe);
short shmem_short_cswap(short *target, short cond, short value, int pe);
int shmem_int_cswap(int *target, int cond, int value, int pe);
long shmem_long_cswap(long *target, long cond, long value, int pe);
long long shmem_longlong_cswap(long long *target, long long cond, long long value, int pe);
short shmem_short_fadd(short *target, short value, int pe);
int shmem_int_fadd(int *target, int value, int pe);
long shmem_long_fadd(long *target, long value, int pe);
long long shmem_longlong_fadd(long long *target, long long value, int pe);
short shmem_short_finc(short *target, int pe);
int shmem_int_finc(int *target, int pe);
long shmem_long_finc(long *target, int pe);
long long shmem_longlong_finc(long long *target, int pe);
void shmem_short_add(short *target, short value, int pe);
void shmem_int_add(int *target, int value, int pe);
void shmem_long_add(long *target, long value, int pe);
void shmem_longlong_add(long long *target, long long value, int pe);
void shmem_short_inc(short *target, int pe);
void shmem_int_inc(int *target, int pe);
void shmem_long_inc(long *target, int pe);
void shmem_longlong_inc(long long *target, int pe);
long shmem_swap(long *target, long value, int pe);

/* ---- Put with signal (OpenSHMEM 1.5, shmem_put_signal(3)) --------------- */
void shmem_float_put_signal(float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_double_put_signal(double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_longdouble_put_signal(long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_char_put_signal(char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_schar_put_signal(signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_short_put_signal(short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int_put_signal(int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_long_put_signal(long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_longlong_put_signal(long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uchar_put_signal(unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ushort_put_signal(unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint_put_signal(unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ulong_put_signal(unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ulonglong_put_signal(unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int8_put_signal(int8_t *dest, const int8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int16_put_signal(int16_t *dest, const int16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int32_put_signal(int32_t *dest, const int32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int64_put_signal(int64_t *dest, const int64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint8_put_signal(uint8_t *dest, const uint8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint16_put_signal(uint16_t *dest, const uint16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint32_put_signal(uint32_t *dest, const uint32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint64_put_signal(uint64_t *dest, const uint64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_size_put_signal(size_t *dest, const size_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ptrdiff_put_signal(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put8_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put16_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put32_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put64_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put128_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_putmem_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_float_put_signal_nbi(float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_double_put_signal_nbi(double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_longdouble_put_signal_nbi(long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_char_put_signal_nbi(char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_schar_put_signal_nbi(signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_short_put_signal_nbi(short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int_put_signal_nbi(int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_long_put_signal_nbi(long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_longlong_put_signal_nbi(long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uchar_put_signal_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ushort_put_signal_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint_put_signal_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ulong_put_signal_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ulonglong_put_signal_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int8_put_signal_nbi(int8_t *dest, const int8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int16_put_signal_nbi(int16_t *dest, const int16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int32_put_signal_nbi(int32_t *dest, const int32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_int64_put_signal_nbi(int64_t *dest, const int64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint8_put_signal_nbi(uint8_t *dest, const uint8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint16_put_signal_nbi(uint16_t *dest, const uint16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint32_put_signal_nbi(uint32_t *dest, const uint32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_uint64_put_signal_nbi(uint64_t *dest, const uint64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_size_put_signal_nbi(size_t *dest, const size_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ptrdiff_put_signal_nbi(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put8_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put16_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put32_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put64_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_put128_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_putmem_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
uint64_t shmem_signal_fetch(const uint64_t *sig_addr);
uint64_t shmem_signal_wait_until(uint64_t *sig_addr, int cmp, uint64_t cmp_value);

/* ---- Signals without data (OpenSHMEM 1.6, shmem_signal_add(3)) ---------- */
void shmem_signal_add(uint64_t *sig_addr, uint64_t signal, int pe);
void shmem_signal_set(uint64_t *sig_addr, uint64_t signal, int pe);

/* ---- Distributed locks on a symmetric long, initially 0 (shmem_set_lock(3)) */
void shmem_set_lock(volatile long *lock);
void shmem_clear_lock(volatile long *lock);
int shmem_test_lock(volatile long *lock);

/*
 * ---- Collectives on legacy active sets (PE_start, logPE_stride, PE_size)
 * (shmem_barrier(3), shmem_broadcast(3), shmem_collect(3),
 * shmem_alltoall(3)). pSync and pWrk are accepted and never read: any size
 * works.
 */
void shmem_barrier(int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_sync(int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_broadcast32(void *dest, const void *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_broadcast64(void *dest, const void *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync);
/* SGI generic broadcast: 64-bit elements. */
void shmem_broadcast(long *dest, const long *source, size_t nelems, int PE_root, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_collect32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_collect64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_fcollect32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_fcollect64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_alltoall32(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_alltoall64(void *dest, const void *source, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_alltoalls32(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);
void shmem_alltoalls64(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int PE_start, int logPE_stride, int PE_size, long *pSync);

/* ---- shmem_TYPE_OP_to_all: reductions over an active set (shmem_reduce(3)) */
void shmem_short_and_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_and_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_and_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_and_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_short_or_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_or_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_or_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_or_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_short_xor_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_xor_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_xor_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_xor_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_short_min_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_min_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_min_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_min_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_float_min_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync);
void shmem_double_min_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync);
void shmem_longdouble_min_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync);
void shmem_short_max_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_max_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_max_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_max_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_float_max_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync);
void shmem_double_max_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync);
void shmem_longdouble_max_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync);
void shmem_short_sum_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_sum_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_sum_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_sum_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_float_sum_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync);
void shmem_double_sum_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync);
void shmem_longdouble_sum_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync);
void shmem_short_prod_to_all(short *dest, const short *source, int nreduce, int PE_start, int logPE_stride, int PE_size, short *pWrk, long *pSync);
void shmem_int_prod_to_all(int *dest, const int *source, int nreduce, int PE_start, int logPE_stride, int PE_size, int *pWrk, long *pSync);
void shmem_long_prod_to_all(long *dest, const long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long *pWrk, long *pSync);
void shmem_longlong_prod_to_all(long long *dest, const long long *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long long *pWrk, long *pSync);
void shmem_float_prod_to_all(float *dest, const float *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float *pWrk, long *pSync);
void shmem_double_prod_to_all(double *dest, const double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double *pWrk, long *pSync);
void shmem_longdouble_prod_to_all(long double *dest, const long double *source, int nreduce, int PE_start, int logPE_stride, int PE_size, long double *pWrk, long *pSync);
SHMEMI_COMPLEX_EXT void shmem_complexf_sum_to_all(float _Complex *dest, const float _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float _Complex *pWrk, long *pSync);
SHMEMI_COMPLEX_EXT void shmem_complexd_sum_to_all(double _Complex *dest, const double _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double _Complex *pWrk, long *pSync);
SHMEMI_COMPLEX_EXT void shmem_complexf_prod_to_all(float _Complex *dest, const float _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, float _Complex *pWrk, long *pSync);
SHMEMI_COMPLEX_EXT void shmem_complexd_prod_to_all(double _Complex *dest, const double _Complex *source, int nreduce, int PE_start, int logPE_stride, int PE_size, double _Complex *pWrk, long *pSync);

/* ---- Teams (OpenSHMEM 1.5, shmem_team(3)) ------------------------------- */
int shmem_team_my_pe(shmem_team_t team);
int shmem_team_n_pes(shmem_team_t team);
int shmem_team_get_config(shmem_team_t team, long config_mask, shmem_team_config_t *config);
int shmem_team_translate_pe(shmem_team_t src_team, int src_pe, shmem_team_t dest_team);
int shmem_team_split_strided(shmem_team_t parent_team, int start, int stride, int size, const shmem_team_config_t *config, long config_mask, shmem_team_t *new_team);
int shmem_team_split_2d(shmem_team_t parent_team, int xrange, const shmem_team_config_t *xaxis_config, long xaxis_mask, shmem_team_t *xaxis_team, const shmem_team_config_t *yaxis_config, long yaxis_mask, shmem_team_t *yaxis_team);
void shmem_team_destroy(shmem_team_t team);
int shmem_team_sync(shmem_team_t team);
void *shmem_team_ptr(shmem_team_t team, const void *dest, int pe);

/* ---- Team collectives: broadcast, collect, fcollect, alltoall(s) -------- */
int shmem_float_broadcast(shmem_team_t team, float *dest, const float *source, size_t nelems, int PE_root);
int shmem_double_broadcast(shmem_team_t team, double *dest, const double *source, size_t nelems, int PE_root);
int shmem_longdouble_broadcast(shmem_team_t team, long double *dest, const long double *source, size_t nelems, int PE_root);
int shmem_char_broadcast(shmem_team_t team, char *dest, const char *source, size_t nelems, int PE_root);
int shmem_schar_broadcast(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems, int PE_root);
int shmem_short_broadcast(shmem_team_t team, short *dest, const short *source, size_t nelems, int PE_root);
int shmem_int_broadcast(shmem_team_t team, int *dest, const int *source, size_t nelems, int PE_root);
int shmem_long_broadcast(shmem_team_t team, long *dest, const long *source, size_t nelems, int PE_root);
int shmem_longlong_broadcast(shmem_team_t team, long long *dest, const long long *source, size_t nelems, int PE_root);
int shmem_uchar_broadcast(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems, int PE_root);
int shmem_ushort_broadcast(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems, int PE_root);
int shmem_uint_broadcast(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems, int PE_root);
int shmem_ulong_broadcast(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems, int PE_root);
int shmem_ulonglong_broadcast(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems, int PE_root);
int shmem_int8_broadcast(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems, int PE_root);
int shmem_int16_broadcast(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems, int PE_root);
int shmem_int32_broadcast(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems, int PE_root);
int shmem_int64_broadcast(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems, int PE_root);
int shmem_uint8_broadcast(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems, int PE_root);
int shmem_uint16_broadcast(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems, int PE_root);
int shmem_uint32_broadcast(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems, int PE_root);
int shmem_uint64_broadcast(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems, int PE_root);
int shmem_size_broadcast(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems, int PE_root);
int shmem_ptrdiff_broadcast(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int PE_root);
int shmem_broadcastmem(shmem_team_t team, void *dest, const void *source, size_t nelems, int PE_root);
int shmem_float_collect(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmem_double_collect(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmem_longdouble_collect(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
int shmem_char_collect(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmem_schar_collect(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmem_short_collect(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmem_int_collect(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmem_long_collect(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmem_longlong_collect(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmem_uchar_collect(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmem_ushort_collect(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmem_uint_collect(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmem_ulong_collect(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmem_ulonglong_collect(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmem_int8_collect(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmem_int16_collect(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmem_int32_collect(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmem_int64_collect(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmem_uint8_collect(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmem_uint16_collect(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmem_uint32_collect(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmem_uint64_collect(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmem_size_collect(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmem_ptrdiff_collect(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmem_collectmem(shmem_team_t team, void *dest, const void *source, size_t nelems);
int shmem_float_fcollect(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmem_double_fcollect(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmem_longdouble_fcollect(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
int shmem_char_fcollect(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmem_schar_fcollect(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmem_short_fcollect(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmem_int_fcollect(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmem_long_fcollect(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmem_longlong_fcollect(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmem_uchar_fcollect(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmem_ushort_fcollect(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmem_uint_fcollect(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmem_ulong_fcollect(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmem_ulonglong_fcollect(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmem_int8_fcollect(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmem_int16_fcollect(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmem_int32_fcollect(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmem_int64_fcollect(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmem_uint8_fcollect(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmem_uint16_fcollect(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmem_uint32_fcollect(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmem_uint64_fcollect(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmem_size_fcollect(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmem_ptrdiff_fcollect(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmem_fcollectmem(shmem_team_t team, void *dest, const void *source, size_t nelems);
int shmem_float_alltoall(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmem_double_alltoall(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmem_longdouble_alltoall(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
int shmem_char_alltoall(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmem_schar_alltoall(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmem_short_alltoall(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmem_int_alltoall(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmem_long_alltoall(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmem_longlong_alltoall(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmem_uchar_alltoall(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmem_ushort_alltoall(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmem_uint_alltoall(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmem_ulong_alltoall(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmem_ulonglong_alltoall(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmem_int8_alltoall(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmem_int16_alltoall(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmem_int32_alltoall(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmem_int64_alltoall(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmem_uint8_alltoall(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmem_uint16_alltoall(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmem_uint32_alltoall(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmem_uint64_alltoall(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmem_size_alltoall(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmem_ptrdiff_alltoall(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmem_alltoallmem(shmem_team_t team, void *dest, const void *source, size_t nelems);
int shmem_float_alltoalls(shmem_team_t team, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_double_alltoalls(shmem_team_t team, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_longdouble_alltoalls(shmem_team_t team, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_char_alltoalls(shmem_team_t team, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_schar_alltoalls(shmem_team_t team, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_short_alltoalls(shmem_team_t team, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_int_alltoalls(shmem_team_t team, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_long_alltoalls(shmem_team_t team, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_longlong_alltoalls(shmem_team_t team, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_uchar_alltoalls(shmem_team_t team, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_ushort_alltoalls(shmem_team_t team, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_uint_alltoalls(shmem_team_t team, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_ulong_alltoalls(shmem_team_t team, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_ulonglong_alltoalls(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_int8_alltoalls(shmem_team_t team, int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_int16_alltoalls(shmem_team_t team, int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_int32_alltoalls(shmem_team_t team, int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_int64_alltoalls(shmem_team_t team, int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_uint8_alltoalls(shmem_team_t team, uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_uint16_alltoalls(shmem_team_t team, uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_uint32_alltoalls(shmem_team_t team, uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_uint64_alltoalls(shmem_team_t team, uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_size_alltoalls(shmem_team_t team, size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_ptrdiff_alltoalls(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);
int shmem_alltoallsmem(shmem_team_t team, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems);

/* ---- shmem_TYPE_OP_reduce: team reductions (shmem_reduce(3)) ----------- */
int shmem_uchar_and_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_and_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_and_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_and_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_and_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_and_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_and_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_and_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_and_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_and_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_and_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_and_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_and_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_and_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_uchar_or_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_or_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_or_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_or_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_or_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_or_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_or_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_or_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_or_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_or_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_or_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_or_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_or_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_or_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_uchar_xor_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_xor_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_xor_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_xor_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_xor_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_xor_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_xor_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_xor_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_xor_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_xor_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_xor_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_xor_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_xor_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_xor_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_char_min_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce);
int shmem_schar_min_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce);
int shmem_short_min_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce);
int shmem_int_min_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce);
int shmem_long_min_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce);
int shmem_longlong_min_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce);
int shmem_ptrdiff_min_reduce(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nreduce);
int shmem_uchar_min_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_min_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_min_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_min_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_min_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_min_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_min_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_min_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_min_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_min_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_min_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_min_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_min_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_min_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_float_min_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce);
int shmem_double_min_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce);
int shmem_longdouble_min_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce);
int shmem_char_max_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce);
int shmem_schar_max_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce);
int shmem_short_max_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce);
int shmem_int_max_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce);
int shmem_long_max_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce);
int shmem_longlong_max_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce);
int shmem_ptrdiff_max_reduce(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nreduce);
int shmem_uchar_max_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_max_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_max_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_max_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_max_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_max_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_max_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_max_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_max_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_max_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_max_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_max_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_max_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_max_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_float_max_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce);
int shmem_double_max_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce);
int shmem_longdouble_max_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce);
int shmem_char_sum_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce);
int shmem_schar_sum_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce);
int shmem_short_sum_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce);
int shmem_int_sum_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce);
int shmem_long_sum_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce);
int shmem_longlong_sum_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce);
int shmem_ptrdiff_sum_reduce(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nreduce);
int shmem_uchar_sum_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_sum_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_sum_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_sum_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_sum_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_sum_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_sum_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_sum_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_sum_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_sum_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_sum_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_sum_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_sum_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_sum_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_float_sum_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce);
int shmem_double_sum_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce);
int shmem_longdouble_sum_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce);
int shmem_char_prod_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce);
int shmem_schar_prod_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce);
int shmem_short_prod_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce);
int shmem_int_prod_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce);
int shmem_long_prod_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce);
int shmem_longlong_prod_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce);
int shmem_ptrdiff_prod_reduce(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nreduce);
int shmem_uchar_prod_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce);
int shmem_ushort_prod_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce);
int shmem_uint_prod_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce);
int shmem_ulong_prod_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce);
int shmem_ulonglong_prod_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce);
int shmem_int8_prod_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce);
int shmem_int16_prod_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce);
int shmem_int32_prod_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce);
int shmem_int64_prod_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce);
int shmem_uint8_prod_reduce(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nreduce);
int shmem_uint16_prod_reduce(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nreduce);
int shmem_uint32_prod_reduce(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nreduce);
int shmem_uint64_prod_reduce(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nreduce);
int shmem_size_prod_reduce(shmem_team_t team, size_t *dest, const size_t *source, size_t nreduce);
int shmem_float_prod_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce);
int shmem_double_prod_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce);
int shmem_longdouble_prod_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce);
SHMEMI_COMPLEX_EXT int shmem_complexf_sum_reduce(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nreduce);
SHMEMI_COMPLEX_EXT int shmem_complexd_sum_reduce(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nreduce);
SHMEMI_COMPLEX_EXT int shmem_complexf_prod_reduce(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nreduce);
SHMEMI_COMPLEX_EXT int shmem_complexd_prod_reduce(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nreduce);

/* ---- shmem_TYPE_sum_inscan, _exscan: prefix sums (OpenSHMEM 1.6, shmem_scan(3)) */
int shmem_char_sum_inscan(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmem_schar_sum_inscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmem_short_sum_inscan(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmem_int_sum_inscan(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmem_long_sum_inscan(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmem_longlong_sum_inscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmem_ptrdiff_sum_inscan(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmem_uchar_sum_inscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmem_ushort_sum_inscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmem_uint_sum_inscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmem_ulong_sum_inscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmem_ulonglong_sum_inscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmem_int8_sum_inscan(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmem_int16_sum_inscan(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmem_int32_sum_inscan(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmem_int64_sum_inscan(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmem_uint8_sum_inscan(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmem_uint16_sum_inscan(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmem_uint32_sum_inscan(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmem_uint64_sum_inscan(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmem_size_sum_inscan(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmem_float_sum_inscan(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmem_double_sum_inscan(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmem_longdouble_sum_inscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmem_complexf_sum_inscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmem_complexd_sum_inscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems);
int shmem_char_sum_exscan(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmem_schar_sum_exscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmem_short_sum_exscan(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmem_int_sum_exscan(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmem_long_sum_exscan(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmem_longlong_sum_exscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmem_ptrdiff_sum_exscan(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmem_uchar_sum_exscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmem_ushort_sum_exscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmem_uint_sum_exscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmem_ulong_sum_exscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmem_ulonglong_sum_exscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmem_int8_sum_exscan(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmem_int16_sum_exscan(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmem_int32_sum_exscan(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmem_int64_sum_exscan(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmem_uint8_sum_exscan(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmem_uint16_sum_exscan(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmem_uint32_sum_exscan(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmem_uint64_sum_exscan(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmem_size_sum_exscan(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmem_float_sum_exscan(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmem_double_sum_exscan(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmem_longdouble_sum_exscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmem_complexf_sum_exscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmem_complexd_sum_exscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems);

/* ---- SGI cache management: coherent hardware, documented no-ops (shmem_cache(3)) */
void shmem_clear_cache_inv(void);
void shmem_set_cache_inv(void);
void shmem_clear_cache_line_inv(void *dest);
void shmem_set_cache_line_inv(void *dest);
void shmem_udcflush(void);
void shmem_udcflush_line(void *dest);

/*
 * ---- Communication contexts (OpenSHMEM 1.4/1.5, shmem_ctx_create(3)) ----
 * Every RMA, AMO and put-with-signal routine has a context form,
 * shmem_ctx_NAME(ctx, ...): the same operation, with PE numbers of the
 * context's team; fence and quiet on a context order and complete its
 * operations.
 */
int shmem_ctx_create(long options, shmem_ctx_t *ctx);
int shmem_team_create_ctx(shmem_team_t team, long options, shmem_ctx_t *ctx);
void shmem_ctx_destroy(shmem_ctx_t ctx);
int shmem_ctx_get_team(shmem_ctx_t ctx, shmem_team_t *team);
void shmem_ctx_fence(shmem_ctx_t ctx);
void shmem_ctx_quiet(shmem_ctx_t ctx);
void shmem_ctx_pe_quiet(shmem_ctx_t ctx, const int *target_pes, size_t npes);
/* Sessions (OpenSHMEM 1.6): hints that a run of operations on ctx may be
 * batched; they change no result, ordering or completion. */
void shmem_ctx_session_start(shmem_ctx_t ctx, long options, const shmem_ctx_session_config_t *config, long config_mask);
void shmem_ctx_session_stop(shmem_ctx_t ctx);

/* ---- shmem_ctx_TYPE_put/get, _nbi, iput/iget, p/g: RMA on a context ---- */
void shmem_ctx_float_put(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe);
void shmem_ctx_double_put(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe);
void shmem_ctx_longdouble_put(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe);
void shmem_ctx_char_put(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe);
void shmem_ctx_schar_put(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_ctx_short_put(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe);
void shmem_ctx_int_put(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe);
void shmem_ctx_long_put(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe);
void shmem_ctx_longlong_put(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe);
void shmem_ctx_uchar_put(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ctx_ushort_put(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_ctx_uint_put(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ctx_ulong_put(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ctx_ulonglong_put(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_ctx_int8_put(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_ctx_int16_put(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_ctx_int32_put(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_ctx_int64_put(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_ctx_uint8_put(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_ctx_uint16_put(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_ctx_uint32_put(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_ctx_uint64_put(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_ctx_size_put(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ctx_ptrdiff_put(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_ctx_put8(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put16(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put32(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put64(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put128(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_putmem(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_float_get(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe);
void shmem_ctx_double_get(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe);
void shmem_ctx_longdouble_get(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe);
void shmem_ctx_char_get(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe);
void shmem_ctx_schar_get(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_ctx_short_get(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe);
void shmem_ctx_int_get(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe);
void shmem_ctx_long_get(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe);
void shmem_ctx_longlong_get(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe);
void shmem_ctx_uchar_get(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ctx_ushort_get(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_ctx_uint_get(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ctx_ulong_get(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ctx_ulonglong_get(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_ctx_int8_get(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_ctx_int16_get(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_ctx_int32_get(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_ctx_int64_get(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_ctx_uint8_get(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_ctx_uint16_get(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_ctx_uint32_get(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_ctx_uint64_get(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_ctx_size_get(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ctx_ptrdiff_get(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_ctx_get8(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get16(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get32(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get64(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get128(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_getmem(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_float_put_nbi(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe);
void shmem_ctx_double_put_nbi(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe);
void shmem_ctx_longdouble_put_nbi(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe);
void shmem_ctx_char_put_nbi(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe);
void shmem_ctx_schar_put_nbi(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_ctx_short_put_nbi(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe);
void shmem_ctx_int_put_nbi(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe);
void shmem_ctx_long_put_nbi(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe);
void shmem_ctx_longlong_put_nbi(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe);
void shmem_ctx_uchar_put_nbi(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ctx_ushort_put_nbi(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_ctx_uint_put_nbi(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ctx_ulong_put_nbi(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ctx_ulonglong_put_nbi(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_ctx_int8_put_nbi(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_ctx_int16_put_nbi(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_ctx_int32_put_nbi(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_ctx_int64_put_nbi(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_ctx_uint8_put_nbi(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_ctx_uint16_put_nbi(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_ctx_uint32_put_nbi(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_ctx_uint64_put_nbi(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_ctx_size_put_nbi(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ctx_ptrdiff_put_nbi(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_ctx_put8_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put16_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put32_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put64_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_put128_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_putmem_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_float_get_nbi(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe);
void shmem_ctx_double_get_nbi(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe);
void shmem_ctx_longdouble_get_nbi(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe);
void shmem_ctx_char_get_nbi(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe);
void shmem_ctx_schar_get_nbi(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe);
void shmem_ctx_short_get_nbi(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe);
void shmem_ctx_int_get_nbi(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe);
void shmem_ctx_long_get_nbi(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe);
void shmem_ctx_longlong_get_nbi(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe);
void shmem_ctx_uchar_get_nbi(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmem_ctx_ushort_get_nbi(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmem_ctx_uint_get_nbi(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmem_ctx_ulong_get_nbi(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmem_ctx_ulonglong_get_nbi(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmem_ctx_int8_get_nbi(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmem_ctx_int16_get_nbi(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmem_ctx_int32_get_nbi(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmem_ctx_int64_get_nbi(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmem_ctx_uint8_get_nbi(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmem_ctx_uint16_get_nbi(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmem_ctx_uint32_get_nbi(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmem_ctx_uint64_get_nbi(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmem_ctx_size_get_nbi(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe);
void shmem_ctx_ptrdiff_get_nbi(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmem_ctx_get8_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get16_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get32_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get64_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_get128_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_getmem_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmem_ctx_float_iput(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_double_iput(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_longdouble_iput(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_char_iput(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_schar_iput(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_short_iput(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int_iput(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_long_iput(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_longlong_iput(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uchar_iput(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ushort_iput(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint_iput(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ulong_iput(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ulonglong_iput(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int8_iput(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int16_iput(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int32_iput(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int64_iput(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint8_iput(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint16_iput(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint32_iput(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint64_iput(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_size_iput(shmem_ctx_t ctx, size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ptrdiff_iput(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iput8(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iput16(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iput32(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iput64(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iput128(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_float_iget(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_double_iget(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_longdouble_iget(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_char_iget(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_schar_iget(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_short_iget(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int_iget(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_long_iget(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_longlong_iget(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uchar_iget(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ushort_iget(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint_iget(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ulong_iget(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ulonglong_iget(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int8_iget(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int16_iget(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int32_iget(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_int64_iget(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint8_iget(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint16_iget(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint32_iget(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_uint64_iget(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_size_iget(shmem_ctx_t ctx, size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_ptrdiff_iget(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iget8(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iget16(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iget32(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iget64(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_iget128(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe);
void shmem_ctx_float_ibput(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_double_ibput(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_longdouble_ibput(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_char_ibput(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_schar_ibput(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_short_ibput(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int_ibput(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_long_ibput(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_longlong_ibput(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uchar_ibput(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ushort_ibput(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint_ibput(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ulong_ibput(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ulonglong_ibput(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int8_ibput(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int16_ibput(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int32_ibput(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int64_ibput(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint8_ibput(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint16_ibput(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint32_ibput(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint64_ibput(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_size_ibput(shmem_ctx_t ctx, size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ptrdiff_ibput(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibput8(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibput16(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibput32(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibput64(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibput128(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_float_ibget(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_double_ibget(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_longdouble_ibget(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_char_ibget(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_schar_ibget(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_short_ibget(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int_ibget(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_long_ibget(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_longlong_ibget(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uchar_ibget(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ushort_ibget(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint_ibget(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ulong_ibget(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ulonglong_ibget(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int8_ibget(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int16_ibget(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int32_ibget(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_int64_ibget(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint8_ibget(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint16_ibget(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint32_ibget(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_uint64_ibget(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_size_ibget(shmem_ctx_t ctx, size_t *dest, const size_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ptrdiff_ibget(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibget8(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibget16(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibget32(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibget64(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_ibget128(shmem_ctx_t ctx, void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmem_ctx_float_p(shmem_ctx_t ctx, float *dest, float value, int pe);
void shmem_ctx_double_p(shmem_ctx_t ctx, double *dest, double value, int pe);
void shmem_ctx_longdouble_p(shmem_ctx_t ctx, long double *dest, long double value, int pe);
void shmem_ctx_char_p(shmem_ctx_t ctx, char *dest, char value, int pe);
void shmem_ctx_schar_p(shmem_ctx_t ctx, signed char *dest, signed char value, int pe);
void shmem_ctx_short_p(shmem_ctx_t ctx, short *dest, short value, int pe);
void shmem_ctx_int_p(shmem_ctx_t ctx, int *dest, int value, int pe);
void shmem_ctx_long_p(shmem_ctx_t ctx, long *dest, long value, int pe);
void shmem_ctx_longlong_p(shmem_ctx_t ctx, long long *dest, long long value, int pe);
void shmem_ctx_uchar_p(shmem_ctx_t ctx, unsigned char *dest, unsigned char value, int pe);
void shmem_ctx_ushort_p(shmem_ctx_t ctx, unsigned short *dest, unsigned short value, int pe);
void shmem_ctx_uint_p(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_p(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_p(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int8_p(shmem_ctx_t ctx, int8_t *dest, int8_t value, int pe);
void shmem_ctx_int16_p(shmem_ctx_t ctx, int16_t *dest, int16_t value, int pe);
void shmem_ctx_int32_p(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_p(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint8_p(shmem_ctx_t ctx, uint8_t *dest, uint8_t value, int pe);
void shmem_ctx_uint16_p(shmem_ctx_t ctx, uint16_t *dest, uint16_t value, int pe);
void shmem_ctx_uint32_p(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_p(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_size_p(shmem_ctx_t ctx, size_t *dest, size_t value, int pe);
void shmem_ctx_ptrdiff_p(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t value, int pe);
float shmem_ctx_float_g(shmem_ctx_t ctx, const float *source, int pe);
double shmem_ctx_double_g(shmem_ctx_t ctx, const double *source, int pe);
long double shmem_ctx_longdouble_g(shmem_ctx_t ctx, const long double *source, int pe);
char shmem_ctx_char_g(shmem_ctx_t ctx, const char *source, int pe);
signed char shmem_ctx_schar_g(shmem_ctx_t ctx, const signed char *source, int pe);
short shmem_ctx_short_g(shmem_ctx_t ctx, const short *source, int pe);
int shmem_ctx_int_g(shmem_ctx_t ctx, const int *source, int pe);
long shmem_ctx_long_g(shmem_ctx_t ctx, const long *source, int pe);
long long shmem_ctx_longlong_g(shmem_ctx_t ctx, const long long *source, int pe);
unsigned char shmem_ctx_uchar_g(shmem_ctx_t ctx, const unsigned char *source, int pe);
unsigned short shmem_ctx_ushort_g(shmem_ctx_t ctx, const unsigned short *source, int pe);
unsigned int shmem_ctx_uint_g(shmem_ctx_t ctx, const unsigned int *source, int pe);
unsigned long shmem_ctx_ulong_g(shmem_ctx_t ctx, const unsigned long *source, int pe);
unsigned long long shmem_ctx_ulonglong_g(shmem_ctx_t ctx, const unsigned long long *source, int pe);
int8_t shmem_ctx_int8_g(shmem_ctx_t ctx, const int8_t *source, int pe);
int16_t shmem_ctx_int16_g(shmem_ctx_t ctx, const int16_t *source, int pe);
int32_t shmem_ctx_int32_g(shmem_ctx_t ctx, const int32_t *source, int pe);
int64_t shmem_ctx_int64_g(shmem_ctx_t ctx, const int64_t *source, int pe);
uint8_t shmem_ctx_uint8_g(shmem_ctx_t ctx, const uint8_t *source, int pe);
uint16_t shmem_ctx_uint16_g(shmem_ctx_t ctx, const uint16_t *source, int pe);
uint32_t shmem_ctx_uint32_g(shmem_ctx_t ctx, const uint32_t *source, int pe);
uint64_t shmem_ctx_uint64_g(shmem_ctx_t ctx, const uint64_t *source, int pe);
size_t shmem_ctx_size_g(shmem_ctx_t ctx, const size_t *source, int pe);
ptrdiff_t shmem_ctx_ptrdiff_g(shmem_ctx_t ctx, const ptrdiff_t *source, int pe);

/* ---- shmem_ctx_TYPE_atomic_*: atomics on a context ---------------------- */
int shmem_ctx_int_atomic_fetch(shmem_ctx_t ctx, const int *source, int pe);
long shmem_ctx_long_atomic_fetch(shmem_ctx_t ctx, const long *source, int pe);
long long shmem_ctx_longlong_atomic_fetch(shmem_ctx_t ctx, const long long *source, int pe);
unsigned int shmem_ctx_uint_atomic_fetch(shmem_ctx_t ctx, const unsigned int *source, int pe);
unsigned long shmem_ctx_ulong_atomic_fetch(shmem_ctx_t ctx, const unsigned long *source, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_fetch(shmem_ctx_t ctx, const unsigned long long *source, int pe);
int32_t shmem_ctx_int32_atomic_fetch(shmem_ctx_t ctx, const int32_t *source, int pe);
int64_t shmem_ctx_int64_atomic_fetch(shmem_ctx_t ctx, const int64_t *source, int pe);
uint32_t shmem_ctx_uint32_atomic_fetch(shmem_ctx_t ctx, const uint32_t *source, int pe);
uint64_t shmem_ctx_uint64_atomic_fetch(shmem_ctx_t ctx, const uint64_t *source, int pe);
size_t shmem_ctx_size_atomic_fetch(shmem_ctx_t ctx, const size_t *source, int pe);
ptrdiff_t shmem_ctx_ptrdiff_atomic_fetch(shmem_ctx_t ctx, const ptrdiff_t *source, int pe);
float shmem_ctx_float_atomic_fetch(shmem_ctx_t ctx, const float *source, int pe);
double shmem_ctx_double_atomic_fetch(shmem_ctx_t ctx, const double *source, int pe);
void shmem_ctx_int_atomic_set(shmem_ctx_t ctx, int *dest, int value, int pe);
void shmem_ctx_long_atomic_set(shmem_ctx_t ctx, long *dest, long value, int pe);
void shmem_ctx_longlong_atomic_set(shmem_ctx_t ctx, long long *dest, long long value, int pe);
void shmem_ctx_uint_atomic_set(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_set(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_set(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_set(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_set(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_set(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_set(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_size_atomic_set(shmem_ctx_t ctx, size_t *dest, size_t value, int pe);
void shmem_ctx_ptrdiff_atomic_set(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_ctx_float_atomic_set(shmem_ctx_t ctx, float *dest, float value, int pe);
void shmem_ctx_double_atomic_set(shmem_ctx_t ctx, double *dest, double value, int pe);
int shmem_ctx_int_atomic_swap(shmem_ctx_t ctx, int *dest, int value, int pe);
long shmem_ctx_long_atomic_swap(shmem_ctx_t ctx, long *dest, long value, int pe);
long long shmem_ctx_longlong_atomic_swap(shmem_ctx_t ctx, long long *dest, long long value, int pe);
unsigned int shmem_ctx_uint_atomic_swap(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ctx_ulong_atomic_swap(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_swap(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_ctx_int32_atomic_swap(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
int64_t shmem_ctx_int64_atomic_swap(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
uint32_t shmem_ctx_uint32_atomic_swap(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_ctx_uint64_atomic_swap(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
size_t shmem_ctx_size_atomic_swap(shmem_ctx_t ctx, size_t *dest, size_t value, int pe);
ptrdiff_t shmem_ctx_ptrdiff_atomic_swap(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t value, int pe);
float shmem_ctx_float_atomic_swap(shmem_ctx_t ctx, float *dest, float value, int pe);
double shmem_ctx_double_atomic_swap(shmem_ctx_t ctx, double *dest, double value, int pe);
void shmem_ctx_int_atomic_fetch_nbi(shmem_ctx_t ctx, int *fetch, const int *source, int pe);
void shmem_ctx_long_atomic_fetch_nbi(shmem_ctx_t ctx, long *fetch, const long *source, int pe);
void shmem_ctx_longlong_atomic_fetch_nbi(shmem_ctx_t ctx, long long *fetch, const long long *source, int pe);
void shmem_ctx_uint_atomic_fetch_nbi(shmem_ctx_t ctx, unsigned int *fetch, const unsigned int *source, int pe);
void shmem_ctx_ulong_atomic_fetch_nbi(shmem_ctx_t ctx, unsigned long *fetch, const unsigned long *source, int pe);
void shmem_ctx_ulonglong_atomic_fetch_nbi(shmem_ctx_t ctx, unsigned long long *fetch, const unsigned long long *source, int pe);
void shmem_ctx_int32_atomic_fetch_nbi(shmem_ctx_t ctx, int32_t *fetch, const int32_t *source, int pe);
void shmem_ctx_int64_atomic_fetch_nbi(shmem_ctx_t ctx, int64_t *fetch, const int64_t *source, int pe);
void shmem_ctx_uint32_atomic_fetch_nbi(shmem_ctx_t ctx, uint32_t *fetch, const uint32_t *source, int pe);
void shmem_ctx_uint64_atomic_fetch_nbi(shmem_ctx_t ctx, uint64_t *fetch, const uint64_t *source, int pe);
void shmem_ctx_size_atomic_fetch_nbi(shmem_ctx_t ctx, size_t *fetch, const size_t *source, int pe);
void shmem_ctx_ptrdiff_atomic_fetch_nbi(shmem_ctx_t ctx, ptrdiff_t *fetch, const ptrdiff_t *source, int pe);
void shmem_ctx_float_atomic_fetch_nbi(shmem_ctx_t ctx, float *fetch, const float *source, int pe);
void shmem_ctx_double_atomic_fetch_nbi(shmem_ctx_t ctx, double *fetch, const double *source, int pe);
void shmem_ctx_int_atomic_swap_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int value, int pe);
void shmem_ctx_long_atomic_swap_nbi(shmem_ctx_t ctx, long *fetch, long *dest, long value, int pe);
void shmem_ctx_longlong_atomic_swap_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, long long value, int pe);
void shmem_ctx_uint_atomic_swap_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_swap_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_swap_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_swap_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_swap_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_swap_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_swap_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_size_atomic_swap_nbi(shmem_ctx_t ctx, size_t *fetch, size_t *dest, size_t value, int pe);
void shmem_ctx_ptrdiff_atomic_swap_nbi(shmem_ctx_t ctx, ptrdiff_t *fetch, ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_ctx_float_atomic_swap_nbi(shmem_ctx_t ctx, float *fetch, float *dest, float value, int pe);
void shmem_ctx_double_atomic_swap_nbi(shmem_ctx_t ctx, double *fetch, double *dest, double value, int pe);
int shmem_ctx_int_atomic_compare_swap(shmem_ctx_t ctx, int *dest, int cond, int value, int pe);
long shmem_ctx_long_atomic_compare_swap(shmem_ctx_t ctx, long *dest, long cond, long value, int pe);
long long shmem_ctx_longlong_atomic_compare_swap(shmem_ctx_t ctx, long long *dest, long long cond, long long value, int pe);
unsigned int shmem_ctx_uint_atomic_compare_swap(shmem_ctx_t ctx, unsigned int *dest, unsigned int cond, unsigned int value, int pe);
unsigned long shmem_ctx_ulong_atomic_compare_swap(shmem_ctx_t ctx, unsigned long *dest, unsigned long cond, unsigned long value, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_compare_swap(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe);
int32_t shmem_ctx_int32_atomic_compare_swap(shmem_ctx_t ctx, int32_t *dest, int32_t cond, int32_t value, int pe);
int64_t shmem_ctx_int64_atomic_compare_swap(shmem_ctx_t ctx, int64_t *dest, int64_t cond, int64_t value, int pe);
uint32_t shmem_ctx_uint32_atomic_compare_swap(shmem_ctx_t ctx, uint32_t *dest, uint32_t cond, uint32_t value, int pe);
uint64_t shmem_ctx_uint64_atomic_compare_swap(shmem_ctx_t ctx, uint64_t *dest, uint64_t cond, uint64_t value, int pe);
size_t shmem_ctx_size_atomic_compare_swap(shmem_ctx_t ctx, size_t *dest, size_t cond, size_t value, int pe);
ptrdiff_t shmem_ctx_ptrdiff_atomic_compare_swap(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t cond, ptrdiff_t value, int pe);
int shmem_ctx_int_atomic_fetch_inc(shmem_ctx_t ctx, int *dest, int pe);
long shmem_ctx_long_atomic_fetch_inc(shmem_ctx_t ctx, long *dest, int pe);
long long shmem_ctx_longlong_atomic_fetch_inc(shmem_ctx_t ctx, long long *dest, int pe);
unsigned int shmem_ctx_uint_atomic_fetch_inc(shmem_ctx_t ctx, unsigned int *dest, int pe);
unsigned long shmem_ctx_ulong_atomic_fetch_inc(shmem_ctx_t ctx, unsigned long *dest, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_fetch_inc(shmem_ctx_t ctx, unsigned long long *dest, int pe);
int32_t shmem_ctx_int32_atomic_fetch_inc(shmem_ctx_t ctx, int32_t *dest, int pe);
int64_t shmem_ctx_int64_atomic_fetch_inc(shmem_ctx_t ctx, int64_t *dest, int pe);
uint32_t shmem_ctx_uint32_atomic_fetch_inc(shmem_ctx_t ctx, uint32_t *dest, int pe);
uint64_t shmem_ctx_uint64_atomic_fetch_inc(shmem_ctx_t ctx, uint64_t *dest, int pe);
size_t shmem_ctx_size_atomic_fetch_inc(shmem_ctx_t ctx, size_t *dest, int pe);
ptrdiff_t shmem_ctx_ptrdiff_atomic_fetch_inc(shmem_ctx_t ctx, ptrdiff_t *dest, int pe);
void shmem_ctx_int_atomic_inc(shmem_ctx_t ctx, int *dest, int pe);
void shmem_ctx_long_atomic_inc(shmem_ctx_t ctx, long *dest, int pe);
void shmem_ctx_longlong_atomic_inc(shmem_ctx_t ctx, long long *dest, int pe);
void shmem_ctx_uint_atomic_inc(shmem_ctx_t ctx, unsigned int *dest, int pe);
void shmem_ctx_ulong_atomic_inc(shmem_ctx_t ctx, unsigned long *dest, int pe);
void shmem_ctx_ulonglong_atomic_inc(shmem_ctx_t ctx, unsigned long long *dest, int pe);
void shmem_ctx_int32_atomic_inc(shmem_ctx_t ctx, int32_t *dest, int pe);
void shmem_ctx_int64_atomic_inc(shmem_ctx_t ctx, int64_t *dest, int pe);
void shmem_ctx_uint32_atomic_inc(shmem_ctx_t ctx, uint32_t *dest, int pe);
void shmem_ctx_uint64_atomic_inc(shmem_ctx_t ctx, uint64_t *dest, int pe);
void shmem_ctx_size_atomic_inc(shmem_ctx_t ctx, size_t *dest, int pe);
void shmem_ctx_ptrdiff_atomic_inc(shmem_ctx_t ctx, ptrdiff_t *dest, int pe);
int shmem_ctx_int_atomic_fetch_add(shmem_ctx_t ctx, int *dest, int value, int pe);
long shmem_ctx_long_atomic_fetch_add(shmem_ctx_t ctx, long *dest, long value, int pe);
long long shmem_ctx_longlong_atomic_fetch_add(shmem_ctx_t ctx, long long *dest, long long value, int pe);
unsigned int shmem_ctx_uint_atomic_fetch_add(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ctx_ulong_atomic_fetch_add(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_fetch_add(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_ctx_int32_atomic_fetch_add(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
int64_t shmem_ctx_int64_atomic_fetch_add(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
uint32_t shmem_ctx_uint32_atomic_fetch_add(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_ctx_uint64_atomic_fetch_add(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
size_t shmem_ctx_size_atomic_fetch_add(shmem_ctx_t ctx, size_t *dest, size_t value, int pe);
ptrdiff_t shmem_ctx_ptrdiff_atomic_fetch_add(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_ctx_int_atomic_add(shmem_ctx_t ctx, int *dest, int value, int pe);
void shmem_ctx_long_atomic_add(shmem_ctx_t ctx, long *dest, long value, int pe);
void shmem_ctx_longlong_atomic_add(shmem_ctx_t ctx, long long *dest, long long value, int pe);
void shmem_ctx_uint_atomic_add(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_add(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_add(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_add(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_add(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_add(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_add(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_size_atomic_add(shmem_ctx_t ctx, size_t *dest, size_t value, int pe);
void shmem_ctx_ptrdiff_atomic_add(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t value, int pe);
void shmem_ctx_int_atomic_compare_swap_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int cond, int value, int pe);
void shmem_ctx_long_atomic_compare_swap_nbi(shmem_ctx_t ctx, long *fetch, long *dest, long cond, long value, int pe);
void shmem_ctx_longlong_atomic_compare_swap_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, long long cond, long long value, int pe);
void shmem_ctx_uint_atomic_compare_swap_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int cond, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_compare_swap_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long cond, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_compare_swap_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_compare_swap_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t cond, int32_t value, int pe);
void shmem_ctx_int64_atomic_compare_swap_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t cond, int64_t value, int pe);
void shmem_ctx_uint32_atomic_compare_swap_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, uint32_t cond, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_compare_swap_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, uint64_t cond, uint64_t value, int pe);
void shmem_ctx_size_atomic_compare_swap_nbi(shmem_ctx_t ctx, size_t *fetch, size_t *dest, size_t cond, size_t value, int pe);
void shmem_ctx_ptrdiff_atomic_compare_swap_nbi(shmem_ctx_t ctx, ptrdiff_t *fetch, ptrdiff_t *dest, ptrdiff_t cond, ptrdiff_t value, int pe);
void shmem_ctx_int_atomic_fetch_inc_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int pe);
void shmem_ctx_long_atomic_fetch_inc_nbi(shmem_ctx_t ctx, long *fetch, long *dest, int pe);
void shmem_ctx_longlong_atomic_fetch_inc_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, int pe);
void shmem_ctx_uint_atomic_fetch_inc_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, int pe);
void shmem_ctx_ulong_atomic_fetch_inc_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, int pe);
void shmem_ctx_ulonglong_atomic_fetch_inc_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, int pe);
void shmem_ctx_int32_atomic_fetch_inc_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int pe);
void shmem_ctx_int64_atomic_fetch_inc_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int pe);
void shmem_ctx_uint32_atomic_fetch_inc_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, int pe);
void shmem_ctx_uint64_atomic_fetch_inc_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, int pe);
void shmem_ctx_size_atomic_fetch_inc_nbi(shmem_ctx_t ctx, size_t *fetch, size_t *dest, int pe);
void shmem_ctx_ptrdiff_atomic_fetch_inc_nbi(shmem_ctx_t ctx, ptrdiff_t *fetch, ptrdiff_t *dest, int pe);
void shmem_ctx_int_atomic_fetch_add_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int value, int pe);
void shmem_ctx_long_atomic_fetch_add_nbi(shmem_ctx_t ctx, long *fetch, long *dest, long value, int pe);
void shmem_ctx_longlong_atomic_fetch_add_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, long long value, int pe);
void shmem_ctx_uint_atomic_fetch_add_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_fetch_add_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_fetch_add_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_fetch_add_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_fetch_add_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_fetch_add_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_fetch_add_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_size_atomic_fetch_add_nbi(shmem_ctx_t ctx, size_t *fetch, size_t *dest, size_t value, int pe);
void shmem_ctx_ptrdiff_atomic_fetch_add_nbi(shmem_ctx_t ctx, ptrdiff_t *fetch, ptrdiff_t *dest, ptrdiff_t value, int pe);
unsigned int shmem_ctx_uint_atomic_fetch_and(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ctx_ulong_atomic_fetch_and(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_fetch_and(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_ctx_int32_atomic_fetch_and(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
int64_t shmem_ctx_int64_atomic_fetch_and(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
uint32_t shmem_ctx_uint32_atomic_fetch_and(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_ctx_uint64_atomic_fetch_and(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_uint_atomic_and(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_and(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_and(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_and(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_and(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_and(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_and(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
unsigned int shmem_ctx_uint_atomic_fetch_or(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ctx_ulong_atomic_fetch_or(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_fetch_or(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_ctx_int32_atomic_fetch_or(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
int64_t shmem_ctx_int64_atomic_fetch_or(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
uint32_t shmem_ctx_uint32_atomic_fetch_or(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_ctx_uint64_atomic_fetch_or(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_uint_atomic_or(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_or(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_or(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_or(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_or(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_or(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_or(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
unsigned int shmem_ctx_uint_atomic_fetch_xor(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
unsigned long shmem_ctx_ulong_atomic_fetch_xor(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
unsigned long long shmem_ctx_ulonglong_atomic_fetch_xor(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
int32_t shmem_ctx_int32_atomic_fetch_xor(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
int64_t shmem_ctx_int64_atomic_fetch_xor(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
uint32_t shmem_ctx_uint32_atomic_fetch_xor(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
uint64_t shmem_ctx_uint64_atomic_fetch_xor(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_uint_atomic_xor(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_xor(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_xor(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_xor(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_xor(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_xor(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_xor(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_uint_atomic_fetch_and_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_fetch_and_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_fetch_and_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_fetch_and_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_fetch_and_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_fetch_and_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_fetch_and_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_uint_atomic_fetch_or_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_fetch_or_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_fetch_or_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_fetch_or_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_fetch_or_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_fetch_or_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_fetch_or_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);
void shmem_ctx_uint_atomic_fetch_xor_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe);
void shmem_ctx_ulong_atomic_fetch_xor_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe);
void shmem_ctx_ulonglong_atomic_fetch_xor_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe);
void shmem_ctx_int32_atomic_fetch_xor_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe);
void shmem_ctx_int64_atomic_fetch_xor_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe);
void shmem_ctx_uint32_atomic_fetch_xor_nbi(shmem_ctx_t ctx, uint32_t *fetch, uint32_t *dest, uint32_t value, int pe);
void shmem_ctx_uint64_atomic_fetch_xor_nbi(shmem_ctx_t ctx, uint64_t *fetch, uint64_t *dest, uint64_t value, int pe);

/* ---- shmem_ctx_TYPE_put_signal: put-with-signal on a context ------------ */
void shmem_ctx_float_put_signal(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_double_put_signal(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_longdouble_put_signal(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_char_put_signal(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_schar_put_signal(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_short_put_signal(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int_put_signal(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_long_put_signal(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_longlong_put_signal(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uchar_put_signal(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ushort_put_signal(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint_put_signal(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ulong_put_signal(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ulonglong_put_signal(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int8_put_signal(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int16_put_signal(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int32_put_signal(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int64_put_signal(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint8_put_signal(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint16_put_signal(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint32_put_signal(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint64_put_signal(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_size_put_signal(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ptrdiff_put_signal(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put8_signal(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put16_signal(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put32_signal(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put64_signal(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put128_signal(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_putmem_signal(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_float_put_signal_nbi(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_double_put_signal_nbi(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_longdouble_put_signal_nbi(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_char_put_signal_nbi(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_schar_put_signal_nbi(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_short_put_signal_nbi(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int_put_signal_nbi(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_long_put_signal_nbi(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_longlong_put_signal_nbi(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uchar_put_signal_nbi(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ushort_put_signal_nbi(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint_put_signal_nbi(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ulong_put_signal_nbi(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ulonglong_put_signal_nbi(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int8_put_signal_nbi(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int16_put_signal_nbi(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int32_put_signal_nbi(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_int64_put_signal_nbi(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint8_put_signal_nbi(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint16_put_signal_nbi(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint32_put_signal_nbi(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_uint64_put_signal_nbi(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_size_put_signal_nbi(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_ptrdiff_put_signal_nbi(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put8_signal_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put16_signal_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put32_signal_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put64_signal_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_put128_signal_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_putmem_signal_nbi(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe);
void shmem_ctx_signal_add(shmem_ctx_t ctx, uint64_t *sig_addr, uint64_t signal, int pe);
void shmem_ctx_signal_set(shmem_ctx_t ctx, uint64_t *sig_addr, uint64_t signal, int pe);

/*
 * ---- C11 type-generic interfaces (OpenSHMEM 1.5) -------------------------
 * Compiled as C11 or later, shmem_put(dest, source, nelems, pe) and every
 * other name below picks the typed routine from the type of *dest (or
 * *source, *ivar) at compile time: no run-time cost, and a type with no
 * typed routine is a compile error, never a silent retype. Where a name
 * is also an SGI routine, the SGI call keeps its meaning: shmem_put, get,
 * iput, iget, swap, wait and wait_until on a long are the SGI routines'
 * own typed twins (the same 64-bit elements); shmem_broadcast with 8
 * arguments and shmem_sync with 4 are the active-set routines, with 5
 * and 1 the team forms; and a void * passed to shmem_put, get, iput or
 * iget (legal for the SGI routines) calls the SGI routine. The RMA,
 * put-with-signal and atomic names also take a context first
 * (shmem_put(ctx, dest, source, nelems, pe)), told apart by the number
 * of arguments. Define SHMEM_NO_GENERICS before including this
 * header to keep every name a plain function (C11 code that calls
 * shmem_put on non-long buffers with the SGI meaning). C++ gets
 * overloads instead (at the end of this header). The SHMEMI_G_ helpers
 * are what the macros expand to at the call site.
 */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && \
    !defined(__cplusplus) && !defined(SHMEM_NO_GENERICS) && !defined(SHMAP_BUILD)
#define SHMEMI_G_ARG5(_1, _2, _3, _4, _5, ...) _5
#define SHMEMI_G_ARG9(_1, _2, _3, _4, _5, _6, _7, _8, _9, ...) _9
#define SHMEMI_G_BAD(...) ((void)sizeof(struct shmem_generic_routine_called_with_a_wrong_number_of_arguments))
/* The 10th argument: NAME(...) picks its form by the number of arguments,
 * the context form (first argument a shmem_ctx_t) taking one more. */
#define SHMEMI_G_N(_1, _2, _3, _4, _5, _6, _7, _8, _9, N, ...) N
/* RMA */
#define SHMEMI_G_put(dest, ...) _Generic((dest), float *: shmem_float_put, double *: shmem_double_put, long double *: shmem_longdouble_put, char *: shmem_char_put, signed char *: shmem_schar_put, short *: shmem_short_put, int *: shmem_int_put, long *: shmem_long_put, long long *: shmem_longlong_put, unsigned char *: shmem_uchar_put, unsigned short *: shmem_ushort_put, unsigned int *: shmem_uint_put, unsigned long *: shmem_ulong_put, unsigned long long *: shmem_ulonglong_put, void *: shmem_put)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_put(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_put, double: shmem_ctx_double_put, long double: shmem_ctx_longdouble_put, char: shmem_ctx_char_put, signed char: shmem_ctx_schar_put, short: shmem_ctx_short_put, int: shmem_ctx_int_put, long: shmem_ctx_long_put, long long: shmem_ctx_longlong_put, unsigned char: shmem_ctx_uchar_put, unsigned short: shmem_ctx_ushort_put, unsigned int: shmem_ctx_uint_put, unsigned long: shmem_ctx_ulong_put, unsigned long long: shmem_ctx_ulonglong_put)(ctx, dest, __VA_ARGS__)
#define shmem_put(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_put, SHMEMI_G_put, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_get(dest, ...) _Generic((dest), float *: shmem_float_get, double *: shmem_double_get, long double *: shmem_longdouble_get, char *: shmem_char_get, signed char *: shmem_schar_get, short *: shmem_short_get, int *: shmem_int_get, long *: shmem_long_get, long long *: shmem_longlong_get, unsigned char *: shmem_uchar_get, unsigned short *: shmem_ushort_get, unsigned int *: shmem_uint_get, unsigned long *: shmem_ulong_get, unsigned long long *: shmem_ulonglong_get, void *: shmem_get)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_get(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_get, double: shmem_ctx_double_get, long double: shmem_ctx_longdouble_get, char: shmem_ctx_char_get, signed char: shmem_ctx_schar_get, short: shmem_ctx_short_get, int: shmem_ctx_int_get, long: shmem_ctx_long_get, long long: shmem_ctx_longlong_get, unsigned char: shmem_ctx_uchar_get, unsigned short: shmem_ctx_ushort_get, unsigned int: shmem_ctx_uint_get, unsigned long: shmem_ctx_ulong_get, unsigned long long: shmem_ctx_ulonglong_get)(ctx, dest, __VA_ARGS__)
#define shmem_get(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_get, SHMEMI_G_get, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_put_nbi(dest, ...) _Generic(*(dest), float: shmem_float_put_nbi, double: shmem_double_put_nbi, long double: shmem_longdouble_put_nbi, char: shmem_char_put_nbi, signed char: shmem_schar_put_nbi, short: shmem_short_put_nbi, int: shmem_int_put_nbi, long: shmem_long_put_nbi, long long: shmem_longlong_put_nbi, unsigned char: shmem_uchar_put_nbi, unsigned short: shmem_ushort_put_nbi, unsigned int: shmem_uint_put_nbi, unsigned long: shmem_ulong_put_nbi, unsigned long long: shmem_ulonglong_put_nbi)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_put_nbi(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_put_nbi, double: shmem_ctx_double_put_nbi, long double: shmem_ctx_longdouble_put_nbi, char: shmem_ctx_char_put_nbi, signed char: shmem_ctx_schar_put_nbi, short: shmem_ctx_short_put_nbi, int: shmem_ctx_int_put_nbi, long: shmem_ctx_long_put_nbi, long long: shmem_ctx_longlong_put_nbi, unsigned char: shmem_ctx_uchar_put_nbi, unsigned short: shmem_ctx_ushort_put_nbi, unsigned int: shmem_ctx_uint_put_nbi, unsigned long: shmem_ctx_ulong_put_nbi, unsigned long long: shmem_ctx_ulonglong_put_nbi)(ctx, dest, __VA_ARGS__)
#define shmem_put_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_put_nbi, SHMEMI_G_put_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_get_nbi(dest, ...) _Generic(*(dest), float: shmem_float_get_nbi, double: shmem_double_get_nbi, long double: shmem_longdouble_get_nbi, char: shmem_char_get_nbi, signed char: shmem_schar_get_nbi, short: shmem_short_get_nbi, int: shmem_int_get_nbi, long: shmem_long_get_nbi, long long: shmem_longlong_get_nbi, unsigned char: shmem_uchar_get_nbi, unsigned short: shmem_ushort_get_nbi, unsigned int: shmem_uint_get_nbi, unsigned long: shmem_ulong_get_nbi, unsigned long long: shmem_ulonglong_get_nbi)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_get_nbi(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_get_nbi, double: shmem_ctx_double_get_nbi, long double: shmem_ctx_longdouble_get_nbi, char: shmem_ctx_char_get_nbi, signed char: shmem_ctx_schar_get_nbi, short: shmem_ctx_short_get_nbi, int: shmem_ctx_int_get_nbi, long: shmem_ctx_long_get_nbi, long long: shmem_ctx_longlong_get_nbi, unsigned char: shmem_ctx_uchar_get_nbi, unsigned short: shmem_ctx_ushort_get_nbi, unsigned int: shmem_ctx_uint_get_nbi, unsigned long: shmem_ctx_ulong_get_nbi, unsigned long long: shmem_ctx_ulonglong_get_nbi)(ctx, dest, __VA_ARGS__)
#define shmem_get_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_get_nbi, SHMEMI_G_get_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_iput(dest, ...) _Generic((dest), float *: shmem_float_iput, double *: shmem_double_iput, long double *: shmem_longdouble_iput, char *: shmem_char_iput, signed char *: shmem_schar_iput, short *: shmem_short_iput, int *: shmem_int_iput, long *: shmem_long_iput, long long *: shmem_longlong_iput, unsigned char *: shmem_uchar_iput, unsigned short *: shmem_ushort_iput, unsigned int *: shmem_uint_iput, unsigned long *: shmem_ulong_iput, unsigned long long *: shmem_ulonglong_iput, void *: shmem_iput)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_iput(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_iput, double: shmem_ctx_double_iput, long double: shmem_ctx_longdouble_iput, char: shmem_ctx_char_iput, signed char: shmem_ctx_schar_iput, short: shmem_ctx_short_iput, int: shmem_ctx_int_iput, long: shmem_ctx_long_iput, long long: shmem_ctx_longlong_iput, unsigned char: shmem_ctx_uchar_iput, unsigned short: shmem_ctx_ushort_iput, unsigned int: shmem_ctx_uint_iput, unsigned long: shmem_ctx_ulong_iput, unsigned long long: shmem_ctx_ulonglong_iput)(ctx, dest, __VA_ARGS__)
#define shmem_iput(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_iput, SHMEMI_G_iput, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_iget(dest, ...) _Generic((dest), float *: shmem_float_iget, double *: shmem_double_iget, long double *: shmem_longdouble_iget, char *: shmem_char_iget, signed char *: shmem_schar_iget, short *: shmem_short_iget, int *: shmem_int_iget, long *: shmem_long_iget, long long *: shmem_longlong_iget, unsigned char *: shmem_uchar_iget, unsigned short *: shmem_ushort_iget, unsigned int *: shmem_uint_iget, unsigned long *: shmem_ulong_iget, unsigned long long *: shmem_ulonglong_iget, void *: shmem_iget)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_iget(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_iget, double: shmem_ctx_double_iget, long double: shmem_ctx_longdouble_iget, char: shmem_ctx_char_iget, signed char: shmem_ctx_schar_iget, short: shmem_ctx_short_iget, int: shmem_ctx_int_iget, long: shmem_ctx_long_iget, long long: shmem_ctx_longlong_iget, unsigned char: shmem_ctx_uchar_iget, unsigned short: shmem_ctx_ushort_iget, unsigned int: shmem_ctx_uint_iget, unsigned long: shmem_ctx_ulong_iget, unsigned long long: shmem_ctx_ulonglong_iget)(ctx, dest, __VA_ARGS__)
#define shmem_iget(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_iget, SHMEMI_G_iget, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_ibput(dest, ...) _Generic(*(dest), float: shmem_float_ibput, double: shmem_double_ibput, long double: shmem_longdouble_ibput, char: shmem_char_ibput, signed char: shmem_schar_ibput, short: shmem_short_ibput, int: shmem_int_ibput, long: shmem_long_ibput, long long: shmem_longlong_ibput, unsigned char: shmem_uchar_ibput, unsigned short: shmem_ushort_ibput, unsigned int: shmem_uint_ibput, unsigned long: shmem_ulong_ibput, unsigned long long: shmem_ulonglong_ibput)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_ibput(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_ibput, double: shmem_ctx_double_ibput, long double: shmem_ctx_longdouble_ibput, char: shmem_ctx_char_ibput, signed char: shmem_ctx_schar_ibput, short: shmem_ctx_short_ibput, int: shmem_ctx_int_ibput, long: shmem_ctx_long_ibput, long long: shmem_ctx_longlong_ibput, unsigned char: shmem_ctx_uchar_ibput, unsigned short: shmem_ctx_ushort_ibput, unsigned int: shmem_ctx_uint_ibput, unsigned long: shmem_ctx_ulong_ibput, unsigned long long: shmem_ctx_ulonglong_ibput)(ctx, dest, __VA_ARGS__)
#define shmem_ibput(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_ctx_ibput, SHMEMI_G_ibput, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_ibget(dest, ...) _Generic(*(dest), float: shmem_float_ibget, double: shmem_double_ibget, long double: shmem_longdouble_ibget, char: shmem_char_ibget, signed char: shmem_schar_ibget, short: shmem_short_ibget, int: shmem_int_ibget, long: shmem_long_ibget, long long: shmem_longlong_ibget, unsigned char: shmem_uchar_ibget, unsigned short: shmem_ushort_ibget, unsigned int: shmem_uint_ibget, unsigned long: shmem_ulong_ibget, unsigned long long: shmem_ulonglong_ibget)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_ibget(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_ibget, double: shmem_ctx_double_ibget, long double: shmem_ctx_longdouble_ibget, char: shmem_ctx_char_ibget, signed char: shmem_ctx_schar_ibget, short: shmem_ctx_short_ibget, int: shmem_ctx_int_ibget, long: shmem_ctx_long_ibget, long long: shmem_ctx_longlong_ibget, unsigned char: shmem_ctx_uchar_ibget, unsigned short: shmem_ctx_ushort_ibget, unsigned int: shmem_ctx_uint_ibget, unsigned long: shmem_ctx_ulong_ibget, unsigned long long: shmem_ctx_ulonglong_ibget)(ctx, dest, __VA_ARGS__)
#define shmem_ibget(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_ctx_ibget, SHMEMI_G_ibget, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_p(dest, ...) _Generic(*(dest), float: shmem_float_p, double: shmem_double_p, long double: shmem_longdouble_p, char: shmem_char_p, signed char: shmem_schar_p, short: shmem_short_p, int: shmem_int_p, long: shmem_long_p, long long: shmem_longlong_p, unsigned char: shmem_uchar_p, unsigned short: shmem_ushort_p, unsigned int: shmem_uint_p, unsigned long: shmem_ulong_p, unsigned long long: shmem_ulonglong_p)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_p(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_p, double: shmem_ctx_double_p, long double: shmem_ctx_longdouble_p, char: shmem_ctx_char_p, signed char: shmem_ctx_schar_p, short: shmem_ctx_short_p, int: shmem_ctx_int_p, long: shmem_ctx_long_p, long long: shmem_ctx_longlong_p, unsigned char: shmem_ctx_uchar_p, unsigned short: shmem_ctx_ushort_p, unsigned int: shmem_ctx_uint_p, unsigned long: shmem_ctx_ulong_p, unsigned long long: shmem_ctx_ulonglong_p)(ctx, dest, __VA_ARGS__)
#define shmem_p(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_p, SHMEMI_G_p, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_g(source, ...) _Generic(*(source), float: shmem_float_g, double: shmem_double_g, long double: shmem_longdouble_g, char: shmem_char_g, signed char: shmem_schar_g, short: shmem_short_g, int: shmem_int_g, long: shmem_long_g, long long: shmem_longlong_g, unsigned char: shmem_uchar_g, unsigned short: shmem_ushort_g, unsigned int: shmem_uint_g, unsigned long: shmem_ulong_g, unsigned long long: shmem_ulonglong_g)(source, __VA_ARGS__)
#define SHMEMI_G_ctx_g(ctx, source, ...) _Generic(*(source), float: shmem_ctx_float_g, double: shmem_ctx_double_g, long double: shmem_ctx_longdouble_g, char: shmem_ctx_char_g, signed char: shmem_ctx_schar_g, short: shmem_ctx_short_g, int: shmem_ctx_int_g, long: shmem_ctx_long_g, long long: shmem_ctx_longlong_g, unsigned char: shmem_ctx_uchar_g, unsigned short: shmem_ctx_ushort_g, unsigned int: shmem_ctx_uint_g, unsigned long: shmem_ctx_ulong_g, unsigned long long: shmem_ctx_ulonglong_g)(ctx, source, __VA_ARGS__)
#define shmem_g(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_g, SHMEMI_G_g, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_put_signal(dest, ...) _Generic(*(dest), float: shmem_float_put_signal, double: shmem_double_put_signal, long double: shmem_longdouble_put_signal, char: shmem_char_put_signal, signed char: shmem_schar_put_signal, short: shmem_short_put_signal, int: shmem_int_put_signal, long: shmem_long_put_signal, long long: shmem_longlong_put_signal, unsigned char: shmem_uchar_put_signal, unsigned short: shmem_ushort_put_signal, unsigned int: shmem_uint_put_signal, unsigned long: shmem_ulong_put_signal, unsigned long long: shmem_ulonglong_put_signal)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_put_signal(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_put_signal, double: shmem_ctx_double_put_signal, long double: shmem_ctx_longdouble_put_signal, char: shmem_ctx_char_put_signal, signed char: shmem_ctx_schar_put_signal, short: shmem_ctx_short_put_signal, int: shmem_ctx_int_put_signal, long: shmem_ctx_long_put_signal, long long: shmem_ctx_longlong_put_signal, unsigned char: shmem_ctx_uchar_put_signal, unsigned short: shmem_ctx_ushort_put_signal, unsigned int: shmem_ctx_uint_put_signal, unsigned long: shmem_ctx_ulong_put_signal, unsigned long long: shmem_ctx_ulonglong_put_signal)(ctx, dest, __VA_ARGS__)
#define shmem_put_signal(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_ctx_put_signal, SHMEMI_G_put_signal, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_put_signal_nbi(dest, ...) _Generic(*(dest), float: shmem_float_put_signal_nbi, double: shmem_double_put_signal_nbi, long double: shmem_longdouble_put_signal_nbi, char: shmem_char_put_signal_nbi, signed char: shmem_schar_put_signal_nbi, short: shmem_short_put_signal_nbi, int: shmem_int_put_signal_nbi, long: shmem_long_put_signal_nbi, long long: shmem_longlong_put_signal_nbi, unsigned char: shmem_uchar_put_signal_nbi, unsigned short: shmem_ushort_put_signal_nbi, unsigned int: shmem_uint_put_signal_nbi, unsigned long: shmem_ulong_put_signal_nbi, unsigned long long: shmem_ulonglong_put_signal_nbi)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_put_signal_nbi(ctx, dest, ...) _Generic(*(dest), float: shmem_ctx_float_put_signal_nbi, double: shmem_ctx_double_put_signal_nbi, long double: shmem_ctx_longdouble_put_signal_nbi, char: shmem_ctx_char_put_signal_nbi, signed char: shmem_ctx_schar_put_signal_nbi, short: shmem_ctx_short_put_signal_nbi, int: shmem_ctx_int_put_signal_nbi, long: shmem_ctx_long_put_signal_nbi, long long: shmem_ctx_longlong_put_signal_nbi, unsigned char: shmem_ctx_uchar_put_signal_nbi, unsigned short: shmem_ctx_ushort_put_signal_nbi, unsigned int: shmem_ctx_uint_put_signal_nbi, unsigned long: shmem_ctx_ulong_put_signal_nbi, unsigned long long: shmem_ctx_ulonglong_put_signal_nbi)(ctx, dest, __VA_ARGS__)
#define shmem_put_signal_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_ctx_put_signal_nbi, SHMEMI_G_put_signal_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
/* Atomics */
#define SHMEMI_G_atomic_fetch(source, ...) _Generic(*(source), int: shmem_int_atomic_fetch, long: shmem_long_atomic_fetch, long long: shmem_longlong_atomic_fetch, unsigned int: shmem_uint_atomic_fetch, unsigned long: shmem_ulong_atomic_fetch, unsigned long long: shmem_ulonglong_atomic_fetch, float: shmem_float_atomic_fetch, double: shmem_double_atomic_fetch)(source, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch(ctx, source, ...) _Generic(*(source), int: shmem_ctx_int_atomic_fetch, long: shmem_ctx_long_atomic_fetch, long long: shmem_ctx_longlong_atomic_fetch, unsigned int: shmem_ctx_uint_atomic_fetch, unsigned long: shmem_ctx_ulong_atomic_fetch, unsigned long long: shmem_ctx_ulonglong_atomic_fetch, float: shmem_ctx_float_atomic_fetch, double: shmem_ctx_double_atomic_fetch)(ctx, source, __VA_ARGS__)
#define shmem_atomic_fetch(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch, SHMEMI_G_atomic_fetch, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_set(dest, ...) _Generic(*(dest), int: shmem_int_atomic_set, long: shmem_long_atomic_set, long long: shmem_longlong_atomic_set, unsigned int: shmem_uint_atomic_set, unsigned long: shmem_ulong_atomic_set, unsigned long long: shmem_ulonglong_atomic_set, float: shmem_float_atomic_set, double: shmem_double_atomic_set)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_set(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_set, long: shmem_ctx_long_atomic_set, long long: shmem_ctx_longlong_atomic_set, unsigned int: shmem_ctx_uint_atomic_set, unsigned long: shmem_ctx_ulong_atomic_set, unsigned long long: shmem_ctx_ulonglong_atomic_set, float: shmem_ctx_float_atomic_set, double: shmem_ctx_double_atomic_set)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_set(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_set, SHMEMI_G_atomic_set, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_swap(dest, ...) _Generic(*(dest), int: shmem_int_atomic_swap, long: shmem_long_atomic_swap, long long: shmem_longlong_atomic_swap, unsigned int: shmem_uint_atomic_swap, unsigned long: shmem_ulong_atomic_swap, unsigned long long: shmem_ulonglong_atomic_swap, float: shmem_float_atomic_swap, double: shmem_double_atomic_swap)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_swap(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_swap, long: shmem_ctx_long_atomic_swap, long long: shmem_ctx_longlong_atomic_swap, unsigned int: shmem_ctx_uint_atomic_swap, unsigned long: shmem_ctx_ulong_atomic_swap, unsigned long long: shmem_ctx_ulonglong_atomic_swap, float: shmem_ctx_float_atomic_swap, double: shmem_ctx_double_atomic_swap)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_swap(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_swap, SHMEMI_G_atomic_swap, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_compare_swap(dest, ...) _Generic(*(dest), int: shmem_int_atomic_compare_swap, long: shmem_long_atomic_compare_swap, long long: shmem_longlong_atomic_compare_swap, unsigned int: shmem_uint_atomic_compare_swap, unsigned long: shmem_ulong_atomic_compare_swap, unsigned long long: shmem_ulonglong_atomic_compare_swap)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_compare_swap(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_compare_swap, long: shmem_ctx_long_atomic_compare_swap, long long: shmem_ctx_longlong_atomic_compare_swap, unsigned int: shmem_ctx_uint_atomic_compare_swap, unsigned long: shmem_ctx_ulong_atomic_compare_swap, unsigned long long: shmem_ctx_ulonglong_atomic_compare_swap)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_compare_swap(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_compare_swap, SHMEMI_G_atomic_compare_swap, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_inc(dest, ...) _Generic(*(dest), int: shmem_int_atomic_fetch_inc, long: shmem_long_atomic_fetch_inc, long long: shmem_longlong_atomic_fetch_inc, unsigned int: shmem_uint_atomic_fetch_inc, unsigned long: shmem_ulong_atomic_fetch_inc, unsigned long long: shmem_ulonglong_atomic_fetch_inc)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_inc(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_fetch_inc, long: shmem_ctx_long_atomic_fetch_inc, long long: shmem_ctx_longlong_atomic_fetch_inc, unsigned int: shmem_ctx_uint_atomic_fetch_inc, unsigned long: shmem_ctx_ulong_atomic_fetch_inc, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_inc)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_fetch_inc(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_inc, SHMEMI_G_atomic_fetch_inc, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_inc(dest, ...) _Generic(*(dest), int: shmem_int_atomic_inc, long: shmem_long_atomic_inc, long long: shmem_longlong_atomic_inc, unsigned int: shmem_uint_atomic_inc, unsigned long: shmem_ulong_atomic_inc, unsigned long long: shmem_ulonglong_atomic_inc)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_inc(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_inc, long: shmem_ctx_long_atomic_inc, long long: shmem_ctx_longlong_atomic_inc, unsigned int: shmem_ctx_uint_atomic_inc, unsigned long: shmem_ctx_ulong_atomic_inc, unsigned long long: shmem_ctx_ulonglong_atomic_inc)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_inc(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_inc, SHMEMI_G_atomic_inc, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_add(dest, ...) _Generic(*(dest), int: shmem_int_atomic_fetch_add, long: shmem_long_atomic_fetch_add, long long: shmem_longlong_atomic_fetch_add, unsigned int: shmem_uint_atomic_fetch_add, unsigned long: shmem_ulong_atomic_fetch_add, unsigned long long: shmem_ulonglong_atomic_fetch_add)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_add(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_fetch_add, long: shmem_ctx_long_atomic_fetch_add, long long: shmem_ctx_longlong_atomic_fetch_add, unsigned int: shmem_ctx_uint_atomic_fetch_add, unsigned long: shmem_ctx_ulong_atomic_fetch_add, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_add)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_fetch_add(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_add, SHMEMI_G_atomic_fetch_add, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_add(dest, ...) _Generic(*(dest), int: shmem_int_atomic_add, long: shmem_long_atomic_add, long long: shmem_longlong_atomic_add, unsigned int: shmem_uint_atomic_add, unsigned long: shmem_ulong_atomic_add, unsigned long long: shmem_ulonglong_atomic_add)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_add(ctx, dest, ...) _Generic(*(dest), int: shmem_ctx_int_atomic_add, long: shmem_ctx_long_atomic_add, long long: shmem_ctx_longlong_atomic_add, unsigned int: shmem_ctx_uint_atomic_add, unsigned long: shmem_ctx_ulong_atomic_add, unsigned long long: shmem_ctx_ulonglong_atomic_add)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_add(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_add, SHMEMI_G_atomic_add, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_and(dest, ...) _Generic(*(dest), unsigned int: shmem_uint_atomic_fetch_and, unsigned long: shmem_ulong_atomic_fetch_and, unsigned long long: shmem_ulonglong_atomic_fetch_and, int32_t: shmem_int32_atomic_fetch_and, int64_t: shmem_int64_atomic_fetch_and)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_and(ctx, dest, ...) _Generic(*(dest), unsigned int: shmem_ctx_uint_atomic_fetch_and, unsigned long: shmem_ctx_ulong_atomic_fetch_and, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_and, int32_t: shmem_ctx_int32_atomic_fetch_and, int64_t: shmem_ctx_int64_atomic_fetch_and)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_fetch_and(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_and, SHMEMI_G_atomic_fetch_and, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_and(dest, ...) _Generic(*(dest), unsigned int: shmem_uint_atomic_and, unsigned long: shmem_ulong_atomic_and, unsigned long long: shmem_ulonglong_atomic_and, int32_t: shmem_int32_atomic_and, int64_t: shmem_int64_atomic_and)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_and(ctx, dest, ...) _Generic(*(dest), unsigned int: shmem_ctx_uint_atomic_and, unsigned long: shmem_ctx_ulong_atomic_and, unsigned long long: shmem_ctx_ulonglong_atomic_and, int32_t: shmem_ctx_int32_atomic_and, int64_t: shmem_ctx_int64_atomic_and)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_and(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_and, SHMEMI_G_atomic_and, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_or(dest, ...) _Generic(*(dest), unsigned int: shmem_uint_atomic_fetch_or, unsigned long: shmem_ulong_atomic_fetch_or, unsigned long long: shmem_ulonglong_atomic_fetch_or, int32_t: shmem_int32_atomic_fetch_or, int64_t: shmem_int64_atomic_fetch_or)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_or(ctx, dest, ...) _Generic(*(dest), unsigned int: shmem_ctx_uint_atomic_fetch_or, unsigned long: shmem_ctx_ulong_atomic_fetch_or, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_or, int32_t: shmem_ctx_int32_atomic_fetch_or, int64_t: shmem_ctx_int64_atomic_fetch_or)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_fetch_or(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_or, SHMEMI_G_atomic_fetch_or, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_or(dest, ...) _Generic(*(dest), unsigned int: shmem_uint_atomic_or, unsigned long: shmem_ulong_atomic_or, unsigned long long: shmem_ulonglong_atomic_or, int32_t: shmem_int32_atomic_or, int64_t: shmem_int64_atomic_or)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_or(ctx, dest, ...) _Generic(*(dest), unsigned int: shmem_ctx_uint_atomic_or, unsigned long: shmem_ctx_ulong_atomic_or, unsigned long long: shmem_ctx_ulonglong_atomic_or, int32_t: shmem_ctx_int32_atomic_or, int64_t: shmem_ctx_int64_atomic_or)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_or(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_or, SHMEMI_G_atomic_or, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_xor(dest, ...) _Generic(*(dest), unsigned int: shmem_uint_atomic_fetch_xor, unsigned long: shmem_ulong_atomic_fetch_xor, unsigned long long: shmem_ulonglong_atomic_fetch_xor, int32_t: shmem_int32_atomic_fetch_xor, int64_t: shmem_int64_atomic_fetch_xor)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_xor(ctx, dest, ...) _Generic(*(dest), unsigned int: shmem_ctx_uint_atomic_fetch_xor, unsigned long: shmem_ctx_ulong_atomic_fetch_xor, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_xor, int32_t: shmem_ctx_int32_atomic_fetch_xor, int64_t: shmem_ctx_int64_atomic_fetch_xor)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_fetch_xor(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_xor, SHMEMI_G_atomic_fetch_xor, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_xor(dest, ...) _Generic(*(dest), unsigned int: shmem_uint_atomic_xor, unsigned long: shmem_ulong_atomic_xor, unsigned long long: shmem_ulonglong_atomic_xor, int32_t: shmem_int32_atomic_xor, int64_t: shmem_int64_atomic_xor)(dest, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_xor(ctx, dest, ...) _Generic(*(dest), unsigned int: shmem_ctx_uint_atomic_xor, unsigned long: shmem_ctx_ulong_atomic_xor, unsigned long long: shmem_ctx_ulonglong_atomic_xor, int32_t: shmem_ctx_int32_atomic_xor, int64_t: shmem_ctx_int64_atomic_xor)(ctx, dest, __VA_ARGS__)
#define shmem_atomic_xor(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_xor, SHMEMI_G_atomic_xor, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
/* Non-blocking atomics: the first argument is the fetch buffer. */
#define SHMEMI_G_atomic_fetch_nbi(fetch, ...) _Generic(*(fetch), int: shmem_int_atomic_fetch_nbi, long: shmem_long_atomic_fetch_nbi, long long: shmem_longlong_atomic_fetch_nbi, unsigned int: shmem_uint_atomic_fetch_nbi, unsigned long: shmem_ulong_atomic_fetch_nbi, unsigned long long: shmem_ulonglong_atomic_fetch_nbi, float: shmem_float_atomic_fetch_nbi, double: shmem_double_atomic_fetch_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_nbi(ctx, fetch, ...) _Generic(*(fetch), int: shmem_ctx_int_atomic_fetch_nbi, long: shmem_ctx_long_atomic_fetch_nbi, long long: shmem_ctx_longlong_atomic_fetch_nbi, unsigned int: shmem_ctx_uint_atomic_fetch_nbi, unsigned long: shmem_ctx_ulong_atomic_fetch_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_nbi, float: shmem_ctx_float_atomic_fetch_nbi, double: shmem_ctx_double_atomic_fetch_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_fetch_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_nbi, SHMEMI_G_atomic_fetch_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_swap_nbi(fetch, ...) _Generic(*(fetch), int: shmem_int_atomic_swap_nbi, long: shmem_long_atomic_swap_nbi, long long: shmem_longlong_atomic_swap_nbi, unsigned int: shmem_uint_atomic_swap_nbi, unsigned long: shmem_ulong_atomic_swap_nbi, unsigned long long: shmem_ulonglong_atomic_swap_nbi, float: shmem_float_atomic_swap_nbi, double: shmem_double_atomic_swap_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_swap_nbi(ctx, fetch, ...) _Generic(*(fetch), int: shmem_ctx_int_atomic_swap_nbi, long: shmem_ctx_long_atomic_swap_nbi, long long: shmem_ctx_longlong_atomic_swap_nbi, unsigned int: shmem_ctx_uint_atomic_swap_nbi, unsigned long: shmem_ctx_ulong_atomic_swap_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_swap_nbi, float: shmem_ctx_float_atomic_swap_nbi, double: shmem_ctx_double_atomic_swap_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_swap_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_swap_nbi, SHMEMI_G_atomic_swap_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_compare_swap_nbi(fetch, ...) _Generic(*(fetch), int: shmem_int_atomic_compare_swap_nbi, long: shmem_long_atomic_compare_swap_nbi, long long: shmem_longlong_atomic_compare_swap_nbi, unsigned int: shmem_uint_atomic_compare_swap_nbi, unsigned long: shmem_ulong_atomic_compare_swap_nbi, unsigned long long: shmem_ulonglong_atomic_compare_swap_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_compare_swap_nbi(ctx, fetch, ...) _Generic(*(fetch), int: shmem_ctx_int_atomic_compare_swap_nbi, long: shmem_ctx_long_atomic_compare_swap_nbi, long long: shmem_ctx_longlong_atomic_compare_swap_nbi, unsigned int: shmem_ctx_uint_atomic_compare_swap_nbi, unsigned long: shmem_ctx_ulong_atomic_compare_swap_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_compare_swap_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_compare_swap_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_compare_swap_nbi, SHMEMI_G_atomic_compare_swap_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_inc_nbi(fetch, ...) _Generic(*(fetch), int: shmem_int_atomic_fetch_inc_nbi, long: shmem_long_atomic_fetch_inc_nbi, long long: shmem_longlong_atomic_fetch_inc_nbi, unsigned int: shmem_uint_atomic_fetch_inc_nbi, unsigned long: shmem_ulong_atomic_fetch_inc_nbi, unsigned long long: shmem_ulonglong_atomic_fetch_inc_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_inc_nbi(ctx, fetch, ...) _Generic(*(fetch), int: shmem_ctx_int_atomic_fetch_inc_nbi, long: shmem_ctx_long_atomic_fetch_inc_nbi, long long: shmem_ctx_longlong_atomic_fetch_inc_nbi, unsigned int: shmem_ctx_uint_atomic_fetch_inc_nbi, unsigned long: shmem_ctx_ulong_atomic_fetch_inc_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_inc_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_fetch_inc_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_inc_nbi, SHMEMI_G_atomic_fetch_inc_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_add_nbi(fetch, ...) _Generic(*(fetch), int: shmem_int_atomic_fetch_add_nbi, long: shmem_long_atomic_fetch_add_nbi, long long: shmem_longlong_atomic_fetch_add_nbi, unsigned int: shmem_uint_atomic_fetch_add_nbi, unsigned long: shmem_ulong_atomic_fetch_add_nbi, unsigned long long: shmem_ulonglong_atomic_fetch_add_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_add_nbi(ctx, fetch, ...) _Generic(*(fetch), int: shmem_ctx_int_atomic_fetch_add_nbi, long: shmem_ctx_long_atomic_fetch_add_nbi, long long: shmem_ctx_longlong_atomic_fetch_add_nbi, unsigned int: shmem_ctx_uint_atomic_fetch_add_nbi, unsigned long: shmem_ctx_ulong_atomic_fetch_add_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_add_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_fetch_add_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_add_nbi, SHMEMI_G_atomic_fetch_add_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_and_nbi(fetch, ...) _Generic(*(fetch), unsigned int: shmem_uint_atomic_fetch_and_nbi, unsigned long: shmem_ulong_atomic_fetch_and_nbi, unsigned long long: shmem_ulonglong_atomic_fetch_and_nbi, int32_t: shmem_int32_atomic_fetch_and_nbi, int64_t: shmem_int64_atomic_fetch_and_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_and_nbi(ctx, fetch, ...) _Generic(*(fetch), unsigned int: shmem_ctx_uint_atomic_fetch_and_nbi, unsigned long: shmem_ctx_ulong_atomic_fetch_and_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_and_nbi, int32_t: shmem_ctx_int32_atomic_fetch_and_nbi, int64_t: shmem_ctx_int64_atomic_fetch_and_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_fetch_and_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_and_nbi, SHMEMI_G_atomic_fetch_and_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_or_nbi(fetch, ...) _Generic(*(fetch), unsigned int: shmem_uint_atomic_fetch_or_nbi, unsigned long: shmem_ulong_atomic_fetch_or_nbi, unsigned long long: shmem_ulonglong_atomic_fetch_or_nbi, int32_t: shmem_int32_atomic_fetch_or_nbi, int64_t: shmem_int64_atomic_fetch_or_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_or_nbi(ctx, fetch, ...) _Generic(*(fetch), unsigned int: shmem_ctx_uint_atomic_fetch_or_nbi, unsigned long: shmem_ctx_ulong_atomic_fetch_or_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_or_nbi, int32_t: shmem_ctx_int32_atomic_fetch_or_nbi, int64_t: shmem_ctx_int64_atomic_fetch_or_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_fetch_or_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_or_nbi, SHMEMI_G_atomic_fetch_or_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define SHMEMI_G_atomic_fetch_xor_nbi(fetch, ...) _Generic(*(fetch), unsigned int: shmem_uint_atomic_fetch_xor_nbi, unsigned long: shmem_ulong_atomic_fetch_xor_nbi, unsigned long long: shmem_ulonglong_atomic_fetch_xor_nbi, int32_t: shmem_int32_atomic_fetch_xor_nbi, int64_t: shmem_int64_atomic_fetch_xor_nbi)(fetch, __VA_ARGS__)
#define SHMEMI_G_ctx_atomic_fetch_xor_nbi(ctx, fetch, ...) _Generic(*(fetch), unsigned int: shmem_ctx_uint_atomic_fetch_xor_nbi, unsigned long: shmem_ctx_ulong_atomic_fetch_xor_nbi, unsigned long long: shmem_ctx_ulonglong_atomic_fetch_xor_nbi, int32_t: shmem_ctx_int32_atomic_fetch_xor_nbi, int64_t: shmem_ctx_int64_atomic_fetch_xor_nbi)(ctx, fetch, __VA_ARGS__)
#define shmem_atomic_fetch_xor_nbi(...) SHMEMI_G_N(__VA_ARGS__, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_ctx_atomic_fetch_xor_nbi, SHMEMI_G_atomic_fetch_xor_nbi, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
/* Deprecated (OpenSHMEM 1.3) generic atomics, over the SGI/Cray types. */
#define shmem_swap(dest, ...) _Generic(*(dest), short: shmem_short_swap, int: shmem_int_swap, long: shmem_long_swap, long long: shmem_longlong_swap, float: shmem_float_swap, double: shmem_double_swap)(dest, __VA_ARGS__)
#define shmem_fetch(source, ...) _Generic(*(source), short: shmem_short_fetch, int: shmem_int_fetch, long: shmem_long_fetch, long long: shmem_longlong_fetch, float: shmem_float_fetch, double: shmem_double_fetch)(source, __VA_ARGS__)
#define shmem_set(dest, ...) _Generic(*(dest), short: shmem_short_set, int: shmem_int_set, long: shmem_long_set, long long: shmem_longlong_set, float: shmem_float_set, double: shmem_double_set)(dest, __VA_ARGS__)
#define shmem_cswap(dest, ...) _Generic(*(dest), short: shmem_short_cswap, int: shmem_int_cswap, long: shmem_long_cswap, long long: shmem_longlong_cswap)(dest, __VA_ARGS__)
#define shmem_fadd(dest, ...) _Generic(*(dest), short: shmem_short_fadd, int: shmem_int_fadd, long: shmem_long_fadd, long long: shmem_longlong_fadd)(dest, __VA_ARGS__)
#define shmem_finc(dest, ...) _Generic(*(dest), short: shmem_short_finc, int: shmem_int_finc, long: shmem_long_finc, long long: shmem_longlong_finc)(dest, __VA_ARGS__)
#define shmem_add(dest, ...) _Generic(*(dest), short: shmem_short_add, int: shmem_int_add, long: shmem_long_add, long long: shmem_longlong_add)(dest, __VA_ARGS__)
#define shmem_inc(dest, ...) _Generic(*(dest), short: shmem_short_inc, int: shmem_int_inc, long: shmem_long_inc, long long: shmem_longlong_inc)(dest, __VA_ARGS__)
/* Point-to-point synchronization */
#define shmem_wait(ivar, ...) _Generic(*(ivar), short: shmem_short_wait, int: shmem_int_wait, long: shmem_long_wait, long long: shmem_longlong_wait, unsigned short: shmem_ushort_wait, unsigned int: shmem_uint_wait, unsigned long: shmem_ulong_wait, unsigned long long: shmem_ulonglong_wait)(ivar, __VA_ARGS__)
#define shmem_wait_until(ivar, ...) _Generic(*(ivar), short: shmem_short_wait_until, int: shmem_int_wait_until, long: shmem_long_wait_until, long long: shmem_longlong_wait_until, unsigned short: shmem_ushort_wait_until, unsigned int: shmem_uint_wait_until, unsigned long: shmem_ulong_wait_until, unsigned long long: shmem_ulonglong_wait_until)(ivar, __VA_ARGS__)
#define shmem_test(ivar, ...) _Generic(*(ivar), short: shmem_short_test, int: shmem_int_test, long: shmem_long_test, long long: shmem_longlong_test, unsigned short: shmem_ushort_test, unsigned int: shmem_uint_test, unsigned long: shmem_ulong_test, unsigned long long: shmem_ulonglong_test)(ivar, __VA_ARGS__)
#define shmem_wait_until_all(ivars, ...) _Generic(*(ivars), short: shmem_short_wait_until_all, int: shmem_int_wait_until_all, long: shmem_long_wait_until_all, long long: shmem_longlong_wait_until_all, unsigned short: shmem_ushort_wait_until_all, unsigned int: shmem_uint_wait_until_all, unsigned long: shmem_ulong_wait_until_all, unsigned long long: shmem_ulonglong_wait_until_all)(ivars, __VA_ARGS__)
#define shmem_wait_until_any(ivars, ...) _Generic(*(ivars), short: shmem_short_wait_until_any, int: shmem_int_wait_until_any, long: shmem_long_wait_until_any, long long: shmem_longlong_wait_until_any, unsigned short: shmem_ushort_wait_until_any, unsigned int: shmem_uint_wait_until_any, unsigned long: shmem_ulong_wait_until_any, unsigned long long: shmem_ulonglong_wait_until_any)(ivars, __VA_ARGS__)
#define shmem_wait_until_some(ivars, ...) _Generic(*(ivars), short: shmem_short_wait_until_some, int: shmem_int_wait_until_some, long: shmem_long_wait_until_some, long long: shmem_longlong_wait_until_some, unsigned short: shmem_ushort_wait_until_some, unsigned int: shmem_uint_wait_until_some, unsigned long: shmem_ulong_wait_until_some, unsigned long long: shmem_ulonglong_wait_until_some)(ivars, __VA_ARGS__)
#define shmem_wait_until_all_vector(ivars, ...) _Generic(*(ivars), short: shmem_short_wait_until_all_vector, int: shmem_int_wait_until_all_vector, long: shmem_long_wait_until_all_vector, long long: shmem_longlong_wait_until_all_vector, unsigned short: shmem_ushort_wait_until_all_vector, unsigned int: shmem_uint_wait_until_all_vector, unsigned long: shmem_ulong_wait_until_all_vector, unsigned long long: shmem_ulonglong_wait_until_all_vector)(ivars, __VA_ARGS__)
#define shmem_wait_until_any_vector(ivars, ...) _Generic(*(ivars), short: shmem_short_wait_until_any_vector, int: shmem_int_wait_until_any_vector, long: shmem_long_wait_until_any_vector, long long: shmem_longlong_wait_until_any_vector, unsigned short: shmem_ushort_wait_until_any_vector, unsigned int: shmem_uint_wait_until_any_vector, unsigned long: shmem_ulong_wait_until_any_vector, unsigned long long: shmem_ulonglong_wait_until_any_vector)(ivars, __VA_ARGS__)
#define shmem_wait_until_some_vector(ivars, ...) _Generic(*(ivars), short: shmem_short_wait_until_some_vector, int: shmem_int_wait_until_some_vector, long: shmem_long_wait_until_some_vector, long long: shmem_longlong_wait_until_some_vector, unsigned short: shmem_ushort_wait_until_some_vector, unsigned int: shmem_uint_wait_until_some_vector, unsigned long: shmem_ulong_wait_until_some_vector, unsigned long long: shmem_ulonglong_wait_until_some_vector)(ivars, __VA_ARGS__)
#define shmem_test_all(ivars, ...) _Generic(*(ivars), short: shmem_short_test_all, int: shmem_int_test_all, long: shmem_long_test_all, long long: shmem_longlong_test_all, unsigned short: shmem_ushort_test_all, unsigned int: shmem_uint_test_all, unsigned long: shmem_ulong_test_all, unsigned long long: shmem_ulonglong_test_all)(ivars, __VA_ARGS__)
#define shmem_test_any(ivars, ...) _Generic(*(ivars), short: shmem_short_test_any, int: shmem_int_test_any, long: shmem_long_test_any, long long: shmem_longlong_test_any, unsigned short: shmem_ushort_test_any, unsigned int: shmem_uint_test_any, unsigned long: shmem_ulong_test_any, unsigned long long: shmem_ulonglong_test_any)(ivars, __VA_ARGS__)
#define shmem_test_some(ivars, ...) _Generic(*(ivars), short: shmem_short_test_some, int: shmem_int_test_some, long: shmem_long_test_some, long long: shmem_longlong_test_some, unsigned short: shmem_ushort_test_some, unsigned int: shmem_uint_test_some, unsigned long: shmem_ulong_test_some, unsigned long long: shmem_ulonglong_test_some)(ivars, __VA_ARGS__)
#define shmem_test_all_vector(ivars, ...) _Generic(*(ivars), short: shmem_short_test_all_vector, int: shmem_int_test_all_vector, long: shmem_long_test_all_vector, long long: shmem_longlong_test_all_vector, unsigned short: shmem_ushort_test_all_vector, unsigned int: shmem_uint_test_all_vector, unsigned long: shmem_ulong_test_all_vector, unsigned long long: shmem_ulonglong_test_all_vector)(ivars, __VA_ARGS__)
#define shmem_test_any_vector(ivars, ...) _Generic(*(ivars), short: shmem_short_test_any_vector, int: shmem_int_test_any_vector, long: shmem_long_test_any_vector, long long: shmem_longlong_test_any_vector, unsigned short: shmem_ushort_test_any_vector, unsigned int: shmem_uint_test_any_vector, unsigned long: shmem_ulong_test_any_vector, unsigned long long: shmem_ulonglong_test_any_vector)(ivars, __VA_ARGS__)
#define shmem_test_some_vector(ivars, ...) _Generic(*(ivars), short: shmem_short_test_some_vector, int: shmem_int_test_some_vector, long: shmem_long_test_some_vector, long long: shmem_longlong_test_some_vector, unsigned short: shmem_ushort_test_some_vector, unsigned int: shmem_uint_test_some_vector, unsigned long: shmem_ulong_test_some_vector, unsigned long long: shmem_ulonglong_test_some_vector)(ivars, __VA_ARGS__)
/* Team collectives; shmem_broadcast and shmem_sync by argument count. */
#define SHMEMI_G_broadcast(team, dest, ...) _Generic(*(dest), float: shmem_float_broadcast, double: shmem_double_broadcast, long double: shmem_longdouble_broadcast, char: shmem_char_broadcast, signed char: shmem_schar_broadcast, short: shmem_short_broadcast, int: shmem_int_broadcast, long: shmem_long_broadcast, long long: shmem_longlong_broadcast, unsigned char: shmem_uchar_broadcast, unsigned short: shmem_ushort_broadcast, unsigned int: shmem_uint_broadcast, unsigned long: shmem_ulong_broadcast, unsigned long long: shmem_ulonglong_broadcast)(team, dest, __VA_ARGS__)
#define shmem_broadcast(...) SHMEMI_G_ARG9(__VA_ARGS__, shmem_broadcast, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_broadcast, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, SHMEMI_G_BAD, ~)(__VA_ARGS__)
#define shmem_sync(...) SHMEMI_G_ARG5(__VA_ARGS__, shmem_sync, SHMEMI_G_BAD, SHMEMI_G_BAD, shmem_team_sync, ~)(__VA_ARGS__)
#define shmem_collect(team, dest, ...) _Generic(*(dest), float: shmem_float_collect, double: shmem_double_collect, long double: shmem_longdouble_collect, char: shmem_char_collect, signed char: shmem_schar_collect, short: shmem_short_collect, int: shmem_int_collect, long: shmem_long_collect, long long: shmem_longlong_collect, unsigned char: shmem_uchar_collect, unsigned short: shmem_ushort_collect, unsigned int: shmem_uint_collect, unsigned long: shmem_ulong_collect, unsigned long long: shmem_ulonglong_collect)(team, dest, __VA_ARGS__)
#define shmem_fcollect(team, dest, ...) _Generic(*(dest), float: shmem_float_fcollect, double: shmem_double_fcollect, long double: shmem_longdouble_fcollect, char: shmem_char_fcollect, signed char: shmem_schar_fcollect, short: shmem_short_fcollect, int: shmem_int_fcollect, long: shmem_long_fcollect, long long: shmem_longlong_fcollect, unsigned char: shmem_uchar_fcollect, unsigned short: shmem_ushort_fcollect, unsigned int: shmem_uint_fcollect, unsigned long: shmem_ulong_fcollect, unsigned long long: shmem_ulonglong_fcollect)(team, dest, __VA_ARGS__)
#define shmem_alltoall(team, dest, ...) _Generic(*(dest), float: shmem_float_alltoall, double: shmem_double_alltoall, long double: shmem_longdouble_alltoall, char: shmem_char_alltoall, signed char: shmem_schar_alltoall, short: shmem_short_alltoall, int: shmem_int_alltoall, long: shmem_long_alltoall, long long: shmem_longlong_alltoall, unsigned char: shmem_uchar_alltoall, unsigned short: shmem_ushort_alltoall, unsigned int: shmem_uint_alltoall, unsigned long: shmem_ulong_alltoall, unsigned long long: shmem_ulonglong_alltoall)(team, dest, __VA_ARGS__)
#define shmem_alltoalls(team, dest, ...) _Generic(*(dest), float: shmem_float_alltoalls, double: shmem_double_alltoalls, long double: shmem_longdouble_alltoalls, char: shmem_char_alltoalls, signed char: shmem_schar_alltoalls, short: shmem_short_alltoalls, int: shmem_int_alltoalls, long: shmem_long_alltoalls, long long: shmem_longlong_alltoalls, unsigned char: shmem_uchar_alltoalls, unsigned short: shmem_ushort_alltoalls, unsigned int: shmem_uint_alltoalls, unsigned long: shmem_ulong_alltoalls, unsigned long long: shmem_ulonglong_alltoalls)(team, dest, __VA_ARGS__)
#define shmem_and_reduce(team, dest, ...) _Generic(*(dest), unsigned char: shmem_uchar_and_reduce, unsigned short: shmem_ushort_and_reduce, unsigned int: shmem_uint_and_reduce, unsigned long: shmem_ulong_and_reduce, unsigned long long: shmem_ulonglong_and_reduce, int8_t: shmem_int8_and_reduce, int16_t: shmem_int16_and_reduce, int32_t: shmem_int32_and_reduce, int64_t: shmem_int64_and_reduce)(team, dest, __VA_ARGS__)
#define shmem_or_reduce(team, dest, ...) _Generic(*(dest), unsigned char: shmem_uchar_or_reduce, unsigned short: shmem_ushort_or_reduce, unsigned int: shmem_uint_or_reduce, unsigned long: shmem_ulong_or_reduce, unsigned long long: shmem_ulonglong_or_reduce, int8_t: shmem_int8_or_reduce, int16_t: shmem_int16_or_reduce, int32_t: shmem_int32_or_reduce, int64_t: shmem_int64_or_reduce)(team, dest, __VA_ARGS__)
#define shmem_xor_reduce(team, dest, ...) _Generic(*(dest), unsigned char: shmem_uchar_xor_reduce, unsigned short: shmem_ushort_xor_reduce, unsigned int: shmem_uint_xor_reduce, unsigned long: shmem_ulong_xor_reduce, unsigned long long: shmem_ulonglong_xor_reduce, int8_t: shmem_int8_xor_reduce, int16_t: shmem_int16_xor_reduce, int32_t: shmem_int32_xor_reduce, int64_t: shmem_int64_xor_reduce)(team, dest, __VA_ARGS__)
#define shmem_min_reduce(team, dest, ...) _Generic(*(dest), char: shmem_char_min_reduce, signed char: shmem_schar_min_reduce, short: shmem_short_min_reduce, int: shmem_int_min_reduce, long: shmem_long_min_reduce, long long: shmem_longlong_min_reduce, unsigned char: shmem_uchar_min_reduce, unsigned short: shmem_ushort_min_reduce, unsigned int: shmem_uint_min_reduce, unsigned long: shmem_ulong_min_reduce, unsigned long long: shmem_ulonglong_min_reduce, float: shmem_float_min_reduce, double: shmem_double_min_reduce, long double: shmem_longdouble_min_reduce)(team, dest, __VA_ARGS__)
#define shmem_max_reduce(team, dest, ...) _Generic(*(dest), char: shmem_char_max_reduce, signed char: shmem_schar_max_reduce, short: shmem_short_max_reduce, int: shmem_int_max_reduce, long: shmem_long_max_reduce, long long: shmem_longlong_max_reduce, unsigned char: shmem_uchar_max_reduce, unsigned short: shmem_ushort_max_reduce, unsigned int: shmem_uint_max_reduce, unsigned long: shmem_ulong_max_reduce, unsigned long long: shmem_ulonglong_max_reduce, float: shmem_float_max_reduce, double: shmem_double_max_reduce, long double: shmem_longdouble_max_reduce)(team, dest, __VA_ARGS__)
#define shmem_sum_reduce(team, dest, ...) _Generic(*(dest), char: shmem_char_sum_reduce, signed char: shmem_schar_sum_reduce, short: shmem_short_sum_reduce, int: shmem_int_sum_reduce, long: shmem_long_sum_reduce, long long: shmem_longlong_sum_reduce, unsigned char: shmem_uchar_sum_reduce, unsigned short: shmem_ushort_sum_reduce, unsigned int: shmem_uint_sum_reduce, unsigned long: shmem_ulong_sum_reduce, unsigned long long: shmem_ulonglong_sum_reduce, float: shmem_float_sum_reduce, double: shmem_double_sum_reduce, long double: shmem_longdouble_sum_reduce, float _Complex: shmem_complexf_sum_reduce, double _Complex: shmem_complexd_sum_reduce)(team, dest, __VA_ARGS__)
#define shmem_prod_reduce(team, dest, ...) _Generic(*(dest), char: shmem_char_prod_reduce, signed char: shmem_schar_prod_reduce, short: shmem_short_prod_reduce, int: shmem_int_prod_reduce, long: shmem_long_prod_reduce, long long: shmem_longlong_prod_reduce, unsigned char: shmem_uchar_prod_reduce, unsigned short: shmem_ushort_prod_reduce, unsigned int: shmem_uint_prod_reduce, unsigned long: shmem_ulong_prod_reduce, unsigned long long: shmem_ulonglong_prod_reduce, float: shmem_float_prod_reduce, double: shmem_double_prod_reduce, long double: shmem_longdouble_prod_reduce, float _Complex: shmem_complexf_prod_reduce, double _Complex: shmem_complexd_prod_reduce)(team, dest, __VA_ARGS__)
#define shmem_sum_inscan(team, dest, ...) _Generic(*(dest), char: shmem_char_sum_inscan, signed char: shmem_schar_sum_inscan, short: shmem_short_sum_inscan, int: shmem_int_sum_inscan, long: shmem_long_sum_inscan, long long: shmem_longlong_sum_inscan, unsigned char: shmem_uchar_sum_inscan, unsigned short: shmem_ushort_sum_inscan, unsigned int: shmem_uint_sum_inscan, unsigned long: shmem_ulong_sum_inscan, unsigned long long: shmem_ulonglong_sum_inscan, float: shmem_float_sum_inscan, double: shmem_double_sum_inscan, long double: shmem_longdouble_sum_inscan, float _Complex: shmem_complexf_sum_inscan, double _Complex: shmem_complexd_sum_inscan)(team, dest, __VA_ARGS__)
#define shmem_sum_exscan(team, dest, ...) _Generic(*(dest), char: shmem_char_sum_exscan, signed char: shmem_schar_sum_exscan, short: shmem_short_sum_exscan, int: shmem_int_sum_exscan, long: shmem_long_sum_exscan, long long: shmem_longlong_sum_exscan, unsigned char: shmem_uchar_sum_exscan, unsigned short: shmem_ushort_sum_exscan, unsigned int: shmem_uint_sum_exscan, unsigned long: shmem_ulong_sum_exscan, unsigned long long: shmem_ulonglong_sum_exscan, float: shmem_float_sum_exscan, double: shmem_double_sum_exscan, long double: shmem_longdouble_sum_exscan, float _Complex: shmem_complexf_sum_exscan, double _Complex: shmem_complexd_sum_exscan)(team, dest, __VA_ARGS__)
#endif

/*
 * ---- Inline fast paths ---------------------------------------------------
 * With optimisation on, the small RMA routines below compile to a range
 * check, a table load and the copy itself, right in the caller: no call
 * into the library, which roughly doubles the rate of small messages.
 * They are GNU "extern inline" definitions, so the library's symbols of
 * the same names still exist (function pointers, LD_PRELOAD, profilers)
 * and anything unusual (a bad PE or address, a peer the mapped transport
 * does not reach, before init, SMA_DEBUG) goes through the library's
 * checked path with the routine's own name. Define SHMAP_NO_INLINE before
 * including this header to turn them off.
 *
 * The layout of struct shmemi_fast_v2 is ABI: code inlined into programs
 * reads it, so a change of layout is a new version (a new name). Its
 * fields are pointers, not integers, so that a store through a user's
 * long * (or int *) cannot alias them: a loop of inlined puts loads them
 * once instead of once per put.
 */
struct shmemi_fast_v2 {
    char *heap_lo, *heap_hi; /* the symmetric heap, [lo, hi) */
    char *heap_base;         /* heap: remote = peer[pe] + (a - heap_base) */
    char *data_lo, *data_hi; /* the program's .data/.bss, [lo, hi) */
    char *data_base;         /* globals: remote = peer[pe] + (a - data_base) */
    char *const *peer;       /* NULL entry: not a mapped peer */
    char *const *peer_end;   /* peer + npes; == peer when not ready/debug */
};
extern struct shmemi_fast_v2 shmemi_fast_v2;
void shmemi_slow_p(void *dest, const void *value, size_t size, int pe, const char *routine);
void shmemi_slow_g(void *out, const void *source, size_t size, int pe, const char *routine);
void shmemi_slow_put(void *dest, const void *source, size_t nelems, size_t elem, int pe, const char *routine);
void shmemi_slow_get(void *dest, const void *source, size_t nelems, size_t elem, int pe, const char *routine);
int shmemi_xlate_v2(const void *a, size_t len, int pe, char **r);
/* A context's first word is this while it is live and on the world team
 * (PE numbers unchanged): the context forms below inline only then. */
#define SHMEMI_CTX_WORLD_KIND 0x5c7a0001u
#define SHMEMI_CTX_INLINE(ctx) \
    ((ctx) != 0 && *(const unsigned int *)(const void *)(ctx) == SHMEMI_CTX_WORLD_KIND)
void shmemi_slow_ctx_p(shmem_ctx_t ctx, void *dest, const void *value, size_t size, int pe, const char *routine);
void shmemi_slow_ctx_g(shmem_ctx_t ctx, void *out, const void *source, size_t size, int pe, const char *routine);
void shmemi_slow_ctx_put(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, size_t elem, int pe, const char *routine);
void shmemi_slow_ctx_get(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, size_t elem, int pe, const char *routine);

#define SHMEMI_INLINE extern __inline__ __attribute__((__gnu_inline__))
/* From this size on the library copies (it picks rep movsb where that
 * measured faster than memcpy: src/core/copy.h); the call costs nothing
 * next to such a copy. */
#define SHMEMI_INLINE_COPY_MAX ((size_t)1 << 20)
#if defined(SHMAP_XLATE_BODY) /* the library's out-of-line copy */
#define SHMEMI_XLATE_SPEC
#elif defined(__GNUC__) && defined(__OPTIMIZE__) && !defined(SHMAP_BUILD) && \
    !defined(SHMAP_NO_INLINE)
#define SHMEMI_XLATE_SPEC SHMEMI_INLINE
#define SHMEMI_INLINE_ALL
#endif

#ifdef SHMEMI_XLATE_SPEC
/* Sets *r to where PE pe's copy of [a, a+len) is mapped and returns 1, or
 * returns 0: take the slow path. (A flag rather than a NULL pointer, so
 * that once inlined the test folds into the range checks.) The library's
 * shmemi_sym_offset() is its twin; tests/unit/xlate.c checks they agree. */
SHMEMI_XLATE_SPEC int shmemi_xlate_v2(const void *a, size_t len, int pe, char **r)
{
    const struct shmemi_fast_v2 *f = &shmemi_fast_v2;
    uintptr_t x = (uintptr_t)a;
    uintptr_t h = x - (uintptr_t)f->heap_lo, d = x - (uintptr_t)f->data_lo;
    uintptr_t hl = (uintptr_t)f->heap_hi - (uintptr_t)f->heap_lo;
    uintptr_t dl = (uintptr_t)f->data_hi - (uintptr_t)f->data_lo;
    char *p;
    if (__builtin_expect((size_t)pe >= (size_t)(f->peer_end - f->peer), 0))
        return 0;
    p = f->peer[pe];
    if (__builtin_expect(p == 0, 0))
        return 0;
    if (__builtin_expect(h < hl && len <= hl - h, 1)) {
        *r = p + (x - (uintptr_t)f->heap_base);
        return 1;
    }
    if (d < dl && len <= dl - d) {
        *r = p + (x - (uintptr_t)f->data_base);
        return 1;
    }
    return 0;
}
#endif

#ifdef SHMEMI_INLINE_ALL
SHMEMI_INLINE void shmem_float_p(float *dest, float value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(float), pe, &shmemi_r), 1))
        *(float *)(void *)shmemi_r = value; /* dest is a float: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(float), pe, __func__);
}
SHMEMI_INLINE float shmem_float_g(const float *source, int pe)
{
    float shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(float), pe, &shmemi_r), 1))
        shmemi_v = *(const float *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(float), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_float_put(float *dest, const float *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(float) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(float), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(float));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(float), pe, __func__);
}
SHMEMI_INLINE void shmem_float_get(float *dest, const float *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(float) &&
                             shmemi_xlate_v2(source, nelems * sizeof(float), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(float));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(float), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_float_p(shmem_ctx_t ctx, float *dest, float value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(float), pe, &shmemi_r), 1))
        *(float *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(float), pe, __func__);
}
SHMEMI_INLINE float shmem_ctx_float_g(shmem_ctx_t ctx, const float *source, int pe)
{
    float shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(float), pe, &shmemi_r), 1))
        shmemi_v = *(const float *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(float), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_float_put(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(float) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(float), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(float));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(float), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_float_get(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(float) &&
                             shmemi_xlate_v2(source, nelems * sizeof(float), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(float));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(float), pe, __func__);
}
SHMEMI_INLINE void shmem_double_p(double *dest, double value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(double), pe, &shmemi_r), 1))
        *(double *)(void *)shmemi_r = value; /* dest is a double: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(double), pe, __func__);
}
SHMEMI_INLINE double shmem_double_g(const double *source, int pe)
{
    double shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(double), pe, &shmemi_r), 1))
        shmemi_v = *(const double *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(double), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_double_put(double *dest, const double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(double) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(double), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(double));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(double), pe, __func__);
}
SHMEMI_INLINE void shmem_double_get(double *dest, const double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(double) &&
                             shmemi_xlate_v2(source, nelems * sizeof(double), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(double));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(double), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_double_p(shmem_ctx_t ctx, double *dest, double value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(double), pe, &shmemi_r), 1))
        *(double *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(double), pe, __func__);
}
SHMEMI_INLINE double shmem_ctx_double_g(shmem_ctx_t ctx, const double *source, int pe)
{
    double shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(double), pe, &shmemi_r), 1))
        shmemi_v = *(const double *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(double), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_double_put(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(double) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(double), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(double));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(double), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_double_get(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(double) &&
                             shmemi_xlate_v2(source, nelems * sizeof(double), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(double));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(double), pe, __func__);
}
SHMEMI_INLINE void shmem_longdouble_p(long double *dest, long double value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(long double), pe, &shmemi_r), 1))
        *(long double *)(void *)shmemi_r = value; /* dest is a long double: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(long double), pe, __func__);
}
SHMEMI_INLINE long double shmem_longdouble_g(const long double *source, int pe)
{
    long double shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(long double), pe, &shmemi_r), 1))
        shmemi_v = *(const long double *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(long double), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_longdouble_put(long double *dest, const long double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long double) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(long double), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(long double));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(long double), pe, __func__);
}
SHMEMI_INLINE void shmem_longdouble_get(long double *dest, const long double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long double) &&
                             shmemi_xlate_v2(source, nelems * sizeof(long double), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(long double));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(long double), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_longdouble_p(shmem_ctx_t ctx, long double *dest, long double value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(long double), pe, &shmemi_r), 1))
        *(long double *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(long double), pe, __func__);
}
SHMEMI_INLINE long double shmem_ctx_longdouble_g(shmem_ctx_t ctx, const long double *source, int pe)
{
    long double shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(long double), pe, &shmemi_r), 1))
        shmemi_v = *(const long double *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(long double), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_longdouble_put(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long double) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(long double), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(long double));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(long double), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_longdouble_get(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long double) &&
                             shmemi_xlate_v2(source, nelems * sizeof(long double), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(long double));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(long double), pe, __func__);
}
SHMEMI_INLINE void shmem_char_p(char *dest, char value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(char), pe, &shmemi_r), 1))
        *(char *)(void *)shmemi_r = value; /* dest is a char: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(char), pe, __func__);
}
SHMEMI_INLINE char shmem_char_g(const char *source, int pe)
{
    char shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(char), pe, &shmemi_r), 1))
        shmemi_v = *(const char *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(char), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_char_put(char *dest, const char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(char) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(char), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(char));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(char), pe, __func__);
}
SHMEMI_INLINE void shmem_char_get(char *dest, const char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(char) &&
                             shmemi_xlate_v2(source, nelems * sizeof(char), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(char));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(char), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_char_p(shmem_ctx_t ctx, char *dest, char value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(char), pe, &shmemi_r), 1))
        *(char *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(char), pe, __func__);
}
SHMEMI_INLINE char shmem_ctx_char_g(shmem_ctx_t ctx, const char *source, int pe)
{
    char shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(char), pe, &shmemi_r), 1))
        shmemi_v = *(const char *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(char), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_char_put(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(char) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(char), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(char));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(char), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_char_get(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(char) &&
                             shmemi_xlate_v2(source, nelems * sizeof(char), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(char));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(char), pe, __func__);
}
SHMEMI_INLINE void shmem_schar_p(signed char *dest, signed char value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(signed char), pe, &shmemi_r), 1))
        *(signed char *)(void *)shmemi_r = value; /* dest is a signed char: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(signed char), pe, __func__);
}
SHMEMI_INLINE signed char shmem_schar_g(const signed char *source, int pe)
{
    signed char shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(signed char), pe, &shmemi_r), 1))
        shmemi_v = *(const signed char *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(signed char), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_schar_put(signed char *dest, const signed char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(signed char) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(signed char), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(signed char));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(signed char), pe, __func__);
}
SHMEMI_INLINE void shmem_schar_get(signed char *dest, const signed char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(signed char) &&
                             shmemi_xlate_v2(source, nelems * sizeof(signed char), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(signed char));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(signed char), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_schar_p(shmem_ctx_t ctx, signed char *dest, signed char value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(signed char), pe, &shmemi_r), 1))
        *(signed char *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(signed char), pe, __func__);
}
SHMEMI_INLINE signed char shmem_ctx_schar_g(shmem_ctx_t ctx, const signed char *source, int pe)
{
    signed char shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(signed char), pe, &shmemi_r), 1))
        shmemi_v = *(const signed char *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(signed char), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_schar_put(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(signed char) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(signed char), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(signed char));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(signed char), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_schar_get(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(signed char) &&
                             shmemi_xlate_v2(source, nelems * sizeof(signed char), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(signed char));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(signed char), pe, __func__);
}
SHMEMI_INLINE void shmem_short_p(short *dest, short value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(short), pe, &shmemi_r), 1))
        *(short *)(void *)shmemi_r = value; /* dest is a short: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(short), pe, __func__);
}
SHMEMI_INLINE short shmem_short_g(const short *source, int pe)
{
    short shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(short), pe, &shmemi_r), 1))
        shmemi_v = *(const short *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(short), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_short_put(short *dest, const short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(short) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(short), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(short));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(short), pe, __func__);
}
SHMEMI_INLINE void shmem_short_get(short *dest, const short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(short) &&
                             shmemi_xlate_v2(source, nelems * sizeof(short), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(short));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(short), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_short_p(shmem_ctx_t ctx, short *dest, short value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(short), pe, &shmemi_r), 1))
        *(short *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(short), pe, __func__);
}
SHMEMI_INLINE short shmem_ctx_short_g(shmem_ctx_t ctx, const short *source, int pe)
{
    short shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(short), pe, &shmemi_r), 1))
        shmemi_v = *(const short *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(short), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_short_put(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(short) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(short), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(short));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(short), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_short_get(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(short) &&
                             shmemi_xlate_v2(source, nelems * sizeof(short), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(short));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(short), pe, __func__);
}
SHMEMI_INLINE void shmem_int_p(int *dest, int value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(int), pe, &shmemi_r), 1))
        *(int *)(void *)shmemi_r = value; /* dest is a int: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(int), pe, __func__);
}
SHMEMI_INLINE int shmem_int_g(const int *source, int pe)
{
    int shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(int), pe, &shmemi_r), 1))
        shmemi_v = *(const int *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(int), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_int_put(int *dest, const int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(int), pe, __func__);
}
SHMEMI_INLINE void shmem_int_get(int *dest, const int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(int), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int_p(shmem_ctx_t ctx, int *dest, int value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(int), pe, &shmemi_r), 1))
        *(int *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(int), pe, __func__);
}
SHMEMI_INLINE int shmem_ctx_int_g(shmem_ctx_t ctx, const int *source, int pe)
{
    int shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(int), pe, &shmemi_r), 1))
        shmemi_v = *(const int *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(int), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_int_put(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(int), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int_get(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(int), pe, __func__);
}
SHMEMI_INLINE void shmem_long_p(long *dest, long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(long), pe, &shmemi_r), 1))
        *(long *)(void *)shmemi_r = value; /* dest is a long: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(long), pe, __func__);
}
SHMEMI_INLINE long shmem_long_g(const long *source, int pe)
{
    long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(long), pe, &shmemi_r), 1))
        shmemi_v = *(const long *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_long_put(long *dest, const long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(long));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(long), pe, __func__);
}
SHMEMI_INLINE void shmem_long_get(long *dest, const long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(long));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_long_p(shmem_ctx_t ctx, long *dest, long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(long), pe, &shmemi_r), 1))
        *(long *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(long), pe, __func__);
}
SHMEMI_INLINE long shmem_ctx_long_g(shmem_ctx_t ctx, const long *source, int pe)
{
    long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(long), pe, &shmemi_r), 1))
        shmemi_v = *(const long *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_long_put(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(long));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_long_get(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(long));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(long), pe, __func__);
}
SHMEMI_INLINE void shmem_longlong_p(long long *dest, long long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(long long), pe, &shmemi_r), 1))
        *(long long *)(void *)shmemi_r = value; /* dest is a long long: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(long long), pe, __func__);
}
SHMEMI_INLINE long long shmem_longlong_g(const long long *source, int pe)
{
    long long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(long long), pe, &shmemi_r), 1))
        shmemi_v = *(const long long *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(long long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_longlong_put(long long *dest, const long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(long long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(long long));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(long long), pe, __func__);
}
SHMEMI_INLINE void shmem_longlong_get(long long *dest, const long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(long long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(long long));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(long long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_longlong_p(shmem_ctx_t ctx, long long *dest, long long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(long long), pe, &shmemi_r), 1))
        *(long long *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(long long), pe, __func__);
}
SHMEMI_INLINE long long shmem_ctx_longlong_g(shmem_ctx_t ctx, const long long *source, int pe)
{
    long long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(long long), pe, &shmemi_r), 1))
        shmemi_v = *(const long long *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(long long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_longlong_put(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(long long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(long long));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(long long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_longlong_get(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(long long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(long long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(long long));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(long long), pe, __func__);
}
SHMEMI_INLINE void shmem_uchar_p(unsigned char *dest, unsigned char value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(unsigned char), pe, &shmemi_r), 1))
        *(unsigned char *)(void *)shmemi_r = value; /* dest is a unsigned char: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(unsigned char), pe, __func__);
}
SHMEMI_INLINE unsigned char shmem_uchar_g(const unsigned char *source, int pe)
{
    unsigned char shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(unsigned char), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned char *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(unsigned char), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_uchar_put(unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned char) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned char), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned char));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(unsigned char), pe, __func__);
}
SHMEMI_INLINE void shmem_uchar_get(unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned char) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned char), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned char));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(unsigned char), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uchar_p(shmem_ctx_t ctx, unsigned char *dest, unsigned char value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(unsigned char), pe, &shmemi_r), 1))
        *(unsigned char *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(unsigned char), pe, __func__);
}
SHMEMI_INLINE unsigned char shmem_ctx_uchar_g(shmem_ctx_t ctx, const unsigned char *source, int pe)
{
    unsigned char shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(unsigned char), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned char *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(unsigned char), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_uchar_put(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned char) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned char), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned char));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(unsigned char), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uchar_get(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned char) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned char), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned char));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(unsigned char), pe, __func__);
}
SHMEMI_INLINE void shmem_ushort_p(unsigned short *dest, unsigned short value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(unsigned short), pe, &shmemi_r), 1))
        *(unsigned short *)(void *)shmemi_r = value; /* dest is a unsigned short: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(unsigned short), pe, __func__);
}
SHMEMI_INLINE unsigned short shmem_ushort_g(const unsigned short *source, int pe)
{
    unsigned short shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(unsigned short), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned short *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(unsigned short), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ushort_put(unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned short) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned short), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned short));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(unsigned short), pe, __func__);
}
SHMEMI_INLINE void shmem_ushort_get(unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned short) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned short), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned short));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(unsigned short), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ushort_p(shmem_ctx_t ctx, unsigned short *dest, unsigned short value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(unsigned short), pe, &shmemi_r), 1))
        *(unsigned short *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(unsigned short), pe, __func__);
}
SHMEMI_INLINE unsigned short shmem_ctx_ushort_g(shmem_ctx_t ctx, const unsigned short *source, int pe)
{
    unsigned short shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(unsigned short), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned short *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(unsigned short), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_ushort_put(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned short) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned short), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned short));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(unsigned short), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ushort_get(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned short) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned short), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned short));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(unsigned short), pe, __func__);
}
SHMEMI_INLINE void shmem_uint_p(unsigned int *dest, unsigned int value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(unsigned int), pe, &shmemi_r), 1))
        *(unsigned int *)(void *)shmemi_r = value; /* dest is a unsigned int: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(unsigned int), pe, __func__);
}
SHMEMI_INLINE unsigned int shmem_uint_g(const unsigned int *source, int pe)
{
    unsigned int shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(unsigned int), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned int *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(unsigned int), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_uint_put(unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned int) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned int), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned int));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(unsigned int), pe, __func__);
}
SHMEMI_INLINE void shmem_uint_get(unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned int) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned int), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned int));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(unsigned int), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint_p(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(unsigned int), pe, &shmemi_r), 1))
        *(unsigned int *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(unsigned int), pe, __func__);
}
SHMEMI_INLINE unsigned int shmem_ctx_uint_g(shmem_ctx_t ctx, const unsigned int *source, int pe)
{
    unsigned int shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(unsigned int), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned int *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(unsigned int), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_uint_put(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned int) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned int), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned int));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(unsigned int), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint_get(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned int) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned int), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned int));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(unsigned int), pe, __func__);
}
SHMEMI_INLINE void shmem_ulong_p(unsigned long *dest, unsigned long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(unsigned long), pe, &shmemi_r), 1))
        *(unsigned long *)(void *)shmemi_r = value; /* dest is a unsigned long: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(unsigned long), pe, __func__);
}
SHMEMI_INLINE unsigned long shmem_ulong_g(const unsigned long *source, int pe)
{
    unsigned long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(unsigned long), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned long *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(unsigned long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ulong_put(unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned long));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(unsigned long), pe, __func__);
}
SHMEMI_INLINE void shmem_ulong_get(unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned long));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(unsigned long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ulong_p(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(unsigned long), pe, &shmemi_r), 1))
        *(unsigned long *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(unsigned long), pe, __func__);
}
SHMEMI_INLINE unsigned long shmem_ctx_ulong_g(shmem_ctx_t ctx, const unsigned long *source, int pe)
{
    unsigned long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(unsigned long), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned long *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(unsigned long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_ulong_put(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned long));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(unsigned long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ulong_get(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned long));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(unsigned long), pe, __func__);
}
SHMEMI_INLINE void shmem_ulonglong_p(unsigned long long *dest, unsigned long long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(unsigned long long), pe, &shmemi_r), 1))
        *(unsigned long long *)(void *)shmemi_r = value; /* dest is a unsigned long long: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(unsigned long long), pe, __func__);
}
SHMEMI_INLINE unsigned long long shmem_ulonglong_g(const unsigned long long *source, int pe)
{
    unsigned long long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(unsigned long long), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned long long *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(unsigned long long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ulonglong_put(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned long long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned long long));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(unsigned long long), pe, __func__);
}
SHMEMI_INLINE void shmem_ulonglong_get(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned long long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned long long));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(unsigned long long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ulonglong_p(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(unsigned long long), pe, &shmemi_r), 1))
        *(unsigned long long *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(unsigned long long), pe, __func__);
}
SHMEMI_INLINE unsigned long long shmem_ctx_ulonglong_g(shmem_ctx_t ctx, const unsigned long long *source, int pe)
{
    unsigned long long shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(unsigned long long), pe, &shmemi_r), 1))
        shmemi_v = *(const unsigned long long *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(unsigned long long), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_ulonglong_put(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long long) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(unsigned long long), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(unsigned long long));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(unsigned long long), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ulonglong_get(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(unsigned long long) &&
                             shmemi_xlate_v2(source, nelems * sizeof(unsigned long long), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(unsigned long long));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(unsigned long long), pe, __func__);
}
SHMEMI_INLINE void shmem_int8_p(int8_t *dest, int8_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(int8_t), pe, &shmemi_r), 1))
        *(int8_t *)(void *)shmemi_r = value; /* dest is a int8_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(int8_t), pe, __func__);
}
SHMEMI_INLINE int8_t shmem_int8_g(const int8_t *source, int pe)
{
    int8_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(int8_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int8_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(int8_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_int8_put(int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int8_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int8_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(int8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int8_get(int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int8_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int8_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(int8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int8_p(shmem_ctx_t ctx, int8_t *dest, int8_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(int8_t), pe, &shmemi_r), 1))
        *(int8_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(int8_t), pe, __func__);
}
SHMEMI_INLINE int8_t shmem_ctx_int8_g(shmem_ctx_t ctx, const int8_t *source, int pe)
{
    int8_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(int8_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int8_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(int8_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_int8_put(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int8_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int8_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(int8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int8_get(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int8_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int8_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(int8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int16_p(int16_t *dest, int16_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(int16_t), pe, &shmemi_r), 1))
        *(int16_t *)(void *)shmemi_r = value; /* dest is a int16_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(int16_t), pe, __func__);
}
SHMEMI_INLINE int16_t shmem_int16_g(const int16_t *source, int pe)
{
    int16_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(int16_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int16_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(int16_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_int16_put(int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int16_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int16_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(int16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int16_get(int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int16_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int16_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(int16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int16_p(shmem_ctx_t ctx, int16_t *dest, int16_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(int16_t), pe, &shmemi_r), 1))
        *(int16_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(int16_t), pe, __func__);
}
SHMEMI_INLINE int16_t shmem_ctx_int16_g(shmem_ctx_t ctx, const int16_t *source, int pe)
{
    int16_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(int16_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int16_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(int16_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_int16_put(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int16_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int16_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(int16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int16_get(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int16_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int16_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(int16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int32_p(int32_t *dest, int32_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(int32_t), pe, &shmemi_r), 1))
        *(int32_t *)(void *)shmemi_r = value; /* dest is a int32_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(int32_t), pe, __func__);
}
SHMEMI_INLINE int32_t shmem_int32_g(const int32_t *source, int pe)
{
    int32_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(int32_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int32_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(int32_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_int32_put(int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int32_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int32_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(int32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int32_get(int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int32_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int32_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(int32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int32_p(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(int32_t), pe, &shmemi_r), 1))
        *(int32_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(int32_t), pe, __func__);
}
SHMEMI_INLINE int32_t shmem_ctx_int32_g(shmem_ctx_t ctx, const int32_t *source, int pe)
{
    int32_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(int32_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int32_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(int32_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_int32_put(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int32_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int32_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(int32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int32_get(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int32_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int32_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(int32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int64_p(int64_t *dest, int64_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(int64_t), pe, &shmemi_r), 1))
        *(int64_t *)(void *)shmemi_r = value; /* dest is a int64_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(int64_t), pe, __func__);
}
SHMEMI_INLINE int64_t shmem_int64_g(const int64_t *source, int pe)
{
    int64_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(int64_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int64_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(int64_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_int64_put(int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int64_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int64_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(int64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_int64_get(int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int64_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int64_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(int64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int64_p(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(int64_t), pe, &shmemi_r), 1))
        *(int64_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(int64_t), pe, __func__);
}
SHMEMI_INLINE int64_t shmem_ctx_int64_g(shmem_ctx_t ctx, const int64_t *source, int pe)
{
    int64_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(int64_t), pe, &shmemi_r), 1))
        shmemi_v = *(const int64_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(int64_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_int64_put(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int64_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(int64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(int64_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(int64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_int64_get(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(int64_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(int64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(int64_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(int64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint8_p(uint8_t *dest, uint8_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(uint8_t), pe, &shmemi_r), 1))
        *(uint8_t *)(void *)shmemi_r = value; /* dest is a uint8_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(uint8_t), pe, __func__);
}
SHMEMI_INLINE uint8_t shmem_uint8_g(const uint8_t *source, int pe)
{
    uint8_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(uint8_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint8_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(uint8_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_uint8_put(uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint8_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint8_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(uint8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint8_get(uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint8_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint8_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(uint8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint8_p(shmem_ctx_t ctx, uint8_t *dest, uint8_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(uint8_t), pe, &shmemi_r), 1))
        *(uint8_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(uint8_t), pe, __func__);
}
SHMEMI_INLINE uint8_t shmem_ctx_uint8_g(shmem_ctx_t ctx, const uint8_t *source, int pe)
{
    uint8_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(uint8_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint8_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(uint8_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_uint8_put(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint8_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint8_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(uint8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint8_get(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint8_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint8_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint8_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(uint8_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint16_p(uint16_t *dest, uint16_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(uint16_t), pe, &shmemi_r), 1))
        *(uint16_t *)(void *)shmemi_r = value; /* dest is a uint16_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(uint16_t), pe, __func__);
}
SHMEMI_INLINE uint16_t shmem_uint16_g(const uint16_t *source, int pe)
{
    uint16_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(uint16_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint16_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(uint16_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_uint16_put(uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint16_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint16_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(uint16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint16_get(uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint16_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint16_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(uint16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint16_p(shmem_ctx_t ctx, uint16_t *dest, uint16_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(uint16_t), pe, &shmemi_r), 1))
        *(uint16_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(uint16_t), pe, __func__);
}
SHMEMI_INLINE uint16_t shmem_ctx_uint16_g(shmem_ctx_t ctx, const uint16_t *source, int pe)
{
    uint16_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(uint16_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint16_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(uint16_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_uint16_put(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint16_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint16_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(uint16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint16_get(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint16_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint16_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint16_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(uint16_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint32_p(uint32_t *dest, uint32_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(uint32_t), pe, &shmemi_r), 1))
        *(uint32_t *)(void *)shmemi_r = value; /* dest is a uint32_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(uint32_t), pe, __func__);
}
SHMEMI_INLINE uint32_t shmem_uint32_g(const uint32_t *source, int pe)
{
    uint32_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(uint32_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint32_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(uint32_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_uint32_put(uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint32_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint32_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(uint32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint32_get(uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint32_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint32_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(uint32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint32_p(shmem_ctx_t ctx, uint32_t *dest, uint32_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(uint32_t), pe, &shmemi_r), 1))
        *(uint32_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(uint32_t), pe, __func__);
}
SHMEMI_INLINE uint32_t shmem_ctx_uint32_g(shmem_ctx_t ctx, const uint32_t *source, int pe)
{
    uint32_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(uint32_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint32_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(uint32_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_uint32_put(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint32_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint32_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(uint32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint32_get(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint32_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint32_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint32_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(uint32_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint64_p(uint64_t *dest, uint64_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(uint64_t), pe, &shmemi_r), 1))
        *(uint64_t *)(void *)shmemi_r = value; /* dest is a uint64_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(uint64_t), pe, __func__);
}
SHMEMI_INLINE uint64_t shmem_uint64_g(const uint64_t *source, int pe)
{
    uint64_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(uint64_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint64_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(uint64_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_uint64_put(uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint64_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint64_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(uint64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_uint64_get(uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint64_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint64_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(uint64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint64_p(shmem_ctx_t ctx, uint64_t *dest, uint64_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(uint64_t), pe, &shmemi_r), 1))
        *(uint64_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(uint64_t), pe, __func__);
}
SHMEMI_INLINE uint64_t shmem_ctx_uint64_g(shmem_ctx_t ctx, const uint64_t *source, int pe)
{
    uint64_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(uint64_t), pe, &shmemi_r), 1))
        shmemi_v = *(const uint64_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(uint64_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_uint64_put(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint64_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(uint64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(uint64_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(uint64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_uint64_get(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(uint64_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(uint64_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(uint64_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(uint64_t), pe, __func__);
}
SHMEMI_INLINE void shmem_size_p(size_t *dest, size_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(size_t), pe, &shmemi_r), 1))
        *(size_t *)(void *)shmemi_r = value; /* dest is a size_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(size_t), pe, __func__);
}
SHMEMI_INLINE size_t shmem_size_g(const size_t *source, int pe)
{
    size_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(size_t), pe, &shmemi_r), 1))
        shmemi_v = *(const size_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(size_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_size_put(size_t *dest, const size_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(size_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(size_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(size_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(size_t), pe, __func__);
}
SHMEMI_INLINE void shmem_size_get(size_t *dest, const size_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(size_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(size_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(size_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(size_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_size_p(shmem_ctx_t ctx, size_t *dest, size_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(size_t), pe, &shmemi_r), 1))
        *(size_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(size_t), pe, __func__);
}
SHMEMI_INLINE size_t shmem_ctx_size_g(shmem_ctx_t ctx, const size_t *source, int pe)
{
    size_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(size_t), pe, &shmemi_r), 1))
        shmemi_v = *(const size_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(size_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_size_put(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(size_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(size_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(size_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(size_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_size_get(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(size_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(size_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(size_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(size_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(dest, sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        *(ptrdiff_t *)(void *)shmemi_r = value; /* dest is a ptrdiff_t: a typed store */
    else
        shmemi_slow_p(dest, &value, sizeof(ptrdiff_t), pe, __func__);
}
SHMEMI_INLINE ptrdiff_t shmem_ptrdiff_g(const ptrdiff_t *source, int pe)
{
    ptrdiff_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(shmemi_xlate_v2(source, sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        shmemi_v = *(const ptrdiff_t *)(const void *)shmemi_r;
    else
        shmemi_slow_g(&shmemi_v, source, sizeof(ptrdiff_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ptrdiff_put(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(ptrdiff_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(ptrdiff_t));
    else
        shmemi_slow_put(dest, source, nelems, sizeof(ptrdiff_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ptrdiff_get(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX / sizeof(ptrdiff_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(ptrdiff_t));
    else
        shmemi_slow_get(dest, source, nelems, sizeof(ptrdiff_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ptrdiff_p(shmem_ctx_t ctx, ptrdiff_t *dest, ptrdiff_t value, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(dest, sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        *(ptrdiff_t *)(void *)shmemi_r = value;
    else
        shmemi_slow_ctx_p(ctx, dest, &value, sizeof(ptrdiff_t), pe, __func__);
}
SHMEMI_INLINE ptrdiff_t shmem_ctx_ptrdiff_g(shmem_ctx_t ctx, const ptrdiff_t *source, int pe)
{
    ptrdiff_t shmemi_v;
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) &&
                             shmemi_xlate_v2(source, sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        shmemi_v = *(const ptrdiff_t *)(const void *)shmemi_r;
    else
        shmemi_slow_ctx_g(ctx, &shmemi_v, source, sizeof(ptrdiff_t), pe, __func__);
    return shmemi_v;
}
SHMEMI_INLINE void shmem_ctx_ptrdiff_put(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(ptrdiff_t) &&
                             shmemi_xlate_v2(dest, nelems * sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems * sizeof(ptrdiff_t));
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, sizeof(ptrdiff_t), pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_ptrdiff_get(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX / sizeof(ptrdiff_t) &&
                             shmemi_xlate_v2(source, nelems * sizeof(ptrdiff_t), pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems * sizeof(ptrdiff_t));
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, sizeof(ptrdiff_t), pe, __func__);
}
SHMEMI_INLINE void shmem_putmem(void *dest, const void *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX &&
                             shmemi_xlate_v2(dest, nelems, pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems);
    else
        shmemi_slow_put(dest, source, nelems, 1, pe, __func__);
}
SHMEMI_INLINE void shmem_getmem(void *dest, const void *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(nelems < SHMEMI_INLINE_COPY_MAX &&
                             shmemi_xlate_v2(source, nelems, pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems);
    else
        shmemi_slow_get(dest, source, nelems, 1, pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_putmem(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX &&
                             shmemi_xlate_v2(dest, nelems, pe, &shmemi_r), 1))
        __builtin_memcpy(shmemi_r, source, nelems);
    else
        shmemi_slow_ctx_put(ctx, dest, source, nelems, 1, pe, __func__);
}
SHMEMI_INLINE void shmem_ctx_getmem(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe)
{
    char *shmemi_r;
    if (__builtin_expect(SHMEMI_CTX_INLINE(ctx) && nelems < SHMEMI_INLINE_COPY_MAX &&
                             shmemi_xlate_v2(source, nelems, pe, &shmemi_r), 1))
        __builtin_memcpy(dest, shmemi_r, nelems);
    else
        shmemi_slow_ctx_get(ctx, dest, source, nelems, 1, pe, __func__);
}
#endif

/* Nothing of the machinery above leaks into the program. */
#undef SHMEMI_INLINE
#undef SHMEMI_INLINE_ALL
#undef SHMEMI_INLINE_COPY_MAX
#undef SHMEMI_CTX_INLINE
#ifndef SHMAP_BUILD /* the library checks its own value against it */
#undef SHMEMI_CTX_WORLD_KIND
#endif
#undef SHMEMI_XLATE_SPEC
#undef SHMEMI_NORETURN
#if defined(SHMAP_BUILD) && defined(__GNUC__)
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
}

/*
 * ---- C++: the complex reductions on std::complex<T> ---------------------
 * The routines above take T _Complex in C++ as in C (the OpenSHMEM C++
 * interface is the C one; g++ and clang++ accept _Complex). These inline
 * overloads also take std::complex<T>, which has its layout (C++11
 * [complex.numbers]), for C++ code that keeps its numbers in it.
 */
SHMEMI_COMPLEX_EXT inline void shmem_complexf_sum_to_all(std::complex<float> *dest, const std::complex<float> *source, int nreduce, int PE_start, int logPE_stride, int PE_size, std::complex<float> *pWrk, long *pSync) { shmem_complexf_sum_to_all(reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nreduce, PE_start, logPE_stride, PE_size, reinterpret_cast<float _Complex *>(pWrk), pSync); }
SHMEMI_COMPLEX_EXT inline void shmem_complexd_sum_to_all(std::complex<double> *dest, const std::complex<double> *source, int nreduce, int PE_start, int logPE_stride, int PE_size, std::complex<double> *pWrk, long *pSync) { shmem_complexd_sum_to_all(reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nreduce, PE_start, logPE_stride, PE_size, reinterpret_cast<double _Complex *>(pWrk), pSync); }
SHMEMI_COMPLEX_EXT inline void shmem_complexf_prod_to_all(std::complex<float> *dest, const std::complex<float> *source, int nreduce, int PE_start, int logPE_stride, int PE_size, std::complex<float> *pWrk, long *pSync) { shmem_complexf_prod_to_all(reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nreduce, PE_start, logPE_stride, PE_size, reinterpret_cast<float _Complex *>(pWrk), pSync); }
SHMEMI_COMPLEX_EXT inline void shmem_complexd_prod_to_all(std::complex<double> *dest, const std::complex<double> *source, int nreduce, int PE_start, int logPE_stride, int PE_size, std::complex<double> *pWrk, long *pSync) { shmem_complexd_prod_to_all(reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nreduce, PE_start, logPE_stride, PE_size, reinterpret_cast<double _Complex *>(pWrk), pSync); }
SHMEMI_COMPLEX_EXT inline int shmem_complexf_sum_reduce(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nreduce) { return shmem_complexf_sum_reduce(team, reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_complexd_sum_reduce(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nreduce) { return shmem_complexd_sum_reduce(team, reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_complexf_prod_reduce(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nreduce) { return shmem_complexf_prod_reduce(team, reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_complexd_prod_reduce(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nreduce) { return shmem_complexd_prod_reduce(team, reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_complexf_sum_inscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmem_complexf_sum_inscan(team, reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_complexd_sum_inscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmem_complexd_sum_inscan(team, reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_complexf_sum_exscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmem_complexf_sum_exscan(team, reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_complexd_sum_exscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmem_complexd_sum_exscan(team, reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nelems); }

/*
 * ---- C++: the generic names as overloads --------------------------------
 * The same names as the C11 generics above, resolved by overloading
 * (define SHMEM_NO_GENERICS to leave them out). The long forms of
 * shmem_put, get, iput, iget, swap, wait and wait_until are the SGI
 * routines declared above, with the same meaning.
 */
#if !defined(SHMEM_NO_GENERICS) && !defined(SHMAP_BUILD)
/* void * keeps the SGI meaning (64-bit elements), as in C. */
inline void shmem_put(void *dest, const void *source, size_t nelems, int pe) { shmem_put((long *)dest, (const long *)source, nelems, pe); }
inline void shmem_get(void *dest, const void *source, size_t nelems, int pe) { shmem_get((long *)dest, (const long *)source, nelems, pe); }
inline void shmem_iput(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_iput((long *)dest, (const long *)source, dst, sst, nelems, pe); }
inline void shmem_iget(void *dest, const void *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_iget((long *)dest, (const long *)source, dst, sst, nelems, pe); }
inline void shmem_put(float *dest, const float *source, size_t nelems, int pe) { shmem_float_put(dest, source, nelems, pe); }
inline void shmem_get(float *dest, const float *source, size_t nelems, int pe) { shmem_float_get(dest, source, nelems, pe); }
inline void shmem_iput(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_float_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_float_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(double *dest, const double *source, size_t nelems, int pe) { shmem_double_put(dest, source, nelems, pe); }
inline void shmem_get(double *dest, const double *source, size_t nelems, int pe) { shmem_double_get(dest, source, nelems, pe); }
inline void shmem_iput(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_double_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_double_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(long double *dest, const long double *source, size_t nelems, int pe) { shmem_longdouble_put(dest, source, nelems, pe); }
inline void shmem_get(long double *dest, const long double *source, size_t nelems, int pe) { shmem_longdouble_get(dest, source, nelems, pe); }
inline void shmem_iput(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_longdouble_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_longdouble_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(char *dest, const char *source, size_t nelems, int pe) { shmem_char_put(dest, source, nelems, pe); }
inline void shmem_get(char *dest, const char *source, size_t nelems, int pe) { shmem_char_get(dest, source, nelems, pe); }
inline void shmem_iput(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_char_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_char_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_schar_put(dest, source, nelems, pe); }
inline void shmem_get(signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_schar_get(dest, source, nelems, pe); }
inline void shmem_iput(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_schar_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_schar_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(short *dest, const short *source, size_t nelems, int pe) { shmem_short_put(dest, source, nelems, pe); }
inline void shmem_get(short *dest, const short *source, size_t nelems, int pe) { shmem_short_get(dest, source, nelems, pe); }
inline void shmem_iput(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_short_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_short_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(int *dest, const int *source, size_t nelems, int pe) { shmem_int_put(dest, source, nelems, pe); }
inline void shmem_get(int *dest, const int *source, size_t nelems, int pe) { shmem_int_get(dest, source, nelems, pe); }
inline void shmem_iput(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_int_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_int_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(long long *dest, const long long *source, size_t nelems, int pe) { shmem_longlong_put(dest, source, nelems, pe); }
inline void shmem_get(long long *dest, const long long *source, size_t nelems, int pe) { shmem_longlong_get(dest, source, nelems, pe); }
inline void shmem_iput(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_longlong_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_longlong_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_uchar_put(dest, source, nelems, pe); }
inline void shmem_get(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_uchar_get(dest, source, nelems, pe); }
inline void shmem_iput(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_uchar_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_uchar_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ushort_put(dest, source, nelems, pe); }
inline void shmem_get(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ushort_get(dest, source, nelems, pe); }
inline void shmem_iput(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ushort_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ushort_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_uint_put(dest, source, nelems, pe); }
inline void shmem_get(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_uint_get(dest, source, nelems, pe); }
inline void shmem_iput(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_uint_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_uint_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ulong_put(dest, source, nelems, pe); }
inline void shmem_get(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ulong_get(dest, source, nelems, pe); }
inline void shmem_iput(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ulong_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ulong_iget(dest, source, dst, sst, nelems, pe); }
inline void shmem_put(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ulonglong_put(dest, source, nelems, pe); }
inline void shmem_get(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ulonglong_get(dest, source, nelems, pe); }
inline void shmem_iput(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ulonglong_iput(dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ulonglong_iget(dest, source, dst, sst, nelems, pe); }
/* ibput and ibget have no SGI long form: long is overloaded too. */
inline void shmem_ibput(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_float_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_float_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_double_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_double_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_longdouble_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_longdouble_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_char_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_char_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_schar_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_schar_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_short_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_short_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_int_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_int_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_long_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_long_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_longlong_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_longlong_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_uchar_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_uchar_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ushort_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ushort_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_uint_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_uint_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ulong_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ulong_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibput(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ulonglong_ibput(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ulonglong_ibget(dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_put_nbi(float *dest, const float *source, size_t nelems, int pe) { shmem_float_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(float *dest, const float *source, size_t nelems, int pe) { shmem_float_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(float *dest, float value, int pe) { shmem_float_p(dest, value, pe); }
inline float shmem_g(const float *source, int pe) { return shmem_float_g(source, pe); }
inline void shmem_put_signal(float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_float_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_float_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, float *dest, const float *source, size_t nelems, int PE_root) { return shmem_float_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmem_float_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmem_float_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmem_float_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_float_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(double *dest, const double *source, size_t nelems, int pe) { shmem_double_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(double *dest, const double *source, size_t nelems, int pe) { shmem_double_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(double *dest, double value, int pe) { shmem_double_p(dest, value, pe); }
inline double shmem_g(const double *source, int pe) { return shmem_double_g(source, pe); }
inline void shmem_put_signal(double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_double_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_double_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, double *dest, const double *source, size_t nelems, int PE_root) { return shmem_double_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmem_double_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmem_double_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmem_double_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_double_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(long double *dest, const long double *source, size_t nelems, int pe) { shmem_longdouble_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(long double *dest, const long double *source, size_t nelems, int pe) { shmem_longdouble_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(long double *dest, long double value, int pe) { shmem_longdouble_p(dest, value, pe); }
inline long double shmem_g(const long double *source, int pe) { return shmem_longdouble_g(source, pe); }
inline void shmem_put_signal(long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_longdouble_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_longdouble_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, long double *dest, const long double *source, size_t nelems, int PE_root) { return shmem_longdouble_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmem_longdouble_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmem_longdouble_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmem_longdouble_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_longdouble_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(char *dest, const char *source, size_t nelems, int pe) { shmem_char_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(char *dest, const char *source, size_t nelems, int pe) { shmem_char_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(char *dest, char value, int pe) { shmem_char_p(dest, value, pe); }
inline char shmem_g(const char *source, int pe) { return shmem_char_g(source, pe); }
inline void shmem_put_signal(char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_char_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_char_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, char *dest, const char *source, size_t nelems, int PE_root) { return shmem_char_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmem_char_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmem_char_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmem_char_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_char_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_schar_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_schar_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(signed char *dest, signed char value, int pe) { shmem_schar_p(dest, value, pe); }
inline signed char shmem_g(const signed char *source, int pe) { return shmem_schar_g(source, pe); }
inline void shmem_put_signal(signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_schar_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_schar_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems, int PE_root) { return shmem_schar_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmem_schar_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmem_schar_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmem_schar_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_schar_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(short *dest, const short *source, size_t nelems, int pe) { shmem_short_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(short *dest, const short *source, size_t nelems, int pe) { shmem_short_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(short *dest, short value, int pe) { shmem_short_p(dest, value, pe); }
inline short shmem_g(const short *source, int pe) { return shmem_short_g(source, pe); }
inline void shmem_put_signal(short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_short_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_short_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, short *dest, const short *source, size_t nelems, int PE_root) { return shmem_short_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmem_short_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmem_short_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmem_short_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_short_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(int *dest, const int *source, size_t nelems, int pe) { shmem_int_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(int *dest, const int *source, size_t nelems, int pe) { shmem_int_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(int *dest, int value, int pe) { shmem_int_p(dest, value, pe); }
inline int shmem_g(const int *source, int pe) { return shmem_int_g(source, pe); }
inline void shmem_put_signal(int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_int_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_int_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, int *dest, const int *source, size_t nelems, int PE_root) { return shmem_int_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmem_int_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmem_int_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmem_int_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_int_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(long *dest, const long *source, size_t nelems, int pe) { shmem_long_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(long *dest, const long *source, size_t nelems, int pe) { shmem_long_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(long *dest, long value, int pe) { shmem_long_p(dest, value, pe); }
inline long shmem_g(const long *source, int pe) { return shmem_long_g(source, pe); }
inline void shmem_put_signal(long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_long_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_long_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, long *dest, const long *source, size_t nelems, int PE_root) { return shmem_long_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmem_long_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmem_long_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmem_long_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_long_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(long long *dest, const long long *source, size_t nelems, int pe) { shmem_longlong_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(long long *dest, const long long *source, size_t nelems, int pe) { shmem_longlong_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(long long *dest, long long value, int pe) { shmem_longlong_p(dest, value, pe); }
inline long long shmem_g(const long long *source, int pe) { return shmem_longlong_g(source, pe); }
inline void shmem_put_signal(long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_longlong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_longlong_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, long long *dest, const long long *source, size_t nelems, int PE_root) { return shmem_longlong_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmem_longlong_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmem_longlong_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmem_longlong_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_longlong_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_uchar_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_uchar_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(unsigned char *dest, unsigned char value, int pe) { shmem_uchar_p(dest, value, pe); }
inline unsigned char shmem_g(const unsigned char *source, int pe) { return shmem_uchar_g(source, pe); }
inline void shmem_put_signal(unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_uchar_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_uchar_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems, int PE_root) { return shmem_uchar_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmem_uchar_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmem_uchar_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmem_uchar_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_uchar_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ushort_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ushort_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(unsigned short *dest, unsigned short value, int pe) { shmem_ushort_p(dest, value, pe); }
inline unsigned short shmem_g(const unsigned short *source, int pe) { return shmem_ushort_g(source, pe); }
inline void shmem_put_signal(unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ushort_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ushort_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems, int PE_root) { return shmem_ushort_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmem_ushort_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmem_ushort_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmem_ushort_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_ushort_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_uint_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_uint_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(unsigned int *dest, unsigned int value, int pe) { shmem_uint_p(dest, value, pe); }
inline unsigned int shmem_g(const unsigned int *source, int pe) { return shmem_uint_g(source, pe); }
inline void shmem_put_signal(unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_uint_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_uint_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems, int PE_root) { return shmem_uint_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmem_uint_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmem_uint_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmem_uint_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_uint_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ulong_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ulong_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(unsigned long *dest, unsigned long value, int pe) { shmem_ulong_p(dest, value, pe); }
inline unsigned long shmem_g(const unsigned long *source, int pe) { return shmem_ulong_g(source, pe); }
inline void shmem_put_signal(unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ulong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ulong_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems, int PE_root) { return shmem_ulong_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmem_ulong_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmem_ulong_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmem_ulong_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_ulong_alltoalls(team, dest, source, dst, sst, nelems); }
inline void shmem_put_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ulonglong_put_nbi(dest, source, nelems, pe); }
inline void shmem_get_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ulonglong_get_nbi(dest, source, nelems, pe); }
inline void shmem_p(unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_p(dest, value, pe); }
inline unsigned long long shmem_g(const unsigned long long *source, int pe) { return shmem_ulonglong_g(source, pe); }
inline void shmem_put_signal(unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ulonglong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ulonglong_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_broadcast(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems, int PE_root) { return shmem_ulonglong_broadcast(team, dest, source, nelems, PE_root); }
inline int shmem_collect(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmem_ulonglong_collect(team, dest, source, nelems); }
inline int shmem_fcollect(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmem_ulonglong_fcollect(team, dest, source, nelems); }
inline int shmem_alltoall(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmem_ulonglong_alltoall(team, dest, source, nelems); }
inline int shmem_alltoalls(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems) { return shmem_ulonglong_alltoalls(team, dest, source, dst, sst, nelems); }
inline int shmem_atomic_fetch(const int *source, int pe) { return shmem_int_atomic_fetch(source, pe); }
inline void shmem_atomic_set(int *dest, int value, int pe) { shmem_int_atomic_set(dest, value, pe); }
inline int shmem_atomic_swap(int *dest, int value, int pe) { return shmem_int_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(int *fetch, const int *source, int pe) { shmem_int_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(int *fetch, int *dest, int value, int pe) { shmem_int_atomic_swap_nbi(fetch, dest, value, pe); }
inline long shmem_atomic_fetch(const long *source, int pe) { return shmem_long_atomic_fetch(source, pe); }
inline void shmem_atomic_set(long *dest, long value, int pe) { shmem_long_atomic_set(dest, value, pe); }
inline long shmem_atomic_swap(long *dest, long value, int pe) { return shmem_long_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(long *fetch, const long *source, int pe) { shmem_long_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(long *fetch, long *dest, long value, int pe) { shmem_long_atomic_swap_nbi(fetch, dest, value, pe); }
inline long long shmem_atomic_fetch(const long long *source, int pe) { return shmem_longlong_atomic_fetch(source, pe); }
inline void shmem_atomic_set(long long *dest, long long value, int pe) { shmem_longlong_atomic_set(dest, value, pe); }
inline long long shmem_atomic_swap(long long *dest, long long value, int pe) { return shmem_longlong_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(long long *fetch, const long long *source, int pe) { shmem_longlong_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(long long *fetch, long long *dest, long long value, int pe) { shmem_longlong_atomic_swap_nbi(fetch, dest, value, pe); }
inline unsigned int shmem_atomic_fetch(const unsigned int *source, int pe) { return shmem_uint_atomic_fetch(source, pe); }
inline void shmem_atomic_set(unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_set(dest, value, pe); }
inline unsigned int shmem_atomic_swap(unsigned int *dest, unsigned int value, int pe) { return shmem_uint_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(unsigned int *fetch, const unsigned int *source, int pe) { shmem_uint_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_swap_nbi(fetch, dest, value, pe); }
inline unsigned long shmem_atomic_fetch(const unsigned long *source, int pe) { return shmem_ulong_atomic_fetch(source, pe); }
inline void shmem_atomic_set(unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_set(dest, value, pe); }
inline unsigned long shmem_atomic_swap(unsigned long *dest, unsigned long value, int pe) { return shmem_ulong_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(unsigned long *fetch, const unsigned long *source, int pe) { shmem_ulong_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_swap_nbi(fetch, dest, value, pe); }
inline unsigned long long shmem_atomic_fetch(const unsigned long long *source, int pe) { return shmem_ulonglong_atomic_fetch(source, pe); }
inline void shmem_atomic_set(unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_set(dest, value, pe); }
inline unsigned long long shmem_atomic_swap(unsigned long long *dest, unsigned long long value, int pe) { return shmem_ulonglong_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(unsigned long long *fetch, const unsigned long long *source, int pe) { shmem_ulonglong_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_swap_nbi(fetch, dest, value, pe); }
inline float shmem_atomic_fetch(const float *source, int pe) { return shmem_float_atomic_fetch(source, pe); }
inline void shmem_atomic_set(float *dest, float value, int pe) { shmem_float_atomic_set(dest, value, pe); }
inline float shmem_atomic_swap(float *dest, float value, int pe) { return shmem_float_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(float *fetch, const float *source, int pe) { shmem_float_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(float *fetch, float *dest, float value, int pe) { shmem_float_atomic_swap_nbi(fetch, dest, value, pe); }
inline double shmem_atomic_fetch(const double *source, int pe) { return shmem_double_atomic_fetch(source, pe); }
inline void shmem_atomic_set(double *dest, double value, int pe) { shmem_double_atomic_set(dest, value, pe); }
inline double shmem_atomic_swap(double *dest, double value, int pe) { return shmem_double_atomic_swap(dest, value, pe); }
inline void shmem_atomic_fetch_nbi(double *fetch, const double *source, int pe) { shmem_double_atomic_fetch_nbi(fetch, source, pe); }
inline void shmem_atomic_swap_nbi(double *fetch, double *dest, double value, int pe) { shmem_double_atomic_swap_nbi(fetch, dest, value, pe); }
inline int shmem_atomic_compare_swap(int *dest, int cond, int value, int pe) { return shmem_int_atomic_compare_swap(dest, cond, value, pe); }
inline int shmem_atomic_fetch_inc(int *dest, int pe) { return shmem_int_atomic_fetch_inc(dest, pe); }
inline void shmem_atomic_inc(int *dest, int pe) { shmem_int_atomic_inc(dest, pe); }
inline int shmem_atomic_fetch_add(int *dest, int value, int pe) { return shmem_int_atomic_fetch_add(dest, value, pe); }
inline void shmem_atomic_add(int *dest, int value, int pe) { shmem_int_atomic_add(dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(int *fetch, int *dest, int cond, int value, int pe) { shmem_int_atomic_compare_swap_nbi(fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(int *fetch, int *dest, int pe) { shmem_int_atomic_fetch_inc_nbi(fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(int *fetch, int *dest, int value, int pe) { shmem_int_atomic_fetch_add_nbi(fetch, dest, value, pe); }
inline long shmem_atomic_compare_swap(long *dest, long cond, long value, int pe) { return shmem_long_atomic_compare_swap(dest, cond, value, pe); }
inline long shmem_atomic_fetch_inc(long *dest, int pe) { return shmem_long_atomic_fetch_inc(dest, pe); }
inline void shmem_atomic_inc(long *dest, int pe) { shmem_long_atomic_inc(dest, pe); }
inline long shmem_atomic_fetch_add(long *dest, long value, int pe) { return shmem_long_atomic_fetch_add(dest, value, pe); }
inline void shmem_atomic_add(long *dest, long value, int pe) { shmem_long_atomic_add(dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(long *fetch, long *dest, long cond, long value, int pe) { shmem_long_atomic_compare_swap_nbi(fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(long *fetch, long *dest, int pe) { shmem_long_atomic_fetch_inc_nbi(fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(long *fetch, long *dest, long value, int pe) { shmem_long_atomic_fetch_add_nbi(fetch, dest, value, pe); }
inline long long shmem_atomic_compare_swap(long long *dest, long long cond, long long value, int pe) { return shmem_longlong_atomic_compare_swap(dest, cond, value, pe); }
inline long long shmem_atomic_fetch_inc(long long *dest, int pe) { return shmem_longlong_atomic_fetch_inc(dest, pe); }
inline void shmem_atomic_inc(long long *dest, int pe) { shmem_longlong_atomic_inc(dest, pe); }
inline long long shmem_atomic_fetch_add(long long *dest, long long value, int pe) { return shmem_longlong_atomic_fetch_add(dest, value, pe); }
inline void shmem_atomic_add(long long *dest, long long value, int pe) { shmem_longlong_atomic_add(dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(long long *fetch, long long *dest, long long cond, long long value, int pe) { shmem_longlong_atomic_compare_swap_nbi(fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(long long *fetch, long long *dest, int pe) { shmem_longlong_atomic_fetch_inc_nbi(fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(long long *fetch, long long *dest, long long value, int pe) { shmem_longlong_atomic_fetch_add_nbi(fetch, dest, value, pe); }
inline unsigned int shmem_atomic_compare_swap(unsigned int *dest, unsigned int cond, unsigned int value, int pe) { return shmem_uint_atomic_compare_swap(dest, cond, value, pe); }
inline unsigned int shmem_atomic_fetch_inc(unsigned int *dest, int pe) { return shmem_uint_atomic_fetch_inc(dest, pe); }
inline void shmem_atomic_inc(unsigned int *dest, int pe) { shmem_uint_atomic_inc(dest, pe); }
inline unsigned int shmem_atomic_fetch_add(unsigned int *dest, unsigned int value, int pe) { return shmem_uint_atomic_fetch_add(dest, value, pe); }
inline void shmem_atomic_add(unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_add(dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(unsigned int *fetch, unsigned int *dest, unsigned int cond, unsigned int value, int pe) { shmem_uint_atomic_compare_swap_nbi(fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(unsigned int *fetch, unsigned int *dest, int pe) { shmem_uint_atomic_fetch_inc_nbi(fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_fetch_add_nbi(fetch, dest, value, pe); }
inline unsigned long shmem_atomic_compare_swap(unsigned long *dest, unsigned long cond, unsigned long value, int pe) { return shmem_ulong_atomic_compare_swap(dest, cond, value, pe); }
inline unsigned long shmem_atomic_fetch_inc(unsigned long *dest, int pe) { return shmem_ulong_atomic_fetch_inc(dest, pe); }
inline void shmem_atomic_inc(unsigned long *dest, int pe) { shmem_ulong_atomic_inc(dest, pe); }
inline unsigned long shmem_atomic_fetch_add(unsigned long *dest, unsigned long value, int pe) { return shmem_ulong_atomic_fetch_add(dest, value, pe); }
inline void shmem_atomic_add(unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_add(dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(unsigned long *fetch, unsigned long *dest, unsigned long cond, unsigned long value, int pe) { shmem_ulong_atomic_compare_swap_nbi(fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(unsigned long *fetch, unsigned long *dest, int pe) { shmem_ulong_atomic_fetch_inc_nbi(fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_fetch_add_nbi(fetch, dest, value, pe); }
inline unsigned long long shmem_atomic_compare_swap(unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe) { return shmem_ulonglong_atomic_compare_swap(dest, cond, value, pe); }
inline unsigned long long shmem_atomic_fetch_inc(unsigned long long *dest, int pe) { return shmem_ulonglong_atomic_fetch_inc(dest, pe); }
inline void shmem_atomic_inc(unsigned long long *dest, int pe) { shmem_ulonglong_atomic_inc(dest, pe); }
inline unsigned long long shmem_atomic_fetch_add(unsigned long long *dest, unsigned long long value, int pe) { return shmem_ulonglong_atomic_fetch_add(dest, value, pe); }
inline void shmem_atomic_add(unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_add(dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe) { shmem_ulonglong_atomic_compare_swap_nbi(fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(unsigned long long *fetch, unsigned long long *dest, int pe) { shmem_ulonglong_atomic_fetch_inc_nbi(fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_fetch_add_nbi(fetch, dest, value, pe); }
inline unsigned int shmem_atomic_fetch_and(unsigned int *dest, unsigned int value, int pe) { return shmem_uint_atomic_fetch_and(dest, value, pe); }
inline void shmem_atomic_and(unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_and(dest, value, pe); }
inline unsigned int shmem_atomic_fetch_or(unsigned int *dest, unsigned int value, int pe) { return shmem_uint_atomic_fetch_or(dest, value, pe); }
inline void shmem_atomic_or(unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_or(dest, value, pe); }
inline unsigned int shmem_atomic_fetch_xor(unsigned int *dest, unsigned int value, int pe) { return shmem_uint_atomic_fetch_xor(dest, value, pe); }
inline void shmem_atomic_xor(unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_xor(dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_fetch_and_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_fetch_or_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_uint_atomic_fetch_xor_nbi(fetch, dest, value, pe); }
inline unsigned long shmem_atomic_fetch_and(unsigned long *dest, unsigned long value, int pe) { return shmem_ulong_atomic_fetch_and(dest, value, pe); }
inline void shmem_atomic_and(unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_and(dest, value, pe); }
inline unsigned long shmem_atomic_fetch_or(unsigned long *dest, unsigned long value, int pe) { return shmem_ulong_atomic_fetch_or(dest, value, pe); }
inline void shmem_atomic_or(unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_or(dest, value, pe); }
inline unsigned long shmem_atomic_fetch_xor(unsigned long *dest, unsigned long value, int pe) { return shmem_ulong_atomic_fetch_xor(dest, value, pe); }
inline void shmem_atomic_xor(unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_xor(dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_fetch_and_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_fetch_or_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ulong_atomic_fetch_xor_nbi(fetch, dest, value, pe); }
inline unsigned long long shmem_atomic_fetch_and(unsigned long long *dest, unsigned long long value, int pe) { return shmem_ulonglong_atomic_fetch_and(dest, value, pe); }
inline void shmem_atomic_and(unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_and(dest, value, pe); }
inline unsigned long long shmem_atomic_fetch_or(unsigned long long *dest, unsigned long long value, int pe) { return shmem_ulonglong_atomic_fetch_or(dest, value, pe); }
inline void shmem_atomic_or(unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_or(dest, value, pe); }
inline unsigned long long shmem_atomic_fetch_xor(unsigned long long *dest, unsigned long long value, int pe) { return shmem_ulonglong_atomic_fetch_xor(dest, value, pe); }
inline void shmem_atomic_xor(unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_xor(dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_fetch_and_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_fetch_or_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ulonglong_atomic_fetch_xor_nbi(fetch, dest, value, pe); }
inline int32_t shmem_atomic_fetch_and(int32_t *dest, int32_t value, int pe) { return shmem_int32_atomic_fetch_and(dest, value, pe); }
inline void shmem_atomic_and(int32_t *dest, int32_t value, int pe) { shmem_int32_atomic_and(dest, value, pe); }
inline int32_t shmem_atomic_fetch_or(int32_t *dest, int32_t value, int pe) { return shmem_int32_atomic_fetch_or(dest, value, pe); }
inline void shmem_atomic_or(int32_t *dest, int32_t value, int pe) { shmem_int32_atomic_or(dest, value, pe); }
inline int32_t shmem_atomic_fetch_xor(int32_t *dest, int32_t value, int pe) { return shmem_int32_atomic_fetch_xor(dest, value, pe); }
inline void shmem_atomic_xor(int32_t *dest, int32_t value, int pe) { shmem_int32_atomic_xor(dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe) { shmem_int32_atomic_fetch_and_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe) { shmem_int32_atomic_fetch_or_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(int32_t *fetch, int32_t *dest, int32_t value, int pe) { shmem_int32_atomic_fetch_xor_nbi(fetch, dest, value, pe); }
inline int64_t shmem_atomic_fetch_and(int64_t *dest, int64_t value, int pe) { return shmem_int64_atomic_fetch_and(dest, value, pe); }
inline void shmem_atomic_and(int64_t *dest, int64_t value, int pe) { shmem_int64_atomic_and(dest, value, pe); }
inline int64_t shmem_atomic_fetch_or(int64_t *dest, int64_t value, int pe) { return shmem_int64_atomic_fetch_or(dest, value, pe); }
inline void shmem_atomic_or(int64_t *dest, int64_t value, int pe) { shmem_int64_atomic_or(dest, value, pe); }
inline int64_t shmem_atomic_fetch_xor(int64_t *dest, int64_t value, int pe) { return shmem_int64_atomic_fetch_xor(dest, value, pe); }
inline void shmem_atomic_xor(int64_t *dest, int64_t value, int pe) { shmem_int64_atomic_xor(dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe) { shmem_int64_atomic_fetch_and_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe) { shmem_int64_atomic_fetch_or_nbi(fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(int64_t *fetch, int64_t *dest, int64_t value, int pe) { shmem_int64_atomic_fetch_xor_nbi(fetch, dest, value, pe); }
inline short shmem_swap(short *target, short value, int pe) { return shmem_short_swap(target, value, pe); }
inline int shmem_swap(int *target, int value, int pe) { return shmem_int_swap(target, value, pe); }
inline long long shmem_swap(long long *target, long long value, int pe) { return shmem_longlong_swap(target, value, pe); }
inline float shmem_swap(float *target, float value, int pe) { return shmem_float_swap(target, value, pe); }
inline double shmem_swap(double *target, double value, int pe) { return shmem_double_swap(target, value, pe); }
inline short shmem_fetch(const short *target, int pe) { return shmem_short_fetch(target, pe); }
inline void shmem_set(short *target, short value, int pe) { shmem_short_set(target, value, pe); }
inline int shmem_fetch(const int *target, int pe) { return shmem_int_fetch(target, pe); }
inline void shmem_set(int *target, int value, int pe) { shmem_int_set(target, value, pe); }
inline long shmem_fetch(const long *target, int pe) { return shmem_long_fetch(target, pe); }
inline void shmem_set(long *target, long value, int pe) { shmem_long_set(target, value, pe); }
inline long long shmem_fetch(const long long *target, int pe) { return shmem_longlong_fetch(target, pe); }
inline void shmem_set(long long *target, long long value, int pe) { shmem_longlong_set(target, value, pe); }
inline float shmem_fetch(const float *target, int pe) { return shmem_float_fetch(target, pe); }
inline void shmem_set(float *target, float value, int pe) { shmem_float_set(target, value, pe); }
inline double shmem_fetch(const double *target, int pe) { return shmem_double_fetch(target, pe); }
inline void shmem_set(double *target, double value, int pe) { shmem_double_set(target, value, pe); }
inline short shmem_cswap(short *target, short cond, short value, int pe) { return shmem_short_cswap(target, cond, value, pe); }
inline short shmem_fadd(short *target, short value, int pe) { return shmem_short_fadd(target, value, pe); }
inline short shmem_finc(short *target, int pe) { return shmem_short_finc(target, pe); }
inline void shmem_add(short *target, short value, int pe) { shmem_short_add(target, value, pe); }
inline void shmem_inc(short *target, int pe) { shmem_short_inc(target, pe); }
inline int shmem_cswap(int *target, int cond, int value, int pe) { return shmem_int_cswap(target, cond, value, pe); }
inline int shmem_fadd(int *target, int value, int pe) { return shmem_int_fadd(target, value, pe); }
inline int shmem_finc(int *target, int pe) { return shmem_int_finc(target, pe); }
inline void shmem_add(int *target, int value, int pe) { shmem_int_add(target, value, pe); }
inline void shmem_inc(int *target, int pe) { shmem_int_inc(target, pe); }
inline long shmem_cswap(long *target, long cond, long value, int pe) { return shmem_long_cswap(target, cond, value, pe); }
inline long shmem_fadd(long *target, long value, int pe) { return shmem_long_fadd(target, value, pe); }
inline long shmem_finc(long *target, int pe) { return shmem_long_finc(target, pe); }
inline void shmem_add(long *target, long value, int pe) { shmem_long_add(target, value, pe); }
inline void shmem_inc(long *target, int pe) { shmem_long_inc(target, pe); }
inline long long shmem_cswap(long long *target, long long cond, long long value, int pe) { return shmem_longlong_cswap(target, cond, value, pe); }
inline long long shmem_fadd(long long *target, long long value, int pe) { return shmem_longlong_fadd(target, value, pe); }
inline long long shmem_finc(long long *target, int pe) { return shmem_longlong_finc(target, pe); }
inline void shmem_add(long long *target, long long value, int pe) { shmem_longlong_add(target, value, pe); }
inline void shmem_inc(long long *target, int pe) { shmem_longlong_inc(target, pe); }
inline void shmem_wait(volatile short *ivar, short cmp_value) { shmem_short_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile short *ivar, int cmp, short cmp_value) { shmem_short_wait_until(ivar, cmp, cmp_value); }
inline void shmem_wait(volatile int *ivar, int cmp_value) { shmem_int_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile int *ivar, int cmp, int cmp_value) { shmem_int_wait_until(ivar, cmp, cmp_value); }
inline void shmem_wait(volatile long long *ivar, long long cmp_value) { shmem_longlong_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile long long *ivar, int cmp, long long cmp_value) { shmem_longlong_wait_until(ivar, cmp, cmp_value); }
inline void shmem_wait(volatile unsigned short *ivar, unsigned short cmp_value) { shmem_ushort_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile unsigned short *ivar, int cmp, unsigned short cmp_value) { shmem_ushort_wait_until(ivar, cmp, cmp_value); }
inline void shmem_wait(volatile unsigned int *ivar, unsigned int cmp_value) { shmem_uint_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile unsigned int *ivar, int cmp, unsigned int cmp_value) { shmem_uint_wait_until(ivar, cmp, cmp_value); }
inline void shmem_wait(volatile unsigned long *ivar, unsigned long cmp_value) { shmem_ulong_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile unsigned long *ivar, int cmp, unsigned long cmp_value) { shmem_ulong_wait_until(ivar, cmp, cmp_value); }
inline void shmem_wait(volatile unsigned long long *ivar, unsigned long long cmp_value) { shmem_ulonglong_wait(ivar, cmp_value); }
inline void shmem_wait_until(volatile unsigned long long *ivar, int cmp, unsigned long long cmp_value) { shmem_ulonglong_wait_until(ivar, cmp, cmp_value); }
inline int shmem_test(volatile short *ivar, int cmp, short cmp_value) { return shmem_short_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) { shmem_short_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) { return shmem_short_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, short cmp_value) { return shmem_short_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) { return shmem_short_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) { return shmem_short_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, short cmp_value) { return shmem_short_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values) { shmem_short_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values) { return shmem_short_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const short *cmp_values) { return shmem_short_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values) { return shmem_short_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(short *ivars, size_t nelems, const int *status, int cmp, const short *cmp_values) { return shmem_short_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const short *cmp_values) { return shmem_short_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile int *ivar, int cmp, int cmp_value) { return shmem_int_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value) { shmem_int_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value) { return shmem_int_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int cmp_value) { return shmem_int_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value) { return shmem_int_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(int *ivars, size_t nelems, const int *status, int cmp, int cmp_value) { return shmem_int_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, int cmp_value) { return shmem_int_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values) { shmem_int_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values) { return shmem_int_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int *cmp_values) { return shmem_int_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values) { return shmem_int_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(int *ivars, size_t nelems, const int *status, int cmp, const int *cmp_values) { return shmem_int_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const int *cmp_values) { return shmem_int_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile long *ivar, int cmp, long cmp_value) { return shmem_long_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value) { shmem_long_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value) { return shmem_long_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long cmp_value) { return shmem_long_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value) { return shmem_long_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(long *ivars, size_t nelems, const int *status, int cmp, long cmp_value) { return shmem_long_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long cmp_value) { return shmem_long_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values) { shmem_long_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values) { return shmem_long_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long *cmp_values) { return shmem_long_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values) { return shmem_long_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(long *ivars, size_t nelems, const int *status, int cmp, const long *cmp_values) { return shmem_long_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long *cmp_values) { return shmem_long_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile long long *ivar, int cmp, long long cmp_value) { return shmem_longlong_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value) { shmem_longlong_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value) { return shmem_longlong_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long long cmp_value) { return shmem_longlong_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value) { return shmem_longlong_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(long long *ivars, size_t nelems, const int *status, int cmp, long long cmp_value) { return shmem_longlong_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, long long cmp_value) { return shmem_longlong_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values) { shmem_longlong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values) { return shmem_longlong_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long long *cmp_values) { return shmem_longlong_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values) { return shmem_longlong_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(long long *ivars, size_t nelems, const int *status, int cmp, const long long *cmp_values) { return shmem_longlong_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const long long *cmp_values) { return shmem_longlong_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile unsigned short *ivar, int cmp, unsigned short cmp_value) { return shmem_ushort_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value) { shmem_ushort_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value) { return shmem_ushort_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned short cmp_value) { return shmem_ushort_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value) { return shmem_ushort_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(unsigned short *ivars, size_t nelems, const int *status, int cmp, unsigned short cmp_value) { return shmem_ushort_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned short cmp_value) { return shmem_ushort_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values) { shmem_ushort_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values) { return shmem_ushort_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned short *cmp_values) { return shmem_ushort_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values) { return shmem_ushort_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(unsigned short *ivars, size_t nelems, const int *status, int cmp, const unsigned short *cmp_values) { return shmem_ushort_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(unsigned short *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned short *cmp_values) { return shmem_ushort_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile unsigned int *ivar, int cmp, unsigned int cmp_value) { return shmem_uint_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value) { shmem_uint_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value) { return shmem_uint_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned int cmp_value) { return shmem_uint_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value) { return shmem_uint_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(unsigned int *ivars, size_t nelems, const int *status, int cmp, unsigned int cmp_value) { return shmem_uint_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned int cmp_value) { return shmem_uint_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values) { shmem_uint_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values) { return shmem_uint_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned int *cmp_values) { return shmem_uint_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values) { return shmem_uint_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(unsigned int *ivars, size_t nelems, const int *status, int cmp, const unsigned int *cmp_values) { return shmem_uint_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(unsigned int *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned int *cmp_values) { return shmem_uint_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile unsigned long *ivar, int cmp, unsigned long cmp_value) { return shmem_ulong_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value) { shmem_ulong_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value) { return shmem_ulong_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long cmp_value) { return shmem_ulong_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value) { return shmem_ulong_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(unsigned long *ivars, size_t nelems, const int *status, int cmp, unsigned long cmp_value) { return shmem_ulong_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long cmp_value) { return shmem_ulong_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values) { shmem_ulong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values) { return shmem_ulong_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long *cmp_values) { return shmem_ulong_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values) { return shmem_ulong_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(unsigned long *ivars, size_t nelems, const int *status, int cmp, const unsigned long *cmp_values) { return shmem_ulong_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(unsigned long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long *cmp_values) { return shmem_ulong_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test(volatile unsigned long long *ivar, int cmp, unsigned long long cmp_value) { return shmem_ulonglong_test(ivar, cmp, cmp_value); }
inline void shmem_wait_until_all(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value) { shmem_ulonglong_wait_until_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_any(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value) { return shmem_ulonglong_wait_until_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_wait_until_some(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long long cmp_value) { return shmem_ulonglong_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline int shmem_test_all(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value) { return shmem_ulonglong_test_all(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_any(unsigned long long *ivars, size_t nelems, const int *status, int cmp, unsigned long long cmp_value) { return shmem_ulonglong_test_any(ivars, nelems, status, cmp, cmp_value); }
inline size_t shmem_test_some(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, unsigned long long cmp_value) { return shmem_ulonglong_test_some(ivars, nelems, indices, status, cmp, cmp_value); }
inline void shmem_wait_until_all_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values) { shmem_ulonglong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_any_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values) { return shmem_ulonglong_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_wait_until_some_vector(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long long *cmp_values) { return shmem_ulonglong_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_test_all_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values) { return shmem_ulonglong_test_all_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_any_vector(unsigned long long *ivars, size_t nelems, const int *status, int cmp, const unsigned long long *cmp_values) { return shmem_ulonglong_test_any_vector(ivars, nelems, status, cmp, cmp_values); }
inline size_t shmem_test_some_vector(unsigned long long *ivars, size_t nelems, size_t *indices, const int *status, int cmp, const unsigned long long *cmp_values) { return shmem_ulonglong_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values); }
inline int shmem_and_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce) { return shmem_int8_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce) { return shmem_int8_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nreduce) { return shmem_int8_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce) { return shmem_int16_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce) { return shmem_int16_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nreduce) { return shmem_int16_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce) { return shmem_int32_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce) { return shmem_int32_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nreduce) { return shmem_int32_xor_reduce(team, dest, source, nreduce); }
inline int shmem_and_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce) { return shmem_int64_and_reduce(team, dest, source, nreduce); }
inline int shmem_or_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce) { return shmem_int64_or_reduce(team, dest, source, nreduce); }
inline int shmem_xor_reduce(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nreduce) { return shmem_int64_xor_reduce(team, dest, source, nreduce); }
inline int shmem_min_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce) { return shmem_char_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce) { return shmem_char_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce) { return shmem_char_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, char *dest, const char *source, size_t nreduce) { return shmem_char_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmem_char_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmem_char_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce) { return shmem_schar_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce) { return shmem_schar_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce) { return shmem_schar_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, signed char *dest, const signed char *source, size_t nreduce) { return shmem_schar_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmem_schar_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmem_schar_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce) { return shmem_short_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce) { return shmem_short_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce) { return shmem_short_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, short *dest, const short *source, size_t nreduce) { return shmem_short_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmem_short_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmem_short_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce) { return shmem_int_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce) { return shmem_int_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce) { return shmem_int_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, int *dest, const int *source, size_t nreduce) { return shmem_int_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmem_int_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmem_int_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce) { return shmem_long_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce) { return shmem_long_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce) { return shmem_long_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, long *dest, const long *source, size_t nreduce) { return shmem_long_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmem_long_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmem_long_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce) { return shmem_longlong_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce) { return shmem_longlong_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce) { return shmem_longlong_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, long long *dest, const long long *source, size_t nreduce) { return shmem_longlong_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmem_longlong_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmem_longlong_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nreduce) { return shmem_uchar_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmem_uchar_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmem_uchar_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nreduce) { return shmem_ushort_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmem_ushort_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmem_ushort_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nreduce) { return shmem_uint_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmem_uint_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmem_uint_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nreduce) { return shmem_ulong_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmem_ulong_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmem_ulong_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nreduce) { return shmem_ulonglong_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmem_ulonglong_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmem_ulonglong_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce) { return shmem_float_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce) { return shmem_float_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce) { return shmem_float_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, float *dest, const float *source, size_t nreduce) { return shmem_float_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmem_float_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmem_float_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce) { return shmem_double_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce) { return shmem_double_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce) { return shmem_double_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, double *dest, const double *source, size_t nreduce) { return shmem_double_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmem_double_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmem_double_sum_exscan(team, dest, source, nelems); }
inline int shmem_min_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce) { return shmem_longdouble_min_reduce(team, dest, source, nreduce); }
inline int shmem_max_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce) { return shmem_longdouble_max_reduce(team, dest, source, nreduce); }
inline int shmem_sum_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce) { return shmem_longdouble_sum_reduce(team, dest, source, nreduce); }
inline int shmem_prod_reduce(shmem_team_t team, long double *dest, const long double *source, size_t nreduce) { return shmem_longdouble_prod_reduce(team, dest, source, nreduce); }
inline int shmem_sum_inscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmem_longdouble_sum_inscan(team, dest, source, nelems); }
inline int shmem_sum_exscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmem_longdouble_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_reduce(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nreduce) { return shmem_complexf_sum_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_prod_reduce(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nreduce) { return shmem_complexf_prod_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_inscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems) { return shmem_complexf_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_exscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems) { return shmem_complexf_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_reduce(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nreduce) { return shmem_complexd_sum_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_prod_reduce(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nreduce) { return shmem_complexd_prod_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_inscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems) { return shmem_complexd_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_exscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems) { return shmem_complexd_sum_exscan(team, dest, source, nelems); }
/* ... and on std::complex<T>, through the overloads above. */
SHMEMI_COMPLEX_EXT inline int shmem_sum_reduce(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nreduce) { return shmem_complexf_sum_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_prod_reduce(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nreduce) { return shmem_complexf_prod_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_inscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmem_complexf_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_exscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmem_complexf_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_reduce(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nreduce) { return shmem_complexd_sum_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_prod_reduce(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nreduce) { return shmem_complexd_prod_reduce(team, dest, source, nreduce); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_inscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmem_complexd_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmem_sum_exscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmem_complexd_sum_exscan(team, dest, source, nelems); }
/* Context forms: the same names with a shmem_ctx_t first. */
inline void shmem_put(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe) { shmem_ctx_float_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe) { shmem_ctx_float_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe) { shmem_ctx_float_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe) { shmem_ctx_float_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_float_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_float_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_float_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, float *dest, const float *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_float_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, float *dest, float value, int pe) { shmem_ctx_float_p(ctx, dest, value, pe); }
inline float shmem_g(shmem_ctx_t ctx, const float *source, int pe) { return shmem_ctx_float_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_float_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_float_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe) { shmem_ctx_double_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe) { shmem_ctx_double_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe) { shmem_ctx_double_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe) { shmem_ctx_double_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_double_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_double_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_double_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, double *dest, const double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_double_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, double *dest, double value, int pe) { shmem_ctx_double_p(ctx, dest, value, pe); }
inline double shmem_g(shmem_ctx_t ctx, const double *source, int pe) { return shmem_ctx_double_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_double_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_double_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe) { shmem_ctx_longdouble_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe) { shmem_ctx_longdouble_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe) { shmem_ctx_longdouble_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe) { shmem_ctx_longdouble_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_longdouble_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_longdouble_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_longdouble_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, long double *dest, const long double *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_longdouble_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, long double *dest, long double value, int pe) { shmem_ctx_longdouble_p(ctx, dest, value, pe); }
inline long double shmem_g(shmem_ctx_t ctx, const long double *source, int pe) { return shmem_ctx_longdouble_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_longdouble_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_longdouble_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe) { shmem_ctx_char_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe) { shmem_ctx_char_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe) { shmem_ctx_char_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe) { shmem_ctx_char_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_char_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_char_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_char_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, char *dest, const char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_char_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, char *dest, char value, int pe) { shmem_ctx_char_p(ctx, dest, value, pe); }
inline char shmem_g(shmem_ctx_t ctx, const char *source, int pe) { return shmem_ctx_char_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_char_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_char_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_ctx_schar_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_ctx_schar_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_ctx_schar_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe) { shmem_ctx_schar_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_schar_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_schar_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_schar_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, signed char *dest, const signed char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_schar_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, signed char *dest, signed char value, int pe) { shmem_ctx_schar_p(ctx, dest, value, pe); }
inline signed char shmem_g(shmem_ctx_t ctx, const signed char *source, int pe) { return shmem_ctx_schar_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_schar_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_schar_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe) { shmem_ctx_short_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe) { shmem_ctx_short_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe) { shmem_ctx_short_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe) { shmem_ctx_short_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_short_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_short_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_short_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, short *dest, const short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_short_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, short *dest, short value, int pe) { shmem_ctx_short_p(ctx, dest, value, pe); }
inline short shmem_g(shmem_ctx_t ctx, const short *source, int pe) { return shmem_ctx_short_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_short_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_short_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe) { shmem_ctx_int_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe) { shmem_ctx_int_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe) { shmem_ctx_int_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe) { shmem_ctx_int_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_int_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_int_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_int_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, int *dest, const int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_int_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, int *dest, int value, int pe) { shmem_ctx_int_p(ctx, dest, value, pe); }
inline int shmem_g(shmem_ctx_t ctx, const int *source, int pe) { return shmem_ctx_int_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_int_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_int_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe) { shmem_ctx_long_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe) { shmem_ctx_long_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe) { shmem_ctx_long_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe) { shmem_ctx_long_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_long_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_long_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_long_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, long *dest, const long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_long_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, long *dest, long value, int pe) { shmem_ctx_long_p(ctx, dest, value, pe); }
inline long shmem_g(shmem_ctx_t ctx, const long *source, int pe) { return shmem_ctx_long_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_long_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_long_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe) { shmem_ctx_longlong_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe) { shmem_ctx_longlong_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe) { shmem_ctx_longlong_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe) { shmem_ctx_longlong_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_longlong_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_longlong_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_longlong_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, long long *dest, const long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_longlong_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, long long *dest, long long value, int pe) { shmem_ctx_longlong_p(ctx, dest, value, pe); }
inline long long shmem_g(shmem_ctx_t ctx, const long long *source, int pe) { return shmem_ctx_longlong_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_longlong_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_longlong_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_ctx_uchar_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_ctx_uchar_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_ctx_uchar_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe) { shmem_ctx_uchar_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_uchar_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_uchar_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_uchar_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_uchar_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, unsigned char *dest, unsigned char value, int pe) { shmem_ctx_uchar_p(ctx, dest, value, pe); }
inline unsigned char shmem_g(shmem_ctx_t ctx, const unsigned char *source, int pe) { return shmem_ctx_uchar_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_uchar_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_uchar_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ctx_ushort_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ctx_ushort_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ctx_ushort_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe) { shmem_ctx_ushort_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_ushort_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_ushort_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_ushort_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_ushort_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, unsigned short *dest, unsigned short value, int pe) { shmem_ctx_ushort_p(ctx, dest, value, pe); }
inline unsigned short shmem_g(shmem_ctx_t ctx, const unsigned short *source, int pe) { return shmem_ctx_ushort_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_ushort_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_ushort_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_ctx_uint_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_ctx_uint_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_ctx_uint_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe) { shmem_ctx_uint_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_uint_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_uint_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_uint_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_uint_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_p(ctx, dest, value, pe); }
inline unsigned int shmem_g(shmem_ctx_t ctx, const unsigned int *source, int pe) { return shmem_ctx_uint_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_uint_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_uint_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ctx_ulong_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ctx_ulong_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ctx_ulong_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe) { shmem_ctx_ulong_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_ulong_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_ulong_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_ulong_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_ulong_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_p(ctx, dest, value, pe); }
inline unsigned long shmem_g(shmem_ctx_t ctx, const unsigned long *source, int pe) { return shmem_ctx_ulong_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_ulong_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_ulong_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ctx_ulonglong_put(ctx, dest, source, nelems, pe); }
inline void shmem_get(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ctx_ulonglong_get(ctx, dest, source, nelems, pe); }
inline void shmem_put_nbi(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ctx_ulonglong_put_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_get_nbi(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe) { shmem_ctx_ulonglong_get_nbi(ctx, dest, source, nelems, pe); }
inline void shmem_iput(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_ulonglong_iput(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_iget(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t nelems, int pe) { shmem_ctx_ulonglong_iget(ctx, dest, source, dst, sst, nelems, pe); }
inline void shmem_ibput(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_ulonglong_ibput(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_ibget(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, ptrdiff_t dst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe) { shmem_ctx_ulonglong_ibget(ctx, dest, source, dst, sst, bsize, nblocks, pe); }
inline void shmem_p(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_p(ctx, dest, value, pe); }
inline unsigned long long shmem_g(shmem_ctx_t ctx, const unsigned long long *source, int pe) { return shmem_ctx_ulonglong_g(ctx, source, pe); }
inline void shmem_put_signal(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_ulonglong_put_signal(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline void shmem_put_signal_nbi(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) { shmem_ctx_ulonglong_put_signal_nbi(ctx, dest, source, nelems, sig_addr, signal, sig_op, pe); }
inline int shmem_atomic_fetch(shmem_ctx_t ctx, const int *source, int pe) { return shmem_ctx_int_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, int *dest, int value, int pe) { shmem_ctx_int_atomic_set(ctx, dest, value, pe); }
inline int shmem_atomic_swap(shmem_ctx_t ctx, int *dest, int value, int pe) { return shmem_ctx_int_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, int *fetch, const int *source, int pe) { shmem_ctx_int_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int value, int pe) { shmem_ctx_int_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline long shmem_atomic_fetch(shmem_ctx_t ctx, const long *source, int pe) { return shmem_ctx_long_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, long *dest, long value, int pe) { shmem_ctx_long_atomic_set(ctx, dest, value, pe); }
inline long shmem_atomic_swap(shmem_ctx_t ctx, long *dest, long value, int pe) { return shmem_ctx_long_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, long *fetch, const long *source, int pe) { shmem_ctx_long_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, long *fetch, long *dest, long value, int pe) { shmem_ctx_long_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline long long shmem_atomic_fetch(shmem_ctx_t ctx, const long long *source, int pe) { return shmem_ctx_longlong_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, long long *dest, long long value, int pe) { shmem_ctx_longlong_atomic_set(ctx, dest, value, pe); }
inline long long shmem_atomic_swap(shmem_ctx_t ctx, long long *dest, long long value, int pe) { return shmem_ctx_longlong_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, long long *fetch, const long long *source, int pe) { shmem_ctx_longlong_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, long long value, int pe) { shmem_ctx_longlong_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline unsigned int shmem_atomic_fetch(shmem_ctx_t ctx, const unsigned int *source, int pe) { return shmem_ctx_uint_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_set(ctx, dest, value, pe); }
inline unsigned int shmem_atomic_swap(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { return shmem_ctx_uint_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, unsigned int *fetch, const unsigned int *source, int pe) { shmem_ctx_uint_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline unsigned long shmem_atomic_fetch(shmem_ctx_t ctx, const unsigned long *source, int pe) { return shmem_ctx_ulong_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_set(ctx, dest, value, pe); }
inline unsigned long shmem_atomic_swap(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { return shmem_ctx_ulong_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, unsigned long *fetch, const unsigned long *source, int pe) { shmem_ctx_ulong_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline unsigned long long shmem_atomic_fetch(shmem_ctx_t ctx, const unsigned long long *source, int pe) { return shmem_ctx_ulonglong_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_set(ctx, dest, value, pe); }
inline unsigned long long shmem_atomic_swap(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { return shmem_ctx_ulonglong_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, unsigned long long *fetch, const unsigned long long *source, int pe) { shmem_ctx_ulonglong_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline float shmem_atomic_fetch(shmem_ctx_t ctx, const float *source, int pe) { return shmem_ctx_float_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, float *dest, float value, int pe) { shmem_ctx_float_atomic_set(ctx, dest, value, pe); }
inline float shmem_atomic_swap(shmem_ctx_t ctx, float *dest, float value, int pe) { return shmem_ctx_float_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, float *fetch, const float *source, int pe) { shmem_ctx_float_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, float *fetch, float *dest, float value, int pe) { shmem_ctx_float_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline double shmem_atomic_fetch(shmem_ctx_t ctx, const double *source, int pe) { return shmem_ctx_double_atomic_fetch(ctx, source, pe); }
inline void shmem_atomic_set(shmem_ctx_t ctx, double *dest, double value, int pe) { shmem_ctx_double_atomic_set(ctx, dest, value, pe); }
inline double shmem_atomic_swap(shmem_ctx_t ctx, double *dest, double value, int pe) { return shmem_ctx_double_atomic_swap(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_nbi(shmem_ctx_t ctx, double *fetch, const double *source, int pe) { shmem_ctx_double_atomic_fetch_nbi(ctx, fetch, source, pe); }
inline void shmem_atomic_swap_nbi(shmem_ctx_t ctx, double *fetch, double *dest, double value, int pe) { shmem_ctx_double_atomic_swap_nbi(ctx, fetch, dest, value, pe); }
inline int shmem_atomic_compare_swap(shmem_ctx_t ctx, int *dest, int cond, int value, int pe) { return shmem_ctx_int_atomic_compare_swap(ctx, dest, cond, value, pe); }
inline int shmem_atomic_fetch_inc(shmem_ctx_t ctx, int *dest, int pe) { return shmem_ctx_int_atomic_fetch_inc(ctx, dest, pe); }
inline void shmem_atomic_inc(shmem_ctx_t ctx, int *dest, int pe) { shmem_ctx_int_atomic_inc(ctx, dest, pe); }
inline int shmem_atomic_fetch_add(shmem_ctx_t ctx, int *dest, int value, int pe) { return shmem_ctx_int_atomic_fetch_add(ctx, dest, value, pe); }
inline void shmem_atomic_add(shmem_ctx_t ctx, int *dest, int value, int pe) { shmem_ctx_int_atomic_add(ctx, dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int cond, int value, int pe) { shmem_ctx_int_atomic_compare_swap_nbi(ctx, fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int pe) { shmem_ctx_int_atomic_fetch_inc_nbi(ctx, fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(shmem_ctx_t ctx, int *fetch, int *dest, int value, int pe) { shmem_ctx_int_atomic_fetch_add_nbi(ctx, fetch, dest, value, pe); }
inline long shmem_atomic_compare_swap(shmem_ctx_t ctx, long *dest, long cond, long value, int pe) { return shmem_ctx_long_atomic_compare_swap(ctx, dest, cond, value, pe); }
inline long shmem_atomic_fetch_inc(shmem_ctx_t ctx, long *dest, int pe) { return shmem_ctx_long_atomic_fetch_inc(ctx, dest, pe); }
inline void shmem_atomic_inc(shmem_ctx_t ctx, long *dest, int pe) { shmem_ctx_long_atomic_inc(ctx, dest, pe); }
inline long shmem_atomic_fetch_add(shmem_ctx_t ctx, long *dest, long value, int pe) { return shmem_ctx_long_atomic_fetch_add(ctx, dest, value, pe); }
inline void shmem_atomic_add(shmem_ctx_t ctx, long *dest, long value, int pe) { shmem_ctx_long_atomic_add(ctx, dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(shmem_ctx_t ctx, long *fetch, long *dest, long cond, long value, int pe) { shmem_ctx_long_atomic_compare_swap_nbi(ctx, fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(shmem_ctx_t ctx, long *fetch, long *dest, int pe) { shmem_ctx_long_atomic_fetch_inc_nbi(ctx, fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(shmem_ctx_t ctx, long *fetch, long *dest, long value, int pe) { shmem_ctx_long_atomic_fetch_add_nbi(ctx, fetch, dest, value, pe); }
inline long long shmem_atomic_compare_swap(shmem_ctx_t ctx, long long *dest, long long cond, long long value, int pe) { return shmem_ctx_longlong_atomic_compare_swap(ctx, dest, cond, value, pe); }
inline long long shmem_atomic_fetch_inc(shmem_ctx_t ctx, long long *dest, int pe) { return shmem_ctx_longlong_atomic_fetch_inc(ctx, dest, pe); }
inline void shmem_atomic_inc(shmem_ctx_t ctx, long long *dest, int pe) { shmem_ctx_longlong_atomic_inc(ctx, dest, pe); }
inline long long shmem_atomic_fetch_add(shmem_ctx_t ctx, long long *dest, long long value, int pe) { return shmem_ctx_longlong_atomic_fetch_add(ctx, dest, value, pe); }
inline void shmem_atomic_add(shmem_ctx_t ctx, long long *dest, long long value, int pe) { shmem_ctx_longlong_atomic_add(ctx, dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, long long cond, long long value, int pe) { shmem_ctx_longlong_atomic_compare_swap_nbi(ctx, fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, int pe) { shmem_ctx_longlong_atomic_fetch_inc_nbi(ctx, fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(shmem_ctx_t ctx, long long *fetch, long long *dest, long long value, int pe) { shmem_ctx_longlong_atomic_fetch_add_nbi(ctx, fetch, dest, value, pe); }
inline unsigned int shmem_atomic_compare_swap(shmem_ctx_t ctx, unsigned int *dest, unsigned int cond, unsigned int value, int pe) { return shmem_ctx_uint_atomic_compare_swap(ctx, dest, cond, value, pe); }
inline unsigned int shmem_atomic_fetch_inc(shmem_ctx_t ctx, unsigned int *dest, int pe) { return shmem_ctx_uint_atomic_fetch_inc(ctx, dest, pe); }
inline void shmem_atomic_inc(shmem_ctx_t ctx, unsigned int *dest, int pe) { shmem_ctx_uint_atomic_inc(ctx, dest, pe); }
inline unsigned int shmem_atomic_fetch_add(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { return shmem_ctx_uint_atomic_fetch_add(ctx, dest, value, pe); }
inline void shmem_atomic_add(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_add(ctx, dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int cond, unsigned int value, int pe) { shmem_ctx_uint_atomic_compare_swap_nbi(ctx, fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, int pe) { shmem_ctx_uint_atomic_fetch_inc_nbi(ctx, fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_fetch_add_nbi(ctx, fetch, dest, value, pe); }
inline unsigned long shmem_atomic_compare_swap(shmem_ctx_t ctx, unsigned long *dest, unsigned long cond, unsigned long value, int pe) { return shmem_ctx_ulong_atomic_compare_swap(ctx, dest, cond, value, pe); }
inline unsigned long shmem_atomic_fetch_inc(shmem_ctx_t ctx, unsigned long *dest, int pe) { return shmem_ctx_ulong_atomic_fetch_inc(ctx, dest, pe); }
inline void shmem_atomic_inc(shmem_ctx_t ctx, unsigned long *dest, int pe) { shmem_ctx_ulong_atomic_inc(ctx, dest, pe); }
inline unsigned long shmem_atomic_fetch_add(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { return shmem_ctx_ulong_atomic_fetch_add(ctx, dest, value, pe); }
inline void shmem_atomic_add(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_add(ctx, dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long cond, unsigned long value, int pe) { shmem_ctx_ulong_atomic_compare_swap_nbi(ctx, fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, int pe) { shmem_ctx_ulong_atomic_fetch_inc_nbi(ctx, fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_fetch_add_nbi(ctx, fetch, dest, value, pe); }
inline unsigned long long shmem_atomic_compare_swap(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe) { return shmem_ctx_ulonglong_atomic_compare_swap(ctx, dest, cond, value, pe); }
inline unsigned long long shmem_atomic_fetch_inc(shmem_ctx_t ctx, unsigned long long *dest, int pe) { return shmem_ctx_ulonglong_atomic_fetch_inc(ctx, dest, pe); }
inline void shmem_atomic_inc(shmem_ctx_t ctx, unsigned long long *dest, int pe) { shmem_ctx_ulonglong_atomic_inc(ctx, dest, pe); }
inline unsigned long long shmem_atomic_fetch_add(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { return shmem_ctx_ulonglong_atomic_fetch_add(ctx, dest, value, pe); }
inline void shmem_atomic_add(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_add(ctx, dest, value, pe); }
inline void shmem_atomic_compare_swap_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long cond, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_compare_swap_nbi(ctx, fetch, dest, cond, value, pe); }
inline void shmem_atomic_fetch_inc_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, int pe) { shmem_ctx_ulonglong_atomic_fetch_inc_nbi(ctx, fetch, dest, pe); }
inline void shmem_atomic_fetch_add_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_fetch_add_nbi(ctx, fetch, dest, value, pe); }
inline unsigned int shmem_atomic_fetch_and(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { return shmem_ctx_uint_atomic_fetch_and(ctx, dest, value, pe); }
inline void shmem_atomic_and(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_and(ctx, dest, value, pe); }
inline unsigned int shmem_atomic_fetch_or(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { return shmem_ctx_uint_atomic_fetch_or(ctx, dest, value, pe); }
inline void shmem_atomic_or(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_or(ctx, dest, value, pe); }
inline unsigned int shmem_atomic_fetch_xor(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { return shmem_ctx_uint_atomic_fetch_xor(ctx, dest, value, pe); }
inline void shmem_atomic_xor(shmem_ctx_t ctx, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_xor(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_fetch_and_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_fetch_or_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(shmem_ctx_t ctx, unsigned int *fetch, unsigned int *dest, unsigned int value, int pe) { shmem_ctx_uint_atomic_fetch_xor_nbi(ctx, fetch, dest, value, pe); }
inline unsigned long shmem_atomic_fetch_and(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { return shmem_ctx_ulong_atomic_fetch_and(ctx, dest, value, pe); }
inline void shmem_atomic_and(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_and(ctx, dest, value, pe); }
inline unsigned long shmem_atomic_fetch_or(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { return shmem_ctx_ulong_atomic_fetch_or(ctx, dest, value, pe); }
inline void shmem_atomic_or(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_or(ctx, dest, value, pe); }
inline unsigned long shmem_atomic_fetch_xor(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { return shmem_ctx_ulong_atomic_fetch_xor(ctx, dest, value, pe); }
inline void shmem_atomic_xor(shmem_ctx_t ctx, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_xor(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_fetch_and_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_fetch_or_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(shmem_ctx_t ctx, unsigned long *fetch, unsigned long *dest, unsigned long value, int pe) { shmem_ctx_ulong_atomic_fetch_xor_nbi(ctx, fetch, dest, value, pe); }
inline unsigned long long shmem_atomic_fetch_and(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { return shmem_ctx_ulonglong_atomic_fetch_and(ctx, dest, value, pe); }
inline void shmem_atomic_and(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_and(ctx, dest, value, pe); }
inline unsigned long long shmem_atomic_fetch_or(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { return shmem_ctx_ulonglong_atomic_fetch_or(ctx, dest, value, pe); }
inline void shmem_atomic_or(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_or(ctx, dest, value, pe); }
inline unsigned long long shmem_atomic_fetch_xor(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { return shmem_ctx_ulonglong_atomic_fetch_xor(ctx, dest, value, pe); }
inline void shmem_atomic_xor(shmem_ctx_t ctx, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_xor(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_fetch_and_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_fetch_or_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(shmem_ctx_t ctx, unsigned long long *fetch, unsigned long long *dest, unsigned long long value, int pe) { shmem_ctx_ulonglong_atomic_fetch_xor_nbi(ctx, fetch, dest, value, pe); }
inline int32_t shmem_atomic_fetch_and(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe) { return shmem_ctx_int32_atomic_fetch_and(ctx, dest, value, pe); }
inline void shmem_atomic_and(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe) { shmem_ctx_int32_atomic_and(ctx, dest, value, pe); }
inline int32_t shmem_atomic_fetch_or(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe) { return shmem_ctx_int32_atomic_fetch_or(ctx, dest, value, pe); }
inline void shmem_atomic_or(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe) { shmem_ctx_int32_atomic_or(ctx, dest, value, pe); }
inline int32_t shmem_atomic_fetch_xor(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe) { return shmem_ctx_int32_atomic_fetch_xor(ctx, dest, value, pe); }
inline void shmem_atomic_xor(shmem_ctx_t ctx, int32_t *dest, int32_t value, int pe) { shmem_ctx_int32_atomic_xor(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe) { shmem_ctx_int32_atomic_fetch_and_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe) { shmem_ctx_int32_atomic_fetch_or_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(shmem_ctx_t ctx, int32_t *fetch, int32_t *dest, int32_t value, int pe) { shmem_ctx_int32_atomic_fetch_xor_nbi(ctx, fetch, dest, value, pe); }
inline int64_t shmem_atomic_fetch_and(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe) { return shmem_ctx_int64_atomic_fetch_and(ctx, dest, value, pe); }
inline void shmem_atomic_and(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe) { shmem_ctx_int64_atomic_and(ctx, dest, value, pe); }
inline int64_t shmem_atomic_fetch_or(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe) { return shmem_ctx_int64_atomic_fetch_or(ctx, dest, value, pe); }
inline void shmem_atomic_or(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe) { shmem_ctx_int64_atomic_or(ctx, dest, value, pe); }
inline int64_t shmem_atomic_fetch_xor(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe) { return shmem_ctx_int64_atomic_fetch_xor(ctx, dest, value, pe); }
inline void shmem_atomic_xor(shmem_ctx_t ctx, int64_t *dest, int64_t value, int pe) { shmem_ctx_int64_atomic_xor(ctx, dest, value, pe); }
inline void shmem_atomic_fetch_and_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe) { shmem_ctx_int64_atomic_fetch_and_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_or_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe) { shmem_ctx_int64_atomic_fetch_or_nbi(ctx, fetch, dest, value, pe); }
inline void shmem_atomic_fetch_xor_nbi(shmem_ctx_t ctx, int64_t *fetch, int64_t *dest, int64_t value, int pe) { shmem_ctx_int64_atomic_fetch_xor_nbi(ctx, fetch, dest, value, pe); }
inline int shmem_sync(shmem_team_t team) { return shmem_team_sync(team); }
#endif
#endif
#undef SHMEMI_COMPLEX_EXT

#endif
