#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The ABI matrix: an OpenSHMEM 1.4 program (tests/aux/abi_prog.c) compiled
# and linked by Debian's Open MPI oshcc, against its header and library,
# runs on shmap with only LD_PRELOAD=libsma.so under shmap's oshrun: RMA,
# AMOs, locks, waits, contexts through its SHMEM_CTX_DEFAULT, collectives
# with its pSync sizes, the heap. Skipped (with a SKIP line) where Open MPI
# is not installed.
source "$(dirname "$0")/common.bash"
LIB=$PWD/build/lib/libsma.so

OSHCC=$(command -v oshcc || true)
if [ -z "$OSHCC" ] || ! "$OSHCC" --showme 2>/dev/null | grep -q -- '-loshmem'; then
    echo "SKIP: Open MPI's OpenSHMEM (oshcc from libopenmpi-dev) is not installed"
    exit 77
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
if ! "$OSHCC" -O2 -Werror=implicit-function-declaration -o "$tmp/abi" tests/aux/abi_prog.c 2>"$tmp/err"; then
    fail "Open MPI's oshcc could not build tests/aux/abi_prog.c:"; head -5 "$tmp/err"
    exit 1
fi
# Every SHMEM name the binary takes from outside must be libsma's, or the
# call would land in Open MPI's uninitialised library.
need=$(nm -D --undefined-only "$tmp/abi" | awk '{print $2}' | grep -E '^(p?shmem|oshmem|shmemx)_' | sort -u)
have=$(nm -D --defined-only "$LIB" | awk '{print $3}' | sed 's/@.*//' | sort -u)
copy=$(nm -D "$tmp/abi" | awk '$2 ~ /^[BD]$/ {print $3}' | grep -E '^(oshmem|shmem)_' || true)
missing=$(comm -23 <(printf '%s\n' $need $copy | sort -u) <(echo "$have"))
[ -z "$missing" ] && ok "libsma defines every SHMEM name the Open MPI build needs" ||
    fail "names the Open MPI build needs and libsma lacks: $(echo $missing)"
# Sanity: without the preload the program reaches Open MPI's library,
# which cannot run a 2-PE job under shmap's oshrun (each process is a
# singleton or crashes), so the preload below is what works.
out=$(timeout -k 2 15 "$R" -np 2 "$tmp/abi" 2>&1)
grep -q "abi_prog: 2 PEs ok" <<<"$out" && fail "without LD_PRELOAD the Open MPI build ran under shmap's oshrun: the matrix proves nothing"
for n in 1 2 4; do
    out=$(LD_PRELOAD=$LIB timeout -k 2 60 "$R" -np $n "$tmp/abi" 2>&1)
    rc=$?
    if [ $rc = 0 ] && grep -q "abi_prog: $n PEs ok" <<<"$out"; then
        ok "Open MPI build under LD_PRELOAD, $n PEs"
    else
        fail "Open MPI build under LD_PRELOAD, $n PEs: exit $rc"; head -5 <<<"$out"
    fi
done
echo "SKIP: a Fortran program built by Open MPI's oshfort (Debian's Open MPI has no OpenSHMEM Fortran binding)"
finish
