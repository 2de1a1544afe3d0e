# SPDX-License-Identifier: BSD-3-Clause
# Two "nodes" on this one machine, for shell tests of jobs that span nodes
# (sourced after common.bash, not run: tests/run.sh runs only *.sh).
#
# netns_up makes two network namespaces joined by a veth pair (no end of it
# in the root namespace), each with loopback up and a private address,
# 10.77.X.1 and 10.77.X.2 (X from $$); a hostfile naming the two addresses
# with two slots each; and a launch agent standing in for ssh: given a host,
# it runs the command in that host's namespace under a hostname of its own
# (UTS namespace), in the caller's directory, with no environment but PATH
# and HOME, as ssh would. Where this cannot be had (not root, no ip or
# mpirun, namespaces refused as in an unprivileged container) it prints a
# SKIP line and exits 77.
#
# mpirun_2nodes NP PROGRAM ARGS... then runs Open MPI's mpirun inside the
# first namespace, under hostname node1, with every launch through the
# agent and all traffic on the veth pair. It returns mpirun's status, 124
# when the job outlived NETNS_TIMEOUT seconds (default 60); either way it
# leaves no process in the namespaces. It reads
#   NETNS_X="VAR ..."       more variables for the ranks (mpirun -x): on
#                           the second node a rank sees only those passed;
#                           SMA_*, SHMEM_* and SHMAP_* ones set here always are
#   NETNS_UCX=1             Open MPI's UCX (pml and osc ucx over UCX's TCP)
#                           instead of ob1 and osc pt2pt over btl tcp: the
#                           one of the two with MPI_THREAD_MULTIPLE windows
#   NETNS_HOSTFILE=FILE     another hostfile (the two addresses, other slots)
#   NETNS_MPIRUN_OPTS="..." more mpirun options, before -np (an MCA
#                           parameter set here already cannot be set again)
#   NETNS_CPUS1, NETNS_CPUS2="LIST"  each node's own CPUs (taskset -c LIST),
#                           as two real nodes have; unset, both nodes share
#                           all of this machine's (the default)
# Call it with its output sent to a file rather than inside $(...): then a
# signal to the test reaches the clean-up at once instead of after the job.
# A trap removes the namespaces (and their processes) and $tmp on every exit.

# shellcheck disable=SC2154 # tmp: from common.bash
NETNS_DIR=$tmp/netns
NETNS_NS1=shmap-$$-1
NETNS_NS2=shmap-$$-2
NETNS_IF=veth-shmap # both ends, each in its own namespace
NETNS_NET=10.77.$(($$ % 250 + 1))
NETNS_CIDR=$NETNS_NET.0/24
NETNS_IP1=$NETNS_NET.1
NETNS_IP2=$NETNS_NET.2
NETNS_JOB=

# netns_down: end every process left in the namespaces and remove them
# (their veth ends go with them); safe to call more than once.
netns_down() {
    local ns pids
    [ -n "$NETNS_JOB" ] && kill -9 "$NETNS_JOB" 2>/dev/null
    NETNS_JOB=
    for ns in "$NETNS_NS1" "$NETNS_NS2"; do
        [ -e "/run/netns/$ns" ] || continue
        pids=$(ip netns pids "$ns" 2>/dev/null)
        # shellcheck disable=SC2086
        [ -z "$pids" ] || kill -9 $pids 2>/dev/null
        ip netns del "$ns" 2>/dev/null
    done
}

netns_skip() {
    echo "SKIP: two nodes in network namespaces: $*"
    exit 77
}

