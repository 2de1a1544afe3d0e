/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered memory, a peer's side: another PE's asym file and table
 * mapped on first access, its regions found and mapped in windows. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "../shmemi.h"
#include "table.h"

/* ---- peers ---- */

struct window {
    uintptr_t lo, hi; /* the owner's addresses */
    char *at;         /* where lo is mapped here */
    uint64_t id;      /* REC_FILE: the region; 0: the asym file */
};

struct peer {
    struct table t;
    int fd;
    int pe;
    bool self;
    /* Append-only; nwin published with release so a lookup needs no lock. */
    struct window win[ASYM_MAX_WINDOWS];
    size_t nwin;
};

static struct peer **peers; /* [npes], each published with release */
/* What the translation's inline search reads (asym.h). */
struct shmemi_asym_peer shmemi_asym_peer[SHMEMI_MAX_PES];
static pthread_mutex_t peer_mu = PTHREAD_MUTEX_INITIALIZER;

/* The last region this thread reached (asym.h). */
_Thread_local struct shmemi_asym_last shmemi_asym_last = {
    .e = {{.pe = -1}, {.pe = -1}, {.pe = -1}, {.pe = -1}}};

static void forget_all(void)
{
    for (int i = 0; i < SHMEMI_ASYM_LAST; i++)
        shmemi_asym_last.e[i].pe = -1;
}

static struct peer *attach_locked(int pe)
{
    if (!peers) {
        struct peer **a = calloc((size_t)shmemi.npes, sizeof(*peers));
        if (!a)
            return NULL;
        __atomic_store_n(&peers, a, __ATOMIC_RELEASE);
    }
    if (peers[pe])
        return peers[pe];
    const struct shmemi_lib *l = shmemi_remote_lib(pe);
    if (!l || !__atomic_load_n(&l->asym.ready, __ATOMIC_ACQUIRE))
        return NULL;
    struct peer *p = calloc(1, sizeof(*p));
    if (!p)
        return NULL;
    p->fd = -1;
    p->pe = pe;
    if (pe == shmemi.me) {
        p->self = true;
        shmemi_asym_own_table(&p->t);
    } else {
        bool w;
        p->fd = shmemi_seg_open_foreign(l->asym.pid, l->asym.fd, l->asym.dev,
                                        l->asym.ino, &w);
        char *t = p->fd < 0 ? MAP_FAILED
                            : mmap(NULL, ASYM_TABLE_LEN, PROT_READ,
                                   MAP_SHARED | MAP_NORESERVE, p->fd,
                                   (off_t)ASYM_TABLE_OFF);
        if (t == MAP_FAILED) {
            shmemi_warn("shmemx_asym",
                        "cannot open the memory PE %d registered: %s", pe,
                        strerror(p->fd < 0 ? -p->fd : errno));
            if (p->fd >= 0)
                close(p->fd);
            free(p);
            return NULL;
        }
        shmemi_asym_table_at(&p->t, t);
    }
    struct shmemi_asym_peer *f = &shmemi_asym_peer[pe];
    f->dir = p->t.dir;
    f->key = p->t.key;
    if (p->self) {
        /* Our own memory is where it is: one window over everything. */
        f->wlo = 0;
        f->wdelta = -(uintptr_t)shmemi.map[pe];
        /* pairs with the acquire load in shmemi_asym_lookup() */
        __atomic_store_n(&f->whi, (uintptr_t)ASYM_TABLE_OFF, __ATOMIC_RELEASE);
    }
    /* pairs with the acquire load in shmemi_asym_lookup() */
    __atomic_store_n(&f->h, p->t.h, __ATOMIC_RELEASE);
    __atomic_store_n(&peers[pe], p, __ATOMIC_RELEASE);
    return p;
}

/* A copy of the record holding [a, a+len) and the generation it is valid
 * for; false if there is none. */
