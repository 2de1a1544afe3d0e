/* SPDX-License-Identifier: BSD-3-Clause */
/* Other implementations' spellings of the default context, as data. */
#include <mpp/shmem.h>

/*
 * Open MPI's <shmem.h> defines SHMEM_CTX_DEFAULT as the variable
 * oshmem_ctx_default. A binary built against it holds a copy of the
 * variable (a copy relocation), filled at load time from the first
 * library that defines it: under LD_PRELOAD that is libsma, so the
 * binary's SHMEM_CTX_DEFAULT is shmap's default context.
 */
shmem_ctx_t oshmem_ctx_default = SHMEM_CTX_DEFAULT;
