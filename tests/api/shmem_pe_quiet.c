/* SPDX-License-Identifier: BSD-3-Clause */
/* shmap-test: npes=1,2,3,4,5,8 timeout=90 */
/*
 * shmem_pe_quiet and shmem_ctx_pe_quiet (OpenSHMEM 1.6): completion
 * towards the listed PEs. Each round every PE puts a block to each of
 * its k nearest PEs to the right, pe_quiets exactly those, then raises
 * a flag on each with a put (no atomic, which the MPI transport would
 * itself order after the block); a PE that sees the flag must see the
 * block (under mpirun with pseudo-nodes, puts to another node are
 * outstanding until flushed: the API suite runs there too). The same
 * through a context of the even PEs' team (team numbers), an empty list
 * (NULL allowed), and a list naming one PE twice.
 */
#include "testutil.h"

#define ROUNDS 30
#define BLK 256

static long inbox[8][BLK]; /* [sender's distance - 1] */
static long flags[8];
static long tinbox[BLK], tflag;

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    int k = npes - 1 < 3 ? npes - 1 : 3;
    shmem_team_t evens;
    shmem_ctx_t ctx = test_evens_ctx(&evens);
    long src[BLK];
    shmem_pe_quiet(NULL, 0);

    for (int r = 1; r <= ROUNDS; r++) {
        int targets[4];
        for (int d = 1; d <= k; d++) {
            int pe = (me + d) % npes;
            targets[d - 1] = pe;
            for (int i = 0; i < BLK; i++)
                src[i] = (long)r * 100000 + me * 100 + d + i;
            shmem_long_put(inbox[d - 1], src, BLK, pe);
        }
        if (k > 0) {
            if (r % 3 == 0) { /* one PE listed twice: the same */
                targets[k] = targets[0];
                shmem_pe_quiet(targets, (size_t)k + 1);
            } else if (r % 3 == 1) {
                shmem_pe_quiet(targets, (size_t)k);
            } else {
                shmem_ctx_pe_quiet(SHMEM_CTX_DEFAULT, targets, (size_t)k);
            }
        }
        for (int d = 1; d <= k; d++)
            shmem_long_p(&flags[d - 1], r, (me + d) % npes);
        for (int d = 1; d <= k; d++) {
            int from = (me - d + npes) % npes;
            shmem_long_wait_until(&flags[d - 1], SHMEM_CMP_GE, r);
            for (int i = 0; i < BLK; i++)
                if (inbox[d - 1][i] != (long)r * 100000 + from * 100 + d + i) {
                    CHECK(0, "round %d: from PE %d, [%d] = %ld after its flag",
                          r, from, i, inbox[d - 1][i]);
                    break;
                }
        }
        /* the even PEs' context: to the next team PE, by team number */
        if (ctx != SHMEM_CTX_INVALID && shmem_team_n_pes(evens) > 1) {
            int tn = shmem_team_n_pes(evens), tme = shmem_team_my_pe(evens);
            int tr = (tme + 1) % tn;
            for (int i = 0; i < BLK; i++)
                src[i] = (long)r * 7 + tme * 1000 + i;
            shmem_ctx_long_put(ctx, tinbox, src, BLK, tr);
            shmem_ctx_pe_quiet(ctx, &tr, 1);
            shmem_ctx_long_p(ctx, &tflag, r, tr);
            int tl = (tme + tn - 1) % tn;
            shmem_long_wait_until(&tflag, SHMEM_CMP_GE, r);
            for (int i = 0; i < BLK; i++)
                if (tinbox[i] != (long)r * 7 + tl * 1000 + i) {
                    CHECK(0, "round %d: team PE %d's block [%d] = %ld", r, tl,
                          i, tinbox[i]);
                    break;
                }
        }
        shmem_barrier_all(); /* nobody overwrites a block still read */
    }
    shmem_ctx_pe_quiet(SHMEM_CTX_INVALID, NULL, 3); /* no-op, as ctx_quiet */
    if (ctx != SHMEM_CTX_INVALID)
        shmem_ctx_destroy(ctx);
    return test_exit();
}
