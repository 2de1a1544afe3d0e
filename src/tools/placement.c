/* SPDX-License-Identifier: BSD-3-Clause */
/* Where oshrun puts each PE: hwloc's topology, --map-by and --bind-to. */
#include <hwloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "placement.h"

/*
 * Open MPI's meaning: --map-by LEVEL deals PEs round robin over the
 * objects of that level (PE k to object k mod n); --bind-to LEVEL binds
 * each PE to an object of that level: the j-th one inside its mapping
 * object for the j-th PE mapped there when LEVEL is finer (core inside a
 * socket), else the one that holds the mapping object (socket around a
 * core). Only CPUs oshrun itself may use count: hwloc leaves the others
 * out of every object unless asked, so a cgroup cpuset, taskset or a batch
 * system's allocation is honoured.
 */

static const struct {
    const char *name;
    hwloc_obj_type_t type;
} levels[] = {
    {"pu", HWLOC_OBJ_PU},           {"core", HWLOC_OBJ_CORE},
    {"l3", HWLOC_OBJ_L3CACHE},      {"numa", HWLOC_OBJ_NUMANODE},
    {"socket", HWLOC_OBJ_PACKAGE},  {"package", HWLOC_OBJ_PACKAGE},
};

static int level_of(const char *name, hwloc_obj_type_t *t)
{
    for (size_t i = 0; i < sizeof(levels) / sizeof(levels[0]); i++)
        if (!strcmp(name, levels[i].name)) {
            *t = levels[i].type;
            return 0;
        }
    return -1;
}

/* The objects of a level that hold an allowed CPU; the machine when the
 * topology has no such level (no L3, say). */
static int objects(hwloc_topology_t topo, hwloc_obj_type_t t,
                   hwloc_obj_t **out)
{
    int n = hwloc_get_nbobjs_by_type(topo, t), k = 0;
    hwloc_obj_t *v = calloc((size_t)(n > 0 ? n : 1), sizeof(*v));
    if (!v)
        return -1;
    for (int i = 0; i < n; i++) {
        hwloc_obj_t o = hwloc_get_obj_by_type(topo, t, (unsigned)i);
        if (o && o->cpuset && !hwloc_bitmap_iszero(o->cpuset))
            v[k++] = o;
    }
    if (k == 0)
        v[k++] = hwloc_get_root_obj(topo);
    *out = v;
    return k;
}

/* The object of level t that holds the first CPU of set. */
static hwloc_obj_t holder(hwloc_topology_t topo, hwloc_obj_type_t t,
                          hwloc_const_cpuset_t set)
{
    int pu = hwloc_bitmap_first(set);
    int n = hwloc_get_nbobjs_by_type(topo, t);
    for (int i = 0; i < n; i++) {
        hwloc_obj_t o = hwloc_get_obj_by_type(topo, t, (unsigned)i);
        if (o && o->cpuset && hwloc_bitmap_isset(o->cpuset, (unsigned)pu))
            return o;
    }
    return hwloc_get_root_obj(topo);
}

static void list_cpus(char *buf, size_t len, hwloc_const_cpuset_t set)
{
    hwloc_bitmap_list_snprintf(buf, len, set);
}

