/* SPDX-License-Identifier: BSD-3-Clause */
/* cannon: Cannon's matrix multiply on a q x q PE grid, blocks moved by gets. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/* bench-npes: 1 4 */

/*
 * An application benchmark, in the shape the DiPOSH paper measured: C =
 * A x B for N x N matrices of doubles on q x q PEs, q = floor(sqrt(npes)).
 * PE r * q + c owns block (r, c) of A, B and C (nb x nb, nb = N / q) in
 * the symmetric heap. PEs from q * q on own nothing; they make every
 * allocation and barrier call the others make, so any PE count runs. N is
 * rounded up to a multiple of q.
 *
 * One multiply, everything get-based (the owner of a block never writes
 * into another PE's memory):
 *
 *   skew: PE (r, c) gets A's home block (r, r + c) and B's home block
 *         (r + c, c) (indices mod q) into buffer 0 of its A and B pair;
 *         barrier_all;
 *   step s = 0 .. q - 1, cur = s % 2:
 *         unless s is the last, get the A block the right neighbour
 *         (r, c + 1) holds in its buffer cur and the B block the one below
 *         (r + 1, c) holds in its buffer cur, into our buffer 1 - cur;
 *         C += A[cur] x B[cur];
 *         unless s is the last, barrier_all.
 *
 * Double buffering is what makes one barrier a step enough: in step s
 * every PE reads its neighbours' buffer cur, which they filled before the
 * last barrier, and writes only its own buffer 1 - cur, which nobody
 * reads in step s; it writes its buffer cur again in step s + 1, after
 * the barrier that ends every read of it. A row or column barrier would
 * not do: each step depends on a row neighbour and a column neighbour,
 * and OpenSHMEM 1.4 active sets cannot name a column (its stride q is no
 * power of two). The home blocks are never written, so every repetition
 * starts from the same distribution; at 1 PE the skew is a get from
 * itself and the rest is a serial multiply.
 *
 * A[i][j] = (7i + 3j) mod 13 - 6 and B[i][j] = (5i + 11j) mod 17 - 8:
 * small integers, so every sum is exact in doubles and each PE compares
 * its block exactly with a serial dot product over the same formulas:
 * every entry when N <= 512, else 64 entries spread over the block. It
 * checks after every repetition and the warm-up; a mismatch prints on
 * the PE that found it, and the program then exits 1.
 *
 * Standard OpenSHMEM 1.4 calls only (shmem_malloc, shmem_getmem,
 * shmem_barrier_all, shmem_putmem, shmem_long_atomic_add, shmem_long_g),
 * so the same source builds against Open MPI's OpenSHMEM.
 */

#define N_DEFAULT 1024
#define N_QUICK 256
#define N_MAX 65536
#define REPS_DEFAULT 5
#define REPS_QUICK 3
#define REPS_MAX 1000
#define FULL_CHECK_N 512 /* up to this N every entry is checked */
#define SAMPLES 64       /* else this many per block */
#define REPORT_MAX 5     /* mismatches printed per PE */
#define KT 128           /* kernel tile: KT x JT of B, 256 KiB, stays in L2 */
#define JT 256

struct opts {
    long n, reps;
    bool quick;
};

/* The grid and this PE's place in it. */
struct grid {
    int me, npes, q;
    bool active; /* me < q * q */
    int r, c;    /* block row and column */
    size_t n, nb;
};

/* The symmetric blocks, each nb x nb, row-major. */
struct blocks {
    double *ahome, *bhome; /* never written after set-up */
    double *a[2], *b[2];   /* the blocks multiplied, double buffered */
    double *c;
};

/* Per-repetition times of this PE, ns. */
enum { T_WALL, T_GET, T_COMPUTE, T_KINDS };

