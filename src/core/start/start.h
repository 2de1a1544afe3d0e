/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * Start-up by launcher. init.c owns the sequence (segments, then the
 * launcher's exchange, then the core's state); each file here owns one
 * launcher's protocol: oshrun.c the control socket oshrun hands a PE,
 * mpi.c an MPI launcher's job through the plugin. Neither touches the
 * core's state beyond the PE's identity and the per-peer tables, which
 * transport/choose.c fills.
 */
#ifndef SHMAP_START_H
#define SHMAP_START_H

#include <stdbool.h>
#include <stdint.h>

#include "../../seg/seg.h"
#include "../shmemi.h"

/* What a load-time error names: the set-up that runs before main. */
#define SHMEMI_LOAD_TIME "start-up (before main)"

/* init.c: translation assumes every PE's layout is this one's; fatal,
 * naming pe, when its segment file's is not. */
void shmemi_check_layout(const struct shmemi_seg *seg, int pe, uint64_t total,
                         uint64_t heap_len, uint64_t data_len,
                         const char *routine);

/* oshrun.c: at load time, a process whose SHMAP_CTL names its parent
 * takes the socket (rank, npes); it then sends its segment file; at
 * start_pes it receives and maps every PE's. */
bool shmemi_oshrun_claim(int *npes);
void shmemi_oshrun_hello(const struct shmemi_seg *seg);
void shmemi_oshrun_connect(const struct shmemi_seg *seg, int npes,
                           const char *routine);
/* oshrun's protocol, which a PMIx job's leader speaks too (pmix.c): map
 * pe's segment file fd, described by h (this PE's own is seg); map the
 * job page; receive the table and every PE's file from `from` over sock
 * and map them; once a node's PEs are mapped, place this PE and choose
 * each peer's transport. Fatal, naming routine, on any failure. */
struct shmemi_msg_hello;
void shmemi_hello_of(const struct shmemi_seg *seg, struct shmemi_msg_hello *h);
void shmemi_map_peer_file(const struct shmemi_seg *seg, int pe,
                          const struct shmemi_msg_hello *h, int fd,
                          const char *routine);
void shmemi_map_job_page(int jobfd, int npes, const char *routine);
void shmemi_recv_table(int sock, const char *from, const struct shmemi_seg *seg,
                       int npes, const char *routine);
void shmemi_node_mapped(int npes, const char *routine);

/* mpi.c: whether an MPI or PMIx launcher's variables, SHMAP_MPI or
 * SHMAP_PMIX are there at all (only then is the environment read at load
 * time); then, with it read, whether to join the MPI job (SHMAP_MPI); at
 * start_pes, join it and return its PE count. */
bool shmemi_mpi_maybe(void);
/* A network plugin's file: env (SHMAP_*_PLUGIN) when set, else so in the
 * directory libsma.so was loaded from. */
void shmemi_plugin_path(const char *env, const char *so, char *path,
                        size_t len);
bool shmemi_mpi_launcher(const char *routine);
int shmemi_mpi_connect(const struct shmemi_seg *seg, const char *routine);
/* The end of the MPI transport, after the last series' last barrier: the
 * network transports, MPI's windows and communicators go, and MPI is
 * finalized if the library initialized it (no-op when MPI did not start
 * this job, or once done). Not at shmem_finalize, so that SHMEM can be
 * initialized again (MPI cannot): at exit, or when the program finalizes
 * MPI itself. */
void shmemi_mpi_finalize(void);
/* Before a new series: fatal, naming routine, once MPI has been finalized
 * (MPI cannot start again). */
void shmemi_mpi_restart(const char *routine);

/* ucx.c: for a job that spans nodes (its MPI windows exposed), the
 * network transport to hand transport/choose.c: UCX's when SHMAP_TRANSPORT
 * allows and every PE opens it (collective), else MPI's; it sets the
 * wait's progress function and starts the progress thread (SMA_PROGRESS).
 * describe: one line on how pe is reached; finalize: after the last
 * barrier, before MPI's. */
const struct shmemi_transport *
shmemi_net_connect(const struct shmemi_seg *seg, int npes, const char *routine);
void shmemi_net_describe(int pe, char *buf, size_t len);
/* SHMAP_TRANSPORT and SMA_PROGRESS refused when bad, on every launch
 * (one node included, where nothing else reads them). */
void shmemi_net_check(const char *routine);
void shmemi_net_finalize(void);
/* The UCX plugin while it carries the job between nodes, else NULL
 * (registered memory follows it: asym/ucx.c). */
struct shmemi_ucx_plugin;
const struct shmemi_ucx_plugin *shmemi_net_ucx(void);

/* pmix.c: whether to join a PMIx launcher's job through PMIx itself
 * (SHMAP_PMIX; read once the environment is); then, at start_pes, join
 * it when every PE is on this node and return the PE count, else 0 (the
 * job spans nodes, or no PMIx client: mpi.c joins it); joined: whether
 * it did. look_for_exits: in a wait's slow path, mark PEs of the node
 * that died (no oshrun reaps them). */
bool shmemi_pmix_wanted(const char *routine);
int shmemi_pmix_connect(const struct shmemi_seg *seg, const char *routine);
bool shmemi_pmix_joined(void);
/* A job PMIx started and MPI joined (across nodes): PMIx's allgather,
 * which the network transport exchanges its addresses through; else
 * NULL (MPI's then). */
typedef int (*shmemi_allgather_fn)(const void *mine, void *all, size_t len,
                                   char *err, size_t errlen);
shmemi_allgather_fn shmemi_pmix_allgather(void);
void shmemi_pmix_look_for_exits(void);

/* launcher.c: the launcher this process's variables name, if any (rank
 * and size -1 where they do not say). A job of more than one task that
 * shmap cannot join ends at once, with one line naming the launcher and
 * what to do (rank 0 prints it), never as N singletons. */
struct shmemi_launcher {
    const char *name;
    long rank, size;
    bool mpi; /* an MPI launcher (Open MPI's, PMI, PMIx): MPI may join it */
};
bool shmemi_launcher_found(struct shmemi_launcher *l);
noreturn void shmemi_launcher_refuse(const struct shmemi_launcher *l,
                                     const char *routine, const char *why);
/* Before MPI joins a launcher's job: refuse a PMI-1/PMI-2 one of N > 1
 * (Open MPI cannot join it), unless SHMAP_MPI=1 asks to try. */
void shmemi_launcher_check_pmi(const char *routine);
/* start_pes without oshrun or MPI: refuse a launcher's job of N > 1. */
void shmemi_launcher_check_singleton(const char *routine);

#endif
