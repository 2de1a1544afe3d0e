/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI cache management: cache-coherent hardware needs none, so no-ops. */
#include "../core/trace.h"
#include <mpp/shmem.h>

#define NOOP(routine)                                                          \
    SHMEMI_TRACE(CACHE, routine, "a no-op: the hardware is cache-coherent")

void shmem_clear_cache_inv(void)
{
    NOOP(__func__);
}
void shmem_set_cache_inv(void)
{
    NOOP(__func__);
}
void shmem_clear_cache_line_inv(void *dest)
{
    (void)dest;
    NOOP(__func__);
}
void shmem_set_cache_line_inv(void *dest)
{
    (void)dest;
    NOOP(__func__);
}
void shmem_udcflush(void)
{
    NOOP(__func__);
}
void shmem_udcflush_line(void *dest)
{
    (void)dest;
    NOOP(__func__);
}
