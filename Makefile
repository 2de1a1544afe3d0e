# shmap: one GNU Makefile. `make` builds the install-shaped tree in build/.
# Overrides go in an optional config.mk (CC, CFLAGS, PREFIX, ...).

-include config.mk

PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR  ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
B       := build
CC      ?= cc
# make's built-in FC is f77; the Fortran compiler here is gfortran.
ifeq ($(origin FC),default)
FC      := gfortran
endif
CFLAGS  ?= -O2 -g
# SANITIZE=1: everything (library, oshrun, tests, benchmarks) built with
# AddressSanitizer and UBSan into build-asan/, beside the normal build;
# `make check SANITIZE=1` runs the tests from there (tests/run.sh says
# which it skips, and doc/ARCHITECTURE.md what the sanitizers can see).
# Any UBSan report ends the program, so that it fails its test.
ifneq ($(SANITIZE),)
B       := build-asan
SAN     := -fsanitize=address,undefined -fno-sanitize-recover=undefined \
           -fno-omit-frame-pointer
override CC := $(CC) $(SAN)
endif
VERSION := $(shell cat VERSION)
SOVER   := $(firstword $(subst ., ,$(VERSION)))

WARN := -std=c11 -Wall -Wextra -Wmissing-prototypes -Wno-unused-parameter
ifneq ($(CI),)
WARN += -Werror
endif
ifneq ($(WERROR),)
WARN += -Werror
endif
CPPFLAGS_ALL := -D_GNU_SOURCE -Iinclude $(CPPFLAGS)
LIB_CFLAGS := $(WARN) $(CFLAGS) -fPIC -fvisibility=hidden -DSHMAP_BUILD
# Intel's JCC erratum: a jump that crosses or ends on a 32-byte boundary
# leaves the micro-op cache. A tight loop (a reduction's combine) whose
# closing jump lands there runs ~35% slower, so an unrelated change that
# shifts code could slow it; the assembler pads such jumps away.
JCC_PAD := $(shell echo 'int f(void){return 0;}' | $(CC) -x c -c -Wa,-mbranches-within-32B-boundaries -o /dev/null - 2>/dev/null && echo -Wa,-mbranches-within-32B-boundaries)
LIB_CFLAGS += $(JCC_PAD)
# Zero-length transfers may name NULL buffers (OpenSHMEM 1.5), and the
# library copies their 0 bytes with memcpy, whose arguments C declares
# nonnull: that one UBSan check is off for the library, not the tests.
ifneq ($(SANITIZE),)
LIB_CFLAGS += -fno-sanitize=nonnull-attribute
endif

