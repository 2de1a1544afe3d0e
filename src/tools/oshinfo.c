/* SPDX-License-Identifier: BSD-3-Clause */
/* oshinfo: what this shmap is, was built with, can use here, and reads. */
#include <dlfcn.h>
#include <errno.h>
#include <hwloc.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <shmem.h> /* SHMEM_MAJOR_VERSION, SHMEM_MINOR_VERSION */

#include "../core/env.h"
#include "../core/shmemi.h" /* SHMEMI_LIB_SIZE, SHMEMI_MAX_PES, the layout */
#include "../core/start/pmix_plugin.h"
#include "../transport/mpi_plugin.h"
#include "../transport/ucx_plugin.h"
#include "prefix.h"

/* From the Makefile: what this build found and was built with. */
#ifndef SHMAP_VERSION
#define SHMAP_VERSION "unknown"
#endif
#ifndef SHMAP_BUILD_CC
#define SHMAP_BUILD_CC "cc"
#endif
#ifndef SHMAP_BUILD_CFLAGS
#define SHMAP_BUILD_CFLAGS ""
#endif
#ifndef SHMAP_BUILT_MPI
#define SHMAP_BUILT_MPI 0
#endif
#ifndef SHMAP_BUILT_UCX
#define SHMAP_BUILT_UCX 0
#endif
#ifndef SHMAP_BUILT_PMIX
#define SHMAP_BUILT_PMIX 0
#endif

static bool parsable;
static bool all; /* --all: each variable's description too */

/* ---- output: "key:value" lines, or a section of "  label   text" ---- */

static void section(const char *title)
{
    if (!parsable)
        printf("\n%s\n", title);
}

/* A fact for one audience: pfact under --parsable ("key:value"), hfact
 * otherwise ("  label   text"); fact for both, the same text. */
static void vfact(bool p, const char *key, const char *fmt, va_list ap)
{
    if (p != parsable)
        return;
    if (p)
        printf("%s:", key);
    else
        printf("  %-22s ", key);
    vprintf(fmt, ap);
    putchar('\n');
}
#define FACT_FN(NAME, P)                                                       \
    static void NAME(const char *key, const char *fmt, ...)                    \
        __attribute__((format(printf, 2, 3)));                                 \
    static void NAME(const char *key, const char *fmt, ...)                    \
    {                                                                          \
        va_list ap;                                                            \
        va_start(ap, fmt);                                                     \
        vfact(P, key, fmt, ap);                                                \
        va_end(ap);                                                            \
    }
FACT_FN(pfact, true)
FACT_FN(hfact, false)
#undef FACT_FN

