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

/*
 * ceil(0.DIGITS * 2^shift) for the n fraction digits at `digits`: the
 * digit string times 2^shift by schoolbook multiplication from its last
 * digit, the carry out of the first being the whole bytes and any digit
 * left behind a part byte. Exact for any number of digits, where a double
 * could round "3.1" below the byte the specification rounds up to.
 */
static unsigned long long scale_fraction(const char *digits, size_t n,
                                         unsigned shift)
{
    unsigned long long m = 1ULL << shift, carry = 0;
    bool part = false;
    while (n-- > 0) {
        unsigned long long t = (unsigned)(digits[n] - '0') * m + carry;
        part |= t % 10 != 0;
        carry = t / 10; /* < m: no overflow */
    }
    return carry + part;
}

/*
 * A size as OpenSHMEM 1.5 and SGI/Cray define it: a non-negative decimal
 * number, integer or with a fraction ("1.5", ".5"), then an optional
 * multiplier K, M, G or T in either case (powers of 1024) after which
 * anything is ignored ("20kk" is 20 KiB, "512MB" and "512MiB" 512 MiB).
 * A fraction rounds up to whole bytes ("3.1M" is 3,250,586). Without a
 * multiplier, only a "B" and spaces may follow ("4096B").
 */
int shmemi_parse_size(const char *s, size_t *out)
{
    const char *p = s;
    while (isspace((unsigned char)*p))
        p++;
    if (!isdigit((unsigned char)*p) &&
        !(p[0] == '.' && isdigit((unsigned char)p[1])))
        return -EINVAL;
    unsigned long long whole = 0;
    for (; isdigit((unsigned char)*p); p++) {
        if (whole > (1ULL << 62) / 10) /* too big: stop before overflow */
            return -EINVAL;
        whole = whole * 10 + (unsigned)(*p - '0');
    }
    const char *frac = p;
    size_t nfrac = 0;
    if (*p == '.')
        for (frac = ++p; isdigit((unsigned char)*p); p++)
            nfrac++;
    static const char units[] = "KMGT";
    const char *u = *p ? strchr(units, toupper((unsigned char)*p)) : NULL;
    unsigned shift = u ? 10 * (unsigned)(u - units + 1) : 0;
    if (!u) {
        if (*p == 'b' || *p == 'B')
            p++;
        while (isspace((unsigned char)*p))
            p++;
        if (*p != '\0')
            return -EINVAL;
    }
    /* Keep sizes below 2^62 so later sums cannot overflow. */
    if (whole > ((1ULL << 62) >> shift))
        return -EINVAL;
    unsigned long long v =
        (whole << shift) + scale_fraction(frac, nfrac, shift);
    if (v > (1ULL << 62))
        return -EINVAL;
    *out = (size_t)v;
    return 0;
}

static const char *const kind_hint[] = {
    [0] = "expected yes/no, on/off, true/false, y/n or 1/0",
    [1] = "expected a byte count such as 1048576, 512M, 1.5G or 2G",
    [2] = "",
};
#define SHMEMI_KIND_bool 0
#define SHMEMI_KIND_size 1
#define SHMEMI_KIND_str 2

static int parse_kind(int kind, const char *s, void *out)
{
    switch (kind) {
    case SHMEMI_KIND_bool: return shmemi_parse_bool(s, out);
    case SHMEMI_KIND_size: return shmemi_parse_size(s, out);
    default: *(const char **)out = s; return 0;
    }
}

/* ---- the config file: NAME = value lines ---- */

#define MAX_CONFIG 64
static struct {
    char *name, *value;
} config[MAX_CONFIG];
static int nconfig;

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1]))
        *--e = '\0';
    return s;
}

/* The lines of an SMA_CONFIG file; `path` names it in messages. Whole
 * lines, however long: read in pieces, a long comment's tail would be a
 * setting of its own. */
static int parse_config(FILE *f, const char *path, char *err, size_t errlen)
{
    char *line = NULL;
    size_t cap = 0;
    int lineno = 0, rc = 0;
    nconfig = 0;
    while (getline(&line, &cap, f) >= 0) {
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *l = trim(line);
        if (!*l)
            continue;
        char *eq = strchr(l, '=');
        if (!eq || nconfig == MAX_CONFIG) {
            snprintf(err, errlen, "%s:%d: expected NAME = value, got '%s'",
                     path, lineno, l);
            rc = -EINVAL;
            break;
        }
        *eq = '\0';
        char *name = trim(l), *value = trim(eq + 1);
        if (strncmp(name, "SMA_", 4) && strncmp(name, "SHMEM_", 6)) {
            snprintf(err, errlen,
                     "%s:%d: '%s' is not an SMA_ or SHMEM_ "
                     "variable",
                     path, lineno, name);
            rc = -EINVAL;
            break;
        }
        config[nconfig].name = strdup(name);
        config[nconfig].value = strdup(value);
        nconfig++;
    }
    free(line);
    return rc;
}

static int read_config(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "SMA_CONFIG: cannot read '%s': %s", path,
                 strerror(errno));
        return -EINVAL;
    }
    int rc = parse_config(f, path, err, errlen);
    fclose(f);
    return rc;
}

