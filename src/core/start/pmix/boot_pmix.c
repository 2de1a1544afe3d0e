/* SPDX-License-Identifier: BSD-3-Clause */
/*
 * libsma_pmix.so: the PMIx client a job started by a PMIx launcher joins
 * through (core/start/pmix_plugin.h). Only names, sizes and small records;
 * everything else is libsma's.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* pmix.h's inline functions: strdup, setenv */
#endif
#include <pmix.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../pmix_plugin.h"

static pmix_proc_t me;
static bool up;

static int failed(char *err, size_t errlen, const char *what, pmix_status_t rc)
{
    snprintf(err, errlen, "%s: %s", what, PMIx_Error_string(rc));
    return -1;
}

/* A job-level value (rank wildcard), or this process's own. */
static pmix_status_t get_value(bool job, const char *key, pmix_value_t **v)
{
    pmix_proc_t p;
    PMIX_PROC_LOAD(&p, me.nspace, job ? PMIX_RANK_WILDCARD : me.rank);
    return PMIx_Get(&p, key, NULL, 0, v);
}

static int get_u32(const char *key, int *out, char *err, size_t errlen)
{
    pmix_value_t *v = NULL;
    pmix_status_t rc = get_value(true, key, &v);
    if (rc != PMIX_SUCCESS)
        return failed(err, errlen, key, rc);
    int ok = v->type == PMIX_UINT32;
    if (ok)
        *out = (int)v->data.uint32;
    PMIX_VALUE_RELEASE(v);
    if (!ok) {
        snprintf(err, errlen, "%s: not a 32-bit count", key);
        return -1;
    }
    return 0;
}

/* The lowest rank in PMIX_LOCAL_PEERS ("3,4,5"). */
static int lowest_local(int *out, char *err, size_t errlen)
{
    pmix_value_t *v = NULL;
    pmix_status_t rc = get_value(true, PMIX_LOCAL_PEERS, &v);
    if (rc != PMIX_SUCCESS)
        return failed(err, errlen, PMIX_LOCAL_PEERS, rc);
    int low = -1;
    if (v->type == PMIX_STRING && v->data.string) {
        for (const char *s = v->data.string; *s;) {
            char *end;
            long r = strtol(s, &end, 10);
            if (end == s)
                break;
            if (low < 0 || r < low)
                low = (int)r;
            s = *end == ',' ? end + 1 : end;
        }
    }
    PMIX_VALUE_RELEASE(v);
    if (low < 0) {
        snprintf(err, errlen, "%s: no ranks", PMIX_LOCAL_PEERS);
        return -1;
    }
    *out = low;
    return 0;
}

static int init(struct shmemi_pmix_job *job, char *err, size_t errlen)
{
    pmix_status_t rc = PMIx_Init(&me, NULL, 0);
    if (rc != PMIX_SUCCESS)
        return failed(err, errlen, "PMIx_Init", rc);
    up = true;
    job->rank = (int)me.rank;
    snprintf(job->nspace, sizeof(job->nspace), "%s", me.nspace);
    if (get_u32(PMIX_JOB_SIZE, &job->npes, err, errlen) < 0 ||
        get_u32(PMIX_LOCAL_SIZE, &job->local_npes, err, errlen) < 0 ||
        lowest_local(&job->leader, err, errlen) < 0)
        return -1;
    return 0;
}

static int put(const char *key, const void *val, size_t len, int local,
               char *err, size_t errlen)
{
    pmix_value_t v;
    PMIX_VALUE_CONSTRUCT(&v);
    v.type = PMIX_BYTE_OBJECT;
    v.data.bo.bytes = (char *)val;
    v.data.bo.size = len;
    pmix_status_t rc = PMIx_Put(local ? PMIX_LOCAL : PMIX_GLOBAL, key, &v);
    if (rc != PMIX_SUCCESS)
        return failed(err, errlen, "PMIx_Put", rc);
    rc = PMIx_Commit();
    return rc == PMIX_SUCCESS ? 0 : failed(err, errlen, "PMIx_Commit", rc);
}

static int fence(char *err, size_t errlen)
{
    pmix_info_t info;
    bool collect = true;
    PMIX_INFO_CONSTRUCT(&info);
    PMIX_INFO_LOAD(&info, PMIX_COLLECT_DATA, &collect, PMIX_BOOL);
    pmix_status_t rc = PMIx_Fence(NULL, 0, &info, 1);
    PMIX_INFO_DESTRUCT(&info);
    return rc == PMIX_SUCCESS ? 0 : failed(err, errlen, "PMIx_Fence", rc);
}

static int get(int rank, const char *key, void *val, size_t len, char *err,
               size_t errlen)
{
    pmix_proc_t p;
    pmix_value_t *v = NULL;
    PMIX_PROC_LOAD(&p, me.nspace, (pmix_rank_t)rank);
    pmix_status_t rc = PMIx_Get(&p, key, NULL, 0, &v);
    if (rc != PMIX_SUCCESS)
        return failed(err, errlen, key, rc);
    int ok = v->type == PMIX_BYTE_OBJECT && v->data.bo.size == len;
    if (ok)
        memcpy(val, v->data.bo.bytes, len);
    PMIX_VALUE_RELEASE(v);
    if (!ok) {
        snprintf(err, errlen, "%s of rank %d: not a %zu-byte record", key, rank,
                 len);
        return -1;
    }
    return 0;
}

static void finalize(void)
{
    if (up)
        PMIx_Finalize(NULL, 0);
    up = false;
}

static const struct shmemi_pmix_plugin plugin = {
    .abi = SHMEMI_PMIX_ABI,
    .init = init,
    .put = put,
    .fence = fence,
    .get = get,
    .finalize = finalize,
};

__attribute__((visibility("default"))) const struct shmemi_pmix_plugin *
shmemi_pmix_plugin(void);
const struct shmemi_pmix_plugin *shmemi_pmix_plugin(void)
{
    return &plugin;
}
