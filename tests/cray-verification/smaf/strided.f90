! SPDX-License-Identifier: BSD-3-Clause
! smaf/strided.f90: every strided put and get. Free form, short include
! file, the program's own declarations of the function-valued routines.
! Sources and targets are module variables (symmetric). Each IPUT sends
! every sst-th source element to every tst-th element of the right-hand
! neighbour's target; each IGET reads the left-hand neighbour's source
! the same way; the elements between and after must stay untouched.
! The generic SHMEM_IPUT/SHMEM_IGET count and stride in 32-bit words.
module strided_data
  implicit none
  integer, parameter :: n = 40
  character(len=1) :: cs(n), cd(n)
  complex :: zs(n), zd(n)
  double precision :: ds(n), dd(n)
  integer :: is(n), id(n)
  logical :: ls(n), ld(n)
  real :: rs(n), rd(n)
  integer(4) :: i4s(n), i4d(n)
  integer(8) :: i8s(n), i8d(n)
  real(4) :: r4s(n), r4d(n)
  real(8) :: r8s(n), r8d(n)
  complex(8) :: z16s(n), z16d(n)
  integer(4) :: gs(n), gd(n)
end module strided_data

program strided
  use strided_data
  implicit none
  include 'shmem.fh'
  integer :: shmem_my_pe, shmem_n_pes
  integer :: me, np, right, left, fails, k
  ! (target stride, source stride, count) triples
  integer, parameter :: ncase = 4
  integer :: tst(ncase) = [3, 1, 2, 5], sst(ncase) = [2, 3, 1, 1], &
             cnt(ncase) = [10, 13, 1, 8]

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  right = mod(me + 1, np)
  left = mod(me + np - 1, np)
  fails = 0
  call fill(me)

  do k = 1, ncase
    call clear()
    call shmem_barrier_all()
    call shmem_character_iput(cd, cs, tst(k), sst(k), cnt(k), right)
    call shmem_complex_iput(zd, zs, tst(k), sst(k), cnt(k), right)
    call shmem_double_iput(dd, ds, tst(k), sst(k), cnt(k), right)
    call shmem_integer_iput(id, is, tst(k), sst(k), cnt(k), right)
    call shmem_logical_iput(ld, ls, tst(k), sst(k), cnt(k), right)
    call shmem_real_iput(rd, rs, tst(k), sst(k), cnt(k), right)
    call shmem_iput4(i4d, i4s, tst(k), sst(k), cnt(k), right)
    call shmem_iput8(i8d, i8s, tst(k), sst(k), cnt(k), right)
    call shmem_iput32(r4d, r4s, tst(k), sst(k), cnt(k), right)
    call shmem_iput64(r8d, r8s, tst(k), sst(k), cnt(k), right)
    call shmem_iput128(z16d, z16s, tst(k), sst(k), cnt(k), right)
    call shmem_iput(gd, gs, tst(k), sst(k), cnt(k), right)
    call shmem_barrier_all()
    call check(left, tst(k), sst(k), cnt(k), 'IPUT')
    call shmem_barrier_all()

    call clear()
    call shmem_character_iget(cd, cs, tst(k), sst(k), cnt(k), left)
    call shmem_complex_iget(zd, zs, tst(k), sst(k), cnt(k), left)
    call shmem_double_iget(dd, ds, tst(k), sst(k), cnt(k), left)
    call shmem_integer_iget(id, is, tst(k), sst(k), cnt(k), left)
    call shmem_logical_iget(ld, ls, tst(k), sst(k), cnt(k), left)
    call shmem_real_iget(rd, rs, tst(k), sst(k), cnt(k), left)
    call shmem_iget4(i4d, i4s, tst(k), sst(k), cnt(k), left)
    call shmem_iget8(i8d, i8s, tst(k), sst(k), cnt(k), left)
    call shmem_iget32(r4d, r4s, tst(k), sst(k), cnt(k), left)
    call shmem_iget64(r8d, r8s, tst(k), sst(k), cnt(k), left)
    call shmem_iget128(z16d, z16s, tst(k), sst(k), cnt(k), left)
    call shmem_iget(gd, gs, tst(k), sst(k), cnt(k), left)
    call check(left, tst(k), sst(k), cnt(k), 'IGET')
  end do

  ! The generic forms on INTEGER*8 data: word stride 2 and count 3 move
  ! the low halves (little-endian: the first word) of 3 elements.
  call clear()
  call shmem_barrier_all()
  call shmem_iput(i8d, i8s, 2, 4, 3, right)
  call shmem_barrier_all()
  do k = 1, n
    if (k <= 3) then
      if (iand(i8d(k), int(z'FFFFFFFF', 8)) /= iand(v8(left, 2*k - 1), &
          int(z'FFFFFFFF', 8)) .or. ishft(i8d(k), -32) /= int(z'FFFFFFFF', 8)) &
        call bad('IPUT', 'generic on INTEGER*8', k, int(i8d(k)), int(v8(left, 2*k - 1)))
    else if (i8d(k) /= -1) then
      call bad('IPUT', 'generic on INTEGER*8: past 3 words', k, int(i8d(k)), -1)
    end if
  end do

  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: strided: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'strided: passed on ', np, ' PEs'
  call shmem_finalize()

