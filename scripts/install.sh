#!/bin/sh
# SPDX-License-Identifier: BSD-3-Clause
# scripts/install.sh install|uninstall: copy the build tree (build/) to
# $DESTDIR with install(1) and explicit modes, or remove exactly what that
# put there. The Makefile passes PREFIX BINDIR LIBDIR INCLUDEDIR MANDIR
# PKGCONFIGDIR VERSION SOVER in the environment, and B (the build tree)
# when it is not build/: set on make's command line (debian/rules builds
# in build-deb/), make exports it.
set -eu
: "${DESTDIR:=}" "${PREFIX:?}" "${BINDIR:?}" "${LIBDIR:?}" "${INCLUDEDIR:?}" \
  "${MANDIR:?}" "${PKGCONFIGDIR:?}" "${VERSION:?}" "${SOVER:?}"
B=${B:-build}
action=${1:?usage: install.sh install|uninstall}

# A directory as oshcc sees it: relative to PREFIX when inside it, so an
# installed tree still works when moved (dpkg -x into a scratch root).
# oshcc takes its own directory's parent for PREFIX, so a BINDIR other
# than PREFIX/bin (the Debian package's /usr/lib/shmap/bin) gets the
# absolute path.
rel() {
    case $1 in
    "$PREFIX"/*) [ "$BINDIR" = "$PREFIX/bin" ] && echo "${1#"$PREFIX"/}" || echo "$1" ;;
    *) echo "$1" ;;
    esac
}

libs="libsma.so.$VERSION libsma.so.$SOVER libsma.so libshmem.so libopenshmem.so libsma.a
    libsma_mpi.so libsma_ucx.so libsma_pmix.so"
tools="oshrun oshinfo oshcc oshCC oshfort"
headers="shmem.h mpp/shmem.h shmemx.h mpp/shmemx.h pshmem.h mpp/shmem.fh shmem.fh
    shmap/fortran-long/shmem.fh shmap/fortran-long/mpp/shmem.fh shmap/shmem4py.h"
# The Fortran layers for other default kinds (-fdefault-integer-8, ...):
# libsma_<kinds>.so and a `use shmem` directory each, as the Makefile's
# FKINDS built them.
# The environment modules (Tcl for environment-modules, Lua for Lmod,
# which prefers it): `module use PREFIX/share/modulefiles; module load
# shmap` puts this install first on the paths.
MODDIR=$PREFIX/share/modulefiles/shmap
# find_package(shmap): the CMake package (scripts/cmake-config.sh).
CMAKEDIR=$LIBDIR/cmake/shmap
kinds=$(cd "$B/lib" && ls libsma_i*r*d*.so."$SOVER" 2>/dev/null |
    sed "s/^libsma_\(.*\)\.so\.$SOVER\$/\1/")
for k in $kinds; do libs="$libs libsma_$k.so.$SOVER libsma_$k.so"; done

if [ "$action" = uninstall ]; then
    for t in $tools; do rm -f "$DESTDIR$BINDIR/$t"; done
    for l in $libs; do rm -f "$DESTDIR$LIBDIR/$l"; done
    for h in $headers; do rm -f "$DESTDIR$INCLUDEDIR/$h"; done
    rm -f "$DESTDIR$INCLUDEDIR/shmem.mod"
    for k in $kinds; do
        rm -f "$DESTDIR$INCLUDEDIR/shmap/fortran-$k/shmem.mod"
        rmdir "$DESTDIR$INCLUDEDIR/shmap/fortran-$k" 2>/dev/null || true
    done
    rm -f "$DESTDIR$PKGCONFIGDIR/shmap.pc" "$DESTDIR$PKGCONFIGDIR/oshmem.pc"
    rm -f "$DESTDIR$CMAKEDIR/shmapConfig.cmake" "$DESTDIR$CMAKEDIR/shmapConfigVersion.cmake"
    rmdir "$DESTDIR$CMAKEDIR" "$DESTDIR${CMAKEDIR%/shmap}" 2>/dev/null || true
    for p in "$B"/share/man/man[0-9]/*; do
        rm -f "$DESTDIR$MANDIR/${p#"$B"/share/man/}"
    done
    for d in mpp shmap/fortran-long/mpp shmap/fortran-long shmap; do
        rmdir "$DESTDIR$INCLUDEDIR/$d" 2>/dev/null || true
    done
    rm -f "$DESTDIR$MODDIR/$VERSION" "$DESTDIR$MODDIR/$VERSION.lua"
    rmdir "$DESTDIR$MODDIR" "$DESTDIR${MODDIR%/shmap}" 2>/dev/null || true
    exit 0
fi
[ "$action" = install ] || { echo "usage: install.sh install|uninstall" >&2; exit 2; }

install -d "$DESTDIR$BINDIR" "$DESTDIR$LIBDIR" "$DESTDIR$INCLUDEDIR/mpp" \
    "$DESTDIR$INCLUDEDIR/shmap/fortran-long/mpp" \
    "$DESTDIR$PKGCONFIGDIR" "$DESTDIR$MANDIR/man1" "$DESTDIR$MANDIR/man3"
install -m 0755 "$B/bin/oshrun" "$DESTDIR$BINDIR/oshrun"
install -m 0755 "$B/bin/oshinfo" "$DESTDIR$BINDIR/oshinfo"
for t in oshcc oshCC oshfort; do
    # The wrappers find headers and library relative to themselves.
    sed -e "s|^incdir=.*|incdir=$(rel "$INCLUDEDIR")|" \
        -e "s|^libdir=.*|libdir=$(rel "$LIBDIR")|" "$B/bin/$t" >"$B/gen/$t.installed"
    install -m 0755 "$B/gen/$t.installed" "$DESTDIR$BINDIR/$t"
done
install -m 0755 "$B/lib/libsma.so.$VERSION" "$DESTDIR$LIBDIR/"
ln -sf "libsma.so.$VERSION" "$DESTDIR$LIBDIR/libsma.so.$SOVER"
for l in libsma.so libshmem.so libopenshmem.so; do
    ln -sf "libsma.so.$SOVER" "$DESTDIR$LIBDIR/$l"
done
install -m 0644 "$B/lib/libsma.a" "$DESTDIR$LIBDIR/"
# The kinds layers jump into libsma.so, which they find beside them.
for k in $kinds; do
    install -m 0755 "$B/lib/libsma_$k.so.$SOVER" "$DESTDIR$LIBDIR/"
    ln -sf "libsma_$k.so.$SOVER" "$DESTDIR$LIBDIR/libsma_$k.so"
    if [ -f "$B/include/shmap/fortran-$k/shmem.mod" ]; then
        install -d "$DESTDIR$INCLUDEDIR/shmap/fortran-$k"
        install -m 0644 "$B/include/shmap/fortran-$k/shmem.mod" \
            "$DESTDIR$INCLUDEDIR/shmap/fortran-$k/shmem.mod"
    fi
done
# The MPI and UCX transports and the PMIx client, beside libsma.so (which
# loads them from its own directory under mpirun or srun): built only where
# mpicc, UCX's and PMIx's headers were.
for t in libsma_mpi.so libsma_ucx.so libsma_pmix.so; do
    if [ -f "$B/lib/$t" ]; then
        install -m 0755 "$B/lib/$t" "$DESTDIR$LIBDIR/"
    fi
done
for h in $headers; do install -m 0644 "$B/include/$h" "$DESTDIR$INCLUDEDIR/$h"; done
# `use shmem`: built only where a Fortran compiler was (and only for it).
if [ -f "$B/include/shmem.mod" ]; then
    install -m 0644 "$B/include/shmem.mod" "$DESTDIR$INCLUDEDIR/shmem.mod"
fi
for pc in shmap oshmem; do
    sed -e "s|@PREFIX@|$PREFIX|" -e "s|@LIBDIR@|$LIBDIR|" \
        -e "s|@INCLUDEDIR@|$INCLUDEDIR|" -e "s|@VERSION@|$VERSION|" \
        -e "s|@NAME@|$pc|" src/tools/shmap.pc.in >"$B/gen/$pc.pc.installed"
    install -m 0644 "$B/gen/$pc.pc.installed" "$DESTDIR$PKGCONFIGDIR/$pc.pc"
done
for p in "$B"/share/man/man[0-9]/*; do
    install -m 0644 "$p" "$DESTDIR$MANDIR/${p#"$B"/share/man/}"
done
sh scripts/cmake-config.sh "$B/gen/cmake" "$PREFIX" "$LIBDIR" "$INCLUDEDIR" "$BINDIR" "$VERSION"
install -d "$DESTDIR$CMAKEDIR"
for f in shmapConfig.cmake shmapConfigVersion.cmake; do
    install -m 0644 "$B/gen/cmake/$f" "$DESTDIR$CMAKEDIR/$f"
done
install -d "$DESTDIR$MODDIR"
cat >"$B/gen/modulefile.installed" <<EOF
#%Module1.0
## shmap $VERSION, written by make install
proc ModulesHelp { } {
    puts stderr "shmap $VERSION: SGI/Cray SHMEM and OpenSHMEM 1.5 for one node"
    puts stderr "(oshcc, oshCC, oshfort, oshrun, oshinfo, libsma, man pages,"
    puts stderr "pkg-config shmap, find_package(shmap))"
}
module-whatis "shmap $VERSION: SGI/Cray SHMEM and OpenSHMEM 1.5 for one node"
conflict shmap
prepend-path PATH {$BINDIR}
prepend-path MANPATH {$MANDIR}
# An empty MANPATH entry keeps man's own search path for the system's pages.
append-path MANPATH {}
prepend-path PKG_CONFIG_PATH {$PKGCONFIGDIR}
prepend-path CMAKE_PREFIX_PATH {$PREFIX}
EOF
cat >"$B/gen/modulefile.lua.installed" <<EOF
-- shmap $VERSION, written by make install
help([[shmap $VERSION: SGI/Cray SHMEM and OpenSHMEM 1.5 for one node
(oshcc, oshCC, oshfort, oshrun, oshinfo, libsma, man pages,
pkg-config shmap, find_package(shmap))]])
whatis("shmap $VERSION: SGI/Cray SHMEM and OpenSHMEM 1.5 for one node")
conflict("shmap")
prepend_path("PATH", "$BINDIR")
prepend_path("MANPATH", "$MANDIR")
-- An empty MANPATH entry keeps man's own search path for the system's pages.
append_path("MANPATH", "")
prepend_path("PKG_CONFIG_PATH", "$PKGCONFIGDIR")
prepend_path("CMAKE_PREFIX_PATH", "$PREFIX")
EOF
install -m 0644 "$B/gen/modulefile.installed" "$DESTDIR$MODDIR/$VERSION"
install -m 0644 "$B/gen/modulefile.lua.installed" "$DESTDIR$MODDIR/$VERSION.lua"