int shmap_place(int npes, const char *map_by, const char *bind_to,
                bool bind_explicit, struct placement *pl, char *err,
                size_t errlen)
{
    memset(pl, 0, sizeof(*pl));
    hwloc_obj_type_t mt = HWLOC_OBJ_CORE, bt = HWLOC_OBJ_CORE;
    bool unbound = bind_to && !strcmp(bind_to, "none");
    if (map_by && level_of(map_by, &mt) < 0) {
        snprintf(err, errlen,
                 "--map-by takes core, pu, l3, numa or socket, not '%s'",
                 map_by);
        return -1;
    }
    if (bind_to && !unbound && level_of(bind_to, &bt) < 0) {
        snprintf(err, errlen,
                 "--bind-to takes core, pu, l3, numa, socket or none, not "
                 "'%s'",
                 bind_to);
        return -1;
    }
    /* Only the CPUs, caches and NUMA nodes are wanted, from Linux's sysfs:
     * left to itself hwloc also loads its plugins (PCI, OpenCL, GL, and
     * libxml2's XML importer, which pulls in ICU: dlopen()s and
     * relocations of megabytes of libraries) and runs cpuid on every PU
     * (the x86 backend, binding itself to each in turn): most of a small
     * launch's time (doc/ARCHITECTURE.md, "Measured choices"). hwloc's own
     * XML importer still
     * reads HWLOC_XMLFILE topologies; a user's HWLOC_PLUGINS_BLACKLIST or
     * HWLOC_COMPONENTS wins. */
    setenv("HWLOC_PLUGINS_BLACKLIST",
           "hwloc_pci,hwloc_opencl,hwloc_gl,hwloc_cuda,hwloc_nvml,"
           "hwloc_rsmi,hwloc_levelzero,hwloc_xml_libxml",
           0);
    hwloc_topology_t topo;
    if (hwloc_topology_init(&topo) < 0) {
        snprintf(err, errlen, "hwloc cannot read this machine's topology");
        return -1;
    }
    if (!getenv("HWLOC_COMPONENTS"))
        hwloc_topology_set_components(
            topo, HWLOC_TOPOLOGY_COMPONENTS_FLAG_BLACKLIST, "x86");
    hwloc_topology_set_io_types_filter(topo, HWLOC_TYPE_FILTER_KEEP_NONE);
    if (hwloc_topology_load(topo) < 0) {
        hwloc_topology_destroy(topo);
        snprintf(err, errlen, "hwloc cannot read this machine's topology");
        return -1;
    }
    pl->thissystem = hwloc_topology_is_thissystem(topo);
    /* Only the CPUs oshrun may run on (taskset, a batch system's
     * allocation): hwloc itself leaves out only what cgroups forbid. */
    cpu_set_t mine;
    if (pl->thissystem && sched_getaffinity(0, sizeof(mine), &mine) == 0) {
        hwloc_bitmap_t allowed = hwloc_bitmap_alloc();
        for (int c = 0; c < CPU_SETSIZE; c++)
            if (CPU_ISSET(c, &mine))
                hwloc_bitmap_set(allowed, (unsigned)c);
        if (!hwloc_bitmap_iszero(allowed))
            hwloc_topology_restrict(topo, allowed, 0);
        hwloc_bitmap_free(allowed);
    }
    hwloc_obj_t *cores = NULL, *pus = NULL;
    int ncores = objects(topo, HWLOC_OBJ_CORE, &cores);
    int npus = objects(topo, HWLOC_OBJ_PU, &pus);
    snprintf(pl->summary, sizeof(pl->summary),
             "%d socket(s), %d NUMA node(s), %d L3 cache(s), %d cores, %d "
             "PUs%s",
             hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PACKAGE),
             hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_NUMANODE),
             hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_L3CACHE), ncores, npus,
             pl->thissystem ? "" : " (not this machine's topology)");
    free(cores);
    free(pus);
    /* Defaults: spread over NUMA nodes while there are spare cores, else
     * one PE per core; bound unless PEs outnumber the CPUs. */
    if (!map_by)
        mt = npes < ncores ? HWLOC_OBJ_NUMANODE : HWLOC_OBJ_CORE;
    if (!bind_to && npes > npus) {
        unbound = true;
        snprintf(pl->note, sizeof(pl->note),
                 "%d PEs outnumber the %d CPUs: not bound", npes, npus);
    }
    hwloc_obj_t *maps;
    int nmaps = objects(topo, mt, &maps);
    if (nmaps < 0) {
        hwloc_topology_destroy(topo);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    pl->npes = npes;
    pl->pe = calloc((size_t)npes, sizeof(*pl->pe));
    int *used = calloc((size_t)nmaps, sizeof(int));
    int *load = calloc(CPU_SETSIZE, sizeof(int)); /* PEs per binding */
    if (!pl->pe || !used || !load) {
        free(load);
        free(used);
        free(maps);
        hwloc_topology_destroy(topo);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    int rc = 0;
    for (int k = 0; k < npes && rc == 0; k++) {
        hwloc_obj_t m = maps[k % nmaps];
        int j = used[k % nmaps]++;
        /* unbound: anywhere oshrun may run */
        hwloc_const_cpuset_t set = hwloc_get_root_obj(topo)->cpuset;
        hwloc_obj_t b = NULL;
        if (!unbound) {
            int nin = hwloc_get_nbobjs_inside_cpuset_by_type(topo, m->cpuset, bt);
            if (nin > 0) /* a finer level (or the same): the j-th inside */
                b = hwloc_get_obj_inside_cpuset_by_type(topo, m->cpuset, bt,
                                                        (unsigned)(j % nin));
            else /* a coarser level: the one around the mapping */
                b = holder(topo, bt, m->cpuset);
            /* No object gets more PEs than it has CPUs. */
            int first = hwloc_bitmap_first(b->cpuset);
            int cpus = hwloc_bitmap_weight(b->cpuset);
            if (first >= 0 && first < CPU_SETSIZE &&
                ++load[first] > cpus && bind_explicit) {
                snprintf(err, errlen,
                         "--bind-to %s: %d PEs on a %s with %d CPU%s; map "
                         "them over more objects (--map-by) or use "
                         "--bind-to none",
                         bind_to, load[first], hwloc_obj_type_string(b->type),
                         cpus, cpus == 1 ? "" : "s");
                rc = -1;
                break;
            }
            set = b->cpuset;
        }
        struct pe_place *p = &pl->pe[k];
        p->bound = !unbound;
        CPU_ZERO(&p->cpus);
        unsigned id;
        hwloc_bitmap_foreach_begin(id, set)
        {
            if (id < CPU_SETSIZE)
                CPU_SET(id, &p->cpus);
        }
        hwloc_bitmap_foreach_end();
        list_cpus(p->cpulist, sizeof(p->cpulist), set);
        hwloc_obj_t numa = holder(topo, HWLOC_OBJ_NUMANODE, set);
        p->numa = numa->type == HWLOC_OBJ_NUMANODE ? (int)numa->logical_index
                                                   : 0;
        static const hwloc_obj_type_t loctypes[4] = {
            HWLOC_OBJ_CORE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_NUMANODE,
            HWLOC_OBJ_PACKAGE};
        for (int l = 0; l < 4; l++) {
            hwloc_obj_t o = holder(topo, loctypes[l], set);
            p->loc[l] = p->bound && o->type == loctypes[l] &&
                                hwloc_bitmap_isincluded(set, o->cpuset)
                            ? (int)o->logical_index
                            : -1;
        }
        hwloc_obj_t nn = holder(topo, HWLOC_OBJ_NUMANODE, set);
        p->numa_os = p->bound && pl->thissystem &&
                             nn->type == HWLOC_OBJ_NUMANODE &&
                             hwloc_bitmap_isincluded(set, nn->cpuset)
                         ? (int)nn->os_index
                         : -1;
        hwloc_obj_t pkg = holder(topo, HWLOC_OBJ_PACKAGE, set);
        p->socket =
            pkg->type == HWLOC_OBJ_PACKAGE ? (int)pkg->logical_index : 0;
    }
    free(load);
    free(used);
    free(maps);
    hwloc_topology_destroy(topo);
    if (rc) {
        free(pl->pe);
        pl->pe = NULL;
    }
    return rc;
}

void shmap_place_report(const struct placement *pl, FILE *f)
{
    if (pl->note[0])
        fprintf(f, "oshrun: %s\n", pl->note);
    if (!pl->thissystem)
        fprintf(f, "oshrun: the topology is not this machine's "
                   "(HWLOC_SYNTHETIC or an XML file): placement shown, "
                   "not applied\n");
    for (int k = 0; k < pl->npes; k++) {
        const struct pe_place *p = &pl->pe[k];
        fprintf(f, "oshrun: PE %d: %s CPUs %s, socket %d, NUMA node %d\n", k,
                p->bound ? "bound to" : "not bound, may run on",
                p->cpulist, p->socket, p->numa);
    }
}
