/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered memory, the owner's side: the asym file, registering and
 * unregistering regions, the table peers read (table.h says how). */
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

/* ---- the owner ---- */

static struct {
    pthread_mutex_t mu;
    bool ready;
    int fd;
    struct table t;
    uintptr_t brk_lo;             /* start of the brk heap, or 0 */
    uintptr_t stack_lo, stack_hi; /* the main thread's stack */
    struct file_ref {
        uint64_t dev, ino;
        int fd, refs;
    } * files;
    size_t nfiles;
} own = {.mu = PTHREAD_MUTEX_INITIALIZER, .fd = -1};

/* The pairs after the last of n regions: starts no address reaches
 * (shmemi_asym_lookup counts over them without a bound). */
static void table_end_marks(uint64_t n)
{
    for (uint64_t j = 0; j < SHMEMI_ASYM_SCAN; j++)
        own.t.key[n + j] = (struct shmemi_asym_key){UINT64_MAX, 0};
}

/* /proc/self/maps, whole, NUL-terminated; NULL on failure. */
static char *read_maps(void)
{
    int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (;;) {
        if (!buf)
            break;
        if (cap - n < 4096) {
            char *b = realloc(buf, cap *= 2);
            if (!b) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
        }
        ssize_t r = read(fd, buf + n, cap - n - 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        n += (size_t)r;
    }
    close(fd);
    if (buf)
        buf[n] = 0;
    return buf;
}

struct vma {
    uintptr_t lo, hi;
    char perms[5];
    uint64_t off, ino;
    unsigned maj, min;
    const char *path; /* in the maps buffer, up to the newline */
    size_t path_len;
};

/* The next line of a maps buffer; false at the end. */
static bool next_vma(const char **cur, struct vma *v)
{
    const char *s = *cur;
    if (!*s)
        return false;
    const char *nl = strchr(s, '\n');
    const char *end = nl ? nl : s + strlen(s);
    *cur = nl ? nl + 1 : end;
    int used = 0;
    unsigned long lo, hi;
    unsigned long long off, ino;
    if (sscanf(s, "%lx-%lx %4s %llx %x:%x %llu %n", &lo, &hi, v->perms, &off,
               &v->maj, &v->min, &ino, &used) < 7)
        return next_vma(cur, v);
    v->lo = lo;
    v->hi = hi;
    v->off = off;
    v->ino = ino;
    v->path = s + used;
    if (v->path > end)
        v->path = end;
    v->path_len = (size_t)(end - v->path);
    return true;
}

static bool path_is(const struct vma *v, const char *name)
{
    size_t n = strlen(name);
    return v->path_len == n && memcmp(v->path, name, n) == 0;
}

static int owner_init_locked(void)
{
    if (own.ready)
        return 0;
    int fd = memfd_create("shmap-asym", MFD_CLOEXEC);
    if (fd < 0)
        return -errno;
    char *t;
    struct stat st;
    if (ftruncate(fd, (off_t)(ASYM_TABLE_OFF + ASYM_TABLE_LEN)) < 0 ||
        fstat(fd, &st) < 0)
        goto fail;
    t = mmap(NULL, ASYM_TABLE_LEN, PROT_READ | PROT_WRITE,
             MAP_SHARED | MAP_NORESERVE, fd, (off_t)ASYM_TABLE_OFF);
    if (t == MAP_FAILED)
        goto fail;
    shmemi_asym_table_at(&own.t, t);
    table_end_marks(0);
    own.t.h->magic = ASYM_MAGIC;
    own.t.h->next_id = 1;

    /* Where the brk heap starts (registering malloc'd memory there needs
     * no look at the maps), and the main thread's stack. */
    char *maps = read_maps();
    const char *cur = maps ? maps : "";
    struct vma v;
    while (next_vma(&cur, &v)) {
        if (path_is(&v, "[heap]"))
            own.brk_lo = v.lo;
        if (path_is(&v, "[stack]")) {
            struct rlimit rl;
            size_t grow = 8UL << 20;
            if (getrlimit(RLIMIT_STACK, &rl) == 0 &&
                rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < (1UL << 32))
                grow = rl.rlim_cur;
            own.stack_hi = v.hi;
            own.stack_lo = v.hi - grow < v.lo ? v.hi - grow : v.lo;
        }
    }
    free(maps);
    if (!own.brk_lo)
        own.brk_lo = (uintptr_t)sbrk(0);

    struct shmemi_lib *l = shmemi.lib;
    if (shmemi_asym_mpi_on()) {
        /* PEs on other nodes search the header, directory and keys
         * through the network (mpi.c: MPI's dynamic window, or UCX's
         * key of the table's span); publishing where it is makes the
         * generation even and non-zero. */
        shmemi_asym_mpi_lock();
        int rc =
            shmemi_asym_mpi_attach((uintptr_t)t, (uintptr_t)t + ASYM_TABLE_LEN);
        if (!rc)
            __atomic_store_n(&l->asym.table, (uint64_t)(uintptr_t)t,
                             __ATOMIC_RELEASE);
        shmemi_asym_mpi_unlock();
        if (rc) {
            munmap(t, ASYM_TABLE_LEN);
            close(fd);
            return rc;
        }
    }
    own.fd = fd;
    l->asym.dev = (uint64_t)st.st_dev;
    l->asym.ino = (uint64_t)st.st_ino;
    l->asym.pid = (int32_t)getpid();
    l->asym.fd = fd;
    __atomic_store_n(&l->asym.ready, 1, __ATOMIC_RELEASE);
    own.ready = true;
    return 0;
fail : {
    int e = errno;
    close(fd);
    return -e;
}
}

int shmemi_asym_init(void)
{
    pthread_mutex_lock(&own.mu);
    int rc = owner_init_locked();
    pthread_mutex_unlock(&own.mu);
    return rc;
}

/* Does [lo, hi) touch a stack: the calling thread's or the main one? */
static bool on_stack(uintptr_t lo, uintptr_t hi)
{
    if (lo < own.stack_hi && hi > own.stack_lo)
        return true;
    /* Another thread's own stack, found once per thread (for the main
     * thread glibc would read /proc/self/maps on every call; its stack
     * is own.stack_*). */
    static _Thread_local uintptr_t t_lo, t_hi;
    static _Thread_local bool known;
    if (!known && getpid() != (pid_t)syscall(SYS_gettid)) {
        pthread_attr_t at;
        void *sa;
        size_t ss;
        if (pthread_getattr_np(pthread_self(), &at) == 0) {
            if (pthread_attr_getstack(&at, &sa, &ss) == 0) {
                t_lo = (uintptr_t)sa;
                t_hi = t_lo + ss;
            }
            pthread_attr_destroy(&at);
        }
    }
    known = true;
    return lo < t_hi && hi > t_lo;
}

/* Begin and end a change of the table (the seqlock's writer side). */
static void table_begin(void)
{
    __atomic_store_n(&own.t.h->gen, own.t.h->gen + 1, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
}

static void table_end(void)
{
    __atomic_store_n(&own.t.h->gen, own.t.h->gen + 1, __ATOMIC_RELEASE);
}

static void table_insert(long at, const struct shmemi_asym_rec *r)
{
    uint64_t n = own.t.h->count;
    table_begin();
    memmove(&own.t.key[at + 1], &own.t.key[at],
            (n - (uint64_t)at) * sizeof(*own.t.key));
    memmove(&own.t.recs[at + 1], &own.t.recs[at],
            (n - (uint64_t)at) * sizeof(struct shmemi_asym_rec));
    own.t.key[at].lo = r->lo;
    own.t.key[at].lk = r->len | (uint64_t)r->kind << LEN_KIND_SHIFT;
    own.t.recs[at] = *r;
    table_end_marks(n + 1);
    shmemi_asym_dir_update(&own.t, r->lo, +1, n + 1);
    __atomic_store_n(&own.t.h->count, n + 1, __ATOMIC_RELAXED);
    table_end();
}

static void table_remove(long at)
{
    uint64_t n = own.t.h->count, k = own.t.key[at].lo;
    table_begin();
    memmove(&own.t.key[at], &own.t.key[at + 1],
            (n - (uint64_t)at - 1) * sizeof(*own.t.key));
    memmove(&own.t.recs[at], &own.t.recs[at + 1],
            (n - (uint64_t)at - 1) * sizeof(struct shmemi_asym_rec));
    table_end_marks(n - 1);
    shmemi_asym_dir_update(&own.t, k, -1, n - 1);
    __atomic_store_n(&own.t.h->count, n - 1, __ATOMIC_RELAXED);
    table_end();
}

/* A descriptor of the user's file (dev, ino), shared by its regions. */
static int file_get(const struct vma *v, bool writable, int *fd_out)
{
    uint64_t dev = (uint64_t)makedev(v->maj, v->min);
    for (size_t i = 0; i < own.nfiles; i++)
        if (own.files[i].dev == dev && own.files[i].ino == v->ino) {
            own.files[i].refs++;
            *fd_out = own.files[i].fd;
            return 0;
        }
    char path[4096];
    if (v->path_len == 0 || v->path[0] != '/' || v->path_len >= sizeof(path))
        return -ENOTSUP;
    memcpy(path, v->path, v->path_len);
    path[v->path_len] = 0;
    int fd = open(path, (writable ? O_RDWR : O_RDONLY) | O_CLOEXEC);
    if (fd < 0)
        return -ENOTSUP; /* deleted, or renamed since it was mapped */
    struct stat st;
    if (fstat(fd, &st) < 0 || (uint64_t)st.st_dev != dev ||
        (uint64_t)st.st_ino != v->ino) {
        close(fd);
        return -ENOTSUP;
    }
    struct file_ref *f =
        realloc(own.files, (own.nfiles + 1) * sizeof(*own.files));
    if (!f) {
        close(fd);
        return -ENOMEM;
    }
    own.files = f;
    own.files[own.nfiles++] = (struct file_ref){dev, v->ino, fd, 1};
    *fd_out = fd;
    return 0;
}

static void file_put(int fd)
{
    for (size_t i = 0; i < own.nfiles; i++)
        if (own.files[i].fd == fd && --own.files[i].refs == 0) {
            close(fd);
            own.files[i] = own.files[--own.nfiles];
            return;
        }
}

/*
 * What the pages [pa, pb) are: private memory to move (REC_MEM), a shared
 * mapping of a real file (REC_FILE, r filled in), or an error. The brk
 * heap is private memory: no look at the maps.
 */
static int classify(uintptr_t pa, uintptr_t pb, struct shmemi_asym_rec *r)
{
    if (own.brk_lo && pa >= own.brk_lo && pb <= (uintptr_t)sbrk(0))
        return REC_MEM;
    char *maps = read_maps();
    if (!maps)
        return -ENOMEM;
    const char *cur = maps;
    struct vma v, first = {0};
    uintptr_t at = pa;
    int kind = 0, rc = 0;
    while (at < pb && next_vma(&cur, &v)) {
        if (v.hi <= at)
            continue;
        if (v.lo > at) {
            rc = -EINVAL; /* a hole: not mapped */
            break;
        }
        if (path_is(&v, "[stack]")) {
            rc = -EFAULT;
            break;
        }
        if (v.path_len && v.path[0] == '[' && !path_is(&v, "[heap]")) {
            rc = -EINVAL; /* [vdso], [vvar], [vsyscall] */
            break;
        }
        int k = v.perms[3] == 's' ? REC_FILE : REC_MEM;
        if (kind && k != kind) {
            rc = -ENOTSUP; /* private and shared mappings mixed */
            break;
        }
        if (k == REC_MEM && (v.perms[0] != 'r' || v.perms[1] != 'w')) {
            rc = -EACCES;
            break;
        }
        if (k == REC_FILE && kind) {
            rc = -ENOTSUP; /* a file region must be one mapping */
            break;
        }
        if (!kind)
            first = v;
        kind = k;
        at = v.hi;
    }
    if (!rc && at < pb)
        rc = -EINVAL;
    if (!rc && kind == REC_FILE) {
        /* Shared anonymous memory (/dev/zero) can be moved like private
         * memory; another shared file must be one others can open. */
        if (path_is(&first, "/dev/zero (deleted)")) {
            kind = REC_MEM;
        } else {
            int fd;
            rc = file_get(&first, first.perms[1] == 'w', &fd);
            if (!rc) {
                r->fd = fd;
                r->foff = first.off + (pa - first.lo);
                r->dev = (uint64_t)makedev(first.maj, first.min);
                r->ino = first.ino;
            }
        }
    }
    free(maps);
    return rc ? rc : kind;
}

/* The pages of [lo, hi) no neighbouring region (prev, next in a table
 * of n) shares: [*ma, *mb). Regions never overlap, so only the first and
 * the last page can be shared, and those are on the file already. */
static void own_pages(uintptr_t lo, uintptr_t hi, long prev, long next,
                      uint64_t n, uintptr_t *ma, uintptr_t *mb)
{
    *ma = shmemi_page_down(lo);
    *mb = shmemi_page_up(hi);
    if (prev >= 0 && own.t.recs[prev].kind == REC_MEM &&
        shmemi_page_up(own.t.recs[prev].lo + own.t.recs[prev].len) > *ma)
        *ma += SHMEMI_PAGE;
    if ((uint64_t)next < n && own.t.recs[next].kind == REC_MEM &&
        shmemi_page_down(own.t.recs[next].lo) < *mb)
        *mb -= SHMEMI_PAGE;
}

static bool in_segment(uintptr_t lo, uintptr_t hi)
{
    return lo < shmemi.base + shmemi.total && hi > shmemi.base;
}

int shmemi_asym_register(void *addr, size_t size)
{
    uintptr_t lo = (uintptr_t)addr, hi = lo + size;
    if (!addr || size == 0 || hi < lo || hi > ASYM_TABLE_OFF)
        return -EINVAL;
    pthread_mutex_lock(&own.mu);
    int rc = owner_init_locked();
    if (rc)
        goto out;
    rc = -EFAULT;
    if (on_stack(lo, hi))
        goto out;
    rc = -ENOMEM;
    uint64_t n = own.t.h->count;
    if (n >= ASYM_CAP)
        goto out;
    long prev = table_floor(&own.t, n, lo), next = prev + 1;
    rc = -EEXIST;
    if (prev >= 0 && own.t.recs[prev].lo + own.t.recs[prev].len > lo)
        goto out;
    if ((uint64_t)next < n && own.t.recs[next].lo < hi)
        goto out;

    struct shmemi_asym_rec r = {.lo = lo, .len = size, .fd = -1};
    uintptr_t ma = 0, mb = 0;
    bool sym_all = shmemi_sym_offset(addr, size) != UINTPTR_MAX;
    if (sym_all) {
        /* reachable already: only noted, with its segment offset, as
         * peers' layouts (ASLR under mpirun) may place it elsewhere */
        r.kind = REC_SYM;
        r.foff = shmemi_sym_offset(addr, size);
    } else if (in_segment(lo, hi) ||
               (shmemi.data_len && lo < shmemi.data_lo + shmemi.data_len &&
                hi > shmemi.data_lo)) {
        rc = -EINVAL; /* partly symmetric */
        goto out;
    } else {
        uintptr_t pa = shmemi_page_down(lo), pb = shmemi_page_up(hi);
        own_pages(lo, hi, prev, next, n, &ma, &mb);
        int kind = REC_MEM;
        if (ma < mb) {
            kind = classify(ma, mb, &r);
            if (kind < 0) {
                rc = kind;
                goto out;
            }
            if (kind == REC_FILE && (ma != pa || mb != pb)) {
                file_put(r.fd);
                rc = -ENOTSUP;
                goto out;
            }
            if (kind == REC_FILE)
                r.foff -= ma - pa;
            if (kind == REC_MEM) {
                rc = shmemi_seg_share_pages(own.fd, ma, mb - ma);
                if (rc)
                    goto out;
            }
        }
        r.kind = (uint32_t)kind;
    }
    /* PEs on other nodes: the region on the dynamic window, and in the
     * table, while none of them is in an access (mpi.c). */
    bool remote = shmemi_asym_mpi_on();
    if (remote) {
        shmemi_asym_mpi_lock();
        rc = r.kind == REC_SYM ? 0 /* on the static window already */
                               : shmemi_asym_mpi_attach(shmemi_page_down(lo),
                                                        shmemi_page_up(hi));
        if (rc) {
            shmemi_asym_mpi_unlock();
            if (r.kind == REC_FILE)
                file_put(r.fd);
            else if (r.kind == REC_MEM && ma < mb)
                shmemi_seg_unshare_pages(own.fd, ma, mb - ma);
            goto out;
        }
    }
    r.id = own.t.h->next_id++;
    table_insert(next, &r);
    if (remote)
        shmemi_asym_mpi_unlock();
    rc = 0;
out:
    pthread_mutex_unlock(&own.mu);
    return rc;
}

int shmemi_asym_unregister(void *addr)
{
    uintptr_t lo = (uintptr_t)addr;
    pthread_mutex_lock(&own.mu);
    int rc = -ENOENT;
    if (!own.ready)
        goto out;
    uint64_t n = own.t.h->count;
    long i = table_floor(&own.t, n, lo);
    if (i < 0 || own.t.key[i].lo != lo)
        goto out;
    struct shmemi_asym_rec r = own.t.recs[i];
    /* Out of the table first: from here on peers fail to find it. PEs
     * on other nodes: once none is in an access (mpi.c), and off
     * the dynamic window before they may look again. */
    bool remote = shmemi_asym_mpi_on();
    if (remote)
        shmemi_asym_mpi_lock();
    table_remove(i);
    if (remote) {
        if (r.kind != REC_SYM)
            shmemi_asym_mpi_detach(shmemi_page_down(r.lo),
                                   shmemi_page_up(r.lo + r.len));
        shmemi_asym_mpi_unlock();
    }
    n--;
    rc = 0;
    if (r.kind == REC_FILE) {
        file_put(r.fd);
    } else if (r.kind == REC_MEM) {
        uintptr_t ma, mb;
        own_pages(r.lo, r.lo + r.len, i - 1, i, n, &ma, &mb);
        /* If this fails the pages stay on the file: still this PE's
         * memory with its contents, unreachable by peers. */
        if (ma < mb)
            rc = shmemi_seg_unshare_pages(own.fd, ma, mb - ma);
    }
out:
    pthread_mutex_unlock(&own.mu);
    return rc;
}

/* This PE's table, for its own peer entry (peer.c). */
bool shmemi_asym_own_table(struct table *t)
{
    if (!own.ready)
        return false;
    *t = own.t;
    return true;
}

/* fork(), in the child: every page of a REC_MEM region private again,
 * contents kept; the asym file closed. */
int shmemi_asym_owner_fork_child(void)
{
    int rc = 0;
    if (own.ready) {
        /* Every page of a REC_MEM region: private again, contents kept. */
        uint64_t n = own.t.h->count;
        uintptr_t run_lo = 0, run_hi = 0;
        for (uint64_t i = 0; i <= n; i++) {
            uintptr_t pa = 0, pb = 0;
            if (i < n && own.t.recs[i].kind == REC_MEM) {
                pa = shmemi_page_down(own.t.recs[i].lo);
                pb = shmemi_page_up(own.t.recs[i].lo + own.t.recs[i].len);
                if (pa < run_hi) /* shares a page with the run */
                    pa = run_hi;
                if (pa == run_hi && run_hi) {
                    run_hi = pb > run_hi ? pb : run_hi;
                    continue;
                }
            } else if (i < n) {
                continue;
            }
            if (run_hi > run_lo &&
                shmemi_seg_private_copy(own.fd, (off_t)run_lo, run_hi - run_lo,
                                        (void *)run_lo) < 0)
                rc = -1;
            run_lo = pa;
            run_hi = pb;
        }
        close(own.fd);
        own.fd = -1;
        own.ready = false;
    }
    return rc;
}
