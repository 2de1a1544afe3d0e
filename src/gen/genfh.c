/* SPDX-License-Identifier: BSD-3-Clause */
/* Writes the Fortran include files and module from the C header and wrappers. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mpp/shmem.h>

#include "../core/shmemi_types.h"

/*
 * genfh short|long|module < fortran.types > shmem.fh (or shmem.f90)
 * genfh module|shim KINDS < fortran.types > shmem.f90 (or a .S)
 *
 * fortran.types holds "UPPER ctype (C parameters)" for every Fortran
 * routine (the wrappers' SHMEMF() lines, fortran/shmem_f.h), so what the
 * files declare is what the wrappers define. Every constant is the C
 * header's own macro, so the two cannot disagree.
 *
 *   short   constants, and the types of SHMEM_PTR and the accessibility
 *           queries; fixed and free form alike (statements in columns
 *           7-72, no continuation lines, '!' comments)
 *   long    the same, plus a type and EXTERNAL for every function
 *   module  `module shmem` (free form): the constants, an explicit
 *           interface for every routine, and generic shmem_put/shmem_get
 *           choosing the routine from the arguments' type, kind and rank
 *   shim    libsma_KINDS.so's jumps (see shim() below)
 *
 * KINDS (i8r4d8: 8-byte default INTEGER, 4-byte REAL, 8-byte DOUBLE
 * PRECISION) names the layer of a program built with -fdefault-integer-8
 * and the like (fortran/shmem_f.h); the module is then that layer's.
 */

/* ---- the constants ---- */
#define INT_CONSTANTS(X)                                                       \
    X(SHMEM_MAJOR_VERSION) X(SHMEM_MINOR_VERSION) X(SHMEM_MAX_NAME_LEN)        \
    X(SHMEM_CMP_EQ) X(SHMEM_CMP_NE) X(SHMEM_CMP_GT) X(SHMEM_CMP_LE)            \
    X(SHMEM_CMP_LT) X(SHMEM_CMP_GE) X(SHMEM_BARRIER_SYNC_SIZE)                 \
    X(SHMEM_BCAST_SYNC_SIZE) X(SHMEM_COLLECT_SYNC_SIZE)                        \
    X(SHMEM_REDUCE_SYNC_SIZE) X(SHMEM_ALLTOALL_SYNC_SIZE)                      \
    X(SHMEM_ALLTOALLS_SYNC_SIZE) X(SHMEM_SYNC_SIZE)                            \
    X(SHMEM_REDUCE_MIN_WRKDATA_SIZE) X(SHMEM_SYNC_VALUE)                       \
    X(SHMEM_THREAD_SINGLE) X(SHMEM_THREAD_FUNNELED)                            \
    X(SHMEM_THREAD_SERIALIZED) X(SHMEM_THREAD_MULTIPLE)

struct iconst {
    const char *name;
    long value;
};
#define ICONST(N) {#N, (long)(N)},
static const struct iconst iconsts[] = {INT_CONSTANTS(ICONST)};
#define NICONST (sizeof(iconsts) / sizeof(iconsts[0]))

/* ---- the routines, from standard input ---- */
struct param {
    char ctype[64]; /* without const and '*' */
    char name[64];
    int is_const, is_ptr;
};
struct routine {
    char name[64], ret[64];
    struct param p[12];
    int np;
};
static struct routine rt[512];
static int nrt;