static bool search(const struct peer *p, uintptr_t a, size_t len,
                   struct shmemi_asym_rec *out, uint64_t *gen)
{
    struct shmemi_backoff b = SHMEMI_BACKOFF_INIT;
    for (;;) {
        uint64_t g = __atomic_load_n(&p->t.h->gen, __ATOMIC_ACQUIRE);
        if (!(g & 1)) {
            uint64_t n = __atomic_load_n(&p->t.h->count, __ATOMIC_RELAXED);
            if (n > ASYM_CAP)
                n = ASYM_CAP;
            long i = table_floor(&p->t, n, a);
            bool hit = false;
            if (i >= 0) {
                uint64_t lk =
                    __atomic_load_n(&p->t.key[i].lk, __ATOMIC_RELAXED);
                out->lo = __atomic_load_n(&p->t.key[i].lo, __ATOMIC_RELAXED);
                out->len = lk & ((1ULL << LEN_KIND_SHIFT) - 1);
                out->kind = (uint32_t)(lk >> LEN_KIND_SHIFT);
                hit = a - out->lo < out->len && len <= out->len - (a - out->lo);
                if (hit && out->kind != REC_MEM)
                    memcpy(out, &p->t.recs[i], sizeof(*out));
            }
            __atomic_thread_fence(__ATOMIC_ACQUIRE);
            if (__atomic_load_n(&p->t.h->gen, __ATOMIC_RELAXED) == g) {
                *gen = g;
                return hit;
            }
        }
        shmemi_backoff(&b, SHMEMI_WATCH_ANY, "shmemx_asym");
    }
}

/* Where the owner's address r->lo is mapped here, or NULL. */
static char *window_for(struct peer *p, const struct shmemi_asym_rec *r)
{
    uintptr_t pa = shmemi_page_down(r->lo), pb = shmemi_page_up(r->lo + r->len);
    uint64_t id = r->kind == REC_FILE ? r->id : 0;
    size_t n = __atomic_load_n(&p->nwin, __ATOMIC_ACQUIRE);
    for (size_t i = 0; i < n; i++) {
        const struct window *w = &p->win[i];
        if (w->id == id && w->lo <= pa && pb <= w->hi)
            return w->at + (r->lo - w->lo);
    }
    pthread_mutex_lock(&peer_mu);
    char *at = NULL;
    n = p->nwin;
    for (size_t i = 0; i < n && !at; i++) {
        const struct window *w = &p->win[i];
        if (w->id == id && w->lo <= pa && pb <= w->hi)
            at = w->at + (r->lo - w->lo);
    }
    if (at || n == ASYM_MAX_WINDOWS)
        goto out;
    struct window w = {.id = id};
    void *m;
    if (id == 0) {
        w.lo = pa & ~(ASYM_WINDOW - 1);
        w.hi = (pb + ASYM_WINDOW - 1) & ~(ASYM_WINDOW - 1);
        m = mmap(NULL, w.hi - w.lo, PROT_READ | PROT_WRITE,
                 MAP_SHARED | MAP_NORESERVE, p->fd, (off_t)w.lo);
    } else {
        /* The user's file, through the owner's descriptor of it. */
        w.lo = pa;
        w.hi = pb;
        m = MAP_FAILED;
        bool wr;
        const struct shmemi_lib *l = shmemi_remote_lib(p->pe);
        int fd =
            shmemi_seg_open_foreign(l->asym.pid, r->fd, r->dev, r->ino, &wr);
        if (fd >= 0) {
            m = mmap(NULL, pb - pa, PROT_READ | (wr ? PROT_WRITE : 0),
                     MAP_SHARED, fd, (off_t)r->foff);
            close(fd);
        }
    }
    if (m == MAP_FAILED)
        goto out;
    w.at = m;
    p->win[n] = w;
    __atomic_store_n(&p->nwin, n + 1, __ATOMIC_RELEASE);
    struct shmemi_asym_peer *f = &shmemi_asym_peer[p->pe];
    if (id == 0 && !f->whi) {
        /* The inline search's window: the first of the asym file. */
        f->wlo = w.lo;
        f->wdelta = (uintptr_t)w.at - w.lo - (uintptr_t)shmemi.map[p->pe];
        /* pairs with the acquire load in shmemi_asym_lookup() */
        __atomic_store_n(&f->whi, w.hi, __ATOMIC_RELEASE);
    }
    at = w.at + (r->lo - w.lo);
out:
    pthread_mutex_unlock(&peer_mu);
    return at;
}