netns_up() {
    local t err=$NETNS_DIR/err
    [ "$(id -u)" = 0 ] || netns_skip "needs root"
    for t in ip mpirun unshare hostname timeout; do
        command -v $t >/dev/null || netns_skip "no $t"
    done
    trap 'rc=$?; kill_tagged; netns_down; rm -rf "$tmp"; exit $rc' EXIT
    trap 'exit 129' HUP
    trap 'exit 130' INT
    trap 'exit 143' TERM
    mkdir -p "$NETNS_DIR"
    ip netns add "$NETNS_NS1" 2>"$err" && ip netns add "$NETNS_NS2" 2>>"$err" ||
        netns_skip "cannot create a network namespace: $(head -1 "$err")"
    ip link add name "$NETNS_IF" netns "$NETNS_NS1" type veth \
        peer name "$NETNS_IF" netns "$NETNS_NS2" 2>"$err" ||
        netns_skip "cannot create a veth pair: $(head -1 "$err")"
    # IPv4 only: no IPv6 link-local address changing state (duplicate
    # address detection) under a job that is starting.
    {
        ip netns exec "$NETNS_NS1" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 \
            net.ipv6.conf.default.disable_ipv6=1 &&
            ip netns exec "$NETNS_NS2" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 \
                net.ipv6.conf.default.disable_ipv6=1
    } 2>/dev/null # a kernel without IPv6 has nothing to turn off
    {
        ip -n "$NETNS_NS1" addr add "$NETNS_IP1/24" dev "$NETNS_IF" &&
            ip -n "$NETNS_NS2" addr add "$NETNS_IP2/24" dev "$NETNS_IF" &&
            ip -n "$NETNS_NS1" link set lo up && ip -n "$NETNS_NS2" link set lo up &&
            ip -n "$NETNS_NS1" link set "$NETNS_IF" up &&
            ip -n "$NETNS_NS2" link set "$NETNS_IF" up
    } 2>"$err" || netns_skip "cannot set up the veth pair: $(head -1 "$err")"
    # The kernel reports a link running (which UCX, unlike btl tcp, looks
    # for) a moment after it is set up.
    for t in $(seq 50); do
        [ "$(netns_state 1) $(netns_state 2)" = "UP UP" ] && break
        sleep 0.1
    done
    [ "$(netns_state 1) $(netns_state 2)" = "UP UP" ] ||
        netns_skip "the veth pair is not up after 5 s: $(netns_state 1) $(netns_state 2)"
    ip netns exec "$NETNS_NS1" unshare --uts hostname node1 2>"$err" ||
        netns_skip "cannot run in a namespace with a hostname of its own: $(head -1 "$err")"

    printf '%s slots=2\n%s slots=2\n' "$NETNS_IP1" "$NETNS_IP2" >"$NETNS_DIR/hosts"
    # Open MPI calls it as "AGENT [OPTIONS] HOST COMMAND...", like ssh,
    # and COMMAND is shell text ("orted -mca ess "env" ..."): the words
    # joined are run by a shell, as sshd would, in mpirun's directory.
    cat >"$NETNS_DIR/agent" <<EOF
#!/bin/sh
# The launch agent of tests/sh/netns.bash, written by netns_up.
while [ \$# -gt 0 ]; do case \$1 in -*) shift ;; *) break ;; esac; done
case \$1 in
$NETNS_IP1) ns=$NETNS_NS1 name=node1 ;;
$NETNS_IP2) ns=$NETNS_NS2 name=node2 ;;
*) echo "netns agent: no node \$1" >&2; exit 255 ;;
esac
shift
cpus=
[ "\$name" = node1 ] && cpus=\${NETNS_CPUS1:-}
[ "\$name" = node2 ] && cpus=\${NETNS_CPUS2:-}
[ -n "\$cpus" ] && set -- taskset -c "\$cpus" "\$@"
exec ip netns exec "\$ns" unshare --uts env -i PATH="\$PATH" HOME="\${HOME:-/}" \\
    sh -c 'hostname "\$1" && cd "\$2" && shift 2 && eval "\$*"' sh "\$name" "\$(pwd)" "\$@"
EOF
    chmod +x "$NETNS_DIR/agent"
}

