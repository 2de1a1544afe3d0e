/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * shmap/shmem4py.h: what shmap provides, in the terms shmem4py (OpenSHMEM
 * for Python, github.com/mpi4py/shmem4py) uses to configure itself.
 *
 * shmem4py recognises an implementation by macros of that vendor's own
 * header (Open MPI, OSHMPI, Cray, OSSS, Sandia) and then includes its
 * src/libshmem/config/<vendor>.h, a list of PySHMEM_HAVE_* macros; for an
 * implementation it does not recognise, it compiles a static stand-in for
 * every OpenSHMEM 1.5 routine, and those clash with the routines shmap's
 * <shmem.h> declares. Its fallbacks test each PySHMEM_HAVE_* with
 * #if !defined, so this file, force-included, tells it the truth instead:
 *
 *     PATH=PREFIX/bin:$PATH CFLAGS="-include shmap/shmem4py.h" \
 *         python3 -m pip install --no-build-isolation .
 *
 * (oshcc puts PREFIX/include on the path, where -include finds this file.)
 * Only macros, no #include, so it can come before <Python.h>.
 *
 * This is the same file shmem4py would carry as
 * src/libshmem/config/shmap.h (same guard, so both can be seen at once),
 * selected in its src/libshmem.c by
 *
 *     #elif defined(SHMAP_VERSION_MAJOR)
 *     #define PySHMEM_VENDOR_shmap 1
 *
 * shmap needs no src/libshmem/compat/ file: every routine shmem4py calls
 * is there with the OpenSHMEM 1.5 signature.
 */
#ifndef PySHMEM_CONFIG_SHMAP_H
#define PySHMEM_CONFIG_SHMAP_H

#define PySHMEM_HAVE_shmem_malloc_with_hints 1
#define PySHMEM_HAVE_shmem_team_t 1
#define PySHMEM_HAVE_SHMEM_CTX_INVALID 1
#define PySHMEM_HAVE_shmem_amo_nbi 1
#define PySHMEM_HAVE_shmem_put_signal 1
#define PySHMEM_HAVE_shmem_signal_fetch 1
#define PySHMEM_HAVE_shmem_signal_wait_until 1
#define PySHMEM_HAVE_shmem_broadcast 1
#define PySHMEM_HAVE_shmem_collect 1
#define PySHMEM_HAVE_shmem_fcollect 1
#define PySHMEM_HAVE_shmem_alltoall 1
#define PySHMEM_HAVE_shmem_alltoalls 1
#define PySHMEM_HAVE_shmem_broadcastmem 1
#define PySHMEM_HAVE_shmem_collectmem 1
#define PySHMEM_HAVE_shmem_fcollectmem 1
#define PySHMEM_HAVE_shmem_alltoallmem 1
#define PySHMEM_HAVE_shmem_alltoallsmem 1
#define PySHMEM_HAVE_shmem_reduce 1
#define PySHMEM_HAVE_shmem_wait_test_many 1
#define PySHMEM_HAVE_shmem_pcontrol 1

#endif
