/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM header path; the declarations live in <mpp/shmem.h>. */
#include <mpp/shmem.h>
