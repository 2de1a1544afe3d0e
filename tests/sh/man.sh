#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# Checks the manual pages in man/ against the code. Run from the repository
# root after `make`. Exit 0: pass, 1: fail (with FAIL: lines), 77: skip.
#  (a) groff -man -ww -z is silent on every page;
#  (b) every symbol libsma.so exports is on the NAME line of a man3 page, and
#      every name on a man3 NAME line is an exported symbol (or the page's
#      own name), on one page only; a Fortran routine is documented by its
#      upper-case name (its lower_ and lower__ spellings need no line);
#  (c) the ENVIRONMENT section of intro_shmem.3 names exactly the variables
#      of src/core/env.def, as SMA_<NAME> and SHMEM_<NAME>;
#  (d) every prototype in a man3 SYNOPSIS is the one <mpp/shmem.h> declares
#      (needs a C preprocessor: $CC or cc);
#  (e) scripts/man-links.sh gives every exported symbol a page.
#  The profiling names (pshmem_NAME, PSHMEM_NAME) count as documented by
#  NAME's page.
source "$(dirname "$0")/common.bash"
export LC_ALL=C

if ! command -v groff >/dev/null 2>&1; then
    echo "SKIP: groff is not installed"
    exit 77
fi

LIB=build/lib/libsma.so
ENVDEF=src/core/env.def

shopt -s nullglob
pages=(man/man[1-9]/*.[1-9])
man3=(man/man3/*.3)
if [ ${#man3[@]} -eq 0 ]; then
    fail "no pages in man/man3 (run from the repository root)"
    exit 1
fi

# The names on a page's NAME line (the line after .SH NAME), one a line.
name_line() {
    sed -n '/^\.SH "*NAME/{n;p;q;}' "$1"
}
names_of() {
    name_line "$1" | sed 's/ *\\-.*//; s/, */\n/g' | sed '/^$/d'
}

# ---- (a) groff ----
for p in "${pages[@]}"; do
    out=$(groff -man -ww -z "$p" 2>&1)
    rc=$?
    if [ -n "$out" ] || [ $rc -ne 0 ]; then
        fail "$p: groff -man -ww -z: ${out:-exit status $rc}"
    fi
    nl=$(name_line "$p")
    case $nl in
    *' \- '*) ;;
    *) fail "$p: the line after .SH NAME is not 'name, ... \\- description'" ;;
    esac
    next=$(sed -n '/^\.SH "*NAME/{n;n;p;q;}' "$p")
    case $next in
    .SH*) ;;
    *) fail "$p: the NAME section must be one line (the scripts read one)" ;;
    esac
done

# ---- (b) exported symbols vs NAME lines ----
declare -A documented=() page_of=() exported=()
for p in "${man3[@]}"; do
    while read -r n; do
        if [ -n "${page_of[$n]:-}" ]; then
            fail "$n is on the NAME lines of both ${page_of[$n]} and $p"
        fi
        page_of[$n]=$p
        documented[$n]=1
    done < <(names_of "$p")
done

if [ ! -f "$LIB" ]; then
    fail "$LIB is missing: run make first"
