/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered memory: the region table's layout and its directory, which
 * the owner writes and peers search (table.h). */
#include <string.h>

#include "../shmemi.h"
#include "table.h"

void shmemi_asym_table_at(struct table *t, char *base)
{
    t->h = (struct shmemi_asym_hdr *)base;
    t->dir = (uint32_t *)(base + ASYM_DIR_OFF);
    t->key = (struct shmemi_asym_key *)(base + ASYM_KEYS_OFF);
    t->recs = (struct shmemi_asym_rec *)(base + ASYM_RECS_OFF);
}

/* Rebuild the directory over keys[0, n): buckets as wide as the spread
 * of the keys divided by ~n, with room above the highest key so that
 * keys handed out in increasing order land in it without a rebuild. */
static void dir_build(struct table *t, uint64_t n)
{
    struct shmemi_asym_hdr *h = t->h;
    if (n == 0) {
        h->dir_n = 0;
        return;
    }
    uint64_t lo = t->key[0].lo, span = (t->key[n - 1].lo - lo) * 2 + 4096;
    uint32_t shift = 0, want = n < 16 ? 16 : (uint32_t)n * 2;
    while ((span >> shift) >= want)
        shift++;
    uint32_t nb = (uint32_t)(span >> shift) + 1;
    uint64_t i = 0;
    for (uint32_t b = 0; b <= nb; b++) {
        while (i < n && ((t->key[i].lo - lo) >> shift) < b)
            i++;
        t->dir[b] = (uint32_t)i;
    }
    h->dir_lo = lo;
    h->dir_shift = shift;
    h->dir_n = nb;
}

/* After key k was inserted at (delta +1) or removed from (-1) index at
 * of the keys, now n of them: the buckets above k's shift by one; a key
 * outside the directory's range, or too many keys for its buckets, make
 * a new one. O(buckets), like the table's memmove. */
void shmemi_asym_dir_update(struct table *t, uint64_t k, int delta, uint64_t n)
{
    struct shmemi_asym_hdr *h = t->h;
    uint64_t b = (k - h->dir_lo) >> h->dir_shift;
    if (h->dir_n == 0 || k < h->dir_lo || b >= h->dir_n ||
        n > 4 * (uint64_t)h->dir_n || n * 8 < h->dir_n) {
        dir_build(t, n);
        return;
    }
    for (uint64_t j = b + 1; j <= h->dir_n; j++)
        t->dir[j] = (uint32_t)((int64_t)t->dir[j] + delta);
}
