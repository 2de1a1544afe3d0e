#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The header and the library agree. The names come from the generator's
# list of what <mpp/shmem.h> declares (build/gen/api.list) and from the
# Fortran wrappers' list (build/gen/fortran.list: lower_, lower__, UPPER):
#  - libsma.so exports exactly those names, no more and no fewer;
#  - the API is in version node SHMAP_1.0 and the inline ABI (shmemi_*)
#    in SHMAP_INLINE_2;
#  - the installed header spells every exported C routine out: grep finds
#    each on one declaration line;
#  - every Fortran routine is exported in all three spellings;
#  - libsma.a defines the same names, so -lsma links statically too;
#  - libshmem.so and libopenshmem.so are libsma.so.
source "$(dirname "$0")/common.bash"
export LC_ALL=C
list=build/gen/api.list
flist=build/gen/fortran.list
hdr=build/include/mpp/shmem.h
hdrx=build/include/mpp/shmemx.h
lib=build/lib/libsma.so
for f in $list $flist $hdr $hdrx $lib build/lib/libsma.a; do
    [ -f "$f" ] || { fail "$f is missing (run make)"; exit 1; }
done
fnames=$(sort -u "$flist")
declared=$(sort -u "$list" "$flist")
# name@@VERSION for every defined dynamic symbol
dyn=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TWDBRV]$/ {print $3}' | sort -u)
exported=$(sed 's/@.*//' <<<"$dyn" | sort -u)
# The profiling interface: exactly one pshmem_/PSHMEM_ name per shmem_,
# shmemx_ and SHMEM_ routine, each in <pshmem.h> (the C ones), and the
# shmem_ names weak; the rest of the checks leave them out.
pnames=$(grep -E '^(pshmemx?_|PSHMEM_)' <<<"$exported")
pwant=$(sed -n 's/^\(shmemx\{0,1\}_.*\)/p\1/p; s/^\(SHMEM_.*\)/P\1/p' <<<"$declared" | sort -u)
pdiff=$(diff <(echo "$pwant") <(echo "$pnames") | grep '^[<>]' | head -5)
[ -z "$pdiff" ] || fail "the pshmem_ names do not match the shmem_ ones: $pdiff"
pdecl=$(grep -oE '\bpshmemx?_[a-z0-9_]*\(' build/include/pshmem.h 2>/dev/null | tr -d '(' | sort -u)
pmiss=$(comm -13 <(echo "$pdecl") <(grep -vE '_$' <<<"$pnames" | grep -v '^PSHMEM_' | sort -u) | head -5)
[ -z "$pmiss" ] || fail "exported but not declared in pshmem.h: $pmiss"
strong=$(nm -D --defined-only "$lib" | awk '$2 == "T" && $3 ~ /^shmem_/ {print $3}' | head -3)
[ -z "$strong" ] || fail "shmem_ names that are not weak (a profiler could not replace them): $strong"
exported=$(grep -vE '^(pshmemx?_|PSHMEM_)' <<<"$exported")
dyn=$(grep -vE '^(pshmemx?_|PSHMEM_)' <<<"$dyn")
# The other default kinds' Fortran layers (-fdefault-integer-8, ...):
# shmapf_<kinds>_<lower>_ for every routine and kinds, in their own node,
# and each libsma_<kinds>.so defines the names programs call, all three
# spellings and their profiling names. The other checks leave them out.
kinds=$(sed -n 's/^shmapf_\(i[48]r[48]d[0-9]*\)_.*/\1/p' <<<"$exported" | sort -u)
[ "$(wc -w <<<"$kinds")" = 5 ] || fail "kinds layers in $lib: '$(echo $kinds)', not 5"
lowers=$(grep -E '^[a-z].*[^_]_$' <<<"$fnames" | sort -u)
for k in $kinds; do
    want=$(sed "s/^/shmapf_${k}_/" <<<"$lowers" | sort)
    got=$(grep "^shmapf_${k}_" <<<"$exported")
    [ "$want" = "$got" ] || fail "the $k layer in $lib is not one shmapf_${k}_ name per routine"
    so=build/lib/libsma_$k.so
    [ -f "$so" ] || { fail "$so is missing"; continue; }
    shim=$(nm -D --defined-only "$so" | awk '$2 == "T" {print $3}' | sort)
    pwant=$(sed -n 's/^\(shmem.*\|start_pes.*\|shp.*\|my_pe.*\|num_pes.*\)/p\1/p; s/^\([A-Z].*\)/P\1/p' <<<"$fnames")
    [ "$shim" = "$(sort <<<"$fnames"$'\n'"$pwant")" ] ||
        fail "$so does not define exactly the Fortran names and their profiling names"
