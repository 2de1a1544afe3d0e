! SPDX-License-Identifier: BSD-3-Clause
! smaf/query_cache.f90: the job queries (MY_PE, NUM_PES, SHMEM_MY_PE,
! SHMEM_N_PES, SHMEM_INFO_GET_VERSION, SHMEM_INFO_GET_NAME), the
! accessibility queries (SHMEM_PE_ACCESSIBLE, SHMEM_ADDR_ACCESSIBLE on
! COMMON, SAVE'd and module data, and on an ALLOCATABLE and a stack
! array, which are not symmetric), SHMEM_PTR (loads and stores through
! a Cray pointer reach the peer's copy; the calling PE's own address
! comes back for itself) and the SGI cache routines (no effect on what
! a PE reads after another PE's put). Free form, short include file
! (which types the three functions Fortran's rules cannot), the rest
! declared here; SHMEM_INIT/SHMEM_FINALIZE.
module query_cache_data
  implicit none
  integer :: modv(6)
end module query_cache_data

program query_cache
  use query_cache_data
  implicit none
  include 'shmem.fh'
  integer :: my_pe, num_pes, shmem_my_pe, shmem_n_pes
  integer :: me, np, fails, pe, major, minor, right, left, i
  integer :: com(8), flag
  integer, save :: saved(5)
  integer, allocatable :: heap(:)
  integer :: peer(8)
  pointer (pp, peer)
  character(len=SHMEM_MAX_NAME_LEN) :: name
  character(len=5) :: short
  common /qcc/ com, flag

  call shmem_init()
  me = shmem_my_pe()
  np = shmem_n_pes()
  fails = 0
  if (my_pe() /= me) call bad('MY_PE', my_pe(), me)
  if (num_pes() /= np) call bad('NUM_PES', num_pes(), np)
  if (me < 0 .or. me >= np) call bad('SHMEM_MY_PE out of range', me, np)
  right = mod(me + 1, np)
  left = mod(me + np - 1, np)

  ! ---- accessibility ----
  do pe = -2, np + 1
    if (shmem_pe_accessible(pe) .neqv. (pe >= 0 .and. pe < np)) &
      call bad('SHMEM_PE_ACCESSIBLE', pe, np)
  end do
  allocate(heap(16))
  do pe = 0, np - 1
    if (.not. shmem_addr_accessible(com, pe)) call bad('SHMEM_ADDR_ACCESSIBLE COMMON', pe, 1)
    if (.not. shmem_addr_accessible(com(8), pe)) call bad('SHMEM_ADDR_ACCESSIBLE COMMON(8)', pe, 1)
    if (.not. shmem_addr_accessible(saved, pe)) call bad('SHMEM_ADDR_ACCESSIBLE SAVE', pe, 1)
    if (.not. shmem_addr_accessible(modv, pe)) call bad('SHMEM_ADDR_ACCESSIBLE module', pe, 1)
    if (shmem_addr_accessible(heap, pe)) call bad('SHMEM_ADDR_ACCESSIBLE ALLOCATABLE', pe, 0)
    if (on_stack(pe)) call bad('SHMEM_ADDR_ACCESSIBLE stack array', pe, 0)
  end do
  if (shmem_addr_accessible(com, np)) call bad('SHMEM_ADDR_ACCESSIBLE PE NP', np, 0)
  if (shmem_addr_accessible(com, -1)) call bad('SHMEM_ADDR_ACCESSIBLE PE -1', -1, 0)

  ! ---- SHMEM_PTR: store into the right-hand PE's COMMON, load from it ----
  com = -1
  modv = 0
  call shmem_barrier_all()
  pp = shmem_ptr(com, me)
  if (pp /= loc(com)) call bad('SHMEM_PTR of my own COMMON is not its address', int(pp), 0)
  pp = shmem_ptr(com, right)
  if (pp == 0) then
    call bad('SHMEM_PTR of a COMMON on PE', right, 1)
  else
    peer(mod(me, 8) + 1) = 100 + me
  end if
  call shmem_barrier_all()
  i = mod(left, 8) + 1
  if (com(i) /= 100 + left) call bad('store through SHMEM_PTR, got', com(i), 100 + left)
  if (pp /= 0) then
    i = mod(me, 8) + 1
    if (peer(i) /= 100 + me) call bad('load through SHMEM_PTR, got', peer(i), 100 + me)
  end if
  if (shmem_ptr(heap, right) /= 0) call bad('SHMEM_PTR of an ALLOCATABLE is not 0', right, 0)
  pp = shmem_ptr(modv, left)
  if (pp == 0) call bad('SHMEM_PTR of a module variable', left, 1)
  call shmem_barrier_all()

  ! ---- version and name ----
  major = -1
  minor = -1
  call shmem_info_get_version(major, minor)
  if (major /= SHMEM_MAJOR_VERSION) call bad('SHMEM_INFO_GET_VERSION major', major, SHMEM_MAJOR_VERSION)
  if (minor /= SHMEM_MINOR_VERSION) call bad('SHMEM_INFO_GET_VERSION minor', minor, SHMEM_MINOR_VERSION)
  if (major < 1) call bad('SHMEM_INFO_GET_VERSION major < 1', major, 1)
  name = repeat('x', len(name))
  call shmem_info_get_name(name)
  if (name /= SHMEM_VENDOR_STRING) then
    print '(4a)', 'FAIL: SHMEM_INFO_GET_NAME gave "', trim(name), '" want ', SHMEM_VENDOR_STRING
    fails = fails + 1
  end if
  if (len_trim(name) /= len_trim(SHMEM_VENDOR_STRING)) &
    call bad('SHMEM_INFO_GET_NAME not blank-padded, length', len_trim(name), len_trim(SHMEM_VENDOR_STRING))
  short = '#####'
  call shmem_info_get_name(short)
  if (short /= SHMEM_VENDOR_STRING(1:5)) then
    print '(3a)', 'FAIL: SHMEM_INFO_GET_NAME into CHARACTER*5 gave "', short, '"'
    fails = fails + 1
  end if

  ! ---- the cache routines: a PE still reads what another put ----
  call shmem_set_cache_inv()
  call shmem_set_cache_line_inv(com)
  do i = 1, 3
    flag = 0
    call shmem_barrier_all()
    call shmem_integer_put(modv(i), 10 * i + me, 1, right)
    call shmem_integer_put(saved(i), 10 * i + me, 1, left)
    call shmem_barrier_all()
    call shmem_udcflush_line(modv(i))
    call shmem_udcflush()
    if (modv(i) /= 10 * i + left) call bad('read after put (cache routines), module', modv(i), 10 * i + left)
    call shmem_clear_cache_line_inv(saved(i))
    if (saved(i) /= 10 * i + right) call bad('read after put (cache routines), SAVE', saved(i), 10 * i + right)
  end do
  call shmem_clear_cache_inv()

  call shmem_barrier_all()
  if (fails /= 0) then
    print '(a,i0,a,i0,a)', 'FAIL: query_cache: PE ', me, ': ', fails, ' checks failed'
    stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'query_cache: passed on ', np, ' PEs'
  call shmem_finalize()

contains

  subroutine bad(what, got, want)
    character(len=*), intent(in) :: what
    integer, intent(in) :: got, want
    fails = fails + 1
    if (fails <= 20) print '(a,i0,3a,i0,a,i0)', 'FAIL: PE ', me, ': ', what, ' ', got, &
      ' want ', want
  end subroutine bad

  ! a local array of a recursive procedure lives on the stack
  recursive logical function on_stack(pe) result(r)
    integer, intent(in) :: pe
    integer :: local(32)
    local = pe
    r = shmem_addr_accessible(local, pe) .or. local(7) /= pe
  end function on_stack
end program query_cache
