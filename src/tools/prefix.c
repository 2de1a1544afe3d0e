/* SPDX-License-Identifier: BSD-3-Clause */
/* Where this installation's libsma is, seen from its tools: oshrun puts
 * it on the PEs' LD_LIBRARY_PATH (as mpirun --prefix does), oshinfo
 * loads its plugins from there. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prefix.h"

void shmap_prefix_sover(const char *version, char *buf, size_t len)
{
    snprintf(buf, len, "%.*s", (int)strcspn(version, "."), version);
}

/* oshcc's "libdir=VALUE" line (scripts/install.sh rewrites it), or "". */
static void oshcc_libdir(const char *bindir, char *buf, size_t len)
{
    char path[PATH_MAX], line[PATH_MAX + 16];
    buf[0] = '\0';
    if ((size_t)snprintf(path, sizeof(path), "%s/oshcc", bindir) >=
        sizeof(path))
        return;
    FILE *f = fopen(path, "r");
    if (!f)
        return;
    while (fgets(line, sizeof(line), f)) {
        if (strncmp(line, "libdir=", 7) == 0) {
            line[strcspn(line, "\n")] = '\0';
            if ((size_t)snprintf(buf, len, "%s", line + 7) >= len)
                buf[0] = '\0';
            break;
        }
    }
    fclose(f);
}

int shmap_prefix_libdir(const char *sover, char *buf, size_t len)
{
    char exe[PATH_MAX], dir[PATH_MAX], lib[PATH_MAX], so[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    if (n <= 0)
        return -1;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return -1;
    *slash = '\0'; /* the tool's directory, PREFIX/bin */
    oshcc_libdir(exe, lib, sizeof(lib));
    int w = lib[0] == '/' ? snprintf(dir, sizeof(dir), "%s", lib)
                          : snprintf(dir, sizeof(dir), "%s/../%s", exe,
                                     lib[0] ? lib : "lib");
    if ((size_t)w >= sizeof(dir) ||
        (size_t)snprintf(so, sizeof(so), "%s/libsma.so.%s", dir, sover) >=
            sizeof(so) ||
        access(so, R_OK) != 0 || !realpath(dir, lib))
        return -1;
    return (size_t)snprintf(buf, len, "%s", lib) < len ? 0 : -1;
}

bool shmap_prefix_system_dir(const char *dir)
{
    static const char *const top[] = {"/lib",       "/usr/lib", "/lib64",
                                      "/usr/lib64", "/lib32",   "/usr/lib32"};
    for (size_t i = 0; i < sizeof(top) / sizeof(top[0]); i++) {
        size_t l = strlen(top[i]);
        if (strncmp(dir, top[i], l) != 0)
            continue;
        const char *rest = dir + l;
        /* itself, or a multiarch one: /usr/lib/x86_64-linux-gnu */
        if (rest[0] == '\0' || (rest[0] == '/' && !strchr(rest + 1, '/') &&
                                strstr(rest, "-linux-")))
            return true;
    }
    return false;
}
