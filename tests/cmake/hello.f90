! SPDX-License-Identifier: BSD-3-Clause
! The Fortran program of tests/cmake: the short include file, MY_PE and
! NUM_PES, a barrier, each PE's mark on its right neighbour.
program hello
  implicit none
  include 'shmem.fh'
  integer, external :: my_pe, num_pes
  integer, save :: seen = 0
  integer :: me, n
  call shmem_init()
  me = my_pe()
  n = num_pes()
  call shmem_integer_put(seen, me + 1, 1, mod(me + 1, n))
  call shmem_barrier_all()
  if (seen == mod(me + n - 1, n) + 1) then
    print '(a,i0,a,i0,a)', 'Fortran: PE ', me, ' of ', n, ' ok'
  else
    print '(a,i0,a,i0,a)', 'Fortran: PE ', me, ' of ', n, ' FAIL'
  end if
  call shmem_finalize()
end program hello
