! SPDX-License-Identifier: BSD-3-Clause
! smaf/put_get.f: contiguous put and get of every Fortran type and size.
! Fixed form, short include file: the program declares MY_PE and
! NUM_PES itself. Each PE puts into its right-hand neighbour's COMMON
! and gets from the right-hand neighbour's COMMON sources; every
! element is checked, and the element after the last one moved must be
! untouched (a wrong element size or count shows). Lengths 1 and 0 are
! exercised too. SHMEM_PUT/SHMEM_GET count 32-bit words, as on Cray.
      PROGRAM PUTGET
      INCLUDE 'mpp/shmem.fh'
      INTEGER MY_PE, NUM_PES
      INTEGER N
      PARAMETER (N = 12)
      INTEGER ME, NP, RIGHT, LEFT, I, FAILS
      CHARACTER*1 CS(N), CD(N+1)
      COMPLEX ZS(N), ZD(N+1)
      DOUBLE PRECISION DS(N), DD(N+1)
      INTEGER IS(N), ID(N+1)
      LOGICAL LS(N), LD(N+1)
      REAL RS(N), RD(N+1)
      INTEGER*4 I4S(N), I4D(N+1)
      INTEGER*8 I8S(N), I8D(N+1)
      REAL*4 R4S(N), R4D(N+1)
      REAL*8 R8S(N), R8D(N+1)
      COMPLEX*16 Z16S(N), Z16D(N+1)
      INTEGER*1 BS(N), BD(N+1)
      COMMON /PGCH/ CS, CD
      COMMON /PGTY/ ZS, ZD, DS, DD, IS, ID, LS, LD, RS, RD
      COMMON /PGSZ/ Z16S, Z16D, I8S, I8D, R8S, R8D, I4S, I4D,
     &              R4S, R4D, BS, BD
      COMMON /PGFL/ FAILS
      EXTERNAL SETSRC, CLEAR, CHECK

      CALL START_PES(0)
      ME = MY_PE()
      NP = NUM_PES()
      RIGHT = MOD(ME + 1, NP)
      LEFT = MOD(ME + NP - 1, NP)
      FAILS = 0
      CALL SETSRC(ME)
      CALL CLEAR()
      CALL SHMEM_BARRIER_ALL()

! ---- typed puts, full length ----
      CALL SHMEM_CHARACTER_PUT(CD, CS, N, RIGHT)
      CALL SHMEM_COMPLEX_PUT(ZD, ZS, N, RIGHT)
      CALL SHMEM_DOUBLE_PUT(DD, DS, N, RIGHT)
      CALL SHMEM_INTEGER_PUT(ID, IS, N, RIGHT)
      CALL SHMEM_LOGICAL_PUT(LD, LS, N, RIGHT)
      CALL SHMEM_REAL_PUT(RD, RS, N, RIGHT)
! ---- sized puts: PUT4/PUT32 4 bytes, PUT8/PUT64 8, PUT128 16 ----
      CALL SHMEM_PUT4(I4D, I4S, N, RIGHT)
      CALL SHMEM_PUT8(I8D, I8S, N, RIGHT)
      CALL SHMEM_PUT32(R4D, R4S, N, RIGHT)
      CALL SHMEM_PUT64(R8D, R8S, N, RIGHT)
      CALL SHMEM_PUT128(Z16D, Z16S, N, RIGHT)
      CALL SHMEM_PUTMEM(BD, BS, N, RIGHT)
      CALL SHMEM_BARRIER_ALL()
      CALL CHECK(LEFT, N, 'PUT')

! ---- typed gets from the right neighbour's sources ----
      CALL SHMEM_BARRIER_ALL()
      CALL CLEAR()
      CALL SHMEM_CHARACTER_GET(CD, CS, N, RIGHT)
      CALL SHMEM_COMPLEX_GET(ZD, ZS, N, RIGHT)
      CALL SHMEM_DOUBLE_GET(DD, DS, N, RIGHT)
      CALL SHMEM_INTEGER_GET(ID, IS, N, RIGHT)
      CALL SHMEM_LOGICAL_GET(LD, LS, N, RIGHT)
      CALL SHMEM_REAL_GET(RD, RS, N, RIGHT)
      CALL SHMEM_GET4(I4D, I4S, N, RIGHT)
      CALL SHMEM_GET8(I8D, I8S, N, RIGHT)
      CALL SHMEM_GET32(R4D, R4S, N, RIGHT)
      CALL SHMEM_GET64(R8D, R8S, N, RIGHT)
      CALL SHMEM_GET128(Z16D, Z16S, N, RIGHT)
      CALL SHMEM_GETMEM(BD, BS, N, RIGHT)
      CALL CHECK(RIGHT, N, 'GET')

