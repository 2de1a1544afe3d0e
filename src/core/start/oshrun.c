/* SPDX-License-Identifier: BSD-3-Clause */
/* Start-up under oshrun: the control socket, the hello, every PE's
 * segment file received and mapped. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../fdpass.h"
#include "../mem.h"
#include "start.h"

static bool parse_ctl(const char *s, int *fd, int *rank, int *npes,
                      pid_t *launcher)
{
    long pid;
    char tail;
    if (sscanf(s, "%d,%d,%d,%ld%c", fd, rank, npes, &pid, &tail) != 4)
        return false;
    *launcher = (pid_t)pid;
    return *fd >= 0 && *npes > 0 && *npes <= SHMEMI_MAX_PES && *rank >= 0 &&
           *rank < *npes;
}

/*
 * At load time, before main and before the program's own constructors
 * (an LD_PRELOAD library's constructor runs before the executable's), a
 * process that oshrun started remaps its globals onto its segment file and
 * announces the file to oshrun (init.c). Any other process (a descendant
 * of a PE, a program run without oshrun) is left untouched until
 * start_pes.
 */
bool shmemi_oshrun_claim(int *npes_out)
{
    const char *ctl = getenv(SHMEMI_CTL_ENV);
    int fd, rank, npes;
    pid_t launcher;
    if (!ctl || !parse_ctl(ctl, &fd, &rank, &npes, &launcher) ||
        getppid() != launcher || fcntl(fd, F_GETFD) < 0)
        return false;
    /* Descendants must not inherit our end of the launcher's socket. */
    fcntl(fd, F_SETFD, FD_CLOEXEC);
    shmemi.me = rank;
    shmemi.ctl = fd;
    shmemi.launcher = launcher;
    shmemi.launched = true;
    *npes_out = npes;
    return true;
}

void shmemi_hello_of(const struct shmemi_seg *seg, struct shmemi_msg_hello *h)
{
    *h = (struct shmemi_msg_hello){
        .type = SHMEMI_MSG_HELLO,
        .rank = (uint32_t)shmemi.me,
        .pid = getpid(),
        .total = seg->total,
        .heap_len = seg->heap_len,
        .data_off = seg->data_off,
        .data_len = seg->data_remapped ? seg->data.len : 0,
    };
}

/* Tell oshrun our segment file and its layout. */
void shmemi_oshrun_hello(const struct shmemi_seg *seg)
{
    struct shmemi_msg_hello h;
    shmemi_hello_of(seg, &h);
    int rc = shmemi_send_fds(shmemi.ctl, &h, sizeof(h), &seg->memfd, 1);
    if (rc < 0)
        shmemi_fatal(SHMEMI_LOAD_TIME, "cannot reach oshrun: %s",
                     strerror(-rc));
}

static void recv_exact(int sock, const char *from, void *buf, size_t len,
                       int *fds, int maxfds, int *nfds, const char *what,
                       const char *routine)
{
    ssize_t n = shmemi_recv_fds(sock, buf, len, fds, maxfds, nfds);
    if (n < 0 || (size_t)n != len)
        shmemi_fatal(routine, "lost %s while receiving %s: %s", from, what,
                     n < 0 ? strerror((int)-n) : "short message");
}

void shmemi_map_peer_file(const struct shmemi_seg *seg, int pe,
                          const struct shmemi_msg_hello *h, int fd,
                          const char *routine)
{
    shmemi_check_layout(seg, pe, h->total, h->heap_len, h->data_len, routine);
    if (pe == shmemi.me) {
        shmemi.map[pe] = seg->base;
        return;
    }
    shmemi.map[pe] = shmemi_seg_map_peer(fd, h->total);
    if (!shmemi.map[pe])
        shmemi_fatal(routine,
                     "cannot map PE %d's segments (%llu bytes): %s (lower "
                     "SMA_SYMMETRIC_SIZE)",
                     pe, (unsigned long long)h->total, strerror(errno));
}

void shmemi_map_job_page(int jobfd, int npes, const char *routine)
{
    size_t jlen =
        sizeof(struct shmemi_job) + (size_t)npes * sizeof(struct shmemi_job_pe);
    shmemi.job = mmap(NULL, jlen, PROT_READ | PROT_WRITE, MAP_SHARED, jobfd, 0);
    close(jobfd);
    if (shmemi.job == MAP_FAILED || shmemi.job->magic != SHMEMI_JOB_MAGIC)
        shmemi_fatal(routine, "cannot map the job page");
}

void shmemi_recv_table(int sock, const char *from, const struct shmemi_seg *seg,
                       int npes, const char *routine)
{
    size_t tlen =
        sizeof(uint32_t) * 2 + sizeof(struct shmemi_msg_hello) * (size_t)npes;
    char *table = malloc(tlen);
    if (!table)
        shmemi_fatal(routine, "out of memory for %d peers", npes);
    shmemi_alloc_peer_tables(npes, routine);
    int jobfd, nfds;
    recv_exact(sock, from, table, tlen, &jobfd, 1, &nfds, "the job table",
               routine);
    if (nfds != 1)
        shmemi_fatal(routine, "%s sent no job page", from);
    const struct shmemi_msg_hello *hello =
        (const void *)(table + sizeof(uint32_t) * 2);
    shmemi_map_job_page(jobfd, npes, routine);

    for (int first = 0; first < npes;) {
        struct shmemi_msg_fds m;
        int fds[SHMEMI_FDS_PER_MSG];
        recv_exact(sock, from, &m, sizeof(m), fds, SHMEMI_FDS_PER_MSG, &nfds,
                   "segment files", routine);
        if (m.type != SHMEMI_MSG_FDS || (int)m.first != first ||
            (int)m.count != nfds)
            shmemi_fatal(routine, "%s sent a malformed descriptor message",
                         from);
        for (int i = 0; i < nfds; i++) {
            shmemi_map_peer_file(seg, first + i, &hello[first + i], fds[i],
                                 routine);
            close(fds[i]);
        }
        first += nfds;
    }
    free(table);
}

void shmemi_node_mapped(int npes, const char *routine)
{
    shmemi_numa_place_self(routine);
    shmemi_choose_transports(npes, NULL, routine);
    /* PE 0's library area is where every barrier lands: fault it in now
     * rather than inside the first timed barrier. */
#ifdef MADV_POPULATE_WRITE
    madvise(shmemi.map[0], SHMEMI_PAGE, MADV_POPULATE_WRITE);
#endif
}

/* Receive every PE's segment file from oshrun and map it. */
void shmemi_oshrun_connect(const struct shmemi_seg *seg, int npes,
                           const char *routine)
{
    uint32_t req = SHMEMI_MSG_INIT;
    int rc = shmemi_send_fds(shmemi.ctl, &req, sizeof(req), NULL, 0);
    if (rc < 0)
        shmemi_fatal(routine, "cannot reach oshrun: %s", strerror(-rc));
    shmemi_recv_table(shmemi.ctl, "oshrun", seg, npes, routine);
    shmemi_node_mapped(npes, routine);
}
