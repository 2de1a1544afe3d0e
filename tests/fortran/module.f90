! SPDX-License-Identifier: BSD-3-Clause
! `use shmem`: explicit interfaces and the generic shmem_put/shmem_get,
! which pick the routine from the arguments' type, kind and rank (scalars
! and arrays of rank 1 to 3 here), count elements, and reach the right
! element on the right PE; keyword arguments; AMOs, a reduction, a lock
! and the queries through the module's interfaces.
! shmap-test: npes=1,2,3,4,5,8 timeout=60
module module_data
  implicit none
  integer(4) :: i4(4, 3)
  integer :: idef(4, 3)
  integer(8) :: i8(5)
  integer(1) :: i1(7)
  real(4) :: r4(2, 2, 2)
  real(8) :: r8s
  real(16) :: r16(3)
  complex(4) :: c4(3)
  complex(8) :: c8(2)
  logical :: l(4)
  integer :: lock = 0, counter = 0
  real(8) :: rsrc(4), rdst(4)
end module module_data

program modtest
  use shmem
  use module_data
  implicit none
  integer :: me, np, right, left, fails, k
  integer(4) :: li4(4, 3)
  integer :: lidef(4, 3), ltmp(1)
  integer(8) :: li8(5), old
  integer(1) :: li1(7)
  real(4) :: lr4(2, 2, 2)
  real(8) :: lr8s
  real(16) :: lr16(3)
  complex(4) :: lc4(3)
  complex(8) :: lc8(2)
  logical :: ll(4)
  integer :: psync(SHMEM_REDUCE_SYNC_SIZE)
  real(8) :: pwrk(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
  character(len=SHMEM_MAX_NAME_LEN) :: name

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  right = mod(me + 1, np)
  left = mod(me - 1 + np, np)
  fails = 0
  li4 = reshape([(me * 100 + k, k = 1, 12)], [4, 3])
  li8 = [(int(me, 8) * 10000000000_8 + k, k = 1, 5)]
  li1 = [(int(me * 10 + k, 1), k = 1, 7)]
  lr4 = reshape([(me + k * 0.5, k = 1, 8)], [2, 2, 2])
  lr8s = me + 0.125d0
  lr16 = [(me + k / 4.0_16, k = 1, 3)]
  lc4 = [(cmplx(me, k, 4), k = 1, 3)]
  lc8 = [(cmplx(-me, k, 8), k = 1, 2)]
  ll = [(mod(me + k, 2) == 0, k = 1, 4)]
  i4 = 0; i8 = 0; i1 = 0; r4 = 0; r8s = 0; r16 = 0; c4 = 0; c8 = 0; l = .false.
  call shmem_barrier_all()

  ! whole arrays of every kind and rank, and a scalar; element counts
  call shmem_put(i4, li4, 12, right)
  call shmem_put(i8, li8, 5, right)
  call shmem_put(i1, li1, 7, right)
  call shmem_put(r4, lr4, 8, right)
  call shmem_put(r8s, lr8s, 1, right)
  call shmem_put(r16, lr16, 3, right)
  call shmem_put(c4, lc4, 3, right)
  call shmem_put(c8, lc8, 2, right)
  call shmem_put(l, ll, 4, right)
  call shmem_barrier_all()
  call check(left, 'shmem_put')

  ! get them back from the right neighbour's copy into the locals
  li4 = -1; li8 = -1; li1 = -1; lr4 = -1; lr8s = -1; lr16 = -1; lc4 = -1
  lc8 = -1; ll = .false.
  call shmem_get(li4, i4, 12, right)
  call shmem_get(li8, i8, 5, right)
  call shmem_get(li1, i1, 7, right)
  call shmem_get(lr4, r4, 8, right)
  call shmem_get(lr8s, r8s, 1, right)
  call shmem_get(lr16, r16, 3, right)
  call shmem_get(lc4, c4, 3, right)
  call shmem_get(lc8, c8, 2, right)
  call shmem_get(ll, l, 4, right)
  ! the right neighbour holds what I put: my own values
  if (any(li4 /= reshape([(me * 100 + k, k = 1, 12)], [4, 3]))) call bad('get i4')
  if (any(li8 /= [(int(me, 8) * 10000000000_8 + k, k = 1, 5)])) call bad('get i8')
  if (lr8s /= me + 0.125d0) call bad('get r8 scalar')
  if (any(lc8 /= [(cmplx(-me, k, 8), k = 1, 2)])) call bad('get c8')

  ! one column of a rank-2 array of default INTEGERs (the kind of
  ! SHMEM_INTEGER_PUT's data, 8 bytes under -fdefault-integer-8), by keyword
  call shmem_barrier_all()
  idef = 0
  lidef = li4
  call shmem_barrier_all()
  call shmem_integer_put(target=idef(:, 2), source=lidef(:, 3), len=4, pe=right)
  call shmem_barrier_all()
  if (any(idef(:, 2) /= [(left * 100 + 8 + k, k = 1, 4)]) .or. any(idef(:, 1) /= 0) &
      .or. any(idef(:, 3) /= 0)) call bad('column put')

  ! AMOs, a lock, a reduction
  call shmem_barrier_all()
  old = shmem_int8_fadd(i8(5), 2_8, 0)
  call shmem_set_lock(lock)
  k = counter
  call shmem_integer_get(ltmp, counter, 1, 0)
  call shmem_integer_put(counter, ltmp(1) + 1, 1, 0)
  call shmem_quiet()
  call shmem_clear_lock(lock)
  rsrc = [(me * 1.0d0 + k, k = 1, 4)]
  psync = SHMEM_SYNC_VALUE
  call shmem_barrier_all()
  call shmem_real8_sum_to_all(rdst, rsrc, 4, 0, 0, np, pwrk, psync)
  if (any(rdst /= [(np * (np - 1) / 2.0d0 + np * k, k = 1, 4)])) call bad('sum_to_all')
  call shmem_barrier_all()
  if (me == 0) then
    if (counter /= np) call bad('lock counter')
    if (i8(5) /= int(left, 8) * 10000000000_8 + 5 + 2 * np) call bad('int8_fadd')
  end if
  if (.not. shmem_addr_accessible(i4, right)) call bad('addr_accessible')
  if ((shmem_ptr(i4, right) /= 0) .neqv. reaches(right)) call bad('shmem_ptr')
  call shmem_info_get_name(name)
  if (name /= SHMEM_VENDOR_STRING) call bad('info_get_name')

  call shmem_barrier_all()
  if (fails > 0) then
    print '(a,i0,a,i0,a)', 'FAIL: PE ', me, ': ', fails, ' checks failed'
    error stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'module: ', np, ' PEs ok'
  call shmem_finalize()

contains
  include 'reaches.inc'
  subroutine bad(what)
    character(len=*), intent(in) :: what
    fails = fails + 1
    print '(a,i0,2a)', 'FAIL: PE ', me, ': ', what
  end subroutine bad

  subroutine check(src, what)
    integer, intent(in) :: src
    character(len=*), intent(in) :: what
    if (any(i4 /= reshape([(src * 100 + k, k = 1, 12)], [4, 3]))) call bad(what // ' i4 rank 2')
    if (any(i8 /= [(int(src, 8) * 10000000000_8 + k, k = 1, 5)])) call bad(what // ' i8')
    if (any(i1 /= [(int(src * 10 + k, 1), k = 1, 7)])) call bad(what // ' i1')
    if (any(r4 /= reshape([(src + k * 0.5, k = 1, 8)], [2, 2, 2]))) call bad(what // ' r4 rank 3')
    if (r8s /= src + 0.125d0) call bad(what // ' r8 scalar')
    if (any(r16 /= [(src + k / 4.0_16, k = 1, 3)])) call bad(what // ' r16')
    if (any(c4 /= [(cmplx(src, k, 4), k = 1, 3)])) call bad(what // ' c4')
    if (any(c8 /= [(cmplx(-src, k, 8), k = 1, 2)])) call bad(what // ' c8')
    if (any(l .neqv. [(mod(src + k, 2) == 0, k = 1, 4)])) call bad(what // ' logical')
  end subroutine check
end program modtest
