/* SPDX-License-Identifier: BSD-3-Clause */
/* Asymmetric memory: regions registered alone, reached by (PE, its address). */
/* shmap-test: npes=1,2,4,8 timeout=120 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <mpp/shmemx.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testutil.h"

#define NREG 10000
#define ROUNDS 3

/* What each PE tells the others: where its regions are. */
enum { A_MALLOC, A_ODD, A_MMAP, A_FILE, A_STATIC, A_SIG, A_COUNT, NADDR };
static uintptr_t addrs[NADDR];
static long static_array[64];
/* The churn: each region's address and state (0 unregistered, 1 stable
 * registered, 2 churning) for this round. */
static uintptr_t pool_addr[NREG];
static unsigned char pool_state[NREG];

static int me, npes;

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static long tag(int round, int i, int pe)
{
    return ((long)round << 40) | ((long)i << 8) | pe;
}

static void get_addrs(uintptr_t *out, int pe)
{
    shmem_getmem(out, addrs, sizeof(addrs), pe);
}

/* Return codes of the bad registrations. */
static void bad_registrations(char *m)
{
    long on_stack[16];
    CHECK(shmemx_asym_register(NULL, 8) == -EINVAL, "NULL accepted");
    CHECK(shmemx_asym_register(m, 0) == -EINVAL, "size 0 accepted");
    CHECK(shmemx_asym_register(on_stack, sizeof(on_stack)) == -EFAULT,
          "a stack array accepted");
    CHECK(shmemx_asym_register(m + 10, 20) == -EEXIST, "an overlap accepted");
    CHECK(shmemx_asym_register(m - 8, 16) == -EEXIST,
          "an overlap at the start accepted");
    CHECK(shmemx_asym_unregister(m + 1) == -ENOENT,
          "unregister of a region's middle accepted");
    void *none = mmap(NULL, 8192, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
                      0);
    munmap((char *)none + 4096, 4096);
    CHECK(shmemx_asym_register((char *)none + 4096, 100) == -EINVAL,
          "an unmapped range accepted");
    CHECK(shmemx_asym_register(none, 100) == -EACCES,
          "PROT_NONE memory accepted");
    munmap(none, 4096);
    /* Part symmetric, part not. */
    long *h = shmem_malloc(64);
    CHECK(shmemx_asym_register((char *)h - 4096, 8192) == -EINVAL,
          "a range partly in the segment accepted");
    shmem_free(h);
}

