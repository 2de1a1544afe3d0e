! SPDX-License-Identifier: BSD-3-Clause
! Cray's generic atomics on a default INTEGER (SHMEM_FINC, FADD, CSWAP,
! SWAP, INC, ADD), in fixed form as the T3E codes wrote them (valid
! under gfortran -std=legacy), every PE hammering the words, with the
! serial answer checked; a neighbour word shows the element size.
! shmap-test: npes=1,2,3,4,5,8 timeout=60
      PROGRAM CRAYAMO
      INCLUDE 'mpp/shmem.fh'
      INTEGER SHMEM_FINC, SHMEM_FADD, SHMEM_CSWAP, SHMEM_SWAP
      INTEGER SHMEM_MY_PE, SHMEM_N_PES
      INTEGER ROUNDS, MAXPE
      PARAMETER (ROUNDS = 20, MAXPE = 8)
      INTEGER C, W(8), SEEN(ROUNDS * MAXPE), SWP, OLDS(2)
      COMMON /AMO/ C, W, SEEN, SWP, OLDS
      INTEGER ME, NP, LAST, I, OLD, FAILS, T, ADDED
      FAILS = 0
      CALL START_PES(0)
      ME = SHMEM_MY_PE()
      NP = SHMEM_N_PES()
      IF (NP .GT. MAXPE) THEN
         IF (ME .EQ. 0) PRINT *, 'cray_atomics: needs at most 8 PEs'
         STOP
      END IF
      LAST = NP - 1
      C = 0
      SWP = -1
      OLDS(1) = 0
      OLDS(2) = 0
      DO 5 I = 1, 8
         W(I) = 0
    5 CONTINUE
      DO 6 I = 1, ROUNDS * MAXPE
         SEEN(I) = 0
    6 CONTINUE
      CALL SHMEM_BARRIER_ALL()
! Every fetch-and-increment result is a different old value: each is
! marked once on PE 0, so a lost or repeated increment shows.
      ADDED = 0
      DO 10 I = 1, ROUNDS
         OLD = SHMEM_FINC(C, 0)
         IF (OLD .LT. 0 .OR. OLD .GE. ROUNDS * NP) THEN
            WRITE (0, *) 'FAIL: SHMEM_FINC returned', OLD
            FAILS = FAILS + 1
         ELSE
            CALL SHMEM_INC(SEEN(OLD + 1), 0)
         END IF
         OLD = SHMEM_FADD(W(1), ME + 1, LAST)
         IF (OLD .LT. 0) FAILS = FAILS + 1
         CALL SHMEM_ADD(W(2), 3, LAST)
         CALL SHMEM_INC(W(3), LAST)
         ADDED = ADDED + ME + 1
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0) THEN
         IF (C .NE. ROUNDS * NP) THEN
            WRITE (0, *) 'FAIL: SHMEM_FINC total', C, 'not', ROUNDS * NP
            FAILS = FAILS + 1
         END IF
         DO 15 I = 1, ROUNDS * NP
            IF (SEEN(I) .NE. 1) THEN
               WRITE (0, *) 'FAIL: old value', I - 1, 'seen', SEEN(I)
               FAILS = FAILS + 1
            END IF
   15    CONTINUE
      END IF
      IF (ME .EQ. LAST) THEN
         T = ROUNDS * NP * (NP + 1) / 2
         IF (W(1) .NE. T .OR. W(2) .NE. 3 * ROUNDS * NP .OR.
     &       W(3) .NE. ROUNDS * NP) THEN
            WRITE (0, *) 'FAIL: FADD/ADD/INC totals', W(1), W(2), W(3)
            FAILS = FAILS + 1
         END IF
         IF (W(4) .NE. 0) THEN
            WRITE (0, *) 'FAIL: an atomic wrote past its word:', W(4)
            FAILS = FAILS + 1
         END IF
      END IF
      CALL SHMEM_BARRIER_ALL()
! compare-and-swap: PEs take turns 0, 1, 2, ... through a token on the
! last PE; a PE whose turn it is not sees the token unchanged.
   20 OLD = SHMEM_CSWAP(W(5), ME, ME + 1, LAST)
      IF (OLD .GT. ME) THEN
         WRITE (0, *) 'FAIL: SHMEM_CSWAP saw', OLD, 'before turn', ME
         FAILS = FAILS + 1
      ELSE IF (OLD .NE. ME) THEN
         GOTO 20
      END IF
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. LAST .AND. (W(5) .NE. NP .OR. W(6) .NE. 0)) THEN
         WRITE (0, *) 'FAIL: SHMEM_CSWAP token', W(5), W(6)
         FAILS = FAILS + 1
      END IF
! swap: everyone swaps its number into PE 0's word once; the old values
! are -1 and all numbers but the last one in, so their sum is fixed.
      OLD = SHMEM_SWAP(SWP, ME, 0)
      CALL SHMEM_BARRIER_ALL()
      CALL SHMEM_ADD(OLDS(1), OLD, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0) THEN
         T = NP * (NP - 1) / 2 - 1 - SWP
         IF (OLDS(1) .NE. T .OR. OLDS(2) .NE. 0) THEN
            WRITE (0, *) 'FAIL: SHMEM_SWAP lost a value', OLDS, T
            FAILS = FAILS + 1
         END IF
      END IF
      IF (ADDED .NE. ROUNDS * (ME + 1)) FAILS = FAILS + 1
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         WRITE (0, *) 'FAIL: PE', ME, FAILS, 'checks failed'
         CALL SHMEM_GLOBAL_EXIT(1)
      END IF
      IF (ME .EQ. 0) PRINT *, 'cray_atomics: ok on', NP, 'PEs'
      END
