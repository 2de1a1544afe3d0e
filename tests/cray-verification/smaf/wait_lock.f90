! SPDX-License-Identifier: BSD-3-Clause
! smaf/wait_lock.f90: point-to-point waits and locks. Free form with the
! fixed/free include file 'mpp/shmem.fh' (short form, own declarations).
! A token goes round the ring once for every comparison of
! SHMEM_INT4_WAIT_UNTIL, SHMEM_INT8_WAIT_UNTIL (values above 2**32) and
! SHMEM_WAIT_UNTIL, and once for each SHMEM_WAIT flavour (wait while
! equal); the data put before the token (then a fence) must be there
! when the wait returns. Locks: a non-atomic read-modify-write of a
! counter on one PE under SHMEM_SET_LOCK/SHMEM_CLEAR_LOCK loses no
! increment, two locks are held at once, SHMEM_TEST_LOCK takes a free
! lock and reports a held one, and the word after a lock is untouched.
program wait_lock
  implicit none
  include 'mpp/shmem.fh'
  integer :: my_pe, num_pes, shmem_test_lock
  integer :: me, np, right, fails, op, i, v, rounds
  integer(4) :: f4, d4
  integer(8) :: f8
  integer :: fw
  integer :: lock1, guard1, lock2, guard2, counter, counter2
  integer, parameter :: cmps(6) = [SHMEM_CMP_EQ, SHMEM_CMP_NE, SHMEM_CMP_GT, &
                                   SHMEM_CMP_LE, SHMEM_CMP_LT, SHMEM_CMP_GE]
  character(len=2), parameter :: names(6) = ['EQ', 'NE', 'GT', 'LE', 'LT', 'GE']
  integer(8), parameter :: big = 4294967296_8
  common /wl/ f8, f4, d4, fw, lock1, guard1, lock2, guard2, counter, counter2

  call start_pes(0)
  me = my_pe()
  np = num_pes()
  right = mod(me + 1, np)
  fails = 0

  ! ---- the token ring, once per comparison; the token value is 5 ----
  do op = 1, 6
    call reset(op)
    if (me /= 0) call waits(op)
    call pass()
    if (me == 0) call waits(op)
    call shmem_barrier_all()
  end do

  ! ---- SHMEM_WAIT / SHMEM_INT4_WAIT / SHMEM_INT8_WAIT: while equal ----
  f4 = 0
  f8 = big
  fw = -7
  d4 = 0
  call shmem_barrier_all()
  if (me /= 0) then
    call shmem_int4_wait(f4, 0)
    call shmem_int8_wait(f8, big)
    call shmem_wait(fw, -7)
    call check_data('WAIT')
  end if
  call shmem_integer_put(d4, 1000 + me, 1, right)
  call shmem_fence()
  call shmem_integer_put(fw, 1, 1, right)
  call shmem_put8(f8, big + 1, 1, right)
  call shmem_put4(f4, 1, 1, right)
  if (me == 0) then
    call shmem_int4_wait(f4, 0)
    call shmem_int8_wait(f8, big)
    call shmem_wait(fw, -7)
    call check_data('WAIT')
  end if
  if (f8 /= big + 1 .or. fw /= 1) call bad('WAIT', 'INTEGER*8/default values', int(f8 - big), 1)
  call shmem_barrier_all()

  ! ---- locks: a guarded non-atomic increment on the last PE ----
  lock1 = 0
  lock2 = 0
  guard1 = 4711
  guard2 = -4711
  counter = 0
  counter2 = 0
  rounds = 10
  call shmem_barrier_all()
  do i = 1, rounds
    call shmem_set_lock(lock1)
    call shmem_integer_get(v, counter, 1, np - 1)
    call shmem_integer_put(counter, v + 1, 1, np - 1)
    call shmem_quiet()
    if (mod(i, 2) == 0) then
      ! two locks held at once; the second guards another counter
      call shmem_set_lock(lock2)
      call shmem_integer_get(v, counter2, 1, 0)
      call shmem_integer_put(counter2, v + 2, 1, 0)
      call shmem_quiet()
      call shmem_clear_lock(lock2)
    end if
    call shmem_clear_lock(lock1)
  end do
  call shmem_barrier_all()
  if (me == np - 1 .and. counter /= rounds * np) &
    call bad('SET_LOCK', 'counter under lock', counter, rounds * np)
  if (me == 0 .and. counter2 /= rounds * np) &
    call bad('SET_LOCK', 'counter under 2nd lock', counter2, rounds * np)
  if (guard1 /= 4711 .or. guard2 /= -4711) &
    call bad('SET_LOCK', 'the word after a lock changed', guard1, 4711)

  ! ---- TEST_LOCK: PE 0 takes the free lock, the others must fail ----
  if (me == 0) then
    v = shmem_test_lock(lock1)
    if (v /= 0) call bad('TEST_LOCK', 'free lock not taken', v, 0)
  end if
  call shmem_barrier_all()
  if (me /= 0) then
    v = shmem_test_lock(lock1)
    if (v /= 1) call bad('TEST_LOCK', 'held lock taken', v, 1)
  end if
  call shmem_barrier_all()
  if (me == 0) call shmem_clear_lock(lock1)
  call shmem_barrier_all()
  ! free again: whoever is last takes it with SET_LOCK
  if (me == np - 1) then
    call shmem_set_lock(lock1)
    call shmem_clear_lock(lock1)
  end if
  if (guard1 /= 4711) call bad('TEST_LOCK', 'the word after the lock changed', guard1, 4711)

  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: wait_lock: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'wait_lock: passed on ', np, ' PEs'

