/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap's extensions to the SHMEM API (the shmemx_ names). */
/*
 * GENERATED from src/gen/shmemx.h.in by src/gen/genheader.c over the type
 * tables in src/core/shmemi_types.h: edit those, not this file.
 */
#ifndef SHMAP_MPP_SHMEMX_H
#define SHMAP_MPP_SHMEMX_H

#include <mpp/shmem.h>

#ifdef __cplusplus
extern "C" {
#endif
#if defined(SHMAP_BUILD) && defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

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

#if defined(SHMAP_BUILD) && defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif

#endif
