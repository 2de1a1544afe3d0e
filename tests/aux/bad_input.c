/* SPDX-License-Identifier: BSD-3-Clause */
/* One misuse per case (argv[1]); tests/sh/bad_input.sh checks the outcome. */
#define _DEFAULT_SOURCE /* usleep */
#include <mpp/shmem.h>
#include <mpp/shmemx.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long flag;
static long target[4];

/* lock_two_threads: the second thread asks for the lock the first holds. */
static void *take_flag_lock(void *arg)
{
    (void)arg;
    shmem_set_lock(&flag);
    return NULL;
}

static void spin_seconds(int s)
{
    /* Compute-bound (never enters the library): only oshrun can stop it. */
    volatile unsigned long x = 0;
    time_t end = time(NULL) + s;
    while (time(NULL) < end)
        for (int i = 0; i < 1000000; i++)
            x += (unsigned long)i;
}

int main(int argc, char **argv)
{
    const char *c = argc > 1 ? argv[1] : "";
    long src[4] = {1, 2, 3, 4};
    long stack_target[4];

    if (!strcmp(c, "before_init")) {
        shmem_long_p(&flag, 1, 0);
        return 0;
    }
    if (!strcmp(c, "exit_before_init")) {
        if (atoi(getenv("SHMAP_CTL") ? strchr(getenv("SHMAP_CTL"), ',') + 1
                                     : "0") == 1)
            return 0; /* PE 1 never joins */
        start_pes(0);
        return 0;
    }
    if (!strcmp(c, "lock_two_threads")) {
        /* PE 0's main thread holds the lock when its second thread asks:
         * one PE, one lock, one error. The others wait in a barrier. */
        int provided;
        shmem_init_thread(SHMEM_THREAD_MULTIPLE, &provided);
        if (shmem_my_pe() == 0) {
            pthread_t t;
            shmem_set_lock(&flag);
            pthread_create(&t, NULL, take_flag_lock, NULL);
            pthread_join(t, NULL);
            shmem_clear_lock(&flag);
        }
        shmem_barrier_all();
        return 0;
    }
    if (!strcmp(c, "lock_two_threads_waiting")) {
        /* PE 1 holds the lock; two threads of PE 0 ask for it: whichever
         * comes second finds the first acquiring (queued) and fails. */
        int provided;
        shmem_init_thread(SHMEM_THREAD_MULTIPLE, &provided);
        if (shmem_my_pe() == 1)
            shmem_set_lock(&flag);
        shmem_barrier_all();
        if (shmem_my_pe() == 0) {
            pthread_t t[2];
            for (int k = 0; k < 2; k++)
                pthread_create(&t[k], NULL, take_flag_lock, NULL);
            for (int k = 0; k < 2; k++)
                pthread_join(t[k], NULL);
        }
        shmem_barrier_all();
        return 0;
    }
    if (!strcmp(c, "init_twice")) { /* legal: the second does nothing */
        shmem_init();
        shmem_init();
        shmem_barrier_all();
        shmem_finalize();
        return 0;
    }
    if (!strcmp(c, "init_after_finalize")) {
        /* An error until OpenSHMEM 1.6, which lets SHMEM be initialized
         * again after the last shmem_finalize (issue #27). */
        shmem_init();
        shmem_finalize();
        shmem_init();
        return 0;
    }
    if (!strcmp(c, "start_pes_after_finalize")) {
        start_pes(0);
        shmem_finalize();
        start_pes(0);
        return 0;
    }
    if (!strcmp(c, "finalize_twice")) { /* the second does nothing */
        shmem_init();
        shmem_finalize();
        shmem_finalize();
        return 0;
    }
    start_pes(0);
    int me = _my_pe(), n = _num_pes();

    if (!strcmp(c, "pe_range"))
        shmem_long_put(target, src, 4, n);
    else if (!strcmp(c, "pe_negative"))
        shmem_long_p(&flag, 1, -1);
    else if (!strcmp(c, "stack_target"))
        shmem_long_put(stack_target, src, 4, (me + 1) % n);
    else if (!strcmp(c, "malloc_target")) {
        long *p = malloc(64);
        shmem_long_put(p, src, 4, (me + 1) % n);
    } else if (!strcmp(c, "past_heap_end")) {
        long *p = shmalloc(64);
        shmem_getmem(src, p, (size_t)2 << 30, (me + 1) % n);
    } else if (!strcmp(c, "past_data_end"))
        shmem_putmem(target, src, (size_t)64 << 20, (me + 1) % n);
    else if (!strcmp(c, "negative_size"))
        shmem_putmem(target, src, (size_t)-8, (me + 1) % n);
    else if (!strcmp(c, "negative_count"))
        shmem_long_put(target, src, (size_t)(int)-3, (me + 1) % n);
    else if (!strcmp(c, "hint_pe"))
        shmem_malloc_with_hints(64, SHMEMX_MALLOC_NEAR_PE(7));
    else if (!strcmp(c, "shmalloc_negative"))
        shmalloc((size_t)-64);
    else if (!strcmp(c, "heap_exhausted")) {
        void *p = shmalloc((size_t)64 << 30);
        void *q = shmalloc(1024);
        shmem_barrier_all();
        return p == NULL && q != NULL ? 0 : 1;
    } else if (!strcmp(c, "use_after_free")) {
        long *p = shmalloc(64);
        shfree(p);
        shmem_long_p(p, 1, (me + 1) % n);
    } else if (!strcmp(c, "past_block_end")) {
        long *p = shmalloc(64); /* 8 longs */
        long big[16] = {0};
        shmem_long_put(p + 4, big, 8, (me + 1) % n);
        shmem_barrier_all();
    } else if (!strcmp(c, "alloc")) { /* alloc SIZE: exit 0 iff it fits */
        size_t want = strtoull(argc > 2 ? argv[2] : "0", NULL, 0);
        char *p = shmalloc(want);
        if (p) { /* touch both ends, remotely */
            shmem_char_p(p, 1, (me + 1) % n);
            shmem_char_p(p + want - 1, 1, (me + 1) % n);
        }
        shmem_barrier_all();
        return p ? 0 : 3;
    } else if (!strcmp(c, "session_mask")) {
        shmem_ctx_session_config_t cfg = {.total_ops = 10};
        shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH,
                                &cfg, 0x6);
    } else if (!strcmp(c, "session_null")) {
        shmem_ctx_session_start(SHMEM_CTX_DEFAULT, SHMEM_CTX_SESSION_BATCH,
                                NULL, SHMEM_CTX_SESSION_TOTAL_OPS);
    } else if (!strcmp(c, "scan_team_invalid")) {
        shmem_long_sum_inscan(SHMEM_TEAM_INVALID, target, target, 1);
    } else if (!strcmp(c, "amo_misaligned")) {
        shmem_long_atomic_fetch_add((long *)((char *)&target[0] + 4), 1,
                                    (me + 1) % n);
    } else if (!strcmp(c, "amo_stack")) {
        shmem_int_atomic_inc((int *)stack_target, (me + 1) % n);
    } else if (!strcmp(c, "amo_pe_range")) {
        shmem_uint64_atomic_fetch_or((uint64_t *)&flag, 1, n + 5);
    } else if (!strcmp(c, "lock_not_held")) {
        shmem_clear_lock(&flag);
    } else if (!strcmp(c, "lock_twice")) {
        shmem_set_lock(&flag);
        shmem_set_lock(&flag);
    } else if (!strcmp(c, "signal_bad_op")) {
        static uint64_t sig;
        shmem_long_put_signal(target, src, 1, &sig, 1, 5, (me + 1) % n);
    } else if (!strcmp(c, "lock_holder_exits")) {
        if (me == 0) {
            shmem_set_lock(&flag);
            shmem_barrier_all();
            exit(0); /* still holding it */
        }
        shmem_barrier_all();
        shmem_set_lock(&flag);
    } else if (!strcmp(c, "signal_misaligned")) {
        static uint64_t sigs[2];
        shmem_signal_wait_until((uint64_t *)((char *)sigs + 4), SHMEM_CMP_EQ,
                                1);
    } else if (!strcmp(c, "pe_quiet_range")) {
        int pes[2] = {0, n};
        shmem_pe_quiet(pes, 2);
    } else if (!strcmp(c, "pe_quiet_null")) {
        shmem_pe_quiet(NULL, 1);
    } else if (!strcmp(c, "ibput_overlap")) {
        /* 1.6: blocks of 4 at a stride of 3 would overlap */
        shmem_long_ibput(target, src, 3, 4, 4, 2, (me + 1) % n);
    } else if (!strcmp(c, "signal_add_misaligned")) {
        static uint64_t sigs[2];
        shmem_signal_add((uint64_t *)((char *)sigs + 4), 1, (me + 1) % n);
    } else if (!strcmp(c, "iget_negative")) {
        shmem_long_iget(src, target, 1, 1, (size_t)-1, (me + 1) % n);
    } else if (!strcmp(c, "alltoalls_negative")) {
        static long psync[SHMEM_ALLTOALLS_SYNC_SIZE];
        shmem_alltoalls64(target, target, 1, 1, (size_t)-5, 0, 0, n, psync);
    } else if (!strcmp(c, "aset_bad")) {
        static long psync[SHMEM_BARRIER_SYNC_SIZE];
        shmem_barrier(0, 1, n + 1, psync);
    } else if (!strcmp(c, "aset_not_member")) {
        static long psync[SHMEM_BARRIER_SYNC_SIZE];
        shmem_barrier(1, 0, n - 1, psync); /* PE 0 is not in it */
    } else if (!strcmp(c, "bcast_root")) {
        static long psync[SHMEM_BCAST_SYNC_SIZE];
        shmem_broadcast64(target, src, 1, n, 0, 0, n, psync);
    } else if (!strcmp(c, "team_bad")) {
        shmem_team_t t = (shmem_team_t)(void *)stack_target;
        shmem_team_sync(t);
    } else if (!strcmp(c, "team_invalid")) {
        shmem_long_sum_reduce(SHMEM_TEAM_INVALID, target, src, 1);
    } else if (!strncmp(c, "ctx_", 4)) {
        /* Contexts: PE 0 misuses one; the others wait in a barrier. */
        shmem_ctx_t ctx = SHMEM_CTX_DEFAULT;
        shmem_team_t even = SHMEM_TEAM_INVALID;
        if (!strcmp(c, "ctx_team_pe") || !strcmp(c, "ctx_team_destroyed")) {
            shmem_team_split_strided(SHMEM_TEAM_WORLD, 0, 2, (n + 1) / 2, NULL,
                                     0, &even);
            if (even != SHMEM_TEAM_INVALID)
                shmem_team_create_ctx(even, 0, &ctx);
            /* Collective over the team: its contexts die with it. */
            if (!strcmp(c, "ctx_team_destroyed"))
                shmem_team_destroy(even);
        }
        if (me == 0) {
            if (!strcmp(c, "ctx_invalid"))
                shmem_ctx_long_put(SHMEM_CTX_INVALID, target, src, 4, n - 1);
            else if (!strcmp(c, "ctx_destroyed")) {
                shmem_ctx_create(0, &ctx);
                shmem_ctx_destroy(ctx);
                shmem_ctx_long_put(ctx, target, src, 4, n - 1);
            } else if (!strcmp(c, "ctx_options"))
                shmem_ctx_create(0x100, &ctx);
            else if (!strcmp(c, "ctx_team_pe")) /* one past the team */
                shmem_ctx_long_put(ctx, target, src, 4, (n + 1) / 2);
            else if (!strcmp(c, "ctx_destroy_default"))
                shmem_ctx_destroy(SHMEM_CTX_DEFAULT);
            else if (!strcmp(c, "ctx_team_destroyed"))
                shmem_ctx_quiet(ctx);
            else {
                fprintf(stderr, "bad_input: unknown case '%s'\n", c);
                return 2;
            }
        }
        shmem_barrier_all();
    } else if (!strcmp(c, "bad_cmp"))
        shmem_long_wait_until(&flag, 42, 0);
    else if (!strcmp(c, "wait_local"))
        shmem_long_wait_until(stack_target, SHMEM_CMP_EQ, 1);
    else if (!strcmp(c, "after_finalize")) {
        shmem_finalize();
        shmem_long_p(&flag, 1, 0);
    } else if (!strcmp(c, "free_bad"))
        shfree(stack_target);
    else if (!strcmp(c, "double_free")) {
        void *p = shmalloc(64);
        shfree(p);
        shfree(p);
    } else if (!strcmp(c, "align_bad"))
        shmemalign(0, 64);
    else if (!strcmp(c, "alloc_mismatch"))
        shmalloc(me == 0 ? 64 : 128);
    else if (!strcmp(c, "wait_all_exited")) {
        if (me != 0)
            return 0;
        shmem_long_wait_until(&flag, SHMEM_CMP_EQ, 1);
    } else if (!strcmp(c, "barrier_exited")) {
        if (me == n - 1)
            return 0;
        shmem_barrier_all();
    } else if (!strcmp(c, "segv")) {
        if (me == n - 1)
            raise(SIGSEGV);
        spin_seconds(30);
    } else if (!strcmp(c, "segv_waiting")) {
        if (me == n - 1) {
            usleep(100000);
            raise(SIGSEGV);
        }
        shmem_barrier_all();
    } else if (!strcmp(c, "exit_status")) {
        if (me == n - 1)
            exit(3);
        spin_seconds(30);
    } else if (!strcmp(c, "global_exit")) {
        if (me == n - 1) {
            usleep(100000);
            shmem_global_exit(7);
        }
        shmem_barrier_all();
        spin_seconds(30);
    } else if (!strcmp(c, "globalexit")) { /* Cray's name */
        if (me == 1) {
            usleep(100000);
            globalexit(9);
        }
        shmem_barrier_all();
        spin_seconds(30);
    } else if (!strncmp(c, "asym_", 5)) {
        /* PE 0 registers a buffer, tells PE 1 where, unregisters it or
         * not; PE 1 then misuses it. */
        static long *where;
        long *buf = malloc(64 * sizeof(long));
        if (me == 0 && shmemx_asym_register(buf, 64 * sizeof(long)) != 0)
            return 3;
        shmem_putmem(&where, &buf, sizeof(buf), 1 % n);
        if (!strncmp(c, "asym_reached_", 13)) {
            /* PE 1 reaches the region first (its translation now knows
             * it), and only then does PE 0 unregister it. */
            shmem_barrier_all();
            if (me == 1) {
                long v;
                shmemx_asym_putmem(where, src, sizeof(src), 0);
                shmem_long_p(where + 4, 7, 0);
                shmem_long_get(&v, where + 4, 1, 0);
                if (v != 7)
                    return 4;
            }
            shmem_barrier_all();
            if (me == 0 && shmemx_asym_unregister(buf) != 0)
                return 3;
        }
        if (me == 0 && !strcmp(c, "asym_unregistered") &&
            shmemx_asym_unregister(buf) != 0)
            return 3;
        shmem_barrier_all();
        if (me == 1 && !strcmp(c, "asym_unregistered"))
            shmemx_asym_putmem(where, src, sizeof(src), 0);
        if (me == 1 && !strcmp(c, "asym_reached_put"))
            shmemx_asym_putmem(where, src, sizeof(src), 0);
        if (me == 1 && !strcmp(c, "asym_reached_get"))
            shmem_long_get(src, where + 4, 1, 0);
        if (me == 1 && !strcmp(c, "asym_past_end"))
            shmem_long_get(src, where + 62, 4, 0);
        if (me == 1 && !strcmp(c, "asym_other_pe")) /* registered by 0 */
            shmem_long_atomic_add(where, 1, n - 1);
        shmem_barrier_all();
    } else if (!strcmp(c, "count_pes")) {
        /* Every PE counts itself on PE 0, which prints the total. */
        shmem_long_atomic_inc(&flag, 0);
        shmem_barrier_all();
        if (me == 0)
            printf("%ld PEs counted\n", flag);
    } else if (!strcmp(c, "realloc_foreign")) {
        shrealloc(malloc(64), 128);
    } else if (!strcmp(c, "realloc_global")) { /* symmetric, not heap */
        shmem_realloc(target, 128);
    } else if (!strcmp(c, "to_all_negative")) {
        static long psync[SHMEM_REDUCE_SYNC_SIZE], wrk[8];
        shmem_long_sum_to_all(target, src, -1, 0, 0, n, wrk, psync);
    } else if (!strcmp(c, "reduce_negative")) {
        shmem_long_sum_reduce(SHMEM_TEAM_WORLD, target, src, (size_t)-1);
    } else if (!strcmp(c, "reduce_negative_char")) {
        static char cd[8], cs[8];
        shmem_char_sum_reduce(SHMEM_TEAM_WORLD, cd, cs, (size_t)-1);
    } else if (!strcmp(c, "bcastmem_negative")) {
        shmem_broadcastmem(SHMEM_TEAM_WORLD, target, src, (size_t)-8, 0);
    } else if (!strcmp(c, "fcollectmem_negative")) {
        shmem_fcollectmem(SHMEM_TEAM_WORLD, target, src, (size_t)-8);
    } else if (!strcmp(c, "collectmem_negative")) {
        shmem_collectmem(SHMEM_TEAM_WORLD, target, src, (size_t)-8);
    } else if (!strcmp(c, "alltoallmem_negative")) {
        shmem_alltoallmem(SHMEM_TEAM_WORLD, target, src, (size_t)-8);
    } else if (!strcmp(c, "team_bcast_root")) {
        shmem_long_broadcast(SHMEM_TEAM_WORLD, target, src, 1, n);
    } else if (!strcmp(c, "team_bcast_root_negative")) {
        shmem_long_broadcast(SHMEM_TEAM_WORLD, target, src, 1, -1);
    } else if (!strcmp(c, "log_stride")) {
        static long psync[SHMEM_BARRIER_SYNC_SIZE];
        shmem_barrier(0, 31, n, psync);
    } else if (!strcmp(c, "log_stride_negative")) {
        static long psync[SHMEM_REDUCE_SYNC_SIZE], wrk[8];
        shmem_long_max_to_all(target, src, 1, 0, -1, n, wrk, psync);
    } else if (!strcmp(c, "pe_start")) {
        static long psync[SHMEM_COLLECT_SYNC_SIZE];
        shmem_fcollect64(target, src, 1, n, 0, 1, psync);
    } else if (!strcmp(c, "iput_below_heap")) {
        /* The heap's first block, walked down from: before the heap. */
        long *p = shmalloc(4 * sizeof(long));
        shmem_long_iput(p + 3, src, -2, 1, 4, (me + 1) % n);
    } else if (!strcmp(c, "iget_below_data")) {
        shmem_long_iget(src, target + 3, 1, -(1L << 40), 2, (me + 1) % n);
    } else if (!strcmp(c, "iput_above_data")) {
        shmem_long_iput(target, src, 1L << 30, 1, 2, (me + 1) % n);
    } else if (!strcmp(c, "fork_child")) {
        /* The child's SHMEM call fails; the PE itself goes on. */
        pid_t pid = fork();
        if (pid == 0) {
            shmem_long_p(&flag, 1, 0);
            _exit(0); /* not reached */
        }
        int st;
        waitpid(pid, &st, 0);
        shmem_barrier_all();
        return WIFEXITED(st) && WEXITSTATUS(st) == 1 ? 0 : 3;
    } else if (!strcmp(c, "hang")) {
        spin_seconds(60);
    } else {
        fprintf(stderr, "bad_input: unknown case '%s'\n", c);
        return 2;
    }
    return 0;
}
