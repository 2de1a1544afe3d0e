// SPDX-License-Identifier: BSD-3-Clause
// A C++11 program that wraps the symmetric heap in a small RAII template
// (shmem_malloc in the constructor, shmem_free in the destructor, movable,
// not copyable), routes put/get/p/g and the reductions through a traits
// template onto the typed C routines (shmem_int_put, shmem_double_get,
// shmem_long_sum_to_all, ...), and checks a ring shift, a reduction and a
// max over int, long and double against serial answers.
#include <mpp/shmem.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace {

int me, npes, errors;

void fail(const std::string &what)
{
    if (errors++ < 10)
        std::printf("FAIL: cxx_classes on PE %d: %s\n", me, what.c_str());
}

// One specialisation per element type: the typed C routine for each call.
template <typename T> struct shmem_traits;

#define TRAITS(T, NAME)                                                        \
    template <> struct shmem_traits<T> {                                       \
        static void put(T *d, const T *s, size_t n, int pe)                    \
        {                                                                      \
            shmem_##NAME##_put(d, s, n, pe);                                   \
        }                                                                      \
        static void get(T *d, const T *s, size_t n, int pe)                    \
        {                                                                      \
            shmem_##NAME##_get(d, s, n, pe);                                   \
        }                                                                      \
        static void p(T *d, T v, int pe) { shmem_##NAME##_p(d, v, pe); }      \
        static T g(const T *s, int pe) { return shmem_##NAME##_g(s, pe); }     \
        static void sum(T *d, const T *s, int n, T *w, long *ps)               \
        {                                                                      \
            shmem_##NAME##_sum_to_all(d, s, n, 0, 0, npes, w, ps);             \
        }                                                                      \
        static void max(T *d, const T *s, int n, T *w, long *ps)               \
        {                                                                      \
            shmem_##NAME##_max_to_all(d, s, n, 0, 0, npes, w, ps);             \
        }                                                                      \
    };
TRAITS(int, int)
TRAITS(long, long)
TRAITS(double, double)
#undef TRAITS

// A symmetric array: every PE constructs and destroys it in the same order.
template <typename T> class SymArray {
  public:
    explicit SymArray(size_t n) : n_(n), p_(nullptr)
    {
        p_ = static_cast<T *>(shmem_malloc(n * sizeof(T)));
        if (!p_) {
            fail("shmem_malloc returned NULL");
            std::exit(1);
        }
        std::fill(p_, p_ + n_, T());
    }
    ~SymArray()
    {
        if (p_)
            shmem_free(p_);
    }
    SymArray(const SymArray &) = delete;
    SymArray &operator=(const SymArray &) = delete;
    SymArray(SymArray &&o) noexcept : n_(o.n_), p_(o.p_) { o.p_ = nullptr; }

    size_t size() const { return n_; }
    T *data() { return p_; }
    T &operator[](size_t i) { return p_[i]; }
    const T &operator[](size_t i) const { return p_[i]; }

    // Write my src[0..n) into this array on pe at offset off, and back.
    void put(size_t off, const T *src, size_t n, int pe)
    {
        shmem_traits<T>::put(p_ + off, src, n, pe);
    }
    void get(T *dst, size_t off, size_t n, int pe) const
    {
        shmem_traits<T>::get(dst, p_ + off, n, pe);
    }
    void p(size_t i, T v, int pe) { shmem_traits<T>::p(p_ + i, v, pe); }
    T g(size_t i, int pe) const { return shmem_traits<T>::g(p_ + i, pe); }

  private:
    size_t n_;
    T *p_;
};

// pSync and pWrk for reductions of up to n elements, owned together.
template <typename T> class Reducer {
  public:
    explicit Reducer(size_t n)
        : n_(n), work_(std::max<size_t>(n / 2 + 1,
                                        SHMEM_REDUCE_MIN_WRKDATA_SIZE)),
          sync_(SHMEM_REDUCE_SYNC_SIZE)
    {
        for (size_t i = 0; i < sync_.size(); i++)
            sync_[i] = SHMEM_SYNC_VALUE;
        shmem_barrier_all(); // pSync initialised everywhere before use
    }
    void sum(SymArray<T> &dst, const SymArray<T> &src)
    {
        shmem_traits<T>::sum(dst.data(), &src[0], int(n_), work_.data(),
                             sync_.data());
        shmem_barrier_all(); // before this pSync is used again
    }
    void max(SymArray<T> &dst, const SymArray<T> &src)
    {
        shmem_traits<T>::max(dst.data(), &src[0], int(n_), work_.data(),
                             sync_.data());
        shmem_barrier_all();
    }

  private:
    size_t n_;
    SymArray<T> work_;
    SymArray<long> sync_;
};

template <typename T> T value(int pe, size_t i)
{
    return T(long(pe) * 1000 + long(i) * 3 % 997) / T(2);
}

// Ring shift through the wrapper: my block goes to the right neighbour.
template <typename T> void ring_and_check(const char *tname, size_t n)
{
    SymArray<T> mine(n), from_left(n), sum_dst(n), sum_src(n), max_dst(n);
    Reducer<T> red(n);
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    for (size_t i = 0; i < n; i++)
        mine[i] = value<T>(me, i);
    shmem_barrier_all();
    from_left.put(0, &mine[0], n, right);
    shmem_barrier_all();
    for (size_t i = 0; i < n; i++)
        if (from_left[i] != value<T>(left, i)) {
            fail(std::string(tname) + " put from the left neighbour at " +
                 std::to_string(i));
            break;
        }

    // Get the right neighbour's block, then single elements with g.
    std::vector<T> got(n);
    mine.get(got.data(), 0, n, right);
    for (size_t i = 0; i < n; i++)
        if (got[i] != value<T>(right, i) ||
            mine.g(i, left) != value<T>(left, i)) {
            fail(std::string(tname) + " get/g at " + std::to_string(i));
            break;
        }

    // p: each PE writes its number into slot me of PE 0's from_left.
    shmem_barrier_all();
    if (size_t(me) < n)
        from_left.p(size_t(me), T(me + 1), 0);
    shmem_barrier_all();
    if (me == 0)
        for (int pe = 0; pe < npes && size_t(pe) < n; pe++)
            if (from_left[size_t(pe)] != T(pe + 1))
                fail(std::string(tname) + " p into PE 0 from PE " +
                     std::to_string(pe));

    // Sum and max over all PEs of mine[i] * (i % 2 ? 1 : -1).
    for (size_t i = 0; i < n; i++)
        sum_src[i] = (i % 2 ? T(1) : T(-1)) * mine[i];
    shmem_barrier_all();
    red.sum(sum_dst, sum_src);
    red.max(max_dst, sum_src);
    for (size_t i = 0; i < n; i++) {
        std::vector<T> col(npes);
        for (int pe = 0; pe < npes; pe++)
            col[pe] = (i % 2 ? T(1) : T(-1)) * value<T>(pe, i);
        T want_sum = std::accumulate(col.begin(), col.end(), T(0));
        T want_max = *std::max_element(col.begin(), col.end());
        if (sum_dst[i] != want_sum || max_dst[i] != want_max) {
            fail(std::string(tname) + " sum/max at " + std::to_string(i));
            break;
        }
    }

    // Moving the wrapper keeps the same symmetric memory.
    T *before = sum_dst.data();
    SymArray<T> moved(std::move(sum_dst));
    if (moved.data() != before || sum_dst.data() != nullptr)
        fail(std::string(tname) + " move");
    shmem_barrier_all();
} // destructors run shmem_free in the same order on every PE

} // namespace

int main()
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    ring_and_check<int>("int", 37);
    ring_and_check<long>("long", 64);
    ring_and_check<double>("double", 50); // halves of integers: exact sums
    shmem_barrier_all();
    if (me == 0 && errors == 0)
        std::printf("cxx_classes: %d PEs: ok\n", npes);
    std::fflush(stdout);
    shmem_finalize();
    return errors != 0;
}
