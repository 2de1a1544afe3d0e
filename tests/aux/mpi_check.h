/* SPDX-License-Identifier: BSD-3-Clause */
/* CHECK for the MPI-and-SHMEM programs (mpi_interop.c, mpi_multinit.c):
 * a failed condition prints one FAIL line naming the MPI rank and counts
 * it; the including file defines `int rank` and `int fails`. */
#ifndef SHMAP_TESTS_MPI_CHECK_H
#define SHMAP_TESTS_MPI_CHECK_H

#include <stdio.h>

#define CHECK(c, ...)                                                          \
    do {                                                                       \
        if (!(c)) {                                                            \
            printf("FAIL: rank %d: ", rank);                                   \
            printf(__VA_ARGS__);                                               \
            printf("\n");                                                      \
            fails++;                                                           \
        }                                                                      \
    } while (0)

#endif
