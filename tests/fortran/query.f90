! SPDX-License-Identifier: BSD-3-Clause
! Short header and the program's own declarations (as OpenSHMEM-era codes
! write them): the job queries, SHMEM_PE_ACCESSIBLE, SHMEM_ADDR_ACCESSIBLE
! (true for COMMON, SAVE'd and module data; false for a stack, an
! ALLOCATABLE or a private address), SHMEM_PTR (loads and stores through
! it reach the peer), SHMEM_INFO_GET_VERSION/NAME and the cache routines.
! shmap-test: npes=1,2,3,4,5,8 timeout=60
module query_mod
  integer :: modarr(4)
end module query_mod

program query
  use query_mod
  implicit none
  include 'shmem.fh'
  integer :: my_pe, num_pes, shmem_my_pe, shmem_n_pes
  integer :: me, np, fails, pe, major, minor
  integer :: com(8)
  integer, save :: saved(4)
  integer, allocatable :: heap(:)
  integer :: remote(8)
  pointer (p, remote)
  character(len=SHMEM_MAX_NAME_LEN) :: name
  character(len=4) :: short
  common /qc/ com

  call start_pes(0)
  me = my_pe()
  np = num_pes()
  fails = 0
  if (shmem_my_pe() /= me .or. shmem_n_pes() /= np) call bad('SHMEM_MY_PE/N_PES')
  allocate(heap(4))
  do pe = -1, np
    if (shmem_pe_accessible(pe) .neqv. (pe >= 0 .and. pe < np)) &
      call bad('SHMEM_PE_ACCESSIBLE')
  end do
  do pe = 0, np - 1
    if (.not. shmem_addr_accessible(com, pe)) call bad('COMMON not accessible')
    if (.not. shmem_addr_accessible(saved, pe)) call bad('SAVE not accessible')
    if (.not. shmem_addr_accessible(modarr, pe)) call bad('module not accessible')
    if (shmem_addr_accessible(heap, pe)) call bad('ALLOCATABLE accessible')
    if (on_stack(pe)) call bad('stack array accessible')
  end do
  if (shmem_addr_accessible(com, np)) call bad('PE np accessible')

  ! SHMEM_PTR: store into the right neighbour's COMMON through it
  com = 0
  call shmem_barrier_all()
  p = shmem_ptr(com, mod(me + 1, np))
  if ((p /= 0) .neqv. reaches(mod(me + 1, np))) then
    call bad('SHMEM_PTR of COMMON is 0 for a mapped PE or not 0 for another node''s')
  else if (p /= 0) then
    remote(3) = 1000 + me
  end if
  call shmem_barrier_all()
  if (reaches(mod(me - 1 + np, np)) .and. com(3) /= 1000 + mod(me - 1 + np, np)) &
    call bad('store through SHMEM_PTR')
  if (shmem_ptr(heap, 0) /= 0) call bad('SHMEM_PTR of ALLOCATABLE is not 0')
  deallocate(heap) ! (LeakSanitizer, make check SANITIZE=1, would report it)

  call shmem_info_get_version(major, minor)
  if (major /= SHMEM_MAJOR_VERSION .or. minor /= SHMEM_MINOR_VERSION) &
    call bad('SHMEM_INFO_GET_VERSION')
  name = 'x'
  call shmem_info_get_name(name)
  if (name /= SHMEM_VENDOR_STRING) call bad('SHMEM_INFO_GET_NAME')
  if (name(len_trim(SHMEM_VENDOR_STRING)+1:) /= ' ') call bad('name not blank-padded')
  call shmem_info_get_name(short)
  if (short /= SHMEM_VENDOR_STRING(1:4)) call bad('SHMEM_INFO_GET_NAME into 4 chars')

  call shmem_set_cache_inv()
  call shmem_set_cache_line_inv(com)
  call shmem_clear_cache_inv()
  call shmem_clear_cache_line_inv(com)
  call shmem_udcflush()
  call shmem_udcflush_line(com)
  call shmem_fence()
  call shmem_barrier_all()
  if (fails > 0) then
    print '(a,i0,a,i0,a)', 'FAIL: PE ', me, ': ', fails, ' checks failed'
    error stop 1
  end if
  if (me == 0) print '(a,i0,a)', 'query: ', np, ' PEs ok'
  call shmem_finalize()

contains
  include 'reaches.inc'
  subroutine bad(what)
    character(len=*), intent(in) :: what
    fails = fails + 1
    print '(a,i0,2a)', 'FAIL: PE ', me, ': ', what
  end subroutine bad

  ! a local (stack) array of a recursive procedure
  recursive logical function on_stack(pe) result(r)
    integer, intent(in) :: pe
    integer :: local(16)
    local = pe
    r = shmem_addr_accessible(local, pe) .or. local(1) /= pe
  end function on_stack
end program query