else
    # shmemi_* are the ABI of the header's inline fast paths, not API.
    # The Fortran wrappers' g77 and gfortran spellings (lower__, lower_)
    # are documented by the upper-case name.
    fspell=$(grep -E '_$' build/gen/fortran.list 2>/dev/null | sort -u)
    [ -n "$fspell" ] || fail "build/gen/fortran.list is missing: run make first"
    # The profiling interface's pshmem_/PSHMEM_ names are documented by
    # their shmem_ routine (and shmem_pcontrol(3) describes the interface);
    # shmapf_<kinds>_ ones are the other default kinds' entries to the
    # same routines (oshfort(1)).
    syms=$(nm -D --defined-only "$LIB" | awk '$2 == "T" || $2 == "W" { print $3 }' |
        sed 's/@.*//' | grep -vE '^(shmemi_|pshmemx?_|PSHMEM_|shmapf_)' | sort -u |
        comm -23 - <(echo "$fspell"))
    declare -A fortran=()
    for n in $(grep -E '^[A-Z][A-Z0-9_]*$' build/gen/fortran.list 2>/dev/null); do
        fortran[$n]=1
    done
    if [ -z "$syms" ]; then
        fail "nm found no exported functions in $LIB"
    fi
    for s in $syms; do
        exported[$s]=1
        [ -n "${documented[$s]:-}" ] ||
            fail "$s is exported by $LIB but is on no NAME line in man/man3"
    done
    for n in "${!page_of[@]}"; do
        p=${page_of[$n]}
        if [ -z "${exported[$n]:-}" ] && [ "$n" != "$(basename "$p" .3)" ]; then
            fail "$p: NAME line lists $n, which $LIB does not export"
        fi
    done
fi

# ---- (c) ENVIRONMENT of intro_shmem.3 vs env.def ----
intro=man/man3/intro_shmem.3
if [ ! -f "$intro" ]; then
    fail "$intro is missing"
elif [ ! -f "$ENVDEF" ]; then
    fail "$ENVDEF is missing"
