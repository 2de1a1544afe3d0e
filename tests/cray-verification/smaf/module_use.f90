! SPDX-License-Identifier: BSD-3-Clause
! smaf/module_use.f90: `use shmem` instead of the include file. The
! module's generic shmem_put/shmem_get choose the routine from the
! type, kind and rank of the arguments (INTEGER(1|4|8), REAL(4|8|16),
! COMPLEX(4|8), LOGICAL; scalars and arrays of rank 1 to 3) and count
! ELEMENTS of that type (not Cray's 32-bit words): a put of k elements
! writes exactly k, the next stays untouched. Also through the
! module's explicit interfaces: keyword arguments, array sections, a
! function-valued AMO without any declaration, a reduction and a
! broadcast on rank-2 arrays, a wait, a lock and the queries.
module module_use_data
  implicit none
  integer(1) :: i1(9)
  integer(4) :: i4(3, 4)
  integer(8) :: i8(6)
  real(4) :: r4(2, 2, 3)
  real(8) :: r8s, r8(5)
  real(16) :: r16(4)
  complex(4) :: c4(4)
  complex(8) :: c8(3)
  logical :: l(5)
  integer(8) :: counter = 0
  integer :: lock = 0, flag = 0
  real(8) :: rsrc(2, 3), rdst(2, 3), pwrk(16)
  integer(4) :: bsrc(2, 2), bdst(2, 2)
  integer :: psync(16), bsync(16)
end module module_use_data

program module_use
  use shmem
  use module_use_data
  implicit none
  integer :: me, np, right, left, fails, k
  integer(1) :: li1(9)
  integer(4) :: li4(3, 4)
  integer(8) :: li8(6), old
  real(4) :: lr4(2, 2, 3)
  real(8) :: lr8s, lr8(5)
  real(16) :: lr16(4)
  complex(4) :: lc4(4)
  complex(8) :: lc8(3)
  logical :: ll(5)
  character(len=SHMEM_MAX_NAME_LEN) :: name

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  right = mod(me + 1, np)
  left = mod(me + np - 1, np)
  fails = 0
  call setlocal(me)
  call clear()
  call shmem_barrier_all()

  ! ---- generic put: all but the last element of each (the last one
  ! must stay untouched), the REAL(8) scalar as a scalar ----
  call shmem_put(i1, li1, 8, right)
  call shmem_put(i4, li4, 11, right)
  call shmem_put(i8, li8, 5, right)
  call shmem_put(r4, lr4, 11, right)
  call shmem_put(r8s, lr8s, 1, right)
  call shmem_put(r8, lr8, 4, right)
  call shmem_put(r16, lr16, 3, right)
  call shmem_put(c4, lc4, 3, right)
  call shmem_put(c8, lc8, 2, right)
  call shmem_put(l, ll, 4, right)
  call shmem_barrier_all()
  call check(left, 'shmem_put (generic)')

  ! ---- generic get: the right-hand PE's copies hold my own values ----
  call shmem_barrier_all()
  call setlocal(-1)
  call shmem_get(li1, i1, 8, right)
  call shmem_get(li4, i4, 11, right)
  call shmem_get(li8, i8, 5, right)
  call shmem_get(lr4, r4, 11, right)
  call shmem_get(lr8s, r8s, 1, right)
  call shmem_get(lr8, r8, 4, right)
  call shmem_get(lr16, r16, 3, right)
  call shmem_get(lc4, c4, 3, right)
  call shmem_get(lc8, c8, 2, right)
  call shmem_get(ll, l, 4, right)
  call checklocal(me)

  ! ---- keywords and a section: column 2 of i4 from column 4 ----
  call shmem_barrier_all()
  call setlocal(me)
  i4 = 0
  call shmem_barrier_all()
  call shmem_integer_put(target=i4(:, 2), source=li4(:, 4), len=3, pe=right)
  call shmem_barrier_all()
  do k = 1, 3
    if (i4(k, 2) /= left * 100 + 9 + k) call bad('SHMEM_INTEGER_PUT keywords/section', int(i4(k, 2)), &
      left * 100 + 9 + k)
  end do
  if (any(i4(:, [1, 3, 4]) /= 0)) call bad('SHMEM_INTEGER_PUT section wrote other columns', 0, 0)

  ! ---- an AMO (typed by the module), a lock, a wait ----
  call shmem_barrier_all()
  old = shmem_int8_fadd(counter, 5000000000_8, 0)
  ! other PEs' fetch-adds (5e9 each) and adds (1 each) may precede mine
  if (old < 0 .or. mod(old, 5000000000_8) >= np .or. old >= np * 5000000001_8) &
    call bad('SHMEM_INT8_FADD old value (/1000)', int(old / 1000), 0)
  call shmem_set_lock(lock)
  call shmem_int8_add(counter, 1_8, 0)
  call shmem_clear_lock(lock)
  call shmem_integer_put(flag, me + 1, 1, right)
  call shmem_wait_until(flag, SHMEM_CMP_EQ, left + 1)
  call shmem_barrier_all()
  if (me == 0 .and. counter /= np * 5000000001_8) &
    call bad('SHMEM_INT8_FADD/ADD total (/1000)', int(counter / 1000), int(np * 5000000001_8 / 1000))

  ! ---- a reduction and a broadcast of rank-2 arrays ----
  psync = SHMEM_SYNC_VALUE
  bsync = SHMEM_SYNC_VALUE
  rsrc = reshape([(me + k * 0.5d0, k = 1, 6)], [2, 3])
  bsrc = reshape([(me * 10 + k, k = 1, 4)], [2, 2])
  bdst = -1
  call shmem_barrier_all()
  call shmem_real8_sum_to_all(rdst, rsrc, 6, 0, 0, np, pwrk, psync)
  call shmem_broadcast4(bdst, bsrc, 4, 0, 0, 0, np, bsync)
  do k = 1, 6
    if (rdst(mod(k - 1, 2) + 1, (k - 1) / 2 + 1) /= np * (np - 1) / 2.0d0 + np * k * 0.5d0) &
      call bad('SHMEM_REAL8_SUM_TO_ALL rank 2', k, 0)
  end do
  if (me /= 0) then
    if (any(bdst /= reshape([(k, k = 1, 4)], [2, 2]))) call bad('SHMEM_BROADCAST4 rank 2', bdst(1, 1), 1)
  else
    if (any(bdst /= -1)) call bad('SHMEM_BROADCAST4 wrote the root', bdst(1, 1), -1)
  end if

  ! ---- queries through the module ----
  if (.not. shmem_pe_accessible(right)) call bad('shmem_pe_accessible', right, 1)
  if (.not. shmem_addr_accessible(r16, right)) call bad('shmem_addr_accessible', right, 1)
  if (shmem_ptr(c8, right) == 0) call bad('shmem_ptr of a module variable', right, 1)
  call shmem_info_get_name(name)
  if (name /= SHMEM_VENDOR_STRING) call bad('shmem_info_get_name', 0, 0)

  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: module_use: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'module_use: passed on ', np, ' PEs'
  call shmem_finalize()

contains

  subroutine bad(what, got, want)
    character(len=*), intent(in) :: what
    integer, intent(in) :: got, want
    fails = fails + 1
    if (fails <= 20) print '(a,i0,3a,i0,a,i0)', 'FAIL: PE ', me, ': ', what, ' got ', got, &
      ' want ', want
  end subroutine bad

  ! locals: PE p's values (p = -1: sentinels)
  subroutine setlocal(p)
    integer, intent(in) :: p
    if (p < 0) then
      li1 = -1; li4 = -1; li8 = -1; lr4 = -1; lr8s = -1; lr8 = -1
      lr16 = -1; lc4 = (-1, -1); lc8 = (-1, -1); ll = .false.
      return
    end if
    li1 = [(int(p * 10 + k, 1), k = 1, 9)]
    li4 = reshape([(p * 100 + k, k = 1, 12)], [3, 4])
    li8 = [(int(p, 8) * 10000000000_8 + k, k = 1, 6)]
    lr4 = reshape([(p + k * 0.25, k = 1, 12)], [2, 2, 3])
    lr8s = p + 0.125d0
    lr8 = [(p * 1.0d12 + k, k = 1, 5)]
    lr16 = [(p + k / 3.0_16, k = 1, 4)]
    lc4 = [(cmplx(p, -k, 4), k = 1, 4)]
    lc8 = [(cmplx(-p, k * 0.5d0, 8), k = 1, 3)]
    ll = [(mod(p + k, 2) == 0, k = 1, 5)]
  end subroutine setlocal

  subroutine clear()
    i1 = -1; i4 = -1; i8 = -1; r4 = -1; r8s = -1; r8 = -1
    r16 = -1; c4 = (-1, -1); c8 = (-1, -1); l = .false.
  end subroutine clear

  ! the module copies hold PE p's first k-1 elements and the sentinel
  subroutine check(p, what)
    integer, intent(in) :: p
    character(len=*), intent(in) :: what
    integer(4) :: w4(12)
    real(4) :: w32(12)
    w4 = [(p * 100 + k, k = 1, 12)]
    w4(12) = -1
    w32 = [(p + k * 0.25, k = 1, 12)]
    w32(12) = -1
    if (any(i1 /= [(int(p * 10 + k, 1), k = 1, 8), -1_1])) call bad(what // ' INTEGER(1)', int(i1(9)), -1)
    if (any(reshape(i4, [12]) /= w4)) call bad(what // ' INTEGER(4) rank 2', i4(3, 4), -1)
    if (any(i8 /= [(int(p, 8) * 10000000000_8 + k, k = 1, 5), -1_8])) &
      call bad(what // ' INTEGER(8)', int(i8(6)), -1)
    if (any(reshape(r4, [12]) /= w32)) call bad(what // ' REAL(4) rank 3', int(r4(2, 2, 3)), -1)
    if (r8s /= p + 0.125d0) call bad(what // ' REAL(8) scalar', int(r8s), p)
    if (any(r8 /= [(p * 1.0d12 + k, k = 1, 4), -1d0])) call bad(what // ' REAL(8)', int(r8(5)), -1)
    if (any(r16 /= [(p + k / 3.0_16, k = 1, 3), -1.0_16])) call bad(what // ' REAL(16)', int(r16(4)), -1)
    if (any(c4 /= [(cmplx(p, -k, 4), k = 1, 3), (-1.0, -1.0)])) call bad(what // ' COMPLEX(4)', 0, 0)
    if (any(c8 /= [(cmplx(-p, k * 0.5d0, 8), k = 1, 2), (-1.0d0, -1.0d0)])) &
      call bad(what // ' COMPLEX(8)', 0, 0)
    if (any(l .neqv. [(mod(p + k, 2) == 0, k = 1, 4), .false.])) call bad(what // ' LOGICAL', 0, 0)
  end subroutine check

  ! the locals hold PE p's first elements, the sentinel after them
  subroutine checklocal(p)
    integer, intent(in) :: p
    if (any(li1 /= [(int(p * 10 + k, 1), k = 1, 8), -1_1])) call bad('shmem_get INTEGER(1)', int(li1(9)), -1)
    if (any(reshape(li4, [11]) /= [(p * 100 + k, k = 1, 11)]) .or. li4(3, 4) /= -1) &
      call bad('shmem_get INTEGER(4) rank 2', li4(3, 4), -1)
    if (any(li8 /= [(int(p, 8) * 10000000000_8 + k, k = 1, 5), -1_8])) &
      call bad('shmem_get INTEGER(8)', int(li8(6)), -1)
    if (any(reshape(lr4, [11]) /= [(p + k * 0.25, k = 1, 11)]) .or. lr4(2, 2, 3) /= -1) &
      call bad('shmem_get REAL(4) rank 3', int(lr4(2, 2, 3)), -1)
    if (lr8s /= p + 0.125d0) call bad('shmem_get REAL(8) scalar', int(lr8s), p)
    if (any(lr8 /= [(p * 1.0d12 + k, k = 1, 4), -1d0])) call bad('shmem_get REAL(8)', int(lr8(5)), -1)
    if (any(lr16 /= [(p + k / 3.0_16, k = 1, 3), -1.0_16])) call bad('shmem_get REAL(16)', int(lr16(4)), -1)
    if (any(lc4 /= [(cmplx(p, -k, 4), k = 1, 3), (-1.0, -1.0)])) call bad('shmem_get COMPLEX(4)', 0, 0)
    if (any(lc8 /= [(cmplx(-p, k * 0.5d0, 8), k = 1, 2), (-1.0d0, -1.0d0)])) &
      call bad('shmem_get COMPLEX(8)', 0, 0)
    if (any(ll .neqv. [(mod(p + k, 2) == 0, k = 1, 4), .false.])) call bad('shmem_get LOGICAL', 0, 0)
  end subroutine checklocal
end program module_use
