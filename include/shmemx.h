/* SPDX-License-Identifier: BSD-3-Clause */
/* OpenSHMEM header path for the extensions; they live in <mpp/shmemx.h>. */
#include <mpp/shmemx.h>
