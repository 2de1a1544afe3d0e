#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The OpenSHMEM profiling interface, in one object file of the library:
# every global function whose name starts with shmem_, shmemx_ or SHMEM_
# gets a second name, pshmem_... (PSHMEM_... for the upper-case Fortran
# spellings) at the same address, and the shmem_ name becomes weak, so a
# profiling library's own shmem_ definitions win, also in a static link,
# and reach the library through the pshmem_ names.
set -euo pipefail
obj=$1
OBJCOPY=${OBJCOPY:-objcopy}
args=()
syms=$(objdump -t "$obj" | awk 'NF == 6')
# Already done (the object was not rebuilt): nothing to add.
grep -qE ' p(shmem|shmemx)_| PSHMEM_' <<<"$syms" && exit 0
while read -r val bind typ sec size name; do
    [ "$typ" = F ] || continue
    case $bind in g | w) ;; *) continue ;; esac
    case $name in
    shmem_* | shmemx_*) p=p$name ;;
    SHMEM_*) p=P$name ;;
    *) continue ;;
    esac
    args+=(--add-symbol "$p=$sec:0x$val,function,global" --weaken-symbol "$name")
done <<<"$syms"
[ ${#args[@]} -eq 0 ] || "$OBJCOPY" "${args[@]}" "$obj"
