/* SPDX-License-Identifier: BSD-3-Clause */
/* Every barrier: counter (whole job), central, dissemination and NUMA
 * hierarchical (any set). */
#include "coll.h"
#include "../../transport/mpi_plugin.h"
#include "../trace.h"

/*
 * Counter: each PE adds one to PE 0's arrival counter for this kind of
 * synchronisation (slot) and waits until it reaches epoch * npes. The
 * counter never resets, so a PE racing into the next barrier cannot
 * release or block one still leaving this one. It is the raw
 * shared-counter barrier, ahead of the pairwise algorithms both at 2 PEs
 * and oversubscribed (bench/coll_lat).
 */
static void barrier_counter(int npes, int slot, const char *routine)
{
    uint64_t target = ++shmemi.barrier_epoch[slot] * (uint64_t)npes;
    uintptr_t arrived = shmemi_lib_offset(&shmemi.lib->arrived[slot].n);
    /* The seq_cst RMW (lock xadd) completes all our earlier stores,
     * non-temporal ones included, before the arrival is visible: the quiet
     * that barrier_all implies. Pairs with the acquire loads (FETCH) below
     * on the other PEs. */
    if (SHMEMI_UNLIKELY(shmemi_tp_used[0] != NULL))
        shmemi_quiet_other(); /* other transports' puts land first */
    uint64_t now = shmemi_remote_rmw64(0, arrived, SHMEMI_AMO_ADD, 1) + 1;
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    while (now < target) {
        shmemi_backoff(&b, SHMEMI_WATCH_ALL, routine);
        now = shmemi_remote_fetch64(0, arrived);
    }
}

/*
 * Hierarchical, while the job spans nodes (a world set): the node's PEs
 * arrive on a counter in their first PE's library area (loads and
 * stores: every PE using it is on the node), that PE joins a barrier
 * among the nodes' first PEs (a blocking MPI_Barrier: if a PE dies
 * meanwhile, mpirun ends the job), then releases its node with one store.
 * Counters and communicator are the kind's (slot's): a barrier_all never
 * completes a collective's internal barrier.
 */
static void barrier_nodes(int slot, const char *routine)
{
    int leader = shmemi.node[shmemi.me];
    uint64_t *arrived = shmemi_remote_node_word(
        leader, shmemi_lib_offset(&shmemi.lib->node[slot].arrived));
    uint64_t *release = shmemi_remote_node_word(
        leader, shmemi_lib_offset(&shmemi.lib->node[slot].release));
    uint64_t epoch = ++shmemi.node_epoch[slot];
    uint64_t local = (uint64_t)shmemi.shared_count;
    shmemi_quiet(); /* our MPI puts land before anyone leaves */
    uint64_t now = __atomic_add_fetch(arrived, 1, __ATOMIC_SEQ_CST);
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    if (shmemi.me == leader) {
        while (now < epoch * local) {
            shmemi_backoff(&b, SHMEMI_WATCH_ALL, routine);
            now = __atomic_load_n(arrived, __ATOMIC_ACQUIRE);
        }
        if (shmemi.mpi->barrier_nodes(slot) < 0)
            shmemi_fatal(routine, "MPI_Barrier among the nodes failed");
        __atomic_store_n(release, epoch, __ATOMIC_RELEASE);
    } else {
        while (__atomic_load_n(release, __ATOMIC_ACQUIRE) < epoch)
            shmemi_backoff(&b, SHMEMI_WATCH_ALL, routine);
    }
}

/* Central: all signal the first PE of the set, which releases them. */
static void barrier_central(const struct shmemi_set *s, int slot,
                            const char *routine)
{
    int root = s->start;
    if (shmemi.me == root) {
        for (int r = 1; r < s->size; r++)
            shmemi_sig_wait(shmemi_set_pe(s, r), slot, routine);
        for (int r = 1; r < s->size; r++)
            shmemi_sig_post(shmemi_set_pe(s, r), slot);
    } else {
        shmemi_sig_post(root, slot);
        shmemi_sig_wait(root, slot, routine);
    }
}

/* Dissemination: log2 N rounds, in round k signal rank + 2^k (a
 * different PE each round, so one slot serves them all). */
static void barrier_dissemination(const struct shmemi_set *s, int slot,
                                  const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    for (int d = 1; d < n; d <<= 1) {
        shmemi_sig_post(shmemi_set_pe(s, (rank + d) % n), slot);
        shmemi_sig_wait(shmemi_set_pe(s, (rank - d + n) % n), slot, routine);
    }
}

/* Where PEs span NUMA nodes of one node; across nodes the world has
 * barrier_nodes() (ahead of numa there: doc/ARCHITECTURE.md, "Measured
 * choices") and other sets take numa by node. */
static inline bool world_spans_numa(void)
{
    return !shmemi.mpi_spans && shmemi_coll_world_spans();
}

/*
 * Hierarchical by NUMA node: the PEs of each node (by oshrun's placement;
 * PEs placed in none form one group) signal the group's first PE, which
 * waits for them; those leaders meet by dissemination; each then releases
 * its group. Only leaders' lines cross between nodes, log2 (nodes) rounds
 * of them, against every PE's arrival crossing in central and counter
 * and log2 N crossing rounds in dissemination. One slot, as central and
 * dissemination: member and leader, leader and leader are distinct pairs.
 */
