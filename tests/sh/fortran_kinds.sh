#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Fortran programs built with other default kinds (oshfort -fdefault-
# integer-8, -fdefault-real-8, -fdefault-double-8, -i8, -r8):
#  - oshfort links the kinds' layer before libsma and puts its `use shmem`
#    first; flags no layer serves are a one-line oshfort: error;
#  - in every served combination a program moves default INTEGER,
#    LOGICAL, REAL, DOUBLE PRECISION and COMPLEX data with the typed puts
#    and gets, default INTEGER words with the generic SHMEM_PUT, swaps a
#    full default INTEGER, gets SHPALLOC blocks of default INTEGER words,
#    and each array's sentinel shows the element size;
#  - `use shmem` compiled for those kinds accepts their default types.
# tests/run.sh also runs every tests/fortran program built with
# -fdefault-integer-8.
# Honours SHMAP_BUILD (tests/run.sh: the build under test).
source "$(dirname "$0")/common.bash"
export LC_ALL=C
F=$B/bin/oshfort
# The sanitized build's library needs its programs built with the same
# sanitizers (the ASan runtime must come first), as the Makefile builds
# the suite's Fortran programs there.
SANFLAGS=
[ "$B" = build ] || SANFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
command -v gfortran >/dev/null || { echo "SKIP: gfortran is not installed"; exit 77; }
[ -x $F ] && [ -x $R ] || { fail "$F or $R is missing (run make)"; exit 1; }

# ---- which layer, which module directory ----
layer() { # flags -> the kinds of the layer --showme links
    $F --showme "$@" -o x x.f90 | grep -o -- '-lsma_[a-z0-9]*' | sed 's/-lsma_//'
}
check_layer() { # want, flags
    local want=$1 got
    shift
    got=$(layer "$@")
    [ "$got" = "$want" ] || fail "oshfort $*: layer '${got:-none}', not '${want:-none}'"
}
check_layer "" -O2
check_layer "" -fdefault-double-8
check_layer i8r4d8 -fdefault-integer-8
check_layer i8r4d8 -i8
check_layer i4r8d16 -fdefault-real-8
check_layer i4r8d8 -fdefault-real-8 -fdefault-double-8
check_layer i4r8d8 -r8
check_layer i8r8d16 -fdefault-integer-8 -fdefault-real-8
check_layer i8r8d8 -i8 -r8
out=$($F --showme -fdefault-integer-8 -o x x.f90)
case $out in
*-I*/fortran-i8r4d8\ *-I*/include\ *-lsma_i8r4d8\ -lsma) ;;
*) fail "oshfort -fdefault-integer-8: module directory or link order: $out" ;;
esac
case $($F --showme -i8 -r8 -o x x.f90) in
*-fdefault-integer-8*-fdefault-real-8\ -fdefault-double-8*) ;;
*) fail "oshfort does not give gfortran -i8 and -r8 as its own flags" ;;
esac
for bad in -finteger-4-integer-8 -freal-4-real-8 -freal-8-real-16 -fdefault-real-16; do
    if $F --showme $bad -c x.f90 >"$tmp/out" 2>"$tmp/err"; then
        fail "oshfort accepted $bad"
    elif [ "$(wc -l <"$tmp/err")" != 1 ] || ! grep -q "^oshfort: $bad" "$tmp/err"; then
        fail "oshfort $bad: not one line naming the flag: $(head -3 "$tmp/err")"
    fi
done
if $F --showme -fdefault-integer-8 -static -o x x.f90 >"$tmp/out" 2>"$tmp/err" ||
    [ "$(wc -l <"$tmp/err")" != 1 ] || ! grep -q '^oshfort: -static' "$tmp/err"; then
    fail "oshfort -fdefault-integer-8 -static: not a one-line error: $(head -3 "$tmp/err")"
fi

