/* SPDX-License-Identifier: BSD-3-Clause */
/* Segment files: memfd creation, the .data/.bss remap, peer maps, fork. */
#include <elf.h>
#include <errno.h>
#include <link.h>
#include <string.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "seg.h"


/*
 * Whole pages of the program's memory are read here: its data range at
 * load time (snapshot), the pages of a region it registers (asymmetric
 * memory). Under AddressSanitizer such a page also holds other objects'
 * redzones, which these reads must cross: they are not checked, and the
 * file write bypasses the pwrite interceptor, which would check the bytes
 * it reads. (The pages keep their shadow: objects in them stay checked.)
 */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SEG_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define SEG_ASAN 1
#endif
#ifdef SEG_ASAN
#define SEG_WHOLE_PAGES __attribute__((no_sanitize_address))
static ssize_t seg_pwrite(int fd, const void *p, size_t len, off_t off)
{
    return syscall(SYS_pwrite64, fd, p, len, off);
}
#else
#define SEG_WHOLE_PAGES
#define seg_pwrite pwrite
#endif

static int find_cb(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    struct shmemi_data_range *r = arg;
    uintptr_t relro_end = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *p = &info->dlpi_phdr[i];
        if (p->p_type == PT_GNU_RELRO)
            relro_end = info->dlpi_addr + p->p_vaddr + p->p_memsz;
    }
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *p = &info->dlpi_phdr[i];
        if (p->p_type != PT_LOAD || !(p->p_flags & PF_W))
            continue;
        uintptr_t lo = shmemi_page_down(info->dlpi_addr + p->p_vaddr);
        uintptr_t end = shmemi_page_up(info->dlpi_addr + p->p_vaddr + p->p_memsz);
        uintptr_t file_end =
            shmemi_page_up(info->dlpi_addr + p->p_vaddr + p->p_filesz);
        /* ld.so makes [.., shmemi_page_down(relro_end)) read-only: skip it (lld
         * emits a whole writable PT_LOAD that is RELRO; GNU ld one that
         * starts with it). */
        if (relro_end && shmemi_page_down(relro_end) > lo)
            lo = shmemi_page_down(relro_end);
        if (lo >= end)
            continue;
        r->lo = lo;
        r->len = end - lo;
        r->file_len = file_end > lo ? file_end - lo : 0;
        if (r->file_len > r->len)
            r->file_len = r->len;
        break;
    }
    return 1; /* the first object is the executable: stop */
}

/* Find the main executable's data range; len 0 if there is none. */
static void find_data(struct shmemi_data_range *r)
{
    memset(r, 0, sizeof(*r));
    dl_iterate_phdr(find_cb, r);
}

static int write_all(int fd, const char *p, size_t len, off_t off)
{
    while (len) {
        ssize_t n = seg_pwrite(fd, p, len, off);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return -errno;
        }
        p += n;
        len -= (size_t)n;
        off += n;
    }
    return 0;
}

SEG_WHOLE_PAGES static bool page_is_zero(const char *p)
{
    const uint64_t *w = (const uint64_t *)p;
    for (size_t i = 0; i < SHMEMI_PAGE / sizeof(*w); i++)
        if (w[i])
            return false;
    return true;
}

/*
 * Copy the data range into the file at `off`. The file-backed part is
 * copied whole (unwritten .data pages are file pages, not zero); of the
 * anonymous .bss tail only resident, non-zero pages, so a large static
 * array costs nothing until touched. Only locals are written here: with a
 * static libsma our own globals live inside the range being copied.
 */
