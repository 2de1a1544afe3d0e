! SPDX-License-Identifier: BSD-3-Clause
! Fixed form, and no declaration of any SHMEM function: the program relies
! on the long include file, which oshfort picks for it. Every INT4/INT8
! atomic, the REAL4/REAL8 swap/fetch/set and the generic SHMEM_SWAP, with
! all PEs hammering PE 0's words, checked against the serial answer.
! Arguments have the kind the routine's name says (INT(x, 4), 2_4), so
! the program is right under -fdefault-integer-8 too.
! shmap-test: npes=1,2,3,4,5,8 timeout=60
      PROGRAM ATOMICS
      INCLUDE 'mpp/shmem.fh'
      INTEGER*4 C4, W4(8), OLD4
      INTEGER*8 C8, W8(8), OLD8
      REAL*4 R4
      REAL*8 R8
      INTEGER IW, OLDW, ME, NP, I, K, FAILS, ROUNDS
      COMMON /AMO/ C8, W8, R8, C4, W4, R4, IW
      PARAMETER (ROUNDS = 50)
      INTEGER*8 BIG
      PARAMETER (BIG = 1099511627776_8)
      FAILS = 0
      CALL START_PES(0)
      ME = MY_PE()
      NP = NUM_PES()
      IF (SHMEM_MY_PE() .NE. ME .OR. SHMEM_N_PES() .NE. NP) THEN
         PRINT *, 'FAIL: SHMEM_MY_PE/SHMEM_N_PES disagree with MY_PE'
         FAILS = FAILS + 1
      END IF
      C4 = 0
      C8 = 0
      DO 5 I = 1, 8
         W4(I) = 0
         W8(I) = 0
    5 CONTINUE
      CALL SHMEM_BARRIER_ALL()
! fetch-and-increment / fetch-and-add: every old value is unique
      DO 10 I = 1, ROUNDS
         OLD4 = SHMEM_INT4_FINC(C4, 0)
         OLD8 = SHMEM_INT8_FADD(C8, 3_8 * 1000000000_8, 0)
         IF (OLD4 .LT. 0 .OR. OLD4 .GE. ROUNDS * NP) FAILS = FAILS + 1
         IF (MOD(OLD8, 3000000000_8) .NE. 0) FAILS = FAILS + 1
         CALL SHMEM_INT4_INC(W4(1), 0)
         CALL SHMEM_INT8_INC(W8(1), 0)
         CALL SHMEM_INT4_ADD(W4(2), INT(ME + 1, 4), 0)
         CALL SHMEM_INT8_ADD(W8(2), INT(ME + 1, 8) * 4000000000_8, 0)
         OLD4 = SHMEM_INT4_FADD(W4(3), 2_4, 0)
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (SHMEM_INT4_FETCH(C4, 0) .NE. ROUNDS * NP) THEN
         PRINT *, 'FAIL: INT4_FINC total', SHMEM_INT4_FETCH(C4, 0)
         FAILS = FAILS + 1
      END IF
      IF (SHMEM_INT8_FETCH(C8, 0) .NE. ROUNDS*NP*3000000000_8) THEN
         PRINT *, 'FAIL: INT8_FADD total', SHMEM_INT8_FETCH(C8, 0)
         FAILS = FAILS + 1
      END IF
      K = ROUNDS * NP * (NP + 1) / 2
      IF (SHMEM_INT4_FETCH(W4(1), 0) .NE. ROUNDS * NP .OR.
     &    SHMEM_INT8_FETCH(W8(1), 0) .NE. ROUNDS * NP .OR.
     &    SHMEM_INT4_FETCH(W4(2), 0) .NE. K .OR.
     &    SHMEM_INT8_FETCH(W8(2), 0) .NE. K * 4000000000_8 .OR.
     &    SHMEM_INT4_FETCH(W4(3), 0) .NE. 2 * ROUNDS * NP) THEN
         PRINT *, 'FAIL: INC/ADD totals', W4(1), W4(2), W8(1), W8(2)
         FAILS = FAILS + 1
      END IF
! neighbours of the words are untouched (element sizes are right)
      IF (W4(4) .NE. 0 .OR. W8(3) .NE. 0) THEN
         PRINT *, 'FAIL: an atomic wrote past its word'
         FAILS = FAILS + 1
      END IF
      CALL SHMEM_BARRIER_ALL()