! ---- one element (the single-word path), then zero (a no-op) ----
      CALL SHMEM_BARRIER_ALL()
      CALL CLEAR()
      CALL SHMEM_BARRIER_ALL()
      CALL SHMEM_CHARACTER_PUT(CD, CS, 1, RIGHT)
      CALL SHMEM_COMPLEX_PUT(ZD, ZS, 1, RIGHT)
      CALL SHMEM_DOUBLE_PUT(DD, DS, 1, RIGHT)
      CALL SHMEM_INTEGER_PUT(ID, IS, 1, RIGHT)
      CALL SHMEM_LOGICAL_PUT(LD, LS, 1, RIGHT)
      CALL SHMEM_REAL_PUT(RD, RS, 1, RIGHT)
      CALL SHMEM_PUT4(I4D, I4S, 1, RIGHT)
      CALL SHMEM_PUT8(I8D, I8S, 1, RIGHT)
      CALL SHMEM_PUT32(R4D, R4S, 1, RIGHT)
      CALL SHMEM_PUT64(R8D, R8S, 1, RIGHT)
      CALL SHMEM_PUT128(Z16D, Z16S, 1, RIGHT)
      CALL SHMEM_PUTMEM(BD, BS, 1, RIGHT)
      CALL SHMEM_INTEGER_PUT(ID(2), IS(2), 0, RIGHT)
      CALL SHMEM_PUT128(Z16D(2), Z16S(2), 0, RIGHT)
      CALL SHMEM_PUTMEM(BD(2), BS(2), 0, RIGHT)
      CALL SHMEM_BARRIER_ALL()
      CALL CHECK(LEFT, 1, 'PUT len 1')
      CALL SHMEM_BARRIER_ALL()
      CALL CLEAR()
      CALL SHMEM_CHARACTER_GET(CD, CS, 1, LEFT)
      CALL SHMEM_COMPLEX_GET(ZD, ZS, 1, LEFT)
      CALL SHMEM_DOUBLE_GET(DD, DS, 1, LEFT)
      CALL SHMEM_INTEGER_GET(ID, IS, 1, LEFT)
      CALL SHMEM_LOGICAL_GET(LD, LS, 1, LEFT)
      CALL SHMEM_REAL_GET(RD, RS, 1, LEFT)
      CALL SHMEM_GET4(I4D, I4S, 1, LEFT)
      CALL SHMEM_GET8(I8D, I8S, 1, LEFT)
      CALL SHMEM_GET32(R4D, R4S, 1, LEFT)
      CALL SHMEM_GET64(R8D, R8S, 1, LEFT)
      CALL SHMEM_GET128(Z16D, Z16S, 1, LEFT)
      CALL SHMEM_GETMEM(BD, BS, 1, LEFT)
      CALL SHMEM_GETMEM(BD(2), BS(2), 0, LEFT)
      CALL CHECK(LEFT, 1, 'GET len 1')

! ---- generic SHMEM_PUT/SHMEM_GET: the count is in 32-bit words ----
      CALL GENERIC(ME, NP)

      CALL SHMEM_BARRIER_ALL()
      IF (FAILS .NE. 0) THEN
         PRINT *, 'FAIL: put_get: PE', ME, ':', FAILS, 'checks failed'
         STOP 1
      END IF
      IF (ME .EQ. 0) PRINT *, 'put_get: passed on', NP, 'PEs'
      END

