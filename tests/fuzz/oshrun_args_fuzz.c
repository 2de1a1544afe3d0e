/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * libFuzzer harness over oshrun's command line: the input split at NUL or
 * newline bytes is argv after "oshrun", read by oshrun_parse_args
 * (src/tools/oshrun.c, built here with -Dmain=oshrun_main so its main is
 * never run). When the options are accepted, the placement they ask for
 * (--map-by, --bind-to, -np) is decided by shmap_place (placement.c) on
 * one of a few hwloc synthetic topologies, so this machine is neither
 * read nor bound and nothing is started: no fork, no exec, no signal.
 * Besides the sanitizers, it checks what main relies on: a PE count in
 * 1..SHMEMI_MAX_PES, a program inside argv, and a --timeout that is a
 * number of seconds > 0 whose milliseconds fit main's int64_t deadline.
 * Build and run: make fuzz (tests/fuzz/run.sh).
 */
#include <hwloc.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/core/job.h"
#include "../../src/tools/oshrun.h"
#include "../../src/tools/placement.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int oshrun_main(int argc, char **argv); /* unused: oshrun.c's main */

#define MAX_ARGS 64

/* A failed check names itself on the stderr libFuzzer reports on (it
 * keeps a copy when -close_fd_mask=2 silences the parsers' messages;
 * LLVMFuzzerInitialize runs before that). */
static int report_fd = 2;
#define CHECK(c)                                                               \
    do {                                                                       \
        if (!(c)) {                                                            \
            dprintf(report_fd, "%s: check failed: %s (line %d)\n", __FILE__, \
                    #c, __LINE__);                                             \
            abort();                                                           \
        }                                                                      \
    } while (0)

/* Machines like tests/sh/placement.sh's and a one-CPU one; the input's
 * length picks one, so an input always meets the same. */
static const char *const topologies[] = {
    "pack:2 numa:1 l3:1 core:4 pu:2",
    "pack:1 numa:4 l3:1 core:2 pu:1",
    "pack:2 numa:2 core:2 pu:1",
    "pu:1",
};

/* hwloc loads its plugins when its first topology is made and unloads
 * them when its last is destroyed: holding one topology keeps them, and
 * shmap_place's own load costs 40 us rather than 1.2 ms. */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static hwloc_topology_t keep;
    (void)argc;
    (void)argv;
    hwloc_topology_init(&keep);
    report_fd = dup(2);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* One copy of the input, each argument NUL-terminated in place. */
    char *buf = malloc(size + 1);
    if (!buf)
        return 0;
    memcpy(buf, data, size);
    buf[size] = '\0';
    char *argv[MAX_ARGS + 2];
    int argc = 0;
    argv[argc++] = "oshrun";
    for (char *p = buf; size > 0 && argc <= MAX_ARGS;) {
        char *end = p;
        while (end < buf + size && *end != '\0' && *end != '\n')
            end++;
        *end = '\0';
        argv[argc++] = p;
        if (end >= buf + size)
            break;
        p = end + 1;
    }
    argv[argc] = NULL;

    struct oshrun_opts o;
    int rc = oshrun_parse_args(argc, argv, &o);
    CHECK(rc == -1 || rc == 0 || rc == 2);
    if (rc == -1) {
        CHECK(o.npes >= 1 && o.npes <= SHMEMI_MAX_PES);
        CHECK(o.prog > argv && o.prog < argv + argc && *o.prog);
        /* main: start_ms + (int64_t)(timeout_s * 1000) */
        CHECK(o.timeout_s == 0 ||
              (o.timeout_s > 0 && o.timeout_s * 1000 < 0x1p62));
        /* The placement, as main asks for it (no SHMEM_BIND here). */
        setenv("HWLOC_SYNTHETIC",
               topologies[size % (sizeof(topologies) / sizeof(topologies[0]))],
               1);
        struct placement pl;
        char err[256];
        if (shmap_place(o.npes, o.map_by, o.bind_to, o.bind_to != NULL, &pl,
                        err, sizeof(err)) == 0) {
            CHECK(!pl.thissystem && pl.npes == o.npes && pl.pe);
            for (int k = 0; k < pl.npes; k++)
                CHECK(memchr(pl.pe[k].cpulist, '\0',
                             sizeof(pl.pe[k].cpulist)) &&
                      CPU_COUNT(&pl.pe[k].cpus) > 0);
            static FILE *devnull;
            if (!devnull)
                devnull = fopen("/dev/null", "w");
            if (devnull && o.report)
                shmap_place_report(&pl, devnull);
            free(pl.pe);
        } else {
            CHECK(memchr(err, '\0', sizeof(err)) && err[0]);
        }
    }
    free(buf);
    return 0;
}
