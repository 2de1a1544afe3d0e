#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# make install writes an environment module, PREFIX/share/modulefiles/
# shmap/VERSION (Tcl) and VERSION.lua (Lmod): loaded with the module
# system here (environment-modules or Lmod), it puts the install's tools,
# man pages, pkg-config file and CMake prefix first, keeps the system's man
# pages, and unloading undoes it; the Lua file makes the same calls (run by
# lua with stand-ins for Lmod's functions); make uninstall removes both.
source "$(dirname "$0")/common.bash"
v=$(cat VERSION)
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null &&
    ! [ -f /usr/share/modules/init/bash ] && ! [ -f /usr/share/lmod/lmod/init/bash ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends environment-modules >/dev/null 2>&1
fi
if [ -f /usr/share/lmod/lmod/init/bash ]; then
    init=/usr/share/lmod/lmod/init/bash
elif [ -f /usr/share/modules/init/bash ]; then
    init=/usr/share/modules/init/bash
else
    echo "SKIP: neither environment-modules nor lmod is installed"
    exit 77
fi
p=$tmp/p
make -s install PREFIX="$p" >/dev/null || { fail "make install PREFIX=$p"; finish; }
mods=$p/share/modulefiles
for f in "$v" "$v.lua"; do [ -f "$mods/shmap/$f" ] || fail "no $mods/shmap/$f"; done

# In a shell of its own, as a user's: load, look, unload, look again.
# shellcheck disable=SC2016 # expanded by that shell
out=$(env -u MANPATH -u PKG_CONFIG_PATH -u CMAKE_PREFIX_PATH -u LOADEDMODULES bash -c '
    source "$1" >/dev/null 2>&1
    module use "$2" && module load shmap || exit 1
    echo "oshcc=$(command -v oshcc)"
    echo "page=$(man -w shmem_long_put 2>/dev/null)"
    echo "system_page=$(man -w ls 2>/dev/null)"
    echo "pc=$(pkg-config --modversion shmap 2>/dev/null)"
    echo "cmake=$CMAKE_PREFIX_PATH"
    module unload shmap
    echo "after_path=$PATH"
    echo "after_pc=${PKG_CONFIG_PATH-unset}"
' modtest "$init" "$mods" 2>&1) || fail "module use $mods; module load shmap: $out"
val() { sed -n "s/^$1=//p" <<<"$out"; }
[ "$(val oshcc)" = "$p/bin/oshcc" ] || fail "loaded, oshcc is '$(val oshcc)', not $p/bin/oshcc"
[[ "$(val page)" == "$p"/share/man/man3/* ]] || fail "loaded, man -w shmem_long_put gives '$(val page)'"
[ -n "$(val system_page)" ] || fail "loaded, man no longer finds the system's ls(1)"
[ "$(val pc)" = "$v" ] || fail "loaded, pkg-config --modversion shmap gives '$(val pc)'"
[ "$(val cmake)" = "$p" ] || fail "loaded, CMAKE_PREFIX_PATH is '$(val cmake)'"
[[ ":$(val after_path):" == *":$p/bin:"* ]] && fail "unloaded, PATH still has $p/bin"
[ "$(val after_pc)" = unset ] || fail "unloaded, PKG_CONFIG_PATH is '$(val after_pc)'"
[ $fails = 0 ] && ok "module load shmap ($init): PATH, MANPATH, PKG_CONFIG_PATH, CMAKE_PREFIX_PATH; unload undoes them"

# The Lua file, with stand-ins recording what it asks of Lmod.
lua=$(command -v lua5.4 || command -v lua5.3 || command -v lua || true)
if [ -n "$lua" ]; then
    got=$("$lua" -e '
        function prepend_path(k, v) print("prepend " .. k .. " " .. v) end
        function append_path(k, v) print("append " .. k .. " " .. v) end
        function help() end
        function whatis() end
        function conflict(n) print("conflict " .. n) end
        dofile(arg[1])' "$mods/shmap/$v.lua" 2>&1)
    want="conflict shmap
prepend PATH $p/bin
prepend MANPATH $p/share/man
append MANPATH 
prepend PKG_CONFIG_PATH $p/lib/pkgconfig
prepend CMAKE_PREFIX_PATH $p"
    [ "$got" = "$want" ] && ok "$v.lua asks Lmod for the same paths" ||
        fail "$v.lua: $(tr '\n' ';' <<<"$got")"
else
    echo "note: no lua interpreter: $v.lua not run"
fi

make -s uninstall PREFIX="$p" >/dev/null || fail "make uninstall"
[ -e "$mods" ] && fail "make uninstall left $(find "$mods" | head -3 | tr '\n' ' ')"
finish
