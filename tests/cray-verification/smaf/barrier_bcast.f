! SPDX-License-Identifier: BSD-3-Clause
! smaf/barrier_bcast.f: SHMEM_BARRIER_ALL, SHMEM_BARRIER and
! SHMEM_BROADCAST4/8/32/64 over active sets (all PEs, the even PEs,
! PEs 1..NP-1, every 4th PE from 1, the last PE alone). Fixed form,
! short include file, MY_PE/NUM_PES declared by the program.
! Barrier: before it every member puts its mark into every member's
! slot; after it every slot must hold this round's mark (a put issued
! before a barrier is complete when the barrier returns). Broadcast:
! every member is the root in turn; non-roots get the root's source,
! the root's target and every non-member's target are untouched, and
! nothing past NELEMS is written.
      PROGRAM BARBC
      INCLUDE 'shmem.fh'
      INTEGER MY_PE, NUM_PES
      INTEGER ME, NP, FAILS, S, NSETS
      INTEGER ST(5), LG(5), SZ(5)
      COMMON /BBFL/ FAILS, ME, NP
      CALL START_PES(0)
      ME = MY_PE()
      NP = NUM_PES()
      FAILS = 0
      NSETS = 5
      ST(1) = 0
      LG(1) = 0
      SZ(1) = NP
      ST(2) = 0
      LG(2) = 1
      SZ(2) = (NP + 1) / 2
      ST(3) = 1
      LG(3) = 0
      SZ(3) = NP - 1
      ST(4) = 1
      LG(4) = 2
      SZ(4) = (NP + 2) / 4
      ST(5) = NP - 1
      LG(5) = 3
      SZ(5) = 1
      CALL SHMEM_BARRIER_ALL()
      DO 10 S = 1, NSETS
         IF (SZ(S) .LT. 1) GOTO 10
         CALL BARS(ST(S), LG(S), SZ(S))
         CALL SHMEM_BARRIER_ALL()
         CALL BCASTS(ST(S), LG(S), SZ(S))
         CALL SHMEM_BARRIER_ALL()
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: barrier_bcast: PE', ME, ':', FAILS,
     &      'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'barrier_bcast: passed on', NP, 'PEs'
      END

