#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Races under SHMEM_THREAD_MULTIPLE: the threaded tests run under
# valgrind's helgrind (ThreadSanitizer cannot run shmap: its shadow memory
# claims the address range of the symmetric segment), every PE must end
# with "ERROR SUMMARY: 0 errors". Built with SHMAP_NO_INLINE so every call
# goes through the library. SKIP without valgrind.
source "$(dirname "$0")/common.bash"
if ! command -v valgrind >/dev/null; then
    echo "SKIP: valgrind is not installed (apt-get install valgrind)"
    exit 77
fi
for t in shmem_threads ctor_threads; do
    SHMAP_CC=cc $B/bin/oshcc -std=c11 -O1 -g -Werror=implicit-function-declaration -DSHMAP_NO_INLINE -Itests/api \
        -o "$tmp/$t" tests/api/$t.c || { fail "cannot build $t"; continue; }
    for np in 1 2 4; do
        out=$(SMA_SYMMETRIC_SIZE=16M timeout -k 2 300 "$R" -np $np \
            valgrind --tool=helgrind --error-exitcode=9 "$tmp/$t" 2>&1)
        rc=$?
        clean=$(grep -c "ERROR SUMMARY: 0 errors" <<<"$out")
        if [ $rc = 0 ] && [ "$clean" = $np ]; then
            ok "$t under helgrind, $np PEs: no races"
        else
            fail "$t under helgrind, $np PEs: exit $rc, $clean of $np PEs clean"
            grep -m2 -A12 "Possible data race\|lock order" <<<"$out" | head -30
        fi
    done
done
finish
