// SPDX-License-Identifier: BSD-3-Clause
// The headers from C++: extern "C" linkage, no C-only constructs.
#include <mpp/shmem.h>
#include <shmem.h>
#include <shmemx.h>

#include <complex>
#include <cstdio>
#include <vector>

static long counter;
static volatile long flag;

// The C interface in C++ (OpenSHMEM: the C++ interface is the C one): the
// complex reductions take T _Complex (a GNU extension g++ accepts), as C
// code passes them, by name and through the generic overloads. Each PE
// gives me + i: the sum is n(n-1)/2 + n i.
static double _Complex zsrc, zsum, zprod, zwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static float _Complex fsrc, fsum, fprod, fwrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static long cpsync[4][SHMEM_REDUCE_SYNC_SIZE];

template <typename Z>
static int check_complex(const char *what, Z sum, Z prod, int n)
{
    std::complex<double> s(__real__ sum, __imag__ sum);
    std::complex<double> p(__real__ prod, __imag__ prod), want(1.0, 0.0);
    for (int q = 0; q < n; q++)
        want *= std::complex<double>(q, 1.0);
    if (s == std::complex<double>((double)n * (n - 1) / 2, n) &&
        std::abs(p - want) <= 1e-5 * (1.0 + std::abs(want)))
        return 0;
    std::fprintf(stderr, "FAIL: %s: sum (%g, %g), product (%g, %g)\n", what,
                 s.real(), s.imag(), p.real(), p.imag());
    return 1;
}

static int c_complex(int me, int n)
{
    __real__ zsrc = me;
    __imag__ zsrc = 1.0;
    fsrc = zsrc;
    int bad = 0;
    shmem_complexd_sum_reduce(SHMEM_TEAM_WORLD, &zsum, &zsrc, 1);
    shmem_complexd_prod_reduce(SHMEM_TEAM_WORLD, &zprod, &zsrc, 1);
    bad |= check_complex("shmem_complexd_sum/prod_reduce", zsum, zprod, n);
    shmem_complexf_sum_reduce(SHMEM_TEAM_WORLD, &fsum, &fsrc, 1);
    shmem_complexf_prod_reduce(SHMEM_TEAM_WORLD, &fprod, &fsrc, 1);
    bad |= check_complex("shmem_complexf_sum/prod_reduce", fsum, fprod, n);
    shmem_complexd_sum_to_all(&zsum, &zsrc, 1, 0, 0, n, zwrk, cpsync[0]);
    shmem_complexd_prod_to_all(&zprod, &zsrc, 1, 0, 0, n, zwrk, cpsync[1]);
    bad |= check_complex("shmem_complexd_sum/prod_to_all", zsum, zprod, n);
    shmem_complexf_sum_to_all(&fsum, &fsrc, 1, 0, 0, n, fwrk, cpsync[2]);
    shmem_complexf_prod_to_all(&fprod, &fsrc, 1, 0, 0, n, fwrk, cpsync[3]);
    bad |= check_complex("shmem_complexf_sum/prod_to_all", fsum, fprod, n);
    shmem_sum_reduce(SHMEM_TEAM_WORLD, &zsum, &zsrc, 1);
    shmem_prod_reduce(SHMEM_TEAM_WORLD, &fprod, &fsrc, 1);
    bad |= check_complex("shmem_sum_reduce(double _Complex)", zsum, zprod, n);
    bad |= check_complex("shmem_prod_reduce(float _Complex)", fsum, fprod, n);
    return bad;
}

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
    // Complex reductions also take std::complex<T> (the layout of
    // T _Complex), by name and through the overload.
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
    bad |= c_complex(me, n);
    // OpenSHMEM 1.6's interleaved blocks, by overload (long included, and
    // a context first): blocks of 2 from every 3rd element into every 4th.
    static long blk[16];
    long bs[12];
    for (int i = 0; i < 12; i++)
        bs[i] = me * 100 + i;
    shmem_barrier_all();
    shmem_ibput(blk, bs, 4, 3, 2, 4, (me + 1) % n);
    shmem_barrier_all();
    int left = (me + n - 1) % n;
    for (int b = 0; b < 4; b++)
        bad |= blk[4 * b] != left * 100 + 3 * b ||
               blk[4 * b + 1] != left * 100 + 3 * b + 1 || blk[4 * b + 2] != 0;
    long got[12] = {0};
    shmem_ibget(SHMEM_CTX_DEFAULT, got, blk, 3, 4, 2, 4, (me + 1) % n);
    for (int b = 0; b < 4; b++)
        bad |= got[3 * b] != me * 100 + 3 * b || got[3 * b + 2] != 0;
    // OpenSHMEM 1.6's scans, by overload (long, std::complex<double>) and
    // Sandia's shmemx_ overload: prefix sums over the PEs.
    static long ls, li, le, lx;
    ls = me + 1;
    shmem_sum_inscan(SHMEM_TEAM_WORLD, &li, &ls, 1);
    shmem_sum_exscan(SHMEM_TEAM_WORLD, &le, &ls, 1);
    shmemx_sum_inscan(SHMEM_TEAM_WORLD, &lx, &ls, 1);
    bad |= li != (long)(me + 1) * (me + 2) / 2 || le != li - ls || lx != li;
    static std::complex<double> zi;
    shmem_sum_inscan(SHMEM_TEAM_WORLD, &zi, &zs, 1);
    bad |= zi != std::complex<double>((double)me * (me + 1) / 2, me + 1);
    shmem_long_p(const_cast<long *>(&flag), 1, (me + 1) % n);
    shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    shmem_free(dst);
    if (bad)
        std::fprintf(stderr, "FAIL: PE %d\n", me);
    shmem_finalize();
    return bad;
}