! The value PE P's sources hold in element I, one function per type.
      INTEGER FUNCTION IV(P, I)
      INTEGER P, I
      IV = P * 1000 + I
      END

      SUBROUTINE SETSRC(ME)
      INTEGER ME, I, N, IV
      PARAMETER (N = 12)
      CHARACTER*1 CS(N), CD(N+1)
      COMPLEX ZS(N), ZD(N+1)
      DOUBLE PRECISION DS(N), DD(N+1)
      INTEGER IS(N), ID(N+1)
      LOGICAL LS(N), LD(N+1)
      REAL RS(N), RD(N+1)
      INTEGER*4 I4S(N), I4D(N+1)
      INTEGER*8 I8S(N), I8D(N+1)
      REAL*4 R4S(N), R4D(N+1)
      REAL*8 R8S(N), R8D(N+1)
      COMPLEX*16 Z16S(N), Z16D(N+1)
      INTEGER*1 BS(N), BD(N+1)
      COMMON /PGCH/ CS, CD
      COMMON /PGTY/ ZS, ZD, DS, DD, IS, ID, LS, LD, RS, RD
      COMMON /PGSZ/ Z16S, Z16D, I8S, I8D, R8S, R8D, I4S, I4D,
     &              R4S, R4D, BS, BD
      DO 10 I = 1, N
         CS(I) = CHAR(ICHAR('A') + MOD(ME * 3 + I, 26))
         ZS(I) = CMPLX(REAL(IV(ME, I)), -REAL(I))
         DS(I) = DBLE(IV(ME, I)) + 0.25D0
         IS(I) = IV(ME, I)
         LS(I) = MOD(ME + I, 3) .EQ. 0
         RS(I) = REAL(IV(ME, I)) + 0.5
         I4S(I) = -IV(ME, I)
         I8S(I) = INT(ME, 8) * 10000000000_8 + I
         R4S(I) = REAL(IV(ME, I)) - 0.75
         R8S(I) = DBLE(IV(ME, I)) * 1.0D10
         Z16S(I) = DCMPLX(DBLE(IV(ME, I)), DBLE(-ME - I) * 0.5D0)
         BS(I) = INT(MOD(ME * 13 + I, 120), 1)
   10 CONTINUE
      END

! Destinations to sentinels (the extra element included).
      SUBROUTINE CLEAR()
      INTEGER I, N
      PARAMETER (N = 12)
      CHARACTER*1 CS(N), CD(N+1)
      COMPLEX ZS(N), ZD(N+1)
      DOUBLE PRECISION DS(N), DD(N+1)
      INTEGER IS(N), ID(N+1)
      LOGICAL LS(N), LD(N+1)
      REAL RS(N), RD(N+1)
      INTEGER*4 I4S(N), I4D(N+1)
      INTEGER*8 I8S(N), I8D(N+1)
      REAL*4 R4S(N), R4D(N+1)
      REAL*8 R8S(N), R8D(N+1)
      COMPLEX*16 Z16S(N), Z16D(N+1)
      INTEGER*1 BS(N), BD(N+1)
      COMMON /PGCH/ CS, CD
      COMMON /PGTY/ ZS, ZD, DS, DD, IS, ID, LS, LD, RS, RD
      COMMON /PGSZ/ Z16S, Z16D, I8S, I8D, R8S, R8D, I4S, I4D,
     &              R4S, R4D, BS, BD
      DO 10 I = 1, N + 1
         CD(I) = '#'
         ZD(I) = (-1.0, -1.0)
         DD(I) = -1.0D0
         ID(I) = -1
         LD(I) = .FALSE.
         RD(I) = -1.0
         I4D(I) = -1
         I8D(I) = -1
         R4D(I) = -1.0
         R8D(I) = -1.0D0
         Z16D(I) = (-1.0D0, -1.0D0)
         BD(I) = -1
   10 CONTINUE
      END

