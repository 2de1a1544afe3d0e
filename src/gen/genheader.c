/* SPDX-License-Identifier: BSD-3-Clause */
/* Expands a header template over the type tables: every prototype spelled out.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/shmemi_types.h"

/*
 * The installed headers list every routine on a line of its own, so that
 * grep, ctags and IDEs find shmem_long_put; the type lists still live only
 * in src/core/shmemi_types.h. A template line
 *
 *     @TABLE text with @N@ (type name), @T@ (C type), @OP@ (operation)
 *
 * becomes one line per row of TABLE, and a block between "@@TABLE" and
 * "@@END" is repeated the same way. Rows of a complex type come last and
 * are the same in C and C++: the OpenSHMEM C++ interface is the C one, on
 * T _Complex (which g++ and clang++ accept), each line of them after
 * SHMEMI_COMPLEX_EXT (see shmem.h.in). Every other line is copied as it
 * is.
 *
 * A table name may carry a view: TABLE:G leaves out the rows whose C type
 * is a typedef of another row (int32_t, size_t, ...), as a C11 _Generic
 * association list or a C++ overload set must; TABLE:GL also leaves out
 * long (for the names whose long form is the SGI routine itself); TABLE:GS
 * keeps the signed intN_t rows (a table with no plain signed type);
 * TABLE:X keeps only the complex rows, with @T@ std::complex<float> (or
 * <double>) and @C@ the C type, for the C++ overloads that take
 * std::complex (@C@ is @T@ in every other view). Within a line,
 * @{TABLE:G|text@} is text expanded for each row, joined by ", " (the
 * association list of a _Generic).
 *
 * @VERSION@, @VERSION_MAJOR@, @VERSION_MINOR@ and @VERSION_PATCH@ anywhere
 * become the parts of the version given on the command line.
 *
 *     genheader header X.Y.Z < template > header   the header
 *     genheader list < template                    the names it declares
 */

struct row {
    const char *op, *name, *type;
    const char *ctype; /* in the :X view, the C type of @T@ */
};

#define ROW(N, T) {"", #N, #T, NULL},
#define BITS_ROW(B) {"", #B, "", NULL},
static const struct row rma[] = {SHMEMI_RMA_TYPES(ROW)};
static const struct row sized[] = {SHMEMI_SIZED_BITS(BITS_ROW)};
static const struct row wait[] = {SHMEMI_WAIT_TYPES(ROW)};
static const struct row amo_std[] = {SHMEMI_AMO_STD_TYPES(ROW)};
static const struct row amo_ext[] = {SHMEMI_AMO_STD_TYPES(ROW)
                                         SHMEMI_AMO_EXT_ONLY_TYPES(ROW)};
static const struct row amo_bit[] = {SHMEMI_AMO_BIT_TYPES(ROW)};
static const struct row amo_legacy[] = {SHMEMI_AMO_LEGACY_TYPES(ROW)};
static const struct row amo_legacy_ext[] = {SHMEMI_AMO_LEGACY_TYPES(ROW)
                                                SHMEMI_AMO_EXT_ONLY_TYPES(ROW)};

static const struct row reduce_bit[] = {SHMEMI_REDUCE_BITWISE_TYPES(ROW)};
static const struct row reduce_minmax[] = {SHMEMI_REDUCE_MINMAX_TYPES(ROW)};
static const struct row reduce_sum[] = {SHMEMI_REDUCE_SUM_TYPES(ROW)};
static const struct row complex_rows[] = {SHMEMI_COMPLEX_TYPES(ROW)};

/* The reduction tables pair each operation with its own type table. */
#define OP_ROW(OP, N, T) {#OP, #N, #T, NULL},
#define ROW_and(N, T) OP_ROW(and, N, T)
#define ROW_or(N, T) OP_ROW(or, N, T)
#define ROW_xor(N, T) OP_ROW(xor, N, T)
#define ROW_min(N, T) OP_ROW(min, N, T)
#define ROW_max(N, T) OP_ROW(max, N, T)
#define ROW_sum(N, T) OP_ROW(sum, N, T)
#define ROW_prod(N, T) OP_ROW(prod, N, T)
#define OPS(OP, TABLE) TABLE(ROW_##OP)
static const struct row to_all[] = {SHMEMI_TO_ALL_OPS(OPS)};
static const struct row reduce[] = {SHMEMI_REDUCE_OPS(OPS)};

#define TABLE(NAME, ROWS)                                                      \
    {                                                                          \
        NAME, ROWS, sizeof(ROWS) / sizeof(ROWS[0])                             \
    }