# ---- a program of default kinds, in every combination ----
cat >"$tmp/kinds.f90" <<'F90'
program kinds
  implicit none
  include 'shmem.fh'
  integer, parameter :: n = 5
  integer :: is(n + 1), id(n + 1), ws(n + 1), wd(n + 1), sw
  logical :: ls(n + 1), ld(n + 1)
  real :: rs(n + 1), rd(n + 1)
  double precision :: ds(n + 1), dd(n + 1)
  complex :: zs(n + 1), zd(n + 1)
  common /k/ id, wd, ld, rd, dd, zd, sw, is, rs, ds
  integer :: shmem_my_pe, shmem_n_pes, shmem_swap
  integer :: me, np, right, left, k, fails, old, err
  integer :: a(1), b(1)
  pointer (pa, a)
  pointer (pb, b)
  call start_pes(0)
  me = shmem_my_pe()
  np = shmem_n_pes()
  right = mod(me + 1, np)
  left = mod(me - 1 + np, np)
  fails = 0
  do k = 1, n + 1
    is(k) = huge(0) - 10 * me - k
    ws(k) = -huge(0) + 10 * me + k
    ls(k) = mod(k + me, 2) == 0
    rs(k) = 1.0 / 3.0 + me + k
    ds(k) = 1.0d0 / 3.0d0 + me + k
    zs(k) = cmplx(rs(k), -rs(k))
  end do
  id = -7; wd = -7; rd = -7; dd = -7; zd = (-7, -7); sw = 0
  ld = .not. ls
  ld(n + 1) = .true.
  call shmem_barrier_all()
  call shmem_integer_put(id, is, n, right)
  call shmem_put(wd, ws, n, right)
  call shmem_logical_put(ld, ls, n, right)
  call shmem_real_put(rd, rs, n, right)
  call shmem_double_put(dd, ds, n, right)
  call shmem_complex_put(zd, zs, n, right)
  if (me == 0) old = shmem_swap(sw, huge(0), right)
  call shmem_barrier_all()
  do k = 1, n
    if (id(k) /= huge(0) - 10 * left - k) call bad('SHMEM_INTEGER_PUT', k)
    if (wd(k) /= -huge(0) + 10 * left + k) call bad('SHMEM_PUT', k)
    if (ld(k) .neqv. (mod(k + left, 2) == 0)) call bad('SHMEM_LOGICAL_PUT', k)
    if (rd(k) /= 1.0 / 3.0 + left + k) call bad('SHMEM_REAL_PUT', k)
    if (dd(k) /= 1.0d0 / 3.0d0 + left + k) call bad('SHMEM_DOUBLE_PUT', k)
    if (zd(k) /= cmplx(1.0 / 3.0 + left + k, -(1.0 / 3.0 + left + k))) &
      call bad('SHMEM_COMPLEX_PUT', k)
  end do
  if (id(n + 1) /= -7 .or. wd(n + 1) /= -7 .or. .not. ld(n + 1) .or. &
      rd(n + 1) /= -7 .or. dd(n + 1) /= -7 .or. zd(n + 1) /= (-7, -7)) &
    call bad('a put past its array, sentinel', n + 1)
  if (me == 1 .or. np == 1) then
    if (sw /= huge(0)) call bad('SHMEM_SWAP of huge(0)', sw)
  end if
  ! the gets, back from the left
  id = -7; rd = -7; dd = -7
  call shmem_integer_get(id, is, n, left)
  call shmem_real_get(rd, rs, n, left)
  call shmem_double_get(dd, ds, n, left)
  do k = 1, n
    if (id(k) /= huge(0) - 10 * left - k) call bad('SHMEM_INTEGER_GET', k)
    if (rd(k) /= 1.0 / 3.0 + left + k) call bad('SHMEM_REAL_GET', k)
    if (dd(k) /= 1.0d0 / 3.0d0 + left + k) call bad('SHMEM_DOUBLE_GET', k)
  end do
  ! SHPALLOC lengths are default INTEGER words: blocks of n do not overlap
  call shpalloc(pa, n, err, 1)
  call shpalloc(pb, n, err, 1)
  if (abs(pb - pa) < int(n, 8) * (storage_size(0) / 8)) &
    call bad('SHPALLOC blocks overlap', int(abs(pb - pa)))
  call shmem_barrier_all()
  if (fails > 0) call shmem_global_exit(1)
  if (me == 0) print '(a,i0,a,i0,a,i0)', 'kinds ok: INTEGER ', &
    storage_size(0) / 8, ' REAL ', storage_size(1.0) / 8, ' DOUBLE ', &
    storage_size(1.0d0) / 8
