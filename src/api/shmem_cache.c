/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI cache management: cache-coherent hardware needs none, so no-ops. */
#include <mpp/shmem.h>

void shmem_clear_cache_inv(void) {}
void shmem_set_cache_inv(void) {}
void shmem_clear_cache_line_inv(void *dest)
{
    (void)dest;
}
void shmem_set_cache_line_inv(void *dest)
{
    (void)dest;
}
void shmem_udcflush(void) {}
void shmem_udcflush_line(void *dest)
{
    (void)dest;
}
