/* SPDX-License-Identifier: BSD-3-Clause */
/* What every collective shares: pairwise signals, algorithm names, sets. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "coll.h"
#include "../../transport/mpi_plugin.h"

_Static_assert(SHMEMI_SLOT_COUNT <= SHMEMI_SIG_SLOTS,
               "the library area has a signal counter for every slot");
_Static_assert(SHMEMI_SIG_SLOTS <= SHMEMI_MPI_BARRIER_KINDS,
               "the MPI transport has a leaders' communicator for every slot");
_Static_assert(sizeof(struct shmemi_lib) <= SHMEMI_LIB_SIZE,
               "the library area holds struct shmemi_lib");

void shmemi_sig_post(int to, int slot)
{
    uint64_t v = ++shmemi.sig_sent[(size_t)to * SHMEMI_SIG_SLOTS + slot];
    /* A release store (SHMEMI_SIGNAL_SET): pairs with the acquire load in
     * shmemi_sig_wait(). */
    shmemi_remote_signal_lib(
        to, shmemi_lib_offset(&shmemi.lib->sig[shmemi.me][slot]), v);
}

void shmemi_sig_wait(int from, int slot, const char *routine)
{
    uint64_t v = ++shmemi.sig_seen[(size_t)from * SHMEMI_SIG_SLOTS + slot];
    uint64_t *f = &shmemi.lib->sig[from][slot];
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    while (__atomic_load_n(f, __ATOMIC_ACQUIRE) < v)
        shmemi_backoff(&b, from, routine);
}

/* ---- private buffers ---- */

void *shmemi_coll_scratch(int which, size_t bytes, const char *routine)
{
    static void *buf[2];
    static size_t cap[2];
    if (bytes > cap[which]) {
        free(buf[which]);
        buf[which] = malloc(bytes);
        if (!buf[which])
            shmemi_fatal(routine, "out of memory for a %zu-byte collective",
                         bytes);
        cap[which] = bytes;
    }
    return buf[which];
}

/* ---- the eager channel ---- */

void shmemi_eager_send(int pe, const void *data, size_t bytes, int slot,
                       const char *routine)
{
    size_t at = (size_t)pe * SHMEMI_SIG_SLOTS;
    uint64_t k = ++shmemi.sig_sent[at + SHMEMI_SLOT_EAGER];
    /* Pairs with shmemi_eager_done() for message k - SLOTS, which used
     * this slot. The last count read is kept, so a loop reads pe's line
     * once every SLOTS - 1 calls, not every call. */
    uint64_t *seen = &shmemi.sig_seen[at + SHMEMI_SLOT_EAGER_FREE];
    if (*seen + SHMEMI_EAGER_SLOTS < k) {
        const uint64_t *freed = &shmemi.lib->sig[pe][SHMEMI_SLOT_EAGER_FREE];
        struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
        while ((*seen = __atomic_load_n(freed, __ATOMIC_ACQUIRE)) +
                   SHMEMI_EAGER_SLOTS <
               k)
            shmemi_backoff(&b, pe, routine);
    }
    /* Mapped: the data and its sequence number in one go (a small
     * message is one cache line to move). Else the data, then a signal
     * on the collective's slot. The receiver takes whichever comes. */
    size_t e = (size_t)(k % SHMEMI_EAGER_SLOTS);
    uintptr_t at_k = shmemi_lib_offset(shmemi.lib->eager[shmemi.me][e].data);
    uintptr_t seq_k = shmemi_lib_offset(&shmemi.lib->eager[shmemi.me][e].seq);
    /* The sequence word names the collective too (its slot), so that a
     * message never completes another kind's take. */
    uint64_t tag = k << 8 | (uint64_t)slot;
    if (shmemi_remote_put_flagged(pe, at_k, data, bytes, seq_k, tag))
        return;
    if (bytes)
        shmemi_remote_put(pe, at_k, data, bytes);
    shmemi_sig_post(pe, slot); /* after the data */
}

const void *shmemi_eager_take(int from, int slot, const char *routine)
{
    uint64_t k = ++shmemi.sig_seen[(size_t)from * SHMEMI_SIG_SLOTS +
                                   SHMEMI_SLOT_EAGER];
    /* A sender that maps us writes seq (k and the slot: the slot last
     * held k - SLOTS), one that does not signals: one way for every message
     * of a pair. A signal seen while seq is not this tag is this
     * message's, taken here in its order; one seen with it is a later
     * call's (the sender stored seq before it, so our acquire of the
     * signal shows seq too). */
    const uint64_t *seq = &shmemi.lib->eager[from][k % SHMEMI_EAGER_SLOTS].seq;
    uint64_t tag = k << 8 | (uint64_t)slot; /* shmemi_eager_send()'s */
    uint64_t *seen = &shmemi.sig_seen[(size_t)from * SHMEMI_SIG_SLOTS + slot];
    const uint64_t *sig = &shmemi.lib->sig[from][slot];
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    for (;;) {
        /* Pairs with shmemi_remote_put_flagged()'s release store. */
        if (__atomic_load_n(seq, __ATOMIC_ACQUIRE) == tag)
            break;
        /* Pairs with shmemi_sig_post()'s release store. */
        if (__atomic_load_n(sig, __ATOMIC_ACQUIRE) > *seen) {
            if (__atomic_load_n(seq, __ATOMIC_ACQUIRE) != tag)
                ++*seen;
            break;
        }
        shmemi_backoff(&b, from, routine);
    }
    return shmemi.lib->eager[from][k % SHMEMI_EAGER_SLOTS].data;
}