contains
  subroutine bad(what, k)
    character(len=*), intent(in) :: what
    integer, intent(in) :: k
    write (0, '(a,i0,3a,i0)') 'FAIL: PE ', me, ': ', what, ' element ', k
    fails = fails + 1
  end subroutine bad
end program kinds
F90
cat >"$tmp/modkinds.f90" <<'F90'
program modkinds
  use shmem
  implicit none
  integer, save :: id(3) = 0
  real, save :: rd(3) = 0
  real(4), save :: r4(3) = 0
  integer :: me, np
  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  call shmem_integer_put(id, [me, me, me], 3, mod(me + 1, np))
  call shmem_real_put(rd, [1.5, 2.5, 3.5], 3, mod(me + 1, np))
  call shmem_put(r4, [1.5_4, 2.5_4, 3.5_4], 3, mod(me + 1, np))
  call shmem_barrier_all()
  if (any(id /= mod(me - 1 + np, np)) .or. any(rd /= [1.5, 2.5, 3.5]) .or. &
      any(r4 /= [1.5_4, 2.5_4, 3.5_4])) error stop 1
  call shmem_finalize()
end program modkinds
F90
n=0
while IFS='|' read -r want flags; do
    d=$tmp/$n
    mkdir -p "$d"
    n=$((n + 1))
    # shellcheck disable=SC2086
    if ! $F $flags $SANFLAGS -J"$d" -o "$d/kinds" "$tmp/kinds.f90" >"$d/err" 2>&1; then
        fail "kinds.f90 with '$flags' did not build:"; head -5 "$d/err"; continue
    fi
    for np in 1 2 3; do
        if ! timeout 60 $R -np $np "$d/kinds" >"$d/out" 2>&1; then
            fail "kinds.f90 with '$flags' at $np PEs:"; head -5 "$d/out"
        elif ! grep -q "kinds ok: $want" "$d/out"; then
            fail "kinds.f90 with '$flags' ran with other kinds: $(head -1 "$d/out")"
        else
            ok "kinds.f90 with '$flags' at $np PEs: $want"
        fi
    done
    # shellcheck disable=SC2086
    if ! $F $flags $SANFLAGS -J"$d" -o "$d/modkinds" "$tmp/modkinds.f90" >"$d/err" 2>&1; then
        fail "use shmem with '$flags' did not build:"; head -5 "$d/err"
    elif ! timeout 60 $R -np 2 "$d/modkinds" >"$d/out" 2>&1; then
        fail "use shmem with '$flags' at 2 PEs:"; head -5 "$d/out"
    else
        ok "use shmem with '$flags' at 2 PEs"
    fi
done <<'EOF'
INTEGER 4 REAL 4 DOUBLE 8|-O1
INTEGER 8 REAL 4 DOUBLE 8|-fdefault-integer-8
INTEGER 8 REAL 8 DOUBLE 16|-fdefault-integer-8 -fdefault-real-8
INTEGER 8 REAL 8 DOUBLE 8|-fdefault-integer-8 -fdefault-real-8 -fdefault-double-8
INTEGER 4 REAL 8 DOUBLE 16|-fdefault-real-8
INTEGER 4 REAL 8 DOUBLE 8|-r8
INTEGER 8 REAL 8 DOUBLE 8|-i8 -r8
EOF
[ $fails = 0 ] && ok "Fortran kinds: $n combinations of default kinds move, swap and allocate whole elements"
finish
