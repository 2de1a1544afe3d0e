/* SPDX-License-Identifier: BSD-3-Clause */
/* SGI/Cray atomic names: shmem_TYPE_swap/cswap/fadd/finc/add/inc/fetch/set. */
#include "../src/core/amo.h"
#include <mpp/shmem.h>

#define DEF_LEGACY_EXT(NAME, T)                                                \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_swap, T, SHMEMI_AMO_SWAP)           \
    SHMEMI_AMO_GEN_FETCH(shmem_##NAME##_fetch, T)                              \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_set, T, SHMEMI_AMO_SET)
#define DEF_LEGACY(NAME, T)                                                    \
    DEF_LEGACY_EXT(NAME, T)                                                    \
    SHMEMI_AMO_GEN_CSWAP(shmem_##NAME##_cswap, T)                              \
    SHMEMI_AMO_GEN_FETCH_OP(shmem_##NAME##_fadd, T, SHMEMI_AMO_ADD)            \
    SHMEMI_AMO_GEN_FINC(shmem_##NAME##_finc, T)                                \
    SHMEMI_AMO_GEN_UPDATE(shmem_##NAME##_add, T, SHMEMI_AMO_ADD)               \
    SHMEMI_AMO_GEN_INC(shmem_##NAME##_inc, T)

SHMEMI_AMO_LEGACY_TYPES(DEF_LEGACY)
SHMEMI_AMO_EXT_ONLY_TYPES(DEF_LEGACY_EXT)
SHMEMI_AMO_GEN_FETCH_OP(shmem_swap, long, SHMEMI_AMO_SWAP)