static int snapshot(int fd, const struct shmemi_data_range *r, off_t off)
{
    const char *lo = (const char *)r->lo;
    int rc = write_all(fd, lo, r->file_len, off);
    if (rc < 0)
        return rc;
    size_t rest = r->len - r->file_len;
    if (!rest)
        return 0;
    const char *bss = lo + r->file_len;
    unsigned char vec[256];
    for (size_t done = 0; done < rest;) {
        size_t chunk = rest - done;
        if (chunk > sizeof(vec) * SHMEMI_PAGE)
            chunk = sizeof(vec) * SHMEMI_PAGE;
        if (mincore((void *)(bss + done), chunk, vec) < 0)
            return -errno;
        for (size_t pg = 0; pg < chunk / SHMEMI_PAGE; pg++) {
            const char *p = bss + done + pg * SHMEMI_PAGE;
            if (!(vec[pg] & 1) || page_is_zero(p))
                continue;
            rc = write_all(fd, p, SHMEMI_PAGE, off + (off_t)(p - lo));
            if (rc < 0)
                return rc;
        }
        done += chunk;
    }
    return 0;
}

int shmemi_seg_create(struct shmemi_seg *out, size_t lib_len, size_t heap_len,
                      bool remap_data, const char **what)
{
    struct shmemi_seg s;
    memset(&s, 0, sizeof(s));
    find_data(&s.data);
    s.heap_len = heap_len;
    s.data_off = shmemi_page_up(lib_len + heap_len);
    s.total = s.data_off + (remap_data ? s.data.len : 0);
    s.data_remapped = remap_data && s.data.len > 0;

    *what = "memfd_create";
    s.memfd = memfd_create("shmap-segment", MFD_CLOEXEC);
    if (s.memfd < 0)
        return -errno;
    *what = "ftruncate";
    if (ftruncate(s.memfd, (off_t)s.total) < 0)
        goto fail;
    *what = "mmap of the symmetric heap";
    /* A fixed, free address when possible: see SHMEMI_SEG_BASE. */
    s.base = mmap((void *)SHMEMI_SEG_BASE, s.total, PROT_READ | PROT_WRITE,
                  MAP_SHARED | MAP_FIXED_NOREPLACE, s.memfd, 0);
    if (s.base == MAP_FAILED)
        s.base =
            mmap(NULL, s.total, PROT_READ | PROT_WRITE, MAP_SHARED, s.memfd, 0);
    if (s.base == MAP_FAILED)
        goto fail;
    if (s.data_remapped) {
        *what = "copy of the program's data";
        int rc = snapshot(s.memfd, &s.data, (off_t)s.data_off);
        if (rc < 0) {
            errno = -rc;
            goto fail_unmap;
        }
        /* Nothing may write the range between the snapshot and this. */
        *what = "remap of the program's data";
        void *p = mmap((void *)s.data.lo, s.data.len, PROT_READ | PROT_WRITE,
                       MAP_SHARED | MAP_FIXED, s.memfd, (off_t)s.data_off);
        if (p == MAP_FAILED)
            goto fail_unmap; /* MAP_FIXED failing leaves the range as it was */
    }
    *out = s;
    return 0;
fail_unmap : {
    int e = errno;
    munmap(s.base, s.total);
    errno = e;
}
fail : {
    int e = errno;
    close(s.memfd);
    return -e;
}
}

char *shmemi_seg_map_peer(int fd, size_t total)
{
    char *p = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    return p == MAP_FAILED ? NULL : p;
}

/* Private copy of [off, off+len) of the file, placed over `at`. Only the
 * file's data extents are read: holes stay untouched zero pages. */
