/* SPDX-License-Identifier: BSD-3-Clause */
/* The only code that knows memfd, mmap and ELF segments. */
#ifndef SHMAP_SEG_H
#define SHMAP_SEG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Where our own segment file is mapped when the address is free: the same
 * on every PE, so symmetric heap addresses are identical across PEs (as on
 * the T3E), which legacy codes that pass heap pointers around rely on. */
#define SHMEMI_SEG_BASE 0x100000000000UL

/* The page: the unit of every mapping, and of a NUMA policy. Rounding to
 * it is written here only. */
#define SHMEMI_PAGE 4096UL
static inline uintptr_t shmemi_page_down(uintptr_t v)
{
    return v & ~(SHMEMI_PAGE - 1);
}
static inline uintptr_t shmemi_page_up(uintptr_t v)
{
    return (v + SHMEMI_PAGE - 1) & ~(SHMEMI_PAGE - 1);
}

/* The executable's writable, non-RELRO data: .data, .bss, COMMON. */
struct shmemi_data_range {
    uintptr_t lo;    /* page aligned */
    size_t len;      /* page multiple */
    size_t file_len; /* leading bytes that are file-backed (.data) */
};

struct shmemi_seg {
    int memfd;
    char *base; /* whole file mapped here */
    size_t total;
    size_t heap_len;
    size_t data_off;
    struct shmemi_data_range data;
    bool data_remapped;
};

/*
 * Create this PE's segment file (library area + heap + data copy), map it,
 * and, when remap_data is set, snapshot the executable's data into it and
 * map that part MAP_FIXED over the original range. Must run before any
 * other thread exists. 0 or -errno; `what` names the failing step.
 */
int shmemi_seg_create(struct shmemi_seg *s, size_t lib_len, size_t heap_len,
                      bool remap_data, const char **what);

/* Map a peer's segment file of `total` bytes; NULL on failure. */
char *shmemi_seg_map_peer(int fd, size_t total);

/* Private anonymous copy of the file's [off, off+len), moved over `at`
 * (holes stay untouched zero pages). 0 or -errno. */
int shmemi_seg_private_copy(int fd, off_t off, size_t len, void *at);

/*
 * Asymmetric memory (core/asym/owner.c): move the pages [lo, lo+len) of this
 * process, contents kept, onto the file fd at file offset lo, mapped
 * MAP_SHARED in place (only non-zero pages are written). 0 or -errno; on
 * failure the range is unchanged.
 */
int shmemi_seg_share_pages(int fd, uintptr_t lo, size_t len);
/* The reverse: private anonymous pages with the same contents, and the
 * file's pages freed. 0 or -errno. */
int shmemi_seg_unshare_pages(int fd, uintptr_t lo, size_t len);
/* Open descriptor `fd` of process pid (/proc/PID/fd, else pidfd_getfd),
 * checking that it is still the file (dev, ino). The descriptor or
 * -errno; *writable says whether it was opened read-write. */
int shmemi_seg_open_foreign(pid_t pid, int fd, uint64_t dev, uint64_t ino,
                            bool *writable);

/* After fork(), in the child: give it private copies of our data and heap
 * and drop the peers' mappings. */
int shmemi_seg_privatize(const struct shmemi_seg *s, char **peers, int npes,
                         int me);

#endif
