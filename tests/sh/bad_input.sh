#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Bad input: one clear line naming PE and routine, a non-zero job exit, and
# no hang and no process left behind; the legal oddities next to them
# (shmem_init or shmem_finalize twice, SHMEM called in a forked child) end
# as documented. Then heaps too large for the machine, -np 512, and
# oshrun's own bad arguments. Run from the repo root after `make tests`;
# honours SHMAP_BUILD (tests/run.sh: the build under test).
# shmap-test: serial: tests/run.sh runs it alone, as it asks for heaps
# too large for the machine and -np 512.
source "$(dirname "$0")/common.bash"
P=$B/tests/aux/bad_input

# case | npes | expected exit | stderr must match (extended regex; EMPTY:
# nothing on stderr at all)
cases=(
  "before_init|2|1|shmap: PE [01]: shmem_long_p: called before start_pes or shmem_init"
  "exit_before_init|2|1|shmap: PE 0: start_pes: PE 1 has exited without joining"
  "pe_range|2|1|shmap: PE [01]: shmem_long_put: PE 2 is out of range \(this job has 2 PEs: 0\.\.1\)"
  "pe_negative|3|1|shmap: PE [0-2]: shmem_long_p: PE -1 is out of range"
  "stack_target|2|1|shmap: PE [01]: shmem_long_put: address 0x[0-9a-f]+ is not symmetric"
  "malloc_target|2|1|shmap: PE [01]: shmem_long_put: address 0x[0-9a-f]+ is not symmetric"
  "past_heap_end|2|1|shmap: PE [01]: shmem_getmem: 2147483648 bytes at 0x[0-9a-f]+ run past the end of the symmetric heap"
  "past_data_end|2|1|shmap: PE [01]: shmem_putmem: 67108864 bytes at 0x[0-9a-f]+ run past the end of the program's data"
  "negative_size|2|1|shmap: PE [01]: shmem_putmem: size 18446744073709551608 \(-8 as a signed value\) is negative or absurd"
  "negative_count|2|1|shmap: PE [01]: shmem_long_put: 18446744073709551613 elements of 8 bytes is an absurd size"
  "hint_pe|2|1|shmap: PE [01]: shmem_malloc_with_hints: SHMEMX_MALLOC_NEAR_PE\(7\): there are PEs 0\.\.1 only"
  "shmalloc_negative|2|1|shmap: PE [01]: shmalloc: size 18446744073709551552 \(-64 as a signed value\) is negative or absurd"
  "heap_exhausted|2|0|shmap: PE [01]: shmalloc: warning: cannot allocate 68719476736 bytes: .*raise SMA_SYMMETRIC_SIZE"
  "bad_cmp|2|1|shmap: PE [01]: shmem_long_wait_until: comparison 42 is not one of SHMEM_CMP_EQ"
  "wait_local|1|1|shmap: PE 0: shmem_long_wait_until: address 0x[0-9a-f]+ is not symmetric"
  "after_finalize|2|1|shmap: PE [01]: shmem_long_p: called after shmem_finalize"
  "free_bad|2|1|shmap: PE [01]: shfree: 0x[0-9a-f]+ was not returned by a symmetric allocation"
  "double_free|2|1|shmap: PE [01]: shfree: 0x[0-9a-f]+ was not returned by a symmetric allocation \(or was already freed\)"
  "align_bad|2|1|shmap: PE [01]: shmemalign: alignment 0: the alignment must be positive"
  "alloc_mismatch|2|1|shmap: PE 1: shmalloc: symmetric heap call #1 differs between PEs"
  "alloc_mismatch|4|1|shmap: PE [123]: shmalloc: symmetric heap call #1 differs between PEs"
  "wait_all_exited|2|1|shmap: PE 0: shmem_long_wait_until: every other PE has exited; this wait can never complete"
  "barrier_exited|4|1|shmap: PE [0-2]: shmem_barrier_all: PE 3 has exited without joining this collective"
  "session_mask|2|1|shmap: PE [01]: shmem_ctx_session_start: config_mask 0x6 has bits that name no field of shmem_ctx_session_config_t"
  "session_null|2|1|shmap: PE [01]: shmem_ctx_session_start: config is NULL, but config_mask 0x1 asks for its fields"
  "scan_team_invalid|2|1|shmap: PE [01]: shmem_long_sum_inscan: the team is SHMEM_TEAM_INVALID"
  "amo_misaligned|2|1|shmap: PE [01]: shmem_long_atomic_fetch_add: address 0x[0-9a-f]+ is not aligned to 8 bytes"
  "amo_stack|2|1|shmap: PE [01]: shmem_int_atomic_inc: address 0x[0-9a-f]+ is not symmetric"
  "amo_pe_range|3|1|shmap: PE [0-2]: shmem_uint64_atomic_fetch_or: PE 8 is out of range"
  "lock_not_held|2|1|shmap: PE [01]: shmem_clear_lock: lock 0x[0-9a-f]+ is not held by this PE"
  "lock_twice|2|1|shmap: PE [01]: shmem_set_lock: lock 0x[0-9a-f]+ is already held, or being acquired, by this PE"
  "signal_bad_op|2|1|shmap: PE [01]: shmem_long_put_signal: signal operation 5 is neither SHMEM_SIGNAL_SET"
  "lock_holder_exits|3|1|shmap: PE [12]: shmem_set_lock: PE 0, which this call waits for, has exited"
  "signal_misaligned|2|1|shmap: PE [01]: shmem_signal_wait_until: signal address 0x[0-9a-f]+ is not 8-byte aligned"
  "signal_add_misaligned|2|1|shmap: PE [01]: shmem_signal_add: signal address 0x[0-9a-f]+ is not 8-byte aligned"
  "pe_quiet_range|2|1|shmap: PE [01]: shmem_pe_quiet: PE 2 is out of range \(this job has 2 PEs: 0\.\.1\)"
  "pe_quiet_null|2|1|shmap: PE [01]: shmem_pe_quiet: target_pes is NULL, but npes is 1"
  "ibput_overlap|2|1|shmap: PE [01]: shmem_long_ibput: dst 3 is below the block size 4: blocks would overlap"
  "iget_negative|2|1|shmap: PE [01]: shmem_long_iget: 18446744073709551615 elements at stride 1 is an absurd range"
  "alltoalls_negative|2|1|shmap: PE [01]: shmem_alltoalls64: 18446744073709551611 elements of 8 bytes is an absurd size"
  "aset_bad|2|1|shmap: PE [01]: shmem_barrier: PE_size 3 is out of range"
  "aset_not_member|2|1|shmap: PE 0: shmem_barrier: this PE is not in the active set \(PE_start 1, logPE_stride 0, PE_size 1\)"
  "bcast_root|3|1|shmap: PE [0-2]: shmem_broadcast64: PE_root 3 is outside the active set \(its ranks are 0..2\)"
  "team_bad|2|1|shmap: PE [01]: shmem_team_sync: team handle 0x[0-9a-f]+ is not a valid team"
  "team_invalid|2|1|shmap: PE [01]: shmem_long_sum_reduce: the team is SHMEM_TEAM_INVALID"
  "ctx_invalid|2|1|shmap: PE 0: shmem_ctx_long_put: the context is SHMEM_CTX_INVALID"
  "ctx_destroyed|3|1|shmap: PE 0: shmem_ctx_long_put: context 0x[0-9a-f]+ was destroyed"
  "ctx_options|2|1|shmap: PE 0: shmem_ctx_create: options 0x100 have bits that are not SHMEM_CTX_PRIVATE, SHMEM_CTX_SERIALIZED or SHMEM_CTX_NOSTORE"
  "ctx_team_pe|4|1|shmap: PE 0: shmem_ctx_long_put: PE 2 is not in the context's team \(team PEs are 0\.\.1\)"
  "ctx_team_pe|1|1|shmap: PE 0: shmem_ctx_long_put: PE 1 is not in the context's team \(team PEs are 0\.\.0\)"
  "ctx_destroy_default|2|1|shmap: PE 0: shmem_ctx_destroy: SHMEM_CTX_DEFAULT cannot be destroyed"
  "ctx_team_destroyed|3|1|shmap: PE 0: shmem_ctx_quiet: context 0x[0-9a-f]+ was destroyed \(by shmem_ctx_destroy, or with its team\)"
  "lock_two_threads|2|1|shmap: PE 0: shmem_set_lock: lock 0x[0-9a-f]+ is already held, or being acquired, by this PE"
  "lock_two_threads_waiting|2|1|shmap: PE 0: shmem_set_lock: lock 0x[0-9a-f]+ is already held, or being acquired, by this PE"
  "asym_unregistered|2|1|shmap: PE 1: shmemx_asym_putmem: address 0x[0-9a-f]+ is not symmetric: .* and 32 bytes there are not inside memory PE 0 registered \(shmemx_asym_register\)"
  "asym_reached_put|2|1|shmap: PE 1: shmemx_asym_putmem: address 0x[0-9a-f]+ is not symmetric: .* and 32 bytes there are not inside memory PE 0 registered \(shmemx_asym_register\)"
  "asym_reached_get|2|1|shmap: PE 1: shmem_long_get: address 0x[0-9a-f]+ is not symmetric: .* and 8 bytes there are not inside memory PE 0 registered"
  "asym_past_end|2|1|shmap: PE 1: shmem_long_get: address 0x[0-9a-f]+ is not symmetric: .* and 32 bytes there are not inside memory PE 0 registered"
  "asym_other_pe|3|1|shmap: PE 1: shmem_long_atomic_add: address 0x[0-9a-f]+ is not symmetric: .* and 8 bytes there are not inside memory PE 2 registered"
  "segv|2|139|oshrun: PE 1 killed by SIGSEGV"
  "segv|8|139|oshrun: PE 7 killed by SIGSEGV"
  "segv_waiting|4|139|oshrun: PE 3 killed by SIGSEGV"
  "exit_status|3|3|oshrun: PE 2 exited with status 3"
  "global_exit|4|7|oshrun: PE 3 called shmem_global_exit\(7\)"
  "globalexit|3|9|oshrun: PE 1 called shmem_global_exit\(9\)"
  "realloc_foreign|2|1|shmap: PE [01]: shrealloc: 0x[0-9a-f]+ was not returned by a symmetric allocation \(or was already freed\)"
  "realloc_global|2|1|shmap: PE [01]: shmem_realloc: 0x[0-9a-f]+ was not returned by a symmetric allocation \(or was already freed\)"
  "to_all_negative|2|1|shmap: PE [01]: shmem_long_sum_to_all: nreduce -1 is negative"
  "reduce_negative|2|1|shmap: PE [01]: shmem_long_sum_reduce: 18446744073709551615 elements of 8 bytes is an absurd size"
  "reduce_negative_char|1|1|shmap: PE 0: shmem_char_sum_reduce: size 18446744073709551615 \(-1 as a signed value\) is negative or absurd"
  "reduce_negative_char|3|1|shmap: PE [0-2]: shmem_char_sum_reduce: size 18446744073709551615 \(-1 as a signed value\) is negative or absurd"
  "bcastmem_negative|1|1|shmap: PE 0: shmem_broadcastmem: size 18446744073709551608 \(-8 as a signed value\) is negative or absurd"
  "bcastmem_negative|3|1|shmap: PE [0-2]: shmem_broadcastmem: size 18446744073709551608 \(-8 as a signed value\) is negative or absurd"
  "fcollectmem_negative|2|1|shmap: PE [01]: shmem_fcollectmem: size 18446744073709551608 \(-8 as a signed value\) is negative or absurd"
  "collectmem_negative|1|1|shmap: PE 0: shmem_collectmem: size 18446744073709551608 \(-8 as a signed value\) is negative or absurd"
  "alltoallmem_negative|3|1|shmap: PE [0-2]: shmem_alltoallmem: size 18446744073709551608 \(-8 as a signed value\) is negative or absurd"
  "team_bcast_root|2|1|shmap: PE [01]: shmem_long_broadcast: PE_root 2 is not in the team \(its PEs are 0\.\.1\)"
  "team_bcast_root_negative|3|1|shmap: PE [0-2]: shmem_long_broadcast: PE_root -1 is not in the team \(its PEs are 0\.\.2\)"
  "log_stride|2|1|shmap: PE [01]: shmem_barrier: logPE_stride 31 is out of range \(0\.\.30\)"
  "log_stride_negative|2|1|shmap: PE [01]: shmem_long_max_to_all: logPE_stride -1 is out of range \(0\.\.30\)"
  "pe_start|2|1|shmap: PE [01]: shmem_fcollect64: PE_start 2 is out of range \(0\.\.1\)"
  "iput_below_heap|2|1|shmap: PE [01]: shmem_long_iput: address 0x[0-9a-f]+ is not symmetric: it is neither in the symmetric heap"
  "iget_below_data|2|1|shmap: PE [01]: shmem_long_iget: address 0x[0-9a-f]+ is not symmetric: it is neither in the symmetric heap"
  "iput_above_data|2|1|shmap: PE [01]: shmem_long_iput: 8589934600 bytes at 0x[0-9a-f]+ run past the end of the program's data"
  "init_twice|2|0|EMPTY"
  "finalize_twice|2|0|EMPTY"
  "init_after_finalize|2|0|EMPTY"
  "start_pes_after_finalize|2|1|shmap: PE [01]: start_pes: called after shmem_finalize"
  "fork_child|2|0|shmap: PE [01]: shmem_long_p: called in a child process created by fork\(\); only the PE itself can use SHMEM"
)

