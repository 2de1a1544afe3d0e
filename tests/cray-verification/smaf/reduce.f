! SPDX-License-Identifier: BSD-3-Clause
! smaf/reduce.f: every SHMEM_<TYPE>_<OP>_TO_ALL routine (INT2, INT4,
! INT8: AND OR XOR MAX MIN SUM PROD; REAL4, REAL8, REAL16: MAX MIN SUM
! PROD; COMP4, COMP8: SUM PROD) against the serial answer, on all PEs,
! on the even PEs (logPE_stride 1), on PEs 1..NP-1 and on every 4th
! PE from 1. Fixed form, short include file, START_PES. The inputs keep
! every result exact; INT4/INT8 inputs carry a copy of the bits at 16
! and 40 bits up, so a reduction done in a narrower type shows. The
! element after NREDUCE, the targets of PEs outside the set and the
! sources are never written. Consecutive reductions alternate between
! two pSync arrays.
      PROGRAM REDUCE
      INCLUDE 'mpp/shmem.fh'
      INTEGER MY_PE, NUM_PES
      INTEGER FAILS, ME, NP, S
      INTEGER ST(4), LG(4), SZ(4)
      COMMON /RDFL/ FAILS, ME, NP
      CALL START_PES(0)
      ME = MY_PE()
      NP = NUM_PES()
      FAILS = 0
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
      CALL SHMEM_BARRIER_ALL()
      DO 10 S = 1, 4
         IF (SZ(S) .LT. 1) GOTO 10
         CALL RINT2(ST(S), LG(S), SZ(S))
         CALL RINT4(ST(S), LG(S), SZ(S))
         CALL RINT8(ST(S), LG(S), SZ(S))
         CALL RREAL4(ST(S), LG(S), SZ(S))
         CALL RREAL8(ST(S), LG(S), SZ(S))
         CALL RREAL16(ST(S), LG(S), SZ(S))
         CALL RCOMP4(ST(S), LG(S), SZ(S))
         CALL RCOMP8(ST(S), LG(S), SZ(S))
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: reduce: PE', ME, ':', FAILS, 'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'reduce: passed on', NP, 'PEs'
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

      SUBROUTINE BAD(ROUTINE, ST, LG, SZ, I, GOT, WANT)
      CHARACTER*(*) ROUTINE
      INTEGER ST, LG, SZ, I, FAILS, ME, NP
      DOUBLE PRECISION GOT, WANT
      COMMON /RDFL/ FAILS, ME, NP
      FAILS = FAILS + 1
      IF (FAILS .LE. 20) PRINT *, 'FAIL: SHMEM_', ROUTINE, ' PE', ME,
     &   ' set', ST, LG, SZ, ' element', I, ' got', GOT, ' want', WANT
      END

! The base input of PE P, element I, for operation OP (1 AND, 2 OR,
! 3 XOR, 4 MAX, 5 MIN, 6 SUM, 7 PROD): bit patterns below 2**14 for
! the bitwise ones, -5..5 for MAX/MIN, 1..3 for SUM/PROD.
      INTEGER FUNCTION IBASE(OP, P, I)
      INTEGER OP, P, I
      IF (OP .LE. 3) THEN
         IBASE = IOR(ISHFT(1, MOD(P * 3 + I, 14)), MOD(P * 5 + I, 7))
         IF (OP .EQ. 1) IBASE = IOR(IBASE, 16383 - ISHFT(1, MOD(P, 3)))
      ELSE IF (OP .LE. 5) THEN
         IBASE = MOD(P * 7 + I * 3, 11) - 5
      ELSE
         IBASE = MOD(P * 5 + I, 3) + 1
      END IF
      END