! compare-and-swap: PEs take turns 0, 1, 2, ... through a token
      IF (ME .EQ. 0) THEN
         CALL SHMEM_INT4_SET(W4(5), 0_4, 0)
         CALL SHMEM_INT8_SET(W8(5), 0_8, 0)
      END IF
      CALL SHMEM_BARRIER_ALL()
   20 OLD4 = SHMEM_INT4_CSWAP(W4(5), INT(ME, 4), INT(ME + 1, 4), 0)
      IF (OLD4 .NE. ME) GOTO 20
   30 OLD8 = SHMEM_INT8_CSWAP(W8(5), INT(ME, 8), INT(ME + 1, 8), 0)
      IF (OLD8 .NE. ME) GOTO 30
      CALL SHMEM_BARRIER_ALL()
      IF (W4(5) .NE. NP .AND. ME .EQ. 0) FAILS = FAILS + 1
      IF (W8(5) .NE. NP .AND. ME .EQ. 0) FAILS = FAILS + 1
! swap: the values circulate, none is lost
      IF (ME .EQ. 0) THEN
         CALL SHMEM_INT4_SET(W4(6), -1_4, 0)
         CALL SHMEM_INT8_SET(W8(6), BIG - 1, 0)
         R4 = -1.0
         R8 = -1.0D0
         IW = -1
      END IF
      CALL SHMEM_BARRIER_ALL()
      OLD4 = SHMEM_INT4_SWAP(W4(6), INT(ME, 4), 0)
      OLD8 = SHMEM_INT8_SWAP(W8(6), INT(ME, 8) + BIG, 0)
      OLDW = SHMEM_SWAP(IW, ME, 0)
      CALL CHECK_SWAPS(OLD4, INT(OLD8 - BIG, 4), OLDW, ME, NP,
     &                 FAILS)
      CALL SHMEM_BARRIER_ALL()
      R4 = SHMEM_REAL4_SWAP(R4, REAL(ME) + 0.5, 0)
      R8 = SHMEM_REAL8_SWAP(R8, DBLE(ME) + 0.25D0, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0) THEN
         CALL SHMEM_REAL4_SET(R4, 7.5, NP - 1)
         CALL SHMEM_REAL8_SET(R8, 9.25D0, NP - 1)
      END IF
      CALL SHMEM_BARRIER_ALL()
      IF (SHMEM_REAL4_FETCH(R4, NP - 1) .NE. 7.5 .OR.
     &    SHMEM_REAL8_FETCH(R8, NP - 1) .NE. 9.25D0) THEN
         PRINT *, 'FAIL: REAL4/REAL8 SET/FETCH'
         FAILS = FAILS + 1
      END IF
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: PE', ME, FAILS, 'checks failed'
         CALL SHMEM_GLOBAL_EXIT(1)
      END IF
      IF (ME .EQ. 0) PRINT *, 'atomics: ok on', NP, 'PEs'
      END

! After everyone swapped once, the old values are -1 and all PEs but
! one: their sum is fixed. Collected with an atomic add on PE 0.
      SUBROUTINE CHECK_SWAPS(O4, O8, OW, ME, NP, FAILS)
      INTEGER*4 O4, O8, SUMS(3)
      INTEGER OW, ME, NP, FAILS, T, K
      INTEGER*4 FINAL4
      INTEGER*8 FINAL8
      INTEGER FINALW
      COMMON /SW/ SUMS
      SAVE T
      SUMS(1) = 0
      SUMS(2) = 0
      SUMS(3) = 0
      CALL SHMEM_BARRIER_ALL()
      CALL SHMEM_INT4_ADD(SUMS(1), O4, 0)
      CALL SHMEM_INT4_ADD(SUMS(2), O8, 0)
      CALL SHMEM_INT4_ADD(SUMS(3), INT(OW, 4), 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .NE. 0) RETURN
      CALL FINALS(FINAL4, FINAL8, FINALW)
      T = NP * (NP - 1) / 2 - 1
      K = INT(FINAL8 - 1099511627776_8)
      IF (SUMS(1) .NE. T - FINAL4 .OR. SUMS(2) .NE. T - K .OR.
     &    SUMS(3) .NE. T - FINALW) THEN
         PRINT *, 'FAIL: swaps lost a value', SUMS, T
         FAILS = FAILS + 1
      END IF
      END

      SUBROUTINE FINALS(F4, F8, FW)
      INTEGER*4 F4, C4, W4(8)
      INTEGER*8 F8, C8, W8(8)
      INTEGER FW, IW
      REAL*4 R4
      REAL*8 R8
      COMMON /AMO/ C8, W8, R8, C4, W4, R4, IW
      F4 = W4(6)
      F8 = W8(6)
      FW = IW
      END