static void usage(FILE *f, const char *prog)
{
    fprintf(f,
            "usage: %s [--n N] [--reps R] [--quick]\n"
            "Cannon's matrix multiply C = A x B on a floor(sqrt(npes))^2 "
            "PE grid, blocks moved\nwith shmem_getmem; times per multiply "
            "and a check of the product.\n"
            "  --n N      matrix order (default %d, %d with --quick); rounded "
            "up to a\n             multiple of the grid's side\n"
            "  --reps R   timed multiplies, after one warm-up (default %d, "
            "%d with --quick)\n"
            "  --quick    a small matrix and few multiplies (used by make "
            "check)\n"
            "Set BENCH_TSV=1 for tab-separated output.\n",
            prog, N_DEFAULT, N_QUICK, REPS_DEFAULT, REPS_QUICK);
}

/* The value of "--name V" or "--name=V" at argv[*i] (advancing *i past
 * a separate V), or NULL when argv[*i] is not that option. */
static const char *opt_value(int argc, char **argv, int *i, const char *name)
{
    size_t len = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, len) != 0)
        return NULL;
    if (a[len] == '=')
        return a + len + 1;
    if (a[len] != '\0')
        return NULL;
    if (*i + 1 >= argc) {
        fprintf(stderr, "%s: %s needs a value\n", argv[0], name);
        exit(2);
    }
    return argv[++*i];
}

static long parse_count(const char *prog, const char *name, const char *v,
                        long max)
{
    char *end;
    long x = strtol(v, &end, 10);
    if (end == v || *end != '\0' || x < 1 || x > max) {
        fprintf(stderr, "%s: %s takes a whole number from 1 to %ld, not '%s'\n",
                prog, name, max, v);
        exit(2);
    }
    return x;
}

static struct opts parse_opts(int argc, char **argv)
{
    struct opts o = {0, 0, false};
    for (int i = 1; i < argc; i++) {
        const char *v;
        if (!strcmp(argv[i], "--quick")) {
            o.quick = true;
        } else if ((v = opt_value(argc, argv, &i, "--n"))) {
            o.n = parse_count(argv[0], "--n", v, N_MAX);
        } else if ((v = opt_value(argc, argv, &i, "--reps"))) {
            o.reps = parse_count(argv[0], "--reps", v, REPS_MAX);
        } else {
            bool help = !strcmp(argv[i], "-h") || !strcmp(argv[i], "--help");
            usage(help ? stdout : stderr, argv[0]);
            exit(help ? 0 : 2);
        }
    }
    if (!o.n)
        o.n = o.quick ? N_QUICK : N_DEFAULT;
    if (!o.reps)
        o.reps = o.quick ? REPS_QUICK : REPS_DEFAULT;
    return o;
}

/* ---- the matrices ---- */

static double a_at(size_t i, size_t j)
{
    return (double)((long)((i * 7 + j * 3) % 13) - 6);
}

static double b_at(size_t i, size_t j)
{
    return (double)((long)((i * 5 + j * 11) % 17) - 8);
}

/* C[i][j] of the whole product, serially. */
static double c_at(size_t i, size_t j, size_t n)
{
    double s = 0;
    for (size_t k = 0; k < n; k++)
        s += a_at(i, k) * b_at(k, j);
    return s;
}

/* The PE that owns block (r, c), indices taken mod q. */
static int owner(const struct grid *g, int r, int c)
{
    return (r % g->q) * g->q + c % g->q;
}

/* c += a x b, nb x nb blocks; tiled so that a tile of b stays in L2
 * while every row of a goes past it. */
static void block_multiply(double *restrict c, const double *restrict a,
                           const double *restrict b, size_t nb)
{
    for (size_t kk = 0; kk < nb; kk += KT) {
        size_t ke = kk + KT < nb ? kk + KT : nb;
        for (size_t jj = 0; jj < nb; jj += JT) {
            size_t je = jj + JT < nb ? jj + JT : nb;
            for (size_t i = 0; i < nb; i++) {
                double *restrict ci = c + i * nb;
                const double *ai = a + i * nb;
                for (size_t k = kk; k < ke; k++) {
                    double aik = ai[k];
                    const double *restrict bk = b + k * nb;
                    for (size_t j = jj; j < je; j++)
                        ci[j] += aik * bk[j];
                }
            }
        }
    }
}

/* ---- one multiply ---- */

