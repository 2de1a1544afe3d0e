/* SPDX-License-Identifier: BSD-3-Clause */
/* Large puts and gets (the library's rep movsb path) land exactly. */
/* shmap-test: npes=1,2,3,4 timeout=60 */
#include <stdint.h>
#include <string.h>

#include "testutil.h"

/*
 * Around the sizes where copies leave the header's inline path for the
 * library's rep movsb (1 MiB) and come back to memcpy (4 MiB), at odd sizes and
 * misaligned addresses, into the heap and into .bss: every byte arrives
 * and the bytes on either side stay untouched.
 */
#define MAXN ((size_t)4 << 20)
#define PAD 64
static unsigned char bss_buf[MAXN + 2 * PAD];
static unsigned char src[MAXN + PAD], got[MAXN + 2 * PAD];

static unsigned char pattern(int pe, size_t i, size_t n)
{
    return (unsigned char)(pe * 31 + i * 7 + n);
}

static void check_region(const unsigned char *b, size_t off, size_t n, int pe,
                         const char *what)
{
    for (size_t i = 0; i < off; i++)
        if (b[i] != 0xee) {
            CHECK(0, "%s, %zu bytes: guard byte %zu before it changed", what, n,
                  i);
            return;
        }
    for (size_t i = 0; i < n; i++)
        if (b[off + i] != pattern(pe, i, n)) {
            CHECK(0, "%s, %zu bytes: byte %zu is %u, want %u", what, n, i,
                  b[off + i], pattern(pe, i, n));
            return;
        }
    for (size_t i = 0; i < PAD; i++)
        if (b[off + n + i] != 0xee) {
            CHECK(0, "%s, %zu bytes: guard byte %zu after it changed", what, n,
                  i);
            return;
        }
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    int right = (me + 1) % npes, left = (me + npes - 1) % npes;
    unsigned char *heap = shmem_malloc(MAXN + 2 * PAD);
    CHECK(heap != NULL, "shmem_malloc(%zu) failed", MAXN + 2 * PAD);
    if (!heap)
        return test_exit();
    const size_t sizes[] = {65535,   (1 << 20) - 1, 1 << 20, (1 << 20) + 3,
                            3000017, MAXN - 1,      MAXN};
    for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
        size_t n = sizes[k], off = 1 + k * 3; /* misaligned on purpose */
        for (size_t i = 0; i < n; i++)
            src[i + 5] = pattern(me, i, n);
        memset(heap, 0xee, MAXN + 2 * PAD);
        memset(bss_buf, 0xee, sizeof(bss_buf));
        shmem_barrier_all();
        shmem_putmem(heap + off, src + 5, n, right);
        shmem_char_put((char *)bss_buf + off, (const char *)src + 5, n, right);
        shmem_barrier_all();
        check_region(heap, off, n, left, "shmem_putmem into the heap");
        check_region(bss_buf, off, n, left, "shmem_char_put into .bss");
        /* and back: get the right PE's copy of what its left (we) put */
        memset(got, 0xee, sizeof(got));
        shmem_getmem(got + off, heap + off, n, right);
        check_region(got, off, n, me, "shmem_getmem of what we put");
        shmem_barrier_all();
    }
    shmem_free(heap);
    return test_exit();
}
