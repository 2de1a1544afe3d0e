/* SPDX-License-Identifier: BSD-3-Clause */
/* sma1/globalexit: SGI's globalexit(0) from PE 0 while every other PE
 * waits for a flag nobody sets: the whole job must end, with status 0
 * (global_exit_body.h, shared with global_exit.c). */
#define SMA1_NAME "globalexit"
#define SMA1_EXIT globalexit
#include "global_exit_body.h"
