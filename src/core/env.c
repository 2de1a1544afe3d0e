/* SPDX-License-Identifier: BSD-3-Clause */
/* Parsing and printing of the SMA_* / SHMEM_* environment variables. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "env.h"

int shmemi_parse_bool(const char *s, bool *out)
{
    static const char *const yes[] = {"1", "y", "yes", "on", "true"};
    static const char *const no[] = {"0", "n", "no", "off", "false"};
    for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
        if (strcasecmp(s, yes[i]) == 0) {
            *out = true;
            return 0;
        }
        if (strcasecmp(s, no[i]) == 0) {
            *out = false;
            return 0;
        }
    }
    return -EINVAL;
}

int shmemi_parse_size(const char *s, size_t *out)
{
    const char *p = s;
    while (isspace((unsigned char)*p))
        p++;
    if (!isdigit((unsigned char)*p))
        return -EINVAL;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(p, &end, 10);
    if (errno == ERANGE)
        return -EINVAL;
    unsigned shift = 0;
    switch (toupper((unsigned char)*end)) {
    case 'K': shift = 10; end++; break;
    case 'M': shift = 20; end++; break;
    case 'G': shift = 30; end++; break;
    case 'T': shift = 40; end++; break;
    default: break;
    }
    /* Accept "512M", "512MB", "512MiB", "4096", "4096B". */
    if (shift && (end[0] == 'i' || end[0] == 'I') &&
        (end[1] == 'b' || end[1] == 'B'))
        end += 2;
    else if (*end == 'b' || *end == 'B')
        end++;
    while (isspace((unsigned char)*end))
        end++;
    if (*end != '\0')
        return -EINVAL;
    /* Keep sizes below 2^62 so later sums cannot overflow. */
    if (v > ((1ULL << 62) >> shift))
        return -EINVAL;
    *out = (size_t)(v << shift);
    return 0;
}

static const char *const kind_hint[] = {
    [0] = "expected yes/no, on/off, true/false, y/n or 1/0",
    [1] = "expected a byte count such as 1048576, 512M or 2G",
};
#define SHMEMI_KIND_bool 0
#define SHMEMI_KIND_size 1

static int parse_kind(int kind, const char *s, void *out)
{
    return kind == SHMEMI_KIND_bool ? shmemi_parse_bool(s, out)
                                    : shmemi_parse_size(s, out);
}

int shmemi_env_load(struct shmemi_env *env,
                    const char *(*lookup)(const char *name), char *err,
                    size_t errlen)
{
    char name[64];
#define X(NAME, KIND, DEF, HELP)                                              \
    {                                                                         \
        int rc_ = parse_kind(SHMEMI_KIND_##KIND, DEF, &env->NAME);            \
        (void)rc_; /* defaults are valid: the unit test checks */             \
        static const char *const prefixes_[] = {"SHMEM_", "SMA_"};            \
        for (int i_ = 0; i_ < 2; i_++) {                                      \
            snprintf(name, sizeof(name), "%s%s", prefixes_[i_], #NAME);       \
            const char *v_ = lookup ? lookup(name) : getenv(name);            \
            if (!v_ || !*v_) /* set but empty: as if unset */           \
                continue;                                                     \
            if (parse_kind(SHMEMI_KIND_##KIND, v_, &env->NAME) < 0) {         \
                snprintf(err, errlen, "%s: bad value '%s' (%s)", name, v_,    \
                         kind_hint[SHMEMI_KIND_##KIND]);                      \
                return -EINVAL;                                               \
            }                                                                 \
            break; /* SHMEM_ wins over SMA_ */                                \
        }                                                                     \
    }
#include "env.def"
#undef X
    return 0;
}

static void print_value(FILE *f, int kind, const void *v)
{
    if (kind == SHMEMI_KIND_bool)
        fprintf(f, "%s", *(const bool *)v ? "yes" : "no");
    else
        fprintf(f, "%zu", *(const size_t *)v);
}

void shmemi_env_print(const struct shmemi_env *env, void *stream)
{
    FILE *f = stream;
    fprintf(f, "shmap environment (SHMEM_<NAME> wins over SMA_<NAME>):\n");
#define X(NAME, KIND, DEF, HELP)                                              \
    fprintf(f, "  SMA_%-16s = ", #NAME);                                      \
    print_value(f, SHMEMI_KIND_##KIND, &env->NAME);                           \
    fprintf(f, "  (default %s) %s\n", DEF, HELP);
#include "env.def"
#undef X
}
