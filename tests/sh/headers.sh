#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The committed <mpp/shmem.h> is what the generator makes from its template
# and the type tables (no drift); the installed headers compile without a
# warning as C99/C11/C17 with -pedantic and as C++11/17; and no helper
# macro of the header is left defined in the program.
source "$(dirname "$0")/common.bash"
gen=build/gen/genheader
[ -x $gen ] || { fail "$gen is missing (run make)"; exit 1; }
for h in shmem shmemx; do
    $gen header "$(cat VERSION)" <src/gen/$h.h.in >"$tmp/$h.h" || fail "the generator failed on $h.h.in"
    if diff -u include/mpp/$h.h "$tmp/$h.h" >"$tmp/diff"; then
        ok "include/mpp/$h.h is what the generator makes"
    else
        fail "include/mpp/$h.h is stale: run 'make headers' and commit it"
        head -20 "$tmp/diff"
    fi
done
cat src/gen/shmem.h.in src/gen/shmemx.h.in | $gen profile "$(cat VERSION)" >"$tmp/pshmem.h" ||
    fail "the generator failed on the profiling header"
diff -q include/pshmem.h "$tmp/pshmem.h" >/dev/null ||
    fail "include/pshmem.h is stale: run 'make headers' and commit it"
# make regenerates the header when its sources look newer, so in a git
# checkout the regenerated file must also be the committed one (under CI
# that is an error; while developing, a reminder).
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
    git ls-files --error-unmatch include/mpp/shmem.h include/mpp/shmemx.h >/dev/null 2>&1 &&
    ! git diff --quiet HEAD -- include/mpp/shmem.h include/mpp/shmemx.h include/pshmem.h; then
    if [ -n "${CI:-}" ]; then
        fail "include/mpp/shmem.h or shmemx.h differs from the committed copy: run 'make headers' and commit it"
    else
        echo "note: include/mpp/shmem.h or shmemx.h was regenerated and is not committed yet"
    fi
fi
inc=build/include
printf 'int main(void) { return 0; }\n' >"$tmp/c.c"
printf 'int main() { return 0; }\n' >"$tmp/cxx.cc"
for h in mpp/shmem.h shmem.h mpp/shmemx.h shmemx.h pshmem.h; do
    for std in c99 c11 c17; do
        for opt in -O0 -O2; do
            cc -std=$std -Wall -Wextra -pedantic -Werror $opt -I$inc -include $h \
                -c "$tmp/c.c" -o "$tmp/o" 2>"$tmp/err" || { fail "$h as $std $opt:"; head -5 "$tmp/err"; }
        done
    done
    # clang++ too where there is one: it, unlike g++, calls the complex
    # routines' _Complex an extension under -pedantic.
    for cxx in c++ clang++; do
        command -v $cxx >/dev/null || continue
        for std in c++11 c++17; do
            $cxx -std=$std -Wall -Wextra -pedantic -Werror -O2 -I$inc -include $h \
                -c "$tmp/cxx.cc" -o "$tmp/o" 2>"$tmp/err" || { fail "$h as $std ($cxx):"; head -5 "$tmp/err"; }
        done
    done
done
# Cray declared its shmem_*_nb routines in <mpp/shmem.h>: a program that
# includes only that header must find every one (api.list is every name
# the two templates declare), and one that includes both sees each once.
nb=$(grep -E '^shmem_[a-z0-9_]*_nb$' build/gen/api.list)
for f in shmem_put_nb shmem_get_nb shmem_long_put_nb shmem_putmem_nb shmem_wait_nb shmem_test_nb; do
    grep -qx "$f" <<<"$nb" || fail "$f is not declared by the header templates"
done
{
    echo 'int main(void)'; echo '{'
    for f in $nb; do echo "    (void)$f;"; done
    echo '    return 0;'; echo '}'
} >"$tmp/nb.c"
cc -std=c11 -Wall -Wextra -Werror=implicit-function-declaration -Werror -I$inc \
    -include mpp/shmem.h -c "$tmp/nb.c" -o "$tmp/o" 2>"$tmp/err" ||
    { fail "the Cray _nb routines are not all declared in <mpp/shmem.h>:"; head -5 "$tmp/err"; }
cc -std=c11 -Wall -Wextra -Wredundant-decls -Werror -I$inc -include mpp/shmem.h \
    -include mpp/shmemx.h -include pshmem.h -c "$tmp/nb.c" -o "$tmp/o" 2>"$tmp/err" ||
    { fail "<mpp/shmem.h> and <mpp/shmemx.h> together:"; head -5 "$tmp/err"; }
# (SHMEMI_G_* are what the C11 generic macros expand to at the call site.)
leaked=$(cc -O2 -dM -E -I$inc -include mpp/shmemx.h "$tmp/c.c" | awk '{print $2}' | grep -E '^SHMEMI_' | grep -v '^SHMEMI_G_' | sed 's/(.*//')
[ -z "$leaked" ] || fail "macros left defined for the program: $(echo $leaked)"
n=$(grep -c '' include/mpp/shmem.h)
[ $fails = 0 ] && ok "header: $n lines, regenerates identically, compiles as C99/C11/C17 and C++11/17"
finish
