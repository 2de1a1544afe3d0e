/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * net_floor: what a transport adds to the network's own round trip.
 *
 * PE 0 and PE 1 open a TCP connection of their own (PE 1 listens on
 * every address, publishes its port and IPv4 addresses in symmetric
 * memory; PE 0 tries them, loopback last) and alternate windows of:
 *  - floor: a 40-byte ping-pong on that socket, both sides polling it
 *    without blocking (as UCX's TCP transport does), the library idle;
 *  - get: PE 0's 8-byte getmem from PE 1, which waits in wait_until;
 *  - fetch_add: PE 0's atomic_fetch_add on a word of PE 1, likewise.
 * Each window's mean, and each operation's window minus the floor window
 * next to it: between two network namespaces this VM switches, for
 * seconds at a time, between a fast and a slow kernel path (a raw TCP
 * round trip 9.2 or 12.8 us), which moves every implementation's
 * latency by the same amount; "op - floor" is what the implementation
 * adds, comparable across those modes. Prints the medians over windows.
 *
 *   net_floor [--quick]     (2 PEs; standard OpenSHMEM and POSIX, so
 *                            Open MPI's oshcc builds it too)
 *
 * BENCH_TSV=1: tab-separated rows "op<TAB>median_us<TAB>over_floor_us".
 * bench-npes: 2
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "harness.h"

#define MAX_ADDRS 16
#define MAX_WINDOWS 32
#define MSG 40

static struct {
    long port, n;             /* PE 1's listening port, its addresses */
    uint32_t addr[MAX_ADDRS]; /* network order, loopback last */
} where;
static long ready, gave_up, done, word;
static char data[64];

static int fail(const char *what)
{
    fprintf(stderr, "net_floor: PE %d: %s: %s\n", shmem_my_pe(), what,
            strerror(errno));
    return -1;
}

/* PE 1: listen, publish, return the listening socket. */
static int publish(void)
{
    int l = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in a = {.sin_family = AF_INET};
    socklen_t al = sizeof(a);
    if (l < 0 || bind(l, (struct sockaddr *)&a, sizeof(a)) < 0 ||
        listen(l, 1) < 0 || getsockname(l, (struct sockaddr *)&a, &al) < 0)
        return fail("listen");
    where.port = ntohs(a.sin_port);
    struct ifaddrs *ifs, *i;
    uint32_t lo[MAX_ADDRS];
    long nlo = 0;
    if (getifaddrs(&ifs) == 0) {
        for (i = ifs; i; i = i->ifa_next) {
            if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET)
                continue;
            uint32_t x =
                ((struct sockaddr_in *)(void *)i->ifa_addr)->sin_addr.s_addr;
            if ((ntohl(x) >> 24) == 127) {
                if (nlo < MAX_ADDRS)
                    lo[nlo++] = x;
            } else if (where.n < MAX_ADDRS) {
                where.addr[where.n++] = x;
            }
        }
        freeifaddrs(ifs);
    }
    for (long k = 0; k < nlo && where.n < MAX_ADDRS; k++)
        where.addr[where.n++] = lo[k];
    return l;
}

/* PE 0: the first of PE 1's addresses that answers within 2 s. */
static int reach(void)
{
    for (long k = 0; k < where.n; k++) {
        int s = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        if (s < 0)
            return fail("socket");
        struct sockaddr_in a = {.sin_family = AF_INET,
                                .sin_port = htons((uint16_t)where.port)};
        a.sin_addr.s_addr = where.addr[k];
        int rc = connect(s, (struct sockaddr *)&a, sizeof(a));
        if (rc < 0 && errno == EINPROGRESS) {
            struct pollfd p = {.fd = s, .events = POLLOUT};
            int e = 0;
            socklen_t el = sizeof(e);
            rc = poll(&p, 1, 2000) == 1 &&
                         getsockopt(s, SOL_SOCKET, SO_ERROR, &e, &el) == 0 && !e
                     ? 0
                     : -1;
        }
        if (rc == 0)
            return s;
        close(s);
    }
    errno = EHOSTUNREACH;
    return fail("no address of PE 1 answered");
}

static void nodelay(int s)
{
    int one = 1;
    setsockopt(s, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    fcntl(s, F_SETFL, fcntl(s, F_GETFL) | O_NONBLOCK);
}

/* Exactly n bytes, polling the socket without blocking. */
static int move(int s, bool out, char *b, size_t n)
{
    size_t got = 0;
    while (got < n) {
        ssize_t r = out ? send(s, b + got, n - got, MSG_NOSIGNAL)
                        : recv(s, b + got, n - got, 0);
        if (r > 0)
            got += (size_t)r;
        else if (r == 0 || (errno != EAGAIN && errno != EINTR))
            return fail(out ? "send" : "recv");
    }
    return 0;
}

/* n round trips; PE 0 returns the mean in ns */
static double floor_window(int s, long n)
{
    char b[MSG] = {0};
    uint64_t t0 = bench_now_ns();
    for (long i = 0; i < n; i++) {
        bool first = shmem_my_pe() == 0;
        if (move(s, first, b, MSG) < 0 || move(s, !first, b, MSG) < 0)
            exit(1);
    }
    return (double)(bench_now_ns() - t0) / (double)n;
}

static double get_window(long n)
{
    uint64_t t0 = bench_now_ns();
    for (long i = 0; i < n; i++)
        shmem_getmem(data + 8, data, 8, 1);
    return (double)(bench_now_ns() - t0) / (double)n;
}

static double fadd_window(long n)
{
    uint64_t t0 = bench_now_ns();
    for (long i = 0; i < n; i++)
        (void)shmem_long_atomic_fetch_add(&word, 1, 1);
    return (double)(bench_now_ns() - t0) / (double)n;
}

int main(int argc, char **argv)
{
    bool quick = bench_parse_quick(
        argc, argv, "a transport's round trip over the network's own (TCP)");
    shmem_init();
    int me = shmem_my_pe();
    if (shmem_n_pes() != 2) {
        if (me == 0)
            printf("net_floor: needs 2 PEs\n");
        shmem_finalize();
        return 0;
    }
    int s = -1, l = -1;
    if (me == 1) {
        l = publish();
        if (l < 0)
            shmem_global_exit(1);
        /* put, not got: Open MPI 4.1's PE 1 would have to progress a get
         * of its data segment, and its shmem_test does not */
        shmem_putmem(&where, &where, sizeof(where), 0);
        shmem_fence();
        shmem_long_atomic_set(&ready, 1, 0);
        /* accept, unless PE 0 reached none of the addresses (it says
         * so; and a minute is more than it may take) */
        fcntl(l, F_SETFL, fcntl(l, F_GETFL) | O_NONBLOCK);
        uint64_t end = bench_now_ns() + 60000000000ull;
        while (s < 0 && !shmem_long_test(&gave_up, SHMEM_CMP_NE, 0) &&
               bench_now_ns() < end) {
            s = accept(l, NULL, NULL);
            if (s < 0 && errno != EAGAIN && errno != EINTR)
                break;
        }
        if (s < 0)
            fail("accept");
    } else {
        shmem_long_wait_until(&ready, SHMEM_CMP_NE, 0);
        s = reach();
        if (s < 0)
            shmem_long_atomic_set(&gave_up, 1, 1);
    }
    long ok = s >= 0, all_ok;
    static long oks[2];
    shmem_long_p(&oks[me], ok, 0);
    shmem_barrier_all();
    all_ok = me == 0 ? oks[0] && oks[1] : 1;
    if (me == 0 && !all_ok) {
        printf("net_floor: no TCP connection between PE 0 and PE 1\n");
        shmem_global_exit(1);
    }
    shmem_barrier_all();
    nodelay(s);

    int windows = quick ? 4 : 16;
    long n = quick ? 200 : 1000, warm = n / 10;
    double fl[MAX_WINDOWS], g[MAX_WINDOWS], f[MAX_WINDOWS];
    double go[MAX_WINDOWS], fo[MAX_WINDOWS];
    (void)floor_window(s, warm);
    for (int w = 0; w < windows; w++) {
        fl[w] = floor_window(s, n);
        if (me == 0) {
            (void)get_window(warm);
            g[w] = get_window(n);
            (void)fadd_window(warm);
            f[w] = fadd_window(n);
            shmem_long_atomic_set(&done, w + 1, 1);
            go[w] = g[w] - fl[w];
            fo[w] = f[w] - fl[w];
        } else {
            shmem_long_wait_until(&done, SHMEM_CMP_EQ, w + 1);
        }
    }
    shmem_barrier_all();
    if (me == 0) {
        struct bench_table t;
        static const char *const heads[] = {"op", "median_us", "over_floor_us"};
        bench_table_init(&t,
                         "net_floor: PE 0 to PE 1, windows alternated: "
                         "TCP's own round trip, get 8 B, fetch_add",
                         heads, 3);
        bench_table_cell(&t, "tcp_floor");
        bench_table_cell(&t, "%.3f", bench_median(fl, windows) / 1e3);
        bench_table_cell(&t, "0");
        bench_table_cell(&t, "get8");
        bench_table_cell(&t, "%.3f", bench_median(g, windows) / 1e3);
        bench_table_cell(&t, "%.3f", bench_median(go, windows) / 1e3);
        bench_table_cell(&t, "fetch_add");
        bench_table_cell(&t, "%.3f", bench_median(f, windows) / 1e3);
        bench_table_cell(&t, "%.3f", bench_median(fo, windows) / 1e3);
        bench_table_print(&t);
        bench_note("medians over %d windows of %ld; over_floor: a window "
                   "minus the floor window before it",
                   windows, n);
    }
    close(s);
    if (l >= 0)
        close(l);
    shmem_finalize();
    return 0;
}
