/* SPDX-License-Identifier: BSD-3-Clause */
/* SMA_DEBUG: every PE of a collective passed the same arguments? */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "coll.h"

static int describe(char *out, size_t len, const struct shmemi_coll_args *c)
{
    int n = snprintf(out, len, "%s(", c->routine);
    const char *sep = "";
    if (c->mask & SHMEMI_CHECK_ROOT) {
        n += snprintf(out + n, len - (size_t)n, "root %d", c->root);
        sep = ", ";
    }
    if (c->mask & SHMEMI_CHECK_NBYTES) {
        n += snprintf(out + n, len - (size_t)n, "%s%llu bytes", sep,
                      (unsigned long long)c->nbytes);
        sep = ", ";
    }
    if (c->mask & SHMEMI_CHECK_ELEM) {
        n += snprintf(out + n, len - (size_t)n, "%selements of %llu bytes",
                      sep, (unsigned long long)c->a);
        sep = ", ";
    }
    if (c->mask & SHMEMI_CHECK_STRIDES) {
        n += snprintf(out + n, len - (size_t)n, "%sstrides %lld and %lld", sep,
                      (long long)c->a, (long long)c->b);
    }
    n += snprintf(out + n, len - (size_t)n, ") on PEs %d + k*%d, k < %d",
                  c->start, c->stride, c->size);
    return n;
}

static bool same(const struct shmemi_coll_args *x,
                 const struct shmemi_coll_args *y)
{
    if (strcasecmp(x->routine, y->routine) || x->mask != y->mask ||
        x->start != y->start || x->stride != y->stride || x->size != y->size)
        return false;
    if ((x->mask & SHMEMI_CHECK_ROOT) && x->root != y->root)
        return false;
    if ((x->mask & SHMEMI_CHECK_NBYTES) && x->nbytes != y->nbytes)
        return false;
    if ((x->mask & (SHMEMI_CHECK_ELEM | SHMEMI_CHECK_STRIDES)) &&
        (x->a != y->a || x->b != y->b))
        return false;
    return true;
}

void shmemi_coll_check(const struct shmemi_set *s, const char *routine,
                       unsigned mask, int root, uint64_t nbytes, uint64_t a,
                       uint64_t b)
{
    struct shmemi_coll_args mine;
    memset(&mine, 0, sizeof(mine));
    snprintf(mine.routine, sizeof(mine.routine), "%s", routine);
    mine.start = s->start;
    mine.stride = s->stride;
    mine.size = s->size;
    mine.mask = mask;
    mine.root = root;
    mine.nbytes = nbytes;
    mine.a = a;
    mine.b = b;
    int first = shmemi_set_pe(s, 0);
    if (shmemi.me != first) {
        /* The signal follows the data it announces (remote.h). */
        shmemi_remote_put(first,
                          shmemi_lib_offset(&shmemi.lib->coll_args[shmemi.me]),
                          &mine, sizeof(mine));
        shmemi_sig_post(first, SHMEMI_SLOT_CHECK);
        shmemi_sig_wait(first, SHMEMI_SLOT_CHECKED, routine);
        return;
    }
    for (int r = 1; r < s->size; r++) {
        int pe = shmemi_set_pe(s, r);
        shmemi_sig_wait(pe, SHMEMI_SLOT_CHECK, routine);
        struct shmemi_coll_args theirs = shmemi.lib->coll_args[pe];
        theirs.routine[sizeof(theirs.routine) - 1] = 0;
        if (same(&mine, &theirs))
            continue;
        char here[256], there[256];
        describe(here, sizeof(here), &mine);
        describe(there, sizeof(there), &theirs);
        shmemi_fatal(routine,
                     "collective calls differ between PEs (SMA_DEBUG "
                     "check): here %s; PE %d called %s",
                     here, pe, there);
    }
    for (int r = 1; r < s->size; r++)
        shmemi_sig_post(shmemi_set_pe(s, r), SHMEMI_SLOT_CHECKED);
}
