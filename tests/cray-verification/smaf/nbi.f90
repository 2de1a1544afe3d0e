! SPDX-License-Identifier: BSD-3-Clause
! smaf/nbi.f90: the non-blocking put and get forms of every type and
! size, completed by SHMEM_QUIET, and SHMEM_FENCE ordering. Free form,
! implicit typing and no declaration of MY_PE/NUM_PES/SHMEM_INT4_FETCH:
! oshfort must choose the long include file (with the short one
! SHMEM_INT4_FETCH would be REAL). Every PE puts a block of
! each type into block MY_PE of every PE's COMMON target, then gets
! block p of every PE p's source; a get-then-quiet is checked with
! nothing else in between. Fence: data, fence, flag; the receiver waits
! for the flag and must then see the data.
program nbi
  include 'mpp/shmem.fh'
  integer, parameter :: m = 3, maxp = 8, n = m * maxp
  integer :: me, np, p, i, b, fails, k
  character(len=1) :: cs(n), cd(n + 1)
  complex :: zs(n), zd(n + 1)
  double precision :: ds(n), dd(n + 1)
  integer :: is(n), id(n + 1)
  logical :: ls(n), ld(n + 1)
  real :: rs(n), rd(n + 1)
  integer(4) :: i4s(n), i4d(n + 1)
  integer(8) :: i8s(n), i8d(n + 1)
  real(4) :: r4s(n), r4d(n + 1)
  real(8) :: r8s(n), r8d(n + 1)
  complex(8) :: z16s(n), z16d(n + 1)
  integer(1) :: bs(n), bd(n + 1)
  integer(8) :: gs(n), gd(n + 1)
  integer(4) :: flag, data(64), vals(64)
  common /nbch/ cs, cd
  common /nbty/ zs, zd, ds, dd, is, id, ls, ld, rs, rd
  common /nbsz/ z16s, z16d, i8s, i8d, r8s, r8d, gs, gd, i4s, i4d, r4s, r4d, bs, bd
  common /nbfl/ flag, data

  call start_pes(0)
  me = my_pe()
  np = num_pes()
  fails = 0
  if (np > maxp) then
    print '(a,i0)', 'FAIL: nbi: written for at most 8 PEs, got ', np
    stop 1
  end if
  call fill(me)
  call clear()
  flag = 0
  data = 0
  call shmem_barrier_all()

  ! ---- puts: my block (elements me*m+1 .. me*m+m) to every PE ----
  do p = 0, np - 1
    b = me * m + 1
    call shmem_character_put_nbi(cd(b), cs(b), m, p)
    call shmem_complex_put_nbi(zd(b), zs(b), m, p)
    call shmem_double_put_nbi(dd(b), ds(b), m, p)
    call shmem_integer_put_nbi(id(b), is(b), m, p)
    call shmem_logical_put_nbi(ld(b), ls(b), m, p)
    call shmem_real_put_nbi(rd(b), rs(b), m, p)
    call shmem_put4_nbi(i4d(b), i4s(b), m, p)
    call shmem_put8_nbi(i8d(b), i8s(b), m, p)
    call shmem_put32_nbi(r4d(b), r4s(b), m, p)
    call shmem_put64_nbi(r8d(b), r8s(b), m, p)
    call shmem_put128_nbi(z16d(b), z16s(b), m, p)
    call shmem_putmem_nbi(bd(b), bs(b), m, p)
    call shmem_put_nbi(gd(b), gs(b), 2 * m, p)
  end do
  call shmem_quiet()
  call shmem_barrier_all()
  call check('PUT_NBI')
  call shmem_barrier_all()

  ! ---- gets: block p of PE p's source into my block p ----
  call clear()
  do p = 0, np - 1
    b = p * m + 1
    call shmem_character_get_nbi(cd(b), cs(b), m, p)
    call shmem_complex_get_nbi(zd(b), zs(b), m, p)
    call shmem_double_get_nbi(dd(b), ds(b), m, p)
    call shmem_integer_get_nbi(id(b), is(b), m, p)
    call shmem_logical_get_nbi(ld(b), ls(b), m, p)
    call shmem_real_get_nbi(rd(b), rs(b), m, p)
    call shmem_get4_nbi(i4d(b), i4s(b), m, p)
    call shmem_get8_nbi(i8d(b), i8s(b), m, p)
    call shmem_get32_nbi(r4d(b), r4s(b), m, p)
    call shmem_get64_nbi(r8d(b), r8s(b), m, p)
    call shmem_get128_nbi(z16d(b), z16s(b), m, p)
    call shmem_getmem_nbi(bd(b), bs(b), m, p)
    call shmem_get_nbi(gd(b), gs(b), 2 * m, p)
  end do
  call shmem_quiet()
  call check('GET_NBI')

  ! ---- fence: the data before the flag, to the right-hand PE ----
  call shmem_barrier_all()
  do k = 1, 5
    do i = 1, 64
      vals(i) = k * 100 + me + i
    end do
    call shmem_put4_nbi(data, vals, 64, mod(me + 1, np))
    call shmem_fence()
    call shmem_integer_put_nbi(flag, k, 1, mod(me + 1, np))
    call shmem_int4_wait_until(flag, SHMEM_CMP_GE, k)
    do i = 1, 64
      if (data(i) /= k * 100 + mod(me + np - 1, np) + i) then
        fails = fails + 1
        if (fails <= 20) print '(a,i0,a,i0,a,i0,a,i0)', &
          'FAIL: SHMEM_FENCE type INTEGER*4 PE ', me, ' round ', k, &
          ' data ', data(i), ' want ', k * 100 + mod(me + np - 1, np) + i
      end if
    end do
    ! nobody overwrites data before every PE has read it
    call shmem_barrier_all()
  end do
  if (shmem_int4_fetch(flag, mod(me + 1, np)) /= 5) then
    fails = fails + 1
    print '(a,i0)', 'FAIL: SHMEM_INT4_FETCH of the flag PE ', me
  end if

  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: nbi: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'nbi: passed on ', np, ' PEs'

