/* SPDX-License-Identifier: BSD-3-Clause */
/* A 2-D Jacobi heat stencil, rows split unevenly over the PEs, halo rows
 * exchanged by shmem_double_put: phase 1 orders each halo before its flag
 * with shmem_fence, phase 2 completes the halos with shmem_quiet and a
 * barrier; every PE checks the whole grid against a serial computation. */
#include <mpp/shmem.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NY 50      /* global rows, row 0 and NY-1 held fixed */
#define NX 24      /* columns, column 0 and NX-1 held fixed */
#define ITERS1 12  /* fence + flag iterations */
#define ITERS2 8   /* quiet + barrier iterations */
#define MAXROWS NY /* at one PE it owns every row */

/* u[buf][1 + local row][col]; local rows 0 and nloc+1 are the halos. */
static double u[2][MAXROWS + 2][NX];
static double serial[2][NY][NX];
static long flag_up;   /* last iteration whose halo came from PE me-1 */
static long flag_down; /* last iteration whose halo came from PE me+1 */
static double sum_src, sum_dst;
static double pWrk[SHMEM_REDUCE_MIN_WRKDATA_SIZE];
static long pSync[SHMEM_REDUCE_SYNC_SIZE];

static int me, npes, errors;

static int first_row(int pe) /* first global row of pe (block split) */
{
    int base = NY / npes, rem = NY % npes;
    return pe * base + (pe < rem ? pe : rem);
}

static int nrows(int pe)
{
    return first_row(pe + 1) - first_row(pe);
}

static double init_value(int gi, int j)
{
    if (gi == 0)
        return 100.0 + j;          /* hot top edge */
    if (j == 0 || j == NX - 1)
        return 10.0 * gi / NY;     /* sloped side edges */
    if (gi == NY - 1)
        return -5.0;               /* cold bottom edge */
    return (double)((gi * 7 + j * 3) % 13); /* arbitrary interior start */
}

static int fixed(int gi, int j)
{
    return gi == 0 || gi == NY - 1 || j == 0 || j == NX - 1;
}

static void serial_run(int iters)
{
    int t, i, j;
    for (i = 0; i < NY; i++)
        for (j = 0; j < NX; j++)
            serial[0][i][j] = serial[1][i][j] = init_value(i, j);
    for (t = 1; t <= iters; t++) {
        double (*o)[NX] = serial[(t - 1) % 2], (*n)[NX] = serial[t % 2];
        for (i = 1; i < NY - 1; i++)
            for (j = 1; j < NX - 1; j++)
                n[i][j] = 0.25 * (o[i - 1][j] + o[i + 1][j] + o[i][j - 1] +
                                  o[i][j + 1]);
    }
}

/* Compute u[t%2] from u[(t-1)%2] on the local rows. */
static void sweep(int t)
{
    int g0 = first_row(me), n = nrows(me), i, j;
    double (*o)[NX] = u[(t - 1) % 2], (*w)[NX] = u[t % 2];
    for (i = 1; i <= n; i++)
        for (j = 0; j < NX; j++) {
            if (fixed(g0 + i - 1, j))
                w[i][j] = o[i][j];
            else
                w[i][j] = 0.25 * (o[i - 1][j] + o[i + 1][j] + o[i][j - 1] +
                                  o[i][j + 1]);
        }
}

/* Send my boundary rows of u[(t-1)%2] into the neighbours' halo rows of
 * the same buffer. The neighbour below keeps its top halo in its local
 * row 0, the neighbour above its bottom halo in its row nrows(me-1)+1. */
static void send_halos(int t)
{
    int b = (t - 1) % 2, n = nrows(me);
    if (me > 0)
        shmem_double_put(&u[b][nrows(me - 1) + 1][0], &u[b][1][0], NX, me - 1);
    if (me < npes - 1)
        shmem_double_put(&u[b][0][0], &u[b][n][0], NX, me + 1);
}

static void check_grid(const char *phase, int iters)
{
    /* Every PE fetches every PE's rows and checks the whole grid. */
    int pe, i, j, b = iters % 2;
    double row[NX];
    serial_run(iters);
    for (pe = 0; pe < npes; pe++)
        for (i = 0; i < nrows(pe); i++) {
            int gi = first_row(pe) + i;
            shmem_double_get(row, &u[b][i + 1][0], NX, pe);
            for (j = 0; j < NX; j++)
                if (fabs(row[j] - serial[b][gi][j]) > 1e-12) {
                    if (errors++ < 10)
                        printf("FAIL: stencil %s: PE %d sees u[%d][%d] = %.15g "
                               "on PE %d, serial %.15g\n",
                               phase, me, gi, j, row[j], pe,
                               serial[b][gi][j]);
                }
        }
}

int main(void)
{
    int i, j, t, n, g0;
    for (i = 0; i < SHMEM_REDUCE_SYNC_SIZE; i++)
        pSync[i] = SHMEM_SYNC_VALUE;
    start_pes(0);
    me = shmem_my_pe();
    npes = shmem_n_pes();
    n = nrows(me);
    g0 = first_row(me);

    for (i = 0; i < n; i++)
        for (j = 0; j < NX; j++)
            u[0][i + 1][j] = u[1][i + 1][j] = init_value(g0 + i, j);
    shmem_barrier_all();

    /* Phase 1: put halo, fence, put flag = t; wait for both neighbours.
     * Halo writes for iteration t+2 reuse this buffer only after the
     * neighbour has seen my flag t+1, which I set after my sweep t. */
    for (t = 1; t <= ITERS1; t++) {
        send_halos(t);
        shmem_fence(); /* halo rows before the flags that announce them */
        if (me > 0)
            shmem_long_p(&flag_down, t, me - 1);
        if (me < npes - 1)
            shmem_long_p(&flag_up, t, me + 1);
        if (me > 0)
            shmem_long_wait_until(&flag_up, SHMEM_CMP_GE, t);
        if (me < npes - 1)
            shmem_long_wait_until(&flag_down, SHMEM_CMP_GE, t);
        sweep(t);
    }
    shmem_barrier_all();
    check_grid("fence+flag", ITERS1);
    shmem_barrier_all();

    /* Phase 2: put halo, quiet, barrier (the barrier also keeps a halo
     * for t+2 from landing before the neighbour's sweep t). */
    for (t = ITERS1 + 1; t <= ITERS1 + ITERS2; t++) {
        send_halos(t);
        shmem_quiet(); /* halo rows delivered before the barrier */
        shmem_barrier_all();
        sweep(t);
    }
    shmem_barrier_all();
    check_grid("quiet+barrier", ITERS1 + ITERS2);

    /* Global heat content by reduction. */
    {
        double want = 0;
        int b = (ITERS1 + ITERS2) % 2;
        sum_src = 0;
        for (i = 1; i <= n; i++)
            for (j = 0; j < NX; j++)
                sum_src += u[b][i][j];
        for (i = 0; i < NY; i++)
            for (j = 0; j < NX; j++)
                want += serial[b][i][j];
        shmem_barrier_all();
        shmem_double_sum_to_all(&sum_dst, &sum_src, 1, 0, 0, npes, pWrk, pSync);
        if (fabs(sum_dst - want) > 1e-9 * fabs(want))
            printf("FAIL: stencil sum_to_all on PE %d: %.15g, serial %.15g\n",
                   me, sum_dst, want), errors++;
    }
    shmem_barrier_all();
    if (me == 0 && errors == 0)
        printf("stencil: %d PEs, %dx%d grid, %d iterations: ok\n", npes, NY, NX,
               ITERS1 + ITERS2);
    fflush(stdout);
    return errors != 0;
}
