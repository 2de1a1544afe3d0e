#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The RMA test through the library's exported entry points (no inline fast
# paths: -DSHMAP_NO_INLINE, and -O0), and the inline paths' error routing;
# the default -O2 build calls no shmem_long_p, and the check that says so
# is shown able to see such a call first.
source "$(dirname "$0")/common.bash"
# calls BINARY: how many calls and jumps (a tail call is a jmp) to
# shmem_long_p, through the PLT, the GOT or directly, BINARY's code holds;
# the PLT's own stubs, which jump on to it, are not calls.
calls() {
    objdump -d --no-show-raw-insn "$1" | awk '
        /^Disassembly of section / { plt = ($4 ~ /^\.plt/) }
        !plt && /\t(call|jmp)[a-z]* .*<shmem_long_p(@[^>]*)?>/ { n++ }
        END { print n + 0 }'
}
for bin in build/tests/aux/shmem_put.noinline build/tests/aux/shmem_put.O0; do
    n=$(calls "$bin")
    [ "$n" -gt 0 ] && ok "$bin calls shmem_long_p ($n calls)" || fail "$bin does not call shmem_long_p"
    for n in 1 2 3; do
        timeout 60 "$R" -np $n "$bin" >/dev/null 2>&1 && ok "$bin np=$n" || fail "$bin np=$n"
    done
done
# The positive control: the same source and flags as the -O2 build, but
# -DSHMAP_NO_INLINE, must show calls; only then does none at -O2 mean
# that they were inlined.
flags="-std=c11 -O2 -g -Werror=implicit-function-declaration -Itests/api"
# shellcheck disable=SC2086
build/bin/oshcc $flags -DSHMAP_NO_INLINE -o "$tmp/put.noinline" tests/api/shmem_put.c &&
    build/bin/oshcc $flags -o "$tmp/put.O2" tests/api/shmem_put.c || { fail "cannot build tests/api/shmem_put.c"; finish; }
control=$(calls "$tmp/put.noinline")
if [ "$control" -gt 0 ]; then
    ok "control: built -DSHMAP_NO_INLINE, the check finds $control calls to shmem_long_p"
    # The default (-O2) builds inline them: no call left.
    for bin in "$tmp/put.O2" build/tests/api/shmem_put; do
        n=$(calls "$bin")
        [ "$n" = 0 ] && ok "shmem_long_p is inlined at -O2 in $bin" || fail "$n calls to shmem_long_p at -O2 in $bin"
    done
else
    fail "control: the check finds no call to shmem_long_p even built -DSHMAP_NO_INLINE: it cannot tell an inlined build"
fi
finish
