/* SPDX-License-Identifier: BSD-3-Clause */
/* Environment settings: the struct generated from env.def, and its parser. */
#ifndef SHMAP_ENV_H
#define SHMAP_ENV_H

#include <stdbool.h>
#include <stddef.h>

#define SHMEMI_ENV_bool bool
#define SHMEMI_ENV_size size_t

struct shmemi_env {
#define X(NAME, KIND, DEF, HELP) SHMEMI_ENV_##KIND NAME;
#include "env.def"
#undef X
};

/* Parsers for the value kinds; 0 on success, -EINVAL on a bad value. */
int shmemi_parse_bool(const char *s, bool *out);
int shmemi_parse_size(const char *s, size_t *out);

/*
 * Fill *env from getenv (or from `lookup` when non-NULL, for tests).
 * On a bad value returns -EINVAL and writes "SMA_X: bad value 'v' (...)"
 * into err.
 */
int shmemi_env_load(struct shmemi_env *env,
                    const char *(*lookup)(const char *name), char *err,
                    size_t errlen);

/* Print the table with current values (SMA_INFO). */
void shmemi_env_print(const struct shmemi_env *env, void *stream);

#endif
