/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * Signals without data (OpenSHMEM 1.6): shmem_signal_add and
 * shmem_signal_set, their context forms on a strided team's context, and
 * Sandia's shmemx_ names. Every PE adds to every PE's signal (its own
 * included) and each sees the exact sum; sets to the right neighbour are
 * seen exactly; data put before a signal_add is there once the signal is
 * seen; a context of the team of even PEs addresses its PEs by team
 * number. Rounds repeat with the signals reset between them.
 */
#include "testutil.h"
#include <mpp/shmemx.h>

#define ROUNDS 50
#define DATA 1024

static uint64_t sig_sum, sig_set, sig_data, sig_team;
static long data[DATA];

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    uint64_t want_sum = (uint64_t)npes * (npes + 1) / 2;
    shmem_team_t evens;
    shmem_ctx_t ctx = test_evens_ctx(&evens);
    long src[DATA];

    for (int r = 0; r < ROUNDS; r++) {
        sig_sum = sig_set = sig_data = sig_team = 0;
        shmem_barrier_all();
        /* 1. every PE adds me+1 to every PE: sum 1..npes everywhere */
        for (int k = 0; k < npes; k++) {
            int pe = (me + k) % npes;
            if (r % 2)
                shmemx_signal_add(&sig_sum, (uint64_t)me + 1, pe);
            else
                shmem_signal_add(&sig_sum, (uint64_t)me + 1, pe);
        }
        /* 2. set the right neighbour's to a value naming round and PE */
        uint64_t mine = (uint64_t)r << 32 | (uint64_t)me;
        if (r % 2)
            shmemx_signal_set(&sig_set, mine, right);
        else
            shmem_signal_set(&sig_set, mine, right);
        /* 3. data to the right, then a signal with no data */
        for (int i = 0; i < DATA; i++)
            src[i] = (long)r * 1000003L + me * 1009L + i;
        shmem_long_put(data, src, DATA, right);
        shmem_signal_add(&sig_data, 1, right);

        uint64_t got = shmem_signal_wait_until(&sig_sum, SHMEM_CMP_GE, want_sum);
        CHECK(got == want_sum, "round %d: sum signal %llu, want %llu", r,
              (unsigned long long)got, (unsigned long long)want_sum);
        uint64_t wl = (uint64_t)r << 32 | (uint64_t)left;
        got = shmem_signal_wait_until(&sig_set, SHMEM_CMP_EQ, wl);
        CHECK(got == wl && shmem_signal_fetch(&sig_set) == wl,
              "round %d: set signal %#llx, want %#llx", r,
              (unsigned long long)got, (unsigned long long)wl);
        shmem_signal_wait_until(&sig_data, SHMEM_CMP_EQ, 1);
        for (int i = 0; i < DATA; i++)
            if (data[i] != (long)r * 1000003L + left * 1009L + i) {
                CHECK(0, "round %d: data[%d] %ld after the signal, want %ld",
                      r, i, data[i], (long)r * 1000003L + left * 1009L + i);
                break;
            }
        /* 4. the even PEs' context: team PE k is world PE 2k; each even
         * PE adds its team number + 1 to every team member */
        if (ctx != SHMEM_CTX_INVALID) {
            int tn = shmem_team_n_pes(evens), tme = shmem_team_my_pe(evens);
            CHECK(tme == me / 2, "team PE %d for world PE %d", tme, me);
            for (int k = 0; k < tn; k++) {
                if (r % 2)
                    shmemx_ctx_signal_add(ctx, &sig_team, (uint64_t)tme + 1,
                                          k);
                else
                    shmem_ctx_signal_add(ctx, &sig_team, (uint64_t)tme + 1, k);
            }
            shmem_ctx_quiet(ctx);
            uint64_t tw = (uint64_t)tn * (tn + 1) / 2;
            got = shmem_signal_wait_until(&sig_team, SHMEM_CMP_GE, tw);
            CHECK(got == tw, "round %d: team signal %llu, want %llu", r,
                  (unsigned long long)got, (unsigned long long)tw);
            /* and a set through the context, to the team's first PE */
            shmem_team_sync(evens);
            if (tme == tn - 1) {
                if (r % 2)
                    shmemx_ctx_signal_set(ctx, &sig_team, 7, 0);
                else
                    shmem_ctx_signal_set(ctx, &sig_team, 7, 0);
            }
            if (tme == 0)
                shmem_signal_wait_until(&sig_team, SHMEM_CMP_EQ, 7);
        } else {
            CHECK(me % 2 == 1, "PE %d has no context on the even team", me);
        }
        shmem_barrier_all();
        /* odd PEs' sig_team was never touched: nobody of theirs wrote it */
        if (me % 2)
            CHECK(sig_team == 0, "round %d: odd PE %d's team signal %llu", r,
                  me, (unsigned long long)sig_team);
    }
    if (ctx != SHMEM_CTX_INVALID)
        shmem_ctx_destroy(ctx);
    return test_exit();
}
