#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# oshinfo: its report and --parsable lines say the VERSION file's version,
# name every variable of src/core/env.def (SMA_/SHMAP_ spellings) with the
# table's default, show a value set in the environment as the current one
# and who set it, report the transports, topology and heap; --help and
# --version exit 0, a bad option exits 2 with a message.
source "$(dirname "$0")/common.bash"
I=$B/bin/oshinfo
v=$(cat VERSION)
[ -x "$I" ] || { fail "$I is not built"; finish; }

# Only what this test sets: none of the caller's SMA_/SHMEM_/SHMAP_ settings.
clean=(env)
while IFS='=' read -r name _; do
    case $name in SMA_* | SHMEM_* | SHMAP_*) clean+=(-u "$name") ;; esac
done < <(env)

out=$("${clean[@]}" "$I" 2>&1); rc=$?
[ $rc = 0 ] || fail "oshinfo exited $rc"
grep -q "^shmap $v: " <<<"$out" && ok "oshinfo names version $v" || fail "oshinfo's first line: $(head -1 <<<"$out")"
for s in Build Installation Transports Environment Topology "Symmetric heap"; do
    grep -q "^$s" <<<"$out" || fail "oshinfo has no '$s' section"
done

p=$("${clean[@]}" "$I" --parsable 2>&1); rc=$?
[ $rc = 0 ] || fail "oshinfo --parsable exited $rc"
bad=$(grep -v '^[a-z_0-9]*\(:[A-Za-z_0-9]*\)*:' <<<"$p" | head -3)
[ -z "$bad" ] || fail "--parsable lines that are not key:value: $bad"
key() { sed -n "s|^$1:||p" <<<"$p"; }
[ "$(key version)" = "$v" ] && ok "--parsable: version:$v" || fail "--parsable version: '$(key version)', VERSION says $v"
for k in build:compiler build:cflags build:hwloc_version build:mpi_plugin build:ucx_plugin \
    transport:mapped:usable transport:mpi:usable transport:ucx:usable path:libdir \
    topology:packages topology:numa_nodes topology:cores topology:pus \
    heap:default heap:size segment:library_area limit:max_pes limit:nofile:hard; do
    grep -q "^$k:." <<<"$p" || fail "--parsable has no $k line"
done
[ "$(key path:libdir)" = "$(readlink -f "$B/lib")" ] || fail "path:libdir is '$(key path:libdir)', not $B/lib"
[ "$(key transport:mapped:usable)" = yes ] || fail "the mapped transport is not usable: $(key transport:mapped:error)"
# A plugin this build has loads (its dependencies are here, or it was not built).
for t in mpi ucx; do
    if [ -f "$B/lib/libsma_$t.so" ] && [ "$(key transport:$t:loads)" != yes ]; then
        fail "transport:$t:loads is '$(key transport:$t:loads)': $(key transport:$t:error)"
    fi
done
[ "$(key topology:pus)" -ge 1 ] 2>/dev/null || fail "topology:pus: '$(key topology:pus)'"
[ "$(key heap:size)" = "$(key heap:default)" ] || fail "heap:size $(key heap:size) unset, not the default $(key heap:default)"

# Every row of env.def, by the spelling the library reads, with its default.
n=0
while read -r kind name def; do
    case $kind in X) var=SMA_$name ;; S) var=SHMAP_$name ;; esac
    n=$((n + 1))
    [ "$(key "env:$var:default")" = "$def" ] || fail "env:$var:default is '$(key "env:$var:default")', env.def says '$def'"
    [ "$(key "env:$var:set_by")" = default ] || fail "env:$var:set_by is '$(key "env:$var:set_by")' in a clean environment"
    grep -q "^  $var  *" <<<"$out" || fail "oshinfo's report has no $var row"
done < <(sed -n 's/^\([XS]\)(\([A-Z_0-9]*\), [a-z]*, "\([^"]*\)".*/\1 \2 \3/p' src/core/env.def)
[ $n -gt 10 ] && [ $fails = 0 ] && ok "all $n variables of env.def, each with its default" ||
    fail "$n variables read from env.def"