else
    section=$(awk '/^\.SH/ { on = ($0 ~ /^\.SH "?ENVIRONMENT"?[[:space:]]*$/); next }
                   on' "$intro")
    [ -n "$section" ] || fail "$intro has no ENVIRONMENT section"
    # env_rows ROW PREFIX: the ENVIRONMENT section names PREFIX<NAME> for
    # every ROW(NAME, ...) of env.def, and no other PREFIX<NAME>
    env_rows() {
        local want seen v
        want=$(sed -n "s/^$1(\([A-Z0-9_]*\),.*/\1/p" "$ENVDEF" | sort -u)
        [ -n "$want" ] || fail "$ENVDEF: no $1(NAME, ...) rows found"
        seen=$(grep -oE "(^|[^A-Za-z0-9_])$2[A-Z][A-Z0-9_]*" <<<"$section" |
            sed "s/.*$2//" | sort -u)
        for v in $(comm -23 <(echo "$want") <(echo "$seen")); do
            fail "$intro: ENVIRONMENT does not mention $2$v (from $ENVDEF)"
        done
        for v in $(comm -13 <(echo "$want") <(echo "$seen")); do
            fail "$intro: ENVIRONMENT mentions $2$v, which is not in $ENVDEF"
        done
    }
    env_rows X SMA_    # SMA_<NAME> and SHMEM_<NAME> both
    env_rows X SHMEM_
    env_rows S SHMAP_  # shmap's own: SHMAP_<NAME> only
fi

# ---- (d) SYNOPSIS prototypes vs <mpp/shmem.h> ----
# Both sides become "name<TAB>prototype" with whitespace squeezed and
# removed around ( ) , * so that only the tokens are compared.
canon='s/[[:space:]]+/ /g; s/ ?([(),*]) ?/\1/g; s/^ //; s/ $//'
cpp=${CC:-cc}
if ! command -v "${cpp%% *}" >/dev/null 2>&1; then
    echo "note: no C compiler ($cpp): SYNOPSIS prototypes not checked"
elif [ ${#exported[@]} -gt 0 ]; then
    if ! hdr=$(echo "#include <mpp/shmemx.h>" | $cpp -E -P -Iinclude - 2>&1); then
        fail "cannot preprocess include/mpp/shmem.h: $hdr"
        hdr=
    fi
    declare -A hproto=() mproto=() mpage=()
    while IFS=$'\t' read -r n proto; do
        [ -n "${exported[$n]:-}" ] && hproto[$n]=$proto
    done < <(tr '\n' ' ' <<<"$hdr" | sed 's/__attribute__ *(([^)]*))//g' |
        tr ';{}' '\n' | sed -E "$canon" |
        sed -nE 's/^([A-Za-z_][A-Za-z0-9_ *]*[ *])?([A-Za-z_][A-Za-z0-9_]*)\(.*/\2\t&/p')
    for p in "${man3[@]}"; do
        while IFS=$'\t' read -r n proto; do
            if [ -n "${mproto[$n]:-}" ]; then
                fail "$p: $n has a second SYNOPSIS prototype (also in ${mpage[$n]})"
            fi
            mproto[$n]=$proto
            mpage[$n]=$p
        done < <(awk '
            /^\.SH/ { on = ($0 ~ /^\.SH "?SYNOPSIS"?/); next }
            /^\.SS/ { on = 0 }
            !on || !/^\.(B|BI|BR|I|IB|IR|RB|RI)[ \t]/ || /#include/ { next }
            {
                # Macro arguments: quoted or not; the alternating-font
                # macros join them without spaces, .B and .I with spaces.
                line = $0; sep = ($1 == ".B" || $1 == ".I") ? " " : ""
                sub(/^\.[A-Z]+[ \t]+/, "", line)
                out = ""; n = 0
                while (length(line) > 0) {
                    sub(/^[ \t]+/, "", line)
                    if (line == "") break
                    if (substr(line, 1, 1) == "\"") {
                        end = index(substr(line, 2), "\"")
                        if (end == 0) end = length(line)
                        arg = substr(line, 2, end - 1); line = substr(line, end + 2)
                    } else {
                        match(line, /^[^ \t]+/)
                        arg = substr(line, 1, RLENGTH); line = substr(line, RLENGTH + 1)
                    }
                    out = out (n++ ? sep : "") arg
                }
                gsub(/\\f[BIRP]/, "", out); gsub(/\\-/, "-", out); gsub(/\\&/, "", out)
                printf "%s ", out
            }' "$p" | tr ';' '\n' | sed -E "$canon" |
            sed -nE 's/^([A-Za-z_][A-Za-z0-9_ *]*[ *])?([A-Za-z_][A-Za-z0-9_]*)\(.*/\2\t&/p')
    done
    for n in "${!hproto[@]}"; do
        # Undocumented routines are reported by (b) already.
        [ -n "${documented[$n]:-}" ] || continue
        if [ -z "${mproto[$n]:-}" ]; then
            fail "$n: no prototype in any man3 SYNOPSIS"
        elif [ "${mproto[$n]}" != "${hproto[$n]}" ]; then
            fail "${mpage[$n]}: SYNOPSIS has '${mproto[$n]}', <mpp/shmem.h> has '${hproto[$n]}'"
        fi
    done
    for n in "${!mproto[@]}"; do
        [ -n "${fortran[$n]:-}" ] && continue # a Fortran CALL line
        [ -n "${hproto[$n]:-}" ] ||
            fail "${mpage[$n]}: SYNOPSIS declares $n, which is not an exported function of <mpp/shmem.h>"
    done
fi

# ---- (e) scripts/man-links.sh ----
if ! sh scripts/man-links.sh man "$tmp/man" >"$tmp/log" 2>&1; then
    fail "scripts/man-links.sh failed: $(cat "$tmp/log")"
else
    for s in "${!exported[@]}"; do
        [ -z "${documented[$s]:-}" ] || [ -f "$tmp/man/man3/$s.3" ] ||
            fail "scripts/man-links.sh made no man3/$s.3"
    done
    for f in "$tmp"/man/man[1-9]/*; do
        target=$(sed -n '1s/^\.so //p' "$f")
        if [ -n "$target" ] && [ ! -f "$tmp/man/$target" ]; then
            fail "scripts/man-links.sh: ${f#"$tmp"/man/} sources missing $target"
        fi
    done
fi

[ $fails = 0 ] && ok "man.sh: ${#pages[@]} pages, ${#exported[@]} exported functions: all documented"
finish
