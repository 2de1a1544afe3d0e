#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The Fortran binding outside the programs of tests/fortran:
#  - every constant of the include files has the C header's value;
#  - shmem.fh and mpp/shmem.fh are the same, valid fixed form (columns
#    7-72), and the long form is the short one plus declarations;
#  - oshfort picks the long form for a source calling a function-valued
#    routine it does not declare (also under IMPLICIT NONE), the short one
#    for a source declaring its own, obeys the switches, compiles mixed
#    sources one by one, and SHMEM_FC chooses the compiler;
#  - the g77 (lower__) and upper-case spellings are callable;
#  - a put to an ALLOCATABLE array ends the job with one line naming
#    SHMEM_INTEGER_PUT.
source "$(dirname "$0")/common.bash"
export LC_ALL=C
F=$B/bin/oshfort
inc=$B/include
for f in $F $R $inc/shmem.fh $inc/mpp/shmem.fh $inc/shmap/fortran-long/shmem.fh; do
    [ -e "$f" ] || { fail "$f is missing (run make)"; exit 1; }
done
command -v gfortran >/dev/null || { echo "SKIP: gfortran is not installed"; exit 77; }

# ---- the include files ----
cmp -s $inc/shmem.fh $inc/mpp/shmem.fh || fail "shmem.fh and mpp/shmem.fh differ"
cmp -s $inc/shmap/fortran-long/shmem.fh $inc/shmap/fortran-long/mpp/shmem.fh ||
    fail "the long shmem.fh and mpp/shmem.fh differ"
for h in $inc/shmem.fh $inc/shmap/fortran-long/shmem.fh; do
    bad=$(awk -v h="$h" '/^!/ { next }
        length > 72 || !/^      [^ ]/ { print h ":" NR ": not a fixed-form statement in columns 7-72" }' "$h")
    [ -z "$bad" ] && ok "$h: fixed form, columns 7-72" || fail "$bad"
done
short_stmts=$(grep -v '^!' $inc/shmem.fh)
long_stmts=$(grep -v '^!' $inc/shmap/fortran-long/shmem.fh)
[ -z "$(comm -23 <(sort <<<"$short_stmts") <(sort <<<"$long_stmts"))" ] ||
    fail "the long form lacks statements of the short one"
for fn in SHMEM_MY_PE SHMEM_N_PES SHMEM_INT8_FADD SHMEM_SWAP SHMEM_TEST_LOCK SHMEM_REAL8_SWAP \
    SHMEM_FADD SHMEM_FINC SHMEM_CSWAP \
    SHMEMX_ASYM_INIT SHMEMX_ASYM_REGISTER SHMEMX_ASYM_UNREGISTER; do
    grep -q "^      EXTERNAL $fn\$" <<<"$long_stmts" || fail "the long form does not declare $fn"
done
# SGI's names that Cray's long header left to the program (whose own
# variable my_pe a declaration would break: tests/fortran/cray_locals.f).
for fn in MY_PE NUM_PES; do
    grep -q " $fn\$" <<<"$long_stmts" && fail "the long form declares $fn, which Cray's did not"
done

# Every PARAMETER against the C macro of the same name (SHMAP_VS<n> are
# the pieces of SHMEM_VENDOR_STRING, not C names).
names=$(sed -n 's/^ *PARAMETER (\([A-Z0-9_]*\)=.*/\1/p' $inc/shmem.fh | grep -v '^SHMAP_VS')
[ "$(wc -w <<<"$names")" -ge 20 ] || fail "only $(wc -w <<<"$names") constants found in shmem.fh"
{
    echo "      PROGRAM CONSTS"  # free form: the PRINT lines pass column 72
    echo "      INCLUDE 'shmem.fh'"
    for n in $names; do
        if [ "$n" = SHMEM_VENDOR_STRING ]; then
            echo "      PRINT '(2A)', '$n=', $n"
        else
            echo "      PRINT '(A,I0)', '$n=', $n"
        fi
    done
    echo "      END"
} >"$tmp/consts.f90"
{
    echo '#include <stdio.h>'
    echo '#include <mpp/shmem.h>'
    echo 'int main(void) {'
    for n in $names; do
        if [ "$n" = SHMEM_VENDOR_STRING ]; then
            echo "    printf(\"%s=%s\\n\", \"$n\", $n);"
        else
            echo "    printf(\"%s=%ld\\n\", \"$n\", (long)($n));"
        fi
    done
    echo '    return 0; }'
} >"$tmp/consts.c"
if $F -o "$tmp/cf" "$tmp/consts.f90" 2>"$tmp/err" && cc -Werror=implicit-function-declaration -I$inc -o "$tmp/cc" "$tmp/consts.c" 2>>"$tmp/err"; then
    "$tmp/cf" >"$tmp/f.out"
    "$tmp/cc" >"$tmp/c.out"
    diff "$tmp/c.out" "$tmp/f.out" >"$tmp/d" && ok "$(wc -l <"$tmp/c.out") Fortran constants have the C values" ||
        { fail "Fortran constants differ from C (< C, > Fortran):"; cat "$tmp/d"; }
    ncons=$(wc -l <"$tmp/c.out")
else
    fail "the constants programs did not build:"; head -10 "$tmp/err"
fi

# ---- oshfort: which include form ----
form() { # args -> "long" or "short", from --showme
    case $($F --showme "$@") in *fortran-long*) echo long ;; *) echo short ;; esac
}
[ "$(form -c tests/fortran/atomics.f)" = long ] ||
    fail "oshfort: atomics.f calls MY_PE and SHMEM_INT8_FADD undeclared, yet got the short form"
