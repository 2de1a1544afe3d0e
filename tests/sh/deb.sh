#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make deb (debhelper, debian/) gives packages lintian finds no error or
# warning in; installed on this machine with apt-get, shmap's installed
# oshcc and oshfort build a legacy C and a legacy Fortran program, its
# installed oshrun runs them, its oshinfo sees the packaged library and
# plugins, find_package(shmap) builds tests/cmake against the packages,
# man finds the pages by any routine's name;
# purged, they leave nothing behind. The tools are in /usr/lib/shmap/bin
# (Open MPI's openmpi-bin owns /usr/bin/oshcc, ...), which the packaged
# modulefile puts first on PATH, and Open MPI's stay as they were. Installing needs root: as another user only the build and
# lintian are checked.
# shmap-test: serial (builds in build-deb/ and installs system-wide)
source "$(dirname "$0")/common.bash"
export DEB_BUILD_OPTIONS="nocheck parallel=2" DEBIAN_FRONTEND=noninteractive
v=$(cat VERSION) arch=$(dpkg --print-architecture 2>/dev/null || echo none)
pkgs=(libsma1 libsma-dev shmap-tools libsma-mpi1)
all_pkgs=("${pkgs[@]}" libsma1-dbgsym shmap-tools-dbgsym libsma-mpi1-dbgsym)

# The tools to build and check packages: scripts/setup-deps.sh installs
# them as root; without them (and no way to install them) there is nothing
# to test here.
if ! command -v lintian >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends lintian; } >/dev/null 2>&1
fi
if ! make -s deb >"$tmp/deb.log" 2>&1; then
    if grep -q "missing build dependencies\|dpkg-dev is not installed" "$tmp/deb.log"; then
        echo "SKIP: $(grep -m1 "^deb:" "$tmp/deb.log")"
        exit 77
    fi
    tail -20 "$tmp/deb.log"
    fail "make deb"
    finish
fi
debs=()
for p in "${all_pkgs[@]}"; do
    deb=build/deb/${p}_${v}_$arch.deb
    if [ -f "$deb" ]; then debs+=("$deb"); else fail "make deb did not build $deb"; fi
done
changes=build/deb/shmap_${v}_$arch.changes
[ -f "$changes" ] || fail "make deb left no $changes"
[ -d build-deb ] && fail "make deb left build-deb/ behind"
[ -z "$(git ls-files --others debian 2>/dev/null)" ] ||
    fail "make deb left files in debian/: $(git ls-files --others debian | head -3 | tr '\n' ' ')"

# lintian: not one error or warning (overrides carry their reason in
# debian/*.lintian-overrides).
if command -v lintian >/dev/null; then
    lintian "$changes" >"$tmp/lintian.txt" 2>&1
    if grep -q '^[EW]: ' "$tmp/lintian.txt"; then
        fail "lintian: $(grep -c '^E: ' "$tmp/lintian.txt") errors, $(grep -c '^W: ' "$tmp/lintian.txt") warnings: $(grep -m3 '^[EW]: ' "$tmp/lintian.txt" | tr '\n' ';')"
    else
        ok "lintian: 0 errors, 0 warnings on ${#debs[@]} packages"
    fi
else
    fail "lintian is not installed (scripts/setup-deps.sh installs it)"