static const struct table {
    const char *name;
    const struct row *rows;
    size_t n;
} tables[] = {
    TABLE("RMA_TYPES", rma),
    TABLE("SIZED_BITS", sized),
    TABLE("WAIT_TYPES", wait),
    TABLE("AMO_STD_TYPES", amo_std),
    TABLE("AMO_EXT_TYPES", amo_ext),
    TABLE("AMO_BIT_TYPES", amo_bit),
    TABLE("AMO_LEGACY_TYPES", amo_legacy),
    TABLE("AMO_LEGACY_EXT_TYPES", amo_legacy_ext),
    TABLE("REDUCE_BITWISE_TYPES", reduce_bit),
    TABLE("REDUCE_MINMAX_TYPES", reduce_minmax),
    TABLE("REDUCE_SUM_TYPES", reduce_sum),
    TABLE("COMPLEX_TYPES", complex_rows),
    TABLE("TO_ALL_OPS", to_all),
    TABLE("REDUCE_OPS", reduce),
};

static bool list_mode, profile_mode;
static int lineno;
static char version[4][32]; /* "X.Y.Z", "X", "Y", "Z" */

static void die(const char *msg, const char *what)
{
    fprintf(stderr, "genheader: line %d: %s%s\n", lineno, msg, what);
    exit(1);
}

/* The view a table name asks for (see above). */
enum view { ALL, GENERIC, GENERIC_NO_LONG, GENERIC_SIGNED, CXX_COMPLEX };

static const struct table *find_table(const char *name, size_t len,
                                      enum view *v)
{
    *v = ALL;
    if (len > 3 && !strncmp(name + len - 3, ":GL", 3))
        *v = GENERIC_NO_LONG, len -= 3;
    else if (len > 3 && !strncmp(name + len - 3, ":GS", 3))
        *v = GENERIC_SIGNED, len -= 3;
    else if (len > 2 && !strncmp(name + len - 2, ":G", 2))
        *v = GENERIC, len -= 2;
    else if (len > 2 && !strncmp(name + len - 2, ":X", 2))
        *v = CXX_COMPLEX, len -= 2;
    for (size_t i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
        if (strlen(tables[i].name) == len &&
            !strncmp(tables[i].name, name, len))
            return &tables[i];
    die("unknown table ", name);
    return NULL;
}

static bool is_complex(const struct row *r)
{
    return strstr(r->type, "_Complex") != NULL;
}

static bool in_view(const struct row *r, enum view v)
{
    size_t n = strlen(r->type);
    if (v == ALL)
        return true;
    if (v == CXX_COMPLEX)
        return is_complex(r);
    /* :GS keeps the signed intN_t rows, for the bitwise tables, which
     * have no plain signed type they could be a typedef of. */
    if (v == GENERIC_SIGNED && n > 2 && !strcmp(r->type + n - 2, "_t"))
        return !strncmp(r->type, "int", 3);
    if (n > 2 && !strcmp(r->type + n - 2, "_t"))
        return false; /* a typedef of another row's type */
    return v != GENERIC_NO_LONG || strcmp(r->type, "long");
}

/*
 * In list mode, the name a line declares: a line at file level that is not
 * a preprocessor line or comment, ends in ';' and has "identifier(" (a
 * prototype), or an extern object ("extern struct x name;").
 */
static void list_line(const char *s)
{
    static const char *const skip[] = {"#", " ", "\t",      "/",      "*",
                                       "}", "{", "typedef", "struct", "enum"};
    size_t len = strlen(s);
    while (len && (s[len - 1] == '\n' || s[len - 1] == ' '))
        len--;
    if (!len || s[len - 1] != ';')
        return;
    for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++)
        if (!strncmp(s, skip[i], strlen(skip[i])))
            return;
    const char *end = strchr(s, '(');
    if (!end || end > s + len) { /* an object: the last word before ';' */
        if (strncmp(s, "extern ", 7))
            return;
        end = s + len - 1;
    }
    const char *b = end;
    while (b > s &&
           (b[-1] == '_' || (b[-1] >= 'a' && b[-1] <= 'z') ||
            (b[-1] >= 'A' && b[-1] <= 'Z') || (b[-1] >= '0' && b[-1] <= '9')))
        b--;
    if (b < end)
        printf("%.*s\n", (int)(end - b), b);
}

/*
 * In profile mode, a declaration of a shmem_ or shmemx_ routine becomes
 * the same declaration of its pshmem_ name (the profiling interface);
 * everything else is dropped.
 */
