! SPDX-License-Identifier: BSD-3-Clause
! Asymmetric memory from Fortran (shmemx_asym_register(3)): every PE
! registers an ALLOCATABLE INTEGER*8 array (not symmetric), publishes
! LOC() of it through a symmetric array, and the others reach it through a
! Cray pointer set to that address: SHMEMX_ASYM_GETMEM/PUTMEM, the
! standard SHMEM_GET8/PUT8, SHMEM_INT8_ADD/FADD/FETCH, SHMEM_PTR and
! SHMEM_ADDR_ACCESSIBLE (under mpirun on other nodes too, where SHMEM_PTR
! is 0). Each PE then checks its own array; and the
! registration's errors: an overlapping range, a second unregister.
! shmap-test: npes=1,2,4 timeout=60
program asym
  implicit none
  include 'shmem.fh'
  integer :: shmem_my_pe, shmem_n_pes
  integer :: shmemx_asym_init, shmemx_asym_register, shmemx_asym_unregister
  integer(8) :: shmem_int8_fadd, shmem_int8_fetch
  integer, parameter :: n = 1000, maxpes = 1024
  integer(8), parameter :: nbytes = 8_8 * n
  integer(8), allocatable :: arr(:)
  ! Symmetric: where each PE's array is, in that PE's address space.
  integer(8), save :: addrs(0:maxpes-1)
  integer(8) :: remote(n), direct(n)
  pointer (p, remote)
  pointer (q, direct)
  integer(8) :: buf(n), src(100), myaddr, old, want
  integer :: me, np, right, left, pe, i, rc, fails

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  if (np > maxpes) then
    print '(a,i0,a)', 'asym: at most ', maxpes, ' PEs'
    call shmem_global_exit(1)
  end if
  right = mod(me + 1, np)
  left = mod(me - 1 + np, np)
  fails = 0

  ! ---- register: an ALLOCATABLE array, local to this PE ----
  rc = shmemx_asym_init()
  call expect0(rc, 'SHMEMX_ASYM_INIT')
  allocate(arr(n))
  do i = 1, n
    arr(i) = pattern(me, i)
  end do
  arr(n) = 0 ! the atomics' counter
  rc = shmemx_asym_register(arr, nbytes)
  call expect0(rc, 'SHMEMX_ASYM_REGISTER(arr, 8000)')
  ! A range overlapping the registered one, and one inside it.
  rc = shmemx_asym_register(arr(500), 8_8 * 600)
  call expect_neg(rc, 'SHMEMX_ASYM_REGISTER of an overlapping range')
  rc = shmemx_asym_register(arr(10), 8_8)
  call expect_neg(rc, 'SHMEMX_ASYM_REGISTER of a range inside a region')
  rc = shmemx_asym_register(arr, -8_8)
  call expect_neg(rc, 'SHMEMX_ASYM_REGISTER of a negative size')

  ! ---- publish LOC(arr) into slot me of every PE's addrs ----
  myaddr = loc(arr)
  do pe = 0, np - 1
    call shmem_put8(addrs(me), myaddr, 1, pe)
  end do
  call shmem_barrier_all()
  if (addrs(me) /= myaddr) call fail('addrs(me) is not LOC(arr)', addrs(me), myaddr)

  ! ---- (a) reads of the right neighbour's array ----
  p = addrs(right)
  buf = -1
  call shmemx_asym_getmem(buf, remote, 8_8 * (n - 1), right)
  do i = 1, n - 1
    if (buf(i) /= pattern(right, i)) call fail('SHMEMX_ASYM_GETMEM', buf(i), pattern(right, i))
  end do
  if (buf(n) /= -1) call fail('SHMEMX_ASYM_GETMEM wrote past nbytes', buf(n), -1_8)
  buf = -1
  call shmemx_asym_getmem(buf, remote(101), 8_8 * 50, right) ! a slice
  do i = 1, 50
    if (buf(i) /= pattern(right, 100 + i)) &
      call fail('SHMEMX_ASYM_GETMEM of a slice', buf(i), pattern(right, 100 + i))
  end do
  if (buf(51) /= -1) call fail('SHMEMX_ASYM_GETMEM of a slice wrote past it', buf(51), -1_8)
  buf = -1
  call shmem_get8(buf, remote(7), 3, right)
  do i = 1, 3
    if (buf(i) /= pattern(right, 6 + i)) call fail('SHMEM_GET8', buf(i), pattern(right, 6 + i))
  end do
  ! The symmetric array through SHMEMX_ASYM_GETMEM too.
  buf(1) = 0
  call shmemx_asym_getmem(buf, addrs(left), 8_8, right)
  if (buf(1) /= addrs(left)) call fail('SHMEMX_ASYM_GETMEM of symmetric memory', buf(1), addrs(left))
  ! Loads through SHMEM_PTR.
  if (.not. shmem_addr_accessible(remote, right)) &
    call fail('SHMEM_ADDR_ACCESSIBLE of a registered address', 0_8, 1_8)
  ! 0 when loads and stores do not reach that PE at all (another node
  ! under mpirun): then its symmetric array gives 0 too.
  q = shmem_ptr(remote, right)
  if (q == 0 .and. shmem_ptr(addrs, right) /= 0) then
    call fail('SHMEM_PTR of a registered address is 0', q, 1_8)
  else if (q /= 0) then
    do i = 1, n - 1, 37
      if (direct(i) /= pattern(right, i)) call fail('a load through SHMEM_PTR', direct(i), pattern(right, i))
    end do
  end if
  call shmem_barrier_all()

  ! ---- (b) writes into slices of the right neighbour's array ----
  do i = 1, 100
    src(i) = -pattern(me, i)
  end do
  call shmemx_asym_putmem(remote(201), src, 8_8 * 100, right)
  call shmem_put8(remote(301), src(1), 100, right)
  call shmemx_asym_putmem(remote(401), src, 0_8, right) ! nothing
  ! ---- (c) atomics on the last element of every PE's array ----
  do pe = 0, np - 1
    p = addrs(pe)
    call shmem_int8_add(remote(n), int(me + 1, 8), pe)
    old = shmem_int8_fadd(remote(n), 1000_8 * (me + 1), pe)
    if (old < 0 .or. old > (np * (np + 1) / 2) * 1001_8) &
      call fail('SHMEM_INT8_FADD old value', old, 0_8)
  end do
  call shmem_barrier_all()

  ! ---- every PE checks its own array ----
  do i = 1, n - 1
    if (i > 200 .and. i <= 400) then
      want = -pattern(left, mod(i - 1, 100) + 1)
    else
      want = pattern(me, i)
    end if
    if (arr(i) /= want) call fail('my array after the puts', arr(i), want)
  end do
  want = int(np * (np + 1) / 2, 8) * 1001
  if (arr(n) /= want) call fail('the atomic sum', arr(n), want)
  p = addrs(left)
  old = shmem_int8_fetch(remote(n), left)
  if (old /= want) call fail('SHMEM_INT8_FETCH of the sum', old, want)
  call shmem_barrier_all()

  ! ---- unregister: once 0, then negative; registering again works ----
  rc = shmemx_asym_unregister(arr)
  call expect0(rc, 'SHMEMX_ASYM_UNREGISTER')
  rc = shmemx_asym_unregister(arr)
  call expect_neg(rc, 'a second SHMEMX_ASYM_UNREGISTER')
  ! The array keeps its contents and stays usable locally.
  if (arr(1) /= pattern(me, 1) .or. arr(n) /= want) &
    call fail('my array after SHMEMX_ASYM_UNREGISTER', arr(1), pattern(me, 1))
  rc = shmemx_asym_register(arr(501), 8_8 * 500)
  call expect0(rc, 'SHMEMX_ASYM_REGISTER again, half the array')
  call shmem_barrier_all()
  p = addrs(right)
  buf(1) = 0
  call shmemx_asym_getmem(buf, remote(600), 8_8, right)
  if (buf(1) /= pattern(right, 600)) call fail('SHMEMX_ASYM_GETMEM after re-registering', buf(1), pattern(right, 600))
  call shmem_barrier_all()
  rc = shmemx_asym_unregister(arr(501))
  call expect0(rc, 'SHMEMX_ASYM_UNREGISTER of the second region')
  deallocate(arr)

  if (fails > 0) then
    print '(a,i0,a,i0,a)', 'FAIL: PE ', me, ': ', fails, ' checks failed'
    error stop 1
  end if
  call shmem_barrier_all()
  if (me == 0) print '(a,i0,a)', 'asym: ', np, ' PEs ok'
  call shmem_finalize()