static void fact(const char *key, const char *label, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fact(const char *key, const char *label, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfact(parsable, parsable ? key : label, fmt, ap);
    va_end(ap);
}

/* 1536 -> "1.5 KiB" */
static const char *human(unsigned long long b, char *buf, size_t len)
{
    static const char *const unit[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    double v = (double)b;
    int u = 0;
    while (v >= 1024 && u < 5) {
        v /= 1024;
        u++;
    }
    snprintf(buf, len, "%.3g %s", v, unit[u]);
    return buf;
}

/* ---- build and installation ---- */

static void build_info(void)
{
    section("Build");
    fact("build:compiler", "compiler", "%s", SHMAP_BUILD_CC);
#ifdef __VERSION__
    fact("build:compiler_version", "compiler version", "%s", __VERSION__);
#endif
    fact("build:cflags", "CFLAGS", "%s", SHMAP_BUILD_CFLAGS);
    unsigned api = hwloc_get_api_version();
    char built[16], loaded[16];
    snprintf(built, sizeof(built), "%u.%u.%u", HWLOC_API_VERSION >> 16,
             (HWLOC_API_VERSION >> 8) & 0xff, HWLOC_API_VERSION & 0xff);
    snprintf(loaded, sizeof(loaded), "%u.%u.%u", api >> 16, (api >> 8) & 0xff,
             api & 0xff);
    pfact("build:hwloc", "yes");
    pfact("build:hwloc_version", "%s", built);
    pfact("build:hwloc_loaded", "%s", loaded);
    hfact("hwloc",
          "%s (built with), %s (loaded): oshrun's placement, the "
          "topology below",
          built, loaded);
    pfact("build:mpi_plugin", "%s", SHMAP_BUILT_MPI ? "yes" : "no");
    hfact("MPI transport", "%s",
          SHMAP_BUILT_MPI ? "built (" SHMEMI_MPI_PLUGIN_SO ")"
                          : "not built (no mpicc when shmap was built)");
    pfact("build:ucx_plugin", "%s", SHMAP_BUILT_UCX ? "yes" : "no");
    hfact("UCX transport", "%s",
          SHMAP_BUILT_UCX ? "built (" SHMEMI_UCX_PLUGIN_SO ")"
                          : "not built (no UCX headers when shmap was built)");
    pfact("build:pmix_plugin", "%s", SHMAP_BUILT_PMIX ? "yes" : "no");
    hfact("PMIx client", "%s",
          SHMAP_BUILT_PMIX ? "built (" SHMEMI_PMIX_PLUGIN_SO
                             "): joins srun --mpi=pmix's jobs"
                           : "not built (no PMIx headers when shmap was "
                             "built): srun --mpi=pmix's jobs join through "
                             "MPI");
}

static char libdir[PATH_MAX]; /* "" when not found */

static void install_info(void)
{
    char sover[16], lib[PATH_MAX + 32], real[PATH_MAX], exe[PATH_MAX];
    section("Installation");
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    exe[n > 0 ? n : 0] = '\0';
    fact("path:oshinfo", "oshinfo", "%s", exe);
    shmap_prefix_sover(SHMAP_VERSION, sover, sizeof(sover));
    if (shmap_prefix_libdir(sover, libdir, sizeof(libdir)) < 0) {
        libdir[0] = '\0';
        fact("path:libdir", "library directory",
             "not found (no libsma.so.%s where this oshinfo's oshcc links "
             "it)",
             sover);
        return;
    }
    fact("path:libdir", "library directory", "%s", libdir);
    snprintf(lib, sizeof(lib), "%s/libsma.so.%s", libdir, sover);
    fact("path:libsma", "libsma", "%s", realpath(lib, real) ? real : lib);
}

/* ---- transports ---- */

/* The plugin the library would load: SHMAP_<WHICH>_PLUGIN, else `so`
 * beside libsma.so (core/start/mpi.c's shmemi_plugin_path), else the
 * loader's search. */
static void plugin_path(const char *var, const char *so, char *buf, size_t len)
{
    const char *env = getenv(var);
    if (env && *env)
        snprintf(buf, len, "%s", env);
    else if (libdir[0])
        snprintf(buf, len, "%s/%s", libdir, so);
    else
        snprintf(buf, len, "%s", so);
}

static const char *in_path(const char *prog, char *buf, size_t len)
{
    const char *path = getenv("PATH");
    for (const char *p = path; p && *p;) {
        size_t n = strcspn(p, ":");
        if (n && (size_t)snprintf(buf, len, "%.*s/%s", (int)n, p, prog) < len &&
            access(buf, X_OK) == 0)
            return buf;
        p += n + (p[n] == ':');
    }
    return NULL;
}

static void mapped_transport(void)
{
    /* What every PE of a job does first: its segment file. */
    int fd = memfd_create("oshinfo-probe", MFD_CLOEXEC);
    pfact("transport:mapped:usable", "%s", fd >= 0 ? "yes" : "no");
    if (fd >= 0) {
        close(fd);
        hfact("mapped", "yes: PEs on this node load and store in each "
                        "other's memfd segments (under oshrun, and the PEs of "
                        "one machine under mpirun)");
    } else {
        pfact("transport:mapped:error", "memfd_create: %s", strerror(errno));
        hfact("mapped", "no: memfd_create: %s", strerror(errno));
    }
}

/* A plugin's facts: where, whether it loads (dlerror), its ABI, and the
 * library under it (version from the symbol `ver`, called before any
 * init as MPI and UCX allow). */
static void plugin_transport(const char *name, const char *label, bool built,
                             const char *var, const char *so, const char *sym,
                             int abi_want, const char *usage)
{
    char key[64], path[PATH_MAX + 32], mpirun[PATH_MAX];
#define PKEY(FIELD)                                                            \
    (snprintf(key, sizeof(key), "transport:%s:" FIELD, name), key)
    plugin_path(var, so, path, sizeof(path));
    pfact(PKEY("plugin"), "%s", path);
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    pfact(PKEY("loads"), "%s", h ? "yes" : "no");
    if (!h) {
        const char *e = dlerror();
        pfact(PKEY("error"), "%s", e ? e : "unknown");
        pfact(PKEY("usable"), "no");
        hfact(label, "no: %s%s", built ? "" : "not built; ", e ? e : path);
        return;
    }
    /* Both tables start with their ABI number. */
    typedef const int *(*table_fn)(void);
    table_fn fn = (table_fn)dlsym(h, sym);
    const int *abi = fn ? fn() : NULL;
    pfact(PKEY("abi"), "%d", abi ? *abi : -1);
    char lib[256] = "";
    if (!strcmp(name, "mpi")) {
        int (*ver)(char *, int *) =
            (int (*)(char *, int *))dlsym(h, "MPI_Get_library_version");
        char v[8192]; /* MPI_MAX_LIBRARY_VERSION_STRING */
        int vl = 0;
        if (ver && ver(v, &vl) == 0)
            snprintf(lib, sizeof(lib), "%.*s", (int)strcspn(v, ",\n"), v);
    } else {
        const char *(*ver)(void) =
            (const char *(*)(void))dlsym(h, "ucp_get_version_string");
        if (ver)
            snprintf(lib, sizeof(lib), "UCX %s", ver());
    }
    pfact(PKEY("library"), "%s", lib[0] ? lib : "unknown");
    const char *launcher = in_path("mpirun", mpirun, sizeof(mpirun));
    if (!launcher)
        launcher = in_path("mpiexec", mpirun, sizeof(mpirun));
    pfact(PKEY("launcher"), "%s", launcher ? launcher : "none");
    bool ok = abi && *abi == abi_want;
    pfact(PKEY("usable"), "%s", ok && launcher ? "yes" : "no");
    if (!ok)
        hfact(label, "no: %s is not this version's plugin (ABI %d, want %d)",
              path, abi ? *abi : -1, abi_want);
    else if (!launcher)
        hfact(label,
              "no: %s loads (%s), but no mpirun or mpiexec is on PATH "
              "to start a job across nodes",
              path, lib[0] ? lib : "?");
    else
        hfact(label, "yes: %s loads (%s); %s", path, lib[0] ? lib : "?", usage);
#undef PKEY
    /* Not dlclose'd: MPI and UCX libraries may not unload cleanly. */
}

static void transports(void)
{
    section("Transports");
    mapped_transport();
    plugin_transport("mpi", "MPI windows", SHMAP_BUILT_MPI, "SHMAP_MPI_PLUGIN",
                     SHMEMI_MPI_PLUGIN_SO, SHMEMI_MPI_PLUGIN_SYM,
                     SHMEMI_MPI_ABI,
                     "under mpirun, for PEs on other nodes with "
                     "SHMAP_TRANSPORT=mpi or where UCX does not open");
    plugin_transport("ucx", "UCX", SHMAP_BUILT_UCX, "SHMAP_UCX_PLUGIN",
                     SHMEMI_UCX_PLUGIN_SO, SHMEMI_UCX_PLUGIN_SYM,
                     SHMEMI_UCX_ABI,
                     "under mpirun, for PEs on other nodes when it opens on "
                     "every PE");
}

/* ---- the environment, from env.def ---- */

enum kind { K_bool, K_size, K_str };
struct var {
    const char *name;  /* the canonical spelling: SMA_X or SHMAP_X */
    const char *other; /* SHMEM_X (which wins), or NULL */
    enum kind kind;
    const char *def, *help;
    size_t off; /* in struct shmemi_env */
};
/* One row of the table a variable. */
/* clang-format off */
static const struct var vars[] = {
#define X(NAME, KIND, DEF, HELP)                                               \
    {"SMA_" #NAME, "SHMEM_" #NAME, K_##KIND, DEF, HELP,                        \
     offsetof(struct shmemi_env, NAME)},
#define S(NAME, KIND, DEF, HELP)                                               \
    {"SHMAP_" #NAME, NULL, K_##KIND, DEF, HELP,                                \
     offsetof(struct shmemi_env, SHMAP_##NAME)},
#include "../core/env.def"
#undef S
#undef X
};
/* clang-format on */
#define NVARS (sizeof(vars) / sizeof(vars[0]))

static struct shmemi_env env;
static bool env_ok;

static const char *set_env(const char *name)
{
    const char *v = name ? getenv(name) : NULL;
    return v && *v ? v : NULL;
}

/* Where a variable's value comes from, in the library's order (the
 * environment over the SMA_CONFIG file, SHMEM_ over SMA_), and its text;
 * NULL text: the default. */
static const char *source(const struct var *v, const char **text)
{
    if ((*text = set_env(v->other)))
        return v->other;
    if ((*text = set_env(v->name)))
        return v->name;
    if (v->other) { /* the file takes SMA_ and SHMEM_ names only */
        if ((*text = shmemi_env_config_lookup(v->other)) && **text)
            return "SMA_CONFIG";
        if ((*text = shmemi_env_config_lookup(v->name)) && **text)
            return "SMA_CONFIG";
    }
    *text = NULL;
    return "default";
}

/* The value the library would use, as its SMA_INFO prints it. */
static void value(const struct var *v, const char *text, char *buf, size_t len)
{
    const void *p = (const char *)&env + v->off;
    if (!env_ok) { /* a bad value somewhere: the text as it is */
        snprintf(buf, len, "%s", text ? text : v->def);
        return;
    }
    switch (v->kind) {
    case K_bool:
        snprintf(buf, len, "%s", *(const bool *)p ? "yes" : "no");
        break;
    case K_size: snprintf(buf, len, "%zu", *(const size_t *)p); break;
    default: snprintf(buf, len, "%s", *(const char *const *)p); break;
    }
}

static void environment(void)
{
    char err[512] = "", key[96], val[PATH_MAX];
    env_ok = shmemi_env_load(&env, NULL, err, sizeof(err)) == 0;
    section("Environment (SHMEM_<NAME> wins over SMA_<NAME>, both over "
            "SMA_CONFIG; SHMAP_<NAME> is shmap's own)");
    if (!env_ok)
        fact("env:error", "error", "%s (values below as set, unchecked)", err);
    if (!parsable)
        printf("  %-26s %-8s %s\n", "variable", "default", "current (set by)");
    for (size_t i = 0; i < NVARS; i++) {
        const struct var *v = &vars[i];
        const char *text, *from = source(v, &text);
        value(v, text, val, sizeof(val));
        if (parsable) {
            static const char *const kinds[] = {"bool", "size", "str"};
            snprintf(key, sizeof(key), "env:%s:", v->name);
            printf("%sdefault:%s\n", key, v->def);
            printf("%svalue:%s\n", key, val);
            printf("%sset_by:%s\n", key, from);
            if (text)
                printf("%ssetting:%s\n", key, text);
            printf("%skind:%s\n", key, kinds[v->kind]);
            if (v->other)
                printf("%salias:%s\n", key, v->other);
            if (all)
                printf("%shelp:%s\n", key, v->help);
            continue;
        }
        printf("  %-26s %-8s %s", v->name, *v->def ? v->def : "\"\"",
               *val ? val : "\"\"");
        if (text && v->kind == K_size && env_ok)
            printf(" = %s", text);
        printf(" (%s)\n", from);
        if (all)
            printf("      %s\n", v->help);
    }
}

/* ---- the node ---- */

static void topology(void)
{
    hwloc_topology_t t;
    section("Topology (hwloc)");
    if (hwloc_topology_init(&t) < 0 || hwloc_topology_load(t) < 0) {
        fact("topology:error", "error",
             "hwloc cannot read this machine's "
             "topology");
        return;
    }
    static const struct {
        const char *key, *label;
        hwloc_obj_type_t type;
    } obj[] = {
        {"topology:packages", "packages", HWLOC_OBJ_PACKAGE},
        {"topology:numa_nodes", "NUMA nodes", HWLOC_OBJ_NUMANODE},
        {"topology:l3_caches", "L3 caches", HWLOC_OBJ_L3CACHE},
        {"topology:cores", "cores", HWLOC_OBJ_CORE},
        {"topology:pus", "PUs (hardware threads)", HWLOC_OBJ_PU},
    };
    for (size_t i = 0; i < sizeof(obj) / sizeof(obj[0]); i++)
        fact(obj[i].key, obj[i].label, "%d",
             hwloc_get_nbobjs_by_type(t, obj[i].type));
    char *list = NULL;
    hwloc_const_bitmap_t allowed = hwloc_topology_get_allowed_cpuset(t);
    if (allowed && hwloc_bitmap_list_asprintf(&list, allowed) >= 0) {
        fact("topology:allowed_cpus", "CPUs allowed here", "%s", list);
        free(list);
    }
    hwloc_topology_destroy(t);
}

/* A /proc/meminfo line's value in bytes, or -1. */
static long long meminfo(const char *name)
{
    FILE *f = fopen("/proc/meminfo", "r");
    char line[256];
    long long v = -1;
    size_t n = strlen(name);
    while (f && fgets(line, sizeof(line), f))
        if (!strncmp(line, name, n) && line[n] == ':') {
            v = atoll(line + n + 1) * 1024;
            break;
        }
    if (f)
        fclose(f);
    return v;
}

static void rlimit_fact(const char *key, const char *label, int res,
                        const char *why)
{
    struct rlimit rl;
    char a[32], b[32];
    if (getrlimit(res, &rl) < 0)
        return;
    if (rl.rlim_cur == RLIM_INFINITY)
        snprintf(a, sizeof(a), "unlimited");
    else
        snprintf(a, sizeof(a), "%llu", (unsigned long long)rl.rlim_cur);
    if (rl.rlim_max == RLIM_INFINITY)
        snprintf(b, sizeof(b), "unlimited");
    else
        snprintf(b, sizeof(b), "%llu", (unsigned long long)rl.rlim_max);
    if (parsable) {
        printf("%s:soft:%s\n%s:hard:%s\n", key, a, key, b);
        return;
    }
    printf("  %-22s soft %s, hard %s: %s\n", label, a, b, why);
}

static void heap_and_limits(void)
{
    char h1[32], h2[32], h3[32];
    section("Symmetric heap and segments");
    size_t def = 0, heap = 0;
    const char *text = NULL;
    for (size_t i = 0; i < NVARS; i++)
        if (!strcmp(vars[i].name, "SMA_SYMMETRIC_SIZE")) {
            source(&vars[i], &text);
            shmemi_parse_size(vars[i].def, &def);
            pfact("heap:default_setting", "%s", vars[i].def);
        }
    if (!text || shmemi_parse_size(text, &heap) < 0)
        heap = def;
    pfact("heap:default", "%zu", def);
    pfact("heap:size", "%zu", heap);
    hfact("heap per PE",
          "%s (SMA_SYMMETRIC_SIZE; default %s), reserved "
          "sparse: memory is used as it is touched",
          human(heap, h1, sizeof(h1)), human(def, h2, sizeof(h2)));
    pfact("segment:library_area", "%lu", (unsigned long)SHMEMI_LIB_SIZE);
    hfact("library area", "%s per PE, before the heap",
          human(SHMEMI_LIB_SIZE, h1, sizeof(h1)));
    unsigned long long seg = (unsigned long long)SHMEMI_LIB_SIZE + heap;
    pfact("segment:size", "%llu", seg);
    hfact("segment per PE",
          "%s + the program's .data/.bss; each PE maps the "
          "segments of all the PEs of its node",
          human(seg, h1, sizeof(h1)));
    pfact("segment:base", "0x%lx", (unsigned long)SHMEMI_SEG_BASE);
    hfact("own segment at", "0x%lx, the same address in every PE",
          (unsigned long)SHMEMI_SEG_BASE);
    fact("limit:max_pes", "PEs a job", "%d", SHMEMI_MAX_PES);
    rlimit_fact("limit:nofile", "RLIMIT_NOFILE", RLIMIT_NOFILE,
                "oshrun raises the soft limit to the hard one and holds 2 "
                "descriptors a PE while the job starts");
    rlimit_fact("limit:as", "RLIMIT_AS", RLIMIT_AS,
                "a PE's address space holds its node's segments");
    long long ram = meminfo("MemTotal"), avail = meminfo("MemAvailable"),
              swap = meminfo("SwapFree");
    pfact("memory:total", "%lld", ram);
    pfact("memory:available", "%lld", avail);
    pfact("memory:swap_free", "%lld", swap);
    if (ram >= 0 && avail >= 0)
        hfact("memory",
              "%s available of %s RAM, %s swap free: segment "
              "pages come from here",
              human((unsigned long long)avail, h1, sizeof(h1)),
              human((unsigned long long)ram, h2, sizeof(h2)),
              human((unsigned long long)(swap > 0 ? swap : 0), h3, sizeof(h3)));
    struct statvfs sv;
    if (statvfs("/dev/shm", &sv) == 0) {
        unsigned long long size = (unsigned long long)sv.f_blocks * sv.f_frsize,
                           free_ =
                               (unsigned long long)sv.f_bavail * sv.f_frsize;
        pfact("shm:dev_shm_size", "%llu", size);
        pfact("shm:dev_shm_free", "%llu", free_);
        hfact("/dev/shm",
              "%s free of %s; not a limit: segments are memfds, "
              "nothing is created in /dev/shm",
              human(free_, h1, sizeof(h1)), human(size, h2, sizeof(h2)));
    }
    FILE *f = fopen("/proc/sys/vm/overcommit_memory", "r");
    int oc;
    if (f && fscanf(f, "%d", &oc) == 1)
        fact("memory:overcommit", "vm.overcommit_memory", "%d", oc);
    if (f)
        fclose(f);
}

static void usage(FILE *f)
{
    fprintf(f, "usage: oshinfo [--parsable] [--all]\n"
               "What this shmap is: its version, how it was built, the "
               "transports it can use\nhere, every environment variable with "
               "its default and current value, the\nnode's topology, and the "
               "symmetric heap and segment limits.\n\n"
               "  --parsable, --parseable   one key:value line a fact, with "
               "stable keys\n"
               "  -a, --all                 each variable's description too\n"
               "  -h, --help                this text\n"
               "  -V, --version             the version\n");
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--parsable") || !strcmp(a, "--parseable"))
            parsable = true;
        else if (!strcmp(a, "-a") || !strcmp(a, "--all"))
            all = true;
        else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "-V") || !strcmp(a, "--version")) {
            printf("oshinfo (shmap) %s\n", SHMAP_VERSION);
            return 0;
        } else {
            fprintf(stderr,
                    "oshinfo: unknown option '%s' (see oshinfo --help)\n", a);
            return 2;
        }
    }
    if (parsable)
        printf("version:%s\n", SHMAP_VERSION);
    else
        printf("shmap %s: SGI/Cray SHMEM and OpenSHMEM %d.%d\n", SHMAP_VERSION,
               SHMEM_MAJOR_VERSION, SHMEM_MINOR_VERSION);
    pfact("openshmem", "%d.%d", SHMEM_MAJOR_VERSION, SHMEM_MINOR_VERSION);
    build_info();
    install_info();
    transports();
    environment();
    topology();
    heap_and_limits();
    return 0;
}
