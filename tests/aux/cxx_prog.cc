// SPDX-License-Identifier: BSD-3-Clause
// The headers from C++: extern "C" linkage, no C-only constructs.
#include <mpp/shmem.h>
#include <shmem.h>

#include <cstdio>
#include <vector>

static long counter;
static volatile long flag;

int main()
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    std::vector<long> src(16, me);
    long *dst = static_cast<long *>(shmem_malloc(16 * sizeof(long)));
    shmem_long_put(dst, src.data(), src.size(), (me + 1) % n);
    shmem_long_atomic_inc(&counter, 0);
    shmem_barrier_all();
    int bad = dst[15] != (me + n - 1) % n;
    long sum = 0, mine = me;
    static long psync[SHMEM_REDUCE_SYNC_SIZE];
    static long pwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
    static long s, t;
    s = mine;
    shmem_long_sum_to_all(&t, &s, 1, 0, 0, n, pwrk, psync);
    shmem_long_sum_reduce(SHMEM_TEAM_WORLD, &sum, &s, 1);
    bad |= t != (long)n * (n - 1) / 2 || sum != t;
    if (me == 0)
        bad |= counter != n;
    shmem_long_p(const_cast<long *>(&flag), 1, (me + 1) % n);
    shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    shmem_free(dst);
    if (bad)
        std::fprintf(stderr, "FAIL: PE %d\n", me);
    shmem_finalize();
    return bad;
}