contains

  integer function iv(p, i)
    integer, intent(in) :: p, i
    iv = p * 1000 + i
  end function iv

  ! every PE's source holds, in element i, a value of its PE and i
  subroutine fill(p)
    integer, intent(in) :: p
    integer :: i
    do i = 1, n
      cs(i) = achar(iachar('A') + mod(p * 7 + i, 26))
      zs(i) = cmplx(real(iv(p, i)), real(-i))
      ds(i) = iv(p, i) + 0.125d0
      is(i) = iv(p, i)
      ls(i) = mod(p * i, 3) == 1
      rs(i) = iv(p, i) - 0.25
      i4s(i) = -iv(p, i)
      i8s(i) = int(p, 8) * 1000000000000_8 + i
      r4s(i) = iv(p, i) * 2.0
      r8s(i) = iv(p, i) * 1.0d11
      z16s(i) = cmplx(real(-iv(p, i), 8), 1.0d0 * i, 8)
      bs(i) = int(mod(p * 11 + i, 127), 1)
      gs(i) = int(iv(p, i), 8) * 4294967296_8 + iv(p, i)
    end do
  end subroutine fill

  subroutine clear()
    cd = '?'
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
    bd = -1
    gd = -1
  end subroutine clear

  subroutine bad(what, type, i, got, want)
    character(len=*), intent(in) :: what, type
    integer, intent(in) :: i, got, want
    fails = fails + 1
    if (fails <= 20) print '(5a,i0,a,i0,a,i0,a,i0)', 'FAIL: SHMEM_', what, &
      ' type ', type, ' PE ', me, ' element ', i, ' got ', got, ' want ', want
  end subroutine bad

  ! element i of the targets: PE (i-1)/m's source element i; past
  ! np*m the sentinels
  subroutine check(what)
    character(len=*), intent(in) :: what
    integer :: i, p
    do i = 1, n + 1
      p = (i - 1) / m
      if (p < np) then
        if (cd(i) /= achar(iachar('A') + mod(p * 7 + i, 26))) &
          call bad(what, 'CHARACTER', i, iachar(cd(i)), iachar('A') + mod(p * 7 + i, 26))
        if (zd(i) /= cmplx(real(iv(p, i)), real(-i))) &
          call bad(what, 'COMPLEX', i, int(real(zd(i))), iv(p, i))
        if (dd(i) /= iv(p, i) + 0.125d0) call bad(what, 'DOUBLE', i, int(dd(i)), iv(p, i))
        if (id(i) /= iv(p, i)) call bad(what, 'INTEGER', i, id(i), iv(p, i))
        if (ld(i) .neqv. (mod(p * i, 3) == 1)) call bad(what, 'LOGICAL', i, 0, 0)
        if (rd(i) /= iv(p, i) - 0.25) call bad(what, 'REAL', i, int(rd(i)), iv(p, i))
        if (i4d(i) /= -iv(p, i)) call bad(what, '4 (INTEGER*4)', i, i4d(i), -iv(p, i))
        if (i8d(i) /= int(p, 8) * 1000000000000_8 + i) &
          call bad(what, '8 (INTEGER*8)', i, int(i8d(i)), i)
        if (r4d(i) /= iv(p, i) * 2.0) call bad(what, '32 (REAL*4)', i, int(r4d(i)), 2 * iv(p, i))
        if (r8d(i) /= iv(p, i) * 1.0d11) &
          call bad(what, '64 (REAL*8)', i, int(r8d(i) / 1d11), iv(p, i))
        if (z16d(i) /= cmplx(real(-iv(p, i), 8), 1.0d0 * i, 8)) &
          call bad(what, '128 (COMPLEX*16)', i, int(real(z16d(i))), -iv(p, i))
        if (bd(i) /= int(mod(p * 11 + i, 127), 1)) &
          call bad(what, 'MEM (bytes)', i, int(bd(i)), mod(p * 11 + i, 127))
        if (gd(i) /= int(iv(p, i), 8) * 4294967296_8 + iv(p, i)) &
          call bad(what, 'generic (2 words each)', i, int(gd(i)), iv(p, i))
      else
        if (cd(i) /= '?' .or. zd(i) /= (-1.0, -1.0) .or. dd(i) /= -1 .or. &
            id(i) /= -1 .or. ld(i) .or. rd(i) /= -1) &
          call bad(what, 'typed: past the blocks', i, id(i), -1)
        if (i4d(i) /= -1 .or. i8d(i) /= -1 .or. r4d(i) /= -1 .or. r8d(i) /= -1 &
            .or. z16d(i) /= (-1.0d0, -1.0d0) .or. bd(i) /= -1 .or. gd(i) /= -1) &
          call bad(what, 'sized: past the blocks', i, i4d(i), -1)
      end if
    end do
  end subroutine check
end program nbi
