! SPDX-License-Identifier: BSD-3-Clause
! Locks and point-to-point waits. A default-INTEGER lock guards a
! read-modify-write by get and put on PE 0 (not atomic: only mutual
! exclusion keeps every increment), the word after the lock is never
! touched, SHMEM_TEST_LOCK takes a free lock and not a held one, and a
! SHMEM_WAIT_UNTIL ping-pong goes round the ring with every flavour of
! wait.
! shmap-test: npes=1,2,3,4,5,8 timeout=90
program lockwait
  implicit none
  include 'mpp/shmem.fh'
  integer :: shmem_my_pe, shmem_n_pes, shmem_test_lock
  integer :: me, np, i, v, fails, rounds
  integer :: lock, guard, counter, lock2
  integer :: flag
  integer(4) :: flag4
  integer(8) :: flag8
  common /lk/ lock, guard, counter, lock2, flag, flag4, flag8
  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  fails = 0
  lock = 0; lock2 = 0; guard = 12345; counter = 0
  flag = 0; flag4 = 0; flag8 = 0
  rounds = 200 / np + 1
  call shmem_barrier_all()

  do i = 1, rounds
    call shmem_set_lock(lock)
    call shmem_integer_get(v, counter, 1, 0)
    call shmem_integer_put(counter, v + 1, 1, 0)
    call shmem_quiet()
    call shmem_clear_lock(lock)
  end do
  call shmem_barrier_all()
  if (me == 0 .and. counter /= rounds * np) then
    print *, 'FAIL: counter', counter, 'want', rounds * np
    fails = fails + 1
  end if
  if (guard /= 12345) then
    print *, 'FAIL: the word after the lock changed:', guard
    fails = fails + 1
  end if

  ! test_lock: PE 0 holds lock2; everyone else fails to take it
  if (me == 0) then
    if (shmem_test_lock(lock2) /= 0) then
      print *, 'FAIL: SHMEM_TEST_LOCK did not take a free lock'
      fails = fails + 1
    end if
  end if
  call shmem_barrier_all()
  if (me /= 0) then
    if (shmem_test_lock(lock2) /= 1) then
      print *, 'FAIL: SHMEM_TEST_LOCK took a held lock'
      fails = fails + 1
    end if
  end if
  call shmem_barrier_all()
  if (me == 0) call shmem_clear_lock(lock2)
  call shmem_barrier_all()

  ! ping-pong round the ring: PE k waits for k, passes k+1 on
  do i = 1, 3
    if (me /= 0) call shmem_wait_until(flag, SHMEM_CMP_EQ, (i - 1) * np + me)
    if (me == 0 .and. i > 1) call shmem_wait_until(flag, SHMEM_CMP_GE, (i - 1) * np)
    call shmem_integer_put(flag, (i - 1) * np + me + 1, 1, mod(me + 1, np))
  end do
  call shmem_barrier_all()
  ! the 4- and 8-byte flavours, and SHMEM_WAIT (until the value changes)
  if (me == 0) then
    call shmem_int4_set(flag4, 7, np - 1)
    call shmem_int8_set(flag8, 8000000000_8, np - 1)
  end if
  if (me == np - 1) then
    call shmem_int4_wait_until(flag4, SHMEM_CMP_EQ, 7)
    call shmem_int8_wait_until(flag8, SHMEM_CMP_GT, 7999999999_8)
    call shmem_int4_wait(flag4, 0)
    call shmem_int8_wait(flag8, 0_8)
    call shmem_wait(flag, -1)
  end if
  call shmem_barrier_all()
  if (fails > 0) then
    print '(a,i0,a,i0,a)', 'FAIL: PE ', me, ': ', fails, ' checks failed'
    error stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'lockwait: ', np, ' PEs ok'
end program lockwait
