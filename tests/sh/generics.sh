#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The C11 generic names and the SGI routines of the same names:
#  - tests/aux/sgi_names.c, SGI-shaped calls of shmem_put/get/iput/iget
#    (long * and void *), shmem_swap, shmem_wait_until, the 8-argument
#    shmem_broadcast and the 4-argument shmem_sync, built as C99 (plain
#    functions), C11 (generic macros), C11 with SHMEM_NO_GENERICS and C++:
#    all pass and print the same line at 2 and 3 PEs;
#  - a wrong type or argument count is a compile error, not a retype;
#  - the generics cost nothing: a generic call compiles to the same code
#    as the typed call.
source "$(dirname "$0")/common.bash"
CC_=$B/bin/oshcc

ref=
for mode in "c99" "c11" "c11 -DSHMEM_NO_GENERICS" "gnu17"; do
    std=${mode%% *} extra=${mode#"$std"}
    # shellcheck disable=SC2086
    $CC_ -std=$std $extra -Wall -Wextra -Werror -Werror=implicit-function-declaration -O2 -o "$tmp/sgi" tests/aux/sgi_names.c 2>"$tmp/err" ||
        { fail "sgi_names.c does not build as $mode:"; head -5 "$tmp/err"; continue; }
    for n in 2 3; do
        out=$(timeout 30 $R -np $n "$tmp/sgi" 2>&1) || { fail "sgi_names ($mode) np=$n: $out"; continue; }
        [ $n = 2 ] && { [ -z "$ref" ] && ref=$out; [ "$out" = "$ref" ] || fail "$mode prints '$out', C99 printed '$ref'"; }
    done
    ok "SGI-shaped calls as $mode: $out"
done
if command -v c++ >/dev/null; then
    build/bin/oshCC -x c++ -std=c++17 -Wall -Wextra -Werror -O2 -o "$tmp/sgixx" tests/aux/sgi_names.c 2>"$tmp/err" ||
        { fail "sgi_names.c does not build as C++:"; head -5 "$tmp/err"; }
    out=$(timeout 30 $R -np 2 "$tmp/sgixx" 2>&1) && [ "$out" = "$ref" ] && ok "SGI-shaped calls as C++ (overloads)" ||
        fail "sgi_names as C++: $out"
fi

# Wrong types and argument counts do not compile. (Without
# -Werror=implicit-function-declaration: a generic name that is missing
# must compile, as an implicit call, and fail this check.)
bad() { # name code
    printf '#include <shmem.h>\nstatic double d; static short s; static long l;\nvoid f(void);\nvoid f(void) { %s; }\n' "$2" >"$tmp/bad.c"
    if $CC_ -std=c11 -c -o "$tmp/bad.o" "$tmp/bad.c" 2>"$tmp/err"; then
        fail "$1 compiled: $2"
    else
        ok "$1 is a compile error ($(grep -m1 -o 'error: .*' "$tmp/err" | cut -c1-70))"
    fi
}
bad "fetch_add on a double" "(void)shmem_atomic_fetch_add(&d, 1.0, 0)"
bad "atomic_or on a short" "shmem_atomic_or(&s, (short)1, 0)"
bad "a struct to shmem_p" "struct { int x; } v; shmem_p(&v, v, 0)"
bad "shmem_broadcast with 6 arguments" "shmem_broadcast(&l, &l, 1, 0, 0, 0)"
bad "shmem_sync with 2 arguments" "shmem_sync(SHMEM_TEAM_WORLD, 0)"

# No overhead: the generic and the typed call compile to the same code.
cat >"$tmp/g.c" <<'C'
#include <shmem.h>
void via_generic(int *d, const int *s, int pe);
void via_generic(int *d, const int *s, int pe) { shmem_put(d, s, 4, pe); shmem_atomic_add(d, 1, pe); }
C
sed -e 's/via_generic/via_typed/g' -e 's/shmem_put(/shmem_int_put(/' -e 's/shmem_atomic_add(/shmem_int_atomic_add(/' "$tmp/g.c" >"$tmp/t.c"
$CC_ -std=c11 -Werror=implicit-function-declaration -O2 -S -o "$tmp/g.s" "$tmp/g.c" && $CC_ -std=c11 -Werror=implicit-function-declaration -O2 -S -o "$tmp/t.s" "$tmp/t.c" || fail "cannot compile the overhead probe"
body() { sed -n "/^$1:/,/\.cfi_endproc/p" "$2" | grep -v '^\s*\.' | sed "s/$1//"; }
if [ -n "$(body via_generic "$tmp/g.s")" ] && [ "$(body via_generic "$tmp/g.s")" = "$(body via_typed "$tmp/t.s")" ]; then
    ok "a generic call compiles to the typed call's instructions ($(body via_generic "$tmp/g.s" | grep -c .) lines)"
else
    fail "generic and typed calls compile differently"; diff <(body via_generic "$tmp/g.s") <(body via_typed "$tmp/t.s") | head
fi
finish
