/* SPDX-License-Identifier: BSD-3-Clause */
/* What oshrun and the PEs share: the job page and the start-up messages. */
#ifndef SHMAP_JOB_H
#define SHMAP_JOB_H

#include <stdint.h>

/* "fd,rank,npes,launcher-pid", set by oshrun for the processes it execs. */
#define SHMEMI_CTL_ENV "SHMAP_CTL"
#define SHMEMI_MAX_PES 1024
#define SHMEMI_JOB_MAGIC 0x626f6a70616d6873ULL /* "shmapjob" */
/* At most this many descriptors per SCM_RIGHTS message (kernel: 253). */
#define SHMEMI_FDS_PER_MSG 128

enum shmemi_pe_state {
    SHMEMI_PE_STARTING = 0,
    SHMEMI_PE_RUNNING, /* connected: its segments exist */
    SHMEMI_PE_EXITED
};

/* Where a PE runs, by oshrun's placement (shmemx_pe_locality): the logical
 * index of the core, L3, NUMA node and socket that hold its whole binding,
 * or -1 (unbound, or the binding spans several). */
enum { SHMEMI_LOC_CORE, SHMEMI_LOC_L3, SHMEMI_LOC_NUMA, SHMEMI_LOC_SOCKET,
       SHMEMI_NLOC };

struct shmemi_job_pe {
    int32_t pid;
    int32_t state;  /* enum shmemi_pe_state, written by oshrun */
    int32_t status; /* waitpid() status once exited */
    int32_t numa_os; /* the NUMA node (OS index) its memory belongs on, or
                        -1: not bound inside one (placement.h) */
    int32_t loc[SHMEMI_NLOC];
    char cpus[96]; /* the binding as a list ("0-3,8"), "" when unbound */
    /* The PE's current (or last) wait that left the spin phase, for
     * oshrun's hang report (--timeout, SIGUSR1/SIGQUIT): the routine,
     * whom it waits for (a PE, SHMEMI_WATCH_ANY/ALL), when it began and
     * when the PE last looked (CLOCK_MONOTONIC ns), and how many such
     * waits the PE has made. Written only by the PE, without ordering:
     * a report may mix two waits' fields, never anything else. */
    char wait_routine[40];
    int32_t wait_watch;
    uint32_t wait_count;
    int64_t wait_since_ns, wait_last_ns;
    /* A point-to-point wait's arguments (wait_ivar 0: none): the first
     * ivar's address, the set's size, the comparison, its value, and the
     * first ivar's value when the PE last looked (widened as wait_sign). */
    uint64_t wait_ivar, wait_value, wait_now;
    int32_t wait_n, wait_cmp, wait_sign, wait_pad;
    /* Threads of the PE that its launcher's library started (PMIx's
     * under a PMIx launcher; 0 under oshrun): not the program's. */
    int32_t lib_threads, lib_pad;
};

/*
 * One small shared page per job, written by oshrun (exits) and by a PE that
 * ends the job (fatal error, shmem_global_exit). Waiting PEs read it on
 * their slow path so that no wait outlives the job.
 */
struct shmemi_job {
    uint64_t magic;
    int32_t npes;
    /* 0 while running; then who ended the job, set once by CAS so that
     * "who" is never read torn: SHMEMI_ABORT_BY(pe), pe -1 is oshrun. */
    int32_t abort;
    int32_t abort_status; /* exit status the remaining PEs should use */
    int32_t global_exit;  /* 1: ended by shmem_global_exit */
    int32_t n_exited;     /* PEs reaped by oshrun so far */
    char topology[128];   /* hwloc's summary of the node, for SMA_INFO */
    struct shmemi_job_pe pe[];
};

#define SHMEMI_ABORT_BY(pe) ((pe) + 2)
#define SHMEMI_ABORT_PE(v) ((v)-2)

enum shmemi_msg_type {
    SHMEMI_MSG_HELLO = 1, /* PE -> oshrun, carries the segment memfd */
    SHMEMI_MSG_INIT,      /* PE -> oshrun: send me the table */
    SHMEMI_MSG_TABLE,     /* oshrun -> PE: all hellos, carries the job fd */
    SHMEMI_MSG_FDS        /* oshrun -> PE: segment memfds [first, +count) */
};

struct shmemi_msg_hello {
    uint32_t type;
    uint32_t rank;
    int32_t pid;
    uint32_t flags;
    uint64_t total;    /* segment file size */
    uint64_t heap_len; /* symmetric heap bytes */
    uint64_t data_off; /* file offset of the data part */
    uint64_t data_len; /* bytes of .data/.bss exposed */
};

struct shmemi_msg_fds {
    uint32_t type;
    uint32_t first;
    uint32_t count;
    uint32_t pad;
};

#endif
