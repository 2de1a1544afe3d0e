#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The header and the library agree: every routine <mpp/shmem.h> declares is
# exported by libsma.so, and libsma.so exports nothing else. The names come
# from the preprocessor over the type tables, as every other list does.
set -u
cc=${CC:-cc}
declared=$($cc -E -P -DSHMAP_BUILD -Iinclude include/mpp/shmem.h | sed "s/__attribute__((__noreturn__)) //g" |
    grep -o 'visibility("default"))) [^(]*(' |
    sed -E 's/.*[ *]([A-Za-z_][A-Za-z0-9_]*)\($/\1/' | sort -u)
exported=$(nm -D --defined-only build/lib/libsma.so | awk '$2 ~ /^[TW]$/ {print $3}' | sort -u)
fails=0
missing=$(comm -23 <(echo "$declared") <(echo "$exported"))
extra=$(comm -13 <(echo "$declared") <(echo "$exported"))
[ -z "$missing" ] || { echo "FAIL: declared but not exported:"; echo "$missing" | sed 's/^/    /'; fails=1; }
[ -z "$extra" ] || { echo "FAIL: exported but not declared:"; echo "$extra" | sed 's/^/    /'; fails=1; }
n=$(echo "$declared" | wc -l)
[ "$n" -gt 400 ] || { echo "FAIL: only $n names declared: the extraction is broken"; fails=1; }
# Static archive: the same names, so -lsma links statically too.
static=$(nm --defined-only build/lib/libsma.a 2>/dev/null | awk '$2 ~ /^[TW]$/ {print $3}' | sort -u)
missing_a=$(comm -23 <(echo "$declared") <(echo "$static"))
[ -z "$missing_a" ] || { echo "FAIL: declared but not in libsma.a:"; echo "$missing_a" | sed 's/^/    /'; fails=1; }
echo "$n routines declared and exported"
exit $fails
