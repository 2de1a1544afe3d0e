#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make install PREFIX=... DESTDIR=... gives a working, relocatable tree: its
# oshcc builds a program that runs under its oshrun against its libsma,
# also with LIBDIR outside PREFIX/lib; pkg-config finds it; its oshrun
# runs a program linked without an rpath against its libsma; and make
# uninstall removes everything install put there.
# shmap-test: serial: tests/run.sh runs it alone, as its make rebuilds the
# library under the other tests when a source is newer than the library.
source "$(dirname "$0")/common.bash"
dest=$tmp
make -s install PREFIX=/opt/shmap LIBDIR=/opt/shmap/lib64 DESTDIR="$dest" >/dev/null || fail "make install"
p=$dest/opt/shmap
[ "$(stat -c %a "$p/bin/oshrun")" = 755 ] && [ "$(stat -c %a "$p/include/mpp/shmem.h")" = 644 ] ||
    fail "modes: oshrun $(stat -c %a "$p/bin/oshrun"), shmem.h $(stat -c %a "$p/include/mpp/shmem.h")"
for f in bin/oshcc bin/oshCC bin/oshfort bin/oshrun bin/oshinfo lib64/libsma.so lib64/libsma.so.1 lib64/libsma.a \
         lib64/libshmem.so lib64/pkgconfig/shmap.pc lib64/pkgconfig/oshmem.pc \
         include/shmem.h include/mpp/shmem.h include/mpp/shmem.fh include/shmem.fh include/shmem.mod \
         include/shmap/shmem4py.h \
         lib64/libsma_i8r4d8.so lib64/libsma_i8r4d8.so.1 include/shmap/fortran-i8r4d8/shmem.mod \
         lib64/libsma_i8r8d16.so.1 include/shmap/fortran-i8r8d16/shmem.mod \
         share/man/man3/shmem_put.3 share/man/man3/shpalloc.3 share/man/man1/oshfort.1 \
         share/man/man3/shmem_int_put.3 share/man/man1/oshrun.1 share/man/man1/oshinfo.1 \
         lib64/cmake/shmap/shmapConfig.cmake lib64/cmake/shmap/shmapConfigVersion.cmake; do
    [ -e "$p/$f" ] || fail "$f is not installed"
done
cat >"$dest/ring.c" <<'C'
#include <mpp/shmem.h>
static long got;
int main(void)
{
    start_pes(0);
    int me = _my_pe(), n = _num_pes();
    shmem_long_p(&got, me + 1, (me + 1) % n);
    shmem_barrier_all();
    return got == (me + n - 1) % n + 1 ? 0 : 1;
}
C
"$p/bin/oshcc" -Werror=implicit-function-declaration "$dest/ring.c" -o "$dest/ring" || fail "installed oshcc failed"
ldd "$dest/ring" | grep -q "$p/lib64/libsma.so.1" || fail "ring does not use the installed libsma: $(ldd "$dest/ring" | grep sma)"
for n in 1 3; do
    timeout 30 "$p/bin/oshrun" -np $n "$dest/ring" || fail "installed oshrun -np $n"
done
cat >"$dest/fring.f90" <<'F90'
program fring
  use shmem
  implicit none
  integer, save :: got = 0
  integer :: me, n
  call shmem_init()
  me = shmem_my_pe()
  n = shmem_n_pes()
  call shmem_integer_put(got, me + 1, 1, mod(me + 1, n))
  call shmem_barrier_all()
  if (got /= mod(me + n - 1, n) + 1) error stop 1
end program fring
F90
(cd "$dest" && "$p/bin/oshfort" fring.f90 -o fring) || fail "installed oshfort (use shmem) failed"
timeout 30 "$p/bin/oshrun" -np 3 "$dest/fring" || fail "installed Fortran ring -np 3"
# The same as a T3E code builds it: the installed 8-byte INTEGER layer
# and module, which finds the installed libsma.so beside it.
(cd "$dest" && "$p/bin/oshfort" -fdefault-integer-8 fring.f90 -o fring8) ||
    fail "installed oshfort -fdefault-integer-8 (use shmem) failed"
ldd "$dest/fring8" | grep -q "$p/lib64/libsma.so.1" || fail "fring8 does not use the installed libsma: $(ldd "$dest/fring8" | grep sma)"
timeout 30 "$p/bin/oshrun" -np 3 "$dest/fring8" || fail "installed Fortran ring -fdefault-integer-8 -np 3"
"$p/bin/oshcc" --showme x.c | grep -q -- "-I$p/include" || fail "--showme lacks the include path"
# README's shmem4py recipe: CFLAGS="-include shmap/shmem4py.h" with the
# installed oshcc, which must find it before any #include is seen.
printf '#include <shmem.h>\n#if !PySHMEM_HAVE_shmem_reduce\n#error not seen\n#endif\n' >"$dest/s4p.c"
"$p/bin/oshcc" -Wall -Werror -include shmap/shmem4py.h -c "$dest/s4p.c" -o "$dest/s4p.o" ||
    fail "installed oshcc -include shmap/shmem4py.h (the shmem4py recipe)"