static void barrier_numa(const struct shmemi_set *s, int slot,
                         const char *routine)
{
    int n = s->size, rank = shmemi_set_rank(s, shmemi.me);
    int mine = shmemi_coll_group(shmemi.me);
    SHMEMI_TRACE(BARRIER, routine, "by %s: this PE's is %d",
                 shmemi.mpi_spans ? "node" : "NUMA node", mine);
    int lead = rank; /* our group's first rank */
    for (int r = 0; r < rank; r++)
        if (shmemi_coll_group(shmemi_set_pe(s, r)) == mine) {
            lead = r;
            break;
        }
    if (lead != rank) {
        int lpe = shmemi_set_pe(s, lead);
        shmemi_sig_post(lpe, slot);
        shmemi_sig_wait(lpe, slot, routine);
        return;
    }
    for (int r = rank + 1; r < n; r++)
        if (shmemi_coll_group(shmemi_set_pe(s, r)) == mine)
            shmemi_sig_wait(shmemi_set_pe(s, r), slot, routine);
    /* The leaders, in rank order: a rank leads when no earlier rank
     * shares its node. */
    static _Thread_local int leaders[SHMEMI_MAX_PES];
    int m = 0, me_at = 0;
    for (int r = 0; r < n; r++) {
        int g = shmemi_coll_group(shmemi_set_pe(s, r)), first = 1;
        for (int q = 0; q < m && first; q++)
            first = shmemi_coll_group(leaders[q]) != g;
        if (first) {
            if (r == rank)
                me_at = m;
            leaders[m++] = shmemi_set_pe(s, r);
        }
    }
    for (int d = 1; d < m; d <<= 1) {
        shmemi_sig_post(leaders[(me_at + d) % m], slot);
        shmemi_sig_wait(leaders[(me_at - d + m) % m], slot, routine);
    }
    for (int r = rank + 1; r < n; r++)
        if (shmemi_coll_group(shmemi_set_pe(s, r)) == mine)
            shmemi_sig_post(shmemi_set_pe(s, r), slot);
}

/* How barrier_run() goes besides the set algorithms: MPI_Barrier between
 * nodes (barrier_nodes). */
enum { BARRIER_NODES = -1 };

/*
 * The one place a barrier's algorithm is chosen, for every entry point.
 * alg is the caller's or SMA_BARRIER[_ALL]_ALGORITHM's; auto picks:
 * - the whole job across nodes: barrier_nodes (MPI_Barrier among the
 *   nodes' first PEs, loads and stores within a node);
 * - a set spanning NUMA nodes oshrun placed PEs in: numa;
 * - the whole job otherwise: counter, the raw shared counter;
 * - another set across nodes: numa, by node (every round of central or
 *   dissemination would cross nodes);
 * - otherwise central when oversubscribed (one PE to wake everyone beats
 *   log2 N rounds that each need a particular partner scheduled), else
 *   dissemination.
 * bench/coll_lat measures each choice (doc/ARCHITECTURE.md).
 */
static int barrier_choose(const struct shmemi_set *s, int alg)
{
    bool world = s->start == 0 && s->stride == 1 && s->size == shmemi.npes;
    if (alg == SHMEMI_ALG_COUNTER && !world)
        alg = SHMEMI_ALG_AUTO; /* one counter per job, not per set */
    if (alg != SHMEMI_ALG_AUTO)
        return alg;
    if (world && shmemi.mpi_spans)
        return BARRIER_NODES;
    if (world_spans_numa() && shmemi_coll_spans(s))
        return SHMEMI_ALG_NUMA;
    if (world)
        return SHMEMI_ALG_COUNTER;
    if (shmemi.mpi_spans && shmemi_coll_spans(s))
        return SHMEMI_ALG_NUMA;
    return s->size > shmemi.ncpus ? SHMEMI_ALG_CENTRAL
                                  : SHMEMI_ALG_DISSEMINATION;
}

/* No fence: every signal is a release store and every wait an acquire
 * load, so our earlier stores (glibc's streaming copies end with their
 * own sfence) are visible to whoever passes the barrier after us, and
 * what they stored before is visible to us. */
static void barrier_run(const struct shmemi_set *s, int slot, int alg,
                        const char *routine)
{
    if (s->size == 1) {
        shmemi_quiet(); /* still a quiet: orders streaming copies */
        return;
    }
    alg = barrier_choose(s, alg);
    if (alg == BARRIER_NODES) {
        barrier_nodes(slot, routine); /* quiets itself */
        return;
    }
    if (alg == SHMEMI_ALG_COUNTER) {
        barrier_counter(s->size, slot, routine); /* so does this */
        return;
    }
    if (SHMEMI_UNLIKELY(shmemi_tp_used[0] != NULL))
        shmemi_quiet_other(); /* other transports' puts land first */
    if (alg == SHMEMI_ALG_CENTRAL)
        barrier_central(s, slot, routine);
    else if (alg == SHMEMI_ALG_NUMA)
        barrier_numa(s, slot, routine);
    else
        barrier_dissemination(s, slot, routine);
}

void shmemi_set_barrier(const struct shmemi_set *s, int slot, int alg,
                        const char *routine)
{
    SHMEMI_TRACE(BARRIER, routine, "PEs %d + k*%d, k < %d", s->start, s->stride,
                 s->size);
    SHMEMI_COLL_CHECK(s, routine, 0, 0, 0, 0, 0);
    barrier_run(s, slot, alg == SHMEMI_ALG_AUTO ? shmemi.alg.barrier : alg,
                routine);
}

void shmemi_barrier_all(const char *routine)
{
    int npes = shmemi.npes;
    if (SHMEMI_UNLIKELY(npes == 0))
        shmemi_not_ready(routine);
    SHMEMI_TRACE(BARRIER, routine, "all %d PEs", npes);
    struct shmemi_set world = {0, 1, npes};
    if (SHMEMI_UNLIKELY(shmemi.debug) && npes > 1)
        shmemi_coll_check(&world, routine, 0, 0, 0, 0, 0);
    barrier_run(&world, SHMEMI_SLOT_BARRIER_ALL, shmemi.alg.barrier_all,
                routine);
}