int shmemi_seg_private_copy(int fd, off_t off, size_t len, void *at)
{
    char *tmp = mmap(NULL, len, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (tmp == MAP_FAILED)
        return -errno;
    off_t end = off + (off_t)len;
    for (off_t pos = off; pos < end;) {
        off_t d = lseek(fd, pos, SEEK_DATA);
        if (d < 0 || d >= end)
            break;
        off_t h = lseek(fd, d, SEEK_HOLE);
        if (h < 0 || h > end)
            h = end;
        for (off_t q = d; q < h;) {
            ssize_t n = pread(fd, tmp + (q - off), (size_t)(h - q), q);
            if (n <= 0) {
                if (n < 0 && errno == EINTR)
                    continue;
                munmap(tmp, len);
                return n < 0 ? -errno : -EIO;
            }
            q += n;
        }
        pos = h;
    }
    if (mremap(tmp, len, len, MREMAP_MAYMOVE | MREMAP_FIXED, at) ==
        MAP_FAILED) {
        int e = errno;
        munmap(tmp, len);
        return -e;
    }
    return 0;
}

int shmemi_seg_privatize(const struct shmemi_seg *s, char **peers, int npes,
                         int me)
{
    int rc = 0;
    /* Globals: a true copy, taken while the parent waits for us. */
    if (s->data_remapped)
        rc = shmemi_seg_private_copy(s->memfd, (off_t)s->data_off, s->data.len,
                          (void *)s->data.lo);
    /* The heap can be large: a copy-on-write private mapping of the file,
     * O(1). The child's writes stay its own; pages it never writes may
     * still show the parent's later stores. */
    if (s->base &&
        mmap(s->base, s->total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED,
             s->memfd, 0) == MAP_FAILED &&
        !rc)
        rc = -errno;
    for (int pe = 0; peers && pe < npes; pe++)
        if (pe != me && peers[pe])
            munmap(peers[pe], s->total);
    return rc;
}

int shmemi_seg_share_pages(int fd, uintptr_t lo, size_t len)
{
    /* Runs of non-zero pages are written; zero pages stay holes. */
    const char *p = (const char *)lo;
    size_t run = 0; /* start of the current run of non-zero pages */
    for (size_t pg = 0; pg <= len; pg += SHMEMI_PAGE) {
        bool end = pg == len || page_is_zero(p + pg);
        if (!end)
            continue;
        if (pg > run) {
            int rc = write_all(fd, p + run, pg - run, (off_t)(lo + run));
            if (rc < 0) {
                fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE,
                          (off_t)lo, (off_t)len);
                return rc;
            }
        }
        run = pg + SHMEMI_PAGE;
    }
    /* Nothing may write the range between the copy and this. */
    if (mmap((void *)lo, len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED,
             fd, (off_t)lo) == MAP_FAILED) {
        int e = errno;
        fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t)lo,
                  (off_t)len);
        return -e;
    }
    return 0;
}

int shmemi_seg_unshare_pages(int fd, uintptr_t lo, size_t len)
{
    int rc = shmemi_seg_private_copy(fd, (off_t)lo, len, (void *)lo);
    if (rc == 0)
        fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, (off_t)lo,
                  (off_t)len);
    return rc;
}

int shmemi_seg_open_foreign(pid_t pid, int fd, uint64_t dev, uint64_t ino,
                            bool *writable)
{
    char path[64];
    snprintf(path, sizeof(path), "/proc/%d/fd/%d", (int)pid, fd);
    *writable = true;
    int f = open(path, O_RDWR | O_CLOEXEC);
    if (f < 0 && errno == EACCES) {
        *writable = false;
        f = open(path, O_RDONLY | O_CLOEXEC);
    }
    if (f < 0) {
        /* /proc hidden or not mounted: ask the kernel for a duplicate
         * (needs ptrace rights over pid). */
        int e = errno;
        int pfd = (int)syscall(SYS_pidfd_open, pid, 0);
        if (pfd >= 0) {
            f = (int)syscall(SYS_pidfd_getfd, pfd, fd, 0);
            close(pfd);
            *writable = f >= 0 && (fcntl(f, F_GETFL) & O_ACCMODE) == O_RDWR;
        }
        if (f < 0)
            return -e;
    }
    struct stat st;
    if (fstat(f, &st) < 0 || (uint64_t)st.st_dev != dev ||
        (uint64_t)st.st_ino != ino) {
        close(f);
        return -ESTALE;
    }
    return f;
}
