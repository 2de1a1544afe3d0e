/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * pmix_intruder NAME RANK: a process that is not one of the job's knocks
 * on a PMIx job's rendezvous socket (abstract NAME, as /proc/net/unix
 * lists it without the '@'): it offers a segment file as PE RANK with a
 * wrong cookie, and on a second connection sends garbage; prints
 * "pmix_intruder: sent" once both wait, then how each ended. Exits 0
 * when the node's first PE closed both without a word (the intruder was
 * refused), 1 when it answered or kept one open (30 s), 2 when it could
 * not connect. For tests/sh/pmix_rendezvous.sh.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

/* shmap's own descriptor passing (SCM_RIGHTS), as a PE sends its file */
#include "../../src/core/fdpass.c"
#include "../../src/core/job.h"

static int knock(const char *name)
{
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    size_t n = strlen(name);
    if (n > sizeof(a.sun_path) - 1)
        return -1;
    memcpy(a.sun_path + 1, name, n);
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    if (s < 0 || connect(s, (struct sockaddr *)&a,
                         (socklen_t)(offsetof(struct sockaddr_un, sun_path) +
                                     1 + n)) < 0)
        return -1;
    struct timeval tv = {30, 0};
    setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
    return s;
}

/* "refused" when the peer closed without sending anything (an end of
 * stream, or a reset: it closed with our bytes unread) */
static const char *outcome(int s)
{
    char c;
    ssize_t n = read(s, &c, 1);
    if (n == 0 || (n < 0 && errno == ECONNRESET))
        return "refused";
    return n > 0 ? "answered" : "kept open";
}

int main(int argc, char **argv)
{
    if (argc != 3)
        return 2;
    struct {
        unsigned char cookie[32];
        struct shmemi_msg_hello h;
    } m;
    memset(&m, 0, sizeof(m));
    m.h.type = SHMEMI_MSG_HELLO;
    m.h.rank = (uint32_t)atoi(argv[2]);
    m.h.pid = getpid();
    m.h.total = 1 << 20;
    int fd = memfd_create("intruder", 0);
    if (fd < 0 || ftruncate(fd, 1 << 20) < 0)
        return 2;
    int s = knock(argv[1]);
    if (s < 0)
        return 2;
    if (shmemi_send_fds(s, &m, sizeof(m), &fd, 1) < 0)
        return 2;
    int g = knock(argv[1]);
    if (g < 0)
        return 2;
    ssize_t w = write(g, "garbage, not a hello", 20);
    (void)w;
    /* Both wait in the leader's queue: the test lets PE 1 go now. */
    printf("pmix_intruder: sent\n");
    fflush(stdout);
    const char *r1 = outcome(s), *r2 = outcome(g);
    printf("pmix_intruder: wrong cookie %s, garbage %s\n", r1, r2);
    int ok = !strcmp(r1, "refused") && !strcmp(r2, "refused");
    return !ok;
}
