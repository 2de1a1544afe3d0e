/* SPDX-License-Identifier: BSD-3-Clause */
/* Report files of tracing and statistics, named per PE with "%p". */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "report.h"
#include "shmemi.h"

int shmemi_report_open(const char *pattern)
{
    char path[4096];
    size_t n = 0;
    for (const char *s = pattern; *s && n < sizeof(path) - 16; s++) {
        if (s[0] == '%' && s[1] == 'p') {
            n += (size_t)snprintf(path + n, sizeof(path) - n, "%d", shmemi.me);
            s++;
        } else if (s[0] == '%' && s[1] == '%') {
            path[n++] = '%';
            s++;
        } else {
            path[n++] = *s;
        }
    }
    path[n] = 0;
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    return fd < 0 ? -errno : fd;
}
