/* SPDX-License-Identifier: BSD-3-Clause */
/* Where this installation's libsma is, seen from its tools (prefix.c). */
#ifndef SHMAP_PREFIX_H
#define SHMAP_PREFIX_H

#include <stdbool.h>
#include <stddef.h>

/*
 * The directory holding this installation's libsma.so.<sover>, as
 * oshcc beside the running tool links it: its libdir= line (which make
 * install writes: relative to the prefix, the tool's directory's parent,
 * or absolute), else PREFIX/lib. 0 and the canonical path in buf; -1
 * when /proc/self/exe cannot be read or the directory has no such file.
 */
int shmap_prefix_libdir(const char *sover, char *buf, size_t len);

/* Is dir one the dynamic loader searches without being told (/lib,
 * /usr/lib, their lib64 and multiarch directories)? */
bool shmap_prefix_system_dir(const char *dir);

/* The soname's number in a version ("1" of "1.1.0") into buf. */
void shmap_prefix_sover(const char *version, char *buf, size_t len);

#endif
