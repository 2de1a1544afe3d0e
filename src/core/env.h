/* SPDX-License-Identifier: BSD-3-Clause */
/* Environment settings: the struct generated from env.def, and its parser. */
#ifndef SHMAP_ENV_H
#define SHMAP_ENV_H

#include <stdbool.h>
#include <stddef.h>

#define SHMEMI_ENV_bool bool
#define SHMEMI_ENV_size size_t
#define SHMEMI_ENV_str const char *

struct shmemi_env {
#define X(NAME, KIND, DEF, HELP) SHMEMI_ENV_##KIND NAME;
#define S(NAME, KIND, DEF, HELP) SHMEMI_ENV_##KIND SHMAP_##NAME;
#include "env.def"
#undef S
#undef X
};

/* Parsers for the value kinds; 0 on success, -EINVAL on a bad value. */
int shmemi_parse_bool(const char *s, bool *out);
int shmemi_parse_size(const char *s, size_t *out);

/*
 * Fill *env from `lookup` (tests), or when it is NULL from the environment
 * and then the SMA_CONFIG / SHMEM_CONFIG file. On a bad value or an
 * unreadable file returns -EINVAL with a message naming the variable (or
 * file and line) in err.
 */
int shmemi_env_load(struct shmemi_env *env,
                    const char *(*lookup)(const char *name), char *err,
                    size_t errlen);

/*
 * For tests (tests/unit/env.c, tests/fuzz/env_fuzz.c): the SMA_CONFIG
 * parser over a buffer rather than a file (`path` names it in messages;
 * the same stdio reads, so the same results), the value the parsed file
 * gives a variable (shmemi_env_load's file lookup: pass it as `lookup` to
 * apply the file alone), and forgetting the parsed file (its strings are
 * freed: settings loaded from it must not be used after).
 */
int shmemi_env_parse_config_buf(const char *buf, size_t len, const char *path,
                                char *err, size_t errlen);
const char *shmemi_env_config_lookup(const char *name);
void shmemi_env_config_reset(void);

/* Print the table with current values (SMA_INFO). */
void shmemi_env_print(const struct shmemi_env *env, void *stream);

#endif
