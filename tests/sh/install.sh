#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make install PREFIX=... DESTDIR=... gives a working, relocatable tree: its
# oshcc builds a program that runs under its oshrun against its libsma.
set -u
fails=0
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
make -s install PREFIX=/opt/shmap DESTDIR="$dest" >/dev/null || fail "make install"
p=$dest/opt/shmap
for f in bin/oshcc bin/oshCC bin/oshfort bin/oshrun lib/libsma.so lib/libsma.so.1 lib/libsma.a \
         include/shmem.h include/mpp/shmem.h include/mpp/shmem.fh share/man/man3/shmem_put.3 \
         share/man/man3/shmem_int_put.3 share/man/man1/oshrun.1; do
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
"$p/bin/oshcc" "$dest/ring.c" -o "$dest/ring" || fail "installed oshcc failed"
ldd "$dest/ring" | grep -q "$p/lib/libsma.so.1" || fail "ring does not use the installed libsma: $(ldd "$dest/ring" | grep sma)"
for n in 1 3; do
    timeout 30 "$p/bin/oshrun" -np $n "$dest/ring" || fail "installed oshrun -np $n"
done
"$p/bin/oshcc" --showme x.c | grep -q -- "-I$p/include" || fail "--showme lacks the include path"
[ $fails = 0 ] && echo "ok   installed tree builds and runs a program"
exit $((fails > 0))
