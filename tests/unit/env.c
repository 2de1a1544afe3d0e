/* SPDX-License-Identifier: BSD-3-Clause */
/* cmocka unit tests of the environment table and its parsers (env.c). */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "env.h"

static void sizes(void **state)
{
    (void)state;
    size_t v;
    struct {
        const char *in;
        size_t out;
    } ok[] = {
        {"0", 0},
        {"4096", 4096},
        {"1K", 1024},
        {"1k", 1024},
        {"512M", 512UL << 20},
        {"512MB", 512UL << 20},
        {"512MiB", 512UL << 20},
        {"2G", 2UL << 30},
        {"3T", 3UL << 40},
        {" 8M ", 8UL << 20},
        {"100B", 100},
        /* OpenSHMEM 1.5: a fraction, rounded up to whole bytes, and
         * anything after the one multiplier ignored. */
        {"1.5G", 3UL << 29},
        {"3.1M", 3250586},
        {".5m", 512UL << 10},
        {"0.5m", 512UL << 10},
        {"2.25K", 2304},
        {"1.1K", 1127},
        {"1.5", 2},
        {"1.", 1},
        {"0.000000000000000000000000001T", 1},
        {"20kk", 20UL << 10},
        {"1GG", 1UL << 30},
        {"4611686018427387904", 1UL << 62},
        {"4194304T", 1UL << 62},
    };
    for (size_t i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
        assert_int_equal(shmemi_parse_size(ok[i].in, &v), 0);
        assert_int_equal(v, ok[i].out);
    }
    const char *bad[] = {"",
                         "M",
                         "-1",
                         "-1.5G",
                         "1.5.5",
                         ".",
                         ".K",
                         "1e3",
                         "12Q",
                         "abc",
                         "lots",
                         "0x10",
                         "99999999999999999999",
                         "4611686018427387905",
                         "4194304.1T",
                         "5000000T"};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
        assert_int_equal(shmemi_parse_size(bad[i], &v), -EINVAL);
}

static void booleans(void **state)
{
    (void)state;
    bool b;
    const char *yes[] = {"1", "y", "Y", "yes", "YES", "on", "true", "True"};
    const char *no[] = {"0", "n", "no", "off", "false", "FALSE"};
    const char *bad[] = {"", "2", "maybe", "ja", "yess", "-1"};
    for (size_t i = 0; i < sizeof(yes) / sizeof(yes[0]); i++) {
        assert_int_equal(shmemi_parse_bool(yes[i], &b), 0);
        assert_true(b);
    }
    for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++) {
        assert_int_equal(shmemi_parse_bool(no[i], &b), 0);
        assert_false(b);
    }
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
        assert_int_equal(shmemi_parse_bool(bad[i], &b), -EINVAL);
}

/* A fake environment for shmemi_env_load. */
static const char *const *fake_env;
static const char *lookup(const char *name)
{
    for (const char *const *p = fake_env; p && *p; p += 2)
        if (!strcmp(p[0], name))
            return p[1];
    return NULL;
}

static void defaults(void **state)
{
    (void)state;
    struct shmemi_env e;
    char err[256] = "";
    fake_env = NULL;
    assert_int_equal(shmemi_env_load(&e, lookup, err, sizeof(err)), 0);
    assert_int_equal(e.SYMMETRIC_SIZE, 1UL << 30);
    assert_false(e.DEBUG);
    assert_false(e.INFO);
    assert_false(e.VERSION);
}

static void shmem_prefix_wins(void **state)
{
    (void)state;
    struct shmemi_env e;
    char err[256] = "";
    static const char *const env1[] = {"SMA_SYMMETRIC_SIZE",
                                       "64M",
                                       "SHMEM_SYMMETRIC_SIZE",
                                       "2M",
                                       "SMA_DEBUG",
                                       "on",
                                       NULL};
    fake_env = env1;
    assert_int_equal(shmemi_env_load(&e, lookup, err, sizeof(err)), 0);
    assert_int_equal(e.SYMMETRIC_SIZE, 2UL << 20);
    assert_true(e.DEBUG);
    /* An empty value counts as unset: SMA_ then applies. */
    static const char *const env2[] = {"SHMEM_SYMMETRIC_SIZE", "",
                                       "SMA_SYMMETRIC_SIZE", "8M", NULL};
    fake_env = env2;
    assert_int_equal(shmemi_env_load(&e, lookup, err, sizeof(err)), 0);
    assert_int_equal(e.SYMMETRIC_SIZE, 8UL << 20);
}

