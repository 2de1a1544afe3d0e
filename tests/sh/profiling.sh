#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The OpenSHMEM profiling interface: a tool (tests/aux/prof_tool.c) that
# defines shmem_long_put, shmem_barrier_all, shmem_long_sum_reduce, the
# Fortran shmem_integer_put_ and shmem_pcontrol, and forwards them to the
# pshmem_ names, counts exactly the program's calls: preloaded, linked
# ahead of libsma, and linked statically with libsma.a (whose shmem_
# names are weak). The program is built with SHMAP_NO_INLINE, as a
# profiled build must be (inlined puts never reach a tool).
source "$(dirname "$0")/common.bash"
CFLAGS="-O2 -Werror=implicit-function-declaration -DSHMAP_NO_INLINE -I$B/include"
cc $CFLAGS -fPIC -shared -o "$tmp/libprof.so" tests/aux/prof_tool.c -L$B/lib -Wl,-rpath,"$PWD/$B/lib" -lsma ||
    { fail "cannot build the tool"; exit 1; }
cc $CFLAGS -o "$tmp/prog" tests/aux/prof_prog.c -L$B/lib -Wl,-rpath,"$PWD/$B/lib" -lsma ||
    { fail "cannot build the program"; exit 1; }
cc $CFLAGS -o "$tmp/prog_linked" tests/aux/prof_prog.c -L"$tmp" -Wl,-rpath,"$tmp" -lprof \
    -L$B/lib -Wl,-rpath,"$PWD/$B/lib" -lsma || { fail "cannot link the program with the tool"; exit 1; }
cc $CFLAGS -no-pie -o "$tmp/prog_static" tests/aux/prof_prog.c tests/aux/prof_tool.c $B/lib/libsma.a ||
    fail "the tool's shmem_ definitions clash with libsma.a's in a static link"

check() { # what, np, command...
    local what=$1 np=$2 out f0=$fails
    shift 2
    out=$(timeout -k 2 30 "$@" 2>&1)
    local rc=$?
    [ $rc = 0 ] || { fail "$what: exit $rc"; head -5 <<<"$out"; return; }
    for pe in $(seq 0 $((np - 1))); do
        # the program's own 3 barriers: the library's internal ones do
        # not go through the shmem_ names
        grep -q "^prof: PE $pe: put=5 barrier=3 reduce=1 fput=2 pcontrol=1 level=2$" <<<"$out" ||
            { fail "$what, PE $pe: counts are wrong:"; grep "prof: PE $pe" <<<"$out" | head -2; }
    done
    [ $fails = "$f0" ] && ok "$what, $np PEs"
}
for np in 1 3; do
    check "tool preloaded" $np env LD_PRELOAD="$tmp/libprof.so" "$R" -np $np "$tmp/prog"
    check "tool linked ahead of libsma" $np "$R" -np $np "$tmp/prog_linked"
    [ -x "$tmp/prog_static" ] && check "tool and libsma.a linked statically" $np "$R" -np $np "$tmp/prog_static"
done
# Without the tool nothing is counted and the program still works.
out=$(timeout 30 "$R" -np 2 "$tmp/prog" 2>&1) || fail "the program alone: $out"
grep -q "^prof:" <<<"$out" && fail "counts printed without the tool"
# Every pshmem_ name in <pshmem.h> is exported, and the shmem_ names are weak.
have=$(nm -D --defined-only $B/lib/libsma.so | awk '{print $3}' | sed 's/@.*//' | sort -u)
want=$(grep -oE '\bpshmemx?_[a-z0-9_]*\(' $B/include/pshmem.h | tr -d '(' | sort -u)
missing=$(comm -23 <(echo "$want") <(echo "$have"))
[ -z "$missing" ] || fail "declared in pshmem.h, not exported: $(echo $missing | head -c 300)"
strong=$(nm -D --defined-only $B/lib/libsma.so | awk '$2 == "T" && $3 ~ /^shmem_/' | head -3)
[ -z "$strong" ] || fail "shmem_ names that are not weak: $strong"
[ $fails = 0 ] && ok "profiling: $(wc -l <<<"$want") pshmem_ routines declared and exported; tools count exactly"
finish
