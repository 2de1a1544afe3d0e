#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# The OpenSHMEM 1.6 C API (1.5 and the additions of 1.6's change log), written out here from the specification's
# routine index and type tables (not from the library's own tables, so the
# two can disagree): every name must be exported by libsma.so and declared
# in <shmem.h>; and the SGI intro_shmem(3) and Cray lists of legacy names,
# each exported. Run from the repository root after `make`.
source "$(dirname "$0")/common.bash"
export LC_ALL=C
LIB=build/lib/libsma.so
HDR=build/include/mpp/shmem.h
[ -f "$LIB" ] || [ "${1:-}" = --list ] || { fail "$LIB is not built"; exit 1; }

# ---- the specification's type tables (TYPENAME lists) ----
RMA="float double longdouble char schar short int long longlong uchar ushort
     uint ulong ulonglong int8 int16 int32 int64 uint8 uint16 uint32 uint64
     size ptrdiff"
AMO_STD="int long longlong uint ulong ulonglong int32 int64 uint32 uint64 size
         ptrdiff"
AMO_EXT="float double $AMO_STD"
AMO_BIT="uint ulong ulonglong int32 int64 uint32 uint64"
P2P="short int long longlong ushort uint ulong ulonglong int32 int64 uint32
     uint64 size ptrdiff"
RED_BIT="uchar ushort uint ulong ulonglong int8 int16 int32 int64 uint8 uint16
         uint32 uint64 size"
RED_MINMAX="char schar short int long longlong ptrdiff uchar ushort uint ulong
            ulonglong int8 int16 int32 int64 uint8 uint16 uint32 uint64 size
            float double longdouble"
RED_SUM="$RED_MINMAX complexd complexf"
TOALL_BIT="short int long longlong"
TOALL_MINMAX="short int long longlong float double longdouble"
TOALL_SUM="$TOALL_MINMAX complexd complexf"
SIZES="8 16 32 64 128"

names=()
add() { names+=("$@"); }
each() { # pattern types...: TYPE in the pattern becomes each type
    local pat=$1 t
    shift
    for t in $*; do add "${pat//TYPE/$t}"; done
}

# 9.1-9.3 library setup, exit, queries; thread support
add shmem_init shmem_finalize shmem_global_exit shmem_my_pe shmem_n_pes \
    shmem_pe_accessible shmem_addr_accessible shmem_ptr shmem_team_ptr \
    shmem_info_get_version shmem_info_get_name shmem_init_thread shmem_query_initialized \
    shmem_query_thread
# 9.3 memory management
add shmem_malloc shmem_free shmem_realloc shmem_align shmem_malloc_with_hints \
    shmem_calloc
# 9.4 teams
add shmem_team_my_pe shmem_team_n_pes shmem_team_get_config \
    shmem_team_translate_pe shmem_team_split_strided shmem_team_split_2d \
    shmem_team_destroy
# 9.5 contexts
add shmem_ctx_create shmem_team_create_ctx shmem_ctx_destroy shmem_ctx_get_team
# 9.6 RMA, plain and context forms
for c in "" ctx_; do
    for r in put get put_nbi get_nbi iput iget p g; do each "shmem_${c}TYPE_$r" $RMA; done
    for r in put@ get@ put@_nbi get@_nbi iput@ iget@; do
        for s in $SIZES; do add "shmem_${c}${r/@/$s}"; done
    done
    add "shmem_${c}putmem" "shmem_${c}getmem" "shmem_${c}putmem_nbi" "shmem_${c}getmem_nbi"
    # 9.7 AMOs
    for r in atomic_fetch atomic_set atomic_swap atomic_fetch_nbi atomic_swap_nbi; do
        each "shmem_${c}TYPE_$r" $AMO_EXT
    done
    for r in atomic_compare_swap atomic_fetch_inc atomic_inc atomic_fetch_add \
        atomic_add atomic_compare_swap_nbi atomic_fetch_inc_nbi atomic_fetch_add_nbi; do
        each "shmem_${c}TYPE_$r" $AMO_STD
    done
    for r in atomic_fetch_and atomic_and atomic_fetch_or atomic_or atomic_fetch_xor \
        atomic_xor atomic_fetch_and_nbi atomic_fetch_or_nbi atomic_fetch_xor_nbi; do
        each "shmem_${c}TYPE_$r" $AMO_BIT
    done
    # 9.8 signaling
    for r in put_signal put_signal_nbi; do
        each "shmem_${c}TYPE_$r" $RMA
        for s in $SIZES; do add "shmem_${c}put${s}_${r#put_}"; done
        add "shmem_${c}putmem_${r#put_}"
    done