! The serial reduction of the base inputs over the set.
      INTEGER*8 FUNCTION IWANT(OP, ST, LG, SZ, I)
      INTEGER OP, ST, LG, SZ, I, K, P, IBASE
      INTEGER*8 V, W
      DO 10 K = 0, SZ - 1
         P = ST + K * 2**LG
         V = IBASE(OP, P, I)
         IF (K .EQ. 0) THEN
            W = V
         ELSE IF (OP .EQ. 1) THEN
            W = IAND(W, V)
         ELSE IF (OP .EQ. 2) THEN
            W = IOR(W, V)
         ELSE IF (OP .EQ. 3) THEN
            W = IEOR(W, V)
         ELSE IF (OP .EQ. 4) THEN
            W = MAX(W, V)
         ELSE IF (OP .EQ. 5) THEN
            W = MIN(W, V)
         ELSE IF (OP .EQ. 6) THEN
            W = W + V
         ELSE
            W = W * V
         END IF
   10 CONTINUE
      IWANT = W
      END

! Complex inputs: (1..3, -1..1); the serial sum or product.
      COMPLEX*16 FUNCTION ZBASE(P, I)
      INTEGER P, I
      ZBASE = DCMPLX(DBLE(MOD(P * 5 + I, 3) + 1),
     &               DBLE(MOD(P + 2 * I, 3) - 1))
      END

      COMPLEX*16 FUNCTION ZWANT(OP, ST, LG, SZ, I)
      INTEGER OP, ST, LG, SZ, I, K, P
      COMPLEX*16 ZBASE, W
      DO 10 K = 0, SZ - 1
         P = ST + K * 2**LG
         IF (K .EQ. 0) THEN
            W = ZBASE(P, I)
         ELSE IF (OP .EQ. 6) THEN
            W = W + ZBASE(P, I)
         ELSE
            W = W * ZBASE(P, I)
         END IF
   10 CONTINUE
      ZWANT = W
      END