contains

  pure integer(8) function pattern(pe, i)
    integer, intent(in) :: pe, i
    pattern = int(pe, 8) * 1000000007_8 + i
  end function pattern

  subroutine fail(what, got, expected)
    character(len=*), intent(in) :: what
    integer(8), intent(in) :: got, expected
    fails = fails + 1
    if (fails < 10) print '(a,i0,3a,i0,a,i0)', 'FAIL: PE ', me, ': ', what, &
      ': got ', got, ', want ', expected
  end subroutine fail

  ! A registration's result: without it the other PEs' accesses would end
  ! the job with a less clear error, so stop here.
  subroutine expect0(rc, what)
    integer, intent(in) :: rc
    character(len=*), intent(in) :: what
    if (rc /= 0) then
      print '(a,i0,3a,i0,a)', 'FAIL: PE ', me, ': ', what, ' returned ', rc, ', want 0'
      call shmem_global_exit(1)
    end if
  end subroutine expect0

  subroutine expect_neg(rc, what)
    integer, intent(in) :: rc
    character(len=*), intent(in) :: what
    if (rc >= 0) then
      fails = fails + 1
      print '(a,i0,3a,i0,a)', 'FAIL: PE ', me, ': ', what, ' returned ', rc, &
        ', want a negative errno'
    end if
  end subroutine expect_neg

end program asym