# The installed oshinfo reports the installed library and its plugins.
info=$("$p/bin/oshinfo" --parsable)
grep -qx "path:libdir:$p/lib64" <<<"$info" || fail "installed oshinfo: $(grep '^path:libdir' <<<"$info")"
for t in mpi ucx; do
    [ -f "$p/lib64/libsma_$t.so" ] || continue
    grep -qx "transport:$t:plugin:$p/lib64/libsma_$t.so" <<<"$info" &&
        grep -qx "transport:$t:loads:yes" <<<"$info" ||
        fail "installed oshinfo, $t: $(grep "^transport:$t:\(plugin\|loads\|error\)" <<<"$info" | tr '\n' ' ')"
done
if command -v pkg-config >/dev/null; then
    # The .pc names the configured prefix; point it at the DESTDIR copy.
    flags=$(PKG_CONFIG_PATH=$p/lib64/pkgconfig pkg-config --define-prefix --cflags --libs shmap 2>/dev/null ||
            PKG_CONFIG_PATH=$p/lib64/pkgconfig pkg-config --cflags --libs shmap)
    grep -q -- "-lsma" <<<"$flags" || fail "pkg-config --libs shmap: $flags"
    sed -e "s|/opt/shmap|$p|g" "$p/lib64/pkgconfig/shmap.pc" >"$dest/shmap.pc"
    # shellcheck disable=SC2046
    cc -Werror=implicit-function-declaration "$dest/ring.c" -o "$dest/ring2" $(PKG_CONFIG_PATH=$dest pkg-config --cflags --libs shmap) \
        -Wl,-rpath,"$p/lib64" && timeout 30 "$p/bin/oshrun" -np 2 "$dest/ring2" ||
        fail "a plain cc build with pkg-config flags"
else
    echo "SKIP: pkg-config is not installed (pkg-config part only)"
fi
# A program linked with -lsma and no rpath, as pkg-config's flags or a
# plain cc -L link it: the installed oshrun puts its own library
# directory on the PEs' LD_LIBRARY_PATH (from a clean environment), so
# they run against the installed libsma; --no-prefix-libs does not.
cat >"$dest/where.c" <<'C'
#include <dlfcn.h>
#include <shmem.h>
#include <stdio.h>
int main(void)
{
    Dl_info di;
    shmem_init();
    if (!dladdr((void *)shmem_init, &di))
        return 1;
    printf("PE %d of %d: %s\n", shmem_my_pe(), shmem_n_pes(), di.dli_fname);
    shmem_finalize();
    return 0;
}
C
if cc -D_GNU_SOURCE -I"$p/include" "$dest/where.c" -o "$dest/where" -L"$p/lib64" -lsma; then
    env -i PATH=/usr/bin:/bin ldd "$dest/where" | grep -q 'libsma.so.1 => not found' ||
        fail "where (no rpath) finds a libsma without help: $(env -i ldd "$dest/where" | grep sma)"
    readelf -d "$dest/where" | grep -q 'RPATH\|RUNPATH' && fail "where has an rpath"
    out=$(timeout 30 env -i PATH=/usr/bin:/bin "$p/bin/oshrun" -np 2 "$dest/where" 2>&1)
    want="PE 0 of 2: $p/lib64/libsma.so.1;PE 1 of 2: $p/lib64/libsma.so.1;"
    [ "$(sort <<<"$out" | tr '\n' ';')" = "$want" ] &&
        ok "a program built without an rpath runs under the installed oshrun against its libsma" ||
        fail "where (no rpath) under the installed oshrun -np 2: $(tr '\n' ';' <<<"$out")"
    out=$(LD_LIBRARY_PATH=/nonexistent timeout 30 "$p/bin/oshrun" -np 1 "$dest/where" 2>&1)
    [ "$out" = "PE 0 of 1: $p/lib64/libsma.so.1" ] ||
        fail "with LD_LIBRARY_PATH set, oshrun does not put its own first: $out"
    out=$(timeout 30 env -i PATH=/usr/bin:/bin "$p/bin/oshrun" --no-prefix-libs -np 2 "$dest/where" 2>&1)
    [ $? = 127 ] && grep -q 'libsma.so.1: cannot open' <<<"$out" &&
        ok "oshrun --no-prefix-libs leaves LD_LIBRARY_PATH alone" ||
        fail "oshrun --no-prefix-libs: $(tr '\n' ';' <<<"$out")"
else
    fail "cc -I$p/include -L$p/lib64 -lsma (no rpath)"
fi
make -s uninstall PREFIX=/opt/shmap LIBDIR=/opt/shmap/lib64 DESTDIR="$dest" >/dev/null || fail "make uninstall"
left=$(cd "$dest" && find opt -type f -o -type l)
[ -z "$left" ] || fail "make uninstall left: $(echo $left | head -c 300)"
[ $fails = 0 ] && ok "installed tree builds and runs a program"
finish