! Rank of PE P in the set, or -1.
      INTEGER FUNCTION MRANK(ST, LG, SZ, P)
      INTEGER ST, LG, SZ, P
      MRANK = -1
      IF (P .LT. ST) RETURN
      IF (MOD(P - ST, 2**LG) .NE. 0) RETURN
      IF ((P - ST) / 2**LG .GE. SZ) RETURN
      MRANK = (P - ST) / 2**LG
      END

      SUBROUTINE BAD(ROUTINE, WHAT, ST, LG, SZ, I, GOT, WANT)
      CHARACTER*(*) ROUTINE, WHAT
      INTEGER ST, LG, SZ, I, GOT, WANT, FAILS, ME, NP
      COMMON /BBFL/ FAILS, ME, NP
      FAILS = FAILS + 1
      IF (FAILS .LE. 20) PRINT *, 'FAIL: ', ROUTINE, ' ', WHAT,
     &   ' PE', ME, ' set', ST, LG, SZ, ' element', I, ' got', GOT,
     &   ' want', WANT
      END

      SUBROUTINE BARS(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, R, K, RD, MRANK
      INTEGER MARK(8)
      INTEGER PSYNC(SHMEM_BARRIER_SYNC_SIZE)
      COMMON /BBFL/ FAILS, ME, NP
      COMMON /BBBAR/ MARK, PSYNC
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, 8
         MARK(K) = -1
         PSYNC(K) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (R .LT. 0) RETURN
      DO 30 RD = 1, 3
         DO 10 K = 0, SZ - 1
            CALL SHMEM_INTEGER_PUT(MARK(R + 1), RD * 100 + R, 1,
     &                             ST + K * 2**LG)
   10    CONTINUE
         CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
         DO 20 K = 1, SZ
            IF (MARK(K) .NE. RD * 100 + K - 1) CALL BAD(
     &         'SHMEM_BARRIER', 'returned before a member''s put',
     &         ST, LG, SZ, K, MARK(K), RD * 100 + K - 1)
   20    CONTINUE
! nobody writes the next round's marks before everyone has read
         CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
   30 CONTINUE
      DO 40 K = SZ + 1, 8
         IF (MARK(K) .NE. -1) CALL BAD('SHMEM_BARRIER',
     &      'a slot past the set changed', ST, LG, SZ, K, MARK(K), -1)
   40 CONTINUE
      END

      SUBROUTINE BCASTS(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, R, ROOT, I, K, N, MRANK
      INTEGER NN(2)
      INTEGER PSYNC(SHMEM_BCAST_SYNC_SIZE, 4)
      INTEGER BSYNC(SHMEM_BARRIER_SYNC_SIZE)
      INTEGER*4 S4(9), D4(10)
      REAL*8 S8(9), D8(10)
      REAL*4 S32(9), D32(10)
      INTEGER*8 S64(9), D64(10)
      COMMON /BBFL/ FAILS, ME, NP
      COMMON /BBBC/ S8, D8, S64, D64, S4, D4, S32, D32, PSYNC
      COMMON /BBBS/ BSYNC
      DATA NN /9, 1/
      R = MRANK(ST, LG, SZ, ME)
      DO 3 K = 1, 4
         DO 2 I = 1, SHMEM_BCAST_SYNC_SIZE
            PSYNC(I, K) = SHMEM_SYNC_VALUE
            BSYNC(I) = SHMEM_SYNC_VALUE
    2    CONTINUE
    3 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 5 I = 1, 9
         S4(I) = ME * 100 + I
         S8(I) = ME * 1.0D10 + I + 0.5D0
         S32(I) = ME * 10.0 + I + 0.25
         S64(I) = INT(ME, 8) * 10000000000_8 - I
    5 CONTINUE
      DO 50 ROOT = 0, SZ - 1
      DO 40 K = 1, 2
         N = NN(K)
         DO 10 I = 1, 10
            D4(I) = -1
            D8(I) = -1
            D32(I) = -1
            D64(I) = -1
   10    CONTINUE
         IF (R .GE. 0) THEN
! every member's target is reset before any root writes it
            CALL SHMEM_BARRIER(ST, LG, SZ, BSYNC)
            CALL SHMEM_BROADCAST4(D4, S4, N, ROOT, ST, LG, SZ,
     &                            PSYNC(1, 1))
            CALL SHMEM_BROADCAST8(D8, S8, N, ROOT, ST, LG, SZ,
     &                            PSYNC(1, 2))
            CALL SHMEM_BROADCAST32(D32, S32, N, ROOT, ST, LG, SZ,
     &                             PSYNC(1, 3))
            CALL SHMEM_BROADCAST64(D64, S64, N, ROOT, ST, LG, SZ,
     &                             PSYNC(1, 4))
         END IF
         CALL CHKBC(ST, LG, SZ, R, ROOT, N)
   40 CONTINUE
   50 CONTINUE
      END

      SUBROUTINE CHKBC(ST, LG, SZ, R, ROOT, N)
      INTEGER ST, LG, SZ, R, ROOT, N, P, I, FAILS, ME, NP
      INTEGER PSYNC(8, 4)
      INTEGER*4 S4(9), D4(10)
      REAL*8 S8(9), D8(10)
      REAL*4 S32(9), D32(10)
      INTEGER*8 S64(9), D64(10)
      COMMON /BBFL/ FAILS, ME, NP
      COMMON /BBBC/ S8, D8, S64, D64, S4, D4, S32, D32, PSYNC
      P = ST + ROOT * 2**LG
      DO 10 I = 1, 10
         IF (R .LT. 0 .OR. R .EQ. ROOT .OR. I .GT. N) THEN
            IF (D4(I) .NE. -1 .OR. D8(I) .NE. -1 .OR. D32(I) .NE. -1
     &          .OR. D64(I) .NE. -1) CALL BAD('SHMEM_BROADCAST',
     &         'wrote a root/non-member/past nelems', ST, LG, SZ, I,
     &         D4(I), -1)
         ELSE
            IF (D4(I) .NE. P * 100 + I) CALL BAD('SHMEM_BROADCAST4',
     &         'INTEGER*4', ST, LG, SZ, I, D4(I), P * 100 + I)
            IF (D8(I) .NE. P * 1.0D10 + I + 0.5D0) CALL BAD(
     &         'SHMEM_BROADCAST8', 'REAL*8', ST, LG, SZ, I,
     &         INT(D8(I) / 1D10), P)
            IF (D32(I) .NE. P * 10.0 + I + 0.25) CALL BAD(
     &         'SHMEM_BROADCAST32', 'REAL*4', ST, LG, SZ, I,
     &         INT(D32(I)), P * 10 + I)
            IF (D64(I) .NE. INT(P, 8) * 10000000000_8 - I) CALL BAD(
     &         'SHMEM_BROADCAST64', 'INTEGER*8', ST, LG, SZ, I,
     &         INT(D64(I) / 10000000000_8), P)
         END IF
   10 CONTINUE
      END
