/* SPDX-License-Identifier: BSD-3-Clause */
/* Cannon's matrix multiplication on a q x q grid of PEs, moving the blocks
 * with shmem_double_get as in the DiPOSH paper: the initial skew gets
 * A(i, i+j) and B(i+j, j), then each of the q steps multiplies and gets
 * the next A block from the right neighbour and the next B block from the
 * one below into the other buffer. C = A*B is checked block by block on
 * its PE and whole on every PE against a serial product. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define BS 12 /* block size; the matrices are (q*BS) x (q*BS) */
#define MAXQ 8

static double A0[BS * BS], B0[BS * BS];     /* my blocks A(i,j), B(i,j) */
static double Ab[2][BS * BS], Bb[2][BS * BS]; /* the rolling blocks */
static double Cb[BS * BS];                  /* my block C(i,j) */
static int me, npes, errors;

/* Small integers, so every product and sum is exact in double. */
static double a_elem(int r, int c)
{
    return (double)((r * 7 + c * 3) % 11 - 5);
}

static double b_elem(int r, int c)
{
    return (double)((r * 5 + c * 2 + 1) % 9 - 4);
}

static void block_mac(double *c, const double *a, const double *b)
{
    int i, j, k;
    for (i = 0; i < BS; i++)
        for (k = 0; k < BS; k++) {
            double aik = a[i * BS + k];
            for (j = 0; j < BS; j++)
                c[i * BS + j] += aik * b[k * BS + j];
        }
}

int main(void)
{
    int q, i, j, r, c, s, cur = 0;
    start_pes(0);
    me = shmem_my_pe();
    npes = shmem_n_pes();
    for (q = 1; q * q < npes; q++)
        ;
    if (q * q != npes || q > MAXQ) {
        if (me == 0)
            printf("cannon: skipping, needs a square number of PEs up to %d "
                   "(have %d)\n", MAXQ * MAXQ, npes);
        fflush(stdout);
        shmem_barrier_all();
        return 0;
    }
    int n = q * BS, pi = me / q, pj = me % q;
#define PE(i, j) ((((i) % q + q) % q) * q + ((j) % q + q) % q)

    for (r = 0; r < BS; r++)
        for (c = 0; c < BS; c++) {
            A0[r * BS + c] = a_elem(pi * BS + r, pj * BS + c);
            B0[r * BS + c] = b_elem(pi * BS + r, pj * BS + c);
            Cb[r * BS + c] = 0;
        }
    shmem_barrier_all(); /* every A0/B0 is ready */

    /* Skew: A(i, i+j) and B(i+j, j). */
    shmem_double_get(Ab[cur], A0, BS * BS, PE(pi, pi + pj));
    shmem_double_get(Bb[cur], B0, BS * BS, PE(pi + pj, pj));
    shmem_barrier_all();

    for (s = 0; s < q; s++) {
        block_mac(Cb, Ab[cur], Bb[cur]);
        if (s == q - 1)
            break;
        /* Shift A left and B up: get the neighbours' current blocks into
         * my other buffer. Their current buffers stay untouched until the
         * barrier, and mine is only overwritten (two steps on) after it. */
        shmem_double_get(Ab[1 - cur], Ab[cur], BS * BS, PE(pi, pj + 1));
        shmem_double_get(Bb[1 - cur], Bb[cur], BS * BS, PE(pi + 1, pj));
        shmem_barrier_all();
        cur = 1 - cur;
    }
    shmem_barrier_all(); /* every C block done */

    /* The serial product, then my block and every PE's block. */
    double *a = malloc(sizeof(double) * n * n),
           *b = malloc(sizeof(double) * n * n),
           *cs = calloc((size_t)n * n, sizeof(double)), blk[BS * BS];
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            a[r * n + c] = a_elem(r, c);
            b[r * n + c] = b_elem(r, c);
        }
    for (r = 0; r < n; r++)
        for (s = 0; s < n; s++)
            for (c = 0; c < n; c++)
                cs[r * n + c] += a[r * n + s] * b[s * n + c];
    for (i = 0; i < q; i++)
        for (j = 0; j < q; j++) {
            shmem_double_get(blk, Cb, BS * BS, PE(i, j));
            for (r = 0; r < BS; r++)
                for (c = 0; c < BS; c++) {
                    double want = cs[(i * BS + r) * n + j * BS + c];
                    if (blk[r * BS + c] != want && errors++ < 10)
                        printf("FAIL: cannon: PE %d sees C[%d][%d] = %g in the "
                               "block of PE %d, serial %g\n",
                               me, i * BS + r, j * BS + c, blk[r * BS + c],
                               PE(i, j), want);
                }
        }
    shmem_barrier_all();
    free(a);
    free(b);
    free(cs);
    if (me == 0 && errors == 0)
        printf("cannon: %d PEs (%dx%d grid), %dx%d matrices: ok\n", npes, q, q,
               n, n);
    fflush(stdout);
    return errors != 0;
}