contains

  subroutine bad(routine, what, got, want)
    character(len=*), intent(in) :: routine, what
    integer, intent(in) :: got, want
    fails = fails + 1
    if (fails <= 20) print '(4a,i0,a,i0,a,i0)', 'FAIL: SHMEM_', routine, ' ', what, &
      ' PE ', me, ' got ', got, ' want ', want
  end subroutine bad

  ! flags to a value the wait of this comparison must not accept
  subroutine reset(op)
    integer, intent(in) :: op
    if (cmps(op) == SHMEM_CMP_LE .or. cmps(op) == SHMEM_CMP_LT) then
      f4 = 100
      f8 = 100 * big
      fw = 100
    else
      f4 = 0
      f8 = 0
      fw = 0
    end if
    d4 = 0
    call shmem_barrier_all()
  end subroutine reset

  ! the threshold each comparison accepts 5 (and 5 * big) with
  integer function thr(op)
    integer, intent(in) :: op
    select case (op)
    case (1, 4, 6)
      thr = 5   ! EQ, LE, GE
    case (2)
      thr = 0   ! NE: the reset value is 0
    case (3)
      thr = 4   ! GT
    case default
      thr = 6   ! LT
    end select
  end function thr

  subroutine waits(op)
    integer, intent(in) :: op
    integer :: t
    t = thr(op)
    call shmem_int4_wait_until(f4, cmps(op), t)
    call shmem_int8_wait_until(f8, cmps(op), t * big)
    call shmem_wait_until(fw, cmps(op), t)
    if (f4 /= 5 .or. f8 /= 5 * big .or. fw /= 5) &
      call bad('WAIT_UNTIL', 'CMP_' // names(op) // ' flag value', f4, 5)
    call check_data('WAIT_UNTIL CMP_' // names(op))
  end subroutine waits

  ! data, fence, then the three flags to the right-hand PE
  subroutine pass()
    call shmem_integer_put(d4, 1000 + me, 1, right)
    call shmem_fence()
    call shmem_put8(f8, 5 * big, 1, right)
    call shmem_integer_put(fw, 5, 1, right)
    call shmem_put4(f4, 5, 1, right)
  end subroutine pass

  subroutine check_data(what)
    character(len=*), intent(in) :: what
    integer :: left
    left = mod(me + np - 1, np)
    if (d4 /= 1000 + left) call bad(what, 'data before the flag', d4, 1000 + left)
  end subroutine check_data
end program wait_lock