done
add shmem_signal_fetch shmem_signal_wait_until
# OpenSHMEM 1.6 so far (issue #27): signals without data and interleaved
# blocks, each with its context form, and Sandia OpenSHMEM's shmemx_
# spellings of them
for c in "" ctx_; do
    add "shmem_${c}signal_add" "shmem_${c}signal_set" "shmem_${c}pe_quiet"
    add "shmemx_${c}signal_add" "shmemx_${c}signal_set"
    # interleaved blocks, typed and sized
    for x in shmem shmemx; do
        for r in ibput ibget; do
            each "${x}_${c}TYPE_$r" $RMA
            for s in $SIZES; do add "${x}_${c}$r$s"; done
        done
    done
done
# OpenSHMEM 1.6: scans (the SUM reduction's types) and Sandia's names,
# sessions
each "shmem_TYPE_sum_inscan" $RED_SUM
each "shmem_TYPE_sum_exscan" $RED_SUM
each "shmemx_TYPE_sum_inscan" $RED_SUM
each "shmemx_TYPE_sum_exscan" $RED_SUM
add shmem_ctx_session_start shmem_ctx_session_stop
# 9.9 collectives: teams, then the deprecated active-set forms
add shmem_barrier_all shmem_sync_all shmem_team_sync shmem_barrier shmem_sync
for r in broadcast collect fcollect alltoall alltoalls; do
    each "shmem_TYPE_$r" $RMA
    add "shmem_${r}mem"
done
for s in 32 64; do
    add "shmem_broadcast$s" "shmem_collect$s" "shmem_fcollect$s" "shmem_alltoall$s" "shmem_alltoalls$s"
done
for op in and or xor; do each "shmem_TYPE_${op}_reduce" $RED_BIT; each "shmem_TYPE_${op}_to_all" $TOALL_BIT; done
for op in max min; do each "shmem_TYPE_${op}_reduce" $RED_MINMAX; each "shmem_TYPE_${op}_to_all" $TOALL_MINMAX; done
for op in sum prod; do each "shmem_TYPE_${op}_reduce" $RED_SUM; each "shmem_TYPE_${op}_to_all" $TOALL_SUM; done
# 9.10 point-to-point synchronization
for r in wait_until wait_until_all wait_until_any wait_until_some wait_until_all_vector \
    wait_until_any_vector wait_until_some_vector test test_all test_any test_some \
    test_all_vector test_any_vector test_some_vector; do
    each "shmem_TYPE_$r" $P2P
done
# 9.11 memory ordering, 9.12 locks, 9.13 cache (deprecated), 9.14 profiling
add shmem_fence shmem_quiet shmem_ctx_fence shmem_ctx_quiet \
    shmem_set_lock shmem_clear_lock shmem_test_lock \
    shmem_clear_cache_inv shmem_set_cache_inv shmem_clear_cache_line_inv \
    shmem_set_cache_line_inv shmem_udcflush shmem_udcflush_line shmem_pcontrol

# ---- the SGI intro_shmem(3) and Cray lists (the legacy names) ----
sgi=()
sadd() { sgi+=("$@"); }
for t in short int long longlong float double longdouble; do
    for r in put get iput iget p g; do sadd "shmem_${t}_$r"; done
