#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make deb gives three installable packages: their metadata and contents
# are right, and extracted into a scratch root (dpkg -x: nothing is
# installed on this machine) the tools there build a program against the
# headers and library there and run it.
# shmap-test: serial: tests/run.sh runs it alone, as its make rebuilds the
# library under the other tests when a source is newer than the library.
source "$(dirname "$0")/common.bash"
command -v dpkg-deb >/dev/null || { echo "SKIP: dpkg-deb is not installed"; exit 77; }
make -s deb >/dev/null 2>&1 || { fail "make deb"; exit 1; }
v=$(cat VERSION) sover=${v%%.*} arch=$(dpkg --print-architecture)
root=$tmp
for p in libsma$sover libsma-dev shmap-tools; do
    deb=build/deb/${p}_${v}_$arch.deb
    [ -f "$deb" ] || { fail "$deb was not built"; continue; }
    info=$(dpkg-deb -I "$deb")
    grep -q "^ Package: $p$" <<<"$info" && grep -q "^ Version: $v$" <<<"$info" || fail "$deb: wrong Package/Version"
    files=$(dpkg-deb -c "$deb")
    grep -q ' \./usr/local' <<<"$files" && fail "$deb installs under /usr/local"
    owners=$(awk '{print $2}' <<<"$files" | sort -u)
    [ "$owners" = "root/root" ] || fail "$deb: files owned by $owners"
    dpkg -x "$deb" "$root" || fail "dpkg -x $deb"
done
grep -q 'libsma-dev (= ' <<<"$(dpkg-deb -f build/deb/shmap-tools_${v}_$arch.deb Depends)" || fail "shmap-tools does not depend on libsma-dev"
grep -q "libsma$sover (= $v)" <<<"$(dpkg-deb -f build/deb/libsma-dev_${v}_$arch.deb Depends)" || fail "libsma-dev does not depend on libsma$sover"
for f in usr/bin/oshcc usr/bin/oshrun usr/include/mpp/shmem.h usr/include/shmem.h \
         usr/share/man/man3/shmem_put.3 usr/share/man/man1/oshrun.1; do
    [ -e "$root/$f" ] || fail "$f is in no package"
done
ls "$root"/usr/lib/*/libsma.so.$sover >/dev/null 2>&1 || fail "libsma.so.$sover is in no package"
grep -q "/libsma_i8r4d8.so.$sover\$" <<<"$(dpkg-deb -c build/deb/libsma${sover}_${v}_$arch.deb)" ||
    fail "the 8-byte INTEGER Fortran layer is not in libsma$sover"
ls "$root"/usr/lib/*/libsma_i8r4d8.so "$root"/usr/include/shmap/fortran-i8r4d8/shmem.mod >/dev/null 2>&1 ||
    fail "the 8-byte INTEGER Fortran layer's link name or module is in no package"
ls "$root"/usr/lib/*/pkgconfig/shmap.pc >/dev/null 2>&1 || fail "shmap.pc is in no package"
cat >"$root/ring.c" <<'C'
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
if "$root/usr/bin/oshcc" -Werror=implicit-function-declaration "$root/ring.c" -o "$root/ring"; then
    ldd "$root/ring" | grep -q "$root/usr/lib/.*/libsma.so.$sover" || fail "ring does not use the packaged libsma"
    timeout 30 "$root/usr/bin/oshrun" -np 2 "$root/ring" || fail "the packaged oshrun -np 2"
else
    fail "the packaged oshcc cannot build a program"
fi
[ $fails = 0 ] && ok "libsma$sover, libsma-dev, shmap-tools: contents right; extracted, they build and run a program"
finish