# survivors WHAT: any process of the test's (by its marker) still there,
# now that the job's oshrun has ended, is a FAIL, and is ended.
survivors() { ! wait_for_none "$1" "" 0; }

for c in "${cases[@]}"; do
    IFS='|' read -r name np want re <<<"$c"
    # Under AddressSanitizer (make check SANITIZE=1) a SIGSEGV is the
    # sanitizer's to report unless it is told to leave it alone.
    asan=${ASAN_OPTIONS:-}
    case $name in segv*) asan="${asan:+$asan:}handle_segv=0" ;; esac
    start=$(date +%s%N)
    err=$(ASAN_OPTIONS=$asan SMA_SYMMETRIC_SIZE= SHMEM_SYMMETRIC_SIZE= timeout -k 2 20 "$R" -np "$np" "$P" "$name" 2>&1 >/dev/null)
    rc=$?
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    f0=$fails
    [ "$rc" = "$want" ] || fail "$name np=$np: exit $rc, expected $want"
    if [ "$re" = EMPTY ]; then
        [ -z "$err" ] || { fail "$name np=$np: stderr is not empty:"; sed 's/^/    /' <<<"$err"; }
    else
        grep -Eq "$re" <<<"$err" || { fail "$name np=$np: stderr lacks /$re/:"; sed 's/^/    /' <<<"$err"; }
    fi
    # Where one PE misbehaves, one line says so (the context and thread
    # cases); the PEs the error stops print nothing of their own.
    case $name in ctx_* | lock_two_threads*)
        lines=$(grep -c '^shmap:' <<<"$err")
        [ "$lines" = 1 ] || { fail "$name np=$np: $lines shmap: lines, expected 1:"; sed 's/^/    /' <<<"$err"; } ;;
    esac
    # The job must end within 2 s of the failure (the cases fail at once).
    [ "$ms" -lt 3000 ] || fail "$name np=$np: took $ms ms to end"
    survivors "$name np=$np"
    [ $fails = "$f0" ] && ok "$name np=$np (exit $rc, ${ms} ms)"