[ "$(form -c tests/fortran/coll.f)" = short ] ||
    fail "oshfort: coll.f declares its own SHMEM_MY_PE, yet got the long form"
[ "$(form -c tests/fortran/rma.f90)" = short ] || fail "oshfort: rma.f90 got the long form"
[ "$(form -c tests/fortran/cray_locals.f)" = long ] ||
    fail "oshfort: cray_locals.f calls SHMEM_FADD undeclared, yet got the short form"
[ "$(form -c --short-header tests/fortran/atomics.f)" = short ] || fail "oshfort --short-header"
[ "$(form -c -DSHMEM_FORT_SHORT_HEADER tests/fortran/atomics.f)" = short ] || fail "oshfort -DSHMEM_FORT_SHORT_HEADER"
[ "$(form -c -DOPENSHMEM_FORT_SHORT_HEADER tests/fortran/atomics.f)" = short ] || fail "oshfort -DOPENSHMEM_FORT_SHORT_HEADER"
[ "$(form -c --long-header tests/fortran/coll.f)" = long ] || fail "oshfort --long-header"
[ "$(form -c -DSHMEM_FORT_LONG_HEADER tests/fortran/coll.f)" = long ] || fail "oshfort -DSHMEM_FORT_LONG_HEADER"
# Why the choice matters: the long form on a program with its own
# declarations is gfortran's "already has basic type" error.
if $F --long-header -c -o "$tmp/x.o" tests/fortran/coll.f >"$tmp/err" 2>&1; then
    fail "coll.f built with the long form although it declares SHMEM_MY_PE itself"
else
    grep -q "already has basic type" "$tmp/err" || { fail "unexpected error from the long form:"; head -3 "$tmp/err"; }
fi
# IMPLICIT NONE and no declaration: gfortran's trial error picks long.
cat >"$tmp/impnone.f90" <<'F90'
program impnone
  implicit none
  include 'shmem.fh'
  integer(8) :: c
  common /x/ c
  call shmem_init()
  c = 0
  call shmem_barrier_all()
  if (shmem_int8_fadd(c, 5_8, 0) < 0) stop 1
  call shmem_barrier_all()
  if (shmem_my_pe() == 0 .and. c /= 5 * shmem_n_pes()) stop 2