fi
[ ${#debs[@]} = ${#all_pkgs[@]} ] || finish

# The legacy programs, built and run as their users would with the
# installed tools in $1: C (<mpp/shmem.h>) and fixed-form Fortran
# (INCLUDE 'mpp/shmem.fh').
demos() {
    local bin=$1 lib
    env -u LD_LIBRARY_PATH "$bin/oshcc" -Werror=implicit-function-declaration \
        -o "$tmp/cv_legacy" tests/cray-verification/cv_legacy.c ||
        { fail "$bin/oshcc cannot build cv_legacy.c"; return; }
    env -u LD_LIBRARY_PATH "$bin/oshfort" -std=legacy -J"$tmp" \
        -o "$tmp/sgi_style" tests/fortran/sgi_style.f ||
        { fail "$bin/oshfort cannot build sgi_style.f"; return; }
    for prog in cv_legacy sgi_style; do
        lib=$(env -u LD_LIBRARY_PATH ldd "$tmp/$prog" | awk '/libsma\.so/ {print $3}')
        lib=$(readlink -f "$lib")
        case $lib in
            /usr/lib/*/libsma.so.1.*) ;;
            *) fail "$prog uses ${lib:-no libsma.so.1}, not the packaged one in /usr/lib" ;;
        esac
        timeout 60 env -u LD_LIBRARY_PATH "$bin/oshrun" -np 2 "$tmp/$prog" >"$tmp/$prog.out" 2>&1 &&
            ! grep -q FAIL "$tmp/$prog.out" &&
            ok "$prog: built by $bin/osh{cc,fort}, run by $bin/oshrun -np 2" ||
            fail "$prog under $bin/oshrun -np 2: $(tail -3 "$tmp/$prog.out" | tr '\n' ';')"
    done
}

if [ "$(id -u)" != 0 ]; then
    echo "note: not root: the packages are built and checked, not installed"
    finish
fi

# Installed on this machine: CI runs on a fresh one as root. Whatever
# happens, the packages are purged at the end.
# Open MPI's /usr/bin/oshcc, ..., before (and after purging) the packages
osh() { stat -c '%N' /usr/bin/osh* 2>/dev/null; }
osh_before=$(osh)
purge() { apt-get purge -y -qq "${all_pkgs[@]}" >/dev/null 2>&1; }
trap 'purge; kill_tagged; rm -rf "$tmp"' EXIT
if ! apt-get install -y -qq --no-install-recommends "${debs[@]/#/./}" >"$tmp/apt.log" 2>&1; then
    fail "apt-get install ./build/deb/*.deb: $(tail -3 "$tmp/apt.log" | tr '\n' ';')"
    finish
fi
for p in "${all_pkgs[@]}"; do
    [ "$(dpkg-query -W -f='${Status} ${Version}' "$p" 2>/dev/null)" = "install ok installed $v" ] ||
        fail "$p $v is not installed"
done
# Nothing of shmap's in /usr/bin: Open MPI's tools are left as they were.
for f in /usr/bin/osh*; do
    [[ "$(readlink -f "$f")" == /usr/lib/shmap/* ]] && fail "$f is shmap's"
done
bin=/usr/lib/shmap/bin
demos $bin
# The packaged environment module puts them first on PATH.
for init in /usr/share/lmod/lmod/init/bash /usr/share/modules/init/bash; do
    [ -f $init ] || continue
    got=$(bash -c 'source "$1" >/dev/null 2>&1; module use /usr/share/modulefiles && module load shmap &&
        command -v oshcc' modtest $init 2>&1)
    [ "$got" = $bin/oshcc ] && ok "module load shmap: oshcc is $got" ||
        fail "module load shmap ($init): oshcc is '$got'"
    break
done

# The packaged oshinfo sees the packaged library and its transports.
info=$(env -u LD_LIBRARY_PATH $bin/oshinfo --parsable 2>&1)
[[ "$(sed -n 's/^path:libsma://p' <<<"$info")" == /usr/lib/*/libsma.so.1.* ]] &&
    grep -qx "version:$v" <<<"$info" && grep -qx "transport:mpi:loads:yes" <<<"$info" &&
    grep -qx "transport:ucx:loads:yes" <<<"$info" &&
    ok "$bin/oshinfo: version $v, the packaged libsma, both plugins load" ||
    fail "$bin/oshinfo --parsable: $(grep -E '^(version|path:libsma|transport:.*:(loads|error))' <<<"$info" | tr '\n' ' ')"
# find_package(shmap) finds the packaged CMake package with no prefix path.
if command -v cmake >/dev/null; then
    if cmake -S tests/cmake -B "$tmp/cmake" >"$tmp/cmake.log" 2>&1 && cmake --build "$tmp/cmake" >>"$tmp/cmake.log" 2>&1; then
        out=$(timeout 60 env -u LD_LIBRARY_PATH $bin/oshrun -np 2 "$tmp/cmake/hello_f" 2>&1)
        [ "$(sort <<<"$out" | tr '\n' ';')" = "Fortran: PE 0 of 2 ok;Fortran: PE 1 of 2 ok;" ] &&
            grep -q "shmap $v: /usr/include, oshrun $bin/oshrun" "$tmp/cmake.log" &&
            ok "find_package(shmap): tests/cmake built against the packages, run by $bin/oshrun" ||
            fail "tests/cmake against the packages: $(tr '\n' ';' <<<"$out") $(grep -m1 -- '-- shmap' "$tmp/cmake.log")"
    else
        fail "tests/cmake against the packages: $(grep -m3 -A2 -i error "$tmp/cmake.log" | tr '\n' ' ')"
    fi
fi

# man finds the family page by a C and by a Fortran name (symlinks that
# dh_installman made of the .so stubs, compressed), and shmap's oshrun(1).
command -v man >/dev/null || apt-get install -y -qq --no-install-recommends man-db >/dev/null 2>&1
for name in shmem_long_put SHMEM_INTEGER_PUT oshrun.shmap oshinfo; do
    page=$(man -w "$name" 2>/dev/null)
    want=/usr/share/man/man3/shmem_put.3.gz
    [ "$name" = oshrun.shmap ] && want=/usr/share/man/man1/oshrun.shmap.1.gz
    [ "$name" = oshinfo ] && want=/usr/share/man/man1/oshinfo.1.gz
    if [ "$page" = "$want" ] && MANWIDTH=80 man -P cat "$name" 2>/dev/null | grep -qi "^${name%%[_.]*}"; then
        ok "man $name: $page"
    else
        fail "man $name finds '${page:-nothing}'"
    fi
done

# Purged, nothing of theirs is left.
purge || fail "apt-get purge ${all_pkgs[*]}"
left=()
for p in "${all_pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'installed' && left+=("package $p")
    [ -n "$(dpkg -L "$p" 2>/dev/null)" ] && left+=("dpkg -L $p")
done
for f in /usr/include/mpp /usr/include/shmap /usr/include/shmem.h /usr/include/shmem.mod \
    /usr/lib/shmap /usr/share/man/man3/shmem_put.3.gz /usr/share/man/man1/oshrun.shmap.1.gz \
    /usr/share/doc/libsma1 /usr/share/doc/shmap-tools /usr/share/modulefiles/shmap \
    /usr/lib/*/libsma.* /usr/lib/*/libsma_* /usr/lib/*/libshmem.so /usr/lib/*/libopenshmem.so /usr/lib/*/pkgconfig/shmap.pc \
    /usr/lib/*/cmake/shmap /usr/share/man/man1/oshinfo.1.gz; do
    [ -e "$f" ] || [ -L "$f" ] && left+=("$f")
done
[ "$(osh)" = "$osh_before" ] || left+=("/usr/bin/osh* changed: $(osh | tr '\n' ' ')")
[ ${#left[@]} = 0 ] && ok "purged: nothing left" || fail "purged, still there: ${left[*]}"
finish
