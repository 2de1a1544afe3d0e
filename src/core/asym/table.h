/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered memory inside asym/: the region table both sides read. */
#ifndef SHMAP_ASYM_TABLE_H
#define SHMAP_ASYM_TABLE_H

#include "../../seg/seg.h"
#include "asym.h"

/*
 * The owner's side. A PE that registers memory gets one "asym file", a
 * sparse memfd in which file offset == the PE's own virtual address: a
 * registered page at address v is file page v, mapped MAP_SHARED at v.
 * Registering moves a region's pages in place onto the file (contents
 * kept, so the PE's pointers keep working); neighbouring regions map
 * contiguous file offsets, so the kernel merges them into few mappings,
 * and two small regions in one page simply share that page. A region
 * that is a MAP_SHARED mapping of a real file stays as it is: peers map
 * the same file. Memory that is symmetric already is only noted.
 *
 * Beyond user addresses (offset 2^47) the file holds the region table:
 * a header with a generation number (a seqlock: odd while the owner
 * changes the table), a directory of buckets, the regions sorted by
 * start ({start, length|kind} pairs, 16 bytes: what a search reads) and
 * their full records. Peers map the table read only and search it
 * themselves: no message to the owner, ever.
 *
 * The peer's side. On the first access to PE pe's registered memory a
 * peer opens pe's asym file (/proc/PID/fd/N, checked by dev and inode),
 * maps its table, and maps the file in 1 GiB windows of pe's address
 * space as accesses need them. Translation gives the transports an
 * offset relative to shmemi.map[pe] (asym.h). The common case, memory
 * of the asym file inside the first window, is searched inline in the
 * translation (shmemi_asym_lookup in asym.h: no call, no store); the
 * rest comes here (shmemi_asym_find), which also keeps, per thread and
 * PE, the last region it found.
 */

#define ASYM_TABLE_OFF (1ULL << 47) /* above every user address */
#define ASYM_CAP SHMEMI_ASYM_CAP
#define ASYM_DIR_CAP SHMEMI_ASYM_DIR_CAP
#define ASYM_DIR_OFF SHMEMI_ASYM_DIR_OFF
#define ASYM_KEYS_OFF SHMEMI_ASYM_KEYS_OFF /* asym.h */
#define ASYM_RECS_OFF SHMEMI_ASYM_RECS_OFF
#define ASYM_TABLE_LEN                                                         \
    (ASYM_RECS_OFF + (size_t)ASYM_CAP * sizeof(struct shmemi_asym_rec))
#define ASYM_WINDOW (1ULL << 30)
#define ASYM_MAX_WINDOWS 4096
#define ASYM_MAGIC 0x6d79736170616d73ULL /* "shmapasym" */

_Static_assert(ASYM_KEYS_OFF % 64 == 0 && ASYM_RECS_OFF % 64 == 0,
               "the table's arrays start on cache lines");

enum { REC_MEM = SHMEMI_ASYM_MEM, REC_FILE, REC_SYM };
_Static_assert(REC_SYM == SHMEMI_ASYM_SYM, "asym.h names the kinds");
/* A lookup reads only key[] (16 bytes a region, hot in the cache); the
 * full record only for a file region's first access. */
#define LEN_KIND_SHIFT SHMEMI_ASYM_KIND_SHIFT

struct table {
    struct shmemi_asym_hdr *h;   /* asym.h */
    uint32_t *dir;               /* the directory (struct shmemi_asym_hdr) */
    struct shmemi_asym_key *key; /* sorted by start (asym.h) */
    struct shmemi_asym_rec *recs;
};

/* The index in key[0, n) of the last start <= a, or -1: branch-free
 * (a compare and a conditional move per step), relaxed loads since a
 * peer may race the owner (the seqlock decides). */
SHMEMI_HOT long floor_in(const struct shmemi_asym_key *key, long n, uintptr_t a)
{
    if (n == 0 || __atomic_load_n(&key[0].lo, __ATOMIC_RELAXED) > a)
        return -1;
    long base = 0;
    while (n > 1) {
        long half = n / 2;
        base = __atomic_load_n(&key[base + half].lo, __ATOMIC_RELAXED) <= a
                   ? base + half
                   : base;
        n -= half;
    }
    return base;
}

/*
 * The index of the last region starting at or before a, or -1. Region
 * starts are spread over the address space much as allocators hand them
 * out, so a directory of equal-width buckets over [dir_lo, ...) finds the
 * few keys near a in O(1): one load of the bucket's bounds, then a
 * branch-free count over the bucket (a binary search if it is crowded).
 * Loads are relaxed: a peer may race the owner (the seqlock decides),
 * so every index is clamped to n.
 */
SHMEMI_HOT long table_floor(const struct table *t, uint64_t n, uintptr_t a)
{
    const struct shmemi_asym_hdr *h = t->h;
    uint64_t lo = __atomic_load_n(&h->dir_lo, __ATOMIC_RELAXED);
    uint32_t nb = __atomic_load_n(&h->dir_n, __ATOMIC_RELAXED);
    if (n == 0 || nb == 0 || nb > ASYM_DIR_CAP || a < lo)
        return -1;
    uint64_t b =
        (a - lo) >> (__atomic_load_n(&h->dir_shift, __ATOMIC_RELAXED) & 63);
    if (b >= nb)
        return (long)n - 1; /* past the last bucket: past every key */
    uint64_t i0 = __atomic_load_n(&t->dir[b], __ATOMIC_RELAXED);
    uint64_t i1 = __atomic_load_n(&t->dir[b + 1], __ATOMIC_RELAXED);
    if (i1 > n)
        i1 = n;
    if (i0 > i1)
        i0 = i1;
    if (i1 - i0 <= 8) {
        long c = 0;
        for (uint64_t i = 0; i < 8; i++)
            c += i0 + i < i1 &&
                 __atomic_load_n(&t->key[i0 + i].lo, __ATOMIC_RELAXED) <= a;
        return (long)i0 + c - 1;
    }
    long f = floor_in(t->key + i0, (long)(i1 - i0), a);
    return (long)i0 + f; /* f == -1: the last key before the bucket */
}

/* The table's arrays in a mapping of it at base. */
void shmemi_asym_table_at(struct table *t, char *base);
/* The directory updated after region k came (delta 1) or went (-1),
 * rebuilt when it must be. */
void shmemi_asym_dir_update(struct table *t, uint64_t k, int delta, uint64_t n);

/* owner.c: this PE's own table, once it registered memory (false
 * before); its private copies in a fork child. */
bool shmemi_asym_own_table(struct table *t);
int shmemi_asym_owner_fork_child(void);

#endif
