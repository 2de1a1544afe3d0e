/* SPDX-License-Identifier: BSD-3-Clause */
/* fork() and system() in a PE: the child never shares the PE's memory. */
/* shmap-test: npes=1,2,4 timeout=60 */
#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testutil.h"

static long g = 7;
static long zeroed[512];

static int child_status(pid_t pid)
{
    int st;
    if (waitpid(pid, &st, 0) != pid)
        return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int main(void)
{
    shmem_init();
    int me = shmem_my_pe(), n = shmem_n_pes();
    long *h = shmem_malloc(16 * sizeof(long));
    g = me * 10 + 1;
    zeroed[3] = me * 10 + 2;
    h[0] = me * 10 + 3;
    shmem_barrier_all();

    for (int round = 0; round < 3; round++) {
        pid_t pid = fork();
        if (pid == 0) {
            /* The child writes everything it inherited... */
            int ok = g == me * 10 + 1 && zeroed[3] == me * 10 + 2 &&
                     h[0] == me * 10 + 3;
            g = -1;
            zeroed[3] = -1;
            h[0] = -1;
            ok = ok && g == -1 && h[0] == -1;
            _exit(ok ? 0 : 1);
        }
        CHECK(pid > 0, "fork failed");
        CHECK(child_status(pid) == 0, "child saw wrong inherited values");
        /* ... and none of it reached the parent. */
        CHECK(g == me * 10 + 1, "global changed by child: %ld", g);
        CHECK(zeroed[3] == me * 10 + 2, "bss changed by child: %ld", zeroed[3]);
        CHECK(h[0] == me * 10 + 3, "heap changed by child: %ld", h[0]);
    }

    /* A child that calls SHMEM gets a clear error, not the PE's memory. */
    pid_t pid = fork();
    if (pid == 0) {
        int nul = open("/dev/null", O_WRONLY);
        dup2(nul, 2);
        shmem_long_p(&g, 99, 0);
        _exit(0); /* not reached */
    }
    CHECK(child_status(pid) == 1, "SHMEM in a forked child did not fail");

    CHECK(system("exit 3") >> 8 == 3, "system() failed");
    pid = fork();
    if (pid == 0) {
        execl("/bin/true", "true", (char *)NULL);
        _exit(127);
    }
    CHECK(child_status(pid) == 0, "fork+exec failed");

    /* The PE still works, and peers see its real values. */
    shmem_barrier_all();
    int right = (me + 1) % n;
    CHECK(shmem_long_g(&g, right) == right * 10 + 1, "remote global");
    CHECK(shmem_long_g(&zeroed[3], right) == right * 10 + 2, "remote bss");
    CHECK(shmem_long_g(&h[0], right) == right * 10 + 3, "remote heap");
    shmem_long_p(&zeroed[5], me, right);
    shmem_barrier_all();
    CHECK(zeroed[5] == (me + n - 1) % n, "put after fork: %ld", zeroed[5]);
    return test_exit();
}