static void bad_value_names_variable(void **state)
{
    (void)state;
    struct shmemi_env e;
    char err[256] = "";
    static const char *const env[] = {"SMA_INFO", "perhaps", NULL};
    fake_env = env;
    assert_int_equal(shmemi_env_load(&e, lookup, err, sizeof(err)), -EINVAL);
    assert_non_null(strstr(err, "SMA_INFO: bad value 'perhaps'"));
    /* The winning SHMEM_ value is the one checked. */
    static const char *const env2[] = {"SHMEM_SYMMETRIC_SIZE", "1X",
                                       "SMA_SYMMETRIC_SIZE", "1M", NULL};
    fake_env = env2;
    assert_int_equal(shmemi_env_load(&e, lookup, err, sizeof(err)), -EINVAL);
    assert_non_null(strstr(err, "SHMEM_SYMMETRIC_SIZE: bad value '1X'"));
}

/* The SMA_CONFIG parser, over a buffer as the fuzzer drives it. */
static void config_file(void **state)
{
    (void)state;
    struct shmemi_env e;
    char err[256] = "";
    static const char ok[] = "# a comment\n"
                             "\n"
                             "SHMEM_BCAST_ALGORITHM = tree\n"
                             "  SMA_SYMMETRIC_SIZE=64MiB   # trailing\n"
                             "SMA_DEBUG = yes";
    assert_int_equal(shmemi_env_parse_config_buf(ok, sizeof(ok) - 1, "cfg",
                                                 err, sizeof(err)),
                     0);
    assert_int_equal(shmemi_env_load(&e, shmemi_env_config_lookup, err,
                                     sizeof(err)),
                     0);
    assert_string_equal(e.BCAST_ALGORITHM, "tree");
    assert_int_equal(e.SYMMETRIC_SIZE, 64UL << 20);
    assert_true(e.DEBUG);
    shmemi_env_config_reset();
    assert_null(shmemi_env_config_lookup("SMA_DEBUG"));

    static const char noeq[] = "SMA_DEBUG = yes\nSMA_INFO\n";
    assert_int_equal(shmemi_env_parse_config_buf(noeq, sizeof(noeq) - 1,
                                                 "cfg", err, sizeof(err)),
                     -EINVAL);
    assert_non_null(strstr(err, "cfg:2: expected NAME = value, got 'SMA_INFO'"));
    shmemi_env_config_reset();
    static const char other[] = "PATH = /bin\n";
    assert_int_equal(shmemi_env_parse_config_buf(other, sizeof(other) - 1,
                                                 "cfg", err, sizeof(err)),
                     -EINVAL);
    assert_non_null(strstr(err, "cfg:1: 'PATH' is not an SMA_ or SHMEM_"));
    shmemi_env_config_reset();
    /* A bad value in the file is named when it is applied. */
    static const char bad[] = "SMA_SYMMETRIC_SIZE = 12Q\n";
    assert_int_equal(shmemi_env_parse_config_buf(bad, sizeof(bad) - 1, "cfg",
                                                 err, sizeof(err)),
                     0);
    assert_int_equal(shmemi_env_load(&e, shmemi_env_config_lookup, err,
                                     sizeof(err)),
                     -EINVAL);
    assert_non_null(strstr(err, "SMA_SYMMETRIC_SIZE: bad value '12Q'"));
    shmemi_env_config_reset();
    /* Long lines are whole lines: a comment's tail is still comment, a
     * long value is one value (both once read in 511-byte pieces). */
    char longer[1600];
    snprintf(longer, sizeof(longer),
             "# %0600d SMA_DEBUG = yes\nSMA_BIND = %0700d\n", 0, 0);
    assert_int_equal(shmemi_env_parse_config_buf(longer, strlen(longer),
                                                 "cfg", err, sizeof(err)),
                     0);
    assert_null(shmemi_env_config_lookup("SMA_DEBUG"));
    assert_non_null(shmemi_env_config_lookup("SMA_BIND"));
    assert_int_equal(strlen(shmemi_env_config_lookup("SMA_BIND")), 700);
    shmemi_env_config_reset();
    assert_int_equal(shmemi_env_parse_config_buf("", 0, "cfg", err,
                                                 sizeof(err)),
                     0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sizes),
        cmocka_unit_test(booleans),
        cmocka_unit_test(defaults),
        cmocka_unit_test(shmem_prefix_wins),
        cmocka_unit_test(bad_value_names_variable),
        cmocka_unit_test(config_file),
    };
    return cmocka_run_group_tests_name("env", tests, NULL, NULL);
}