static void profile_line(const char *s)
{
    static const char *const skip[] = {"#", " ", "\t", "/", "*", "}", "{",
                                       "typedef", "struct", "enum", "extern",
                                       "inline", "static", "SHMEMI_INLINE"};
    size_t len = strlen(s);
    while (len && (s[len - 1] == '\n' || s[len - 1] == ' '))
        len--;
    if (len < 2 || strncmp(s + len - 2, ");", 2))
        return;
    for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++)
        if (!strncmp(s, skip[i], strlen(skip[i])))
            return;
    if (!strncmp(s, "SHMEMI_NORETURN ", 16)) /* not defined out there */
        s += 16;
    const char *open = strchr(s, '('), *b = open;
    while (b > s && (b[-1] == '_' || (b[-1] >= 'a' && b[-1] <= 'z') ||
                     (b[-1] >= '0' && b[-1] <= '9')))
        b--;
    if (strncmp(b, "shmem_", 6) && strncmp(b, "shmemx_", 7))
        return;
    printf("%.*sp%s", (int)(b - s), s, b);
}

static void emit(const char *s)
{
    if (list_mode)
        list_line(s);
    else if (profile_mode)
        profile_line(s);
    else
        fputs(s, stdout);
}

/* Copy `text`, replacing @N@, @T@, @OP@ by the row's fields (when there
 * is a row) and the version placeholders. */
static void substitute(const char *text, const struct row *r)
{
    static const char *const vnames[] = {"@VERSION@", "@VERSION_MAJOR@",
                                         "@VERSION_MINOR@", "@VERSION_PATCH@"};
    char out[8192];
    size_t o = 0;
    /* A declaration or definition of a complex row starts with the
     * header's SHMEMI_COMPLEX_EXT (__extension__ in C++). */
    if (r && (r->ctype || is_complex(r)) && text[0] >= 'a' && text[0] <= 'z')
        o = (size_t)sprintf(out, "SHMEMI_COMPLEX_EXT ");
    for (const char *p = text; *p;) {
        const char *v = NULL;
        size_t skip = 0;
        if (!strncmp(p, "@{", 2)) { /* @{TABLE:VIEW|text@} */
            const char *bar = strchr(p, '|'), *end = strstr(p, "@}");
            if (!bar || !end || bar > end)
                die("malformed @{...@} in: ", text);
            enum view view;
            const struct table *t =
                find_table(p + 2, (size_t)(bar - p - 2), &view);
            bool first = true;
            for (size_t i = 0; i < t->n; i++) {
                if (!in_view(&t->rows[i], view))
                    continue;
                char seg[512];
                size_t n = (size_t)(end - bar - 1), k = 0;
                if (n >= sizeof(seg))
                    die("@{...@} too long in: ", text);
                for (const char *q = bar + 1; q < end;) {
                    const char *f = !strncmp(q, "@N@", 3)    ? t->rows[i].name
                                    : !strncmp(q, "@T@", 3)  ? t->rows[i].type
                                    : !strncmp(q, "@C@", 3)  ? t->rows[i].type
                                    : !strncmp(q, "@OP@", 4) ? t->rows[i].op
                                                             : NULL;
                    if (f) {
                        size_t fl = strlen(f);
                        if (k + fl >= sizeof(seg))
                            die("@{...@} too long in: ", text);
                        memcpy(seg + k, f, fl);
                        k += fl;
                        q += q[1] == 'O' ? 4 : 3;
                    } else {
                        seg[k++] = *q++;
                    }
                    if (k >= sizeof(seg))
                        die("@{...@} too long in: ", text);
                }
                if (o + k + 2 >= sizeof(out))
                    die("expanded line too long", "");
                if (!first)
                    out[o++] = ',', out[o++] = ' ';
                memcpy(out + o, seg, k);
                o += k;
                first = false;
            }
            p = end + 2;
            continue;
        }
        if (r && !strncmp(p, "@N@", 3))
            v = r->name, skip = 3;
        else if (r && !strncmp(p, "@T@", 3))
            v = r->type, skip = 3;
        else if (r && !strncmp(p, "@C@", 3))
            v = r->ctype ? r->ctype : r->type, skip = 3;
        else if (r && !strncmp(p, "@OP@", 4))
            v = r->op, skip = 4;
        for (int i = 0; i < 4 && !v; i++)
            if (!strncmp(p, vnames[i], strlen(vnames[i])))
                v = version[i], skip = strlen(vnames[i]);
        if (v) {
            size_t n = strlen(v);
            if (o + n >= sizeof(out))
                die("expanded line too long", "");
            memcpy(out + o, v, n);
            o += n;
            p += skip;
        } else {
            if (o + 1 >= sizeof(out))
                die("expanded line too long", "");
            out[o++] = *p++;
        }
    }
    out[o] = '\0';
    emit(out);
}

