! SPDX-License-Identifier: BSD-3-Clause
! Every SHMEM_<TYPE>_<OP>_TO_ALL against the serial answer, on all PEs, on
! the even PEs (logPE_stride 1) and on PEs 1..np-1; PEs outside a set
! keep their target; an element past nreduce is never written.
! shmap-test: npes=1,2,3,4,5,8 timeout=90
program reduce
  implicit none
  include 'shmem.fh'
  integer, parameter :: n = 5
  integer :: shmem_my_pe, shmem_n_pes
  integer :: me, np, fails, s
  integer :: pSync(SHMEM_REDUCE_SYNC_SIZE)
  integer(2) :: i2s(n), i2d(n+1), i2w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  integer(4) :: i4s(n), i4d(n+1), i4w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  integer(8) :: i8s(n), i8d(n+1), i8w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  real(4) :: r4s(n), r4d(n+1), r4w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  real(8) :: r8s(n), r8d(n+1), r8w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  real(16) :: r16s(n), r16d(n+1), r16w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  complex(4) :: c4s(n), c4d(n+1), c4w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  complex(8) :: c8s(n), c8d(n+1), c8w(SHMEM_REDUCE_MIN_WRKDATA_SIZE + n)
  common /red/ i8s, i8d, i8w, r8s, r8d, r8w, c8s, c8d, c8w, r16s, r16d, &
    r16w, i4s, i4d, i4w, r4s, r4d, r4w, c4s, c4d, c4w, i2s, i2d, i2w, pSync
  integer :: start(3), logs(3), size(3)

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  pSync = SHMEM_SYNC_VALUE
  fails = 0
  start = [0, 0, 1]
  logs = [0, 1, 0]
  size = [np, (np + 1) / 2, np - 1]
  do s = 1, 3
    if (size(s) < 1) cycle
    call int_ops(start(s), logs(s), size(s))
    call real_ops(start(s), logs(s), size(s))
    call complex_ops(start(s), logs(s), size(s))
  end do
  call shmem_barrier_all()
  if (fails > 0) then
    print '(a,i0,a,i0,a)', 'FAIL: PE ', me, ': ', fails, ' checks failed'
    error stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'reduce: ', np, ' PEs ok'