static void timed_get(double *dst, const double *src, size_t bytes, int pe,
                      uint64_t *get_ns)
{
    uint64_t t0 = bench_now_ns();
    shmem_getmem(dst, src, bytes, pe);
    *get_ns += bench_now_ns() - t0;
}

/* Every PE calls it (the idle ones only meet the barriers); t gets this
 * PE's wall, get and compute times. */
static void multiply(const struct grid *g, const struct blocks *m,
                     uint64_t t[T_KINDS])
{
    size_t nb = g->nb, bytes = nb * nb * sizeof(double);
    uint64_t get = 0, compute = 0;
    if (g->active)
        memset(m->c, 0, bytes);
    shmem_barrier_all();
    uint64_t t0 = bench_now_ns();
    if (g->active) {
        timed_get(m->a[0], m->ahome, bytes, owner(g, g->r, g->r + g->c), &get);
        timed_get(m->b[0], m->bhome, bytes, owner(g, g->r + g->c, g->c), &get);
    }
    shmem_barrier_all(); /* neighbours read our buffer 0 from here on */
    for (int s = 0; s < g->q; s++) {
        int cur = s % 2;
        bool last = s == g->q - 1;
        if (g->active && !last) {
            timed_get(m->a[1 - cur], m->a[cur], bytes, owner(g, g->r, g->c + 1),
                      &get);
            timed_get(m->b[1 - cur], m->b[cur], bytes, owner(g, g->r + 1, g->c),
                      &get);
        }
        if (g->active) {
            uint64_t c0 = bench_now_ns();
            block_multiply(m->c, m->a[cur], m->b[cur], nb);
            compute += bench_now_ns() - c0;
        }
        if (!last)
            shmem_barrier_all(); /* ends every read of our buffer cur */
    }
    shmem_barrier_all();
    t[T_WALL] = bench_now_ns() - t0;
    t[T_GET] = get;
    t[T_COMPUTE] = compute;
}

/* ---- the check ---- */

/* The entries of our block that are checked (row-major offsets) and their
 * values, computed serially once. */
struct check {
    size_t count;
    size_t *at;
    double *want;
};

static struct check check_make(const struct grid *g)
{
    size_t nb = g->nb, cells = nb * nb;
    struct check k = {0, NULL, NULL};
    if (!g->active)
        return k;
    k.count = g->n <= FULL_CHECK_N || cells <= SAMPLES ? cells : SAMPLES;
    k.at = malloc(k.count * sizeof(*k.at));
    k.want = malloc(k.count * sizeof(*k.want));
    if (!k.at || !k.want) {
        fprintf(stderr, "cannon: PE %d: out of memory\n", g->me);
        shmem_global_exit(1);
    }
    for (size_t s = 0; s < k.count; s++) {
        /* Samples from the first entry to the last, evenly spread. */
        size_t at = k.count == cells ? s : s * (cells - 1) / (k.count - 1);
        size_t i = g->r * nb + at / nb, j = g->c * nb + at % nb;
        k.at[s] = at;
        k.want[s] = c_at(i, j, g->n);
    }
    return k;
}

/* Mismatches in our block of C, the first few printed. */
static long check_run(const struct grid *g, const struct check *k,
                      const double *c, long rep)
{
    long bad = 0;
    for (size_t s = 0; s < k->count; s++) {
        double got = c[k->at[s]];
        if (got == k->want[s])
            continue;
        if (++bad <= REPORT_MAX)
            fprintf(stderr,
                    "FAIL: cannon: PE %d, block (%d,%d), multiply %ld: "
                    "C[%zu][%zu] = %.17g, expected %.17g\n",
                    g->me, g->r, g->c, rep, g->r * g->nb + k->at[s] / g->nb,
                    g->c * g->nb + k->at[s] % g->nb, got, k->want[s]);
    }
    return bad;
}

/* ---- report ---- */

static double median_of(const double *v, long n)
{
    double *w = malloc((size_t)n * sizeof(*w));
    if (!w)
        return 0;
    memcpy(w, v, (size_t)n * sizeof(*w));
    double m = bench_median(w, (int)n);
    free(w);
    return m;
}