/* Expand lines[0..n) for every row in the view: real types first, then
 * complex ones; in the :X view, each complex row as std::complex<T>. */
static void expand(const struct table *t, enum view v, char **lines, size_t n)
{
    for (int pass = 0; pass < 2; pass++) {
        for (size_t r = 0; r < t->n; r++) {
            if (is_complex(&t->rows[r]) != (pass == 1) ||
                !in_view(&t->rows[r], v))
                continue;
            struct row row = t->rows[r];
            char ty[64];
            if (v == CXX_COMPLEX) {
                snprintf(ty, sizeof(ty), "std::complex<%.*s>",
                         (int)strcspn(row.type, " "), row.type);
                row.ctype = row.type;
                row.type = ty;
            }
            for (size_t i = 0; i < n; i++)
                substitute(lines[i], &row);
        }
    }
}

static const struct table *table_at(const char *s, enum view *v, size_t *len)
{
    *len = strcspn(s, " \n");
    return find_table(s, *len, v);
}

int main(int argc, char **argv)
{
    list_mode = argc == 2 && !strcmp(argv[1], "list");
    profile_mode = argc == 3 && !strcmp(argv[1], "profile");
    if (!list_mode &&
        (argc != 3 || (strcmp(argv[1], "header") && !profile_mode) ||
         strlen(argv[2]) > 31 ||
         sscanf(argv[2], "%31[0-9].%31[0-9].%31[0-9]", version[1], version[2],
                version[3]) != 3)) {
        fprintf(stderr, "usage: genheader header X.Y.Z < template\n"
                        "       genheader profile X.Y.Z < templates\n"
                        "       genheader list < template\n");
        return 2;
    }
    strcpy(version[0], list_mode ? "" : argv[2]);
    if (profile_mode)
        printf("/* SPDX-License-Identifier: BSD-3-Clause */\n"
               "/* shmap %s: the OpenSHMEM profiling interface, every routine\n"
               " * of <shmem.h> and <shmemx.h> under its pshmem_ name. A\n"
               " * profiling library defines shmem_NAME (libsma's is weak) and\n"
               " * calls pshmem_NAME. GENERATED by src/gen/genheader.c from\n"
               " * src/gen/shmem.h.in and shmemx.h.in: do not edit. */\n"
               "#ifndef SHMAP_PSHMEM_H\n#define SHMAP_PSHMEM_H\n\n"
               "#include <mpp/shmem.h>\n#include <mpp/shmemx.h>\n\n"
               "#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
               "/* As in <mpp/shmem.h>: T _Complex in C++ too. */\n"
               "#if defined(__cplusplus) && defined(__GNUC__)\n"
               "#define SHMEMI_COMPLEX_EXT __extension__\n#else\n"
               "#define SHMEMI_COMPLEX_EXT\n#endif\n\n",
               argv[2]);
    char line[4096];
    char *block[256];
    size_t nblock = 0;
    const struct table *bt = NULL;
    enum view bv = ALL;
    size_t len;
    while (fgets(line, sizeof(line), stdin)) {
        lineno++;
        if (bt) { /* inside @@TABLE ... @@END */
            if (!strncmp(line, "@@END", 5)) {
                expand(bt, bv, block, nblock);
                for (size_t i = 0; i < nblock; i++)
                    free(block[i]);
                nblock = 0;
                bt = NULL;
            } else if (nblock == sizeof(block) / sizeof(block[0])) {
                die("block too long", "");
            } else if (!(block[nblock++] = strdup(line))) {
                die("out of memory", "");
            }
        } else if (!strncmp(line, "@@", 2)) {
            bt = table_at(line + 2, &bv, &len);
        } else if (line[0] == '@' && line[1] != '{') {
            enum view v;
            const struct table *t = table_at(line + 1, &v, &len);
            char *text = line + 1 + len;
            if (*text == ' ')
                text++;
            expand(t, v, &text, 1);
        } else {
            substitute(line, NULL);
        }
    }
    if (bt)
        die("@@", "block without @@END");
    if (profile_mode)
        printf("\n#undef SHMEMI_COMPLEX_EXT\n#ifdef __cplusplus\n}\n#endif\n\n"
               "#endif\n");
    return ferror(stdout) ? 1 : 0;
}
