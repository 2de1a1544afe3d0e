! SPDX-License-Identifier: BSD-3-Clause
! smaf/amo.f: the INTEGER*4 and INTEGER*8 atomics and SHMEM_SWAP, in
! the style of codes written for an include file that declares every
! function: this program declares none of MY_PE, NUM_PES, SHMEM_MY_PE,
! SHMEM_N_PES, SHMEM_INT4_FADD, SHMEM_INT8_SWAP, ... (oshfort must pick
! the long include file; with the short one SHMEM_INT8_FADD would be a
! REAL). All PEs hit words on one PE at once; the results are checked
! against the serial answer: fetch-and-increment hands out every
! number exactly once, exactly one compare-and-swap wins, swaps lose no
! value, set/fetch round-trip, and the neighbouring words stay intact.
      PROGRAM AMO
      INCLUDE 'mpp/shmem.fh'
      INTEGER ROUNDS, MAXP
      PARAMETER (ROUNDS = 20, MAXP = 8)
      INTEGER*4 C4(4), X4(MAXP + 2), SEEN4(MAXP + 2), WIN4, WHO4
      INTEGER*4 T4, S4(MAXP)
      INTEGER*8 C8(4), X8(MAXP + 2), SEEN8(MAXP + 2), T8, S8(MAXP)
      INTEGER*8 SUM8
      INTEGER TW, SEENW(MAXP + 2)
      INTEGER*4 OLD4
      INTEGER*8 OLD8, BIG
      PARAMETER (BIG = 1099511627776_8)
      INTEGER ME, NP, I, OWNER, RIGHT, LEFT, OLDW, FAILS
      COMMON /AMOC/ C8, X8, SEEN8, T8, S8, SUM8, C4, X4, SEEN4, WIN4,
     &              WHO4, T4, S4, TW, SEENW
      COMMON /AMOF/ FAILS

      CALL START_PES(0)
      ME = MY_PE()
      NP = NUM_PES()
      FAILS = 0
      IF (SHMEM_MY_PE() .NE. ME .OR. SHMEM_N_PES() .NE. NP) THEN
         PRINT *, 'FAIL: SHMEM_MY_PE/SHMEM_N_PES', SHMEM_MY_PE(),
     &      SHMEM_N_PES(), ' want', ME, NP
         FAILS = FAILS + 1
      END IF
      IF (NP .GT. MAXP) THEN
         PRINT *, 'FAIL: amo is written for at most 8 PEs'
         STOP 1
      END IF
      OWNER = NP - 1
      RIGHT = MOD(ME + 1, NP)
      LEFT = MOD(ME + NP - 1, NP)
      DO 5 I = 1, 4
         C4(I) = 0
         C8(I) = 0
    5 CONTINUE
      DO 6 I = 1, MAXP + 2
         X4(I) = 0
         X8(I) = 0
         SEEN4(I) = 0
         SEEN8(I) = 0
         SEENW(I) = 0
    6 CONTINUE
      DO 7 I = 1, MAXP
         S4(I) = 0
         S8(I) = 0
    7 CONTINUE
      WIN4 = 0
      WHO4 = -1
      SUM8 = 0
      T4 = -1
      T8 = -1
      TW = -1
      CALL SHMEM_BARRIER_ALL()

