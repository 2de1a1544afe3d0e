/* SPDX-License-Identifier: BSD-3-Clause */
/* A plain MPI program that proves a job spans two nodes, for
 * tests/sh/mpi_netns.sh: each rank reports its host and IPv4 addresses,
 * MPI_COMM_TYPE_SHARED must split the job in two groups on two hosts, and
 * an Allreduce and passive-target one-sided traffic (Put, Get,
 * Fetch_and_op) across the nodes must give the right answers. Each rank's
 * line also gives MPI_TWONODE_PROBE's value and the directory it runs in.
 * With the argument "multiple" it asks for MPI_THREAD_MULTIPLE. Exit 0
 * when all hold, 1 (with FAIL: lines on stderr) otherwise. */
#define _DEFAULT_SOURCE /* gethostname, getifaddrs */
#include <mpi.h>
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BULK (64 * 1024) /* longs each origin puts: 512 KiB a pair */
#define FADDS 100        /* fetch-and-adds each origin does a target */
#define TAG_DONE 7

static int fails;

static void fail(int me, const char *what, long got, long want)
{
    fprintf(stderr, "FAIL: rank %d: %s: got %ld, want %ld\n", me, what, got,
            want);
    fails++;
}

/* "127.0.0.1 10.77.5.2": every IPv4 address of this process's network
 * namespace, to show where the rank really runs. */
static void ipv4_list(char *out, size_t len)
{
    struct ifaddrs *ifs, *i;
    size_t used = 0;
    out[0] = '\0';
    if (getifaddrs(&ifs) != 0) {
        snprintf(out, len, "(getifaddrs failed)");
        return;
    }
    for (i = ifs; i; i = i->ifa_next) {
        char a[INET_ADDRSTRLEN];
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET)
            continue;
        inet_ntop(AF_INET, &((struct sockaddr_in *)i->ifa_addr)->sin_addr, a,
                  sizeof a);
        used += snprintf(out + used, used < len ? len - used : 0, "%s%s",
                         used ? " " : "", a);
    }
    freeifaddrs(ifs);
}

/* One phase: the ranks on node `from` are origins, every other rank a
 * target that only progresses MPI until each origin says it is done. */
