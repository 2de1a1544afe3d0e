/* SPDX-License-Identifier: BSD-3-Clause */
/* SCM_RIGHTS send and receive, shared by oshrun and the library. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>

#include "fdpass.h"
#include "job.h"

int shmemi_send_fds(int sock, const void *buf, size_t len, const int *fds,
                    int nfds)
{
    union {
        char buf[CMSG_SPACE(sizeof(int) * SHMEMI_FDS_PER_MSG)];
        struct cmsghdr align;
    } u;
    if (nfds < 0 || nfds > SHMEMI_FDS_PER_MSG)
        return -EINVAL;
    struct iovec iov = {(void *)buf, len};
    struct msghdr m = {0};
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    if (nfds > 0) {
        memset(&u, 0, sizeof(u));
        m.msg_control = u.buf;
        m.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)nfds);
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)nfds);
        memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)nfds);
    }
    for (;;) {
        ssize_t n = sendmsg(sock, &m, MSG_NOSIGNAL);
        if (n >= 0)
            return (size_t)n == len ? 0 : -EMSGSIZE;
        if (errno != EINTR)
            return -errno;
    }
}

ssize_t shmemi_recv_fds(int sock, void *buf, size_t len, int *fds, int maxfds,
                        int *nfds)
{
    union {
        char buf[CMSG_SPACE(sizeof(int) * SHMEMI_FDS_PER_MSG)];
        struct cmsghdr align;
    } u;
    struct iovec iov = {buf, len};
    struct msghdr m = {0};
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    m.msg_control = u.buf;
    m.msg_controllen = sizeof(u.buf);
    *nfds = 0;
    ssize_t n;
    do
        n = recvmsg(sock, &m, MSG_CMSG_CLOEXEC);
    while (n < 0 && errno == EINTR);
    if (n < 0)
        return -errno;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
            continue;
        int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        int got[SHMEMI_FDS_PER_MSG];
        memcpy(got, CMSG_DATA(c), sizeof(int) * (size_t)k);
        for (int i = 0; i < k; i++) {
            if (*nfds < maxfds)
                fds[(*nfds)++] = got[i];
            else
                close(got[i]); /* more than asked for: do not leak */
        }
    }
    if (m.msg_flags & (MSG_TRUNC | MSG_CTRUNC))
        return -EMSGSIZE;
    return n;
}

int shmemi_send_table(int sock, const struct shmemi_msg_hello *hello, int npes,
                      int jobfd, const int *memfds)
{
    uint32_t hdr[2] = {SHMEMI_MSG_TABLE, (uint32_t)npes};
    size_t len = sizeof(hdr) + sizeof(*hello) * (size_t)npes;
    char *msg = malloc(len);
    if (!msg)
        return -ENOMEM;
    memcpy(msg, hdr, sizeof(hdr));
    memcpy(msg + sizeof(hdr), hello, sizeof(*hello) * (size_t)npes);
    int rc = shmemi_send_fds(sock, msg, len, &jobfd, 1);
    free(msg);
    for (int first = 0; rc == 0 && first < npes; first += SHMEMI_FDS_PER_MSG) {
        int n = npes - first < SHMEMI_FDS_PER_MSG ? npes - first
                                                  : SHMEMI_FDS_PER_MSG;
        struct shmemi_msg_fds m = {SHMEMI_MSG_FDS, (uint32_t)first, (uint32_t)n,
                                   0};
        rc = shmemi_send_fds(sock, &m, sizeof(m), memfds + first, n);
    }
    return rc;
}

int shmemi_job_page_new(int npes, struct shmemi_job **job, size_t *len)
{
    size_t n =
        sizeof(struct shmemi_job) + (size_t)npes * sizeof(struct shmemi_job_pe);
    int fd = memfd_create("shmap-job", MFD_CLOEXEC);
    if (fd < 0)
        return -errno;
    struct shmemi_job *j = MAP_FAILED;
    if (ftruncate(fd, (off_t)n) == 0)
        j = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (j == MAP_FAILED) {
        int e = errno;
        close(fd);
        return -e;
    }
    j->magic = SHMEMI_JOB_MAGIC;
    j->npes = npes;
    for (int pe = 0; pe < npes; pe++) {
        j->pe[pe].numa_os = -1;
        for (int k = 0; k < SHMEMI_NLOC; k++)
            j->pe[pe].loc[k] = -1;
    }
    *job = j;
    *len = n;
    return fd;
}