/* PE 0: times[pe][rep][kind] of every PE. */
static void report(const struct grid *g, const struct opts *o,
                   const uint64_t *times, long checked, long bad)
{
    long reps = o->reps;
    int active = g->q * g->q;
    double *wall = malloc((size_t)reps * 4 * sizeof(double));
    if (!wall) {
        fprintf(stderr, "cannon: PE 0: out of memory\n");
        shmem_global_exit(1);
    }
    double *get = wall + reps, *comp = get + reps, *sync = comp + reps;
    double wmin = 0;
    for (long r = 0; r < reps; r++) {
        double gs = 0, cs = 0;
        for (int p = 0; p < active; p++) {
            const uint64_t *t = times + ((size_t)p * reps + r) * T_KINDS;
            gs += (double)t[T_GET];
            cs += (double)t[T_COMPUTE];
        }
        wall[r] = (double)times[(size_t)r * T_KINDS + T_WALL];
        get[r] = gs / active;
        comp[r] = cs / active;
        sync[r] = wall[r] - get[r] - comp[r];
        if (r == 0 || wall[r] < wmin)
            wmin = wall[r];
    }
    double med = median_of(wall, reps);
    double flops = 2.0 * (double)g->n * (double)g->n * (double)g->n;

    static const char *const heads[] = {
        "PEs",     "grid",   "N",          "med_ms",  "min_ms",
        "GFLOP/s", "get_ms", "compute_ms", "sync_ms", "verified"};
    struct bench_table t;
    bench_table_init(&t,
                     "cannon: C = A x B, one block a PE, shifts by "
                     "shmem_getmem (times per multiply)",
                     heads, 10);
    bench_table_cell(&t, "%d", g->npes);
    bench_table_cell(&t, "%dx%d", g->q, g->q);
    bench_table_cell(&t, "%zu", g->n);
    bench_table_cell(&t, "%.3f", med / 1e6);
    bench_table_cell(&t, "%.3f", wmin / 1e6);
    bench_table_cell(&t, "%.3f", flops / med);
    bench_table_cell(&t, "%.3f", median_of(get, reps) / 1e6);
    bench_table_cell(&t, "%.3f", median_of(comp, reps) / 1e6);
    bench_table_cell(&t, "%.3f", median_of(sync, reps) / 1e6);
    bench_table_cell(&t, "%s", bad ? "NO" : "yes");
    bench_table_print(&t);

    if (g->n != (size_t)o->n)
        bench_note("N %ld rounded up to %zu, a multiple of the grid's side "
                   "%d.",
                   o->n, g->n, g->q);
    int idle = g->npes - active;
    bench_note("%d PE%s: a %dx%d grid of %zux%zu blocks%s%s.", g->npes,
               g->npes == 1 ? "" : "s", g->q, g->q, g->nb, g->nb,
               bench_oversubscribed(g->npes) ? ", more PEs than CPUs" : "",
               idle == 0   ? ""
               : idle == 1 ? "; 1 PE idle (in the barriers only)"
                           : "; the rest idle (in the barriers only)");
    bench_note("med_ms, min_ms: PE 0's time for one multiply (skew, %d "
               "shift step%s, barriers), over %ld",
               g->q - 1, g->q == 2 ? "" : "s", reps);
    bench_note("  multiplies after a warm-up; GFLOP/s = 2N^3 / med_ms.");
    bench_note("get_ms, compute_ms: per multiply, mean over the %d grid "
               "PE%s; sync_ms = PE 0's time",
               active, active == 1 ? "" : "s");
    bench_note("  - get - compute (waiting in barriers); each column the "
               "median over the multiplies.");
    bench_note("verified: %s of C checked exactly against serial dot "
               "products after each",
               g->n <= FULL_CHECK_N ? "every entry" : "64 entries a block");
    bench_note("  of the %ld multiplies and the warm-up: %ld entries, %ld "
               "wrong.",
               reps, checked, bad);
    free(wall);
}

/* ---- main ---- */

