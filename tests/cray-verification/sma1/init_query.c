/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/init_query: start_pes and every PE query (_my_pe, _num_pes, my_pe,
 * num_pes, shmem_my_pe, shmem_n_pes), shmem_pe_accessible,
 * shmem_addr_accessible, shmem_ptr, shmem_info_get_version/_name. */
#include <mpp/shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SMA1_NAME "init_query"
#include "sma1.h"

static int me, npes, errors;
static long sym_data = 1;  /* .data */
static long sym_bss[4];    /* .bss */

int main(void)
{
    int pe, major = -1, minor = -1;
    char name[SHMEM_MAX_NAME_LEN];
    long *heap, *priv;
    long stackvar = 0;

    sma1_start_pes(&me, &npes);
    FAILIF(npes < 1 || me < 0 || me >= npes, "_my_pe %d, _num_pes %d", me,
           npes);
    FAILIF(my_pe() != me, "my_pe() = %d, _my_pe() = %d", my_pe(), me);
    FAILIF(num_pes() != npes, "num_pes() = %d, want %d", num_pes(), npes);
    FAILIF(shmem_my_pe() != me, "shmem_my_pe() = %d, want %d", shmem_my_pe(),
           me);
    FAILIF(shmem_n_pes() != npes, "shmem_n_pes() = %d, want %d",
           shmem_n_pes(), npes);

    heap = shmem_malloc(8 * sizeof(long));
    priv = malloc(8 * sizeof(long));
    for (pe = 0; pe < npes; pe++) {
        FAILIF(shmem_pe_accessible(pe) != 1, "shmem_pe_accessible(%d) = %d",
               pe, shmem_pe_accessible(pe));
        FAILIF(shmem_addr_accessible(&sym_data, pe) != 1,
               "shmem_addr_accessible(.data, %d) = 0", pe);
        FAILIF(shmem_addr_accessible(&sym_bss[3], pe) != 1,
               "shmem_addr_accessible(.bss, %d) = 0", pe);
        FAILIF(shmem_addr_accessible(heap, pe) != 1,
               "shmem_addr_accessible(heap, %d) = 0", pe);
        FAILIF(shmem_addr_accessible(priv, pe) != 0,
               "shmem_addr_accessible(malloc'd, %d) = 1", pe);
        FAILIF(shmem_addr_accessible(&stackvar, pe) != 0,
               "shmem_addr_accessible(stack, %d) = 1", pe);
    }
    FAILIF(shmem_pe_accessible(-1) != 0, "shmem_pe_accessible(-1) = 1");
    FAILIF(shmem_pe_accessible(npes) != 0, "shmem_pe_accessible(%d) = 1",
           npes);

    /* shmem_ptr: NULL is allowed; a pointer must reach the PE's copy. */
    sym_bss[0] = 100 + me;
    shmem_barrier_all();
    for (pe = 0; pe < npes; pe++) {
        long *p = shmem_ptr(&sym_bss[0], pe);
        FAILIF(pe == me && p != NULL && p != &sym_bss[0],
               "shmem_ptr(own PE) = %p, not the local address %p", (void *)p,
               (void *)&sym_bss[0]);
        FAILIF(p != NULL && *p != 100 + pe, "shmem_ptr(.bss, %d) reads %ld, "
               "want %d", pe, *p, 100 + pe);
        p = shmem_ptr(heap, pe);
        if (p != NULL && pe == (me + 1) % npes)
            p[1] = 1000 + me; /* store into the right-hand PE's heap */
        /* (shmem_ptr of a non-symmetric address is undefined: Open MPI
         * aborts, so it is not asked here.) */
    }
    shmem_barrier_all();
    if (shmem_ptr(heap, (me + npes - 1) % npes) != NULL)
        FAILIF(heap[1] != 1000 + (me + npes - 1) % npes,
               "store through shmem_ptr: heap[1] = %ld, want %d", heap[1],
               1000 + (me + npes - 1) % npes);

    shmem_info_get_version(&major, &minor);
    FAILIF(major != SHMEM_MAJOR_VERSION || minor != SHMEM_MINOR_VERSION,
           "shmem_info_get_version = %d.%d, header says %d.%d", major, minor,
           SHMEM_MAJOR_VERSION, SHMEM_MINOR_VERSION);
    FAILIF(major < 1 || (major == 1 && minor < 4), "version %d.%d < 1.4",
           major, minor);
    memset(name, 'x', sizeof name);
    shmem_info_get_name(name);
    FAILIF(memchr(name, '\0', sizeof name) == NULL || name[0] == '\0',
           "shmem_info_get_name: empty or not terminated within "
           "SHMEM_MAX_NAME_LEN");
    FAILIF(strncmp(name, SHMEM_VENDOR_STRING, sizeof name) != 0,
           "shmem_info_get_name = \"%.*s\", SHMEM_VENDOR_STRING = \"%s\"",
           (int)sizeof name, name, SHMEM_VENDOR_STRING);

    shmem_barrier_all();
    free(priv);
    shmem_free(heap);
    if (errors) {
        printf("FAIL: init_query PE %d: %d errors\n", me, errors);
        return 1;
    }
    if (me == 0)
        printf("init_query: passed on %d PEs (%s %d.%d)\n", npes, name, major,
               minor);
    return 0;
}
