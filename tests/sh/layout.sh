#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The map matches the house: doc/ARCHITECTURE.md's file table names every
# source file under src/core, src/transport, src/seg and src/tools, and
# each name in it is a file that exists; every source folder has its
# README.
. "$(dirname "$0")/common.bash"
arch=doc/ARCHITECTURE.md
table=$(awk '/^### The source tree, file by file/ { on = 1; next }
             on && /^#/ { exit } on' "$arch")
[ -n "$table" ] || { fail "$arch has no file table"; finish; }
# Section rows ("| **src/core/coll/** |") and, under each, `name` cells.
declare -A named
section=
while IFS= read -r row; do
    if [[ $row =~ ^\|\ \*\*(src/[a-z/]*)\*\* ]]; then
        section=${BASH_REMATCH[1]}
        continue
    fi
    [ -n "$section" ] || continue
    cell=${row#| }; cell=${cell%% |*}
    for tok in $(grep -o '`[^`]*`' <<<"$cell" | tr -d '`'); do
        stem=${tok%%.*}
        # "mem.h/.c" names mem.h and mem.c; "env.def/.h/.c" three files
        exts=$(tr '/' ' ' <<<"${tok#"$stem".}" | sed 's/\.//g')
        for e in $exts; do
            f=$section$stem.$e
            named[$f]=1
            [ -f "$f" ] || fail "$arch names $f, which does not exist"
        done
    done
done <<<"$table"
while IFS= read -r f; do
    [ -n "${named[$f]:-}" ] || fail "$f is not in $arch's file table"
done < <(find src/core src/transport src/seg src/tools -type f \( -name '*.c' -o -name '*.h' -o -name '*.def' \) | sort)
for d in $(find src compat fortran -type d) ; do
    [ -f "$d/README.md" ] || fail "$d has no README.md"
done
[ "$fails" = 0 ] && ok "${#named[@]} files in the table, each there, none missing; a README in every source folder"
finish