/* Every source, every routine family, from every PE to every PE. */
static void sources(void)
{
    char path[64];
    snprintf(path, sizeof(path), "/tmp/shmap-asym-%d-%d", (int)getpid(), me);
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    CHECK(fd >= 0, "cannot create %s", path);
    CHECK(ftruncate(fd, 3 * 4096) == 0, "ftruncate");
    long *file = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd,
                      0);
    CHECK(file != MAP_FAILED, "mmap of the file");

    long *m = malloc(64 * sizeof(long));
    char *odd = (char *)malloc(700) + 3; /* odd-aligned, sub-page */
    long *mm = mmap(NULL, 5 * 4096, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    uint64_t *sig = malloc(4 * sizeof(uint64_t));
    long *count = malloc(2 * sizeof(long));
    for (int i = 0; i < 64; i++) {
        m[i] = me * 1000 + i;
        static_array[i] = -me;
    }
    for (int i = 0; i < 700 - 3; i++)
        odd[i] = (char)(me + i);
    for (int i = 0; i < 5 * 512; i++)
        mm[i] = i ^ me;
    for (int i = 0; i < 3 * 512; i++)
        file[i] = 7;
    sig[0] = sig[1] = 0;
    count[0] = count[1] = 0;

    CHECK(shmemx_asym_init() == 0, "shmemx_asym_init");
    CHECK(shmemx_asym_register(m, 64 * sizeof(long)) == 0, "malloc region");
    CHECK(shmemx_asym_register(odd, 697) == 0, "odd region");
    CHECK(shmemx_asym_register(mm, 5 * 4096) == 0, "mmap region");
    CHECK(shmemx_asym_register(file + 512, 2 * 4096) == 0, "file region");
    CHECK(shmemx_asym_register(static_array, sizeof(static_array)) == 0,
          "static array (symmetric already)");
    CHECK(shmemx_asym_register(sig, 4 * sizeof(uint64_t)) == 0, "sig region");
    CHECK(shmemx_asym_register(count, 2 * sizeof(long)) == 0, "count region");
    /* Registration keeps contents and the PE's own pointers. */
    CHECK(m[5] == me * 1000 + 5 && odd[10] == (char)(me + 10) &&
              mm[2559] == (2559 ^ me),
          "contents changed by registration");
    bad_registrations((char *)m);

    addrs[A_MALLOC] = (uintptr_t)m;
    addrs[A_ODD] = (uintptr_t)odd;
    addrs[A_MMAP] = (uintptr_t)mm;
    addrs[A_FILE] = (uintptr_t)(file + 512);
    addrs[A_STATIC] = (uintptr_t)static_array;
    addrs[A_SIG] = (uintptr_t)sig;
    addrs[A_COUNT] = (uintptr_t)count;
    shmem_barrier_all();

    for (int k = 0; k < npes; k++) {
        int t = (me + k) % npes;
        uintptr_t a[NADDR];
        get_addrs(a, t);
        long *rm = (long *)a[A_MALLOC], v[4];
        /* get, then put into my slot */
        shmem_long_get(v, rm + 10, 4, t);
        CHECK(v[0] == t * 1000 + 10 && v[3] == t * 1000 + 13,
              "get from PE %d's malloc region: %ld", t, v[0]);
        CHECK(shmem_long_g(rm + 63, t) == t * 1000 + 63, "g from PE %d", t);
        shmem_long_p(rm + 16 + me, -(long)me - 1, t);
        char ob[697];
        shmemx_asym_getmem(ob, (void *)a[A_ODD], 697, t);
        int same = 1;
        for (int i = 0; i < 697; i++)
            same &= ob[i] == (char)(t + i);
        CHECK(same, "asym_getmem of PE %d's odd-aligned region", t);
        /* strided put into the mmap region: my column of a 8-wide grid */
        long col[100];
        for (int i = 0; i < 100; i++)
            col[i] = me * 100000 + i;
        shmem_long_iput((long *)a[A_MMAP] + 8 + me, col, 8, 1, 100, t);
        shmem_long_iget(col, (long *)a[A_MMAP] + 1000, 1, 3, 50, t);
        CHECK(col[7] == ((1000 + 21) ^ t), "iget from PE %d's mmap region", t);
        /* the file: one long per PE */
        long w = 1000 + me;
        shmemx_asym_putmem((long *)a[A_FILE] + me, &w, sizeof(w), t);
        shmem_putmem_nbi((long *)a[A_FILE] + 256 + me, &w, sizeof(w), t);
        /* symmetric static array reached by the owner's address */
        shmem_long_p((long *)a[A_STATIC] + me % 64, 5, t);
        /* AMOs and the signal */
        shmem_long_atomic_add((long *)a[A_COUNT], me + 1, t);
        long old = shmem_long_atomic_fetch_inc((long *)a[A_COUNT] + 1, t);
        CHECK(old >= 0 && old < npes, "fetch_inc old value %ld", old);
        long *ptr = shmem_ptr(rm, t);
        if (test_ptr_reaches(t))
            CHECK(ptr && ptr[0] == t * 1000, "shmem_ptr to PE %d's region", t);
        else
            CHECK(ptr == NULL, "shmem_ptr to PE %d behind the transport", t);
        CHECK(shmem_addr_accessible(rm, t), "addr_accessible, PE %d", t);
        shmem_quiet();
        shmem_putmem_signal((long *)a[A_MALLOC] + 1, &w, 0, (uint64_t *)a[A_SIG],
                            1, SHMEM_SIGNAL_ADD, t);
    }
    /* Our own signal word, registered memory: every PE added 1. */
    shmem_signal_wait_until(sig, SHMEM_CMP_EQ, (uint64_t)npes);
    shmem_long_wait_until(count + 1, SHMEM_CMP_EQ, npes);
    shmem_barrier_all();
    CHECK(count[0] == (long)npes * (npes + 1) / 2, "atomic sum %ld", count[0]);
    for (int p = 0; p < npes; p++) {
        CHECK(m[16 + p] == -(long)p - 1, "put from PE %d into the malloc "
              "region: %ld", p, m[16 + p]);
        for (int i = 0; i < 100; i++)
            if (mm[8 + p + 8 * i] != p * 100000 + i) {
                CHECK(0, "iput from PE %d, element %d: %ld", p, i,
                      mm[8 + p + 8 * i]);
                break;
            }
        CHECK(file[512 + p] == 1000 + p && file[512 + 256 + p] == 1000 + p,
              "file word from PE %d: %ld", p, file[512 + p]);
        CHECK(static_array[p % 64] == 5, "static array from PE %d", p);
    }
    /* The puts are in the file itself. */
    CHECK(msync(file, 3 * 4096, MS_SYNC) == 0, "msync");
    long fw = 0;
    CHECK(pread(fd, &fw, sizeof(fw), (512 + npes - 1) * sizeof(long)) ==
                  sizeof(fw) &&
              fw == 1000 + npes - 1,
          "the file holds %ld", fw);

    /* A child forked before a registration keeps its own copy. */
    long *late = malloc(8 * sizeof(long));
    late[0] = 1;
    int pipefd[2];
    CHECK(pipe(pipefd) == 0, "pipe");
    pid_t early = fork();
    if (early == 0) {
        char c;
        close(pipefd[1]);
        ssize_t got = read(pipefd[0], &c, 1); /* until the parent registered */
        _exit(got == 1 && late[0] == 1 ? 0 : 1);
    }
    CHECK(shmemx_asym_register(late, 8 * sizeof(long)) == 0, "late region");
    late[0] = 2;
    shmem_long_p(late + 1, 3, me); /* through the registered mapping */
    CHECK(write(pipefd[1], "x", 1) == 1, "pipe write");
    close(pipefd[0]);
    close(pipefd[1]);
    int est = 0;
    CHECK(early > 0 && waitpid(early, &est, 0) == early && WIFEXITED(est) &&
              WEXITSTATUS(est) == 0,
          "a child forked before the registration saw the parent's store");
    CHECK(late[1] == 3 && shmemx_asym_unregister(late) == 0, "late region");
    free(late);

    /* fork(): the child's registered pages are its own. */
    pid_t pid = fork();
    if (pid == 0) {
        int ok = m[0] == me * 1000;
        m[0] = -12345;
        mm[0] = -12345;
        _exit(ok ? 0 : 1);
    }
    int st = 0;
    CHECK(pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) &&
              WEXITSTATUS(st) == 0,
          "forked child");
    CHECK(m[0] == me * 1000 && mm[0] == (0 ^ me),
          "child's stores reached the parent");
    shmem_barrier_all();
    CHECK(shmem_long_g((long *)addrs[A_MALLOC], me) == me * 1000,
          "child's stores reached peers");
    shmem_barrier_all();

    CHECK(shmemx_asym_unregister(m) == 0 && shmemx_asym_unregister(odd) == 0 &&
              shmemx_asym_unregister(mm) == 0 &&
              shmemx_asym_unregister(file + 512) == 0 &&
              shmemx_asym_unregister(static_array) == 0 &&
              shmemx_asym_unregister(sig) == 0 &&
              shmemx_asym_unregister(count) == 0,
          "unregister");
    CHECK(shmemx_asym_unregister(m) == -ENOENT, "second unregister");
    /* Unregistering keeps contents; the pages are private again. */
    CHECK(m[5] == me * 1000 + 5 && mm[2559] == (2559 ^ me), "contents lost");
    shmem_barrier_all();
    int t = (me + 1) % npes;
    uintptr_t a[NADDR];
    get_addrs(a, t);
    CHECK(!shmem_addr_accessible((void *)a[A_MALLOC], t) &&
              shmem_ptr((void *)a[A_MMAP], t) == NULL,
          "PE %d's unregistered region still reachable", t);
    shmem_barrier_all();
    munmap(file, 3 * 4096);
    close(fd);
    unlink(path);
}

