! SPDX-License-Identifier: BSD-3-Clause
! An SGI-style program as T3E codes were written, correct whatever the
! default INTEGER's size: the runner builds it (as every Fortran test)
! both plainly and with oshfort -fdefault-integer-8, where each INTEGER
! argument, count and default-INTEGER datum is 8 bytes. Typed, generic
! and strided puts and gets (a sentinel after each array shows the
! element size), an INT8 fetch-add, INT8 and REAL8 sum reductions over
! an active set, and a flag waited for with SHMEM_WAIT.
! shmap-test: npes=1,2,3,4,5,8 timeout=60
      PROGRAM SGISTY
      INCLUDE 'mpp/shmem.fh'
      INTEGER SHMEM_MY_PE, SHMEM_N_PES
      INTEGER*8 SHMEM_INT8_FADD
      INTEGER N
      PARAMETER (N = 6)
      INTEGER A(N + 1), B(N + 1), C(N + 1), D(2 * N + 1), FLAG(1)
      INTEGER*8 CNT, S8(N), T8(N), W8(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      REAL*8 SR(N), TR(N), WR(SHMEM_REDUCE_MIN_WRKDATA_SIZE)
      INTEGER PSYNC(SHMEM_REDUCE_SYNC_SIZE)
      INTEGER PSYNC2(SHMEM_REDUCE_SYNC_SIZE)
      COMMON /SYM/ CNT, S8, T8, W8, SR, TR, WR, A, B, C, D, FLAG,
     &             PSYNC, PSYNC2
      INTEGER ME, NP, LEFT, RIGHT, I, FAILS, SENT, MINE(1)
      INTEGER*8 OLD
      PARAMETER (SENT = -7)
      FAILS = 0
      CALL START_PES(0)
      ME = SHMEM_MY_PE()
      NP = SHMEM_N_PES()
      LEFT = MOD(ME - 1 + NP, NP)
      RIGHT = MOD(ME + 1, NP)
      DO 5 I = 1, N
         A(I) = 1000 * ME + I
         B(I) = 0
         C(I) = 0
         S8(I) = INT(ME + I, 8)
         SR(I) = DBLE(ME) + 0.5D0 * I
    5 CONTINUE
      DO 6 I = 1, 2 * N
         D(I) = 0
    6 CONTINUE
      A(N + 1) = SENT
      B(N + 1) = SENT
      C(N + 1) = SENT
      D(2 * N + 1) = SENT
      FLAG(1) = 0
      CNT = 0
      DO 7 I = 1, SHMEM_REDUCE_SYNC_SIZE
         PSYNC(I) = SHMEM_SYNC_VALUE
         PSYNC2(I) = SHMEM_SYNC_VALUE
    7 CONTINUE
      CALL SHMEM_BARRIER_ALL()
! put to the right, then raise its flag; it waits for the flag
      CALL SHMEM_INTEGER_PUT(B, A, N, RIGHT)
      CALL SHMEM_IPUT(D, A, 2, 1, N, RIGHT)
      CALL SHMEM_FENCE()
      MINE(1) = ME + 1
      CALL SHMEM_INTEGER_PUT(FLAG, MINE, 1, RIGHT)
      CALL SHMEM_WAIT(FLAG(1), 0)
      IF (FLAG(1) .NE. LEFT + 1) THEN
         WRITE (0, *) 'FAIL: flag', FLAG(1), 'not', LEFT + 1
         FAILS = FAILS + 1
      END IF
      DO 10 I = 1, N
         IF (B(I) .NE. 1000 * LEFT + I) THEN
            WRITE (0, *) 'FAIL: SHMEM_INTEGER_PUT B(', I, ')=', B(I)
            FAILS = FAILS + 1
         END IF
         IF (D(2 * I - 1) .NE. 1000 * LEFT + I .OR. D(2 * I) .NE. 0)
     &      THEN
            WRITE (0, *) 'FAIL: SHMEM_IPUT D(', 2 * I - 1, ')=',
     &                   D(2 * I - 1), D(2 * I)
            FAILS = FAILS + 1
         END IF
   10 CONTINUE
      IF (B(N + 1) .NE. SENT .OR. D(2 * N + 1) .NE. SENT) THEN
         WRITE (0, *) 'FAIL: a put wrote past its array'
         FAILS = FAILS + 1
      END IF
      CALL SHMEM_BARRIER_ALL()
! gets from the left: typed, then generic (default INTEGER words)
      CALL SHMEM_INTEGER_GET(C, A, N, LEFT)
      DO 20 I = 1, N
         IF (C(I) .NE. 1000 * LEFT + I) THEN
            WRITE (0, *) 'FAIL: SHMEM_INTEGER_GET C(', I, ')=', C(I)
            FAILS = FAILS + 1
         END IF
         C(I) = 0
   20 CONTINUE
      CALL SHMEM_GET(C, A, N, LEFT)
      DO 21 I = 1, N
         IF (C(I) .NE. 1000 * LEFT + I) THEN
            WRITE (0, *) 'FAIL: SHMEM_GET C(', I, ')=', C(I)
            FAILS = FAILS + 1
         END IF
   21 CONTINUE
      IF (C(N + 1) .NE. SENT) THEN
         WRITE (0, *) 'FAIL: a get wrote past its array'
         FAILS = FAILS + 1
      END IF
! INT8 fetch-add on PE 0
      OLD = SHMEM_INT8_FADD(CNT, INT(ME + 1, 8) * 3000000000_8, 0)
      IF (MOD(OLD, 3000000000_8) .NE. 0) THEN
         WRITE (0, *) 'FAIL: SHMEM_INT8_FADD returned', OLD
         FAILS = FAILS + 1
      END IF
! sums over the active set of all PEs (start 0, stride 2**0, size NP)
      CALL SHMEM_INT8_SUM_TO_ALL(T8, S8, N, 0, 0, NP, W8, PSYNC)
      CALL SHMEM_REAL8_SUM_TO_ALL(TR, SR, N, 0, 0, NP, WR, PSYNC2)
      DO 30 I = 1, N
         IF (T8(I) .NE. INT(NP * I + NP * (NP - 1) / 2, 8)) THEN
            WRITE (0, *) 'FAIL: SHMEM_INT8_SUM_TO_ALL', I, T8(I)
            FAILS = FAILS + 1
         END IF
         IF (TR(I) .NE. DBLE(NP * (NP - 1) / 2) + 0.5D0 * I * NP) THEN
            WRITE (0, *) 'FAIL: SHMEM_REAL8_SUM_TO_ALL', I, TR(I)
            FAILS = FAILS + 1
         END IF
   30 CONTINUE
      CALL SHMEM_BARRIER(0, 0, NP, PSYNC)
      IF (ME .EQ. 0 .AND.
     &    CNT .NE. INT(NP * (NP + 1) / 2, 8) * 3000000000_8) THEN
         WRITE (0, *) 'FAIL: SHMEM_INT8_FADD total', CNT
         FAILS = FAILS + 1
      END IF
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         WRITE (0, *) 'FAIL: PE', ME, FAILS, 'checks failed'
         CALL SHMEM_GLOBAL_EXIT(1)
      END IF
      IF (ME .EQ. 0) PRINT *, 'sgi_style: ok on', NP, 'PEs'
      END
