#!/bin/sh
# SPDX-License-Identifier: BSD-3-Clause
# scripts/man-links.sh SRC_MAN_DIR OUT_MAN_DIR: copy every page and give each
# other name on its NAME line (the line after .SH NAME) a one-line stub, e.g.
# OUT/man3/shmem_int_put.3 holding ".so man3/shmem_put.3".
set -eu
[ $# -eq 2 ] || { echo "usage: $0 SRC_MAN_DIR OUT_MAN_DIR" >&2; exit 2; }
for page in "$1"/man[1-9]/*.[1-9]; do
    [ -f "$page" ] || continue
    sec=${page##*.} base=${page##*/}
    mkdir -p "$2/man$sec" && cp "$page" "$2/man$sec/$base"
    # shellcheck disable=SC2013 # the names are words, not lines
    for name in $(sed -n '/^\.SH "*NAME/{n;s/ *\\-.*//;s/,/ /g;p;q;}' "$page"); do
        link=$2/man$sec/$name.$sec
        # Never replace a real page (oshCC.1 is oshcc.1 where case is ignored).
        [ "$name.$sec" = "$base" ] || { [ -f "$link" ] && ! head -n 1 "$link" | grep -q '^\.so '; } ||
            echo ".so man$sec/$base" >"$link"
    done
done