! ---- FINC/FADD/INC/ADD on the owner's counters, all PEs at once ----
      DO 10 I = 1, ROUNDS
         OLD4 = SHMEM_INT4_FINC(C4(1), OWNER)
         IF (OLD4 .LT. 0 .OR. OLD4 .GE. ROUNDS * NP) CALL BAD(
     &      'INT4_FINC', 'INTEGER*4', INT(OLD4), ROUNDS * NP)
         CALL SHMEM_INT8_ADD(SUM8, INT(OLD4, 8), 0)
         OLD8 = SHMEM_INT8_FINC(C8(1), OWNER)
         IF (OLD8 .LT. 0 .OR. OLD8 .GE. ROUNDS * NP) CALL BAD(
     &      'INT8_FINC', 'INTEGER*8', INT(OLD8), ROUNDS * NP)
         CALL SHMEM_INT8_ADD(SUM8, OLD8 * BIG, 0)
         OLD4 = SHMEM_INT4_FADD(C4(2), ME + 1, OWNER)
         IF (OLD4 .LT. 0) CALL BAD('INT4_FADD', 'INTEGER*4',
     &      INT(OLD4), 0)
         OLD8 = SHMEM_INT8_FADD(C8(2), INT(ME + 1, 8) * BIG, OWNER)
         IF (MOD(OLD8, BIG) .NE. 0) CALL BAD('INT8_FADD', 'INTEGER*8',
     &      INT(MOD(OLD8, BIG)), 0)
         CALL SHMEM_INT4_INC(C4(3), OWNER)
         CALL SHMEM_INT8_INC(C8(3), OWNER)
         CALL SHMEM_INT4_ADD(C4(3), -2, OWNER)
         CALL SHMEM_INT8_ADD(C8(3), 3_8 * BIG, OWNER)
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
      I = ROUNDS * NP
      IF (SHMEM_INT4_FETCH(C4(1), OWNER) .NE. I) CALL BAD('INT4_FINC',
     &   'INTEGER*4 total', INT(SHMEM_INT4_FETCH(C4(1), OWNER)), I)
      IF (SHMEM_INT8_FETCH(C8(1), OWNER) .NE. I) CALL BAD('INT8_FINC',
     &   'INTEGER*8 total', INT(SHMEM_INT8_FETCH(C8(1), OWNER)), I)
      IF (SHMEM_INT4_FETCH(C4(2), OWNER) .NE. ROUNDS*NP*(NP+1)/2)
     &   CALL BAD('INT4_FADD', 'INTEGER*4 total',
     &   INT(SHMEM_INT4_FETCH(C4(2), OWNER)), ROUNDS*NP*(NP+1)/2)
      IF (SHMEM_INT8_FETCH(C8(2), OWNER) .NE.
     &    INT(ROUNDS*NP*(NP+1)/2, 8) * BIG)
     &   CALL BAD('INT8_FADD', 'INTEGER*8 total',
     &   INT(SHMEM_INT8_FETCH(C8(2), OWNER) / BIG), ROUNDS*NP*(NP+1)/2)
      IF (SHMEM_INT4_FETCH(C4(3), OWNER) .NE. -I) CALL BAD(
     &   'INT4_INC/ADD', 'INTEGER*4 total',
     &   INT(SHMEM_INT4_FETCH(C4(3), OWNER)), -I)
      IF (SHMEM_INT8_FETCH(C8(3), OWNER) .NE. I + 3_8 * BIG * I)
     &   CALL BAD('INT8_INC/ADD', 'INTEGER*8 total',
     &   INT(MOD(SHMEM_INT8_FETCH(C8(3), OWNER), BIG)), I)
      IF (SHMEM_INT4_FETCH(C4(4), OWNER) .NE. 0 .OR.
     &    SHMEM_INT8_FETCH(C8(4), OWNER) .NE. 0) CALL BAD('INT4/INT8',
     &   'a word after the counters changed', 4, 0)
! every FINC result 0..R*NP-1 exactly once: the sums are fixed
      IF (ME .EQ. 0) THEN
         OLD8 = INT(I, 8) * (I - 1) / 2
         IF (SUM8 .NE. OLD8 + OLD8 * BIG) CALL BAD('INT4/INT8_FINC',
     &      'old values (sum)', INT(MOD(SUM8, BIG)), INT(OLD8))
      END IF

