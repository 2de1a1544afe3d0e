/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap's extensions to the SHMEM API (the shmemx_ names). */
/*
 * GENERATED from src/gen/shmemx.h.in by src/gen/genheader.c over the type
 * tables in src/core/shmemi_types.h: edit those, not this file.
 */
#ifndef SHMAP_MPP_SHMEMX_H
#define SHMAP_MPP_SHMEMX_H

#include <mpp/shmem.h>

/* As in <mpp/shmem.h>: before every line of a complex type. */
#if defined(__cplusplus) && defined(__GNUC__)
#define SHMEMI_COMPLEX_EXT __extension__
#else
#define SHMEMI_COMPLEX_EXT
#endif

#ifdef __cplusplus
extern "C" {
#endif
#if defined(SHMAP_BUILD) && defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/*
 * ---- Locality (shmemx_pe_locality(3)) ------------------------------------
 * How close PE pe runs to the calling PE, by where oshrun bound them:
 * the smallest part of the machine both are bound inside.
 */
#define SHMEMX_LOCALITY_SELF 0   /* pe is the calling PE */
#define SHMEMX_LOCALITY_CORE 1   /* the same core (hardware threads) */
#define SHMEMX_LOCALITY_L3 2     /* cores sharing an L3 cache */
#define SHMEMX_LOCALITY_NUMA 3   /* the same NUMA node */
#define SHMEMX_LOCALITY_SOCKET 4 /* the same socket */
#define SHMEMX_LOCALITY_NODE 5   /* the same node (or not bound: unknown) */
int shmemx_pe_locality(int pe);
/* Split a team into teams of the PEs that share the same core, L3, NUMA
 * node or socket (level: SHMEMX_LOCALITY_CORE .. _NODE), by oshrun's
 * placement; PEs whose object at that level is unknown (not bound inside
 * one) share a team. Collective over the parent; 0, or -1 (and
 * SHMEM_TEAM_INVALID) for a bad level or a group that is not a strided
 * set of PEs, which a team must be. */
int shmemx_team_split_locality(shmem_team_t parent_team, int level, const shmem_team_config_t *config, long config_mask, shmem_team_t *new_team);

/*
 * ---- Locality hints for shmem_malloc_with_hints (shmemx_pe_locality(3)) --
 * Where each PE's copy of the block lives, when oshrun bound the PEs:
 * on the NUMA node of PE pe, its main reader (e.g. the root that gets
 * every PE's copy), or interleaved page by page over the NUMA nodes of
 * the job's PEs (a block every PE reads). Without one, a PE's copy is on
 * its own node. The block then takes whole pages. Every PE passes the
 * same hints, as for every symmetric allocation.
 */
#define SHMEMX_MALLOC_NEAR_PE(pe) ((1L << 48) | ((long)((pe) & 0xffffff) << 16))
#define SHMEMX_MALLOC_INTERLEAVE (1L << 49)

/*
 * ---- Sandia OpenSHMEM's names (shmem_malloc(3), intro_shmem(3)) ---------
 * SHMEMX_MALLOC_NO_BARRIER: a hint that the allocation need not
 * synchronize the PEs; shmap's symmetric allocations never do (each PE
 * computes the same block by itself), so it changes nothing here.
 * SHMEMX_TEAM_NODE: the PEs on this node, SHMEM_TEAM_SHARED here.
 */
#define SHMEMX_MALLOC_NO_BARRIER (1L << 2)
#define SHMEMX_TEAM_NODE SHMEM_TEAM_SHARED

/*
 * ---- Cray's non-blocking put and get (shmemx_put_nb(3)) -----------------
 * Start the transfer and return; it is complete at the next shmem_quiet
 * (or barrier), like the OpenSHMEM _nbi routines. On PEs loads and stores
 * reach, the copy is done before the call returns.
 */
void shmemx_float_put_nb(float *dest, const float *source, size_t nelems, int pe);
void shmemx_double_put_nb(double *dest, const double *source, size_t nelems, int pe);
void shmemx_longdouble_put_nb(long double *dest, const long double *source, size_t nelems, int pe);
void shmemx_char_put_nb(char *dest, const char *source, size_t nelems, int pe);
void shmemx_schar_put_nb(signed char *dest, const signed char *source, size_t nelems, int pe);
void shmemx_short_put_nb(short *dest, const short *source, size_t nelems, int pe);
void shmemx_int_put_nb(int *dest, const int *source, size_t nelems, int pe);
void shmemx_long_put_nb(long *dest, const long *source, size_t nelems, int pe);
void shmemx_longlong_put_nb(long long *dest, const long long *source, size_t nelems, int pe);
void shmemx_uchar_put_nb(unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmemx_ushort_put_nb(unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmemx_uint_put_nb(unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmemx_ulong_put_nb(unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmemx_ulonglong_put_nb(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmemx_int8_put_nb(int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmemx_int16_put_nb(int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmemx_int32_put_nb(int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmemx_int64_put_nb(int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmemx_uint8_put_nb(uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmemx_uint16_put_nb(uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmemx_uint32_put_nb(uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmemx_uint64_put_nb(uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmemx_size_put_nb(size_t *dest, const size_t *source, size_t nelems, int pe);
void shmemx_ptrdiff_put_nb(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmemx_put8_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_put16_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_put32_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_put64_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_put128_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_putmem_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_float_get_nb(float *dest, const float *source, size_t nelems, int pe);
void shmemx_double_get_nb(double *dest, const double *source, size_t nelems, int pe);
void shmemx_longdouble_get_nb(long double *dest, const long double *source, size_t nelems, int pe);
void shmemx_char_get_nb(char *dest, const char *source, size_t nelems, int pe);
void shmemx_schar_get_nb(signed char *dest, const signed char *source, size_t nelems, int pe);
void shmemx_short_get_nb(short *dest, const short *source, size_t nelems, int pe);
void shmemx_int_get_nb(int *dest, const int *source, size_t nelems, int pe);
void shmemx_long_get_nb(long *dest, const long *source, size_t nelems, int pe);
void shmemx_longlong_get_nb(long long *dest, const long long *source, size_t nelems, int pe);
void shmemx_uchar_get_nb(unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmemx_ushort_get_nb(unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmemx_uint_get_nb(unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmemx_ulong_get_nb(unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmemx_ulonglong_get_nb(unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmemx_int8_get_nb(int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmemx_int16_get_nb(int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmemx_int32_get_nb(int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmemx_int64_get_nb(int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmemx_uint8_get_nb(uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmemx_uint16_get_nb(uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmemx_uint32_get_nb(uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmemx_uint64_get_nb(uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmemx_size_get_nb(size_t *dest, const size_t *source, size_t nelems, int pe);
void shmemx_ptrdiff_get_nb(ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmemx_get8_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_get16_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_get32_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_get64_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_get128_nb(void *dest, const void *source, size_t nelems, int pe);
void shmemx_getmem_nb(void *dest, const void *source, size_t nelems, int pe);
/* Their context forms (Cray OpenSHMEMX): PEs of the context's team. */
void shmemx_ctx_float_put_nb(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe);
void shmemx_ctx_double_put_nb(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe);
void shmemx_ctx_longdouble_put_nb(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe);
void shmemx_ctx_char_put_nb(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe);
void shmemx_ctx_schar_put_nb(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe);
void shmemx_ctx_short_put_nb(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe);
void shmemx_ctx_int_put_nb(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe);
void shmemx_ctx_long_put_nb(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe);
void shmemx_ctx_longlong_put_nb(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe);
void shmemx_ctx_uchar_put_nb(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmemx_ctx_ushort_put_nb(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmemx_ctx_uint_put_nb(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmemx_ctx_ulong_put_nb(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmemx_ctx_ulonglong_put_nb(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmemx_ctx_int8_put_nb(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmemx_ctx_int16_put_nb(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmemx_ctx_int32_put_nb(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmemx_ctx_int64_put_nb(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmemx_ctx_uint8_put_nb(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmemx_ctx_uint16_put_nb(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmemx_ctx_uint32_put_nb(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmemx_ctx_uint64_put_nb(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmemx_ctx_size_put_nb(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe);
void shmemx_ctx_ptrdiff_put_nb(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmemx_ctx_put8_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_put16_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_put32_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_put64_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_put128_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_putmem_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_float_get_nb(shmem_ctx_t ctx, float *dest, const float *source, size_t nelems, int pe);
void shmemx_ctx_double_get_nb(shmem_ctx_t ctx, double *dest, const double *source, size_t nelems, int pe);
void shmemx_ctx_longdouble_get_nb(shmem_ctx_t ctx, long double *dest, const long double *source, size_t nelems, int pe);
void shmemx_ctx_char_get_nb(shmem_ctx_t ctx, char *dest, const char *source, size_t nelems, int pe);
void shmemx_ctx_schar_get_nb(shmem_ctx_t ctx, signed char *dest, const signed char *source, size_t nelems, int pe);
void shmemx_ctx_short_get_nb(shmem_ctx_t ctx, short *dest, const short *source, size_t nelems, int pe);
void shmemx_ctx_int_get_nb(shmem_ctx_t ctx, int *dest, const int *source, size_t nelems, int pe);
void shmemx_ctx_long_get_nb(shmem_ctx_t ctx, long *dest, const long *source, size_t nelems, int pe);
void shmemx_ctx_longlong_get_nb(shmem_ctx_t ctx, long long *dest, const long long *source, size_t nelems, int pe);
void shmemx_ctx_uchar_get_nb(shmem_ctx_t ctx, unsigned char *dest, const unsigned char *source, size_t nelems, int pe);
void shmemx_ctx_ushort_get_nb(shmem_ctx_t ctx, unsigned short *dest, const unsigned short *source, size_t nelems, int pe);
void shmemx_ctx_uint_get_nb(shmem_ctx_t ctx, unsigned int *dest, const unsigned int *source, size_t nelems, int pe);
void shmemx_ctx_ulong_get_nb(shmem_ctx_t ctx, unsigned long *dest, const unsigned long *source, size_t nelems, int pe);
void shmemx_ctx_ulonglong_get_nb(shmem_ctx_t ctx, unsigned long long *dest, const unsigned long long *source, size_t nelems, int pe);
void shmemx_ctx_int8_get_nb(shmem_ctx_t ctx, int8_t *dest, const int8_t *source, size_t nelems, int pe);
void shmemx_ctx_int16_get_nb(shmem_ctx_t ctx, int16_t *dest, const int16_t *source, size_t nelems, int pe);
void shmemx_ctx_int32_get_nb(shmem_ctx_t ctx, int32_t *dest, const int32_t *source, size_t nelems, int pe);
void shmemx_ctx_int64_get_nb(shmem_ctx_t ctx, int64_t *dest, const int64_t *source, size_t nelems, int pe);
void shmemx_ctx_uint8_get_nb(shmem_ctx_t ctx, uint8_t *dest, const uint8_t *source, size_t nelems, int pe);
void shmemx_ctx_uint16_get_nb(shmem_ctx_t ctx, uint16_t *dest, const uint16_t *source, size_t nelems, int pe);
void shmemx_ctx_uint32_get_nb(shmem_ctx_t ctx, uint32_t *dest, const uint32_t *source, size_t nelems, int pe);
void shmemx_ctx_uint64_get_nb(shmem_ctx_t ctx, uint64_t *dest, const uint64_t *source, size_t nelems, int pe);
void shmemx_ctx_size_get_nb(shmem_ctx_t ctx, size_t *dest, const size_t *source, size_t nelems, int pe);
void shmemx_ctx_ptrdiff_get_nb(shmem_ctx_t ctx, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems, int pe);
void shmemx_ctx_get8_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_get16_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_get32_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_get64_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_get128_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);
void shmemx_ctx_getmem_nb(shmem_ctx_t ctx, void *dest, const void *source, size_t nelems, int pe);

/* The older Cray SHMEM forms with a transfer handle (shmem_put_nb, ...)
 * are declared in <mpp/shmem.h>, as Cray's own header did. */

/*
 * ---- Asymmetric memory (shmemx_asym_register(3)) ------------------------
 * A PE registers any buffer of its own (malloc, mmap of a file or of
 * anonymous memory, a static array; not a stack) and passes its address
 * to others by any means; they reach it by (that PE, that address) with
 * the asym routines below or with the standard RMA, AMO, signal and
 * shmem_ptr routines. Collectives stay symmetric-only. Each routine
 * returns 0 or a negative errno value: -EINVAL (NULL, size 0, not mapped,
 * a special mapping, or partly symmetric), -EFAULT (a stack), -EEXIST
 * (overlaps a registered region), -ENOENT (unregister: not the start of
 * a registered region), -EACCES (private memory that is not read-write),
 * -ENOTSUP (a shared mapping no other process can open), -ENOMEM.
 */
int shmemx_asym_init(void);
int shmemx_asym_register(void *addr, size_t size);
int shmemx_asym_unregister(void *addr);
void shmemx_asym_putmem(void *dest, const void *source, size_t nelems, int pe);
void shmemx_asym_getmem(void *dest, const void *source, size_t nelems, int pe);

/*
 * ---- Interleaved blocks, Sandia OpenSHMEM's names (shmem_ibput(3)) -----
 * The same routines as OpenSHMEM 1.6's shmem_ibput and shmem_ibget.
 */
void shmemx_float_ibput(float *target, const float *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_double_ibput(double *target, const double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_longdouble_ibput(long double *target, const long double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_char_ibput(char *target, const char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_schar_ibput(signed char *target, const signed char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_short_ibput(short *target, const short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int_ibput(int *target, const int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_long_ibput(long *target, const long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_longlong_ibput(long long *target, const long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uchar_ibput(unsigned char *target, const unsigned char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ushort_ibput(unsigned short *target, const unsigned short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint_ibput(unsigned int *target, const unsigned int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ulong_ibput(unsigned long *target, const unsigned long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ulonglong_ibput(unsigned long long *target, const unsigned long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int8_ibput(int8_t *target, const int8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int16_ibput(int16_t *target, const int16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int32_ibput(int32_t *target, const int32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int64_ibput(int64_t *target, const int64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint8_ibput(uint8_t *target, const uint8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint16_ibput(uint16_t *target, const uint16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint32_ibput(uint32_t *target, const uint32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint64_ibput(uint64_t *target, const uint64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_size_ibput(size_t *target, const size_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ptrdiff_ibput(ptrdiff_t *target, const ptrdiff_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_float_ibput(shmem_ctx_t ctx, float *target, const float *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_double_ibput(shmem_ctx_t ctx, double *target, const double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_longdouble_ibput(shmem_ctx_t ctx, long double *target, const long double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_char_ibput(shmem_ctx_t ctx, char *target, const char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_schar_ibput(shmem_ctx_t ctx, signed char *target, const signed char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_short_ibput(shmem_ctx_t ctx, short *target, const short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int_ibput(shmem_ctx_t ctx, int *target, const int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_long_ibput(shmem_ctx_t ctx, long *target, const long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_longlong_ibput(shmem_ctx_t ctx, long long *target, const long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uchar_ibput(shmem_ctx_t ctx, unsigned char *target, const unsigned char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ushort_ibput(shmem_ctx_t ctx, unsigned short *target, const unsigned short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint_ibput(shmem_ctx_t ctx, unsigned int *target, const unsigned int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ulong_ibput(shmem_ctx_t ctx, unsigned long *target, const unsigned long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ulonglong_ibput(shmem_ctx_t ctx, unsigned long long *target, const unsigned long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int8_ibput(shmem_ctx_t ctx, int8_t *target, const int8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int16_ibput(shmem_ctx_t ctx, int16_t *target, const int16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int32_ibput(shmem_ctx_t ctx, int32_t *target, const int32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int64_ibput(shmem_ctx_t ctx, int64_t *target, const int64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint8_ibput(shmem_ctx_t ctx, uint8_t *target, const uint8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint16_ibput(shmem_ctx_t ctx, uint16_t *target, const uint16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint32_ibput(shmem_ctx_t ctx, uint32_t *target, const uint32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint64_ibput(shmem_ctx_t ctx, uint64_t *target, const uint64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_size_ibput(shmem_ctx_t ctx, size_t *target, const size_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ptrdiff_ibput(shmem_ctx_t ctx, ptrdiff_t *target, const ptrdiff_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibput8(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibput16(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibput32(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibput64(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibput128(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibput8(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibput16(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibput32(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibput64(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibput128(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_float_ibget(float *target, const float *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_double_ibget(double *target, const double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_longdouble_ibget(long double *target, const long double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_char_ibget(char *target, const char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_schar_ibget(signed char *target, const signed char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_short_ibget(short *target, const short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int_ibget(int *target, const int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_long_ibget(long *target, const long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_longlong_ibget(long long *target, const long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uchar_ibget(unsigned char *target, const unsigned char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ushort_ibget(unsigned short *target, const unsigned short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint_ibget(unsigned int *target, const unsigned int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ulong_ibget(unsigned long *target, const unsigned long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ulonglong_ibget(unsigned long long *target, const unsigned long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int8_ibget(int8_t *target, const int8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int16_ibget(int16_t *target, const int16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int32_ibget(int32_t *target, const int32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_int64_ibget(int64_t *target, const int64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint8_ibget(uint8_t *target, const uint8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint16_ibget(uint16_t *target, const uint16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint32_ibget(uint32_t *target, const uint32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_uint64_ibget(uint64_t *target, const uint64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_size_ibget(size_t *target, const size_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ptrdiff_ibget(ptrdiff_t *target, const ptrdiff_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_float_ibget(shmem_ctx_t ctx, float *target, const float *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_double_ibget(shmem_ctx_t ctx, double *target, const double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_longdouble_ibget(shmem_ctx_t ctx, long double *target, const long double *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_char_ibget(shmem_ctx_t ctx, char *target, const char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_schar_ibget(shmem_ctx_t ctx, signed char *target, const signed char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_short_ibget(shmem_ctx_t ctx, short *target, const short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int_ibget(shmem_ctx_t ctx, int *target, const int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_long_ibget(shmem_ctx_t ctx, long *target, const long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_longlong_ibget(shmem_ctx_t ctx, long long *target, const long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uchar_ibget(shmem_ctx_t ctx, unsigned char *target, const unsigned char *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ushort_ibget(shmem_ctx_t ctx, unsigned short *target, const unsigned short *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint_ibget(shmem_ctx_t ctx, unsigned int *target, const unsigned int *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ulong_ibget(shmem_ctx_t ctx, unsigned long *target, const unsigned long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ulonglong_ibget(shmem_ctx_t ctx, unsigned long long *target, const unsigned long long *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int8_ibget(shmem_ctx_t ctx, int8_t *target, const int8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int16_ibget(shmem_ctx_t ctx, int16_t *target, const int16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int32_ibget(shmem_ctx_t ctx, int32_t *target, const int32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_int64_ibget(shmem_ctx_t ctx, int64_t *target, const int64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint8_ibget(shmem_ctx_t ctx, uint8_t *target, const uint8_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint16_ibget(shmem_ctx_t ctx, uint16_t *target, const uint16_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint32_ibget(shmem_ctx_t ctx, uint32_t *target, const uint32_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_uint64_ibget(shmem_ctx_t ctx, uint64_t *target, const uint64_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_size_ibget(shmem_ctx_t ctx, size_t *target, const size_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ptrdiff_ibget(shmem_ctx_t ctx, ptrdiff_t *target, const ptrdiff_t *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibget8(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibget16(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibget32(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibget64(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ibget128(void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibget8(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibget16(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibget32(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibget64(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);
void shmemx_ctx_ibget128(shmem_ctx_t ctx, void *target, const void *source, ptrdiff_t tst, ptrdiff_t sst, size_t bsize, size_t nblocks, int pe);

/*
 * ---- Signals without data, Sandia OpenSHMEM's names (shmem_signal_add(3))
 * The same routines as OpenSHMEM 1.6's shmem_signal_add and
 * shmem_signal_set, under the names programs written against Sandia
 * OpenSHMEM call.
 */
void shmemx_signal_add(uint64_t *sig_addr, uint64_t signal, int pe);
void shmemx_ctx_signal_add(shmem_ctx_t ctx, uint64_t *sig_addr, uint64_t signal, int pe);
void shmemx_signal_set(uint64_t *sig_addr, uint64_t signal, int pe);
void shmemx_ctx_signal_set(shmem_ctx_t ctx, uint64_t *sig_addr, uint64_t signal, int pe);

/*
 * ---- Scans, Sandia OpenSHMEM's names (shmem_scan(3)) ---------------------
 * The same routines as OpenSHMEM 1.6's shmem_TYPE_sum_inscan and
 * shmem_TYPE_sum_exscan, and their generic names (C11 _Generic, C++
 * overloads).
 */
int shmemx_char_sum_inscan(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmemx_schar_sum_inscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmemx_short_sum_inscan(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmemx_int_sum_inscan(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmemx_long_sum_inscan(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmemx_longlong_sum_inscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmemx_ptrdiff_sum_inscan(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmemx_uchar_sum_inscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmemx_ushort_sum_inscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmemx_uint_sum_inscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmemx_ulong_sum_inscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmemx_ulonglong_sum_inscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmemx_int8_sum_inscan(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmemx_int16_sum_inscan(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmemx_int32_sum_inscan(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmemx_int64_sum_inscan(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmemx_uint8_sum_inscan(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmemx_uint16_sum_inscan(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmemx_uint32_sum_inscan(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmemx_uint64_sum_inscan(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmemx_size_sum_inscan(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmemx_float_sum_inscan(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmemx_double_sum_inscan(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmemx_longdouble_sum_inscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmemx_complexf_sum_inscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmemx_complexd_sum_inscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems);
int shmemx_char_sum_exscan(shmem_team_t team, char *dest, const char *source, size_t nelems);
int shmemx_schar_sum_exscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems);
int shmemx_short_sum_exscan(shmem_team_t team, short *dest, const short *source, size_t nelems);
int shmemx_int_sum_exscan(shmem_team_t team, int *dest, const int *source, size_t nelems);
int shmemx_long_sum_exscan(shmem_team_t team, long *dest, const long *source, size_t nelems);
int shmemx_longlong_sum_exscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems);
int shmemx_ptrdiff_sum_exscan(shmem_team_t team, ptrdiff_t *dest, const ptrdiff_t *source, size_t nelems);
int shmemx_uchar_sum_exscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems);
int shmemx_ushort_sum_exscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems);
int shmemx_uint_sum_exscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems);
int shmemx_ulong_sum_exscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems);
int shmemx_ulonglong_sum_exscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems);
int shmemx_int8_sum_exscan(shmem_team_t team, int8_t *dest, const int8_t *source, size_t nelems);
int shmemx_int16_sum_exscan(shmem_team_t team, int16_t *dest, const int16_t *source, size_t nelems);
int shmemx_int32_sum_exscan(shmem_team_t team, int32_t *dest, const int32_t *source, size_t nelems);
int shmemx_int64_sum_exscan(shmem_team_t team, int64_t *dest, const int64_t *source, size_t nelems);
int shmemx_uint8_sum_exscan(shmem_team_t team, uint8_t *dest, const uint8_t *source, size_t nelems);
int shmemx_uint16_sum_exscan(shmem_team_t team, uint16_t *dest, const uint16_t *source, size_t nelems);
int shmemx_uint32_sum_exscan(shmem_team_t team, uint32_t *dest, const uint32_t *source, size_t nelems);
int shmemx_uint64_sum_exscan(shmem_team_t team, uint64_t *dest, const uint64_t *source, size_t nelems);
int shmemx_size_sum_exscan(shmem_team_t team, size_t *dest, const size_t *source, size_t nelems);
int shmemx_float_sum_exscan(shmem_team_t team, float *dest, const float *source, size_t nelems);
int shmemx_double_sum_exscan(shmem_team_t team, double *dest, const double *source, size_t nelems);
int shmemx_longdouble_sum_exscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmemx_complexf_sum_exscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems);
SHMEMI_COMPLEX_EXT int shmemx_complexd_sum_exscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems);

#if defined(SHMAP_BUILD) && defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif

#if !defined(SHMEM_NO_GENERICS) && !defined(__cplusplus) && !defined(SHMAP_BUILD) && \
    defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define shmemx_sum_inscan(team, dest, ...) _Generic(*(dest), char: shmemx_char_sum_inscan, signed char: shmemx_schar_sum_inscan, short: shmemx_short_sum_inscan, int: shmemx_int_sum_inscan, long: shmemx_long_sum_inscan, long long: shmemx_longlong_sum_inscan, unsigned char: shmemx_uchar_sum_inscan, unsigned short: shmemx_ushort_sum_inscan, unsigned int: shmemx_uint_sum_inscan, unsigned long: shmemx_ulong_sum_inscan, unsigned long long: shmemx_ulonglong_sum_inscan, float: shmemx_float_sum_inscan, double: shmemx_double_sum_inscan, long double: shmemx_longdouble_sum_inscan, float _Complex: shmemx_complexf_sum_inscan, double _Complex: shmemx_complexd_sum_inscan)(team, dest, __VA_ARGS__)
#define shmemx_sum_exscan(team, dest, ...) _Generic(*(dest), char: shmemx_char_sum_exscan, signed char: shmemx_schar_sum_exscan, short: shmemx_short_sum_exscan, int: shmemx_int_sum_exscan, long: shmemx_long_sum_exscan, long long: shmemx_longlong_sum_exscan, unsigned char: shmemx_uchar_sum_exscan, unsigned short: shmemx_ushort_sum_exscan, unsigned int: shmemx_uint_sum_exscan, unsigned long: shmemx_ulong_sum_exscan, unsigned long long: shmemx_ulonglong_sum_exscan, float: shmemx_float_sum_exscan, double: shmemx_double_sum_exscan, long double: shmemx_longdouble_sum_exscan, float _Complex: shmemx_complexf_sum_exscan, double _Complex: shmemx_complexd_sum_exscan)(team, dest, __VA_ARGS__)
#endif
#ifdef __cplusplus
/* The complex scans on std::complex<T> too, as in <mpp/shmem.h>. */
SHMEMI_COMPLEX_EXT inline int shmemx_complexf_sum_inscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmemx_complexf_sum_inscan(team, reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_complexd_sum_inscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmemx_complexd_sum_inscan(team, reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_complexf_sum_exscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmemx_complexf_sum_exscan(team, reinterpret_cast<float _Complex *>(dest), reinterpret_cast<const float _Complex *>(source), nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_complexd_sum_exscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmemx_complexd_sum_exscan(team, reinterpret_cast<double _Complex *>(dest), reinterpret_cast<const double _Complex *>(source), nelems); }
#endif
#if defined(__cplusplus) && !defined(SHMEM_NO_GENERICS) && !defined(SHMAP_BUILD)
inline int shmemx_sum_inscan(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmemx_char_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, char *dest, const char *source, size_t nelems) { return shmemx_char_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmemx_schar_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, signed char *dest, const signed char *source, size_t nelems) { return shmemx_schar_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmemx_short_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, short *dest, const short *source, size_t nelems) { return shmemx_short_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmemx_int_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, int *dest, const int *source, size_t nelems) { return shmemx_int_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmemx_long_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, long *dest, const long *source, size_t nelems) { return shmemx_long_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmemx_longlong_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, long long *dest, const long long *source, size_t nelems) { return shmemx_longlong_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmemx_uchar_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, unsigned char *dest, const unsigned char *source, size_t nelems) { return shmemx_uchar_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmemx_ushort_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, unsigned short *dest, const unsigned short *source, size_t nelems) { return shmemx_ushort_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmemx_uint_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, unsigned int *dest, const unsigned int *source, size_t nelems) { return shmemx_uint_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmemx_ulong_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, unsigned long *dest, const unsigned long *source, size_t nelems) { return shmemx_ulong_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmemx_ulonglong_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, unsigned long long *dest, const unsigned long long *source, size_t nelems) { return shmemx_ulonglong_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmemx_float_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, float *dest, const float *source, size_t nelems) { return shmemx_float_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmemx_double_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, double *dest, const double *source, size_t nelems) { return shmemx_double_sum_exscan(team, dest, source, nelems); }
inline int shmemx_sum_inscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmemx_longdouble_sum_inscan(team, dest, source, nelems); }
inline int shmemx_sum_exscan(shmem_team_t team, long double *dest, const long double *source, size_t nelems) { return shmemx_longdouble_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_inscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems) { return shmemx_complexf_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_exscan(shmem_team_t team, float _Complex *dest, const float _Complex *source, size_t nelems) { return shmemx_complexf_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_inscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems) { return shmemx_complexd_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_exscan(shmem_team_t team, double _Complex *dest, const double _Complex *source, size_t nelems) { return shmemx_complexd_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_inscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmemx_complexf_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_exscan(shmem_team_t team, std::complex<float> *dest, const std::complex<float> *source, size_t nelems) { return shmemx_complexf_sum_exscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_inscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmemx_complexd_sum_inscan(team, dest, source, nelems); }
SHMEMI_COMPLEX_EXT inline int shmemx_sum_exscan(shmem_team_t team, std::complex<double> *dest, const std::complex<double> *source, size_t nelems) { return shmemx_complexd_sum_exscan(team, dest, source, nelems); }
#endif

#undef SHMEMI_COMPLEX_EXT

#endif
