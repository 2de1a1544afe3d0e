/* SPDX-License-Identifier: BSD-3-Clause */
/* How each peer is reached: decided here, once, at start-up. */
#include <stdlib.h>
#include <string.h>

#include "../core/shmemi.h"

const struct shmemi_transport *shmemi_tp_used[4];

/*
 * The per-peer tables: every mapping (map), the peers loads and stores
 * reach (peer, NULL for the others) and the transport of the others (tp).
 * Chosen here, once per peer; nothing on the data path looks at names or
 * the environment again.
 */
void shmemi_alloc_peer_tables(int npes, const char *routine)
{
    shmemi.map = calloc((size_t)npes, sizeof(char *));
    shmemi.peer = calloc((size_t)npes, sizeof(char *));
    shmemi.tp = calloc((size_t)npes, sizeof(*shmemi.tp));
    if (!shmemi.map || !shmemi.peer || !shmemi.tp)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
}

bool shmemi_choose_transports(int npes, const struct shmemi_transport *net,
                              const char *routine)
{
    const struct shmemi_transport *other = NULL;
    if (!strcmp(shmemi.env.TRANSPORT, "indirect"))
        other = &shmemi_tp_indirect;
    else if (strcmp(shmemi.env.TRANSPORT, "auto"))
        shmemi_fatal(routine,
                     "SHMEM_TRANSPORT: unknown transport '%s' "
                     "(known: auto, indirect)",
                     shmemi.env.TRANSPORT);
    bool spans = false;
    for (int pe = 0; pe < npes; pe++)
        spans |= shmemi.map[pe] == NULL;
    if (spans && !net)
        shmemi_fatal(routine, "a PE this one cannot map, and no network "
                              "transport to reach it");
    /* Across nodes every peer has the network transport: atomics and
     * signals go through it to every PE, this one included, since the
     * network's atomics are not atomic with respect to a CPU's (apeer
     * NULL). "indirect" tests the seam on one node only. */
    if (spans)
        other = NULL;
    for (int pe = 0; pe < npes; pe++) {
        /* A PE always reaches its own memory with loads and stores. */
        if (shmemi.map[pe] && (!other || pe == shmemi.me)) {
            shmemi.peer[pe] = shmemi.map[pe];
        } else {
            shmemi.tp[pe] = spans ? net : other;
            shmemi_tp_used[0] = shmemi.tp[pe];
        }
    }
    shmemi.apeer = shmemi.peer;
    if (spans) {
        shmemi.apeer = calloc((size_t)npes, sizeof(char *));
        if (!shmemi.apeer)
            shmemi_fatal(routine, "out of memory for %d peers", npes);
        for (int pe = 0; pe < npes; pe++)
            shmemi.tp[pe] = net;
        shmemi_tp_used[0] = net;
    }
    shmemi.mpi_spans = spans;
    return spans;
}

/* Each transport in use, in the order they came into use. */
#define EACH_USED(t)                                                           \
    for (const struct shmemi_transport *const *t = shmemi_tp_used;             \
         t < shmemi_tp_used +                                                  \
                 sizeof(shmemi_tp_used) / sizeof(*shmemi_tp_used) &&           \
         *t;                                                                   \
         t++)

/* Complete what every transport in use has in flight (remote.h). */
void shmemi_quiet_other(void)
{
    EACH_USED(t)
    {
        (*t)->quiet();
    }
}

void shmemi_fence_other(void)
{
    EACH_USED(t)
    {
        if ((*t)->fence)
            (*t)->fence();
        else
            (*t)->quiet();
    }
}

/* Batch sessions open on this PE's contexts; the transports hear of
 * the first and the last. */
static int batch_sessions;

void shmemi_session(bool on)
{
    int n = on ? batch_sessions++ : --batch_sessions;
    if (n != 0)
        return;
    EACH_USED(t)
    {
        if ((*t)->session)
            (*t)->session(on);
    }
}

void shmemi_quiet_pes(const int *pes, size_t n)
{
    __atomic_thread_fence(__ATOMIC_SEQ_CST); /* as shmemi_quiet (remote.h) */
    if (!shmemi_tp_used[0])
        return;
    for (size_t i = 0; i < n; i++) {
        const struct shmemi_transport *t = shmemi.tp[pes[i]];
        if (t)
            t->quiet_pe(pes[i]);
    }
}
