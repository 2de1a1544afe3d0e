/* SPDX-License-Identifier: BSD-3-Clause */
/* What a transport other than the mapped one implements (remote.h). */
#ifndef SHMAP_TRANSPORT_H
#define SHMAP_TRANSPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum shmemi_amo_op {
    SHMEMI_AMO_FETCH, /* acquire load */
    SHMEMI_AMO_SET,   /* release store */
    SHMEMI_AMO_SWAP,
    SHMEMI_AMO_CSWAP,
    SHMEMI_AMO_ADD,
    SHMEMI_AMO_AND,
    SHMEMI_AMO_OR,
    SHMEMI_AMO_XOR
};

/* SHMEM_SIGNAL_SET and SHMEM_SIGNAL_ADD. */
enum shmemi_signal_op { SHMEMI_SIGNAL_SET = 0, SHMEMI_SIGNAL_ADD = 1 };

/*
 * A transport other than the mapped one. Offsets are segment-file offsets
 * (xlate.h). Every operation from this PE to one peer is delivered in
 * order with respect to later signals and AMOs to that peer (a signal
 * follows the data it announces); quiet completes everything.
 */
struct shmemi_transport {
    const char *name;
    void (*put)(int pe, uintptr_t off, const void *src, size_t n);
    void (*get)(int pe, uintptr_t off, void *dst, size_t n);
    /* n elements of elem bytes; rst strides the remote side, lst the
     * local side (in elements) */
    void (*iput)(int pe, uintptr_t off, const void *src, ptrdiff_t rst,
                 ptrdiff_t lst, size_t n, size_t elem);
    void (*iget)(int pe, uintptr_t off, void *dst, ptrdiff_t rst, ptrdiff_t lst,
                 size_t n, size_t elem);
    /* size 2, 4 or 8; *out (if out) gets the old value */
    void (*amo)(int pe, uintptr_t off, enum shmemi_amo_op op, size_t size,
                const void *val, const void *cond, void *out);
    void (*signal)(int pe, uintptr_t off, uint64_t value,
                   enum shmemi_signal_op op);
    void (*quiet)(void);
    /* complete everything issued to pe only (shmem_pe_quiet) */
    void (*quiet_pe)(int pe);
    /* shmem_fence: what was issued before is delivered, to each PE,
     * before what is issued after; NULL: quiet is the fence */
    void (*fence)(void);
    /* A batch session (shmem_ctx_session_start with
     * SHMEM_CTX_SESSION_BATCH) begins (on) or the last one ends on this
     * PE: the transport may defer the local completion of blocking puts
     * and non-fetching atomics until the end, copying their sources,
     * never changing what a routine guarantees. NULL: nothing to do. */
    void (*session)(bool on);
};

#endif