done
wrong=$(grep '^shmapf_' <<<"$dyn" | grep -v '@@SHMAP_FORTRAN_KINDS_1$' | head -3)
[ -z "$wrong" ] || fail "kinds layers not in SHMAP_FORTRAN_KINDS_1: $wrong"
exported=$(grep -v '^shmapf_' <<<"$exported")
dyn=$(grep -v '^shmapf_' <<<"$dyn")
missing=$(comm -23 <(echo "$declared") <(echo "$exported"))
extra=$(comm -13 <(echo "$declared") <(echo "$exported"))
[ -z "$missing" ] || fail "declared but not exported:"$'\n'"$(sed 's/^/    /' <<<"$missing")"
[ -z "$extra" ] || fail "exported but not declared:"$'\n'"$(sed 's/^/    /' <<<"$extra")"
n=$(wc -l <<<"$declared")
[ "$n" -gt 1000 ] || fail "only $n names declared: the list is broken"

# Version nodes.
badver=$(grep -v '@@SHMAP_' <<<"$dyn" | grep -v '@SHMAP_' | head -5)
[ -z "$badver" ] || fail "exported without a version: $badver"
wrong=$(grep -E '^shmemi_(fast|xlate|slow)_' <<<"$dyn" | grep -v '@@SHMAP_INLINE_2$')
[ -z "$wrong" ] || fail "inline ABI not in SHMAP_INLINE_2: $wrong"
wrong=$(grep -vE '^shmemi_(fast|xlate|slow)_' <<<"$dyn" | grep -vE '@@SHMAP_(1\.0|INLINE_2)$' | head -5)
[ -z "$wrong" ] || fail "API symbols not in SHMAP_1.0: $wrong"

# Fortran: lower_, lower__ and UPPER for every routine.
nf=0
for u in $(grep -E '^[A-Z][A-Z0-9_]*$' <<<"$fnames"); do
    l=$(tr 'A-Z' 'a-z' <<<"$u")
    for s in "${l}_" "${l}__" "$u"; do
        grep -qx "$s" <<<"$exported" || fail "Fortran routine $u: $s is not exported"
    done
    nf=$((nf + 1))
done
[ "$nf" -gt 150 ] || fail "only $nf Fortran routines listed: the list is broken"
[ "$(wc -l <<<"$fnames")" = $((nf * 3)) ] || fail "build/gen/fortran.list is not three spellings per routine"

# Every exported C function appears in the installed header as "name(".
funcs=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[TW]$/ {print $3}' | sed 's/@.*//' | sort -u |
    grep -vE '^(pshmemx?_|PSHMEM_|shmapf_)' | comm -23 - <(echo "$fnames"))
nfunc=$(wc -l <<<"$funcs")
found=$(cat "$hdr" "$hdrx" | grep -oE '\b[A-Za-z_][A-Za-z0-9_]*\(' | tr -d '(' | sort -u | comm -12 - <(echo "$funcs") | wc -l)
[ "$found" = "$nfunc" ] || fail "only $found of $nfunc exported routines are spelled out in $hdr and $hdrx"
# ... each on exactly one declaration line (plus an inline definition for
# the fast paths): count declaration lines ending in ';'.
# A complex routine is declared once, on T _Complex in C and C++ alike;
# C++ also gets an inline overload of it on std::complex<T>.
decl=$(cat "$hdr" "$hdrx" | grep -E '^[A-Za-z_].*\b[A-Za-z_][A-Za-z0-9_]*\(.*\);$' | grep -vc 'std::complex')
ncx=$(cat "$hdr" "$hdrx" | grep -cE '^(SHMEMI_COMPLEX_EXT )?inline [a-z]+ shmemx?_complex[fd]_[a-z_]+\(.*std::complex')
ncc=$(cat "$hdr" "$hdrx" | grep -E '^[A-Za-z_].*\(.*\);$' | grep -c '_Complex')
[ "$ncx" = "$ncc" ] || fail "$ncc declarations with _Complex but $ncx C++ overloads with std::complex"
[ "$decl" = "$nfunc" ] || fail "$hdr and $hdrx have $decl declaration lines for $nfunc exported routines"

static=$(nm --defined-only build/lib/libsma.a 2>/dev/null | awk '$2 ~ /^[TWDBR]$/ {print $3}' | sort -u)
missing_a=$(comm -23 <(echo "$declared") <(echo "$static"))
[ -z "$missing_a" ] || fail "declared but not in libsma.a:"$'\n'"$(sed 's/^/    /' <<<"$missing_a")"
# -lshmem and -lopenshmem link the same library.
for alias in libshmem.so libopenshmem.so; do
    [ "$(readlink -f build/lib/$alias)" = "$(readlink -f $lib)" ] || fail "build/lib/$alias is not libsma.so"
done
[ $fails = 0 ] && ok "$n names declared and exported ($nfunc C routines, each on one line of $hdr or $hdrx; $nf Fortran routines in 3 spellings)"
finish