done
for s_ in 32 64 128; do sadd shmem_put$s_ shmem_get$s_ shmem_iput$s_ shmem_iget$s_; done
sadd shmem_put shmem_get shmem_iput shmem_iget shmem_putmem shmem_getmem \
    shmem_char_put shmem_char_get shmem_char_p shmem_char_g
for t in int long longlong float double; do sadd "shmem_${t}_swap" "shmem_${t}_fetch" "shmem_${t}_set"; done
for t in int long longlong; do
    for r in cswap fadd finc add inc; do sadd "shmem_${t}_$r"; done
done
sadd shmem_swap
for r in swap cswap finc fadd inc add fetch set; do sadd "shmem_short_$r"; done
for t in short int long longlong; do sadd "shmem_${t}_wait" "shmem_${t}_wait_until"; done
sadd shmem_wait shmem_wait_until
for op in and or xor; do for t in short int long longlong; do sadd "shmem_${t}_${op}_to_all"; done; done
for op in max min; do for t in short int long longlong float double longdouble; do sadd "shmem_${t}_${op}_to_all"; done; done
for op in sum prod; do for t in short int long longlong float double longdouble complexf complexd; do sadd "shmem_${t}_${op}_to_all"; done; done
sadd shmem_barrier shmem_barrier_all shmem_broadcast shmem_broadcast32 shmem_broadcast64 \
    shmem_collect32 shmem_collect64 shmem_fcollect32 shmem_fcollect64 \
    shmem_fence shmem_quiet shmem_set_lock shmem_clear_lock shmem_test_lock \
    shmem_ptr shmem_pe_accessible shmem_addr_accessible \
    shmem_clear_cache_inv shmem_set_cache_inv shmem_clear_cache_line_inv \
    shmem_set_cache_line_inv shmem_udcflush shmem_udcflush_line \
    shmalloc shfree shrealloc shmemalign start_pes _my_pe _num_pes my_pe num_pes \
    shmem_my_pe shmem_n_pes globalexit
# Cray's non-blocking forms, with and without the transfer handle
for t in $RMA; do sadd "shmem_${t}_put_nb" "shmem_${t}_get_nb" "shmemx_${t}_put_nb" "shmemx_${t}_get_nb" \
    "shmemx_ctx_${t}_put_nb" "shmemx_ctx_${t}_get_nb"; done
for s_ in $SIZES mem; do sadd "shmem_put${s_}_nb" "shmem_get${s_}_nb" "shmemx_put${s_}_nb" "shmemx_get${s_}_nb" \
    "shmemx_ctx_put${s_}_nb" "shmemx_ctx_get${s_}_nb"; done
sadd shmem_put_nb shmem_get_nb shmem_wait_nb shmem_test_nb

# --list: print the names (the 1.5 API and the legacy lists) and stop,
# for the verification suite's coverage check.
if [ "${1:-}" = --list ]; then
    printf '%s\n' "${names[@]}" "${sgi[@]}" | sort -u
    exit 0
fi
exported=$(nm -D --defined-only "$LIB" | awk '$2 ~ /^[TW]$/ {print $3}' | sed 's/@.*//' | sort -u)
declared=$(cat "$HDR" "${HDR%/shmem.h}/shmemx.h" | grep -oE '\b[a-z_][a-z0-9_]*\(' | tr -d '(' | sort -u)
want=$(printf '%s\n' "${names[@]}" | sort -u)
miss_e=$(comm -23 <(echo "$want") <(echo "$exported"))
miss_d=$(comm -23 <(echo "$want") <(echo "$declared"))
if [ -n "$miss_e" ]; then
    fail "$(wc -l <<<"$miss_e") OpenSHMEM 1.6 routines not exported:"; echo "$miss_e" | head -30 | sed 's/^/    /'
fi
if [ -n "$miss_d" ]; then
    fail "$(wc -l <<<"$miss_d") OpenSHMEM routines not declared in $HDR (or shmemx.h):"; echo "$miss_d" | head -30 | sed 's/^/    /'