got=$(sed -n 's/^env:\([A-Z_0-9]*\):default:.*/\1/p' <<<"$p" | wc -l)
[ "$got" = $n ] || fail "--parsable lists $got variables, env.def $n"

# Values set here are the current ones, with the spelling that set them.
p=$("${clean[@]}" SMA_SYMMETRIC_SIZE=1G SHMEM_SYMMETRIC_SIZE=2G SMA_BARRIER_ALGORITHM=dissemination \
    SHMAP_NODE_SIZE=2 "$I" --parsable)
[ "$(key env:SMA_SYMMETRIC_SIZE:value)" = 2147483648 ] && [ "$(key env:SMA_SYMMETRIC_SIZE:set_by)" = SHMEM_SYMMETRIC_SIZE ] &&
    [ "$(key heap:size)" = 2147483648 ] &&
    ok "SHMEM_SYMMETRIC_SIZE=2G over SMA_ 1G: value 2147483648, set by SHMEM_SYMMETRIC_SIZE, heap:size" ||
    fail "SHMEM_SYMMETRIC_SIZE=2G: value '$(key env:SMA_SYMMETRIC_SIZE:value)', set by '$(key env:SMA_SYMMETRIC_SIZE:set_by)', heap:size '$(key heap:size)'"
[ "$(key env:SMA_BARRIER_ALGORITHM:value)" = dissemination ] && [ "$(key env:SHMAP_NODE_SIZE:value)" = 2 ] &&
    [ "$(key env:SHMAP_NODE_SIZE:set_by)" = SHMAP_NODE_SIZE ] &&
    ok "SMA_BARRIER_ALGORITHM and SHMAP_NODE_SIZE show as set" ||
    fail "SMA_BARRIER_ALGORITHM: '$(key env:SMA_BARRIER_ALGORITHM:value)', SHMAP_NODE_SIZE: '$(key env:SHMAP_NODE_SIZE:value)'"
out=$("${clean[@]}" SMA_DEBUG=on "$I")
grep -q "^  SMA_DEBUG  *no  *yes (SMA_DEBUG)" <<<"$out" && ok "the report shows SMA_DEBUG=on as yes (SMA_DEBUG)" ||
    fail "SMA_DEBUG=on in the report: $(grep SMA_DEBUG <<<"$out")"
# From an SMA_CONFIG file, and a value the library would refuse.
echo "SMA_DEBUG = yes" >"$tmp/cfg"
p=$("${clean[@]}" SMA_CONFIG="$tmp/cfg" "$I" --parsable)
[ "$(key env:SMA_DEBUG:value):$(key env:SMA_DEBUG:set_by)" = yes:SMA_CONFIG ] ||
    fail "SMA_DEBUG from SMA_CONFIG: $(key env:SMA_DEBUG:value) set by $(key env:SMA_DEBUG:set_by)"
p=$("${clean[@]}" SMA_DEBUG=perhaps "$I" --parsable); rc=$?
[ $rc = 0 ] && grep -q "^env:error:SMA_DEBUG: bad value 'perhaps'" <<<"$p" &&
    [ "$(key env:SMA_DEBUG:value)" = perhaps ] && ok "a bad value: the library's message, exit 0" ||
    fail "SMA_DEBUG=perhaps: exit $rc, $(grep '^env:error' <<<"$p")"

# Options.
out=$("$I" --help 2>&1) && grep -q "^usage: oshinfo" <<<"$out" && ok "--help exits 0" || fail "--help: $out"
out=$("$I" --version 2>&1) && [ "$out" = "oshinfo (shmap) $v" ] && ok "--version: $out" || fail "--version: $out"
out=$("$I" --no-such-option 2>&1); rc=$?
[ $rc = 2 ] && grep -q "oshinfo: unknown option '--no-such-option'" <<<"$out" &&
    ok "a bad option: exit 2, '$out'" || fail "a bad option: exit $rc, '$out'"
finish
