/* SPDX-License-Identifier: BSD-3-Clause */
/* Report files shared by tracing and statistics: "%p" is the PE number. */
#ifndef SHMAP_REPORT_H
#define SHMAP_REPORT_H

/* Open the file named by pattern ("%p" replaced by this PE's number,
 * "%%" by "%") to append; the descriptor or -errno. */
int shmemi_report_open(const char *pattern);

#endif