bool shmemi_asym_find(const void *addr, size_t len, int pe, uintptr_t *off)
{
    char *base = shmemi.map ? shmemi.map[pe] : NULL;
    if (!base) /* another node: through MPI */
        return shmemi_asym_mpi_on() && shmemi_asym_mpi_find(addr, len, pe, off);
    struct peer **all = __atomic_load_n(&peers, __ATOMIC_ACQUIRE);
    struct peer *p = all ? __atomic_load_n(&all[pe], __ATOMIC_ACQUIRE) : NULL;
    if (!p) {
        const struct shmemi_lib *l = shmemi_remote_lib(pe);
        if (!__atomic_load_n(&l->asym.ready, __ATOMIC_ACQUIRE))
            return false;
        pthread_mutex_lock(&peer_mu);
        p = attach_locked(pe);
        pthread_mutex_unlock(&peer_mu);
        if (!p)
            return false;
    }
    /* (The translation's slow path tried shmemi_asym_lookup() already.) */
    if (shmemi_asym_cached(addr, len, pe, off))
        return true;
    uintptr_t a = (uintptr_t)addr;
    uint64_t g;
    struct shmemi_asym_rec r;
    if (!search(p, a, len, &r, &g))
        return false;
    if (r.kind == REC_SYM) {
        /* Symmetric memory: its segment offset (the same layout, but
         * not the same addresses when ASLR is on, as under mpirun). */
        shmemi_asym_remember(pe, &p->t.h->gen, g, r.lo, r.len, r.foff - r.lo);
        *off = r.foff + (a - r.lo);
        return true;
    }
    char *at;
    if (p->self)
        at = (char *)r.lo;
    else if (!(at = window_for(p, &r)))
        return false;
    uintptr_t delta = (uintptr_t)at - r.lo - (uintptr_t)base;
    shmemi_asym_remember(pe, &p->t.h->gen, g, r.lo, r.len, delta);
    *off = a + delta;
    return true;
}

bool shmemi_asym_owner_addr(int pe, uintptr_t off, uintptr_t *a)
{
    char *base = shmemi.map ? shmemi.map[pe] : NULL;
    if (!base)
        return false;
    uintptr_t m = (uintptr_t)base + off; /* where it is mapped here */
    if (pe == shmemi.me) {
        *a = m;
        return true;
    }
    struct peer **all = __atomic_load_n(&peers, __ATOMIC_ACQUIRE);
    struct peer *p = all ? __atomic_load_n(&all[pe], __ATOMIC_ACQUIRE) : NULL;
    if (!p)
        return false;
    /* pairs with the release store of nwin in window_for() */
    size_t n = __atomic_load_n(&p->nwin, __ATOMIC_ACQUIRE);
    for (size_t i = 0; i < n; i++) {
        const struct window *w = &p->win[i];
        if (m - (uintptr_t)w->at < w->hi - w->lo) {
            *a = w->lo + (m - (uintptr_t)w->at);
            return true;
        }
    }
    return false;
}

/* ---- fork and finalize ---- */

int shmemi_asym_fork_child(void)
{
    int rc = shmemi_asym_owner_fork_child();
    for (int pe = 0; peers && pe < shmemi.npes; pe++) {
        struct peer *p = peers[pe];
        if (!p || p->self)
            continue;
        for (size_t i = 0; i < p->nwin; i++)
            munmap(p->win[i].at, p->win[i].hi - p->win[i].lo);
        munmap(p->t.h, ASYM_TABLE_LEN);
        close(p->fd);
    }
    peers = NULL;
    memset(shmemi_asym_peer, 0, sizeof(shmemi_asym_peer));
    forget_all();
    return rc;
}

void shmemi_asym_finalize(void)
{
    pthread_mutex_lock(&peer_mu);
    for (int pe = 0; pe < SHMEMI_MAX_PES; pe++)
        __atomic_store_n(&shmemi_asym_peer[pe].h, NULL, __ATOMIC_RELAXED);
    for (int pe = 0; peers && pe < shmemi.npes; pe++) {
        struct peer *p = peers[pe];
        if (!p)
            continue;
        if (!p->self) {
            for (size_t i = 0; i < p->nwin; i++)
                munmap(p->win[i].at, p->win[i].hi - p->win[i].lo);
            munmap(p->t.h, ASYM_TABLE_LEN);
            close(p->fd);
        }
        free(p);
    }
    free(peers);
    peers = NULL;
    forget_all();
    pthread_mutex_unlock(&peer_mu);
}
