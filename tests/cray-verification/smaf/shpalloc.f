! SPDX-License-Identifier: BSD-3-Clause
! smaf/shpalloc.f: the Cray-pointer symmetric heap. SHPALLOC'd INTEGER
! and REAL*8 arrays (lengths in 32-bit words: 2 per REAL*8) are put,
! get and atomic targets on other PEs; SHPCLMOVE grows a block (in
! place: status 0, moved: status 1 and a new address) keeping its
! contents, the grown part is a target too, shrinking stays in place;
! SHPDEALLC frees. With abort = 0 the deterministic error codes come
! back: -1 (length <= 0), -2 (2**31-1 words, more than the heap),
! -3 (outside the heap), -4 (already free), -5 (not the start of a
! block), and the heap and pointer are left as they were.
      PROGRAM SHPA
      INCLUDE 'mpp/shmem.fh'
      INTEGER SHMEM_MY_PE, SHMEM_N_PES
      INTEGER IA(*), IB(*)
      REAL*8 D(*)
      POINTER (PA, IA), (PD, D), (PB, IB)
      INTEGER*8 PSAVE, PBAD, PC
      INTEGER ME, NP, RIGHT, LEFT, I, ERR, N, ND, FAILS
      INTEGER LOCAL(8), GLOBAL(8)
      REAL*8 DL(50)
      COMMON /SHFL/ FAILS, ME
      COMMON /SHGL/ GLOBAL
      PARAMETER (N = 100, ND = 50)

      CALL SHMEM_INIT()
      ME = SHMEM_MY_PE()
      NP = SHMEM_N_PES()
      FAILS = 0
      RIGHT = MOD(ME + 1, NP)
      LEFT = MOD(ME + NP - 1, NP)

      CALL SHPALLOC(PA, N, ERR, 1)
      CALL EXPECT('SHPALLOC INTEGER block', ERR, 0)
      CALL SHPALLOC(PD, 2 * ND, ERR, 0)
      CALL EXPECT('SHPALLOC REAL*8 block', ERR, 0)
      IF (MOD(PA, 8_8) .NE. 0 .OR. MOD(PD, 8_8) .NE. 0)
     &   CALL EXPECT('SHPALLOC alignment (mod 8)', INT(MOD(PD, 8_8)), 0)
      IF (.NOT. SHMEM_ADDR_ACCESSIBLE(IA, RIGHT))
     &   CALL EXPECT('SHMEM_ADDR_ACCESSIBLE of a SHPALLOC block', 0, 1)
      DO 10 I = 1, N
         IA(I) = -1
   10 CONTINUE
      DO 11 I = 1, ND
         D(I) = -1.0D0
         DL(I) = ME * 1.0D6 + I + 0.5D0
   11 CONTINUE
      CALL SHMEM_BARRIER_ALL()
! the right-hand PE's blocks get my data
      DO 20 I = 1, N, 7
         LOCAL(1) = ME * 1000 + I
         CALL SHMEM_INTEGER_PUT(IA(I), LOCAL, 1, RIGHT)
   20 CONTINUE
      CALL SHMEM_DOUBLE_PUT(D, DL, ND, RIGHT)
      CALL SHMEM_INT4_ADD(IA(N), 1, 0)
      CALL SHMEM_BARRIER_ALL()
      DO 30 I = 1, N - 1
         IF (MOD(I - 1, 7) .EQ. 0) THEN
            CALL EXPECT('SHMEM_INTEGER_PUT to a SHPALLOC block', IA(I),
     &                  LEFT * 1000 + I)
         ELSE
            CALL EXPECT('a SHPALLOC block gap', IA(I), -1)
         END IF
   30 CONTINUE
      IF (ME .EQ. 0) CALL EXPECT('SHMEM_INT4_ADD to a SHPALLOC block',
     &   IA(N), NP - 1)
      DO 35 I = 1, ND
         IF (D(I) .NE. LEFT * 1.0D6 + I + 0.5D0) CALL EXPECT(
     &      'SHMEM_DOUBLE_PUT to a SHPALLOC block', INT(D(I)), I)
   35 CONTINUE
! get the right-hand PE's REAL*8 block (it holds my own data)
      DO 36 I = 1, ND
         DL(I) = 0
   36 CONTINUE
      CALL SHMEM_GET64(DL, D, ND, RIGHT)
      DO 37 I = 1, ND
         IF (DL(I) .NE. ME * 1.0D6 + I + 0.5D0) CALL EXPECT(
     &      'SHMEM_GET64 from a SHPALLOC block', INT(DL(I)), I)
   37 CONTINUE

