/* SPDX-License-Identifier: BSD-3-Clause */
/* Registered malloc and mmap'ed-file memory of a PE half the job away. */
/* shmap-test: npes=1,2,4,8 timeout=60 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <mpp/shmemx.h>
#include <sys/mman.h>
#include <unistd.h>

#include "testutil.h"

/*
 * Each PE registers a malloc'd buffer and a shared mapping of a file,
 * and its partner me + npes/2 (under mpirun with SHMAP_NODE_SIZE=npes/2
 * or less, a PE on another pseudo-node: the MPI transport's dynamic
 * window) reaches both by their owner's addresses: put, get, p, g, nbi,
 * strided, every kind of AMO, put with signal. Then the owner checks its
 * memory and the file itself.
 */
#define N 64
enum { A_MEM, A_FILE, A_SIG, NADDR };
static uintptr_t addrs[NADDR];

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), npes = shmem_n_pes();
    int partner = (me + npes / 2) % npes;
    int writer = (me + npes - npes / 2) % npes; /* whose partner is me */

    char path[64];
    snprintf(path, sizeof(path), "/tmp/shmap-asym-nodes-%d-%d", (int)getpid(),
             me);
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    CHECK(fd >= 0 && ftruncate(fd, 2 * 4096) == 0, "file %s", path);
    long *file = mmap(NULL, 2 * 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    CHECK(file != MAP_FAILED, "mmap of the file");
    long *mem = malloc(N * sizeof(long));
    uint64_t *sig = malloc(sizeof(uint64_t));
    for (int i = 0; i < N; i++)
        mem[i] = file[i] = me * 1000 + i;
    *sig = 0;
    CHECK(shmemx_asym_register(mem, N * sizeof(long)) == 0, "register malloc");
    CHECK(shmemx_asym_register(file, 2 * 4096) == 0, "register the file");
    CHECK(shmemx_asym_register(sig, sizeof(*sig)) == 0, "register the signal");
    addrs[A_MEM] = (uintptr_t)mem;
    addrs[A_FILE] = (uintptr_t)file;
    addrs[A_SIG] = (uintptr_t)sig;
    shmem_barrier_all();

    uintptr_t a[NADDR];
    shmem_getmem(a, addrs, sizeof(a), partner);
    int t = partner;
    for (int k = 0; k < 2; k++) {
        long *r = (long *)a[k == 0 ? A_MEM : A_FILE], v[4];
        const char *what = k == 0 ? "malloc" : "file";
        shmem_long_get(v, r + 4, 4, t);
        CHECK(v[0] == t * 1000 + 4 && v[3] == t * 1000 + 7,
              "get from PE %d's %s region: %ld", t, what, v[0]);
        CHECK(shmem_long_g(r + 9, t) == t * 1000 + 9, "g, %s", what);
        long w[2] = {-1 - me, -2 - me};
        shmem_long_put(r + 10, w, 2, t);
        shmem_long_p(r + 12, -3 - me, t);
        shmemx_asym_putmem(r + 13, &w[0], sizeof(long), t);
        shmem_long_put_nbi(r + 14, w, 2, t);
        shmem_quiet();
        shmemx_asym_getmem(v, r + 10, 2 * sizeof(long), t);
        CHECK(v[0] == -1 - me && v[1] == -2 - me, "read back, %s: %ld", what,
              v[0]);
        long col[4] = {1, 2, 3, 4};
        shmem_long_iput(r + 20, col, 2, 1, 4, t); /* 20, 22, 24, 26 */
        shmem_long_iget(col, r + 20, 1, 2, 4, t);
        CHECK(col[0] == 1 && col[3] == 4, "iget after iput, %s", what);
        /* AMOs */
        shmem_long_atomic_add(r + 30, 5, t);
        CHECK(shmem_long_atomic_fetch_add(r + 30, 1, t) == t * 1000 + 35,
              "fetch_add, %s", what);
        CHECK(shmem_long_atomic_swap(r + 31, 7, t) == t * 1000 + 31, "swap");
        CHECK(shmem_long_atomic_compare_swap(r + 31, 7, 8, t) == 7, "cswap");
        CHECK(shmem_long_atomic_compare_swap(r + 31, 7, 9, t) == 8,
              "cswap that fails");
        shmem_long_atomic_inc(r + 32, t);
        CHECK(shmem_long_atomic_fetch(r + 32, t) == t * 1000 + 33, "fetch");
        shmem_long_atomic_set(r + 33, 77, t);
        CHECK(shmem_ulong_atomic_fetch_xor((unsigned long *)(r + 33), 1, t) == 77,
              "xor");
        unsigned *ir = (unsigned *)(r + 34);
        CHECK(shmem_uint_atomic_fetch_or(ir, 0x100, t) ==
                  (unsigned)(t * 1000 + 34),
              "a 4-byte AMO");
        CHECK(shmem_addr_accessible(r, t), "accessible, %s", what);
    }
    /* The data, then the signal, into registered memory both. */
    long w = 4242 + me;
    shmem_putmem_signal((long *)a[A_MEM] + 40, &w, sizeof(w),
                        (uint64_t *)a[A_SIG], 1, SHMEM_SIGNAL_ADD, t);
    shmem_signal_wait_until(sig, SHMEM_CMP_EQ, 1);
    CHECK(mem[40] == 4242 + writer, "the data before its signal: %ld",
          mem[40]);
    shmem_barrier_all();

    /* What the writer did, here. */
    int p = writer;
    for (int k = 0; k < 2; k++) {
        long *r = k == 0 ? mem : file;
        CHECK(r[10] == -1 - p && r[11] == -2 - p && r[12] == -3 - p &&
                  r[13] == -1 - p && r[14] == -1 - p && r[15] == -2 - p,
              "the puts, %s: %ld %ld %ld", k ? "file" : "malloc", r[10], r[12],
              r[14]);
        CHECK(r[20] == 1 && r[22] == 2 && r[24] == 3 && r[26] == 4 &&
                  r[21] == me * 1000 + 21,
              "the strided put");
        CHECK(r[30] == me * 1000 + 36 && r[31] == 8 && r[32] == me * 1000 + 33 &&
                  r[33] == 76,
              "the AMOs: %ld %ld %ld %ld", r[30], r[31], r[32], r[33]);
        CHECK(*(unsigned *)(r + 34) == ((unsigned)(me * 1000 + 34) | 0x100),
              "a 4-byte or");
    }
    CHECK(msync(file, 2 * 4096, MS_SYNC) == 0, "msync");
    long fw = 0;
    CHECK(pread(fd, &fw, sizeof(fw), 12 * sizeof(long)) == sizeof(fw) &&
              fw == -3 - p,
          "the file itself holds %ld", fw);
    shmem_barrier_all();
    CHECK(shmemx_asym_unregister(mem) == 0 &&
              shmemx_asym_unregister(file) == 0 &&
              shmemx_asym_unregister(sig) == 0,
          "unregister");
    shmem_barrier_all();
    CHECK(!shmem_addr_accessible((void *)a[A_MEM], t) &&
              !shmem_addr_accessible((void *)a[A_FILE], t),
          "PE %d's unregistered memory still accessible", t);
    shmem_barrier_all();
    munmap(file, 2 * 4096);
    close(fd);
    unlink(path);
    free(mem);
    free(sig);
    shmem_finalize();
    return test_failures ? 1 : 0;
}