! ---- CSWAP: my own slot (must win, then must lose), then a race ----
      IF (ME .EQ. 0) THEN
         DO 20 I = 1, NP
            X4(I) = 7 + I
            X8(I) = BIG + I
   20    CONTINUE
      END IF
      CALL SHMEM_BARRIER_ALL()
      OLD4 = SHMEM_INT4_CSWAP(X4(ME + 1), 8 + ME, -ME, 0)
      IF (OLD4 .NE. 8 + ME) CALL BAD('INT4_CSWAP', 'INTEGER*4 match',
     &   INT(OLD4), 8 + ME)
      OLD4 = SHMEM_INT4_CSWAP(X4(ME + 1), 8 + ME, 999, 0)
      IF (OLD4 .NE. -ME) CALL BAD('INT4_CSWAP', 'INTEGER*4 no match',
     &   INT(OLD4), -ME)
      OLD8 = SHMEM_INT8_CSWAP(X8(ME + 1), BIG + ME + 1, -BIG * ME, 0)
      IF (OLD8 .NE. BIG + ME + 1) CALL BAD('INT8_CSWAP',
     &   'INTEGER*8 match', INT(OLD8 - BIG), ME + 1)
      OLD8 = SHMEM_INT8_CSWAP(X8(ME + 1), BIG + ME + 1, 999_8, 0)
      IF (OLD8 .NE. -BIG * ME) CALL BAD('INT8_CSWAP',
     &   'INTEGER*8 no match', INT(OLD8 / BIG), -ME)
! the race for X4(MAXP+1)/X8(MAXP+1) on the owner: one winner each
      OLD4 = SHMEM_INT4_CSWAP(X4(MAXP + 1), 0, ME + 1, OWNER)
      IF (OLD4 .EQ. 0) THEN
         CALL SHMEM_INT4_ADD(WIN4, 1, 0)
         CALL SHMEM_INT4_SET(WHO4, ME, 0)
      ELSE IF (OLD4 .LT. 1 .OR. OLD4 .GT. NP) THEN
         CALL BAD('INT4_CSWAP', 'race: old value', INT(OLD4), 1)
      END IF
      OLD8 = SHMEM_INT8_CSWAP(X8(MAXP + 1), 0_8, BIG * (ME + 1), OWNER)
      IF (OLD8 .EQ. 0) CALL SHMEM_INT4_ADD(WIN4, 1000, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0) THEN
         IF (WIN4 .NE. 1001) CALL BAD('INT4/INT8_CSWAP',
     &      'race winners (1001 = one each)', INT(WIN4), 1001)
         DO 25 I = 1, NP
            IF (X4(I) .NE. 1 - I) CALL BAD('INT4_CSWAP', 'final slot',
     &         INT(X4(I)), 1 - I)
            IF (X8(I) .NE. -BIG * (I - 1)) CALL BAD('INT8_CSWAP',
     &         'final slot', INT(X8(I) / BIG), 1 - I)
   25    CONTINUE
         IF (X4(NP + 1) .NE. 0 .OR. X8(NP + 1) .NE. 0) CALL BAD(
     &      'INT4/INT8_CSWAP', 'the slot after the last changed',
     &      NP + 1, 0)
      END IF
      IF (ME .EQ. OWNER) THEN
         OLD4 = SHMEM_INT4_FETCH(WHO4, 0)
         IF (X4(MAXP + 1) .NE. OLD4 + 1) CALL BAD('INT4_CSWAP',
     &      'race: the winner''s value', INT(X4(MAXP + 1)), OLD4 + 1)
         IF (MOD(X8(MAXP + 1), BIG) .NE. 0 .OR. X8(MAXP + 1) .LT. BIG
     &       .OR. X8(MAXP + 1) .GT. BIG * NP) CALL BAD('INT8_CSWAP',
     &      'race: the winner''s value', INT(X8(MAXP + 1) / BIG), 1)
      END IF