! ---- SHPCLMOVE: grow IA past PD's block (it cannot grow in place
! unless the heap put room after it): contents kept either way ----
      CALL SHMEM_BARRIER_ALL()
      PSAVE = PA
      CALL SHPCLMOVE(PA, 5000, ERR, 0)
      IF (ERR .NE. 0 .AND. ERR .NE. 1) CALL EXPECT('SHPCLMOVE grow',
     &   ERR, 1)
      IF ((ERR .EQ. 1) .NEQV. (PA .NE. PSAVE)) CALL EXPECT(
     &   'SHPCLMOVE status 1 if and only if the block moved', ERR, -9)
      DO 40 I = 1, N - 1
         IF (MOD(I - 1, 7) .EQ. 0) THEN
            CALL EXPECT('SHPCLMOVE kept contents', IA(I),
     &                  LEFT * 1000 + I)
         ELSE
            CALL EXPECT('SHPCLMOVE kept contents', IA(I), -1)
         END IF
   40 CONTINUE
      IA(5000) = -5
      CALL SHMEM_BARRIER_ALL()
      LOCAL(1) = ME + 77
      CALL SHMEM_INTEGER_PUT(IA(5000), LOCAL, 1, LEFT)
      CALL SHMEM_BARRIER_ALL()
      CALL EXPECT('put to the grown part', IA(5000), RIGHT + 77)
      PSAVE = PA
      CALL SHPCLMOVE(PA, 200, ERR, 0)
      CALL EXPECT('SHPCLMOVE shrink status', ERR, 0)
      IF (PA .NE. PSAVE) CALL EXPECT('SHPCLMOVE shrink moved', 1, 0)
      CALL EXPECT('SHPCLMOVE shrink contents', IA(8), LEFT * 1000 + 8)

! ---- error codes, abort = 0 ----
      PC = 0
      CALL SHPALLOC(PC, 0, ERR, 0)
      CALL EXPECT('SHPALLOC length 0', ERR, -1)
      CALL SHPALLOC(PC, -3, ERR, 0)
      CALL EXPECT('SHPALLOC length -3', ERR, -1)
      IF (PC .NE. 0) CALL EXPECT('SHPALLOC error changed addr', 1, 0)
      CALL SHPALLOC(PC, 2147483647, ERR, 0)
      CALL EXPECT('SHPALLOC 2**31-1 words', ERR, -2)
      PBAD = LOC(GLOBAL)
      CALL SHPDEALLC(PBAD, ERR, 0)
      CALL EXPECT('SHPDEALLC of a COMMON block', ERR, -3)
      CALL SHPCLMOVE(PBAD, 10, ERR, 0)
      CALL EXPECT('SHPCLMOVE of a COMMON block', ERR, -3)
      IF (PBAD .NE. LOC(GLOBAL)) CALL EXPECT('SHPCLMOVE error moved',
     &   1, 0)
      PBAD = PD + 16
      CALL SHPDEALLC(PBAD, ERR, 0)
      CALL EXPECT('SHPDEALLC inside a block', ERR, -5)
      CALL SHPCLMOVE(PBAD, 10, ERR, 0)
      CALL EXPECT('SHPCLMOVE inside a block', ERR, -5)
      PSAVE = PA
      CALL SHPCLMOVE(PA, -1, ERR, 0)
      CALL EXPECT('SHPCLMOVE length -1', ERR, -1)
      IF (PA .NE. PSAVE) CALL EXPECT('SHPCLMOVE error moved', 1, 0)
      CALL EXPECT('contents after SHPCLMOVE errors', IA(15),
     &   LEFT * 1000 + 15)
      CALL SHPDEALLC(PD, ERR, 0)
      CALL EXPECT('SHPDEALLC REAL*8 block', ERR, 0)
      CALL SHPDEALLC(PD, ERR, 0)
      CALL EXPECT('SHPDEALLC twice', ERR, -4)
      CALL SHPCLMOVE(PD, 10, ERR, 0)
      CALL EXPECT('SHPCLMOVE of a freed block', ERR, -4)

! ---- a new block after the frees works as a target ----
      CALL SHPALLOC(PB, 64, ERR, 0)
      CALL EXPECT('SHPALLOC after frees', ERR, 0)
      DO 50 I = 1, 64
         IB(I) = 0
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 55 I = 1, 8
         LOCAL(I) = ME * 10 + I
   55 CONTINUE
      CALL SHMEM_PUT32(IB(8 * MOD(ME, 8) + 1), LOCAL, 8, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0) THEN
         DO 60 I = 1, 8 * MIN(NP, 8)
            IF ((I - 1) / 8 .LT. NP .AND. NP .LE. 8)
     &         CALL EXPECT('SHMEM_PUT32 to a new block', IB(I),
     &         ((I - 1) / 8) * 10 + MOD(I - 1, 8) + 1)
   60    CONTINUE
      END IF
      CALL SHMEM_BARRIER_ALL()
      CALL SHPDEALLC(PB, ERR, 0)
      CALL EXPECT('SHPDEALLC new block', ERR, 0)
      CALL SHPDEALLC(PA, ERR, 1)
      CALL EXPECT('SHPDEALLC grown block', ERR, 0)

      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: shpalloc: PE', ME, ':', FAILS, 'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'shpalloc: passed on', NP, 'PEs'
      CALL SHMEM_FINALIZE()
      END

      SUBROUTINE EXPECT(WHAT, GOT, WANT)
      CHARACTER*(*) WHAT
      INTEGER GOT, WANT, FAILS, ME
      COMMON /SHFL/ FAILS, ME
      IF (GOT .NE. WANT) THEN
         FAILS = FAILS + 1
         IF (FAILS .LE. 20) PRINT *, 'FAIL: ', WHAT, ' PE', ME,
     &      ' got', GOT, ' want', WANT
      END IF
      END
