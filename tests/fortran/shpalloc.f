! SPDX-License-Identifier: BSD-3-Clause
! The Cray-pointer heap: SHPALLOC'd arrays as put/get targets, SHPCLMOVE
! growing a block (in place or moved, contents kept), SHPDEALLC, and the
! documented error codes with abort=0: -1 (length <= 0), -2 (heap
! exhausted), -3 (outside the heap), -4 (already free), -5 (not the
! start of a block).
! shmap-test: npes=1,2,3,4,5,8 timeout=60
      PROGRAM SHPA
      INCLUDE 'mpp/shmem.fh'
      INTEGER SHMEM_MY_PE, SHMEM_N_PES
      INTEGER A(1), B(1), C(1)
      POINTER (PA, A), (PB, B), (PC, C)
      INTEGER*8 PBAD, PSAVE
      INTEGER ME, NP, I, ERR, FAILS, N, RIGHT, LEFT
      INTEGER LOCAL(4)
      COMMON /FL/ FAILS
      FAILS = 0
      CALL SHMEM_INIT()
      ME = SHMEM_MY_PE()
      NP = SHMEM_N_PES()
      RIGHT = MOD(ME + 1, NP)
      LEFT = MOD(ME - 1 + NP, NP)
      N = 1000
      CALL SHPALLOC(PA, N, ERR, 1)
      CALL EXPECT('SHPALLOC', ERR, 0)
      DO 10 I = 1, N
         A(I) = -1
   10 CONTINUE
      CALL SHPALLOC(PB, 10, ERR, 1)
      CALL EXPECT('SHPALLOC B', ERR, 0)
      IF (.NOT. SHMEM_ADDR_ACCESSIBLE(A, RIGHT)) THEN
         PRINT *, 'FAIL: SHPALLOC''d memory is not accessible'
         FAILS = FAILS + 1
      END IF
      CALL SHMEM_BARRIER_ALL()
      DO 20 I = 1, N
         LOCAL(1) = ME * 10000 + I
         CALL SHMEM_INTEGER_PUT(A(I), LOCAL, 1, RIGHT)
   20 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 30 I = 1, N
         IF (A(I) .NE. LEFT * 10000 + I) THEN
            FAILS = FAILS + 1
            IF (FAILS .LT. 5) PRINT *, 'FAIL: SHPALLOC put', I, A(I)
         END IF
   30 CONTINUE
! grow A past B: it must move (B follows it), contents kept
      PSAVE = PA
      CALL SHPCLMOVE(PA, 5000, ERR, 1)
      IF (ERR .NE. 0 .AND. ERR .NE. 1) CALL EXPECT('SHPCLMOVE', ERR, 1)
      IF ((ERR .EQ. 1) .NEQV. (PA .NE. PSAVE)) THEN
         PRINT *, 'FAIL: SHPCLMOVE status', ERR, 'but moved:',
     &      PA .NE. PSAVE
         FAILS = FAILS + 1
      END IF
      DO 40 I = 1, N
         IF (A(I) .NE. LEFT * 10000 + I) THEN
            FAILS = FAILS + 1
            IF (FAILS .LT. 5) PRINT *, 'FAIL: SHPCLMOVE lost', I, A(I)
         END IF
   40 CONTINUE
! the grown part is a target too
      CALL SHMEM_BARRIER_ALL()
      LOCAL(1) = ME
      CALL SHMEM_INTEGER_PUT(A(5000), LOCAL, 1, RIGHT)
      CALL SHMEM_BARRIER_ALL()
      IF (A(5000) .NE. LEFT) CALL EXPECT('put to grown block', A(5000),
     &   LEFT)
! shrinking stays in place
      PSAVE = PA
      CALL SHPCLMOVE(PA, 100, ERR, 1)
      CALL EXPECT('SHPCLMOVE shrink', ERR, 0)
      IF (PA .NE. PSAVE) CALL EXPECT('shrink moved', 1, 0)
! error codes, abort = 0
      CALL SHPALLOC(PC, 0, ERR, 0)
      CALL EXPECT('SHPALLOC length 0', ERR, -1)
      CALL SHPALLOC(PC, -5, ERR, 0)
      CALL EXPECT('SHPALLOC length -5', ERR, -1)
      CALL SHPALLOC(PC, 2000000000, ERR, 0)
      CALL EXPECT('SHPALLOC 8 GB', ERR, -2)
      PBAD = LOC(LOCAL)
      CALL SHPDEALLC(PBAD, ERR, 0)
      CALL EXPECT('SHPDEALLC of a local array', ERR, -3)
      PBAD = PA + 8
      CALL SHPDEALLC(PBAD, ERR, 0)
      CALL EXPECT('SHPDEALLC inside a block', ERR, -5)
      CALL SHPCLMOVE(PBAD, 10, ERR, 0)
      CALL EXPECT('SHPCLMOVE inside a block', ERR, -5)
      CALL SHPCLMOVE(PA, 0, ERR, 0)
      CALL EXPECT('SHPCLMOVE length 0', ERR, -1)
      CALL SHPDEALLC(PB, ERR, 1)
      CALL EXPECT('SHPDEALLC', ERR, 0)
      CALL SHPDEALLC(PB, ERR, 0)
      CALL EXPECT('SHPDEALLC twice', ERR, -4)
      CALL SHPDEALLC(PA, ERR, 0)
      CALL EXPECT('SHPDEALLC A', ERR, 0)
! the heap is whole again: a large block fits
      CALL SHPALLOC(PC, 1000000, ERR, 0)
      CALL EXPECT('SHPALLOC after frees', ERR, 0)
      CALL SHPDEALLC(PC, ERR, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: PE', ME, FAILS, 'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'shpalloc: ok on', NP, 'PEs'
      END

      SUBROUTINE EXPECT(WHAT, GOT, WANT)
      CHARACTER*(*) WHAT
      INTEGER GOT, WANT, FAILS
      COMMON /FL/ FAILS
      IF (GOT .NE. WANT) THEN
         PRINT *, 'FAIL: ', WHAT, ': got', GOT, 'want', WANT
         FAILS = FAILS + 1
      END IF
      END