! ---- SWAP: each PE swaps its number into the owner's word once;
! the old values and the final one are -1, 0, ..., NP-1, each once ----
      OLD4 = SHMEM_INT4_SWAP(T4, ME, OWNER)
      OLD8 = SHMEM_INT8_SWAP(T8, INT(ME, 8) * BIG + ME, OWNER)
      OLDW = SHMEM_SWAP(TW, ME, OWNER)
      IF (OLD8 .NE. -1 .AND. MOD(OLD8, BIG) .NE. OLD8 / BIG)
     &   CALL BAD('INT8_SWAP', 'old value', INT(MOD(OLD8, BIG)),
     &   INT(OLD8 / BIG))
      CALL SHMEM_INT4_INC(SEEN4(OLD4 + 2), 0)
      CALL SHMEM_INT8_INC(SEEN8(INT(MOD(OLD8, BIG)) + 2), 0)
      CALL SHMEM_INT4_ADD(SEENW(OLDW + 2), 1, 0)
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. OWNER) THEN
         CALL SHMEM_INT4_INC(SEEN4(T4 + 2), 0)
         CALL SHMEM_INT8_INC(SEEN8(INT(MOD(T8, BIG)) + 2), 0)
         CALL SHMEM_INT4_INC(SEENW(TW + 2), 0)
      END IF
      CALL SHMEM_BARRIER_ALL()
      IF (ME .EQ. 0) THEN
         DO 30 I = 1, NP + 1
            IF (SEEN4(I) .NE. 1) CALL BAD('INT4_SWAP', 'value seen',
     &         I - 2, INT(SEEN4(I)))
            IF (SEEN8(I) .NE. 1) CALL BAD('INT8_SWAP', 'value seen',
     &         I - 2, INT(SEEN8(I)))
            IF (SEENW(I) .NE. 1) CALL BAD('SWAP', 'value seen',
     &         I - 2, SEENW(I))
   30    CONTINUE
      END IF

! ---- SET and FETCH: my slot on the right-hand PE ----
      CALL SHMEM_INT4_SET(S4(ME + 1), -7 * ME - 1, RIGHT)
      CALL SHMEM_INT8_SET(S8(ME + 1), -BIG * ME - 3, RIGHT)
      CALL SHMEM_BARRIER_ALL()
      IF (S4(LEFT + 1) .NE. -7 * LEFT - 1) CALL BAD('INT4_SET',
     &   'INTEGER*4', INT(S4(LEFT + 1)), -7 * LEFT - 1)
      IF (S8(LEFT + 1) .NE. -BIG * LEFT - 3) CALL BAD('INT8_SET',
     &   'INTEGER*8', INT(S8(LEFT + 1) / BIG), -LEFT)
      IF (SHMEM_INT4_FETCH(S4(ME + 1), RIGHT) .NE. -7 * ME - 1)
     &   CALL BAD('INT4_FETCH', 'INTEGER*4',
     &   INT(SHMEM_INT4_FETCH(S4(ME + 1), RIGHT)), -7 * ME - 1)
      IF (SHMEM_INT8_FETCH(S8(ME + 1), RIGHT) .NE. -BIG * ME - 3)
     &   CALL BAD('INT8_FETCH', 'INTEGER*8', 0, 0)
      DO 40 I = 1, NP
         IF (I .NE. LEFT + 1 .AND. (S4(I) .NE. 0 .OR. S8(I) .NE. 0))
     &      CALL BAD('INT4/INT8_SET', 'another slot changed', I, 0)
   40 CONTINUE

      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: amo: PE', ME, ':', FAILS, 'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'amo: passed on', NP, 'PEs'
      END

      SUBROUTINE BAD(ROUTINE, WHAT, GOT, WANT)
      CHARACTER*(*) ROUTINE, WHAT
      INTEGER GOT, WANT, FAILS
      COMMON /AMOF/ FAILS
      INCLUDE 'mpp/shmem.fh'
      FAILS = FAILS + 1
      IF (FAILS .LE. 20) PRINT *, 'FAIL: SHMEM_', ROUTINE, ' ', WHAT,
     &   ' PE', MY_PE(), ' got', GOT, ' want', WANT
      END