fi
# The constants.
for c in SHMEM_THREAD_SINGLE SHMEM_THREAD_FUNNELED SHMEM_THREAD_SERIALIZED SHMEM_THREAD_MULTIPLE \
    SHMEM_CTX_PRIVATE SHMEM_CTX_SERIALIZED SHMEM_CTX_NOSTORE SHMEM_CTX_DEFAULT SHMEM_CTX_INVALID \
    SHMEM_TEAM_WORLD SHMEM_TEAM_SHARED SHMEM_TEAM_INVALID SHMEM_TEAM_NUM_CONTEXTS \
    SHMEM_SIGNAL_SET SHMEM_SIGNAL_ADD SHMEM_MALLOC_ATOMICS_REMOTE SHMEM_MALLOC_SIGNAL_REMOTE \
    SHMEM_CMP_EQ SHMEM_CMP_NE SHMEM_CMP_GT SHMEM_CMP_GE SHMEM_CMP_LT SHMEM_CMP_LE \
    SHMEM_MAJOR_VERSION SHMEM_MINOR_VERSION SHMEM_MAX_NAME_LEN SHMEM_VENDOR_STRING \
    SHMEM_BCAST_SYNC_SIZE SHMEM_REDUCE_SYNC_SIZE SHMEM_BARRIER_SYNC_SIZE SHMEM_COLLECT_SYNC_SIZE \
    SHMEM_ALLTOALL_SYNC_SIZE SHMEM_ALLTOALLS_SYNC_SIZE SHMEM_REDUCE_MIN_WRKDATA_SIZE \
    SHMEM_SYNC_VALUE SHMEM_SYNC_SIZE SHMEM_CTX_SESSION_BATCH SHMEM_CTX_SESSION_TOTAL_OPS; do
    grep -q "#define $c\b" "$HDR" || fail "constant $c is not defined in $HDR"
done
grep -q '} shmem_ctx_session_config_t;' "$HDR" || fail "type shmem_ctx_session_config_t is not defined in $HDR"
grep -q '#define SHMEM_MINOR_VERSION 6' "$HDR" || fail "SHMEM_MINOR_VERSION is not 6 in $HDR"
# The specification's own text: every name it declares (spec16.decls,
# taken from its \FuncDecl lines) is exported, or, for the C11 generic
# names, in the headers; a TYPENAME or SIZE name by at least one type.
words=$(cat "$HDR" "${HDR%/shmem.h}/shmemx.h" | grep -oE '\b[a-z_][a-z0-9_]*\b' | sort -u)
nspec=0
while read -r d; do
    case $d in '#'* | '') continue ;; esac
    nspec=$((nspec + 1))
    case $d in
    *TYPENAME* | *SIZE*)
        pat="^${d//TYPENAME/[a-z0-9]+}$"
        grep -qE "${pat//SIZE/[0-9]+}" <<<"$exported" || fail "the specification's $d: no such routine exported" ;;
    *) grep -qx "$d" <<<"$exported" || grep -qx "$d" <<<"$words" || fail "the specification's $d is neither exported nor in $HDR" ;;
    esac
done <"$(dirname "$0")/spec16.decls"
[ $fails = 0 ] && ok "spec16: the $nspec names the OpenSHMEM 1.6 text declares are all there"
legacy=$(printf '%s\n' "${sgi[@]}" | sort -u)
miss_l=$(comm -23 <(echo "$legacy") <(echo "$exported"))
if [ -n "$miss_l" ]; then
    fail "$(wc -l <<<"$miss_l") SGI/Cray routines not exported:"; echo "$miss_l" | head -30 | sed 's/^/    /'
fi
[ $fails = 0 ] && ok "spec16: $(wc -l <<<"$legacy") SGI/Cray routines exported;"
[ $fails = 0 ] && ok "spec16: all $(wc -l <<<"$want") OpenSHMEM 1.6 C routines exported and declared, and every constant defined"
finish