static void die(const char *fmt, ...)
    __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("genfh: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static void parse_param(struct param *p, char *s)
{
    memset(p, 0, sizeof(*p));
    char *tok[8];
    int nt = 0;
    for (char *t = strtok(s, " \t"); t && nt < 8; t = strtok(NULL, " \t")) {
        while (*t == '*') {
            p->is_ptr = 1;
            t++;
        }
        char *star = strchr(t, '*');
        if (star) {
            p->is_ptr = 1;
            *star = '\0';
        }
        if (*t == '\0')
            continue;
        if (!strcmp(t, "const"))
            p->is_const = 1;
        else
            tok[nt++] = t;
    }
    if (nt < 2)
        die("cannot read parameter '%s'", s);
    snprintf(p->name, sizeof(p->name), "%s", tok[nt - 1]);
    p->ctype[0] = '\0';
    for (int i = 0; i < nt - 1; i++) {
        if (i)
            strcat(p->ctype, " ");
        strcat(p->ctype, tok[i]);
    }
}

static void read_routines(void)
{
    char line[1024];
    while (fgets(line, sizeof(line), stdin)) {
        struct routine *r = &rt[nrt];
        char *open = strchr(line, '('), *close = strrchr(line, ')');
        if (!open || !close || sscanf(line, "%63s %63s", r->name, r->ret) != 2)
            die("cannot read '%s'", line);
        *close = '\0';
        r->np = 0;
        char *params = open + 1, *save = NULL;
        for (char *q = strtok_r(params, ",", &save); q;
             q = strtok_r(NULL, ",", &save)) {
            while (isspace((unsigned char)*q))
                q++;
            if (!strcmp(q, "void"))
                break;
            parse_param(&r->p[r->np++], q);
        }
        if (++nrt == (int)(sizeof(rt) / sizeof(rt[0])))
            die("too many routines");
    }
    if (nrt == 0)
        die("no routines on standard input");
}

/* The default kinds of the layer the module is for, in bytes (INTEGER and
 * LOGICAL, REAL, DOUBLE PRECISION): gfortran's unless the command line
 * names another layer (fortran/shmem_f.h). */
static int kind_i = 4, kind_r = 4, kind_d = 8;

/* The Fortran type of a C type of the wrappers. */
static const char *ftype(const char *c)
{
    static char defaults[5][16];
    snprintf(defaults[0], sizeof(defaults[0]), "INTEGER(%d)", kind_i);
    snprintf(defaults[1], sizeof(defaults[1]), "LOGICAL(%d)", kind_i);
    snprintf(defaults[2], sizeof(defaults[2]), "REAL(%d)", kind_r);
    snprintf(defaults[3], sizeof(defaults[3]), "REAL(%d)", kind_d);
    snprintf(defaults[4], sizeof(defaults[4]), "COMPLEX(%d)", kind_r);
    const struct {
        const char *c, *f;
    } map[] = {
        {"shmemf_int", defaults[0]},      {"shmemf_logical", defaults[1]},
        {"shmemf_real", defaults[2]},     {"shmemf_double", defaults[3]},
        {"shmemf_complex", defaults[4]},
        {"shmemf_pointer", "INTEGER(8)"}, {"shmemf_int8", "INTEGER(8)"},
        {"int8_t", "INTEGER(1)"},         {"int16_t", "INTEGER(2)"},
        {"int32_t", "INTEGER(4)"},        {"int64_t", "INTEGER(8)"},
        {"float", "REAL(4)"},             {"double", "REAL(8)"},
        {"__float128", "REAL(16)"},       {"float _Complex", "COMPLEX(4)"},
        {"double _Complex", "COMPLEX(8)"}, {"char", "CHARACTER(LEN=1)"},
    };
    for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
        if (!strcmp(c, map[i].c))
            return map[i].f;
    die("no Fortran type for C type '%s'", c);
}

/* ---- the include files ---- */
static void line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void line(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    if (n < 0 || n > 72 - 6)
        die("statement too long for fixed form: %s", buf);
    printf("      %s\n", buf);
}

/* A CHARACTER constant too long for one fixed-form statement: joined from
 * pieces named SHMAP_VS<n>. Quotes are doubled, as Fortran spells them. */
static void vendor(const char *s)
{
    enum { PIECE = 36 };
    size_t len = strlen(s), pieces = (len + PIECE - 1) / PIECE;
    char expr[64] = "";
    if (pieces > 4)
        die("the vendor string is too long");
    for (size_t i = 0; i < pieces; i++) {
        char q[2 * PIECE + 1], *o = q;
        for (size_t j = i * PIECE; j < len && j < (i + 1) * PIECE; j++) {
            if (s[j] == '\'')
                *o++ = '\'';
            *o++ = s[j];
        }
        *o = '\0';
        line("CHARACTER*(*) SHMAP_VS%zu", i + 1);
        line("PARAMETER (SHMAP_VS%zu='%s')", i + 1, q);
        snprintf(expr + strlen(expr), sizeof(expr) - strlen(expr), "%s%s%zu",
                 i ? "//" : "", "SHMAP_VS", i + 1);
    }
    line("CHARACTER*(*) SHMEM_VENDOR_STRING");
    line("PARAMETER (SHMEM_VENDOR_STRING=%s)", expr);
}

/* Declared by both forms: callers seldom declare them themselves. */
static int in_short(const char *name)
{
    return !strcmp(name, "SHMEM_PTR") ||
           !strcmp(name, "SHMEM_PE_ACCESSIBLE") ||
           !strcmp(name, "SHMEM_ADDR_ACCESSIBLE");
}

/* SGI's MY_PE and NUM_PES, which Cray's long header did not declare: the
 * T3E codes it served often have a variable of that name ("INTEGER
 * my_pe"), which a declaration here would break ("already has basic
 * type"). Programs that call them undeclared get INTEGER by the implicit
 * rules (M, N); the rest declare them themselves. */
static int program_declares(const char *name)
{
    return !strcmp(name, "MY_PE") || !strcmp(name, "NUM_PES");
}

static void include_file(int lng)
{
    printf("! SPDX-License-Identifier: BSD-3-Clause\n"
           "! shmap %d.%d.%d: the SHMEM Fortran include file, %s form.\n"
           "! Generated by src/gen/genfh.c from <mpp/shmem.h> and the\n"
           "! wrappers in fortran/; do not edit. Fixed and free form alike.\n",
           SHMAP_VERSION_MAJOR, SHMAP_VERSION_MINOR, SHMAP_VERSION_PATCH,
           lng ? "long" : "short");
    if (!lng)
        printf("! The long form (oshfort --long-header) also declares every\n"
               "! function-valued routine (SHMEM_INT8_FADD, SHMEM_SWAP, ...)\n"
               "! but MY_PE and NUM_PES, as Cray's did.\n");
    printf("! Constants\n");
    vendor(SHMEM_VENDOR_STRING);
    for (size_t i = 0; i < NICONST; i++) {
        line("INTEGER %s", iconsts[i].name);
        line("PARAMETER (%s=%ld)", iconsts[i].name, iconsts[i].value);
    }
    printf("! Function types%s\n", lng ? " and EXTERNALs" : "");
    for (int i = 0; i < nrt; i++) {
        const struct routine *r = &rt[i];
        if (!strcmp(r->ret, "void") || (!lng && !in_short(r->name)) ||
            program_declares(r->name))
            continue;
        const char *f = ftype(r->ret);
        /* INTEGER(4) is spelled INTEGER*4 in the fixed-form files, and
         * the default kinds plainly, as the codes that include them do. */
        if (!strcmp(r->ret, "shmemf_int"))
            f = "INTEGER";
        else if (!strcmp(r->ret, "shmemf_logical"))
            f = "LOGICAL";
        else if (!strcmp(f, "INTEGER(4)"))
            f = "INTEGER*4";
        else if (!strcmp(f, "INTEGER(8)"))
            f = "INTEGER*8";
        else if (!strcmp(f, "REAL(4)"))
            f = "REAL*4";
        else if (!strcmp(f, "REAL(8)"))
            f = "REAL*8";
        line("%s %s", f, r->name);
        if (lng)
            line("EXTERNAL %s", r->name);
    }
}

/* ---- the module ---- */

/* Typed RMA routines and reductions take arrays; AMOs and waits scalars. */
static int takes_arrays(const char *name)
{
    return strstr(name, "_TO_ALL") != NULL || strstr(name, "PUT") != NULL ||
           strstr(name, "GET") != NULL;
}

/* A parameter of any type: a choice buffer, or pSync/pWrk, which codes
 * declare as INTEGER, INTEGER*8 or the reduction's type. */
static int is_any(const struct param *p)
{
    return !strcmp(p->ctype, "void") || !strcmp(p->name, "pSync") ||
           !strcmp(p->name, "pWrk");
}

/* A typed data argument of a routine that takes arrays: the wrappers
 * name them target and source (counts, PEs and strides have their own
 * names). */
static int is_data(const struct routine *r, const struct param *p)
{
    return takes_arrays(r->name) && !is_any(p) &&
           (!strcmp(p->name, "target") || !strcmp(p->name, "source"));
}

/* A routine with typed data: its interface is a generic over ranks. */
static int has_data(const struct routine *r)
{
    for (int k = 0; k < r->np; k++)
        if (is_data(r, &r->p[k]))
            return 1;
    return 0;
}

static void lower(char *d, const char *s)
{
    while ((*d++ = (char)tolower((unsigned char)*s++)))
        ;
}

/* Rank r as an assumed-size shape: "", "(*)", "(1,*)", ... */
static const char *shape(int rank)
{
    static char buf[8][32];
    char *b = buf[rank];
    b[0] = '\0';
    if (rank) {
        strcpy(b, "(");
        for (int k = 1; k < rank; k++)
            strcat(b, "1,");
        strcat(b, "*)");
    }
    return b;
}

/*
 * One interface body. ranks[i] >= 0 gives parameter i (a data argument)
 * that rank and makes the body BIND(C) to the wrapper's symbol, as a
 * specific of a generic; otherwise data arguments are assumed-size.
 */
static void body(const struct routine *r, const char *fname, const char *sym,
                 const char *ftype_override, const int *ranks)
{
    char args[512] = "";
    for (int i = 0; i < r->np; i++) {
        if (!strcmp(r->p[i].ctype, "size_t")) /* a CHARACTER's length */
            continue;
        if (args[0])
            strcat(args, ", ");
        strcat(args, r->p[i].name);
    }
    int fn = strcmp(r->ret, "void") != 0;
    /* Free form allows 132 columns: the binding label goes on a
     * continuation line. */
    printf("    %s %s(%s)", fn ? "FUNCTION" : "SUBROUTINE", fname, args);
    if (sym)
        printf(" &\n        BIND(C, NAME='%s')", sym);
    printf("\n");
    if (fn)
        printf("      %s :: %s\n", ftype(r->ret), fname);
    for (int i = 0; i < r->np; i++) {
        const struct param *p = &r->p[i];
        const char *intent = p->is_const ? ", INTENT(IN)" : "";
        if (!strcmp(p->ctype, "size_t"))
            continue;
        if (is_any(p))
            printf("      !GCC$ ATTRIBUTES NO_ARG_CHECK :: %s\n"
                   "      TYPE(*), DIMENSION(*)%s :: %s\n",
                   p->name, intent, p->name);
        else if (!strcmp(p->ctype, "char") && !strcmp(p->name, "name"))
            printf("      CHARACTER(LEN=*) :: %s\n", p->name);
        else if (is_data(r, p))
            printf("      %s%s :: %s%s\n",
                   ftype_override ? ftype_override : ftype(p->ctype), intent,
                   p->name, shape(ranks ? ranks[i] : 1));
        else
            printf("      %s%s :: %s\n", ftype(p->ctype), intent, p->name);
    }
    printf("    END %s %s\n", fn ? "FUNCTION" : "SUBROUTINE", fname);
}

/*
 * A generic named gname over routine r (called as the wrapper sym):
 * one BIND(C) specific per rank pair of its two data arguments, (n, n),
 * (n, 0) and (0, n) for n = 0..7, since generic resolution matches
 * ranks exactly and codes pass scalars, array elements and arrays.
 */
static void rank_generic(const struct routine *r, const char *gname,
                         const char *sym, const char *ftype_override,
                         const char *tag)
{
    int d[2], nd = 0;
    for (int i = 0; i < r->np && nd < 2; i++)
        if (is_data(r, &r->p[i]))
            d[nd++] = i;
    if (nd == 0)
        die("%s has no data argument to be generic over", r->name);
    printf("  INTERFACE %s\n", gname);
    for (int a = 0; a <= 7; a++) {
        for (int v = 0; v < (nd == 2 ? 3 : 1); v++) {
            int ranks[12] = {0}, ra = a, rb = a;
            if (v == 1 && a == 0)
                continue;
            if (v == 1)
                rb = 0;
            if (v == 2) {
                if (a == 0)
                    continue;
                ra = 0;
                rb = a;
            }
            ranks[d[0]] = ra;
            if (nd == 2)
                ranks[d[1]] = rb;
            char fname[96];
            snprintf(fname, sizeof(fname), "shmemf_%s%s_%d%d", tag, gname, ra,
                     rb);
            body(r, fname, sym, ftype_override, ranks);
        }
    }
    printf("  END INTERFACE %s\n", gname);
}

static const struct routine *find(const char *name)
{
    for (int i = 0; i < nrt; i++)
        if (!strcmp(rt[i].name, name))
            return &rt[i];
    die("no routine %s", name);
}

/* X(C type, tag, put routine, get routine) for the generic
 * shmem_put/shmem_get: the typed routines of SHMEMF_RMA_TYPES (but
 * CHARACTER, whose length is not a kind), then every other kind, moved
 * by the sized routine of its size. A kind the layer's defaults already
 * gave a routine (INTEGER(8) under -fdefault-integer-8) is skipped. */
struct gen {
    const char *ctype, *tag, *put, *get;
};
#define GEN_TYPED(lower, UPPER, T, FT)                                         \
    {#T, #lower, "SHMEM_" #UPPER "_PUT", "SHMEM_" #UPPER "_GET"},
static const struct gen gens[] = {
    SHMEMF_RMA_TYPES(GEN_TYPED)
    {"int32_t", "i4", "SHMEM_PUT32", "SHMEM_GET32"},
    {"int64_t", "i8", "SHMEM_PUT64", "SHMEM_GET64"},
    {"float", "r4", "SHMEM_PUT32", "SHMEM_GET32"},
    {"double", "r8", "SHMEM_PUT64", "SHMEM_GET64"},
    {"__float128", "r16", "SHMEM_PUT128", "SHMEM_GET128"},
    {"float _Complex", "c4", "SHMEM_PUT64", "SHMEM_GET64"},
    {"double _Complex", "c8", "SHMEM_PUT128", "SHMEM_GET128"},
    {"int8_t", "i1", "SHMEM_PUTMEM", "SHMEM_GETMEM"},
};

/* shmem_put/shmem_get over every type of gens: the sized and byte
 * routines, whose data are untyped, stand in for the typed ones. */
static void generic(int put)
{
    printf("  ! shmem_%s: the routine for the arguments' type, kind and rank\n",
           put ? "put" : "get");
    const char *done[sizeof(gens) / sizeof(gens[0])];
    size_t ndone = 0;
    for (size_t g = 0; g < sizeof(gens) / sizeof(gens[0]); g++) {
        if (!strcmp(gens[g].ctype, "char"))
            continue;
        const char *ft = ftype(gens[g].ctype);
        int seen = 0;
        for (size_t k = 0; k < ndone; k++)
            seen |= !strcmp(done[k], ft);
        if (seen)
            continue;
        done[ndone++] = ft;
        struct routine r = *find(put ? gens[g].put : gens[g].get);
        for (int i = 0; i < r.np; i++) /* typed, for the specifics */
            if (!strcmp(r.p[i].ctype, "void"))
                strcpy(r.p[i].ctype, "int32_t");
        char sym[64], tag[32];
        lower(sym, r.name);
        strcat(sym, "_");
        snprintf(tag, sizeof(tag), "%s_", gens[g].tag);
        rank_generic(&r, put ? "shmem_put" : "shmem_get", sym, ft, tag);
    }
}

static void module(void)
{
    printf("! SPDX-License-Identifier: BSD-3-Clause\n"
           "! shmap %d.%d.%d: `use shmem`, the explicit interfaces of the\n"
           "! Fortran binding. Generated by src/gen/genfh.c; do not edit.\n"
           "! Instead of (not with) include 'shmem.fh'. Typed routines and\n"
           "! reductions are generic over the ranks of their data (scalars\n"
           "! and arrays); shmem_put and shmem_get are generic over type and\n"
           "! kind too and count elements of the arguments' type\n"
           "! (INTEGER(1|4|8), REAL(4|8|16), COMPLEX(4|8), LOGICAL), not\n"
           "! the default INTEGER words of the include file's SHMEM_PUT.\n"
           "MODULE shmem\n"
           "  IMPLICIT NONE\n"
           "  PRIVATE :: shmap_vs\n",
           SHMAP_VERSION_MAJOR, SHMAP_VERSION_MINOR, SHMAP_VERSION_PATCH);
    for (size_t i = 0; i < NICONST; i++)
        printf("  INTEGER, PARAMETER :: %s = %ld\n", iconsts[i].name,
               iconsts[i].value);
    printf("  CHARACTER(LEN=*), PARAMETER :: shmap_vs = '%s'\n"
           "  CHARACTER(LEN=*), PARAMETER :: SHMEM_VENDOR_STRING = shmap_vs\n",
           SHMEM_VENDOR_STRING);
    printf("  INTERFACE\n");
    for (int i = 0; i < nrt; i++) {
        const struct routine *r = &rt[i];
        if (!has_data(r) && strcmp(r->name, "SHMEM_PUT") && strcmp(r->name, "SHMEM_GET")) {
            char lname[64];
            lower(lname, r->name);
            body(r, lname, NULL, NULL, NULL);
        }
    }
    printf("  END INTERFACE\n");
    for (int i = 0; i < nrt; i++) {
        const struct routine *r = &rt[i];
        if (has_data(r)) {
            char lname[64], sym[72];
            lower(lname, r->name);
            snprintf(sym, sizeof(sym), "%s_", lname);
            rank_generic(r, lname, sym, NULL, "");
        }
    }
    generic(1);
    generic(0);
    printf("END MODULE shmem\n");
}

/* ---- another kinds' layer: libsma_<kinds>.so ---- */

/*
 * The layer itself is in libsma.so, each routine once, as
 * shmapf_<kinds>_lower_ (fortran/shmem_f.h): it needs the library's
 * internals, which only libsma.so has. libsma_<kinds>.so, linked before
 * libsma.so, defines the names programs call (lower_, lower__, UPPER and
 * their profiling pshmem_/PSHMEM_ names), each a jump to that routine:
 * a jump leaves every argument, hidden CHARACTER lengths included, where
 * the caller put it.
 */
static void shim(const char *kinds)
{
    printf("/* SPDX-License-Identifier: BSD-3-Clause */\n"
           "/* libsma_%s.so: generated by src/gen/genfh.c; do not edit. */\n"
           "#if defined(__x86_64__)\n"
           "#define JUMP(t) jmp t@PLT\n"
           "#elif defined(__aarch64__)\n"
           "#define JUMP(t) b t\n"
           "#else\n"
           "#error \"no Fortran kinds layer for this architecture\"\n"
           "#endif\n"
           "#define TRAMP(n, t) .globl n; .type n, %%function; n: JUMP(t); "
           ".size n, .-n\n"
           "    .section .note.GNU-stack, \"\", %%progbits\n"
           "    .text\n",
           kinds);
    for (int i = 0; i < nrt; i++) {
        char low[64], target[128];
        lower(low, rt[i].name);
        snprintf(target, sizeof(target), "shmapf_%s_%s_", kinds, low);
        printf("TRAMP(%s_, %s)\nTRAMP(%s__, %s)\nTRAMP(%s, %s)\n", low,
               target, low, target, rt[i].name, target);
        printf("TRAMP(p%s_, %s)\nTRAMP(p%s__, %s)\nTRAMP(P%s, %s)\n", low,
               target, low, target, rt[i].name, target);
    }
}

/* "i8r4d8": the default INTEGER, REAL and DOUBLE PRECISION sizes. */
static void set_kinds(const char *kinds)
{
    char end;
    if (sscanf(kinds, "i%dr%dd%d%c", &kind_i, &kind_r, &kind_d, &end) != 3 ||
        (kind_i != 4 && kind_i != 8) || (kind_r != 4 && kind_r != 8) ||
        (kind_d != 8 && kind_d != 16))
        die("kinds '%s' are not i{4,8}r{4,8}d{8,16}", kinds);
}

int main(int argc, char **argv)
{
    const char *mode = argc >= 2 ? argv[1] : "";
    int kinds = !strcmp(mode, "module") || !strcmp(mode, "shim");
    if (!(argc == 2 && (!strcmp(mode, "short") || !strcmp(mode, "long") ||
                        !strcmp(mode, "module"))) &&
        !(argc == 3 && kinds)) {
        fprintf(stderr, "usage: genfh short|long|module < fortran.types\n"
                        "       genfh module|shim i{4,8}r{4,8}d{8,16} < "
                        "fortran.types\n");
        return 2;
    }
    if (argc == 3)
        set_kinds(argv[2]);
    read_routines();
    if (!strcmp(mode, "module"))
        module();
    else if (!strcmp(mode, "shim"))
        shim(argv[2]);
    else
        include_file(!strcmp(mode, "long"));
    return 0;
}
