#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# oshrun's placement with hwloc: --map-by, --bind-to, --report-bindings
# and SHMEM_BIND, decided on hwloc's synthetic topologies (this machine has
# one socket and one NUMA node) and applied on the real one, where the
# launcher's own CPU restriction (taskset) is honoured.
source "$(dirname "$0")/common.bash"
# expect TOPOLOGY "ARGS" "PE lines ..." (each "k:cpus:socket:numa" or "k:-")
expect() {
    local topo=$1 args=$2 out want got line
    shift 2
    # shellcheck disable=SC2086
    out=$(HWLOC_SYNTHETIC="$topo" "$R" --report-bindings $args true 2>&1) ||
        { fail "'$args' on '$topo' failed: $out"; return; }
    for want in "$@"; do
        IFS=: read -r k cpus sock numa <<<"$want"
        line=$(grep "^oshrun: PE $k:" <<<"$out")
        if [ "$cpus" = - ]; then
            got=$(grep -c "not bound" <<<"$line")
            [ "$got" = 1 ] || fail "'$args' on '$topo': PE $k should not be bound: $line"
        else
            [ "$line" = "oshrun: PE $k: bound to CPUs $cpus, socket $sock, NUMA node $numa" ] ||
                fail "'$args' on '$topo': PE $k: got '$line', want CPUs $cpus, socket $sock, NUMA $numa"
        fi
    done
    ok "$args on '$topo'"
}
T2="pack:2 numa:1 l3:1 core:4 pu:2" # 2 sockets x 4 cores x 2 threads
# default: fewer PEs than cores, spread over NUMA nodes (and sockets)
expect "$T2" "-np 4" 0:0-1:0:0 1:8-9:1:1 2:2-3:0:0 3:10-11:1:1
# --map-by core: packed
expect "$T2" "--map-by core -np 3" 0:0-1:0:0 1:2-3:0:0 2:4-5:0:0
# as many PEs as cores: one a core, packed
expect "$T2" "-np 8" 0:0-1:0:0 7:14-15:1:1
# hardware threads
expect "$T2" "--map-by core --bind-to pu -np 3" 0:0:0:0 1:2:0:0 2:4:0:0
# coarser binding: the socket around, the L3 around
expect "$T2" "--map-by socket --bind-to socket -np 3" 0:0-7:0:0 1:8-15:1:1 2:0-7:0:0
expect "$T2" "--map-by core --bind-to l3 -np 2" 0:0-7:0:0 1:0-7:0:0
# more PEs than CPUs: not bound, said once
out=$(HWLOC_SYNTHETIC="$T2" "$R" --report-bindings -np 17 true 2>&1)
grep -q "17 PEs outnumber the 16 CPUs: not bound" <<<"$out" && [ "$(grep -c 'not bound, may run on CPUs 0-15' <<<"$out")" = 17 ] ||
    fail "17 PEs on 16 CPUs: $(head -3 <<<"$out")"
# four NUMA nodes in two sockets, SHMEM_BIND in the environment
T4="pack:2 numa:2 core:2 pu:1"
out=$(HWLOC_SYNTHETIC="$T4" SHMEM_BIND=numa "$R" --report-bindings -np 4 true 2>&1)
for k in 0 1 2 3; do
    grep -q "^oshrun: PE $k: bound to CPUs $((2 * k))-$((2 * k + 1)), socket $((k / 2)), NUMA node $k$" <<<"$out" ||
        fail "SHMEM_BIND=numa, PE $k: $(grep "PE $k:" <<<"$out")"
done
[ $fails = 0 ] && ok "SHMEM_BIND=numa over 4 NUMA nodes"
out=$(HWLOC_SYNTHETIC="$T4" SMA_BIND=none "$R" --report-bindings -np 2 true 2>&1)
grep -q "PE 1: not bound" <<<"$out" || fail "SMA_BIND=none: $out"
# errors: a bad level, and more PEs on an object than its CPUs
for args in "--bind-to cache" "--map-by board" "--bind-to core -np 20"; do
    # shellcheck disable=SC2086
    out=$(HWLOC_SYNTHETIC="$T2" "$R" $args true 2>&1)
    rc=$?
    [ $rc = 2 ] && grep -q "^oshrun: --" <<<"$out" || fail "'$args': exit $rc, '$out'"
done
grep -q "3 PEs on a Core with 2 CPUs" <<<"$out" || fail "overloaded core: '$out'"
ok "bad levels and overloaded objects are one-line errors"
# this machine: the binding is applied, and a taskset restriction honoured
n=$(nproc)
out=$("$R" -np 1 grep Cpus_allowed_list /proc/self/status)
[ "$n" -lt 2 ] || [ "$(awk '{print $2}' <<<"$out")" = 0 ] || fail "PE 0 of 1 is not bound to CPU 0: $out"
if [ "$n" -ge 2 ]; then
    out=$(taskset -c 1 "$R" --report-bindings -np 1 grep Cpus_allowed_list /proc/self/status 2>&1)
    grep -q "PE 0: bound to CPUs 1," <<<"$out" && grep -q "Cpus_allowed_list:.1$" <<<"$out" ||
        fail "under taskset -c 1: $out"
    out=$(taskset -c 1 "$R" --report-bindings -np 2 true 2>&1)
    grep -q "2 PEs outnumber the 1 CPUs" <<<"$out" || fail "2 PEs under taskset -c 1: $out"
    ok "the real topology: bound, and taskset honoured"