/*
 * Many regions (NREG per PE, malloc'd, so neighbours share pages),
 * registered and unregistered in random order while peers access the
 * stable ones; checked against the model at the end of each round.
 */
static void churn(void)
{
    uint64_t seed = 0x9e3779b97f4a7c15ULL * (uint64_t)(me + 1);
    size_t slot_bytes = (size_t)npes * sizeof(long);
    char *reg[NREG];
    unsigned char state[NREG] = {0};
    for (int i = 0; i < NREG; i++) {
        reg[i] = malloc(slot_bytes + rnd(&seed) % 64);
        memset(reg[i], 0, slot_bytes);
        pool_addr[i] = (uintptr_t)reg[i];
    }
    static unsigned char their_state[NREG];
    static uintptr_t their_addr[NREG];
    int order[NREG];
    /* From round 1 on, a region far from the malloc'd ones: the lookup's
     * directory then crowds them into few buckets (its fallback path). */
    char *far = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    for (int round = 0; round < ROUNDS; round++) {
        if (round == 1)
            CHECK(shmemx_asym_register(far, 100) == 0, "far region");
        /* New stable state: registered (1), not (0) or churning (2). */
        for (int i = 0; i < NREG; i++) {
            unsigned want = rnd(&seed) % 10;
            want = want < 5 ? 1 : want < 9 ? 0 : 2;
            bool is = state[i] != 0, should = want != 0;
            if (is && !should)
                CHECK(shmemx_asym_unregister(reg[i]) == 0, "unregister %d", i);
            if (!is && should)
                CHECK(shmemx_asym_register(reg[i], slot_bytes) == 0,
                      "register %d", i);
            state[i] = (unsigned char)want;
            pool_state[i] = state[i];
            if (want == 2) /* a canary the churn must keep */
                ((long *)reg[i])[0] = tag(round, i, 99);
        }
        shmem_barrier_all();
        for (int k = 1; k < npes || (npes == 1 && k == 1); k++) {
            int t = (me + k) % npes;
            shmem_getmem(their_state, pool_state, sizeof(pool_state), t);
            shmem_getmem(their_addr, pool_addr, sizeof(pool_addr), t);
            for (int i = 0; i < NREG; i++)
                order[i] = i;
            for (int i = NREG - 1; i > 0; i--) {
                int j = (int)(rnd(&seed) % (uint64_t)(i + 1)), x = order[i];
                order[i] = order[j];
                order[j] = x;
            }
            for (int n = 0; n < NREG; n++) {
                int i = order[n];
                long *r = (long *)their_addr[i];
                if (their_state[i] == 1) {
                    shmem_long_p(r + me, tag(round, i, me), t);
                    if (n % 16 == 0)
                        CHECK(shmem_long_g(r + me, t) == tag(round, i, me),
                              "get back from PE %d region %d", t, i);
                } else if (their_state[i] == 0 && n % 8 == 0) {
                    CHECK(!shmem_addr_accessible(r, t),
                          "PE %d region %d is not registered", t, i);
                }
                /* Our own churning regions, while peers search us. */
                if (n % 4 == 0) {
                    int c = (int)(rnd(&seed) % NREG);
                    if (state[c] == 2) {
                        CHECK(shmemx_asym_register(reg[c], slot_bytes) ==
                                  -EEXIST,
                              "churn region %d registered twice", c);
                        CHECK(shmemx_asym_unregister(reg[c]) == 0, "churn");
                        CHECK(shmemx_asym_register(reg[c], slot_bytes) == 0,
                              "churn");
                    }
                }
            }
            if (npes == 1)
                break;
        }
        shmem_barrier_all();
        /* The model: every stable region has each peer's tag. */
        int bad = 0;
        for (int i = 0; i < NREG && bad < 5; i++) {
            long *r = (long *)reg[i];
            if (state[i] == 2 && r[0] != tag(round, i, 99) && bad++ < 5)
                CHECK(0, "churned region %d lost its contents", i);
            if (state[i] != 1)
                continue;
            for (int p = 0; p < npes; p++)
                if (p != me && r[p] != tag(round, i, p) && bad++ < 5)
                    CHECK(0, "region %d slot %d: %lx, expected %lx", i, p,
                          r[p], tag(round, i, p));
        }
        shmem_barrier_all();
    }
    for (int i = 0; i < NREG; i++)
        if (state[i])
            CHECK(shmemx_asym_unregister(reg[i]) == 0, "final unregister");
    CHECK(shmemx_asym_unregister(far) == 0, "far region");
    munmap(far, 4096);
    for (int i = 0; i < NREG; i++)
        free(reg[i]);
}

int main(void)
{
    shmem_init();
    me = shmem_my_pe();
    npes = shmem_n_pes();
    sources();
    churn();
    shmem_barrier_all();
    shmem_finalize();
    return test_failures ? 1 : 0;
}
