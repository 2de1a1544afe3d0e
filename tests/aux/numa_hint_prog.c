/* SPDX-License-Identifier: BSD-3-Clause */
/* shmem_malloc_with_hints' locality hints, for tests/sh/placement.sh:
 * prints the kernel's memory policy (get_mempolicy at the address) of
 * blocks allocated with no hint, SHMEMX_MALLOC_NEAR_PE(last PE) and
 * SHMEMX_MALLOC_INTERLEAVE, and of a plain block allocated where the
 * interleaved one was freed ("PE 0 near: preferred 0"). Also checks that
 * a hinted block takes whole pages and its contents work as usual. */
#include <linux/mempolicy.h>
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static void policy(const char *what, const void *p)
{
    int mode = -1;
    unsigned long mask[16] = {0};
    if (syscall(SYS_get_mempolicy, &mode, mask, 1024UL, p, MPOL_F_ADDR)) {
        printf("PE %d %s: get_mempolicy failed\n", shmem_my_pe(), what);
        return;
    }
    const char *m = mode == MPOL_DEFAULT      ? "default"
                    : mode == MPOL_PREFERRED  ? "preferred"
                    : mode == MPOL_INTERLEAVE ? "interleave"
                    : mode == MPOL_BIND       ? "bind"
                                              : "other";
    printf("PE %d %s: %s", shmem_my_pe(), what, m);
    for (int n = 0; n < 1024; n++)
        if (mask[n / 64] >> (n % 64) & 1)
            printf(" %d", n);
    printf("\n");
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    long *plain = shmem_malloc(3 * 4096);
    long *near = shmem_malloc_with_hints(5000, SHMEMX_MALLOC_NEAR_PE(n - 1));
    long *inter = shmem_malloc_with_hints(
        3 * 4096, SHMEMX_MALLOC_INTERLEAVE | SHMEM_MALLOC_ATOMICS_REMOTE);
    if (!plain || !near || !inter || (uintptr_t)near % 4096 ||
        (uintptr_t)inter % 4096) {
        printf("PE %d: bad blocks %p %p %p\n", me, (void *)plain, (void *)near,
               (void *)inter);
        shmem_global_exit(1);
    }
    /* The blocks work as any other: a ring of puts and an atomic. */
    for (int i = 0; i < 625; i++)
        near[i] = me * 1000 + i;
    shmem_barrier_all();
    long got[625];
    shmem_long_get(got, near, 625, (me + 1) % n);
    for (int i = 0; i < 625; i++)
        if (got[i] != (me + 1) % n * 1000 + i) {
            printf("PE %d: near[%d] of PE %d is %ld\n", me, i, (me + 1) % n,
                   got[i]);
            shmem_global_exit(1);
        }
    inter[0] = 0;
    shmem_barrier_all();
    shmem_long_atomic_inc(inter, 0);
    shmem_barrier_all();
    if (me == 0 && inter[0] != n) {
        printf("PE 0: %ld increments, want %d\n", inter[0], n);
        shmem_global_exit(1);
    }
    policy("plain", plain + 1024);
    policy("near", near + 10);
    policy("interleave", inter + 1024);
    void *was = inter;
    shmem_free(inter);
    long *again = shmem_malloc(3 * 4096);
    if ((void *)again == was)
        policy("reused", again + 1024);
    else
        printf("PE %d reused: not at the same address\n", me);
    shmem_free(again);
    shmem_free(near);
    shmem_free(plain);
    shmem_finalize();
    return 0;
}
