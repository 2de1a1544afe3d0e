! SPDX-License-Identifier: BSD-3-Clause
! Every Fortran put/get/iput/iget and _NBI form, every type and size, into
! COMMON blocks, a module variable and SAVE'd local arrays; each PE writes
! to its right-hand neighbour and reads from its left-hand one, and every
! element is checked (so a wrong element size or stride shows).
! shmap-test: npes=1,2,3,4,5,8 timeout=60
module rma_data
  implicit none
  integer, parameter :: n = 16
  integer(8) :: modv(2*n)
end module rma_data

program rma
  use rma_data
  implicit none
  include 'shmem.fh'
  integer :: me, np, right, left, i, fails
  integer :: shmem_my_pe, shmem_n_pes
  character(len=1) :: cs(n), cd(n)
  complex :: zs(n), zd(n)
  double precision :: ds(n), dd(n)
  integer :: is(n), id(n)
  logical :: ls(n), ld(n)
  real :: rs(n), rd(n)
  integer(4) :: i4s(n), i4d(n)
  integer(8) :: i8s(n), i8d(n)
  integer(8) :: q16s(2*n), q16d(2*n)
  integer(1) :: bs(n), bd(n)
  common /cblk/ cd, zd, dd, id, ld, rd
  common /sized/ i4d, i8d, q16d, bd
  save cs, zs, ds, is, ls, rs, i4s, i8s, q16s, bs

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  right = mod(me + 1, np)
  left = mod(me - 1 + np, np)
  fails = 0

  do i = 1, n
    cs(i) = achar(64 + mod(me + i, 26))
    zs(i) = cmplx(me + i, -i)
    ds(i) = me * 1000.0d0 + i + 0.25d0
    is(i) = me * 1000 + i
    ls(i) = mod(me + i, 2) == 0
    rs(i) = me * 100.0 + i + 0.5
    i4s(i) = -(me * 1000 + i)
    i8s(i) = int(me, 8) * 10000000000_8 + i
    bs(i) = int(mod(me * 7 + i, 100), 1)
  end do
  do i = 1, 2*n
    q16s(i) = int(me, 8) * 1000 + i
  end do

  ! ---- contiguous puts: right neighbour's COMMON gets my data ----
  call shmem_barrier_all()
  call shmem_character_put(cd, cs, n, right)
  call shmem_complex_put(zd, zs, n, right)
  call shmem_double_put(dd, ds, n, right)
  call shmem_integer_put(id, is, n, right)
  call shmem_logical_put(ld, ls, n, right)
  call shmem_real_put(rd, rs, n, right)
  call shmem_put4(i4d, i4s, n, right)
  call shmem_put8(i8d, i8s, n, right)
  call shmem_put128(q16d, q16s, n, right)
  call shmem_putmem(bd, bs, n, right)
  call shmem_barrier_all()
  call check_from(left, 'put')

  ! ---- the other spellings of the same sizes, and _NBI ----
  call clear()
  call shmem_barrier_all()
  call shmem_character_put_nbi(cd, cs, n, right)
  call shmem_complex_put_nbi(zd, zs, n, right)
  call shmem_double_put_nbi(dd, ds, n, right)
  call shmem_integer_put_nbi(id, is, n, right)
  call shmem_logical_put_nbi(ld, ls, n, right)
  call shmem_real_put_nbi(rd, rs, n, right)
  call shmem_put32(i4d, i4s, n, right)
  call shmem_put64_nbi(i8d, i8s, n, right)
  call shmem_put128_nbi(q16d, q16s, n, right)
  call shmem_putmem_nbi(bd, bs, n, right)
  call shmem_quiet()
  call shmem_barrier_all()
  call check_from(left, 'put_nbi')

  ! ---- gets: read the left neighbour's SAVE'd sources ----
  call clear()
  call shmem_barrier_all()
  call shmem_character_get(cd, cs, n, left)
  call shmem_complex_get(zd, zs, n, left)
  call shmem_double_get(dd, ds, n, left)
  call shmem_integer_get(id, is, n, left)
  call shmem_logical_get(ld, ls, n, left)
  call shmem_real_get(rd, rs, n, left)
  call shmem_get4(i4d, i4s, n, left)
  call shmem_get64(i8d, i8s, n, left)
  call shmem_get128(q16d, q16s, n, left)
  call shmem_getmem(bd, bs, n, left)
  call check_from(left, 'get')

  call clear()
  call shmem_get32_nbi(i4d, i4s, n, left)
  call shmem_get8_nbi(i8d, i8s, n, left)
  call shmem_integer_get_nbi(id, is, n, left)
  call shmem_real_get_nbi(rd, rs, n, left)
  call shmem_double_get_nbi(dd, ds, n, left)
  call shmem_complex_get_nbi(zd, zs, n, left)
  call shmem_logical_get_nbi(ld, ls, n, left)
  call shmem_character_get_nbi(cd, cs, n, left)
  call shmem_get128_nbi(q16d, q16s, n, left)
  call shmem_getmem_nbi(bd, bs, n, left)
  call shmem_quiet()
  call check_from(left, 'get_nbi')

  ! ---- generic SHMEM_PUT/GET: default INTEGER words, 32 bits (an ----
  ! ---- INTEGER*8 is two) or 64 under -fdefault-integer-8 (one)    ----
  call shmem_barrier_all()
  i8d = -1
  call shmem_barrier_all()
  call shmem_put(i8d, i8s, (64 / bit_size(n))*n, right)
  call shmem_barrier_all()
  call expect8(i8d, left, n, 'SHMEM_PUT (n INTEGER*8 in words)')
  i8d = -1
  call shmem_get(i8d, i8s, (64 / bit_size(n))*(n/2), left)
  do i = 1, n/2
    if (i8d(i) /= int(left, 8) * 10000000000_8 + i) call bad('SHMEM_GET', i)
  end do
  do i = n/2 + 1, n
    if (i8d(i) /= -1) call bad('SHMEM_GET wrote past n words', i)
  end do

  ! ---- strided: every 2nd source element to every 3rd target ----
  call strided()

  ! ---- a module variable as target ----
  call shmem_barrier_all()
  modv = 0
  call shmem_barrier_all()
  call shmem_put64(modv(3), q16s, 4, right)
  call shmem_barrier_all()
  do i = 1, 2*n
    if (i >= 3 .and. i <= 6) then
      if (modv(i) /= int(left, 8) * 1000 + (i - 2)) call bad('module put', i)
    else if (modv(i) /= 0) then
      call bad('module put wrote outside', i)
    end if
  end do

  call shmem_barrier_all()
  if (fails > 0) then
    print '(a,i0,a,i0,a)', 'FAIL: PE ', me, ': ', fails, ' checks failed'
    error stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'rma: ', np, ' PEs ok'
  call shmem_finalize()