! Elements 1..K must hold PE P's sources, K+1..N+1 the sentinels.
      SUBROUTINE CHECK(P, K, WHAT)
      INTEGER P, K
      CHARACTER*(*) WHAT
      INTEGER I, N, IV
      PARAMETER (N = 12)
      CHARACTER*1 CS(N), CD(N+1)
      COMPLEX ZS(N), ZD(N+1)
      DOUBLE PRECISION DS(N), DD(N+1)
      INTEGER IS(N), ID(N+1)
      LOGICAL LS(N), LD(N+1)
      REAL RS(N), RD(N+1)
      INTEGER*4 I4S(N), I4D(N+1)
      INTEGER*8 I8S(N), I8D(N+1)
      REAL*4 R4S(N), R4D(N+1)
      REAL*8 R8S(N), R8D(N+1)
      COMPLEX*16 Z16S(N), Z16D(N+1)
      INTEGER*1 BS(N), BD(N+1)
      COMMON /PGCH/ CS, CD
      COMMON /PGTY/ ZS, ZD, DS, DD, IS, ID, LS, LD, RS, RD
      COMMON /PGSZ/ Z16S, Z16D, I8S, I8D, R8S, R8D, I4S, I4D,
     &              R4S, R4D, BS, BD
      DO 10 I = 1, N + 1
         IF (I .LE. K) THEN
            IF (CD(I) .NE. CHAR(ICHAR('A') + MOD(P * 3 + I, 26)))
     &         CALL BAD(WHAT, 'CHARACTER', I, ICHAR(CD(I)), 0)
            IF (ZD(I) .NE. CMPLX(REAL(IV(P, I)), -REAL(I)))
     &         CALL BAD(WHAT, 'COMPLEX', I, INT(REAL(ZD(I))), IV(P,I))
            IF (DD(I) .NE. DBLE(IV(P, I)) + 0.25D0)
     &         CALL BAD(WHAT, 'DOUBLE', I, INT(DD(I)), IV(P, I))
            IF (ID(I) .NE. IV(P, I))
     &         CALL BAD(WHAT, 'INTEGER', I, ID(I), IV(P, I))
            IF (LD(I) .NEQV. (MOD(P + I, 3) .EQ. 0))
     &         CALL BAD(WHAT, 'LOGICAL', I, 0, 0)
            IF (RD(I) .NE. REAL(IV(P, I)) + 0.5)
     &         CALL BAD(WHAT, 'REAL', I, INT(RD(I)), IV(P, I))
            IF (I4D(I) .NE. -IV(P, I))
     &         CALL BAD(WHAT, '4 (INTEGER*4)', I, I4D(I), -IV(P, I))
            IF (I8D(I) .NE. INT(P, 8) * 10000000000_8 + I)
     &         CALL BAD(WHAT, '8 (INTEGER*8)', I, INT(I8D(I)), I)
            IF (R4D(I) .NE. REAL(IV(P, I)) - 0.75)
     &         CALL BAD(WHAT, '32 (REAL*4)', I, INT(R4D(I)), IV(P,I))
            IF (R8D(I) .NE. DBLE(IV(P, I)) * 1.0D10)
     &         CALL BAD(WHAT, '64 (REAL*8)', I, INT(R8D(I)/1D10),
     &                  IV(P, I))
            IF (Z16D(I) .NE.
     &          DCMPLX(DBLE(IV(P, I)), DBLE(-P - I) * 0.5D0))
     &         CALL BAD(WHAT, '128 (COMPLEX*16)', I,
     &                  INT(DBLE(Z16D(I))), IV(P, I))
            IF (BD(I) .NE. INT(MOD(P * 13 + I, 120), 1))
     &         CALL BAD(WHAT, 'MEM (bytes)', I, INT(BD(I)),
     &                  MOD(P * 13 + I, 120))
         ELSE
            IF (CD(I) .NE. '#' .OR. ZD(I) .NE. (-1.0, -1.0) .OR.
     &          DD(I) .NE. -1.0D0 .OR. ID(I) .NE. -1 .OR. LD(I) .OR.
     &          RD(I) .NE. -1.0)
     &         CALL BAD(WHAT, 'typed: past the length', I, ID(I), -1)
            IF (I4D(I) .NE. -1 .OR. I8D(I) .NE. -1 .OR.
     &          R4D(I) .NE. -1.0 .OR. R8D(I) .NE. -1.0D0 .OR.
     &          Z16D(I) .NE. (-1.0D0, -1.0D0) .OR. BD(I) .NE. -1)
     &         CALL BAD(WHAT, 'sized: past the length', I, I4D(I), -1)
         END IF
   10 CONTINUE
      END

      SUBROUTINE BAD(WHAT, TYPE, I, GOT, WANT)
      CHARACTER*(*) WHAT, TYPE
      INTEGER I, GOT, WANT, FAILS, MY_PE
      COMMON /PGFL/ FAILS
      FAILS = FAILS + 1
      IF (FAILS .LE. 20) PRINT *, 'FAIL: SHMEM_', WHAT, ' type ', TYPE,
     &   ' PE', MY_PE(), ' element', I, ' got', GOT, ' want', WANT
      END

