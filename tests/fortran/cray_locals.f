! SPDX-License-Identifier: BSD-3-Clause
! A Cray-era program: variables named my_pe and num_pes, SHMEM_FADD and
! SHMEM_SWAP called undeclared (so oshfort gives it the long include
! file), and SGI's MY_PE() and NUM_PES() called undeclared elsewhere,
! typed INTEGER by the implicit rules. The long file must not declare
! what Cray's did not, or this does not compile.
! shmap-test: npes=1,2,3,4 timeout=60
      PROGRAM CRAYLOC
      INCLUDE 'mpp/shmem.fh'
      INTEGER my_pe, num_pes, MYPE, NPES
      INTEGER TOTAL, LAST, OLD
      COMMON /CNT/ TOTAL, LAST
      CALL START_PES(0)
      my_pe = MYPE()
      num_pes = NPES()
      TOTAL = 0
      LAST = -1
      CALL SHMEM_BARRIER_ALL()
      OLD = SHMEM_FADD(TOTAL, my_pe + 1, 0)
      IF (OLD .LT. 0) THEN
         WRITE (0, *) 'FAIL: SHMEM_FADD returned', OLD
         CALL SHMEM_GLOBAL_EXIT(1)
      END IF
      OLD = SHMEM_SWAP(LAST, my_pe, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (my_pe .EQ. 0 .AND. (TOTAL .NE. num_pes * (num_pes + 1) / 2
     &    .OR. LAST .LT. 0 .OR. LAST .GE. num_pes)) THEN
         WRITE (0, *) 'FAIL: total', TOTAL, 'last', LAST
         CALL SHMEM_GLOBAL_EXIT(1)
      END IF
      IF (my_pe .EQ. 0) PRINT *, 'cray_locals: ok on', num_pes, 'PEs'
      END

      INTEGER FUNCTION MYPE()
      INCLUDE 'mpp/shmem.fh'
      MYPE = MY_PE()
      END

      INTEGER FUNCTION NPES()
      INCLUDE 'mpp/shmem.fh'
      NPES = NUM_PES()
      IF (NPES .NE. SHMEM_N_PES()) NPES = -1
      END
