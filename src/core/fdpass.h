/* SPDX-License-Identifier: BSD-3-Clause */
/* Messages with descriptors over Unix sockets (SCM_RIGHTS), for oshrun and PEs.
 */
#ifndef SHMAP_FDPASS_H
#define SHMAP_FDPASS_H

#include <stddef.h>
#include <sys/types.h>

/* Send one message with nfds descriptors (nfds <= SHMEMI_FDS_PER_MSG).
 * 0 or -errno. */
int shmemi_send_fds(int sock, const void *buf, size_t len, const int *fds,
                    int nfds);
/* Receive one message; descriptors arrive close-on-exec. Returns the
 * payload length (0 at end of stream) or -errno; *nfds is set. */
ssize_t shmemi_recv_fds(int sock, void *buf, size_t len, int *fds, int maxfds,
                        int *nfds);

struct shmemi_msg_hello;

/* A node's start-up table to one PE, as oshrun and a PMIx job's leader
 * send it: SHMEMI_MSG_TABLE (the npes hellos, with the job page's
 * descriptor), then SHMEMI_MSG_FDS messages carrying memfds[0..npes) in
 * order. 0 or -errno. */
int shmemi_send_table(int sock, const struct shmemi_msg_hello *hello, int npes,
                      int jobfd, const int *memfds);

struct shmemi_job;

/* A node's job page for npes PEs (job.h), as oshrun and a PMIx job's
 * leader make it: a memfd, sized and mapped shared at *job (*len bytes),
 * its magic and PE count set, every PE starting and unplaced. Returns the
 * descriptor, or -errno with nothing left open. */
int shmemi_job_page_new(int npes, struct shmemi_job **job, size_t *len);

#endif