! SHMEM_PUT and SHMEM_GET move 32-bit words: an INTEGER*8 is two, a
! REAL*4 one; an odd count moves half of the last INTEGER*8.
      SUBROUTINE GENERIC(ME, NP)
      INTEGER ME, NP, RIGHT, LEFT, I, M
      PARAMETER (M = 8)
      INTEGER*8 GS8(M), GD8(M)
      REAL*4 GS4(M), GD4(M)
      INTEGER*4 HALF(2)
      INTEGER*8 WHOLE
      EQUIVALENCE (HALF, WHOLE)
      COMMON /PGGN/ GS8, GD8, GS4, GD4
      RIGHT = MOD(ME + 1, NP)
      LEFT = MOD(ME + NP - 1, NP)
      DO 10 I = 1, M
         GS8(I) = INT(ME, 8) * 100000000000_8 + I * 65537_8
         GD8(I) = -1
         GS4(I) = REAL(ME) * 100.0 + REAL(I) + 0.125
         GD4(I) = -1.0
   10 CONTINUE
      CALL SHMEM_BARRIER_ALL()
! 2*3 words = 3 INTEGER*8; 5 words = 5 REAL*4
      CALL SHMEM_PUT(GD8, GS8, 2 * 3, RIGHT)
      CALL SHMEM_PUT(GD4, GS4, 5, RIGHT)
      CALL SHMEM_BARRIER_ALL()
      DO 20 I = 1, M
         IF (I .LE. 3) THEN
            IF (GD8(I) .NE. INT(LEFT, 8) * 100000000000_8 + I*65537_8)
     &         CALL BAD('PUT', 'generic INTEGER*8', I, INT(GD8(I)), I)
         ELSE IF (GD8(I) .NE. -1) THEN
            CALL BAD('PUT', 'generic: past 6 words', I, INT(GD8(I)),
     &               -1)
         END IF
         IF (I .LE. 5) THEN
            IF (GD4(I) .NE. REAL(LEFT) * 100.0 + REAL(I) + 0.125)
     &         CALL BAD('PUT', 'generic REAL*4', I, INT(GD4(I)), I)
         ELSE IF (GD4(I) .NE. -1.0) THEN
            CALL BAD('PUT', 'generic: past 5 words', I, INT(GD4(I)),
     &               -1)
         END IF
   20 CONTINUE
! get 3 words from the right: one INTEGER*8 and the first half of the
! second (the half at the lower address, little-endian: the low word)
      CALL SHMEM_BARRIER_ALL()
      DO 30 I = 1, M
         GD8(I) = -1
         GD4(I) = -1.0
   30 CONTINUE
      CALL SHMEM_GET(GD8, GS8, 3, RIGHT)
      CALL SHMEM_GET(GD4, GS4, M, RIGHT)
      IF (GD8(1) .NE. INT(RIGHT, 8) * 100000000000_8 + 65537_8)
     &   CALL BAD('GET', 'generic INTEGER*8', 1, INT(GD8(1)), 1)
      WHOLE = GD8(2)
      I = HALF(1)
      WHOLE = INT(RIGHT, 8) * 100000000000_8 + 2 * 65537_8
      IF (I .NE. HALF(1)) CALL BAD('GET', 'generic 3rd word', 2, I,
     &   HALF(1))
      WHOLE = GD8(2)
      IF (HALF(2) .NE. -1) CALL BAD('GET', 'generic 4th word', 2,
     &   HALF(2), -1)
      IF (GD8(3) .NE. -1) CALL BAD('GET', 'generic: past 3 words', 3,
     &   INT(GD8(3)), -1)
      DO 40 I = 1, M
         IF (GD4(I) .NE. REAL(RIGHT) * 100.0 + REAL(I) + 0.125)
     &      CALL BAD('GET', 'generic REAL*4', I, INT(GD4(I)), I)
   40 CONTINUE
      END
