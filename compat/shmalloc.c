/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI symmetric heap names: shmalloc, shfree, shrealloc, shmemalign. */
#include "../src/core/mem.h"
#include "../src/core/shmemi.h"
#include <mpp/shmem.h>

void *shmalloc(size_t size)
{
    return shmemi_malloc(size, 0, __func__);
}
void shfree(void *ptr)
{
    shmemi_unplace(ptr, __func__);
    shmemi_free(ptr, __func__);
}
void *shrealloc(void *ptr, size_t size)
{
    shmemi_unplace(ptr, __func__);
    return shmemi_realloc(ptr, size, __func__);
}
void *shmemalign(size_t alignment, size_t size)
{
    return shmemi_align(alignment, size, __func__);
}