void shmemi_eager_done(int from)
{
    shmemi_sig_post(from, SHMEMI_SLOT_EAGER_FREE); /* the slot is read */
}

/* ---- algorithm names ---- */

static const struct {
    const char *name;
    int alg;
} alg_names[] = {
    {"auto", SHMEMI_ALG_AUTO},
    {"counter", SHMEMI_ALG_COUNTER},
    {"central", SHMEMI_ALG_CENTRAL},
    {"dissemination", SHMEMI_ALG_DISSEMINATION},
    {"flat", SHMEMI_ALG_FLAT},
    {"tree", SHMEMI_ALG_TREE},
    {"local", SHMEMI_ALG_LOCAL},
    {"scatter", SHMEMI_ALG_SCATTER},
    {"ring", SHMEMI_ALG_RING},
    {"push", SHMEMI_ALG_PUSH},
    {"numa", SHMEMI_ALG_NUMA},
    {"doubling", SHMEMI_ALG_DOUBLING},
};

/* known: the algorithms this collective has, "auto" first. */
static int parse_alg(const char *var, const char *value, const int *known,
                     int nknown, const char *routine)
{
    char list[160] = "";
    for (int k = 0; k < nknown; k++) {
        for (size_t i = 0; i < sizeof(alg_names) / sizeof(alg_names[0]); i++)
            if (alg_names[i].alg == known[k]) {
                if (!strcmp(value, alg_names[i].name))
                    return known[k];
                strcat(list, k ? ", " : "");
                strcat(list, alg_names[i].name);
            }
    }
    shmemi_fatal(routine, "SHMEM_%s: unknown algorithm '%s' (known: %s)", var,
                 value, list);
}

void shmemi_coll_init(int npes, const char *routine)
{
#define PARSE(FIELD, VAR, ...)                                                 \
    do {                                                                       \
        static const int known_[] = {SHMEMI_ALG_AUTO, __VA_ARGS__};            \
        shmemi.alg.FIELD =                                                     \
            parse_alg(#VAR, shmemi.env.VAR, known_,                            \
                      (int)(sizeof(known_) / sizeof(known_[0])), routine);     \
    } while (0)
    PARSE(barrier, BARRIER_ALGORITHM, SHMEMI_ALG_CENTRAL,
          SHMEMI_ALG_DISSEMINATION, SHMEMI_ALG_NUMA);
    PARSE(barrier_all, BARRIER_ALL_ALGORITHM, SHMEMI_ALG_COUNTER,
          SHMEMI_ALG_CENTRAL, SHMEMI_ALG_DISSEMINATION, SHMEMI_ALG_NUMA);
    PARSE(bcast, BCAST_ALGORITHM, SHMEMI_ALG_PUSH, SHMEMI_ALG_FLAT,
          SHMEMI_ALG_TREE, SHMEMI_ALG_NUMA);
    PARSE(reduce, REDUCE_ALGORITHM, SHMEMI_ALG_PUSH, SHMEMI_ALG_NUMA,
          SHMEMI_ALG_FLAT, SHMEMI_ALG_LOCAL, SHMEMI_ALG_SCATTER);
    PARSE(collect, COLLECT_ALGORITHM, SHMEMI_ALG_PUSH, SHMEMI_ALG_NUMA,
          SHMEMI_ALG_FLAT, SHMEMI_ALG_RING);
    PARSE(scan, SCAN_ALGORITHM, SHMEMI_ALG_DOUBLING, SHMEMI_ALG_SCATTER);
#undef PARSE
    size_t n = (size_t)npes * SHMEMI_SIG_SLOTS;
    shmemi.sig_sent = calloc(n, sizeof(uint64_t));
    shmemi.sig_seen = calloc(n, sizeof(uint64_t));
    if (!shmemi.sig_sent || !shmemi.sig_seen)
        shmemi_fatal(routine, "out of memory for %d PEs' signal counters",
                     npes);
}

struct shmemi_set shmemi_active_set(int start, int log_stride, int size,
                                    const char *routine)
{
    int npes = shmemi_n_pes(routine);
    if (start < 0 || start >= npes)
        shmemi_fatal(routine, "PE_start %d is out of range (0..%d)", start,
                     npes - 1);
    if (log_stride < 0 || log_stride > 30)
        shmemi_fatal(routine, "logPE_stride %d is out of range (0..30)",
                     log_stride);
    int stride = 1 << log_stride;
    if (size < 1 || size > npes || start + (long)(size - 1) * stride > npes - 1)
        shmemi_fatal(routine,
                     "PE_size %d is out of range: the active set "
                     "(PE_start %d, stride %d) must fit in %d PEs",
                     size, start, stride, npes);
    struct shmemi_set s = {start, stride, size};
    if (shmemi_set_rank(&s, shmemi.me) < 0)
        shmemi_fatal(routine,
                     "this PE is not in the active set (PE_start "
                     "%d, logPE_stride %d, PE_size %d)",
                     start, log_stride, size);
    return s;
}
