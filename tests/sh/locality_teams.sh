#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# shmemx_team_split_locality on hwloc's synthetic topologies (oshrun places
# PEs on them without binding): teams of the PEs sharing a core, NUMA node,
# socket or the node, as placed; unknown placement (unbound PEs) shares one
# team; a bad level is refused by every PE alike; each team reduces right.
. "$(dirname "$0")/common.bash"
build_aux locality_team_prog

check() { # topology npes level want(each PE's team, "PE n: members;" ...)
    local topo=$1 np=$2 level=$3 want=$4 out got
    out=$(HWLOC_SYNTHETIC="$topo" timeout 30 "$R" -np "$np" "$tmp/prog" 2>/dev/null)
    got=$(grep " $level:" <<<"$out" | sort -n -k2 | sed "s/ $level:/:/" | tr '\n' ';')
    [ "$got" = "$want" ] && ok "'$topo' at $np PEs, $level: $got" ||
        fail "'$topo' at $np PEs, $level: got '$got', want '$want'"
    grep -q WRONG <<<"$out" && fail "a team's reduction was wrong: $out"
}
T2="pack:2 numa:1 core:2 pu:1"
check "$T2" 4 numa "PE 0: 0 1;PE 1: 0 1;PE 2: 2 3;PE 3: 2 3;"
check "$T2" 4 socket "PE 0: 0 1;PE 1: 0 1;PE 2: 2 3;PE 3: 2 3;"
check "$T2" 4 core "PE 0: 0;PE 1: 1;PE 2: 2;PE 3: 3;"
check "$T2" 4 node "PE 0: 0 1 2 3;PE 1: 0 1 2 3;PE 2: 0 1 2 3;PE 3: 0 1 2 3;"
# fewer PEs than cores: round robin over the NUMA nodes, strided teams
check "pack:2 numa:1 core:3 pu:1" 5 numa "PE 0: 0 2 4;PE 1: 1 3;PE 2: 0 2 4;PE 3: 1 3;PE 4: 0 2 4;"
check "pack:2 numa:1 core:3 pu:1" 2 numa "PE 0: 0;PE 1: 1;"
# hardware threads: PEs dealt round robin over the cores, two a core
check "pack:1 numa:1 core:2 pu:2" 4 core "PE 0: 0 2;PE 1: 1 3;PE 2: 0 2;PE 3: 1 3;"
# more PEs than PUs: unbound, placement unknown, one team
check "pack:1 numa:1 core:2 pu:1" 3 numa "PE 0: 0 1 2;PE 1: 0 1 2;PE 2: 0 1 2;"
out=$(timeout 30 "$R" -np 3 "$tmp/prog" 2>&1)
[ "$(grep -c 'shmemx_team_split_locality: warning: level 42 is not SHMEMX_LOCALITY_CORE' <<<"$out")" = 3 ] &&
    grep -q "^level 42: -1 invalid$" <<<"$out" && ok "a bad level: -1 and SHMEM_TEAM_INVALID on every PE" ||
    fail "bad level: $out"
finish
