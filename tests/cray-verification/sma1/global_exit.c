/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/global_exit: shmem_global_exit(0) from PE 0 while every other PE
 * waits for a flag nobody sets: the whole job must end, with status 0
 * (global_exit_body.h, shared with globalexit.c). */
#define SMA1_NAME "global_exit"
#define SMA1_EXIT shmem_global_exit
#include "global_exit_body.h"
