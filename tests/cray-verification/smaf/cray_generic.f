! SPDX-License-Identifier: BSD-3-Clause
! smaf/cray_generic.f: Cray's generic atomics on a default INTEGER
! (SHMEM_FINC, SHMEM_FADD, SHMEM_CSWAP, SHMEM_INC, SHMEM_ADD), called
! undeclared as T3E codes called them (oshfort picks the long include
! file). Each PE works on its neighbours' words, so every old value a
! fetching call returns is known: the k-th increment of a word only one
! PE touches returns k-1. All PEs then race one compare-and-swap, which
! exactly one wins.
      PROGRAM CRAYGEN
      INCLUDE 'mpp/shmem.fh'
      INTEGER ROUNDS
      PARAMETER (ROUNDS = 25)
      INTEGER CTR, ACC, TOT, CLAIM, WINS, PAD
      COMMON /GEN/ CTR, ACC, TOT, CLAIM, WINS, PAD
      INTEGER ME, NP, LEFT, RIGHT, K, OLD, NBAD
      CALL START_PES(0)
      ME = SHMEM_MY_PE()
      NP = SHMEM_N_PES()
      LEFT = MOD(ME + NP - 1, NP)
      RIGHT = MOD(ME + 1, NP)
      NBAD = 0
      CTR = 0
      ACC = 0
      TOT = 0
      CLAIM = -1
      WINS = 0
      PAD = 0
      CALL SHMEM_BARRIER_ALL()
      DO 10 K = 1, ROUNDS
         OLD = SHMEM_FINC(CTR, RIGHT)
         IF (OLD .NE. K - 1) THEN
            PRINT *, 'FAIL: SHMEM_FINC round', K, 'returned', OLD
            NBAD = NBAD + 1
         END IF
         OLD = SHMEM_FADD(ACC, ME + 1, LEFT)
         IF (OLD .NE. (K - 1) * (ME + 1)) THEN
            PRINT *, 'FAIL: SHMEM_FADD round', K, 'returned', OLD
            NBAD = NBAD + 1
         END IF
         CALL SHMEM_INC(TOT, 0)
         CALL SHMEM_ADD(TOT, 2, 0)
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (CTR .NE. ROUNDS .OR. ACC .NE. ROUNDS * (RIGHT + 1)) THEN
         PRINT *, 'FAIL: counters', CTR, ACC, 'want', ROUNDS,
     &      ROUNDS * (RIGHT + 1)
         NBAD = NBAD + 1
      END IF
      IF (ME .EQ. 0 .AND. TOT .NE. 3 * ROUNDS * NP) THEN
         PRINT *, 'FAIL: SHMEM_INC/SHMEM_ADD total', TOT
         NBAD = NBAD + 1
      END IF
      OLD = SHMEM_CSWAP(CLAIM, -1, ME, 0)
      IF (OLD .EQ. -1) CALL SHMEM_INC(WINS, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0 .AND. (WINS .NE. 1 .OR. CLAIM .LT. 0 .OR.
     &    CLAIM .GE. NP .OR. PAD .NE. 0)) THEN
         PRINT *, 'FAIL: SHMEM_CSWAP winners', WINS, 'claim', CLAIM
         NBAD = NBAD + 1
      END IF
      CALL SHMEM_BARRIER_ALL()
      IF (NBAD .NE. 0) STOP 1
      IF (ME .EQ. 0) PRINT *, 'cray_generic: ok on', NP, 'PEs'
      END