static void *sym_alloc(const struct grid *g, size_t bytes)
{
    void *p = shmem_malloc(bytes);
    if (!p) {
        fprintf(stderr,
                "cannon: PE %d: shmem_malloc(%zu) failed: N = %zu needs 7 "
                "blocks of %zu bytes a PE; lower --n or raise the "
                "symmetric heap size\n",
                g->me, bytes, g->n, g->nb * g->nb * sizeof(double));
        shmem_global_exit(1);
    }
    return p;
}

int main(int argc, char **argv)
{
    struct opts o = parse_opts(argc, argv);

    shmem_init();
    struct grid g = {.me = shmem_my_pe(), .npes = shmem_n_pes()};
    g.q = 1;
    while ((g.q + 1) * (g.q + 1) <= g.npes)
        g.q++;
    g.active = g.me < g.q * g.q;
    g.r = g.active ? g.me / g.q : -1;
    g.c = g.active ? g.me % g.q : -1;
    g.nb = ((size_t)o.n + (size_t)g.q - 1) / (size_t)g.q;
    g.n = g.nb * (size_t)g.q;

    size_t nb = g.nb, bytes = nb * nb * sizeof(double);
    struct blocks m;
    m.ahome = sym_alloc(&g, bytes);
    m.bhome = sym_alloc(&g, bytes);
    for (int i = 0; i < 2; i++) {
        m.a[i] = sym_alloc(&g, bytes);
        m.b[i] = sym_alloc(&g, bytes);
    }
    m.c = sym_alloc(&g, bytes);
    size_t tbytes =
        (size_t)g.npes * (size_t)o.reps * T_KINDS * sizeof(uint64_t);
    uint64_t *times = sym_alloc(&g, tbytes); /* PE 0's is gathered into */
    long *bad_total = shmem_calloc(1, sizeof(long));
    uint64_t *mine = calloc((size_t)o.reps * T_KINDS, sizeof(uint64_t));
    if (!bad_total || !mine) {
        fprintf(stderr, "cannon: PE %d: out of memory\n", g.me);
        shmem_global_exit(1);
    }
    if (g.active) {
        for (size_t i = 0; i < nb; i++) {
            for (size_t j = 0; j < nb; j++) {
                size_t gi = (size_t)g.r * nb + i, gj = (size_t)g.c * nb + j;
                m.ahome[i * nb + j] = a_at(gi, gj);
                m.bhome[i * nb + j] = b_at(gi, gj);
            }
        }
        /* Touch every page now, not in the first timed get. */
        for (int i = 0; i < 2; i++) {
            memset(m.a[i], 0, bytes);
            memset(m.b[i], 0, bytes);
        }
    }
    struct check k = check_make(&g);

    long bad = 0;
    uint64_t warm[T_KINDS];
    multiply(&g, &m, warm);
    if (g.active)
        bad += check_run(&g, &k, m.c, 0);
    for (long rep = 0; rep < o.reps; rep++) {
        multiply(&g, &m, mine + rep * T_KINDS);
        if (g.active)
            bad += check_run(&g, &k, m.c, rep + 1);
    }

    if (bad)
        shmem_long_atomic_add(bad_total, bad, 0);
    shmem_putmem(times + (size_t)g.me * (size_t)o.reps * T_KINDS, mine,
                 (size_t)o.reps * T_KINDS * sizeof(uint64_t), 0);
    shmem_barrier_all(); /* completes the puts and atomics into PE 0 */
    long total = shmem_long_g(bad_total, 0);
    if (g.me == 0) {
        long checked = (long)k.count * g.q * g.q * (o.reps + 1);
        report(&g, &o, times, checked, total);
        if (total)
            fprintf(stderr,
                    "FAIL: cannon: %ld entries of C wrong (the PEs that "
                    "found them printed the first %d each)\n",
                    total, REPORT_MAX);
    }
    shmem_barrier_all();
    free(k.at);
    free(k.want);
    free(mine);
    shmem_free(bad_total);
    shmem_free(times);
    shmem_free(m.c);
    for (int i = 1; i >= 0; i--) {
        shmem_free(m.b[i]);
        shmem_free(m.a[i]);
    }
    shmem_free(m.bhome);
    shmem_free(m.ahome);
    shmem_finalize();
    return total ? 1 : 0;
}
