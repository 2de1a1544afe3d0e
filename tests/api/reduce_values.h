/* SPDX-License-Identifier: BSD-3-Clause */
/* What each PE contributes to a test reduction, and the element operations. */
#ifndef SHMAP_REDUCE_VALUES_H
#define SHMAP_REDUCE_VALUES_H

/* Shared by the active-set (shmem_TYPE_OP_to_all) and team
 * (shmem_TYPE_OP_reduce) tests, which check the same operations on the
 * same values; the complex types need <complex.h> (I) before this. */

#define OP_and(a, b) ((a) & (b))
#define OP_or(a, b) ((a) | (b))
#define OP_xor(a, b) ((a) ^ (b))
#define OP_min(a, b) ((b) < (a) ? (b) : (a))
#define OP_max(a, b) ((b) > (a) ? (b) : (a))
#define OP_sum(a, b) ((a) + (b))
#define OP_prod(a, b) ((a) * (b))

/*
 * The value PE pe contributes at index i, per operation. Bitwise ops use
 * bits up to the type's top value bit; min/max small signed values (which
 * wrap to large ones in the unsigned types); sum values 0..2 (with an
 * imaginary part 0..1 for the complex types); prod is 1 except for at most
 * two factors 2 (and one 1+i), so nothing overflows, not even a char at
 * 64 PEs, and every floating-point result is exact.
 */
#define SHIFT(T, pe, i) (((pe)*3 + (i)) % (int)(sizeof(T) * 8 - 1))
#define V_and(T, pe, i) ((T) ~((T)1 << SHIFT(T, pe, i)))
#define V_or(T, pe, i) ((T)((T)1 << SHIFT(T, pe, i)))
#define V_xor(T, pe, i)                                                        \
    ((T)((T)(((pe)*37 + (i)*11) & 0x7f) ^                                      \
         ((T)(((pe) + (i)) & 1) << (sizeof(T) * 8 - 2))))
#define V_min(T, pe, i) ((T)(((pe)*5 + (i)*3) % 17 - 8))
#define V_max(T, pe, i) V_min(T, pe, i)
#define V_sum(T, pe, i)                                                        \
    ((T)((double)(((pe) + 2 * (i)) % 3) + (double)(((pe) + (i)) % 2) * I))
#define V_prod(T, pe, i)                                                       \
    ((T)((double)((pe) < 6 && ((pe) + (i)) % 3 == 0 ? 2 : 1) +                 \
         (double)((pe) == 1 && (i) % 2) * I))

/*
 * Check a reduction's result out[0..n) against the reduction, in PE order,
 * of what every PE of `set` contributes (pe_of(set, r) for r < set->size),
 * and that the source s[] kept its values from index `from` on; one
 * failure each at most, naming the routine `what` and the set.
 */
#define CHECK_REDUCTION(T, OP, out, n, set, what, in_place)                    \
    for (int i_ = 0; i_ < (int)(n); i_++) {                                    \
        T e_ = V_##OP(T, pe_of(set, 0), i_);                                   \
        for (int r_ = 1; r_ < (set)->size; r_++)                               \
            e_ = OP_##OP(e_, V_##OP(T, pe_of(set, r_), i_));                   \
        if ((out)[i_] != e_) {                                                 \
            CHECK(0, "%s%s on %s: [%d] = %g%+gi, expected %g%+gi", what,       \
                  (in_place) ? " (in place)" : "", (set)->name, i_,            \
                  (double)creall((out)[i_]), (double)cimagl((out)[i_]),        \
                  (double)creall(e_), (double)cimagl(e_));                     \
            break;                                                             \
        }                                                                      \
    }
#define CHECK_SOURCE_KEPT(T, OP, s, from, count, set, what)                    \
    for (int i_ = (int)(from); i_ < (count); i_++)                             \
        if ((s)[i_] != V_##OP(T, me, i_)) {                                    \
            CHECK(0, "%s on %s: source [%d] changed", what, (set)->name, i_);  \
            break;                                                             \
        }

#endif
