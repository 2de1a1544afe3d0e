! SPDX-License-Identifier: BSD-3-Clause
! Fixed form, short header with the program's own declarations: barriers,
! SHMEM_BROADCAST4/8/32/64, SHMEM_(F)COLLECT4/8/32/64 and
! SHMEM_ALLTOALL(S)32/64 on all PEs and on strided active sets. The last
! PE of each set arrives late (LATE: once every other member is at the
! call, it naps 10 ms more), so a collective that did not wait for every PE
! would read stale data.
! shmap-test: npes=1,2,3,4,5,8 timeout=90
      PROGRAM COLL
      INCLUDE 'shmem.fh'
      INTEGER SHMEM_MY_PE, SHMEM_N_PES
      INTEGER ME, NP, FAILS, S, ST(3), LG(3), SZ(3)
      INTEGER PSYNC(SHMEM_COLLECT_SYNC_SIZE)
      COMMON /CS/ PSYNC
      COMMON /FL/ FAILS, ME, NP
      CALL SHMEM_INIT()
      ME = SHMEM_MY_PE()
      NP = SHMEM_N_PES()
      FAILS = 0
      DO 5 S = 1, SHMEM_COLLECT_SYNC_SIZE
         PSYNC(S) = SHMEM_SYNC_VALUE
    5 CONTINUE
      ST(1) = 0
      LG(1) = 0
      SZ(1) = NP
      ST(2) = 0
      LG(2) = 1
      SZ(2) = (NP + 1) / 2
      ST(3) = 1
      LG(3) = 0
      SZ(3) = NP - 1
      DO 10 S = 1, 3
         IF (SZ(S) .LT. 1) GOTO 10
         CALL BARRIERS(ST(S), LG(S), SZ(S))
         CALL BCASTS(ST(S), LG(S), SZ(S))
         CALL COLLECTS(ST(S), LG(S), SZ(S))
         CALL ALLTOALLS(ST(S), LG(S), SZ(S))
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: PE', ME, FAILS, 'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'coll: ok on', NP, 'PEs'
      END

      LOGICAL FUNCTION INSET(ST, LG, SZ, P)
      INTEGER ST, LG, SZ, P
      INSET = P .GE. ST .AND. MOD(P - ST, 2**LG) .EQ. 0 .AND.
     &        (P - ST) / 2**LG .LT. SZ
      END