done

# SMA_DEBUG catches heap targets outside live allocations; without it the
# same program runs (the cheap checks only see the heap's bounds).
for c in use_after_free past_block_end; do
    err=$(SMA_DEBUG=1 timeout 20 "$R" -np 2 "$P" $c 2>&1 >/dev/null); rc=$?
    if [ $rc = 1 ] && grep -Eq "shmap: PE [01]: shmem_long_(p|put): [0-9]+ bytes at 0x[0-9a-f]+ are not inside a live symmetric allocation" <<<"$err"; then
        ok "SMA_DEBUG=1 $c"
    else
        fail "SMA_DEBUG=1 $c: exit $rc: $err"
    fi
    timeout 20 "$R" -np 2 "$P" $c >/dev/null 2>&1 && ok "$c without SMA_DEBUG" || fail "$c without SMA_DEBUG failed"
done

# A program run without oshrun is one PE, with the same checks.
err=$(timeout 20 "$P" pe_range 2>&1); rc=$?
if [ $rc = 1 ] && grep -q "shmap: PE 0: shmem_long_put: PE 1 is out of range (this job has 1 PE: 0..0)" <<<"$err"; then
    ok "singleton pe_range"
else
    fail "singleton pe_range: exit $rc: $err"
fi

# Bad environment values name the variable and the value. Under oshrun
# they are read at load time, before main; without it, in the routine
# that starts the program (start_pes in a legacy program).
for env in "SMA_SYMMETRIC_SIZE=lots" "SHMEM_SYMMETRIC_SIZE=12Q" "SMA_SYMMETRIC_SIZE=1P" \
    "SMA_SYMMETRIC_SIZE=abc" "SHMEM_SYMMETRIC_SIZE=-1" "SMA_SYMMETRIC_SIZE=1.5.5" \
    "SMA_DEBUG=maybe" "SHMEM_INFO=2"; do
    var=${env%%=*}; val=${env#*=}
    err=$(env "$env" timeout 20 "$R" -np 2 "$P" heap_exhausted 2>&1 >/dev/null)
    rc=$?
    if [ $rc = 1 ] && grep -q "shmap: PE [01]: start-up (before main): $var: bad value '$val'" <<<"$err"; then
        ok "$env rejected"
    else
        fail "$env: exit $rc, stderr: $err"
    fi
done
err=$(SMA_DEBUG=maybe timeout 20 "$B"/tests/cray/cv_legacy 2>&1); rc=$?
if [ $rc = 1 ] && grep -q "shmap: PE 0: start_pes: SMA_DEBUG: bad value 'maybe'" <<<"$err"; then
    ok "singleton start_pes names itself"
else
    fail "singleton start_pes with SMA_DEBUG=maybe: exit $rc: $err"
fi
err=$(SHMEM_BCAST_ALGORITHM=bogus timeout 20 "$R" -np 2 "$B"/tests/cray/cv_legacy 2>&1); rc=$?
if [ $rc = 1 ] && grep -q "shmap: PE [01]: start_pes: SHMEM_BCAST_ALGORITHM: unknown algorithm 'bogus'" <<<"$err"; then
    ok "start_pes names itself under oshrun"
else
    fail "start_pes with a bad algorithm: exit $rc: $err"
fi

# A heap larger than the machine allows: a clear line and exit 1, never a
# crash. 1024T (1 PiB) is more than the 47-bit user address space holds;
# 64T fits one PE's own mapping but not its peer's beside it.
big() { # np size regex
    local err rc
    err=$(SMA_SYMMETRIC_SIZE=$2 timeout 20 "$R" -np "$1" "$P" heap_exhausted 2>&1 >/dev/null); rc=$?
    if [ $rc = 1 ] && grep -Eq "$3" <<<"$err" && ! grep -q "killed by" <<<"$err"; then
        ok "SMA_SYMMETRIC_SIZE=$2 np=$1 refused (exit 1)"
    else
        fail "SMA_SYMMETRIC_SIZE=$2 np=$1: exit $rc, stderr: $err"
    fi
    survivors "SMA_SYMMETRIC_SIZE=$2"
}
big 2 1024T "shmap: PE [01]: start-up \(before main\): mmap of the symmetric heap failed for a 1125899906842624-byte symmetric heap: Cannot allocate memory \(lower SMA_SYMMETRIC_SIZE\)"
big 2 64T "shmap: PE [01]: start_pes: cannot map PE [01]'s segments \([0-9]+ bytes\): Cannot allocate memory \(lower SMA_SYMMETRIC_SIZE\)"
err=$(SMA_SYMMETRIC_SIZE=1024T timeout 20 "$P" heap_exhausted 2>&1); rc=$?
if [ $rc = 1 ] && grep -q "shmap: PE 0: start_pes: mmap of the symmetric heap failed for a 1125899906842624-byte symmetric heap: Cannot allocate memory (lower SMA_SYMMETRIC_SIZE)" <<<"$err"; then
    ok "singleton SMA_SYMMETRIC_SIZE=1024T refused (exit 1)"
else
    fail "singleton SMA_SYMMETRIC_SIZE=1024T: exit $rc: $err"
fi

# Many PEs: -np 512 runs (the limit is 1024), every PE counted, none left.
start=$(date +%s%N)
out=$(timeout -k 2 60 "$R" -np 512 "$P" count_pes 2>&1); rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
if [ $rc = 0 ] && [ "$out" = "512 PEs counted" ]; then
    ok "-np 512 (${ms} ms)"
else
    fail "-np 512: exit $rc: $(head -5 <<<"$out")"
fi
survivors "-np 512"

# oshrun's own bad input: one line (not one per PE), oshrun's status.
printf '#!/bin/sh\nexit 0\n' >"$tmp/noexec" && chmod 644 "$tmp/noexec"
max="1..1024"
# arguments | exit | the line stderr must hold
oshrun_cases=(
  "-np 0 /bin/true|2|oshrun: bad PE count '0' (expected $max)"
  "-np -1 /bin/true|2|oshrun: bad PE count '-1' (expected $max)"
  "-np abc /bin/true|2|oshrun: bad PE count 'abc' (expected $max)"
  "-np 100000 /bin/true|2|oshrun: bad PE count '100000' (expected $max)"
  "--np=0 /bin/true|2|oshrun: bad PE count '0' (expected $max)"
  "-np|2|oshrun: -np needs a PE count"
  "-np 2 /no/such/program|127|oshrun: cannot run '/no/such/program': No such file or directory"
  "-np 2 no-such-shmap-program|127|oshrun: cannot run 'no-such-shmap-program': command not found"
  "-np 2 $tmp/noexec|127|oshrun: cannot run '$tmp/noexec': Permission denied"
  "-np 2 $tmp|127|oshrun: cannot run '$tmp': Is a directory"
  "--bogus /bin/true|2|oshrun: unknown option '--bogus' (see oshrun --help)"
  "--timeout 0 /bin/true|2|oshrun: --timeout takes a number of seconds greater than 0, at most 1000000000"
  "-np 2|2|usage: oshrun [-np N | -n N] program [args...]"
)
for c in "${oshrun_cases[@]}"; do
    IFS='|' read -r args want line <<<"$c"
    # shellcheck disable=SC2086
    err=$("$R" $args 2>&1 >/dev/null); rc=$?
    n=$(grep -c '^oshrun:' <<<"$err")
    if [ $rc = "$want" ] && grep -qxF "$line" <<<"$err" && [ "$n" -le 1 ]; then
        ok "oshrun $args -> exit $rc"
    else
        fail "oshrun $args: exit $rc (expected $want), stderr:"; sed 's/^/    /' <<<"$err"
    fi
done
finish