# netns_state N: the state of node N's veth end (UP when running)
netns_state() {
    local ns=$NETNS_NS1
    [ "$1" = 2 ] && ns=$NETNS_NS2
    ip -n "$ns" -br link show dev "$NETNS_IF" | awk '{print $2}'
}

# netns_bytes N: bytes received and sent so far by node N's veth end
netns_bytes() {
    local ns=$NETNS_NS1 rx tx
    [ "$1" = 2 ] && ns=$NETNS_NS2
    read -r rx < <(ip netns exec "$ns" cat "/sys/class/net/$NETNS_IF/statistics/rx_bytes")
    read -r tx < <(ip netns exec "$ns" cat "/sys/class/net/$NETNS_IF/statistics/tx_bytes")
    echo $((rx + tx))
}

mpirun_2nodes() {
    local np=$1 v rc
    shift
    # Both nodes share this machine's CPUs (or NETNS_CPUS1/2 split them),
    # so nothing is bound.
    # shellcheck disable=SC2054 # the commas are Open MPI's
    NETNS_CMD=(mpirun --hostfile "${NETNS_HOSTFILE:-$NETNS_DIR/hosts}"
        --mca plm_rsh_agent "$NETNS_DIR/agent" --mca plm_rsh_no_tree_spawn 1
        --mca orte_tmpdir_base "$NETNS_DIR" --mca oob_tcp_if_include "$NETNS_CIDR"
        --mca btl_vader_backing_directory "$NETNS_DIR"
        --bind-to none)
    # Debian's openmpi-mca-params.conf excludes osc pt2pt and ucx, which
    # leaves osc rdma alone, and it wants an RDMA network: over TCP every
    # MPI_Win_create fails with MPI_ERR_WIN. So osc pt2pt is named here;
    # it in turn refuses MPI_THREAD_MULTIPLE (MPI_ERR_WIN too), which UCX
    # serves, once told that TCP will do. UCX knows a machine by the
    # kernel's boot id, the same in both namespaces, so with its shared
    # memory transports it would carry node1-node2 traffic in /dev/shm:
    # TCP alone keeps it on the veth pair.
    # shellcheck disable=SC2054
    if [ "${NETNS_UCX:-0}" = 1 ]; then
        NETNS_CMD+=(--mca pml ucx --mca osc ucx
            --mca pml_ucx_tls any --mca pml_ucx_devices any)
    else
        NETNS_CMD+=(--mca pml ob1 --mca btl tcp,self,vader --mca osc sm,pt2pt
            --mca btl_tcp_if_include "$NETNS_CIDR")
    fi
    # shmap's own UCX transport (SHMAP_TRANSPORT): on the veth pair too,
    # not in /dev/shm (the same boot id in both namespaces)
    NETNS_CMD+=(-x UCX_TLS=tcp,self -x UCX_NET_DEVICES="$NETNS_IF")
    for v in ${NETNS_X:-} $(compgen -e | grep -E '^(SMA|SHMEM|SHMAP)_'); do
        [ -n "${!v+set}" ] && NETNS_CMD+=(-x "$v")
    done
    # shellcheck disable=SC2206
    NETNS_CMD+=(${NETNS_MPIRUN_OPTS:-} -np "$np" "$@")
    OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
        timeout -k 5 "${NETNS_TIMEOUT:-60}" ip netns exec "$NETNS_NS1" unshare --uts \
        sh -c 'hostname node1 && exec "$@"' sh ${NETNS_CPUS1:+taskset -c "$NETNS_CPUS1"} \
        "${NETNS_CMD[@]}" </dev/null &
    NETNS_JOB=$!
    wait $NETNS_JOB
    rc=$?
    NETNS_JOB=
    # a job killed on time may leave its remote half: end it here
    for v in "$NETNS_NS1" "$NETNS_NS2"; do
        # shellcheck disable=SC2046
        [ -z "$(ip netns pids "$v")" ] || kill -9 $(ip netns pids "$v") 2>/dev/null
    done
    return $rc
}
