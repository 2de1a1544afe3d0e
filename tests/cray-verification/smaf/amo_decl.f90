! SPDX-License-Identifier: BSD-3-Clause
! smaf/amo_decl.f90: the REAL*4/REAL*8 swap, set and fetch, and a few
! integer atomics, with the short include file and the program's own
! declarations of every function-valued routine (the SGI/Cray manual
! style: INTEGER*8 SHMEM_INT8_FADD, REAL*8 SHMEM_REAL8_SWAP, ...).
! SET/FETCH round-trip bit patterns (-0.0, a tiny subnormal), SWAP
! chains lose no value, INT8_FADD hands out results above 2**31.
program amo_decl
  implicit none
  include 'shmem.fh'
  integer :: shmem_my_pe, shmem_n_pes, shmem_swap
  integer(4) :: shmem_int4_fadd, shmem_int4_fetch, shmem_int4_swap
  integer(8) :: shmem_int8_fadd, shmem_int8_fetch
  real(4) :: shmem_real4_swap, shmem_real4_fetch
  real(8) :: shmem_real8_swap, shmem_real8_fetch
  integer, parameter :: maxp = 8
  integer :: me, np, right, left, owner, fails, i, k, iw, oldw
  real(4) :: r4(maxp + 1), t4, o4, f4
  real(8) :: r8(maxp + 1), t8, o8, f8
  integer(4) :: seen4(maxp + 2), seen8(maxp + 2), seenw(maxp + 2), cnt4
  integer(8) :: cnt8, o64
  common /adr/ r8, t8, cnt8, r4, t4, seen4, seen8, seenw, cnt4, iw

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  if (np > maxp) then
    print '(a)', 'FAIL: amo_decl is written for at most 8 PEs'
    stop 1
  end if
  fails = 0
  right = mod(me + 1, np)
  left = mod(me + np - 1, np)
  owner = np / 2
  r4 = 0
  r8 = 0
  t4 = -1.0
  t8 = -1.0d0
  seen4 = 0
  seen8 = 0
  seenw = 0
  cnt4 = 0
  cnt8 = 0
  iw = -1
  call shmem_barrier_all()

  ! ---- SET into my slot on the right, FETCH it back ----
  call shmem_real4_set(r4(me + 1), real(me) + 0.5, right)
  call shmem_real8_set(r8(me + 1), me * 1.0d12 + 0.25d0, right)
  call shmem_barrier_all()
  if (r4(left + 1) /= real(left) + 0.5) &
    call bad('REAL4_SET', 'REAL*4 value', r4(left + 1) * 1d0, real(left) + 0.5d0)
  if (r8(left + 1) /= left * 1.0d12 + 0.25d0) &
    call bad('REAL8_SET', 'REAL*8 value', r8(left + 1), left * 1.0d12 + 0.25d0)
  f4 = shmem_real4_fetch(r4(me + 1), right)
  f8 = shmem_real8_fetch(r8(me + 1), right)
  if (f4 /= real(me) + 0.5) call bad('REAL4_FETCH', 'REAL*4', f4 * 1d0, real(me) + 0.5d0)
  if (f8 /= me * 1.0d12 + 0.25d0) call bad('REAL8_FETCH', 'REAL*8', f8, me * 1.0d12 + 0.25d0)
  do i = 1, maxp + 1
    if (i /= left + 1 .and. (r4(i) /= 0 .or. r8(i) /= 0)) &
      call bad('REAL4/REAL8_SET', 'another slot changed', dble(i), 0d0)
  end do
  ! bit patterns: -0.0 and a subnormal go through unchanged
  call shmem_barrier_all()
  call shmem_real4_set(r4(me + 1), -0.0, right)
  call shmem_real8_set(r8(me + 1), tiny(1d0) / 1024, right)
  call shmem_barrier_all()
  if (transfer(r4(left + 1), 0_4) /= transfer(-0.0, 0_4)) &
    call bad('REAL4_SET', '-0.0 bits', dble(transfer(r4(left + 1), 0_4)), &
             dble(transfer(-0.0, 0_4)))
  if (transfer(shmem_real8_fetch(r8(me + 1), right), 0_8) /= transfer(tiny(1d0) / 1024, 0_8)) &
    call bad('REAL8_FETCH', 'subnormal bits', 0d0, 1d0)
  if (transfer(shmem_real4_fetch(r4(me + 1), right), 0_4) /= transfer(-0.0, 0_4)) &
    call bad('REAL4_FETCH', '-0.0 bits', 0d0, 1d0)

  ! ---- SWAP: every PE swaps its value into the owner's word once ----
  o4 = shmem_real4_swap(t4, real(me) + 0.25, owner)
  o8 = shmem_real8_swap(t8, me * 1.0d12 + 0.5d0, owner)
  oldw = shmem_swap(iw, me * 3, owner)
  call tally(o4 * 1d0, 0.25d0, 1.0d0, 'REAL4_SWAP', seen4)
  call tally(o8, 0.5d0, 1.0d12, 'REAL8_SWAP', seen8)
  call tally(dble(oldw), 0d0, 3d0, 'SWAP', seenw)
  call shmem_barrier_all()
  if (me == owner) then
    call tally(t4 * 1d0, 0.25d0, 1.0d0, 'REAL4_SWAP', seen4)
    call tally(t8, 0.5d0, 1.0d12, 'REAL8_SWAP', seen8)
    call tally(dble(iw), 0d0, 3d0, 'SWAP', seenw)
  end if
  call shmem_barrier_all()
  if (me == 0) then
    do i = 1, np + 1
      if (seen4(i) /= 1) call bad('REAL4_SWAP', 'times value seen', dble(i - 2), dble(seen4(i)))
      if (seen8(i) /= 1) call bad('REAL8_SWAP', 'times value seen', dble(i - 2), dble(seen8(i)))
      if (seenw(i) /= 1) call bad('SWAP', 'times value seen', dble(i - 2), dble(seenw(i)))
    end do
  end if

  ! ---- integer atomics with declared result types ----
  do k = 1, 10
    o64 = shmem_int8_fadd(cnt8, 3000000000_8, owner)
    if (o64 < 0 .or. mod(o64, 3000000000_8) /= 0 .or. o64 >= 30000000000_8 * np) &
      call bad('INT8_FADD', 'INTEGER*8 old value', dble(o64), 0d0)
    i = shmem_int4_fadd(cnt4, 2, owner)
    if (i < 0 .or. mod(i, 2) /= 0) call bad('INT4_FADD', 'INTEGER*4 old value', dble(i), 0d0)
  end do
  call shmem_barrier_all()
  if (shmem_int8_fetch(cnt8, owner) /= 30000000000_8 * np) &
    call bad('INT8_FADD', 'INTEGER*8 total', dble(shmem_int8_fetch(cnt8, owner)), 3d10 * np)
  if (shmem_int4_fetch(cnt4, owner) /= 20 * np) &
    call bad('INT4_FADD', 'INTEGER*4 total', dble(shmem_int4_fetch(cnt4, owner)), 20d0 * np)
  call shmem_barrier_all()
  if (me == owner) cnt4 = 5
  call shmem_barrier_all()
  i = shmem_int4_swap(cnt4, 5, owner)
  if (i /= 5) call bad('INT4_SWAP', 'INTEGER*4 of an unchanging word', dble(i), 5d0)

  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: amo_decl: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'amo_decl: passed on ', np, ' PEs'
  call shmem_finalize()

contains

  subroutine bad(routine, what, got, want)
    character(len=*), intent(in) :: routine, what
    double precision, intent(in) :: got, want
    fails = fails + 1
    if (fails <= 20) print '(5a,i0,a,g0,a,g0)', 'FAIL: SHMEM_', routine, ' ', what, &
      ' PE ', me, ' got ', got, ' want ', want
  end subroutine bad

  ! an old value v = p*scale + frac (p a PE) or the initial -1: count it
  ! on PE 0
  subroutine tally(v, frac, scale, routine, seen)
    double precision, intent(in) :: v, frac, scale
    character(len=*), intent(in) :: routine
    integer(4) :: seen(*)
    integer :: p
    if (v == -1) then
      p = -1
    else
      p = nint((v - frac) / scale)
      if (p < 0 .or. p >= np .or. v /= p * scale + frac) then
        call bad(routine, 'old value', v, p * scale + frac)
        return
      end if
    end if
    call shmem_int4_inc(seen(p + 2), 0)
  end subroutine tally
end program amo_decl