end program impnone
F90
[ "$(form -c "$tmp/impnone.f90")" = long ] || fail "oshfort: IMPLICIT NONE program without declarations got the short form"
if $F -o "$tmp/impnone" "$tmp/impnone.f90" -J"$tmp" 2>"$tmp/err"; then
    $R -np 3 "$tmp/impnone" >"$tmp/out" 2>&1 || { fail "impnone.f90 at 3 PEs:"; head -5 "$tmp/out"; }
else
    fail "impnone.f90 did not build:"; head -5 "$tmp/err"
fi
# Mixed: a main program declaring its own types, a subroutine file that
# does not; built and linked in one oshfort call.
cat >"$tmp/main.f" <<'F77'
      PROGRAM MIXED
      INCLUDE 'mpp/shmem.fh'
      INTEGER SHMEM_MY_PE, SHMEM_N_PES, K
      COMMON /CNT/ K
      CALL SHMEM_INIT()
      K = 0
      CALL SHMEM_BARRIER_ALL()
      CALL BUMP()
      CALL SHMEM_BARRIER_ALL()
      IF (SHMEM_MY_PE() .EQ. 0 .AND. K .NE. SHMEM_N_PES()) STOP 3
      END
F77
cat >"$tmp/bump.f" <<'F77'
      SUBROUTINE BUMP()
      INCLUDE 'mpp/shmem.fh'
      INTEGER K, OLD
      COMMON /CNT/ K
      OLD = SHMEM_INT4_FINC(K, 0)
      IF (OLD .LT. 0 .OR. MY_PE() .LT. 0) STOP 4
      END
F77
if (cd "$tmp" && "$OLDPWD/$F" -o mixed main.f bump.f) >"$tmp/err" 2>&1; then
    $R -np 4 "$tmp/mixed" >"$tmp/out" 2>&1 || { fail "mixed-form program at 4 PEs:"; head -5 "$tmp/out"; }
else
    fail "oshfort could not build sources needing different forms:"; head -5 "$tmp/err"
fi
# Compiled one at a time, each source still gets every compile option.
out=$(cd "$tmp" && "$OLDPWD/$F" --showme -O2 -g -Wall -I /nonexistent -o mixed main.f bump.f)
n=$(echo "$out" | grep -c -- '-c .*\.f -o')
[ "$n" = 2 ] || fail "mixed sources: expected two compile lines, got $n"
echo "$out" | grep -- '-c .*\.f -o' | grep -v -- '-O2 -g -Wall -I /nonexistent' &&
    fail "a per-source compile line dropped -O2 -g -Wall or -I dir"
for sw in "--short-header --long-header" "--long-header --short-header"; do
    # shellcheck disable=SC2086
    $F --showme $sw x.f >/dev/null 2>&1 && fail "oshfort accepted $sw"
done
case $(SHMEM_FC=/usr/bin/gfortran $F --showme --short-header -c x.f) in
/usr/bin/gfortran\ *) ;; *) fail "SHMEM_FC does not choose the compiler" ;;
esac
case $(SMA_FC=/usr/bin/gfortran $F --showme --short-header x.f) in
/usr/bin/gfortran\ *-fcray-pointer*-lsma*) ;; *) fail "SMA_FC, -fcray-pointer or -lsma missing from --showme" ;;
esac

# ---- the other spellings, from C ----
cat >"$tmp/spell.c" <<'C'
#include <stdio.h>
int shmem_my_pe__(void);
int SHMEM_N_PES(void);
int num_pes_(void);
void START_PES(const int *);
int main(void)
{
    int zero = 0;
    START_PES(&zero);
    if (shmem_my_pe__() < 0 || SHMEM_N_PES() != num_pes_()) return 1;
    puts("ok");
    return 0;
}
C
if cc -Werror=implicit-function-declaration -o "$tmp/spell" "$tmp/spell.c" -L$B/lib -Wl,-rpath,"$PWD/$B/lib" -lsma 2>"$tmp/err"; then
    $R -np 2 "$tmp/spell" >"$tmp/out" 2>&1 || { fail "the g77/upper-case spellings:"; head -3 "$tmp/out"; }
