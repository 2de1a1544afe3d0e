/* SPDX-License-Identifier: BSD-3-Clause */
/* Cray's shmemx_*_put_nb / get_nb, their shmemx_ctx_ forms and the older
 * shmem_*_nb with a transfer handle: the data is there after a quiet (or
 * shmem_wait_nb), the handle says done. */
/* shmap-test: npes=1,2,3,4 */
#include <mpp/shmemx.h>
#include <string.h>

#include "testutil.h"

#define N 7
static int me, npes, right, left;

/* Every typed form, checked element by element with a guard after. */
#define DEF_NB(NAME, T)                                                        \
    static T NAME##_dst[N + 1], NAME##_src[N];                                 \
    static void nb_##NAME(void)                                                \
    {                                                                          \
        for (int i = 0; i < N; i++)                                            \
            NAME##_src[i] = (T)(me * 16 + i + 1);                              \
        for (int i = 0; i <= N; i++)                                           \
            NAME##_dst[i] = (T)99;                                             \
        shmem_barrier_all();                                                   \
        shmemx_##NAME##_put_nb(NAME##_dst, NAME##_src, N, right);              \
        shmem_quiet();                                                         \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < N; i++)                                            \
            CHECK(NAME##_dst[i] == (T)(left * 16 + i + 1),                     \
                  "shmemx_" #NAME "_put_nb: element %d", i);                   \
        CHECK(NAME##_dst[N] == (T)99, "shmemx_" #NAME "_put_nb wrote past "    \
                                      "the end");                              \
        T got[N];                                                              \
        shmemx_##NAME##_get_nb(got, NAME##_src, N, right);                     \
        shmem_quiet();                                                         \
        for (int i = 0; i < N; i++)                                            \
            CHECK(got[i] == (T)(right * 16 + i + 1),                           \
                  "shmemx_" #NAME "_get_nb: element %d", i);                   \
        shmem_barrier_all();                                                   \
        /* the context form, and Cray SHMEM's handle form, to the left */      \
        shmemx_ctx_##NAME##_put_nb(SHMEM_CTX_DEFAULT, NAME##_dst, NAME##_src,  \
                                   2, left);                                   \
        void *h = (void *)&h;                                                  \
        shmem_##NAME##_put_nb(NAME##_dst + 2, NAME##_src + 2, 2, left, &h);    \
        shmem_wait_nb(h);                                                      \
        CHECK(h == NULL && shmem_test_nb(h) == 1,                              \
              "shmem_" #NAME "_put_nb: the handle does not say done");         \
        shmem_ctx_quiet(SHMEM_CTX_DEFAULT);                                    \
        shmem_barrier_all();                                                   \
        for (int i = 0; i < 4; i++)                                            \
            CHECK(NAME##_dst[i] == (T)(right * 16 + i + 1),                    \
                  "ctx/handle put_nb of " #NAME ": element %d", i);            \
        shmemx_ctx_##NAME##_get_nb(SHMEM_CTX_DEFAULT, got, NAME##_src, 1,      \
                                   left);                                      \
        shmem_##NAME##_get_nb(got + 1, NAME##_src + 1, 1, left, NULL);         \
        shmem_quiet();                                                         \
        CHECK(got[0] == (T)(left * 16 + 1) && got[1] == (T)(left * 16 + 2),    \
              "ctx/handle get_nb of " #NAME);                                  \
        shmem_barrier_all();                                                   \
    }
SHMEMI_RMA_TYPES(DEF_NB)

static unsigned char bytes_dst[64], bytes_src[64];

static void nb_sized(void)
{
    for (int i = 0; i < 64; i++)
        bytes_src[i] = (unsigned char)(me + i);
    memset(bytes_dst, 0xee, sizeof(bytes_dst));
    shmem_barrier_all();
    shmemx_put32_nb(bytes_dst, bytes_src, 3, right); /* 12 bytes */
    shmemx_putmem_nb(bytes_dst + 16, bytes_src, 5, right);
    shmemx_put128_nb(bytes_dst + 32, bytes_src, 1, right); /* 16 bytes */
    shmem_quiet();
    shmem_barrier_all();
    for (int i = 0; i < 12; i++)
        CHECK(bytes_dst[i] == (unsigned char)(left + i), "shmemx_put32_nb");
    CHECK(bytes_dst[12] == 0xee, "shmemx_put32_nb wrote past 3 elements");
    for (int i = 0; i < 5; i++)
        CHECK(bytes_dst[16 + i] == (unsigned char)(left + i),
              "shmemx_putmem_nb");
    CHECK(bytes_dst[21] == 0xee, "shmemx_putmem_nb wrote past 5 bytes");
    CHECK(bytes_dst[47] == (unsigned char)(left + 15) && bytes_dst[48] == 0xee,
          "shmemx_put128_nb");
    unsigned char got[16];
    shmemx_get64_nb(got, bytes_src, 2, right);
    shmemx_getmem_nb(got + 8, bytes_src + 8, 3, right);
    shmem_quiet();
    CHECK(got[0] == (unsigned char)right &&
              got[10] == (unsigned char)(right + 10),
          "shmemx_get64_nb / shmemx_getmem_nb");
    shmem_barrier_all();
    /* sized and mem, context and handle forms */
    memset(bytes_dst, 0xee, sizeof(bytes_dst));
    shmem_barrier_all();
    void *h1 = &h1, *h2 = &h2;
    shmemx_ctx_put16_nb(SHMEM_CTX_DEFAULT, bytes_dst, bytes_src, 2, right);
    shmem_put64_nb(bytes_dst + 8, bytes_src, 1, right, &h1);
    shmem_putmem_nb(bytes_dst + 24, bytes_src, 3, right, &h2);
    shmemx_ctx_putmem_nb(SHMEM_CTX_DEFAULT, bytes_dst + 40, bytes_src, 1, right);
    shmem_wait_nb(h1);
    shmem_wait_nb(h2);
    shmem_quiet();
    shmem_barrier_all();
    CHECK(h1 == NULL && h2 == NULL, "shmem_put64_nb / putmem_nb handles");
    CHECK(bytes_dst[3] == (unsigned char)(left + 3) && bytes_dst[4] == 0xee,
          "shmemx_ctx_put16_nb");
    CHECK(bytes_dst[15] == (unsigned char)(left + 7) && bytes_dst[16] == 0xee,
          "shmem_put64_nb");
    CHECK(bytes_dst[26] == (unsigned char)(left + 2) && bytes_dst[27] == 0xee,
          "shmem_putmem_nb");
    CHECK(bytes_dst[40] == (unsigned char)left && bytes_dst[41] == 0xee,
          "shmemx_ctx_putmem_nb");
    shmem_get32_nb(got, bytes_src, 1, right, NULL);
    shmemx_ctx_getmem_nb(SHMEM_CTX_DEFAULT, got + 4, bytes_src + 4, 2, right);
    shmem_getmem_nb(got + 6, bytes_src + 6, 1, right, &h1);
    shmem_quiet();
    CHECK(got[3] == (unsigned char)(right + 3) &&
              got[5] == (unsigned char)(right + 5) &&
              got[6] == (unsigned char)(right + 6) && shmem_test_nb(h1),
          "shmem_get32_nb / shmemx_ctx_getmem_nb / shmem_getmem_nb");
    shmem_barrier_all();
}

#define CALL(NAME, T) nb_##NAME();
int main(void)
{
    test_init(&me, &npes, &left, &right);
    SHMEMI_RMA_TYPES(CALL)
    nb_sized();
    return test_exit();
}
