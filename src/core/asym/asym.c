/* SPDX-License-Identifier: BSD-3-Clause */
/* Asymmetric memory: register any buffer, reach it by (PE, its address). */
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

#include "../../seg/seg.h"
#include "asym.h"
#include "../shmemi.h"

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
#define ASYM_TABLE_LEN (ASYM_RECS_OFF + (size_t)ASYM_CAP * sizeof(struct shmemi_asym_rec))
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

static uintptr_t page_down(uintptr_t v)
{
    return v & ~(SHMEMI_PAGE - 1);
}

static uintptr_t page_up(uintptr_t v)
{
    return (v + SHMEMI_PAGE - 1) & ~(SHMEMI_PAGE - 1);
}

static void table_at(struct table *t, char *base)
{
    t->h = (struct shmemi_asym_hdr *)base;
    t->dir = (uint32_t *)(base + ASYM_DIR_OFF);
    t->key = (struct shmemi_asym_key *)(base + ASYM_KEYS_OFF);
    t->recs = (struct shmemi_asym_rec *)(base + ASYM_RECS_OFF);
}

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
static void dir_update(struct table *t, uint64_t k, int delta, uint64_t n)
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
    table_at(&own.t, t);
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
         * through the dynamic window (asym_mpi.c); publishing where it
         * is makes the generation even and non-zero. */
        shmemi_asym_mpi_lock();
        int rc = shmemi_asym_mpi_attach((uintptr_t)t,
                                        (uintptr_t)t + ASYM_TABLE_LEN);
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
    dir_update(&own.t, r->lo, +1, n + 1);
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
    dir_update(&own.t, k, -1, n - 1);
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
    *ma = page_down(lo);
    *mb = page_up(hi);
    if (prev >= 0 && own.t.recs[prev].kind == REC_MEM &&
        page_up(own.t.recs[prev].lo + own.t.recs[prev].len) > *ma)
        *ma += SHMEMI_PAGE;
    if ((uint64_t)next < n && own.t.recs[next].kind == REC_MEM &&
        page_down(own.t.recs[next].lo) < *mb)
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
        uintptr_t pa = page_down(lo), pb = page_up(hi);
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
     * table, while none of them is in an access (asym_mpi.c). */
    bool remote = shmemi_asym_mpi_on();
    if (remote) {
        shmemi_asym_mpi_lock();
        rc = r.kind == REC_SYM
                 ? 0 /* on the static window already */
                 : shmemi_asym_mpi_attach(page_down(lo), page_up(hi));
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
     * on other nodes: once none is in an access (asym_mpi.c), and off
     * the dynamic window before they may look again. */
    bool remote = shmemi_asym_mpi_on();
    if (remote)
        shmemi_asym_mpi_lock();
    table_remove(i);
    if (remote) {
        if (r.kind != REC_SYM)
            shmemi_asym_mpi_detach(page_down(r.lo), page_up(r.lo + r.len));
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
    const struct shmemi_lib *l = (const struct shmemi_lib *)shmemi.map[pe];
    if (!__atomic_load_n(&l->asym.ready, __ATOMIC_ACQUIRE))
        return NULL;
    struct peer *p = calloc(1, sizeof(*p));
    if (!p)
        return NULL;
    p->fd = -1;
    p->pe = pe;
    if (pe == shmemi.me) {
        p->self = true;
        p->t = own.t;
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
        table_at(&p->t, t);
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
    uintptr_t pa = page_down(r->lo), pb = page_up(r->lo + r->len);
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
        const struct shmemi_lib *l =
            (const struct shmemi_lib *)shmemi.map[p->pe];
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
        const struct shmemi_lib *l = (const struct shmemi_lib *)base;
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
        shmemi_asym_remember(pe, &p->t.h->gen, g, r.lo, r.len,
                             r.foff - r.lo);
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
    int rc = 0;
    if (own.ready) {
        /* Every page of a REC_MEM region: private again, contents kept. */
        uint64_t n = own.t.h->count;
        uintptr_t run_lo = 0, run_hi = 0;
        for (uint64_t i = 0; i <= n; i++) {
            uintptr_t pa = 0, pb = 0;
            if (i < n && own.t.recs[i].kind == REC_MEM) {
                pa = page_down(own.t.recs[i].lo);
                pb = page_up(own.t.recs[i].lo + own.t.recs[i].len);
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