else
    fail "cannot link the g77/upper-case spellings:"; head -3 "$tmp/err"
fi

# ---- bad input: a put to an ALLOCATABLE ----
cat >"$tmp/badput.f90" <<'F90'
program badput
  include 'shmem.fh'
  integer, allocatable :: a(:)
  integer :: b(4) = 1
  call shmem_init()
  allocate(a(4))
  call shmem_integer_put(a, b, 4, 0)
  call shmem_barrier_all()
end program badput
F90
if $F -o "$tmp/badput" "$tmp/badput.f90" -J"$tmp" 2>"$tmp/err"; then
    timeout 20 $R -np 2 "$tmp/badput" >"$tmp/out" 2>&1
    rc=$?
    [ $rc -ne 0 ] && [ $rc -ne 124 ] || fail "a put to an ALLOCATABLE exited $rc"
    grep -Eq '^shmap: PE [01]: SHMEM_INTEGER_PUT: .*not symmetric' "$tmp/out" ||
        { fail "no one-line error naming SHMEM_INTEGER_PUT:"; head -5 "$tmp/out"; }
else
    fail "badput.f90 did not build:"; head -5 "$tmp/err"
fi

# ---- the automatic choice under a UTF-8 locale (gfortran's curly quotes) ----
cat >"$tmp/utf8.f90" <<'F90'
program utf8
  implicit none
  include 'shmem.fh'
  call shmem_init()
  if (shmem_my_pe() < 0) stop 1
end program utf8
F90
(cd "$tmp" && LANG=C.UTF-8 LC_ALL=C.UTF-8 "$OLDPWD/$F" -o utf8 utf8.f90) >"$tmp/err" 2>&1 ||
    { fail "IMPLICIT NONE source with an undeclared SHMEM_MY_PE under C.UTF-8 did not build:"; head -3 "$tmp/err"; }

# ---- use shmem: the interfaces catch a wrong type at compile time ----
if [ -f $B/include/shmem.mod ]; then
    cat >"$tmp/modbad.f90" <<'F90'
program modbad
  use shmem
  real :: x(4) = 1.0
  integer :: y(4) = 0
  call shmem_init()
  call shmem_integer_put(y, x, 4, 0)
end program modbad
F90
    if $F -o "$tmp/modbad" "$tmp/modbad.f90" -J"$tmp" 2>"$tmp/err"; then
        fail "use shmem accepted a REAL source to SHMEM_INTEGER_PUT"
    else
        grep -qi "shmem_integer_put" "$tmp/err" ||
            { fail "the compile error does not name shmem_integer_put:"; head -5 "$tmp/err"; }
    fi
    cat >"$tmp/modok.f90" <<'F90'
program modok
  use shmem
  implicit none
  integer :: me
  integer, save :: v(3) = 0, cnt = 0
  call shmem_init()
  me = shmem_my_pe()
  call shmem_put(v, [me, me, me], 3, mod(me + 1, shmem_n_pes()))
  call shmem_inc(cnt, 0)
  call shmem_barrier_all()
  if (any(v /= mod(me - 1 + shmem_n_pes(), shmem_n_pes()))) error stop 1
  if (me == 0 .and. shmem_fadd(cnt, 0, 0) /= shmem_n_pes()) error stop 2
  call shmem_finalize()
end program modok
F90
    if $F -o "$tmp/modok" "$tmp/modok.f90" -J"$tmp" 2>"$tmp/err"; then
        $R -np 3 "$tmp/modok" >"$tmp/out" 2>&1 || { fail "use shmem program failed:"; head -3 "$tmp/out"; }
    else
        fail "use shmem program did not build:"; head -5 "$tmp/err"
    fi
else
    echo "SKIP: no shmem.mod (no Fortran compiler at build time)"
fi

[ $fails = 0 ] && ok "Fortran: ${ncons:-0} constants agree with C; include forms, oshfort and error paths ok"
finish
