/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * libFuzzer harness over the environment parsers (src/core/env.c). The
 * first byte of an input picks what the rest is:
 *   'b'  a boolean value (shmemi_parse_bool)
 *   's'  a size value (shmemi_parse_size): K/M/G/T, B/iB, spaces, overflow
 *   'e'  an environment: NAME=value lines, loaded by shmemi_env_load
 *        through a lookup (the SHMEM_-over-SMA_ choice, empty values)
 *   else an SMA_CONFIG file (the bytes after the first), parsed as the
 *        library parses the file and then applied like it
 * Besides the sanitizers, it checks what the parsers promise: sizes below
 * 2^62 that read back the same, and after a successful load every value
 * one of its kind (bools 0 or 1, strings NUL-terminated). Nothing outlives
 * an input: the parsed file is forgotten at the end of each.
 * Build and run: make fuzz (tests/fuzz/run.sh).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "env.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *devnull;

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

/* The loaded settings are each of their kind; print them as SMA_INFO does. */
static void check_bool(const bool *v)
{
    unsigned char c;
    memcpy(&c, v, 1);
    CHECK(c <= 1);
}
static void check_size(const size_t *v) { CHECK(*v <= (1ULL << 62)); }
static void check_str(const char *const *v)
{
    CHECK(*v != NULL);
    (void)strlen(*v); /* ASan: still a live, terminated string */
}

static void check_env(const struct shmemi_env *e)
{
#define X(NAME, KIND, DEF, HELP) check_##KIND(&e->NAME);
#define S(NAME, KIND, DEF, HELP) check_##KIND(&e->SHMAP_##NAME);
#include "env.def"
#undef S
#undef X
    if (!devnull)
        devnull = fopen("/dev/null", "w");
    if (devnull)
        shmemi_env_print(e, devnull);
}

static void one_size(const char *s)
{
    size_t v = 12345;
    int rc = shmemi_parse_size(s, &v);
    if (rc != 0) {
        CHECK(v == 12345); /* a bad value leaves the setting alone */
        return;
    }
    CHECK(v <= (1ULL << 62));
    /* Its plain byte count means the same. */
    char again[32];
    snprintf(again, sizeof(again), "%zu", v);
    size_t w = 0;
    CHECK(shmemi_parse_size(again, &w) == 0 && w == v);
}

static void one_bool(const char *s)
{
    bool v = false;
    int rc = shmemi_parse_bool(s, &v);
    CHECK(rc == 0 || rc == -22);
}

/* 'e' inputs: NAME=value lines, split in place; like getenv's, the values
 * stay put while the environment is read. */
#define MAX_VARS 64
static const char *var_name[MAX_VARS], *var_value[MAX_VARS];
static int nvars;

static void split_env(char *text)
{
    nvars = 0;
    for (char *l = text; *l && nvars < MAX_VARS;) {
        char *nl = strchrnul(l, '\n');
        char *next = *nl ? nl + 1 : nl;
        *nl = '\0';
        char *eq = strchr(l, '=');
        if (eq) {
            *eq = '\0';
            var_name[nvars] = l;
            var_value[nvars++] = eq + 1;
        }
        l = next;
    }
}

static const char *env_lookup(const char *name)
{
    for (int i = 0; i < nvars; i++)
        if (!strcmp(var_name[i], name))
            return var_value[i];
    return NULL;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    report_fd = dup(2);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    /* The value as a C string: everything after the selector. */
    char *s = malloc(size);
    if (!s)
        return 0;
    memcpy(s, data + 1, size - 1);
    s[size - 1] = '\0';
    char err[256];
    struct shmemi_env env;

    switch (data[0]) {
    case 'b': one_bool(s); break;
    case 's': one_size(s); break;
    case 'e':
        split_env(s);
        if (shmemi_env_load(&env, env_lookup, err, sizeof(err)) == 0)
            check_env(&env);
        else
            CHECK(memchr(err, '\0', sizeof(err)) && strstr(err, "bad value"));
        nvars = 0;
        break;
    default:
        /* The raw bytes, NULs and all, as read from a file. */
        if (shmemi_env_parse_config_buf((const char *)data + 1, size - 1,
                                        "fuzz.conf", err, sizeof(err)) == 0 &&
            shmemi_env_load(&env, shmemi_env_config_lookup, err,
                            sizeof(err)) == 0)
            check_env(&env);
        shmemi_env_config_reset();
        break;
    }
    free(s);
    return 0;
}