fi
# shmemx_pe_locality from the placement, on a synthetic topology (the
# placement is computed, not applied, and the PEs read it all the same)
build_aux locality_prog "$tmp/loc"
T3="pack:2 numa:2 l3:1 core:2 pu:2"
out=$(HWLOC_SYNTHETIC="$T3" "$R" --map-by core -np 8 "$tmp/loc" 2>&1)
want="locality PE 0: 0 2 4 4 5 5 5 5
locality PE 1: 2 0 4 4 5 5 5 5
locality PE 2: 4 4 0 2 5 5 5 5
locality PE 3: 4 4 2 0 5 5 5 5
locality PE 4: 5 5 5 5 0 2 4 4
locality PE 5: 5 5 5 5 2 0 4 4
locality PE 6: 5 5 5 5 4 4 0 2
locality PE 7: 5 5 5 5 4 4 2 0"
[ "$out" = "$want" ] || fail "shmemx_pe_locality on '$T3', one PE a core:"$'\n'"$out"
out=$(HWLOC_SYNTHETIC="$T3" "$R" --map-by core --bind-to pu -np 16 "$tmp/loc" 2>&1 | head -1)
[ "$out" = "locality PE 0: 0 2 4 4 5 5 5 5 1 2 4 4 5 5 5 5" ] ||
    fail "shmemx_pe_locality with hardware threads: $out"
out=$(HWLOC_SYNTHETIC="pack:2 numa:2 core:2 pu:1" "$R" --map-by core -np 8 "$tmp/loc" 2>&1 | head -1)
[ "$out" = "locality PE 0: 0 3 4 4 5 5 5 5" ] || fail "shmemx_pe_locality by NUMA node (no L3): $out"
out=$("$R" --bind-to none -np 2 "$tmp/loc" 2>&1)
[ "$out" = "locality PE 0: 0 5
locality PE 1: 5 0" ] || fail "shmemx_pe_locality unbound: $out"
[ $fails = 0 ] && ok "shmemx_pe_locality: self, core, L3, NUMA, socket, node as placed"
# SMA_INFO: the topology summary and every PE's binding, once
out=$(HWLOC_SYNTHETIC="$T3" SMA_INFO=1 "$R" --map-by numa -np 3 "$tmp/loc" 2>&1)
grep -q "^topology: 2 socket(s), 4 NUMA node(s), 4 L3 cache(s), 8 cores, 16 PUs (not this machine's topology)$" <<<"$out" &&
    grep -q "^PE 2: bound to CPUs 8-9 (core 4, L3 2, NUMA node 2, socket 1;" <<<"$out" ||
    fail "SMA_INFO's topology and bindings: $(grep -E '^(topology|PE)' <<<"$out")"
out=$(SMA_INFO=1 "$R" --bind-to none -np 2 "$tmp/loc" 2>&1)
[ "$(grep -c '^PE [01]: not bound$' <<<"$out")" = 2 ] || fail "SMA_INFO, unbound: $out"
out=$("$R" --bind-to none -np 2 grep -c Cpus_allowed_list /proc/self/status)
[ "$(tr -d '\n' <<<"$out")" = 11 ] || fail "--bind-to none run: $out"
# A PE bound inside a NUMA node has its memory there: a preferred-node
# policy on its segment (the file's, whoever touches a page first).
if [ -r /proc/self/numa_maps ] && compile_aux numa_policy_prog "$tmp/numa"; then
    out=$("$R" --bind-to core -np 2 "$tmp/numa" 2>&1 | sort)
    [ "$(grep -cE '^PE [01] heap: prefer:[0-9]+$' <<<"$out")" = 2 ] &&
        ok "bound PEs' memory prefers their NUMA node" || fail "bound PEs' heap policy: $out"
    out=$("$R" --bind-to none -np 2 "$tmp/numa" 2>&1 | sort)
    [ "$(grep -cE '^PE [01] heap: default$' <<<"$out")" = 2 ] || fail "unbound PEs' heap policy: $out"
    # shmem_malloc_with_hints' locality hints (shmemx.h): the block's pages
    # get their own policy; freeing it gives them back. One NUMA node here,
    # so PE 1's node is PE 0's: the mode and the node list are checked.
    if compile_aux numa_hint_prog "$tmp/hint"; then
        out=$("$R" --bind-to core -np 2 "$tmp/hint" 2>&1 | sort)
        node=$(sed -n 's/^PE 0 plain: preferred \([0-9]*\)$/\1/p' <<<"$out")
        want="PE 0 interleave: interleave $node
PE 0 near: preferred $node
PE 0 plain: preferred $node
PE 0 reused: preferred $node
PE 1 interleave: interleave $node
PE 1 near: preferred $node
PE 1 plain: preferred $node
PE 1 reused: preferred $node"
        [ -n "$node" ] && [ "$out" = "$want" ] && ok "malloc_with_hints: NEAR_PE, INTERLEAVE, and reset on free" ||
            fail "malloc_with_hints placement, bound:"$'\n'"$out"
        out=$("$R" --bind-to none -np 3 "$tmp/hint" 2>&1)
        [ "$(grep -cE '^PE [0-2] (plain|near|interleave|reused): default$' <<<"$out")" = 12 ] ||
            fail "malloc_with_hints, unbound PEs keep the default policy: $out"
        # the decision on two NUMA nodes (synthetic: placed, not bound, so
        # it falls back to this PE's policy and says so)
        out=$(HWLOC_SYNTHETIC="pack:2 numa:1 core:2 pu:1" SHMEM_LOG_LEVELS=memory "$R" -np 2 "$tmp/hint" 2>&1)
        grep -q "PE 0 MEMORY shmem_malloc_with_hints: 8192 bytes at 0x[0-9a-f]*: oshrun bound no PE there; this PE's policy" <<<"$out" ||
            fail "malloc_with_hints on an unbound synthetic topology: $(grep with_hints <<<"$out" | head -4)"
    else
        fail "cannot build numa_hint_prog"
    fi
else
    echo "SKIP: no /proc/self/numa_maps (a kernel without NUMA): memory placement not checked"
fi
finish