! SHMEM_INT2_<OP>_TO_ALL: inputs base * 1_2 (PROD: base).
      SUBROUTINE RINT2(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK, IBASE
      PARAMETER (N = 6)
      INTEGER*2 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      INTEGER*2 W, M
      INTEGER*8 IWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDINT2/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 1, 7
         M = 1_2
         IF (OP .EQ. 7) M = 1
         DO 10 I = 1, N
            SRC(I) = IBASE(OP, ME, I) * M
            DST(I) = -99
   10    CONTINUE
         DST(N + 1) = -99
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 1) THEN
            NAME = 'INT2_AND_TO_ALL'
            CALL SHMEM_INT2_AND_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 2) THEN
            NAME = 'INT2_OR_TO_ALL'
            CALL SHMEM_INT2_OR_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 3) THEN
            NAME = 'INT2_XOR_TO_ALL'
            CALL SHMEM_INT2_XOR_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 4) THEN
            NAME = 'INT2_MAX_TO_ALL'
            CALL SHMEM_INT2_MAX_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 5) THEN
            NAME = 'INT2_MIN_TO_ALL'
            CALL SHMEM_INT2_MIN_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 6) THEN
            NAME = 'INT2_SUM_TO_ALL'
            CALL SHMEM_INT2_SUM_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 7) THEN
            NAME = 'INT2_PROD_TO_ALL'
            CALL SHMEM_INT2_PROD_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = IWANT(OP, ST, LG, SZ, I) * M
            ELSE
               W = -99
            END IF
            IF (DST(I) .NE. W) CALL BAD(NAME, ST, LG, SZ, I,
     &         DBLE(DST(I)), DBLE(W))
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. IBASE(OP, ME, I) * M) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(SRC(I)), DBLE(IBASE(OP, ME, I) * M))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_INT4_<OP>_TO_ALL: inputs base * 65537_4 (PROD: base).
      SUBROUTINE RINT4(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK, IBASE
      PARAMETER (N = 6)
      INTEGER*4 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      INTEGER*4 W, M
      INTEGER*8 IWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDINT4/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 1, 7
         M = 65537_4
         IF (OP .EQ. 7) M = 1
         DO 10 I = 1, N
            SRC(I) = IBASE(OP, ME, I) * M
            DST(I) = -99
   10    CONTINUE
         DST(N + 1) = -99
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 1) THEN
            NAME = 'INT4_AND_TO_ALL'
            CALL SHMEM_INT4_AND_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 2) THEN
            NAME = 'INT4_OR_TO_ALL'
            CALL SHMEM_INT4_OR_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 3) THEN
            NAME = 'INT4_XOR_TO_ALL'
            CALL SHMEM_INT4_XOR_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 4) THEN
            NAME = 'INT4_MAX_TO_ALL'
            CALL SHMEM_INT4_MAX_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 5) THEN
            NAME = 'INT4_MIN_TO_ALL'
            CALL SHMEM_INT4_MIN_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 6) THEN
            NAME = 'INT4_SUM_TO_ALL'
            CALL SHMEM_INT4_SUM_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 7) THEN
            NAME = 'INT4_PROD_TO_ALL'
            CALL SHMEM_INT4_PROD_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = IWANT(OP, ST, LG, SZ, I) * M
            ELSE
               W = -99
            END IF
            IF (DST(I) .NE. W) CALL BAD(NAME, ST, LG, SZ, I,
     &         DBLE(DST(I)), DBLE(W))
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. IBASE(OP, ME, I) * M) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(SRC(I)), DBLE(IBASE(OP, ME, I) * M))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_INT8_<OP>_TO_ALL: inputs base * 1099511627777_8 (PROD: base).
      SUBROUTINE RINT8(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK, IBASE
      PARAMETER (N = 6)
      INTEGER*8 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      INTEGER*8 W, M
      INTEGER*8 IWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDINT8/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 1, 7
         M = 1099511627777_8
         IF (OP .EQ. 7) M = 1
         DO 10 I = 1, N
            SRC(I) = IBASE(OP, ME, I) * M
            DST(I) = -99
   10    CONTINUE
         DST(N + 1) = -99
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 1) THEN
            NAME = 'INT8_AND_TO_ALL'
            CALL SHMEM_INT8_AND_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 2) THEN
            NAME = 'INT8_OR_TO_ALL'
            CALL SHMEM_INT8_OR_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 3) THEN
            NAME = 'INT8_XOR_TO_ALL'
            CALL SHMEM_INT8_XOR_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 4) THEN
            NAME = 'INT8_MAX_TO_ALL'
            CALL SHMEM_INT8_MAX_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 5) THEN
            NAME = 'INT8_MIN_TO_ALL'
            CALL SHMEM_INT8_MIN_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 6) THEN
            NAME = 'INT8_SUM_TO_ALL'
            CALL SHMEM_INT8_SUM_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 7) THEN
            NAME = 'INT8_PROD_TO_ALL'
            CALL SHMEM_INT8_PROD_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = IWANT(OP, ST, LG, SZ, I) * M
            ELSE
               W = -99
            END IF
            IF (DST(I) .NE. W) CALL BAD(NAME, ST, LG, SZ, I,
     &         DBLE(DST(I)), DBLE(W))
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. IBASE(OP, ME, I) * M) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(SRC(I)), DBLE(IBASE(OP, ME, I) * M))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_REAL4_<OP>_TO_ALL: MAX/MIN inputs base + 0.25, SUM base + 0.5,
! PROD base.
      SUBROUTINE RREAL4(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK, IBASE
      PARAMETER (N = 6)
      REAL*4 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      REAL*4 W, F
      INTEGER*8 IWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDREAL4/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 4, 7
         F = 0
         IF (OP .LE. 5) F = 0.25
         IF (OP .EQ. 6) F = 0.5
         DO 10 I = 1, N
            SRC(I) = IBASE(OP, ME, I) + F
            DST(I) = -99
   10    CONTINUE
         DST(N + 1) = -99
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 4) THEN
            NAME = 'REAL4_MAX_TO_ALL'
            CALL SHMEM_REAL4_MAX_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 5) THEN
            NAME = 'REAL4_MIN_TO_ALL'
            CALL SHMEM_REAL4_MIN_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 6) THEN
            NAME = 'REAL4_SUM_TO_ALL'
            CALL SHMEM_REAL4_SUM_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 7) THEN
            NAME = 'REAL4_PROD_TO_ALL'
            CALL SHMEM_REAL4_PROD_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = IWANT(OP, ST, LG, SZ, I)
               IF (OP .LE. 5) W = W + F
               IF (OP .EQ. 6) W = W + F * SZ
            ELSE
               W = -99
            END IF
            IF (DST(I) .NE. W) CALL BAD(NAME, ST, LG, SZ, I,
     &         DBLE(DST(I)), DBLE(W))
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. IBASE(OP, ME, I) + F) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(SRC(I)), DBLE(IBASE(OP, ME, I) + F))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_REAL8_<OP>_TO_ALL: MAX/MIN inputs base + 0.25, SUM base + 0.5,
! PROD base.
      SUBROUTINE RREAL8(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK, IBASE
      PARAMETER (N = 6)
      REAL*8 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      REAL*8 W, F
      INTEGER*8 IWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDREAL8/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 4, 7
         F = 0
         IF (OP .LE. 5) F = 0.25
         IF (OP .EQ. 6) F = 0.5
         DO 10 I = 1, N
            SRC(I) = IBASE(OP, ME, I) + F
            DST(I) = -99
   10    CONTINUE
         DST(N + 1) = -99
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 4) THEN
            NAME = 'REAL8_MAX_TO_ALL'
            CALL SHMEM_REAL8_MAX_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 5) THEN
            NAME = 'REAL8_MIN_TO_ALL'
            CALL SHMEM_REAL8_MIN_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 6) THEN
            NAME = 'REAL8_SUM_TO_ALL'
            CALL SHMEM_REAL8_SUM_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 7) THEN
            NAME = 'REAL8_PROD_TO_ALL'
            CALL SHMEM_REAL8_PROD_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = IWANT(OP, ST, LG, SZ, I)
               IF (OP .LE. 5) W = W + F
               IF (OP .EQ. 6) W = W + F * SZ
            ELSE
               W = -99
            END IF
            IF (DST(I) .NE. W) CALL BAD(NAME, ST, LG, SZ, I,
     &         DBLE(DST(I)), DBLE(W))
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. IBASE(OP, ME, I) + F) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(SRC(I)), DBLE(IBASE(OP, ME, I) + F))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_REAL16_<OP>_TO_ALL: MAX/MIN inputs base + 0.25, SUM base + 0.5,
! PROD base.
      SUBROUTINE RREAL16(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK, IBASE
      PARAMETER (N = 6)
      REAL*16 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      REAL*16 W, F
      INTEGER*8 IWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDREAL16/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 4, 7
         F = 0
         IF (OP .LE. 5) F = 0.25
         IF (OP .EQ. 6) F = 0.5
         DO 10 I = 1, N
            SRC(I) = IBASE(OP, ME, I) + F
            DST(I) = -99
   10    CONTINUE
         DST(N + 1) = -99
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 4) THEN
            NAME = 'REAL16_MAX_TO_ALL'
            CALL SHMEM_REAL16_MAX_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 5) THEN
            NAME = 'REAL16_MIN_TO_ALL'
            CALL SHMEM_REAL16_MIN_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 6) THEN
            NAME = 'REAL16_SUM_TO_ALL'
            CALL SHMEM_REAL16_SUM_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         ELSE IF (OP .EQ. 7) THEN
            NAME = 'REAL16_PROD_TO_ALL'
            CALL SHMEM_REAL16_PROD_TO_ALL(DST, SRC, N, ST, LG,
     &         SZ, WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = IWANT(OP, ST, LG, SZ, I)
               IF (OP .LE. 5) W = W + F
               IF (OP .EQ. 6) W = W + F * SZ
            ELSE
               W = -99
            END IF
            IF (DST(I) .NE. W) CALL BAD(NAME, ST, LG, SZ, I,
     &         DBLE(DST(I)), DBLE(W))
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. IBASE(OP, ME, I) + F) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(SRC(I)), DBLE(IBASE(OP, ME, I) + F))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_COMP4_SUM_TO_ALL and _PROD_TO_ALL on small Gaussian integers.
      SUBROUTINE RCOMP4(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK
      PARAMETER (N = 6)
      COMPLEX*8 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      COMPLEX*8 W
      COMPLEX*16 ZBASE, ZWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDCOMP4/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 6, 7
         DO 10 I = 1, N
            SRC(I) = ZBASE(ME, I)
            DST(I) = (-99, -99)
   10    CONTINUE
         DST(N + 1) = (-99, -99)
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 6) THEN
            NAME = 'COMP4_SUM_TO_ALL'
            CALL SHMEM_COMP4_SUM_TO_ALL(DST, SRC, N, ST, LG, SZ, WRK,
     &         PSYNC(1, K))
         ELSE
            NAME = 'COMP4_PROD_TO_ALL'
            CALL SHMEM_COMP4_PROD_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = ZWANT(OP, ST, LG, SZ, I)
            ELSE
               W = (-99, -99)
            END IF
            IF (DST(I) .NE. W) THEN
               CALL BAD(NAME, ST, LG, SZ, I, DBLE(REAL(DST(I))),
     &            DBLE(REAL(W)))
               CALL BAD(NAME // ' (imag)', ST, LG, SZ, I,
     &            DBLE(AIMAG(DST(I))), DBLE(AIMAG(W)))
            END IF
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. ZBASE(ME, I)) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(REAL(SRC(I))), DBLE(ZBASE(ME, I)))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
! SHMEM_COMP8_SUM_TO_ALL and _PROD_TO_ALL on small Gaussian integers.
      SUBROUTINE RCOMP8(ST, LG, SZ)
      INCLUDE 'mpp/shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, N, OP, I, R, K, MRANK
      PARAMETER (N = 6)
      COMPLEX*16 SRC(N), DST(N + 1), WRK(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      COMPLEX*16 W
      COMPLEX*16 ZBASE, ZWANT
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE, 2)
      CHARACTER*20 NAME
      COMMON /RDFL/ FAILS, ME, NP
      COMMON /RDCOMP8/ PSYNC, SRC, DST, WRK
      R = MRANK(ST, LG, SZ, ME)
      DO 5 K = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(K, 1) = SHMEM_SYNC_VALUE
         PSYNC(K, 2) = SHMEM_SYNC_VALUE
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      DO 50 OP = 6, 7
         DO 10 I = 1, N
            SRC(I) = ZBASE(ME, I)
            DST(I) = (-99, -99)
   10    CONTINUE
         DST(N + 1) = (-99, -99)
         K = MOD(OP, 2) + 1
         IF (R .LT. 0) GOTO 40
         IF (OP .EQ. 6) THEN
            NAME = 'COMP8_SUM_TO_ALL'
            CALL SHMEM_COMP8_SUM_TO_ALL(DST, SRC, N, ST, LG, SZ, WRK,
     &         PSYNC(1, K))
         ELSE
            NAME = 'COMP8_PROD_TO_ALL'
            CALL SHMEM_COMP8_PROD_TO_ALL(DST, SRC, N, ST, LG, SZ,
     &         WRK, PSYNC(1, K))
         END IF
   40    DO 45 I = 1, N + 1
            IF (R .GE. 0 .AND. I .LE. N) THEN
               W = ZWANT(OP, ST, LG, SZ, I)
            ELSE
               W = (-99, -99)
            END IF
            IF (DST(I) .NE. W) THEN
               CALL BAD(NAME, ST, LG, SZ, I, DBLE(REAL(DST(I))),
     &            DBLE(REAL(W)))
               CALL BAD(NAME // ' (imag)', ST, LG, SZ, I,
     &            DBLE(AIMAG(DST(I))), DBLE(AIMAG(W)))
            END IF
            IF (I .LE. N) THEN
               IF (SRC(I) .NE. ZBASE(ME, I)) CALL BAD(
     &            'reduction changed its source', ST, LG, SZ, I,
     &            DBLE(REAL(SRC(I))), DBLE(ZBASE(ME, I)))
            END IF
   45    CONTINUE
   50 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      END
