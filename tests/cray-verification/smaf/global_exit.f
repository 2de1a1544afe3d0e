! SPDX-License-Identifier: BSD-3-Clause
! smaf/global_exit: SHMEM_GLOBAL_EXIT(0) from PE 0 while every other PE
! waits for a flag nobody sets: the whole job must end, with status 0.
! (A hang is a failure; the runner's timeout catches it.)
      PROGRAM GEXIT
      INCLUDE 'mpp/shmem.fh'
      INTEGER MY_PE, NUM_PES
      INTEGER*8 NEVER
      COMMON /GX/ NEVER
      DATA NEVER /0/
      CALL START_PES(0)
      CALL SHMEM_BARRIER_ALL()
      IF (MY_PE() .EQ. 0) THEN
         PRINT *, 'global_exit: PE 0 ends the job of', NUM_PES(), 'PEs'
         CALL FLUSH(6)
         CALL SHMEM_GLOBAL_EXIT(0)
         PRINT *, 'FAIL: SHMEM_GLOBAL_EXIT returned'
         STOP 1
      END IF
      CALL SHMEM_INT8_WAIT_UNTIL(NEVER, SHMEM_CMP_NE, 0_8)
      PRINT *, 'FAIL: global_exit: the wait returned on PE', MY_PE()
      STOP 1
      END
