/* SPDX-License-Identifier: BSD-3-Clause */
/* The shmap demo: a 1-D heat-diffusion stencil split across PEs, checked. */
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define NLOC 16 /* cells per PE */
#define MAX_PES 16
#define STEPS 300
#define ALPHA 0.25 /* diffusion number: stable below 0.5 */

/* Symmetric without any allocation: every PE has its own u, ready, table,
 * and the others can write them directly. u[0] and u[NLOC+1] are halos. */
static double u[NLOC + 2];
static long ready;                  /* steps whose left halo has arrived */
static double table[NLOC][MAX_PES]; /* PE 0 gathers slice p into column p */

/* The initial temperature of global cell g: a hot band left of centre. */
static double initial(int g, int n)
{
    return g >= n / 4 && g < n / 2 ? 100 : 0;
}

static void step(double *next, const double *cur, int len)
{
    for (int i = 1; i <= len; i++)
        next[i] = cur[i] + ALPHA * (cur[i - 1] - 2 * cur[i] + cur[i + 1]);
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes(), n = npes * NLOC;
    if (npes > MAX_PES) {
        if (me == 0)
            printf("demo: at most %d PEs\n", MAX_PES);
        shmem_finalize();
        return 2;
    }
    /* The second buffer comes from the symmetric heap: same address on
     * every PE, so it too can be the target of a put. */
    double *v = shmem_calloc(NLOC + 2, sizeof(double));
    for (int i = 1; i <= NLOC; i++)
        u[i] = v[i] = initial(me * NLOC + i - 1, n);
    shmem_barrier_all(); /* everyone's slice is filled */

    for (int s = 0; s < STEPS; s++) {
        double *cur = s % 2 ? v : u, *next = s % 2 ? u : v;
        if (me + 1 < npes) {
            /* Push my last cell into my right neighbour's left halo; the
             * fence orders it before the flag that says it is there. */
            shmem_double_put(&cur[0], &cur[NLOC], 1, me + 1);
            shmem_fence();
            shmem_long_p(&ready, s + 1, me + 1);
            /* Pull my right halo from its first cell: it finished that
             * cell before the last barrier. */
            shmem_double_get(&cur[NLOC + 1], &cur[1], 1, me + 1);
        }
        if (me > 0)
            shmem_long_wait_until(&ready, SHMEM_CMP_GE, s + 1);
        step(next, cur, NLOC);
        shmem_barrier_all(); /* no one overwrites what a peer still reads */
    }

    /* Gather: each slice becomes a strided column of PE 0's table. */
    double *fin = STEPS % 2 ? v : u;
    shmem_double_iput(&table[0][me], &fin[1], MAX_PES, 1, NLOC, 0);
    shmem_barrier_all();

    int status = 0;
    if (me == 0) {
        /* The same computation, serially, on the whole rod. */
        double *a = calloc((size_t)n + 2, sizeof(double));
        double *b = calloc((size_t)n + 2, sizeof(double));
        for (int g = 0; g < n; g++)
            a[g + 1] = initial(g, n);
        for (int s = 0; s < STEPS; s++) {
            step(b, a, n);
            double *t = a;
            a = b;
            b = t;
        }
        double err = 0;
        for (int g = 0; g < n; g++) {
            double d = table[g % NLOC][g / NLOC] - a[g + 1];
            d = d < 0 ? -d : d;
            err = d > err ? d : err;
        }
        printf("shmap demo: heat diffusion on %d PEs x %d cells, %d steps\n",
               npes, NLOC, STEPS);
        printf("  slices in a static global + a shmem_calloc buffer; halos "
               "by shmem_double_put\n  (fence + long_p flag) and "
               "shmem_double_get; gathered by shmem_double_iput\n");
        for (int g = 0; g < n; g += n / 8) {
            double t = table[g % NLOC][g / NLOC];
            printf("  cell %3d (PE %d) %6.2f |%.*s\n", g, g / NLOC, t,
                   (int)(t / 2 + 0.5),
                   "##################################"
                   "################");
        }
        status = err <= 1e-9 ? 0 : 1;
        printf("max |parallel - serial| = %.3g: %s\n", err,
               status ? "MISMATCH" : "OK");
        free(a);
        free(b);
    }
    shmem_free(v);
    shmem_finalize();
    return status;
}