int shmemi_env_parse_config_buf(const char *buf, size_t len, const char *path,
                                char *err, size_t errlen)
{
    if (len == 0) { /* an empty file; fmemopen wants at least a byte */
        nconfig = 0;
        return 0;
    }
    /* The same stdio reads as a file: NUL bytes, a last line without a
     * newline. */
    FILE *f = fmemopen((void *)buf, len, "r");
    if (!f) {
        snprintf(err, errlen, "%s: fmemopen: %s", path, strerror(errno));
        return -EINVAL;
    }
    int rc = parse_config(f, path, err, errlen);
    fclose(f);
    return rc;
}

void shmemi_env_config_reset(void)
{
    for (int i = 0; i < nconfig; i++) {
        free(config[i].name);
        free(config[i].value);
    }
    nconfig = 0;
}

/* The config file's value for a name (the environment is asked first). */
static const char *from_file(const char *name)
{
    for (int i = 0; i < nconfig; i++)
        if (!strcmp(config[i].name, name))
            return config[i].value;
    return NULL;
}

const char *shmemi_env_config_lookup(const char *name)
{
    return from_file(name);
}

static const char *from_env(const char *name)
{
    return getenv(name);
}

static void set_defaults(struct shmemi_env *env)
{
#define X(NAME, KIND, DEF, HELP)                                               \
    (void)parse_kind(SHMEMI_KIND_##KIND, DEF, &env->NAME); /* unit-tested */
#define S(NAME, KIND, DEF, HELP)                                               \
    (void)parse_kind(SHMEMI_KIND_##KIND, DEF, &env->SHMAP_##NAME);
#include "env.def"
#undef S
#undef X
}

/* One variable from `lookup`, by its first set name of names[0..n). */
static int load_one(int kind, void *out, const char *const *names, int n,
                    const char *(*lookup)(const char *name), char *err,
                    size_t errlen)
{
    for (int i = 0; i < n; i++) {
        const char *v = lookup(names[i]);
        if (!v || !*v) /* set but empty: as if unset */
            continue;
        if (parse_kind(kind, v, out) < 0) {
            snprintf(err, errlen, "%s: bad value '%s' (%s)", names[i], v,
                     kind_hint[kind]);
            return -EINVAL;
        }
        break;
    }
    return 0;
}

/* Apply what `lookup` has for each variable (SHMEM_ wins over SMA_). */
static int load_from(struct shmemi_env *env,
                     const char *(*lookup)(const char *name), char *err,
                     size_t errlen)
{
#define X(NAME, KIND, DEF, HELP)                                               \
    {                                                                          \
        static const char *const n_[] = {"SHMEM_" #NAME, "SMA_" #NAME};        \
        if (load_one(SHMEMI_KIND_##KIND, &env->NAME, n_, 2, lookup, err,       \
                     errlen) < 0)                                              \
            return -EINVAL;                                                    \
    }
#define S(NAME, KIND, DEF, HELP)                                               \
    {                                                                          \
        static const char *const n_[] = {"SHMAP_" #NAME};                      \
        if (load_one(SHMEMI_KIND_##KIND, &env->SHMAP_##NAME, n_, 1, lookup,    \
                     err, errlen) < 0)                                         \
            return -EINVAL;                                                    \
    }
#include "env.def"
#undef S
#undef X
    return 0;
}

int shmemi_env_load(struct shmemi_env *env,
                    const char *(*lookup)(const char *name), char *err,
                    size_t errlen)
{
    set_defaults(env);
    if (lookup)
        return load_from(env, lookup, err, errlen);
    const char *path = getenv("SHMEM_CONFIG");
    if (!path || !*path)
        path = getenv("SMA_CONFIG");
    if (path && *path && read_config(path, err, errlen) < 0)
        return -EINVAL;
    /* The file first, then the environment: any environment setting
     * (SHMEM_ or SMA_) beats the file. */
    if (load_from(env, from_file, err, errlen) < 0)
        return -EINVAL;
    return load_from(env, from_env, err, errlen);
}

static void print_value(FILE *f, int kind, const void *v)
{
    if (kind == SHMEMI_KIND_bool)
        fprintf(f, "%s", *(const bool *)v ? "yes" : "no");
    else if (kind == SHMEMI_KIND_size)
        fprintf(f, "%zu", *(const size_t *)v);
    else
        fprintf(f, "%s", *(const char *const *)v);
}

void shmemi_env_print(const struct shmemi_env *env, void *stream)
{
    FILE *f = stream;
    fprintf(f, "shmap environment (SHMEM_<NAME> wins over SMA_<NAME>; "
               "SHMAP_<NAME> is shmap's own):\n");
#define ROW(SPELLING, NAME, KIND, DEF, HELP)                                   \
    fprintf(f, "  %-26s = ", SPELLING);                                        \
    print_value(f, KIND, &env->NAME);                                          \
    fprintf(f, "  (default %s) %s\n", DEF, HELP);
#define X(NAME, KIND, DEF, HELP)                                               \
    ROW("SMA_" #NAME, NAME, SHMEMI_KIND_##KIND, DEF, HELP)
#define S(NAME, KIND, DEF, HELP)                                               \
    ROW("SHMAP_" #NAME, SHMAP_##NAME, SHMEMI_KIND_##KIND, DEF, HELP)
#include "env.def"
#undef S
#undef X
#undef ROW
}