contains

  logical function member(st, lg, sz, p)
    integer, intent(in) :: st, lg, sz, p
    member = p >= st .and. mod(p - st, 2**lg) == 0 .and. (p - st) / 2**lg < sz
  end function member

  ! arithmetic inputs are 1..3 (products stay exact), bitwise ones a bit
  ! pattern per PE and element
  integer function av(p, i)
    integer, intent(in) :: p, i
    av = mod(p * 5 + i, 3) + 1
  end function av
  integer function bv(p, i)
    integer, intent(in) :: p, i
    bv = ior(ishft(1, mod(p + i, 14)), mod(p * 3 + i, 7))
  end function bv

  subroutine bad(what, st, lg, sz, i)
    character(len=*), intent(in) :: what
    integer, intent(in) :: st, lg, sz, i
    fails = fails + 1
    if (fails < 10) print '(a,i0,3a,3(i0,1x),a,i0)', 'FAIL: PE ', me, ': ', &
      what, ' set ', st, lg, sz, 'element ', i
  end subroutine bad

  ! op: 1 and, 2 or, 3 xor, 4 max, 5 min, 6 sum, 7 prod; serial answer
  integer(8) function iwant(op, st, lg, sz, i)
    integer, intent(in) :: op, st, lg, sz, i
    integer :: k, p
    integer(8) :: v
    do k = 0, sz - 1
      p = st + k * 2**lg
      if (op <= 3) then
        v = bv(p, i)
      else
        v = av(p, i)
      end if
      if (k == 0) then
        iwant = v
      else
        select case (op)
        case (1); iwant = iand(iwant, v)
        case (2); iwant = ior(iwant, v)
        case (3); iwant = ieor(iwant, v)
        case (4); iwant = max(iwant, v)
        case (5); iwant = min(iwant, v)
        case (6); iwant = iwant + v
        case (7); iwant = iwant * v
        end select
      end if
    end do
  end function iwant

  subroutine int_ops(st, lg, sz)
    integer, intent(in) :: st, lg, sz
    integer :: op, i
    character(len=4), parameter :: names(7) = ['AND ', 'OR  ', 'XOR ', 'MAX ', &
      'MIN ', 'SUM ', 'PROD']
    do op = 1, 7
      do i = 1, n
        if (op <= 3) then
          i2s(i) = int(bv(me, i), 2); i4s(i) = bv(me, i); i8s(i) = bv(me, i)
        else
          i2s(i) = int(av(me, i), 2); i4s(i) = av(me, i); i8s(i) = av(me, i)
        end if
      end do
      i2d = -7; i4d = -7; i8d = -7
      call shmem_barrier_all()
      if (member(st, lg, sz, me)) then
        select case (op)
        case (1)
          call shmem_int2_and_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_and_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_and_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        case (2)
          call shmem_int2_or_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_or_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_or_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        case (3)
          call shmem_int2_xor_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_xor_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_xor_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        case (4)
          call shmem_int2_max_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_max_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_max_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        case (5)
          call shmem_int2_min_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_min_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_min_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        case (6)
          call shmem_int2_sum_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_sum_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_sum_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        case (7)
          call shmem_int2_prod_to_all(i2d, i2s, n, st, lg, sz, i2w, pSync)
          call shmem_int4_prod_to_all(i4d, i4s, n, st, lg, sz, i4w, pSync)
          call shmem_int8_prod_to_all(i8d, i8s, n, st, lg, sz, i8w, pSync)
        end select
        do i = 1, n
          if (i2d(i) /= iwant(op, st, lg, sz, i)) call bad('INT2_' // trim(names(op)), st, lg, sz, i)
          if (i4d(i) /= iwant(op, st, lg, sz, i)) call bad('INT4_' // trim(names(op)), st, lg, sz, i)
          if (i8d(i) /= iwant(op, st, lg, sz, i)) call bad('INT8_' // trim(names(op)), st, lg, sz, i)
        end do
      else
        if (any(i4d(1:n) /= -7)) call bad('non-member target changed', st, lg, sz, 0)
      end if
      if (i2d(n+1) /= -7 .or. i4d(n+1) /= -7 .or. i8d(n+1) /= -7) &
        call bad('wrote past nreduce', st, lg, sz, n + 1)
    end do
  end subroutine int_ops

  subroutine real_ops(st, lg, sz)
    integer, intent(in) :: st, lg, sz
    integer :: op, i
    real(16) :: w
    character(len=4), parameter :: names(4:7) = ['MAX ', 'MIN ', 'SUM ', 'PROD']
    do op = 4, 7
      do i = 1, n
        r4s(i) = av(me, i) + 0.5; r8s(i) = av(me, i) + 0.5d0
        r16s(i) = av(me, i) + 0.5_16
      end do
      r4d = -7; r8d = -7; r16d = -7
      call shmem_barrier_all()
      if (member(st, lg, sz, me)) then
        select case (op)
        case (4)
          call shmem_real4_max_to_all(r4d, r4s, n, st, lg, sz, r4w, pSync)
          call shmem_real8_max_to_all(r8d, r8s, n, st, lg, sz, r8w, pSync)
          call shmem_real16_max_to_all(r16d, r16s, n, st, lg, sz, r16w, pSync)
        case (5)
          call shmem_real4_min_to_all(r4d, r4s, n, st, lg, sz, r4w, pSync)
          call shmem_real8_min_to_all(r8d, r8s, n, st, lg, sz, r8w, pSync)
          call shmem_real16_min_to_all(r16d, r16s, n, st, lg, sz, r16w, pSync)
        case (6)
          call shmem_real4_sum_to_all(r4d, r4s, n, st, lg, sz, r4w, pSync)
          call shmem_real8_sum_to_all(r8d, r8s, n, st, lg, sz, r8w, pSync)
          call shmem_real16_sum_to_all(r16d, r16s, n, st, lg, sz, r16w, pSync)
        case (7)
          call shmem_real4_prod_to_all(r4d, r4s, n, st, lg, sz, r4w, pSync)
          call shmem_real8_prod_to_all(r8d, r8s, n, st, lg, sz, r8w, pSync)
          call shmem_real16_prod_to_all(r16d, r16s, n, st, lg, sz, r16w, pSync)
        end select
        do i = 1, n
          w = rwant(op, st, lg, sz, i)
          if (r4d(i) /= real(w, 4)) call bad('REAL4_' // trim(names(op)), st, lg, sz, i)
          if (r8d(i) /= real(w, 8)) call bad('REAL8_' // trim(names(op)), st, lg, sz, i)
          if (r16d(i) /= w) call bad('REAL16_' // trim(names(op)), st, lg, sz, i)
        end do
      else
        if (any(r8d(1:n) /= -7)) call bad('non-member target changed', st, lg, sz, 0)
      end if
      if (r4d(n+1) /= -7 .or. r8d(n+1) /= -7 .or. r16d(n+1) /= -7) &
        call bad('real wrote past nreduce', st, lg, sz, n + 1)
    end do
  end subroutine real_ops

  real(16) function rwant(op, st, lg, sz, i)
    integer, intent(in) :: op, st, lg, sz, i
    integer :: k
    real(16) :: v
    do k = 0, sz - 1
      v = av(st + k * 2**lg, i) + 0.5_16
      if (k == 0) then
        rwant = v
      else
        select case (op)
        case (4); rwant = max(rwant, v)
        case (5); rwant = min(rwant, v)
        case (6); rwant = rwant + v
        case (7); rwant = rwant * v
        end select
      end if
    end do
  end function rwant

  subroutine complex_ops(st, lg, sz)
    integer, intent(in) :: st, lg, sz
    integer :: op, i, k, p
    complex(8) :: w, v
    do op = 6, 7
      do i = 1, n
        c4s(i) = cmplx(av(me, i), mod(me + i, 2), 4)
        c8s(i) = cmplx(av(me, i), mod(me + i, 2), 8)
      end do
      c4d = (-7, 0); c8d = (-7, 0)
      call shmem_barrier_all()
      if (member(st, lg, sz, me)) then
        if (op == 6) then
          call shmem_comp4_sum_to_all(c4d, c4s, n, st, lg, sz, c4w, pSync)
          call shmem_comp8_sum_to_all(c8d, c8s, n, st, lg, sz, c8w, pSync)
        else
          call shmem_comp4_prod_to_all(c4d, c4s, n, st, lg, sz, c4w, pSync)
          call shmem_comp8_prod_to_all(c8d, c8s, n, st, lg, sz, c8w, pSync)
        end if
        do i = 1, n
          do k = 0, sz - 1
            p = st + k * 2**lg
            v = cmplx(av(p, i), mod(p + i, 2), 8)
            if (k == 0) then
              w = v
            else if (op == 6) then
              w = w + v
            else
              w = w * v
            end if
          end do
          if (c4d(i) /= cmplx(w, kind=4)) call bad('COMP4', st, lg, sz, i)
          if (c8d(i) /= w) call bad('COMP8', st, lg, sz, i)
        end do
      end if
      if (c4d(n+1) /= (-7, 0) .or. c8d(n+1) /= (-7, 0)) &
        call bad('complex wrote past nreduce', st, lg, sz, n + 1)
    end do
  end subroutine complex_ops
end program reduce