LIB_SRCS := $(wildcard src/core/*.c src/core/*/*.c src/transport/*.c src/seg/*.c \
                      src/api/*.c compat/*.c fortran/*.c)
# The Fortran layer again for each other set of default kinds oshfort
# serves (fortran/shmem_f.h): i8r4d8 is -fdefault-integer-8, i8r8d16 adds
# -fdefault-real-8, i8r8d8 -fdefault-double-8 too. Each is in libsma.so
# under its own prefix (it needs the internals); libsma_<kinds>.so jumps
# there from the names programs call, and has a `use shmem` of its own.
FKINDS   := i8r4d8 i8r8d16 i8r8d8 i4r8d16 i4r8d8
fk_i = $(patsubst i%,%,$(word 1,$(subst r, ,$(1))))
fk_r = $(word 1,$(subst d, ,$(word 2,$(subst r, ,$(1)))))
fk_d = $(word 2,$(subst d, ,$(word 2,$(subst r, ,$(1)))))
fk_fcflags = $(if $(filter 8,$(call fk_i,$(1))),-fdefault-integer-8) \
    $(if $(filter 8,$(call fk_r,$(1))),-fdefault-real-8 \
        $(if $(filter 8,$(call fk_d,$(1))),-fdefault-double-8))
FK_OBJS  := $(foreach k,$(FKINDS),$(patsubst fortran/%.c,$(B)/obj/fortran-$(k)/%.o,$(wildcard fortran/*.c)))
FK_LIBS  := $(foreach k,$(FKINDS),$(B)/lib/libsma_$(k).so.$(SOVER) $(B)/lib/libsma_$(k).so)
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/obj/%.o) $(FK_OBJS)
FH_SHORT := include/shmem.fh include/mpp/shmem.fh
FH_LONG  := include/shmap/fortran-long/shmem.fh \
            include/shmap/fortran-long/mpp/shmem.fh
HEADERS  := $(B)/include/shmem.h $(B)/include/mpp/shmem.h \
            $(B)/include/shmemx.h $(B)/include/mpp/shmemx.h $(B)/include/pshmem.h \
            $(B)/include/mpp/shmem.fh $(B)/include/shmem.fh \
            $(addprefix $(B)/,$(FH_LONG)) $(B)/include/shmap/shmem4py.h
TOOLS    := $(B)/bin/oshrun $(B)/bin/oshcc $(B)/bin/oshCC $(B)/bin/oshfort $(B)/bin/oshinfo
SOLIB    := $(B)/lib/libsma.so.$(VERSION)
# libshmem.so and libopenshmem.so: the names other implementations'
# build systems link (-lshmem, -loshmem-style), all the same library.
LIBS     := $(SOLIB) $(B)/lib/libsma.so.$(SOVER) $(B)/lib/libsma.so \
            $(B)/lib/libsma.a $(B)/lib/libshmem.so $(B)/lib/libopenshmem.so

MPICC    ?= $(shell command -v mpicc 2>/dev/null)
MPI_PLUGIN := $(if $(MPICC),$(B)/lib/libsma_mpi.so)
# The UCX transport, where UCX's headers are (Debian's libucx-dev).
UCX_PLUGIN := $(if $(wildcard /usr/include/ucp/api/ucp.h),$(B)/lib/libsma_ucx.so)
# The PMIx client, where PMIx's headers are (Debian's libpmix-dev).
PMIX_CFLAGS := $(shell pkg-config --cflags pmix 2>/dev/null)
PMIX_PLUGIN := $(if $(PMIX_CFLAGS),$(B)/lib/libsma_pmix.so)

MAN_SRC  := $(wildcard man/man1/*.1 man/man3/*.3)
# find_package(shmap): the build tree's own, like its shmap.pc
CMAKE_CONFIG := $(B)/lib/cmake/shmap/shmapConfig.cmake
MAN_STAMP := $(B)/share/man/.stamp

.PHONY: all check check-cray demo bench bench-build soak setup install uninstall deb clean \
        tests unit headers fuzz fuzz-build
FMOD := $(if $(shell command -v $(FC) 2>/dev/null),$(B)/include/shmem.mod \
    $(foreach k,$(FKINDS),$(B)/include/shmap/fortran-$(k)/shmem.mod))
all: $(HEADERS) $(FMOD) $(LIBS) $(FK_LIBS) $(MPI_PLUGIN) $(UCX_PLUGIN) $(PMIX_PLUGIN) $(TOOLS) $(MAN_STAMP) $(B)/lib/pkgconfig/shmap.pc \
     $(CMAKE_CONFIG)

# ---- generated headers ----
# include/mpp/shmem.h spells out every prototype; it is generated from a
# template and the type tables (src/gen/genheader.c) and committed, so that
# grep and IDEs find every routine. Editing the template or a table
# regenerates it; tests/sh/headers.sh fails if the committed copy is stale.
GEN := $(B)/gen/genheader
$(GEN): src/gen/genheader.c src/core/shmemi_types.h
	@mkdir -p $(@D)
	$(CC) -D_GNU_SOURCE $(WARN) -O1 -o $@ $<

include/mpp/%.h: src/gen/%.h.in $(GEN) VERSION
	$(GEN) header $(VERSION) < $< > $@.tmp && mv $@.tmp $@

# The profiling interface's header: every routine's pshmem_ declaration.
include/pshmem.h: src/gen/shmem.h.in src/gen/shmemx.h.in $(GEN) VERSION
	cat src/gen/shmem.h.in src/gen/shmemx.h.in | $(GEN) profile $(VERSION) > $@.tmp && mv $@.tmp $@

headers: include/mpp/shmem.h include/mpp/shmemx.h include/pshmem.h $(FH_SHORT) $(FH_LONG)

# Every name the header declares, and the linker version script made of
# them: the library exports exactly the API (SHMAP_1.0) and the ABI the
# header's inline fast paths use (SHMAP_INLINE_2, versioned apart).
$(B)/gen/api.list: src/gen/shmem.h.in src/gen/shmemx.h.in $(GEN)
	cat src/gen/shmem.h.in src/gen/shmemx.h.in | $(GEN) list | sort > $@

# The Fortran names: the wrappers' SHMEMF() lines, preprocessed with
# -DSHMEMF_LIST, print each routine's three spellings (fortran/shmem_f.h).
# Also each routine's result type, from which the include files declare the
# function-valued ones (src/gen/genfh.c).
$(B)/gen/fortran.i: $(wildcard fortran/*.c fortran/*.h) src/core/shmemi_types.h
	@mkdir -p $(@D)
	for f in fortran/*.c; do \
	  $(CC) $(CPPFLAGS_ALL) -DSHMEMF_LIST -E -P $$f || exit 1; done > $@.tmp
	mv $@.tmp $@
$(B)/gen/fortran.list: $(B)/gen/fortran.i
	grep -o '@@SHMEMF[^@]*@@' $< | tr ' ' '\n' | grep -v '^@@' | sort > $@
$(B)/gen/fortran.types: $(B)/gen/fortran.i
	grep -o '%%SHMEMF [^%]*%%' $< | sed 's/%%SHMEMF \(.*\) %%/\1/; s/  */ /g' | sort > $@

# The include files, generated from <mpp/shmem.h>'s constants and the
# wrappers' result types, and committed. Short: constants and the types
# of SHMEM_PTR and the accessibility queries; long (under
# include/shmap/fortran-long, which oshfort puts first on the path): also
# a type and EXTERNAL for every function-valued routine.
GENFH := $(B)/gen/genfh
$(GENFH): src/gen/genfh.c include/mpp/shmem.h src/core/shmemi_types.h
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(WARN) -O1 -o $@ $<
$(FH_SHORT): $(GENFH) $(B)/gen/fortran.types VERSION
	$(GENFH) short < $(B)/gen/fortran.types > $@.tmp && mv $@.tmp $@
$(FH_LONG): $(GENFH) $(B)/gen/fortran.types VERSION
	@mkdir -p $(@D)
	$(GENFH) long < $(B)/gen/fortran.types > $@.tmp && mv $@.tmp $@

# `use shmem`: the module's source is generated like the include files
# (into build/, not committed: the .mod is for the gfortran that builds it).
$(B)/gen/shmem_mod.f90: $(GENFH) $(B)/gen/fortran.types VERSION
	$(GENFH) module < $(B)/gen/fortran.types > $@.tmp && mv $@.tmp $@
$(B)/include/shmem.mod: $(B)/gen/shmem_mod.f90
	@mkdir -p $(@D)
	$(FC) -c -J$(@D) -o $(B)/gen/shmem_mod.o $<
# Each kinds' module, compiled with the flags its programs use (its
# constants are their default INTEGERs) into a directory of its own.
$(B)/gen/shmem_mod_%.f90: $(GENFH) $(B)/gen/fortran.types VERSION
	$(GENFH) module $* < $(B)/gen/fortran.types > $@.tmp && mv $@.tmp $@
$(B)/include/shmap/fortran-%/shmem.mod: $(B)/gen/shmem_mod_%.f90
	@mkdir -p $(@D)
	$(FC) $(call fk_fcflags,$*) -c -J$(@D) -o $(B)/gen/shmem_mod_$*.o $<

INLINE_ABI := ^shmemi_(fast|xlate|slow)_
$(B)/gen/libsma.map: $(B)/gen/api.list $(B)/gen/fortran.list
	{ echo 'SHMAP_INLINE_2 {'; echo '  global:'; \
	  grep -E '$(INLINE_ABI)' $< | sed 's/.*/    &;/'; echo '};'; \
	  echo 'SHMAP_1.0 {'; echo '  global:'; \
	  cat $^ | grep -vE '$(INLINE_ABI)' | sed 's/.*/    &;/'; \
	  cat $^ | sed -n 's/^\(shmemx\{0,1\}_.*\)/    p\1;/p; s/^\(SHMEM_.*\)/    P\1;/p'; \
	  echo '  local: *;'; echo '};'; \
	  echo 'SHMAP_FORTRAN_KINDS_1 {'; echo '  global:'; \
	  echo '    shmapf_*;'; echo '};'; } > $@

# ---- man pages: the family pages plus a .so stub for every other name ----
$(MAN_STAMP): $(MAN_SRC) scripts/man-links.sh VERSION
	rm -rf $(B)/share/man
	mkdir -p $(B)/share/man
	sh scripts/man-links.sh man $(B)/share/man
	sed -i 's/@VERSION@/$(VERSION)/' $(B)/share/man/man*/*.[0-9]
	touch $@

# ---- library ----
$(B)/obj/%.o: %.c scripts/pshmem-alias.sh
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(LIB_CFLAGS) -MMD -MP -c $< -o $@
	bash scripts/pshmem-alias.sh $@

$(SOLIB): $(LIB_OBJS) $(B)/gen/libsma.map
	@mkdir -p $(@D)
	$(CC) -shared -Wl,-soname,libsma.so.$(SOVER) -Wl,-z,defs \
	    -Wl,--version-script=$(B)/gen/libsma.map -o $@ $(LIB_OBJS) $(LDFLAGS)

$(B)/lib/libsma.so.$(SOVER) $(B)/lib/libsma.so: $(SOLIB)
	ln -sf libsma.so.$(VERSION) $@

# The other kinds' layers (FKINDS above): compiled with their sizes and
# prefix, and their libsma_<kinds>.so of jumps (src/gen/genfh.c, shim).
define FKIND_RULES
$(B)/obj/fortran-$(1)/%.o: fortran/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(CPPFLAGS_ALL) $$(LIB_CFLAGS) -DSHMEMF_I=$(call fk_i,$(1)) \
	    -DSHMEMF_R=$(call fk_r,$(1)) -DSHMEMF_D=$(call fk_d,$(1)) \
	    -DSHMEMF_PREFIX=shmapf_$(1)_ -MMD -MP -c $$< -o $$@
endef
$(foreach k,$(FKINDS),$(eval $(call FKIND_RULES,$(k))))
$(B)/gen/shim_%.S: $(GENFH) $(B)/gen/fortran.types
	$(GENFH) shim $* < $(B)/gen/fortran.types > $@.tmp && mv $@.tmp $@
# libsma.so is found beside it: a program's own rpath reaches only the
# libraries it names, and with --as-needed it names only this one.
$(B)/lib/libsma_%.so.$(SOVER): $(B)/gen/shim_%.S $(B)/lib/libsma.so
	$(CC) -shared -Wl,-soname,libsma_$*.so.$(SOVER) -Wl,-z,defs \
	    -Wl,-rpath,'$$ORIGIN' -o $@ $< -L$(B)/lib -lsma
$(foreach k,$(FKINDS),$(B)/lib/libsma_$(k).so): $(B)/lib/libsma_%.so: $(B)/lib/libsma_%.so.$(SOVER)
	ln -sf libsma_$*.so.$(SOVER) $@

$(B)/lib/libshmem.so $(B)/lib/libopenshmem.so: $(SOLIB)
	ln -sf libsma.so.$(SOVER) $@

# The MPI transport for PEs on other nodes: a plugin libsma.so dlopen()s
# only when an MPI launcher started the process, so that libsma.so itself
# never links MPI. Built where mpicc exists (Open MPI's libopenmpi-dev).
$(B)/lib/libsma_mpi.so: src/transport/mpi/transport_mpi.c src/transport/mpi_plugin.h src/transport/transport.h
	@mkdir -p $(@D)
	OMPI_CC="$(CC)" $(MPICC) $(WARN) $(CFLAGS) -fPIC -shared -fvisibility=hidden \
	    -Wl,-soname,libsma_mpi.so -Wl,-z,defs -o $@ $< $(LDFLAGS)

# The UCX transport for PEs on other nodes, loaded the same way (MPI
# still starts the job); libsma.so never links UCX either.
$(B)/lib/libsma_ucx.so: src/transport/ucx/transport_ucx.c src/transport/ucx_plugin.h src/transport/transport.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CFLAGS) -fPIC -shared -fvisibility=hidden \
	    -Wl,-soname,libsma_ucx.so -Wl,-z,defs -o $@ $< $(LDFLAGS) -lucp -lucs -lpthread

# The PMIx client that joins the PEs a PMIx launcher (srun --mpi=pmix)
# started, loaded the same way; libsma.so never links PMIx.
$(B)/lib/libsma_pmix.so: src/core/start/pmix/boot_pmix.c src/core/start/pmix_plugin.h
	@mkdir -p $(@D)
	$(CC) $(WARN) $(CFLAGS) $(PMIX_CFLAGS) -fPIC -shared -fvisibility=hidden \
	    -Wl,-soname,libsma_pmix.so -Wl,-z,defs -o $@ $< $(LDFLAGS) -lpmix

$(B)/lib/libsma.a: $(LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

# ---- headers ----
$(B)/include/%: include/%
	@mkdir -p $(@D)
	cp $< $@

# ---- tools ----
$(B)/bin/oshrun: src/tools/oshrun.c src/tools/oshrun.h src/tools/placement.c src/tools/placement.h \
    src/tools/stats_sum.c src/tools/stats_sum.h src/tools/prefix.c src/tools/prefix.h \
    src/core/fdpass.c src/core/job.h src/core/fdpass.h VERSION
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) -DSHMAP_VERSION='"$(VERSION)"' \
	    -o $@ src/tools/oshrun.c src/tools/placement.c src/tools/stats_sum.c src/tools/prefix.c \
	    src/core/fdpass.c $(LDFLAGS) -lhwloc

# oshinfo: the build's facts from here (the compiler, its flags without
# the build directory's path, which plugins were built), the variables
# from env.def through env.c, the layout from the core's headers.
INFO_CFLAGS := $(filter-out -ffile-prefix-map=% -fdebug-prefix-map=% -fmacro-prefix-map=%,$(CFLAGS))
$(B)/bin/oshinfo: src/tools/oshinfo.c src/tools/prefix.c src/tools/prefix.h src/core/env.c \
    $(wildcard src/core/*.h src/core/env.def src/seg/*.h src/transport/*.h src/core/start/*.h) include/mpp/shmem.h VERSION
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) -DSHMAP_VERSION='"$(VERSION)"' \
	    -DSHMAP_BUILD_CC='"$(CC)"' -DSHMAP_BUILD_CFLAGS='"$(INFO_CFLAGS)"' \
	    -DSHMAP_BUILT_MPI=$(if $(MPI_PLUGIN),1,0) -DSHMAP_BUILT_UCX=$(if $(UCX_PLUGIN),1,0) -DSHMAP_BUILT_PMIX=$(if $(PMIX_PLUGIN),1,0) \
	    -o $@ src/tools/oshinfo.c src/tools/prefix.c src/core/env.c $(LDFLAGS) -lhwloc

$(B)/bin/oshcc: src/tools/oshcc.in
	@mkdir -p $(@D)
	sed -e 's/@LANG@/C/' -e 's/@DRIVER@/$${SHMAP_CC:-cc}/' $< > $@ && chmod +x $@

$(B)/bin/oshCC: src/tools/oshcc.in
	@mkdir -p $(@D)
	sed -e 's/@LANG@/C++/' -e 's/@DRIVER@/$${SHMAP_CXX:-c++}/' $< > $@ && chmod +x $@

$(B)/bin/oshfort: src/tools/oshfort.in
	@mkdir -p $(@D)
	cp $< $@ && chmod +x $@

# ---- tests ----
BENCH      := $(patsubst bench/%.c,$(B)/bench/%,$(filter-out bench/harness.c,$(wildcard bench/*.c))) \
              $(B)/bench/msg_rate_noinline
API_TESTS  := $(patsubst tests/api/%.c,$(B)/tests/api/%,$(wildcard tests/api/*.c))
CRAY_TESTS := $(patsubst tests/cray-verification/%.c,$(B)/tests/cray/%,$(wildcard tests/cray-verification/*.c))
UNIT_TESTS := $(patsubst tests/unit/%.c,$(B)/tests/unit/%,$(wildcard tests/unit/*.c))
# Fortran programs, built with oshfort as a user would (it picks the
# include form); module files go beside the binaries.
FORT_SRCS  := $(wildcard tests/fortran/*.f tests/fortran/*.f90)
FORT_TESTS := $(patsubst tests/fortran/%,$(B)/tests/fortran/%,$(basename $(FORT_SRCS)))
# Every C test program, whatever else it is built with: a call to a routine
# the header does not declare fails the build, where C89's implicit
# declaration would still link it (and a wrong prototype go unseen).
TEST_CC    := -Werror=implicit-function-declaration
# The same programs built as a T3E code is, with -fdefault-integer-8.
FORT_TESTS += $(patsubst tests/fortran/%,$(B)/tests/fortran-i8/%,$(basename $(FORT_SRCS)))
TEST_AUX   := $(B)/tests/aux/libstubshmem.so $(B)/tests/aux/preload_prog \
              $(B)/tests/aux/nopie_prog $(B)/tests/aux/bad_input \
              $(B)/tests/aux/teardown_prog \
              $(B)/tests/aux/shmem_put.noinline $(B)/tests/aux/shmem_put.O0

$(B)/tests/api/%: tests/api/%.c tests/api/testutil.h tests/api/reduce_values.h $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc $(WARN) $(CFLAGS) $(TEST_CC) -Itests/api -o $@ $<

# Legacy programs, built as their users would: oshcc, no flags (but the
# one that makes an undeclared routine an error).
$(B)/tests/cray/%: tests/cray-verification/%.c $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc $(TEST_CC) -o $@ $<

# Unit tests link the internal objects they exercise directly; xlate
# compares the header's inline translation with the library's, so it
# links the whole static library.
$(B)/tests/unit/%: tests/unit/%.c $(LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(TEST_CC) -Isrc/core -o $@ $< \
	    $(B)/obj/src/core/heap.o $(B)/obj/src/core/env.o -lcmocka
$(B)/tests/unit/xlate: tests/unit/xlate.c $(B)/lib/libsma.a
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(TEST_CC) -Isrc/core -o $@ $< \
	    $(B)/lib/libsma.a -lcmocka

# Misuse on purpose: the compiler may rightly see absurd sizes, so no
# -Wall and no -Werror (and no -w, which would hide undeclared routines).
$(B)/tests/aux/bad_input: tests/aux/bad_input.c $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc $(CFLAGS) $(TEST_CC) -o $@ $<

# A PE that dies, or ends the job, while the others wait (tests/sh/teardown.sh).
$(B)/tests/aux/teardown_prog: tests/aux/teardown_prog.c $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc $(WARN) $(CFLAGS) $(TEST_CC) -o $@ $<

# The RMA test again, calling the library's own entry points rather than
# the header's inline fast paths: with them turned off, and without -O.
$(B)/tests/aux/shmem_put.noinline: tests/api/shmem_put.c tests/api/testutil.h $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc -DSHMAP_NO_INLINE $(WARN) $(CFLAGS) $(TEST_CC) -Itests/api -o $@ $<
$(B)/tests/aux/shmem_put.O0: tests/api/shmem_put.c tests/api/testutil.h $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc -O0 $(WARN) $(TEST_CC) -Itests/api -o $@ $<

# A stand-in "other SHMEM library" for the LD_PRELOAD test.
$(B)/tests/aux/libstubshmem.so: tests/aux/stubshmem.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(CFLAGS) $(TEST_CC) -shared -fPIC -Wl,-soname,libstubshmem.so -o $@ $<

$(B)/tests/aux/preload_prog: tests/aux/preload_prog.c $(B)/tests/aux/libstubshmem.so
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) -DSHMAP_NO_INLINE $(WARN) $(CFLAGS) $(TEST_CC) -o $@ $< -L$(B)/tests/aux -lstubshmem -Wl,-rpath,'$$ORIGIN'

$(B)/tests/aux/nopie_prog: tests/aux/preload_prog.c $(LIBS)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(WARN) $(CFLAGS) $(TEST_CC) -no-pie -fno-pie -o $@ $< $(B)/lib/libsma.a

tests: all $(API_TESTS) $(CRAY_TESTS) $(UNIT_TESTS) $(FORT_TESTS) $(TEST_AUX) $(BENCH)

# Fixed-form programs (.f) as legacy codes are built: gfortran -std=legacy.
FORT_BUILD = @mkdir -p $(@D)/mod; \
	$(B)/bin/oshfort $(1) -O2 -g $(SAN) -J$(@D)/mod -o $@ $<
$(B)/tests/fortran/%: tests/fortran/%.f $(HEADERS) $(LIBS) $(B)/bin/oshfort
	$(call FORT_BUILD,-std=legacy)
$(B)/tests/fortran/%: tests/fortran/%.f90 $(HEADERS) $(LIBS) $(B)/bin/oshfort
	$(call FORT_BUILD,)
$(B)/tests/fortran-i8/%: tests/fortran/%.f $(HEADERS) $(LIBS) $(FK_LIBS) $(FMOD) $(B)/bin/oshfort
	$(call FORT_BUILD,-std=legacy -fdefault-integer-8)
$(B)/tests/fortran-i8/%: tests/fortran/%.f90 $(HEADERS) $(LIBS) $(FK_LIBS) $(FMOD) $(B)/bin/oshfort
	$(call FORT_BUILD,-fdefault-integer-8)

# ---- fuzzing: libFuzzer harnesses (tests/fuzz/) built by clang ----
# Separate from the gcc build: each harness compiles the sources it drives
# with ASan and UBSan (any UB is a crash). `make fuzz` runs each for
# FUZZ_SECONDS on a copy of the committed corpus (tests/fuzz/run.sh; it
# says SKIP without clang's libFuzzer); `make check` runs them briefly
# (tests/sh/fuzz.sh).
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_CFLAGS  := -std=c11 -Wall -Wextra -Wno-unused-parameter -g -O1 $(TEST_CC) \
                -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_BINS    := $(B)/fuzz/env_fuzz $(B)/fuzz/oshrun_args_fuzz
$(B)/fuzz/env_fuzz: tests/fuzz/env_fuzz.c src/core/env.c src/core/env.h src/core/env.def
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS_ALL) -Isrc/core $(FUZZ_CFLAGS) -o $@ tests/fuzz/env_fuzz.c src/core/env.c
# oshrun.c's main becomes oshrun_main (never called: libFuzzer has main).
$(B)/fuzz/oshrun_args_fuzz: tests/fuzz/oshrun_args_fuzz.c src/tools/oshrun.c src/tools/oshrun.h \
    src/tools/placement.c src/tools/placement.h src/core/fdpass.c src/core/fdpass.h \
    src/tools/stats_sum.c src/tools/stats_sum.h src/tools/prefix.c src/tools/prefix.h \
    src/core/job.h VERSION
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CPPFLAGS_ALL) $(FUZZ_CFLAGS) -Dmain=oshrun_main \
	    -DSHMAP_VERSION='"$(VERSION)"' -o $@ tests/fuzz/oshrun_args_fuzz.c \
	    src/tools/oshrun.c src/tools/placement.c src/tools/stats_sum.c src/tools/prefix.c \
	    src/core/fdpass.c -lhwloc
fuzz-build: $(FUZZ_BINS)
fuzz:
	@FUZZ_CC="$(FUZZ_CC)" bash tests/fuzz/run.sh $(FUZZ_SECONDS); rc=$$?; [ $$rc = 77 ] || exit $$rc

# The headers first: in a fresh clone the generator is newer than the
# committed headers, so make rewrites them, and objects compiled before
# that would be rebuilt by the next make, that of deb.sh or install.sh,
# under the tests running beside them. Without a -j of the caller's, the
# build takes one job a CPU.
check: setup
	$(MAKE) headers
	case " $$MAKEFLAGS " in *" -j"* | *jobserver*) $(MAKE) tests ;; \
	*) $(MAKE) -j$$(nproc) tests ;; esac
	SHMAP_BUILD=$(B) bash tests/run.sh

# The verification suite alone (tests/sh/cray_suite.sh runs it in check).
check-cray: all
	bash tests/cray-verification/cray_run

# ---- demo and benchmarks ----
$(B)/bench/%: bench/%.c bench/harness.c $(wildcard bench/*.h) $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc $(WARN) $(CFLAGS) -o $@ $< bench/harness.c
# The message rate through the library's entry points only (no inline
# paths), stated beside the inline one (issue #31).
$(B)/bench/msg_rate_noinline: bench/msg_rate.c bench/harness.c $(wildcard bench/*.h) $(HEADERS) $(LIBS) $(B)/bin/oshcc
	@mkdir -p $(@D)
	SHMAP_CC="$(CC)" $(B)/bin/oshcc -DSHMAP_NO_INLINE $(WARN) $(CFLAGS) -o $@ $< bench/harness.c

setup:
	bash scripts/setup-deps.sh

demo: setup
	$(MAKE) all $(BENCH)
	bash scripts/demo.sh

# Minutes, not part of check: 64 PEs x 10,000 collective iterations, and
# 1,000 launches leaving nothing behind (scripts/soak.sh).
soak: all
	bash scripts/soak.sh

bench-build: all $(BENCH)

# Builds the programs, installs Open MPI and gnuplot for the comparison
# (scripts/bench-setup.sh), then runs shmap, the raw floor and Open MPI
# interleaved (scripts/bench.sh). BENCH_ARGS=--quick for a smoke run.
bench: all $(BENCH)
	bash scripts/bench-setup.sh
	bash scripts/bench.sh $(BENCH_ARGS)

# The build tree's own pkg-config file (absolute paths into build/).
$(B)/lib/pkgconfig/shmap.pc: src/tools/shmap.pc.in VERSION
	@mkdir -p $(@D)
	sed -e 's|@PREFIX@|$(CURDIR)/$(B)|' -e 's|@LIBDIR@|$(CURDIR)/$(B)/lib|' \
	    -e 's|@INCLUDEDIR@|$(CURDIR)/$(B)/include|' -e 's|@VERSION@|$(VERSION)|' \
	    -e 's|@NAME@|shmap|' $< > $@

# The build tree's CMake package: -DCMAKE_PREFIX_PATH=$(CURDIR)/$(B) finds it.
$(CMAKE_CONFIG): src/tools/shmapConfig.cmake.in src/tools/shmapConfigVersion.cmake.in \
    scripts/cmake-config.sh VERSION
	sh scripts/cmake-config.sh $(@D) $(CURDIR)/$(B) $(CURDIR)/$(B)/lib \
	    $(CURDIR)/$(B)/include $(CURDIR)/$(B)/bin $(VERSION)

# ---- install, uninstall, Debian packages ----
INSTALL_ENV = DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" BINDIR="$(BINDIR)" \
    LIBDIR="$(LIBDIR)" INCLUDEDIR="$(INCLUDEDIR)" MANDIR="$(MANDIR)" \
    PKGCONFIGDIR="$(PKGCONFIGDIR)" VERSION="$(VERSION)" SOVER="$(SOVER)"
install: all
	$(INSTALL_ENV) sh scripts/install.sh install

uninstall:
	$(INSTALL_ENV) sh scripts/install.sh uninstall

# libsma1, libsma-dev, shmap-tools and libsma-mpi1 (and their -dbgsym)
# in build/deb/: debhelper (debian/), building in build-deb/. Installs
# the build dependencies debian/control names first when run as root.
deb:
	bash scripts/deb.sh

clean:
	rm -rf $(B)

-include $(LIB_OBJS:.o=.d)
