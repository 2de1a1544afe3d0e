# SPDX-License-Identifier: BSD-3-Clause
# What shell tests share (sourced, not run: tests/run.sh runs only *.sh):
# the build under test and its launcher, pass/fail counting and the closing
# summary, a temporary directory removed at exit, building a test program
# from tests/aux, and finding, waiting for and ending the test's own
# processes. Run from the repository root.
set -u
# The build under test: $SHMAP_BUILD (tests/run.sh sets it) in a test
# whose text names SHMAP_BUILD, the runner's sign that the test works on
# another build; build/ in any other test, whatever the environment says.
if grep -q SHMAP_BUILD "$0" 2>/dev/null; then B=${SHMAP_BUILD:-build}; else B=build; fi
R=$B/bin/oshrun
fails=0 fail_lines=()
fail() { echo "FAIL: $*"; fails=$((fails + 1)); fail_lines+=("$*"); }
oks=0
ok() { echo "ok   $*"; oks=$((oks + 1)); }
# finish: the failures again (the first ten, a line each: tests/run.sh
# shows only the end of a failed test's output), then the last line,
# "NAME: N ok, N failed", and the exit status: 1 when a check failed, or
# when none passed (a test that checked nothing proves nothing).
finish() {
    local l
    [ "$oks$fails" = 00 ] && fail "no check ran"
    if [ "$fails" -gt 0 ]; then
        echo "failed:"
        for l in "${fail_lines[@]:0:10}"; do printf '  %.400s\n' "${l%%$'\n'*}"; done
    fi
    echo "${0##*/}: $oks ok, $fails failed"
    exit $((fails > 0))
}
# first_cpus N: the first N CPUs this process may run on (fewer where
# it may not use N), as numbers separated by spaces
first_cpus() {
    local r c out=()
    for r in $(awk '/^Cpus_allowed_list/ { gsub(",", " ", $2); print $2 }' /proc/self/status); do
        for ((c = ${r%-*}; c <= ${r#*-} && ${#out[@]} < $1; c++)); do out+=("$c"); done
    done
    echo "${out[@]}"
}
tmp=$(mktemp -d)
# Every process the test starts carries SHMAP_TEST_TAG=$tmp in its
# environment (oshrun, its PEs, their children, mpirun's ranks): the
# marker tagged finds them by, which no other test's processes have, even
# where they run the same programs at the same time. A part of a test can
# mark its own processes below it: SHMAP_TEST_TAG=$tmp/part COMMAND.
export SHMAP_TEST_TAG=$tmp
trap 'kill_tagged; rm -rf "$tmp"' EXIT
# build_aux NAME [OUT]: tests/aux/NAME.c into OUT (default $tmp/prog), as
# a user would build it; the test ends if it does not build.
build_aux() { compile_aux "$@" || { fail "cannot build $1"; exit 1; }; }
# compile_aux NAME [OUT]: the same, but its status instead of the end
compile_aux() { $B/bin/oshcc -O2 -Werror=implicit-function-declaration -o "${2:-$tmp/prog}" "tests/aux/$1.c"; }

# stacks_of REGEX: a line for each thread of each live process of the
# test whose command line matches REGEX, "pid N thread T: f0 < f1 < ..."
# (gdb's innermost frames first); one line saying so where gdb is missing
stacks_of() {
    command -v gdb >/dev/null || { echo "(no gdb: no stacks)"; return; }
    tagged "" "$1"
    local pid
    for pid in "${PIDS[@]}"; do
        timeout 20 gdb -p "$pid" -batch -nx -ex 'thread apply all bt 10' 2>/dev/null |
            awk -v p="$pid" '
                /^Thread / { if (l) print l; l = "pid " p " thread " $2 ":"; n = 0; next }
                /^#[0-9]/ { f = $3 == "in" ? $4 : $2; sub(/\(.*/, "", f)
                            l = l (n++ ? " < " : " ") f }
                END { if (l) print l }'
    done
}

# tagged [TAG [REGEX]]: PIDS becomes the list of the live processes marked
# TAG (default the test's own) or below it (TAG/...), whose command line,
# its arguments joined by spaces, matches the extended REGEX if one is
# given. Call it as a command of its own, not in a pipeline: the commands
# running beside it carry the test's marker too.
tagged() {
    local tag=${1:-$SHMAP_TEST_TAG} re=${2:-} tre c f pid args
    tre=${tag//\\/\\\\}
    for c in . '[' ']' '*' '^' '$' + '?' '(' ')' '{' '}' '|'; do tre=${tre//"$c"/\\$c}; done
    PIDS=()
    # (grep -l names its own environment too; it has ended by the loop.)
    for f in $(grep -lzE "^SHMAP_TEST_TAG=$tre(/.*)?\$" /proc/[0-9]*/environ 2>/dev/null); do
        pid=${f#/proc/} pid=${pid%/environ}
        mapfile -d '' -t args 2>/dev/null <"/proc/$pid/cmdline" || continue
        [ ${#args[@]} -gt 0 ] || continue # ended, a zombie
        [ -z "$re" ] || [[ "${args[*]}" =~ $re ]] || continue
        PIDS+=("$pid")
    done
    return 0
}
# described PID...: "PID command line; ..." for a FAIL line
described() {
    local pid args
    for pid in "$@"; do
        mapfile -d '' -t args 2>/dev/null <"/proc/$pid/cmdline"
        printf '%s %s; ' "$pid" "${args[*]:-(ended)}"
    done
}
# kill_tagged [TAG [REGEX]]: SIGKILL to the processes tagged lists
kill_tagged() {
    tagged "$@"
    [ ${#PIDS[@]} = 0 ] || kill -9 "${PIDS[@]}" 2>/dev/null
    return 0
}
# wait_until SECONDS COMMAND...: run COMMAND every 50 ms until it succeeds
# (status 0) or SECONDS (whole) pass (status 1): a wait on an event, not
# on time.
wait_until() {
    local end=$((${EPOCHREALTIME//[!0-9]/} + $1 * 1000000))
    shift
    until "$@"; do
        [ "${EPOCHREALTIME//[!0-9]/}" -lt "$end" ] || return 1
        sleep 0.05
    done
}
_at_least() { tagged "$2" "$3" && [ ${#PIDS[@]} -ge "$1" ]; }
_none() { tagged "$1" "$2" && [ ${#PIDS[@]} = 0 ]; }
# wait_for_pes N REGEX [SECONDS [TAG]]: wait until at least N of the test's
# processes (or TAG's) match REGEX, such as a job's N PEs ("^$prog ");
# PES is then their PIDs. After SECONDS (default 30): a FAIL line and
# status 1.
wait_for_pes() {
    local n=$1 re=$2 secs=${3:-30} tag=${4:-$SHMAP_TEST_TAG}
    if wait_until "$secs" _at_least "$n" "$tag" "$re"; then
        PES=("${PIDS[@]}")
        return 0
    fi
    fail "$n processes matching /$re/ were not running within $secs s; ${#PIDS[@]} were: $(described "${PIDS[@]}")"
    return 1
}
# wait_for_none WHAT [REGEX [SECONDS [TAG]]]: wait until none of the test's
# processes (or TAG's, or those of them matching REGEX) is left: a job's
# end. After SECONDS (default 10; 0: look once) "FAIL: WHAT: processes
# survived", the survivors killed, status 1.
wait_for_none() {
    local what=$1 re=${2:-} secs=${3:-10} tag=${4:-$SHMAP_TEST_TAG}
    wait_until "$secs" _none "$tag" "$re" && return 0
    local after=" $secs s"
    [ "$secs" != 0 ] || after=
    fail "$what: processes survived$after: $(described "${PIDS[@]}")"
    kill -9 "${PIDS[@]}" 2>/dev/null
    return 1
}
# wait_for_line FILE REGEX [SECONDS]: wait until a line of FILE matches the
# extended REGEX; after SECONDS (default 30) a FAIL line and status 1.
wait_for_line() {
    local secs=${3:-30}
    wait_until "$secs" grep -qE -- "$2" "$1" 2>/dev/null && return 0
    fail "no line /$2/ in $1 within $secs s: $(tail -3 "$1" 2>/dev/null | tr '\n' ';')"
    return 1
}
