! SPDX-License-Identifier: BSD-3-Clause
! smaf/collect_alltoall.f90: SHMEM_COLLECT4/8/32/64 (member k gives
! k+1 elements), SHMEM_FCOLLECT4/8/32/64 (2 each), SHMEM_ALLTOALL32/64
! and SHMEM_ALLTOALLS32/64 (target stride 2, source stride 3) over
! active sets: all PEs, the even PEs, PEs 1..NP-1, every 4th PE from 1.
! Free form, short include file, own declarations. Every element is
! checked against the serial answer; nothing past the total is
! written, and a non-member's target is untouched.
program collect_alltoall
  implicit none
  include 'shmem.fh'
  integer :: shmem_my_pe, shmem_n_pes
  integer, parameter :: nt = 64
  integer :: me, np, fails, s
  integer(4) :: s4(nt), d4(nt)
  integer(8) :: s8(nt), d8(nt)
  real(4) :: s32(nt), d32(nt)
  real(8) :: s64(nt), d64(nt)
  integer :: psync(SHMEM_COLLECT_SYNC_SIZE, 4)
  integer :: st(4), lg(4), sz(4)
  common /ca/ s8, d8, s64, d64, s4, d4, s32, d32, psync

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  fails = 0
  psync = SHMEM_SYNC_VALUE
  st = [0, 0, 1, 1]
  lg = [0, 1, 0, 2]
  sz = [np, (np + 1) / 2, np - 1, (np + 2) / 4]
  call shmem_barrier_all()
  do s = 1, 4
    if (sz(s) < 1) cycle
    call collects(st(s), lg(s), sz(s))
    call alltoalls(st(s), lg(s), sz(s))
  end do
  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: collect_alltoall: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'collect_alltoall: passed on ', np, ' PEs'
  call shmem_finalize()

