#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make install's CMake package: a user's project (tests/cmake/) configured
# with -DCMAKE_PREFIX_PATH=<installed prefix> finds shmap (a tree moved
# from where it was configured for: DESTDIR), builds a C program against
# shmap::sma and shmap::sma_static and a Fortran one (include 'shmem.fh')
# against shmap::sma, and the installed oshrun runs each at 2 PEs against
# the installed libsma; a version the package does not satisfy is refused.
# shmap-test: serial: tests/run.sh runs it alone, as its make rebuilds the
# library under the other tests when a source is newer than the library.
source "$(dirname "$0")/common.bash"
if ! command -v cmake >/dev/null; then
    echo "SKIP: cmake is not installed (scripts/setup-deps.sh installs it)"
    exit 77
fi
v=$(cat VERSION)
make -s install PREFIX=/opt/shmap DESTDIR="$tmp/d" >/dev/null || { fail "make install"; finish; }
p=$tmp/d/opt/shmap
for f in shmapConfig.cmake shmapConfigVersion.cmake; do
    [ -f "$p/lib/cmake/shmap/$f" ] || fail "lib/cmake/shmap/$f is not installed"
done
b=$tmp/build
if ! cmake -S tests/cmake -B "$b" -DCMAKE_PREFIX_PATH="$p" >"$tmp/configure.log" 2>&1; then
    fail "cmake configure: $(grep -m3 -A2 'Error' "$tmp/configure.log" | tr '\n' ' ')"
    finish
fi
grep -q "shmap $v: $p/include, oshrun $p/bin/oshrun" "$tmp/configure.log" &&
    ok "find_package(shmap 1.0) found $v in the moved tree $p" ||
    fail "find_package(shmap) found: $(grep -m1 -- '-- shmap' "$tmp/configure.log")"
if ! cmake --build "$b" >"$tmp/build.log" 2>&1; then
    fail "cmake --build: $(grep -m3 -i 'error' "$tmp/build.log" | tr '\n' ' ')"
    finish
fi
grep -q -- "-fcray-pointer" "$b/CMakeFiles/hello_f.dir/flags.make" ||
    fail "the Fortran program was not compiled with -fcray-pointer, as oshfort would"
for prog in hello_c hello_c_static hello_f; do
    if [ $prog != hello_c_static ]; then
        lib=$(env -u LD_LIBRARY_PATH ldd "$b/$prog" | awk '/libsma\.so/ {print $3}')
        [ "$(readlink -f "$lib")" = "$(readlink -f "$p/lib/libsma.so.$v")" ] ||
            fail "$prog uses ${lib:-no libsma}, not $p/lib/libsma.so.$v"
    fi
    lang=C target=shmap::sma
    [ $prog = hello_f ] && lang=Fortran
    [ $prog = hello_c_static ] && target=shmap::sma_static
    out=$(timeout 60 env -u LD_LIBRARY_PATH "$p/bin/oshrun" -np 2 "$b/$prog" 2>&1)
    got=$(sort <<<"$out" | tr '\n' ';')
    [ "$got" = "$lang: PE 0 of 2 ok;$lang: PE 1 of 2 ok;" ] &&
        ok "$prog ($lang, $target) ran under the installed oshrun -np 2" ||
        fail "$prog under $p/bin/oshrun -np 2: $(tr '\n' ';' <<<"$out")"
done
# The version file: another major number, or a newer version, is refused.
for want in 2.0 "${v%%.*}.99"; do
    if cmake -S tests/cmake -B "$tmp/b$want" -DCMAKE_PREFIX_PATH="$p" \
        -DSHMAP_TEST_VERSION="$want" >"$tmp/v.log" 2>&1; then
        fail "find_package(shmap $want) accepted $v"
    elif grep -q 'that is compatible' "$tmp/v.log"; then
        ok "find_package(shmap $want) refuses $v"
    else
        fail "find_package(shmap $want): $(grep -m2 -A2 Error "$tmp/v.log" | tr '\n' ' ')"
    fi
done
finish
