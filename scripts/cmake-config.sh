#!/bin/sh
# SPDX-License-Identifier: BSD-3-Clause
# scripts/cmake-config.sh OUTDIR PREFIX LIBDIR INCLUDEDIR BINDIR VERSION:
# shmap's CMake package (src/tools/shmapConfig*.cmake.in) into OUTDIR,
# which is LIBDIR/cmake/shmap once installed. Every directory under
# PREFIX is written relative to the file itself (CMAKE_CURRENT_LIST_DIR),
# so a tree unpacked or moved elsewhere (DESTDIR, dpkg -x) still works;
# one outside PREFIX stays absolute. The Makefile writes the build tree's
# (PREFIX build/), scripts/install.sh the installed one.
set -eu
[ $# -eq 6 ] || { echo "usage: $0 OUTDIR PREFIX LIBDIR INCLUDEDIR BINDIR VERSION" >&2; exit 2; }
out=$1 prefix=${2%/} libdir=${3%/} incdir=${4%/} bindir=${5%/} version=$6
sover=${version%%.*}
src=$(dirname "$0")/../src/tools

# The way from LIBDIR/cmake/shmap up to PREFIX (../../../ for PREFIX/lib).
case $libdir in
"$prefix"/*)
    up=../..
    rest=${libdir#"$prefix"/}
    while [ -n "$rest" ]; do
        up=$up/..
        case $rest in */*) rest=${rest#*/} ;; *) rest= ;; esac
    done
    ;;
*) up= ;;
esac
# A directory as the config names it.
dir() {
    case $1 in
    "$prefix") [ -n "$up" ] && echo '${_shmap_prefix}' || echo "$1" ;;
    "$prefix"/*) [ -n "$up" ] && echo "\${_shmap_prefix}/${1#"$prefix"/}" || echo "$1" ;;
    *) echo "$1" ;;
    esac
}
if [ -n "$up" ]; then
    prefix_expr="\${CMAKE_CURRENT_LIST_DIR}/$up"
else
    prefix_expr=$prefix
fi
mkdir -p "$out"
for f in shmapConfig.cmake shmapConfigVersion.cmake; do
    sed -e "s|@PREFIX@|$prefix_expr|g" -e "s|@INCLUDEDIR@|$(dir "$incdir")|g" \
        -e "s|@BINDIR@|$(dir "$bindir")|g" -e "s|@VERSION@|$version|g" \
        -e "s|@SOVER@|$sover|g" "$src/$f.in" >"$out/$f.tmp"
    mv "$out/$f.tmp" "$out/$f"
done