contains

  integer function rank_in(st, lg, sz, p)
    integer, intent(in) :: st, lg, sz, p
    rank_in = -1
    if (p < st) return
    if (mod(p - st, 2**lg) /= 0) return
    if ((p - st) / 2**lg >= sz) return
    rank_in = (p - st) / 2**lg
  end function rank_in

  subroutine bad(routine, st, lg, sz, i, got, want)
    character(len=*), intent(in) :: routine
    integer, intent(in) :: st, lg, sz, i, got, want
    fails = fails + 1
    if (fails <= 20) print '(2a,4(a,i0),a,3(1x,i0),a,i0,a,i0)', 'FAIL: SHMEM_', routine, &
      ' PE ', me, ' element ', i, ' got ', got, ' want ', want, ' set', st, lg, sz, &
      ' np ', np, ' fails ', fails
  end subroutine bad

  ! the value of source element i on the member of rank r
  integer function v(r, i)
    integer, intent(in) :: r, i
    v = r * 1000 + i
  end function v

  subroutine fill(r)
    integer, intent(in) :: r
    integer :: i
    do i = 1, nt
      s4(i) = v(r, i)
      s8(i) = int(v(r, i), 8) * 10000000000_8 + 7
      s32(i) = v(r, i) + 0.5
      s64(i) = v(r, i) * 1.0d12 + 0.25d0
    end do
    d4 = -1
    d8 = -1
    d32 = -1
    d64 = -1
  end subroutine fill

  ! element i of each target must be value w of the sources (w < 0: the
  ! sentinel)
  subroutine expect(routine, st, lg, sz, i, w)
    character(len=*), intent(in) :: routine
    integer, intent(in) :: st, lg, sz, i, w
    if (w < 0) then
      if (d4(i) /= -1 .or. d8(i) /= -1 .or. d32(i) /= -1 .or. d64(i) /= -1) &
        call bad(routine // ': wrote outside its elements', st, lg, sz, i, d4(i), -1)
      return
    end if
    if (d4(i) /= w) call bad(routine // ' 4-byte', st, lg, sz, i, d4(i), w)
    if (d8(i) /= int(w, 8) * 10000000000_8 + 7) &
      call bad(routine // ' 8-byte', st, lg, sz, i, int(d8(i) / 10000000000_8), w)
    if (d32(i) /= w + 0.5) call bad(routine // ' 32-bit', st, lg, sz, i, int(d32(i)), w)
    if (d64(i) /= w * 1.0d12 + 0.25d0) &
      call bad(routine // ' 64-bit', st, lg, sz, i, int(d64(i) / 1d12), w)
  end subroutine expect

  subroutine collects(st, lg, sz)
    integer, intent(in) :: st, lg, sz
    integer :: r, j, k, i, n, e
    character(len=16) :: name
    r = rank_in(st, lg, sz, me)
    do j = 1, 4
      call fill(max(r, 0))
      call shmem_barrier_all()
      if (r >= 0) then
        select case (j)
        case (1)
          name = 'COLLECT4/8'
          call shmem_collect4(d4, s4, r + 1, st, lg, sz, psync(1, 1))
          call shmem_collect8(d8, s8, r + 1, st, lg, sz, psync(1, 2))
          call shmem_collect4(d32, s32, r + 1, st, lg, sz, psync(1, 3))
          call shmem_collect8(d64, s64, r + 1, st, lg, sz, psync(1, 4))
        case (2)
          name = 'COLLECT32/64'
          call shmem_collect32(d4, s4, r + 1, st, lg, sz, psync(1, 1))
          call shmem_collect64(d8, s8, r + 1, st, lg, sz, psync(1, 2))
          call shmem_collect32(d32, s32, r + 1, st, lg, sz, psync(1, 3))
          call shmem_collect64(d64, s64, r + 1, st, lg, sz, psync(1, 4))
        case (3)
          name = 'FCOLLECT4/8'
          call shmem_fcollect4(d4, s4, 2, st, lg, sz, psync(1, 1))
          call shmem_fcollect8(d8, s8, 2, st, lg, sz, psync(1, 2))
          call shmem_fcollect4(d32, s32, 2, st, lg, sz, psync(1, 3))
          call shmem_fcollect8(d64, s64, 2, st, lg, sz, psync(1, 4))
        case (4)
          name = 'FCOLLECT32/64'
          call shmem_fcollect32(d4, s4, 2, st, lg, sz, psync(1, 1))
          call shmem_fcollect64(d8, s8, 2, st, lg, sz, psync(1, 2))
          call shmem_fcollect32(d32, s32, 2, st, lg, sz, psync(1, 3))
          call shmem_fcollect64(d64, s64, 2, st, lg, sz, psync(1, 4))
        end select
      end if
      ! the concatenation, in rank order
      i = 0
      if (r >= 0) then
        do k = 0, sz - 1
          n = k + 1
          if (j >= 3) n = 2
          do e = 1, n
            i = i + 1
            call expect(trim(name), st, lg, sz, i, v(k, e))
          end do
        end do
      end if
      call expect(trim(name), st, lg, sz, i + 1, -1)
      call shmem_barrier_all()
    end do
  end subroutine collects

  subroutine alltoalls(st, lg, sz)
    integer, intent(in) :: st, lg, sz
    integer :: r, k, e, i
    integer, parameter :: ne = 2, tst = 2, sst = 3
    r = rank_in(st, lg, sz, me)
    call fill(max(r, 0))
    call shmem_barrier_all()
    if (r >= 0) then
      call shmem_alltoall32(d4, s4, ne, st, lg, sz, psync(1, 1))
      call shmem_alltoall64(d8, s8, ne, st, lg, sz, psync(1, 2))
      call shmem_alltoall32(d32, s32, ne, st, lg, sz, psync(1, 3))
      call shmem_alltoall64(d64, s64, ne, st, lg, sz, psync(1, 4))
      ! block k of my target: block r of member k's source
      do k = 0, sz - 1
        do e = 1, ne
          call expect('ALLTOALL32/64', st, lg, sz, k * ne + e, v(k, r * ne + e))
        end do
      end do
      call expect('ALLTOALL32/64', st, lg, sz, sz * ne + 1, -1)
    else
      call expect('ALLTOALL32/64 (non-member)', st, lg, sz, 1, -1)
    end if
    call shmem_barrier_all()
    call fill(max(r, 0))
    call shmem_barrier_all()
    if (r >= 0) then
      call shmem_alltoalls32(d4, s4, tst, sst, ne, st, lg, sz, psync(1, 1))
      call shmem_alltoalls64(d8, s8, tst, sst, ne, st, lg, sz, psync(1, 2))
      call shmem_alltoalls32(d32, s32, tst, sst, ne, st, lg, sz, psync(1, 3))
      call shmem_alltoalls64(d64, s64, tst, sst, ne, st, lg, sz, psync(1, 4))
      ! target element tst*(k*ne + e) (0-based) holds member k's source
      ! element sst*(r*ne + e); the elements between are untouched
      do i = 1, tst * sz * ne + 1
        if (mod(i - 1, tst) == 0 .and. (i - 1) / tst < sz * ne) then
          k = ((i - 1) / tst) / ne
          e = mod((i - 1) / tst, ne)
          call expect('ALLTOALLS32/64', st, lg, sz, i, v(k, 1 + sst * (r * ne + e)))
        else
          call expect('ALLTOALLS32/64', st, lg, sz, i, -1)
        end if
      end do
    else
      call expect('ALLTOALLS32/64 (non-member)', st, lg, sz, 1, -1)
    end if
    call shmem_barrier_all()
  end subroutine alltoalls
end program collect_alltoall
