/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/cache: the SGI/Cray cache-management routines
 * (shmem_set_cache_inv, shmem_set_cache_line_inv, shmem_clear_cache_inv,
 * shmem_clear_cache_line_inv, shmem_udcflush, shmem_udcflush_line): on
 * coherent hardware they do nothing visible, so data written by other PEs
 * must read correctly around every one of them. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>

#define SMA1_NAME "cache"
#include "sma1.h"

#define N 8

static int me, npes, errors;
static long data[N];

static void check(const char *after, long round)
{
    int i, left = (me + npes - 1) % npes;
    for (i = 0; i < N; i++)
        if (data[i] != round * 100 + left * 10 + i) {
            printf("FAIL: cache PE %d: after %s data[%d] = %ld, want %ld\n",
                   me, after, i, data[i], round * 100 + left * 10 + i);
            errors++;
        }
}

static void round_trip(long round)
{
    long loc[N];
    int i;
    for (i = 0; i < N; i++)
        loc[i] = round * 100 + me * 10 + i;
    shmem_barrier_all();
    shmem_long_put(data, loc, N, (me + 1) % npes);
    shmem_barrier_all();
}

int main(void)
{
    sma1_start_pes(&me, &npes);

    shmem_set_cache_inv();
    round_trip(1);
    check("shmem_set_cache_inv", 1);
    shmem_set_cache_line_inv(&data[3]);
    round_trip(2);
    check("shmem_set_cache_line_inv", 2);
    shmem_clear_cache_line_inv(&data[3]);
    round_trip(3);
    check("shmem_clear_cache_line_inv", 3);
    shmem_clear_cache_inv();
    round_trip(4);
    check("shmem_clear_cache_inv", 4);
    round_trip(5);
    shmem_udcflush_line(&data[N - 1]);
    check("shmem_udcflush_line", 5);
    round_trip(6);
    shmem_udcflush();
    check("shmem_udcflush", 6);

    return sma1_end(SMA1_NAME, me, npes, errors);
}
