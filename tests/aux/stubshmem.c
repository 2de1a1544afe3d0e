/* SPDX-License-Identifier: BSD-3-Clause */
/* A stand-in for another SHMEM library: every routine aborts if reached. */
#include <stdio.h>
#include <stdlib.h>

static void wrong(const char *f)
{
    fprintf(stderr, "stubshmem: %s reached the stub library, not shmap\n", f);
    abort();
}

void start_pes(int n)
{
    (void)n;
    wrong(__func__);
}
int _my_pe(void)
{
    wrong(__func__);
    return -1;
}
int _num_pes(void)
{
    wrong(__func__);
    return -1;
}
void *shmalloc(size_t n)
{
    (void)n;
    wrong(__func__);
    return NULL;
}
void shfree(void *p)
{
    (void)p;
    wrong(__func__);
}
void shmem_barrier_all(void)
{
    wrong(__func__);
}
void shmem_long_put(long *d, const long *s, size_t n, int pe)
{
    (void)d;
    (void)s;
    (void)n;
    (void)pe;
    wrong(__func__);
}
long shmem_long_g(const long *s, int pe)
{
    (void)s;
    (void)pe;
    wrong(__func__);
    return 0;
}