! Called by every member of the set right before a collective. The others
! count themselves in at the last member, which waits for all of them, so
! that they are at the call, and then naps: a collective that returned
! before the last member came has time to. (A nap alone, 0.1 s at first,
! made this program take 2 s at every PE count while proving less: under
! oversubscription the others might not have run at all by its end.)
      SUBROUTINE LATE(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, LP
      INTEGER*4 ARRIVE
      COMMON /FL/ FAILS, ME, NP
      COMMON /LT/ ARRIVE
      LP = ST + (SZ - 1) * 2**LG
      IF (ME .EQ. LP) THEN
         CALL SHMEM_INT4_WAIT_UNTIL(ARRIVE, SHMEM_CMP_GE,
     &                              INT(SZ - 1, 4))
! no member counts in again before the barrier that follows this call
         ARRIVE = 0
         CALL NAP()
      ELSE
         CALL SHMEM_INT4_INC(ARRIVE, LP)
      END IF
      END

      SUBROUTINE BAD(WHAT, I)
      CHARACTER*(*) WHAT
      INTEGER I, FAILS, ME, NP
      COMMON /FL/ FAILS, ME, NP
      FAILS = FAILS + 1
      IF (FAILS .LT. 10) PRINT *, 'FAIL: PE', ME, ': ', WHAT, I
      END

! The late PE writes its mark into every member before the barrier.
      SUBROUTINE BARRIERS(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, K, MARK
      INTEGER PSYNC(SHMEM_BARRIER_SYNC_SIZE)
      LOGICAL INSET
      COMMON /CS/ PSYNC
      COMMON /FL/ FAILS, ME, NP
      COMMON /BM/ MARK
      MARK = 0
      CALL SHMEM_BARRIER_ALL()
      IF (.NOT. INSET(ST, LG, SZ, ME)) RETURN
      CALL LATE(ST, LG, SZ)
      IF (ME .EQ. ST + (SZ - 1) * 2**LG) THEN
         DO 10 K = 0, SZ - 1
            CALL SHMEM_INTEGER_PUT(MARK, 4711 + K, 1, ST + K * 2**LG)
   10    CONTINUE
      END IF
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
      IF (MARK .NE. 4711 + (ME - ST) / 2**LG)
     &   CALL BAD('SHMEM_BARRIER returned before the late PE', MARK)
      END

      SUBROUTINE BCASTS(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, I, R, ROOTPE
      INTEGER PSYNC(SHMEM_BCAST_SYNC_SIZE)
      INTEGER*4 S4(6), D4(7)
      INTEGER*8 S8(6), D8(7)
      LOGICAL INSET
      COMMON /CS/ PSYNC
      COMMON /FL/ FAILS, ME, NP
      COMMON /BC/ S8, D8, S4, D4
      IF (.NOT. INSET(ST, LG, SZ, ME)) RETURN
      R = SZ - 1
      ROOTPE = ST + R * 2**LG
      DO 10 I = 1, 6
         S4(I) = ME * 100 + I
         S8(I) = INT(ME, 8) * 10000000000_8 + I
   10 CONTINUE
      DO 20 I = 1, 7
         D4(I) = -1
         D8(I) = -1
   20 CONTINUE
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
! the root is the late PE: its source is only final when it arrives
      CALL LATE(ST, LG, SZ)
      IF (ME .EQ. ROOTPE) S4(1) = 9999
      CALL SHMEM_BROADCAST4(D4, S4, 3, R, ST, LG, SZ, PSYNC)
      CALL SHMEM_BROADCAST8(D8, S8, 3, R, ST, LG, SZ, PSYNC)
      CALL CHK(D4, D8, 3, ROOTPE, 'BROADCAST4/8')
      DO 30 I = 1, 7
         D4(I) = -1
         D8(I) = -1
   30 CONTINUE
      CALL SHMEM_BROADCAST32(D4, S4, 6, R, ST, LG, SZ, PSYNC)
      CALL SHMEM_BROADCAST64(D8, S8, 6, R, ST, LG, SZ, PSYNC)
      CALL CHK(D4, D8, 6, ROOTPE, 'BROADCAST32/64')
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
      END

      SUBROUTINE CHK(D4, D8, N, ROOTPE, WHAT)
      INTEGER*4 D4(7)
      INTEGER*8 D8(7)
      INTEGER N, ROOTPE, I, FAILS, ME, NP, W
      CHARACTER*(*) WHAT
      COMMON /FL/ FAILS, ME, NP
      DO 10 I = 1, 7
         IF (ME .EQ. ROOTPE .OR. I .GT. N) THEN
            IF (D4(I) .NE. -1 .OR. D8(I) .NE. -1)
     &         CALL BAD(WHAT // ' wrote the root or past nelems', I)
         ELSE
            W = ROOTPE * 100 + I
            IF (I .EQ. 1) W = 9999
            IF (D4(I) .NE. W) CALL BAD(WHAT // ' 4-byte', I)
            IF (D8(I) .NE. INT(ROOTPE, 8) * 10000000000_8 + I)
     &         CALL BAD(WHAT // ' 8-byte', I)
         END IF
   10 CONTINUE
      END

! collect: member k contributes k+1 elements; fcollect: 2 each.
      SUBROUTINE COLLECTS(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, I, K, J, RK, N
      INTEGER PSYNC(SHMEM_COLLECT_SYNC_SIZE)
      INTEGER*4 S4(8), D4(40)
      INTEGER*8 S8(8), D8(40)
      LOGICAL INSET
      COMMON /CS/ PSYNC
      COMMON /FL/ FAILS, ME, NP
      COMMON /CO/ S8, D8, S4, D4
      IF (.NOT. INSET(ST, LG, SZ, ME)) RETURN
      RK = (ME - ST) / 2**LG
      DO 10 I = 1, 8
         S4(I) = RK * 10 + I
         S8(I) = INT(RK, 8) * 10000000000_8 + I
   10 CONTINUE
      DO 40 J = 1, 4
         DO 20 I = 1, 40
            D4(I) = -1
            D8(I) = -1
   20    CONTINUE
         CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
         CALL LATE(ST, LG, SZ)
         IF (J .EQ. 1) THEN
            CALL SHMEM_COLLECT4(D4, S4, RK + 1, ST, LG, SZ, PSYNC)
            CALL SHMEM_COLLECT8(D8, S8, RK + 1, ST, LG, SZ, PSYNC)
         ELSE IF (J .EQ. 2) THEN
            CALL SHMEM_COLLECT32(D4, S4, RK + 1, ST, LG, SZ, PSYNC)
            CALL SHMEM_COLLECT64(D8, S8, RK + 1, ST, LG, SZ, PSYNC)
         ELSE IF (J .EQ. 3) THEN
            CALL SHMEM_FCOLLECT4(D4, S4, 2, ST, LG, SZ, PSYNC)
            CALL SHMEM_FCOLLECT8(D8, S8, 2, ST, LG, SZ, PSYNC)
         ELSE
            CALL SHMEM_FCOLLECT32(D4, S4, 2, ST, LG, SZ, PSYNC)
            CALL SHMEM_FCOLLECT64(D8, S8, 2, ST, LG, SZ, PSYNC)
         END IF
         N = 0
         DO 30 K = 0, SZ - 1
            DO 25 I = 1, 8
               IF (J .LE. 2 .AND. I .GT. K + 1) GOTO 25
               IF (J .GT. 2 .AND. I .GT. 2) GOTO 25
               N = N + 1
               IF (D4(N) .NE. K * 10 + I) CALL BAD('COLLECT 4-byte', N)
               IF (D8(N) .NE. INT(K, 8) * 10000000000_8 + I)
     &            CALL BAD('COLLECT 8-byte', N)
   25       CONTINUE
   30    CONTINUE
         IF (D4(N + 1) .NE. -1 .OR. D8(N + 1) .NE. -1)
     &      CALL BAD('COLLECT wrote past the total', N + 1)
   40 CONTINUE
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
      END

! alltoall: member r sends element (r, k) to member k; alltoalls with
! strides 2 (target) and 3 (source).
      SUBROUTINE ALLTOALLS(ST, LG, SZ)
      INCLUDE 'shmem.fh'
      INTEGER ST, LG, SZ, FAILS, ME, NP, I, K, RK
      INTEGER PSYNC(SHMEM_ALLTOALL_SYNC_SIZE)
      INTEGER*4 S4(64), D4(64)
      INTEGER*8 S8(64), D8(64)
      LOGICAL INSET
      COMMON /CS/ PSYNC
      COMMON /FL/ FAILS, ME, NP
      COMMON /AA/ S8, D8, S4, D4
      IF (.NOT. INSET(ST, LG, SZ, ME)) RETURN
      RK = (ME - ST) / 2**LG
      DO 10 I = 1, 64
         S4(I) = RK * 1000 + I
         S8(I) = INT(RK, 8) * 10000000000_8 + I
         D4(I) = -1
         D8(I) = -1
   10 CONTINUE
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
      CALL LATE(ST, LG, SZ)
      CALL SHMEM_ALLTOALL32(D4, S4, 2, ST, LG, SZ, PSYNC)
      CALL SHMEM_ALLTOALL64(D8, S8, 2, ST, LG, SZ, PSYNC)
! block k of my target: elements 2RK+1, 2RK+2 of member k's source
      DO 20 K = 0, SZ - 1
         DO 15 I = 1, 2
            IF (D4(2*K + I) .NE. K * 1000 + 2*RK + I)
     &         CALL BAD('ALLTOALL32', 2*K + I)
            IF (D8(2*K + I) .NE. INT(K,8)*10000000000_8 + 2*RK + I)
     &         CALL BAD('ALLTOALL64', 2*K + I)
   15    CONTINUE
   20 CONTINUE
      IF (D4(2*SZ + 1) .NE. -1) CALL BAD('ALLTOALL32 past end', 0)
      DO 30 I = 1, 64
         D4(I) = -1
         D8(I) = -1
   30 CONTINUE
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
      CALL SHMEM_ALLTOALLS32(D4, S4, 2, 3, 1, ST, LG, SZ, PSYNC)
      CALL SHMEM_ALLTOALLS64(D8, S8, 2, 3, 1, ST, LG, SZ, PSYNC)
! one element per member: target element 1 + 2k gets member k's
! source element 1 + 3*RK
      DO 40 K = 0, SZ - 1
         IF (D4(1 + 2*K) .NE. K * 1000 + 1 + 3*RK)
     &      CALL BAD('ALLTOALLS32', 1 + 2*K)
         IF (D8(1 + 2*K) .NE. INT(K, 8) * 10000000000_8 + 1 + 3*RK)
     &      CALL BAD('ALLTOALLS64', 1 + 2*K)
         IF (D4(2 + 2*K) .NE. -1) CALL BAD('ALLTOALLS32 gap', 2 + 2*K)
   40 CONTINUE
      CALL SHMEM_BARRIER(ST, LG, SZ, PSYNC)
      END

! About 10 ms of wall time.
      SUBROUTINE NAP()
      INTEGER*8 T0, T, RATE
      CALL SYSTEM_CLOCK(T0, RATE)
   10 CALL SYSTEM_CLOCK(T)
      IF (T - T0 .LT. RATE / 100) GOTO 10
      END