contains

  subroutine bad(what, i)
    character(len=*), intent(in) :: what
    integer, intent(in) :: i
    fails = fails + 1
    if (fails < 10) print '(a,i0,3a,i0)', 'FAIL: PE ', me, ': ', what, &
      ' element ', i
  end subroutine bad

  subroutine clear()
    cd = ' '
    zd = (0.0, 0.0)
    dd = 0
    id = 0
    ld = .false.
    rd = 0
    i4d = 0
    i8d = 0
    q16d = 0
    bd = 0
  end subroutine clear

  subroutine expect8(a, src, cnt, what)
    integer(8), intent(in) :: a(:)
    integer, intent(in) :: src, cnt
    character(len=*), intent(in) :: what
    integer :: k
    do k = 1, cnt
      if (a(k) /= int(src, 8) * 10000000000_8 + k) call bad(what, k)
    end do
  end subroutine expect8

  ! What PE src's sources hold, in every target.
  subroutine check_from(src, what)
    integer, intent(in) :: src
    character(len=*), intent(in) :: what
    integer :: k
    do k = 1, n
      if (cd(k) /= achar(64 + mod(src + k, 26))) call bad(what // ' character', k)
      if (zd(k) /= cmplx(src + k, -k)) call bad(what // ' complex', k)
      if (dd(k) /= src * 1000.0d0 + k + 0.25d0) call bad(what // ' double', k)
      if (id(k) /= src * 1000 + k) call bad(what // ' integer', k)
      if (ld(k) .neqv. (mod(src + k, 2) == 0)) call bad(what // ' logical', k)
      if (rd(k) /= src * 100.0 + k + 0.5) call bad(what // ' real', k)
      if (i4d(k) /= -(src * 1000 + k)) call bad(what // ' 4-byte', k)
      if (i8d(k) /= int(src, 8) * 10000000000_8 + k) call bad(what // ' 8-byte', k)
      if (bd(k) /= int(mod(src * 7 + k, 100), 1)) call bad(what // ' mem', k)
    end do
    ! 128: n 16-byte elements = 2n INTEGER*8
    do k = 1, 2*n
      if (q16d(k) /= int(src, 8) * 1000 + k) call bad(what // ' 16-byte', k)
    end do
  end subroutine check_from

  subroutine strided()
    integer :: k, m
    m = n / 3
    call shmem_barrier_all()
    call clear()
    call shmem_barrier_all()
    call shmem_integer_iput(id, is, 3, 2, m, right)
    call shmem_real_iput(rd, rs, 3, 2, m, right)
    call shmem_double_iput(dd, ds, 3, 2, m, right)
    call shmem_complex_iput(zd, zs, 3, 2, m, right)
    call shmem_logical_iput(ld, ls, 3, 2, m, right)
    call shmem_iput32(i4d, i4s, 3, 2, m, right)
    call shmem_iput64(i8d, i8s, 3, 2, m, right)
    call shmem_iput128(q16d, q16s, 3, 2, m, right)
    call shmem_barrier_all()
    call check_strided(left, 'iput')
    call clear()
    call shmem_integer_iget(id, is, 3, 2, m, left)
    call shmem_real_iget(rd, rs, 3, 2, m, left)
    call shmem_double_iget(dd, ds, 3, 2, m, left)
    call shmem_complex_iget(zd, zs, 3, 2, m, left)
    call shmem_logical_iget(ld, ls, 3, 2, m, left)
    call shmem_iget4(i4d, i4s, 3, 2, m, left)
    call shmem_iget8(i8d, i8s, 3, 2, m, left)
    call shmem_iget128(q16d, q16s, 3, 2, m, left)
    call check_strided(left, 'iget')
    ! the remaining sizes, one check each
    call shmem_barrier_all()
    i4d = 0
    i8d = 0
    call shmem_barrier_all()
    call shmem_iput4(i4d, i4s, 2, 1, m, right)
    call shmem_iput8(i8d, i8s, 2, 1, m, right)
    call shmem_barrier_all()
    do k = 1, m
      if (i4d(2*k - 1) /= -(left * 1000 + k)) call bad('iput4', k)
      if (i8d(2*k - 1) /= int(left, 8) * 10000000000_8 + k) call bad('iput8', k)
    end do
    i4d = 0
    i8d = 0
    call shmem_iget32(i4d, i4s, 1, 3, m, left)
    call shmem_iget64(i8d, i8s, 1, 3, m, left)
    do k = 1, m
      if (i4d(k) /= -(left * 1000 + 3*k - 2)) call bad('iget32', k)
      if (i8d(k) /= int(left, 8) * 10000000000_8 + 3*k - 2) call bad('iget64', k)
    end do
  end subroutine strided

  ! target(1 + 3j) = source(1 + 2j), others untouched (zero)
  subroutine check_strided(src, what)
    integer, intent(in) :: src
    character(len=*), intent(in) :: what
    integer :: k, j, m
    m = n / 3
    do k = 1, n
      j = k - 1
      if (mod(j, 3) == 0 .and. j / 3 < m) then
        j = 1 + 2 * (j / 3)
        if (id(k) /= src * 1000 + j) call bad(what // ' integer', k)
        if (rd(k) /= src * 100.0 + j + 0.5) call bad(what // ' real', k)
        if (dd(k) /= src * 1000.0d0 + j + 0.25d0) call bad(what // ' double', k)
        if (zd(k) /= cmplx(src + j, -j)) call bad(what // ' complex', k)
        if (ld(k) .neqv. (mod(src + j, 2) == 0)) call bad(what // ' logical', k)
        if (i4d(k) /= -(src * 1000 + j)) call bad(what // '32', k)
        if (i8d(k) /= int(src, 8) * 10000000000_8 + j) call bad(what // '64', k)
        if (q16d(2*k-1) /= int(src, 8) * 1000 + 2*j - 1) call bad(what // '128', k)
        if (q16d(2*k) /= int(src, 8) * 1000 + 2*j) call bad(what // '128', k)
      else
        if (id(k) /= 0 .or. rd(k) /= 0 .or. dd(k) /= 0 .or. i4d(k) /= 0 .or. &
            i8d(k) /= 0 .or. ld(k)) call bad(what // ' wrote a gap', k)
        if (q16d(2*k-1) /= 0 .or. q16d(2*k) /= 0) call bad(what // '128 gap', k)
      end if
    end do
  end subroutine check_strided
end program rma