contains

  integer function iv(p, i)
    integer, intent(in) :: p, i
    iv = p * 1000 + i
  end function iv

  integer(8) function v8(p, i)
    integer, intent(in) :: p, i
    v8 = int(p, 8) * 10000000000_8 + i
  end function v8

  subroutine fill(p)
    integer, intent(in) :: p
    integer :: i
    do i = 1, n
      cs(i) = achar(iachar('a') + mod(p + 5 * i, 26))
      zs(i) = cmplx(real(iv(p, i)), -real(i))
      ds(i) = iv(p, i) + 0.5d0
      is(i) = iv(p, i)
      ls(i) = mod(p + i, 2) == 1
      rs(i) = iv(p, i) + 0.25
      i4s(i) = -iv(p, i)
      i8s(i) = v8(p, i)
      r4s(i) = iv(p, i) - 0.5
      r8s(i) = iv(p, i) * 1.0d9
      z16s(i) = cmplx(real(iv(p, i), 8), -0.5d0 * i, 8)
      gs(i) = iv(p, i) * 3
    end do
  end subroutine fill

  subroutine clear()
    cd = '.'
    zd = (-1.0, -1.0)
    dd = -1
    id = -1
    ld = .false.
    rd = -1
    i4d = -1
    i8d = -1
    r4d = -1
    r8d = -1
    z16d = (-1.0d0, -1.0d0)
    gd = -1
  end subroutine clear

  subroutine bad(what, type, i, got, want)
    character(len=*), intent(in) :: what, type
    integer, intent(in) :: i, got, want
    fails = fails + 1
    if (fails <= 20) print '(5a,i0,a,i0,a,i0,a,i0)', 'FAIL: SHMEM_', what, &
      ' type ', type, ' PE ', me, ' element ', i, ' got ', got, ' want ', want
  end subroutine bad

  ! target(1 + t*j) = source(1 + s*j) of PE p for j < c, sentinels elsewhere
  subroutine check(p, t, s, c, what)
    integer, intent(in) :: p, t, s, c
    character(len=*), intent(in) :: what
    integer :: i, j
    do i = 1, n
      if (mod(i - 1, t) == 0 .and. (i - 1) / t < c) then
        j = 1 + s * ((i - 1) / t)
        if (cd(i) /= achar(iachar('a') + mod(p + 5 * j, 26))) &
          call bad(what, 'CHARACTER', i, iachar(cd(i)), iachar('a') + mod(p + 5 * j, 26))
        if (zd(i) /= cmplx(real(iv(p, j)), -real(j))) &
          call bad(what, 'COMPLEX', i, int(real(zd(i))), iv(p, j))
        if (dd(i) /= iv(p, j) + 0.5d0) call bad(what, 'DOUBLE', i, int(dd(i)), iv(p, j))
        if (id(i) /= iv(p, j)) call bad(what, 'INTEGER', i, id(i), iv(p, j))
        if (ld(i) .neqv. (mod(p + j, 2) == 1)) call bad(what, 'LOGICAL', i, 0, 0)
        if (rd(i) /= iv(p, j) + 0.25) call bad(what, 'REAL', i, int(rd(i)), iv(p, j))
        if (i4d(i) /= -iv(p, j)) call bad(what, '4 (INTEGER*4)', i, i4d(i), -iv(p, j))
        if (i8d(i) /= v8(p, j)) call bad(what, '8 (INTEGER*8)', i, int(i8d(i)), j)
        if (r4d(i) /= iv(p, j) - 0.5) call bad(what, '32 (REAL*4)', i, int(r4d(i)), iv(p, j))
        if (r8d(i) /= iv(p, j) * 1.0d9) &
          call bad(what, '64 (REAL*8)', i, int(r8d(i) / 1d9), iv(p, j))
        if (z16d(i) /= cmplx(real(iv(p, j), 8), -0.5d0 * j, 8)) &
          call bad(what, '128 (COMPLEX*16)', i, int(real(z16d(i))), iv(p, j))
        if (gd(i) /= iv(p, j) * 3) call bad(what, 'generic (32-bit words)', i, gd(i), iv(p, j) * 3)
      else
        if (cd(i) /= '.' .or. zd(i) /= (-1.0, -1.0) .or. dd(i) /= -1 .or. &
            id(i) /= -1 .or. ld(i) .or. rd(i) /= -1) &
          call bad(what, 'typed: wrote a gap', i, id(i), -1)
        if (i4d(i) /= -1 .or. i8d(i) /= -1 .or. r4d(i) /= -1 .or. r8d(i) /= -1 &
            .or. z16d(i) /= (-1.0d0, -1.0d0) .or. gd(i) /= -1) &
          call bad(what, 'sized: wrote a gap', i, i4d(i), -1)
      end if
    end do
  end subroutine check
end program strided
