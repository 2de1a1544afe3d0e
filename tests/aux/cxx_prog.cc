// SPDX-License-Identifier: BSD-3-Clause
// The headers from C++: extern "C" linkage, no C-only constructs.
#include <mpp/shmem.h>
#include <shmem.h>

#include <complex>
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
    // Complex reductions take std::complex<T> (the layout of T _Complex),
    // by name and through the overload.
    static std::complex<double> zs, zd, zp;
    static std::complex<float> fs, fd;
    zs = std::complex<double>(me, 1.0);
    fs = std::complex<float>(1.0f, (float)me);
    shmem_complexd_sum_reduce(SHMEM_TEAM_WORLD, &zd, &zs, 1);
    shmem_prod_reduce(SHMEM_TEAM_WORLD, &zp, &zs, 1);
    shmem_sum_reduce(SHMEM_TEAM_WORLD, &fd, &fs, 1);
    std::complex<double> want(1.0, 0.0);
    for (int p = 0; p < n; p++)
        want *= std::complex<double>(p, 1.0);
    bad |= zd != std::complex<double>((double)n * (n - 1) / 2, n);
    bad |= std::abs(zp - want) > 1e-9 * (1.0 + std::abs(want));
    bad |= fd != std::complex<float>((float)n, (float)n * (n - 1) / 2);
    shmem_long_p(const_cast<long *>(&flag), 1, (me + 1) % n);
    shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    shmem_free(dst);
    if (bad)
        std::fprintf(stderr, "FAIL: PE %d\n", me);
    shmem_finalize();
    return bad;
}