static void one_sided(MPI_Win win, long *base, const int *node, int from,
                      int me, int n)
{
    int origins = 0;
    for (int r = 0; r < n; r++)
        origins += node[r] == from;
    if (node[me] == from) {
        long *bulk = malloc(BULK * sizeof(long));
        long *back = malloc(BULK * sizeof(long));
        for (int t = 0; t < n; t++) {
            if (node[t] == from)
                continue;
            /* Put this origin's block into its own slot at the target,
             * read it back, then count up the target's counter. */
            for (long i = 0; i < BULK; i++)
                bulk[i] = (long)me * 1000003 + t * 7919 + i;
            MPI_Aint slot = 1 + (MPI_Aint)me * BULK;
            MPI_Put(bulk, BULK, MPI_LONG, t, slot, BULK, MPI_LONG, win);
            MPI_Win_flush(t, win);
            memset(back, 0, BULK * sizeof(long));
            MPI_Get(back, BULK, MPI_LONG, t, slot, BULK, MPI_LONG, win);
            MPI_Win_flush(t, win);
            long bad = 0;
            for (long i = 0; i < BULK; i++)
                bad += back[i] != bulk[i];
            if (bad)
                fail(me, "MPI_Get of what MPI_Put wrote, words wrong", bad, 0);
            long one = 1, old, prev = -1;
            for (int k = 0; k < FADDS; k++) {
                MPI_Fetch_and_op(&one, &old, MPI_LONG, t, 0, MPI_SUM, win);
                MPI_Win_flush(t, win);
                /* the counter only grows, and never past all the adds */
                if (old <= prev || old >= (long)FADDS * origins)
                    fail(me, "MPI_Fetch_and_op's old value", old, prev + 1);
                prev = old;
            }
        }
        for (int t = 0; t < n; t++)
            if (node[t] != from)
                MPI_Send(NULL, 0, MPI_BYTE, t, TAG_DONE, MPI_COMM_WORLD);
        free(bulk);
        free(back);
    } else {
        /* The target does no MPI call of its own that would progress the
         * origins' operations: it polls, as a computing PE would. */
        int done = 0, flag;
        MPI_Status st;
        while (done < origins) {
            MPI_Iprobe(MPI_ANY_SOURCE, TAG_DONE, MPI_COMM_WORLD, &flag, &st);
            if (flag) {
                MPI_Recv(NULL, 0, MPI_BYTE, st.MPI_SOURCE, TAG_DONE,
                         MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                done++;
            } else {
                MPI_Win_flush(me, win);
            }
        }
        /* pairs with the origins' flushes: their writes are now visible
         * in this process's own copy of the window */
        MPI_Win_sync(win);
        if (base[0] != (long)FADDS * origins)
            fail(me, "counter after every origin's fetch-and-adds", base[0],
                 (long)FADDS * origins);
        for (int o = 0; o < n; o++) {
            if (node[o] != from)
                continue;
            long bad = 0, *slot = base + 1 + (long)o * BULK;
            for (long i = 0; i < BULK; i++)
                bad += slot[i] != (long)o * 1000003 + me * 7919 + i;
            if (bad)
                fail(me, "words of an origin's MPI_Put wrong here", bad, 0);
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
}

int main(int argc, char **argv)
{
    int me, n, lme, nodes, local_lead;
    char host[256], addrs[512];
    MPI_Comm local;

    /* "multiple": the thread level a threaded SHMEM program would ask */
    int got, want = MPI_THREAD_SINGLE;
    if (argc > 1 && strcmp(argv[1], "multiple") == 0)
        want = MPI_THREAD_MULTIPLE;
    MPI_Init_thread(&argc, &argv, want, &got);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Comm_size(MPI_COMM_WORLD, &n);
    if (got < want)
        fail(me, "thread level MPI_Init_thread provided", got, want);
    gethostname(host, sizeof host);
    host[sizeof host - 1] = '\0';
    ipv4_list(addrs, sizeof addrs);
    const char *probe = getenv("MPI_TWONODE_PROBE");

    /* the node of each rank: the lowest world rank sharing memory with it */
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, me, MPI_INFO_NULL,
                        &local);
    MPI_Comm_rank(local, &lme);
    local_lead = lme == 0;
    MPI_Allreduce(&local_lead, &nodes, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    int lead = me, *node = malloc(n * sizeof(int));
    MPI_Bcast(&lead, 1, MPI_INT, 0, local);
    MPI_Allgather(&lead, 1, MPI_INT, node, 1, MPI_INT, MPI_COMM_WORLD);
    char cwd[4096];
    if (!getcwd(cwd, sizeof cwd))
        strcpy(cwd, "(unknown)");
    printf("mpi_twonode: rank %d of %d on %s node %d addresses %s probe %s "
           "cwd %s\n",
           me, n, host, lead, addrs, probe ? probe : "(unset)", cwd);
    fflush(stdout);
    if (nodes != 2)
        fail(me, "groups from MPI_COMM_TYPE_SHARED", nodes, 2);

    /* each group is one host and the two hosts differ */
    char *hosts = malloc((size_t)n * sizeof host);
    MPI_Allgather(host, sizeof host, MPI_CHAR, hosts, sizeof host, MPI_CHAR,
                  MPI_COMM_WORLD);
    for (int r = 0; r < n; r++) {
        int same = strcmp(hosts + (size_t)r * sizeof host, host) == 0;
        if (same != (node[r] == lead))
            fail(me, "rank's hostname agrees with its shared-memory group", r,
                 -1);
    }

    long mine = me + 1, sum = 0;
    MPI_Allreduce(&mine, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    if (sum != (long)n * (n + 1) / 2)
        fail(me, "MPI_Allreduce sum of rank + 1", sum, (long)n * (n + 1) / 2);

    if (nodes == 2) {
        long *base;
        MPI_Aint bytes = (1 + (MPI_Aint)n * BULK) * sizeof(long);
        MPI_Win win;
        MPI_Alloc_mem(bytes, MPI_INFO_NULL, &base);
        memset(base, 0, bytes);
        MPI_Win_create(base, bytes, sizeof(long), MPI_INFO_NULL, MPI_COMM_WORLD,
                       &win);
        MPI_Win_lock_all(0, win);
        one_sided(win, base, node, node[0], me, n);
        for (int r = 0; r < n; r++)
            if (node[r] != node[0]) {
                one_sided(win, base, node, node[r], me, n);
                break;
            }
        MPI_Win_unlock_all(win);
        MPI_Win_free(&win);
        MPI_Free_mem(base);
    }

    int bad = fails, anybad;
    MPI_Allreduce(&bad, &anybad, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (me == 0 && !anybad)
        printf("mpi_twonode: %d ranks on %d nodes ok\n", n, nodes);
    free(hosts);
    free(node);
    MPI_Comm_free(&local);
    MPI_Finalize();
    return anybad != 0;
}
