#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make deb: Debian packages from the install tree, with dpkg-deb only.
#   libsma1      the runtime library (and its Fortran kinds layers)
#   libsma-dev   headers, libsma.so/.a and the -lshmem/-lopenshmem links,
#                pkg-config files, section 3 man pages
#   shmap-tools  oshcc, oshCC, oshfort, oshrun and their man pages
# Installed under /usr with the library in the multiarch directory; the
# packages land in build/deb/.
set -euo pipefail
: "${VERSION:?}" "${SOVER:?}"
command -v dpkg-deb >/dev/null || { echo "mkdeb: dpkg-deb is not installed" >&2; exit 1; }
arch=$(dpkg --print-architecture)
multi=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
out=build/deb
stage=$out/stage
rm -rf "$out"
mkdir -p "$stage"
make -s install DESTDIR="$PWD/$stage" PREFIX=/usr LIBDIR=/usr/lib/$multi \
    MANDIR=/usr/share/man >/dev/null

# pkg DIR NAME DEPENDS [RECOMMENDS] DESCRIPTION, then the files as paths
# under the stage, one per line on stdin.
pkg() {
    local name=$1 depends=$2 recommends=$3 summary=$4 root=$out/$1
    mkdir -p "$root/DEBIAN"
    while read -r f; do
        mkdir -p "$root/$(dirname "$f")"
        cp -a "$stage/$f" "$root/$f"
    done
    mkdir -p "$root/usr/share/doc/$name"
    printf 'shmap %s\nBSD-3-Clause; see the SPDX line in each source file.\n' "$VERSION" \
        >"$root/usr/share/doc/$name/copyright"
    local size
    size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
    {
        echo "Package: $name"
        echo "Version: $VERSION"
        echo "Architecture: $arch"
        echo "Maintainer: shmap developers <shmap@localhost>"
        echo "Installed-Size: $size"
        echo "Depends: $depends"
        [ -n "$recommends" ] && echo "Recommends: $recommends"
        echo "Section: libs"
        echo "Priority: optional"
        echo "Description: $summary"
        echo " shmap runs SGI/Cray SHMEM and OpenSHMEM 1.5 programs on Linux, with"
        echo " every PE's symmetric memory mapped into every other PE."
    } >"$root/DEBIAN/control"
    (cd "$root" && find usr -type f -exec md5sum {} + >DEBIAN/md5sums)
    dpkg-deb --root-owner-group --build "$root" "$out/${name}_${VERSION}_${arch}.deb" >/dev/null
    rm -rf "$root"
}

lib=usr/lib/$multi
# The Fortran layers for other default kinds: runtime and link names.
kinds=$(cd "$stage/$lib" && ls libsma_i*r*d*.so."$SOVER" 2>/dev/null |
    sed "s/^libsma_\(.*\)\.so\.$SOVER\$/\1/")
{
    printf '%s\n' "$lib/libsma.so.$VERSION" "$lib/libsma.so.$SOVER"
    for k in $kinds; do echo "$lib/libsma_$k.so.$SOVER"; done
} | pkg libsma$SOVER "libc6" "" "SGI/Cray SHMEM and OpenSHMEM library (runtime)"
{
    (cd "$stage" && find usr/include usr/share/man/man3 "$lib/pkgconfig" -type f -o -type l)
    printf '%s\n' "$lib/libsma.so" "$lib/libsma.a" "$lib/libshmem.so" "$lib/libopenshmem.so"
    for k in $kinds; do echo "$lib/libsma_$k.so"; done
} | pkg libsma-dev "libsma$SOVER (= $VERSION)" "" "SGI/Cray SHMEM and OpenSHMEM library (development files)"
# The MPI transport (PEs on other nodes, under mpirun): its own package,
# so that the runtime library does not pull in Open MPI.
if [ -f "$stage/$lib/libsma_mpi.so" ]; then
    echo "$lib/libsma_mpi.so" |
        pkg libsma-mpi "libsma$SOVER (= $VERSION), libopenmpi3" "openmpi-bin" \
            "SGI/Cray SHMEM and OpenSHMEM library (MPI-3 transport for other nodes)"
fi
(cd "$stage" && find usr/bin usr/share/man/man1 -type f -o -type l) |
    pkg shmap-tools "libsma-dev (= $VERSION), gcc" "g++, gfortran" "SHMEM compiler wrappers and launcher (oshcc, oshrun)"
rm -rf "$stage"
ls "$out"/*.deb
