/**
 * The network side of a multi-node cluster simulation (multi-node-sim.ts): the token server's life (start,
 * stop, restart with a fresh state), each client's link (connected, stopped, delay) and the reconnect attempts
 * after a channel closed, as the faults drive them. Reconnect timing and the restart's fresh state are from
 * source, not trace-checked (see sim-link.ts).
 *
 *   serverDown at 1000, serverUp at 4000: every link closes at 1000; attempt at 3000 fails (server down),
 *   the next one is 2000 × 2 = 4000 ms later: connected again at 7000, three seconds after the server.
 *
 * A restarted server is a new process: empty windows, no connections, the same global config and rules;
 * clients register (PING) when their attempt succeeds. An embedded server's host asks it directly and is never
 * a connected client.
 */
import type { SimClock } from '../../clock';
import type { EventQueue } from '../event-queue';
import type { ClusterFault, ClusterSimConfig } from './multi-node-types';
import type { SimLink } from './sim-link';
import { TokenServer } from './token-server';

export class ClusterNetwork {
  /** The running token server, or null while it is down. */
  server: TokenServer | null = null;

  constructor(
    private readonly cfg: ClusterSimConfig,
    private readonly ns: string,
    private readonly serverClock: SimClock,
    readonly links: readonly SimLink[],
    /** The simulation's agenda and the kind its reconnect attempts are filed under (payload: link index). */
    private readonly queue: EventQueue,
    private readonly reconnectKind: number,
    /** Attempts after this time change nothing and are not scheduled. */
    private readonly endMs: number,
  ) {}

  startServer(): void {
    const cfg = this.cfg;
    const server = new TokenServer(this.serverClock, cfg.embeddedHost === undefined ? null : this.ns);
    if (cfg.serverFlowConfig !== undefined) server.config.loadGlobalFlowConfig(cfg.serverFlowConfig);
    if (cfg.namespaceSet !== undefined) server.config.loadServerNamespaceSet(cfg.namespaceSet);
    else if (cfg.embeddedHost !== undefined) server.rules.registerPropertyIfAbsent(this.ns);
    server.rules.loadRules(this.ns, [cfg.rule]);
    this.server = server;
    for (const link of this.links ?? []) link.server = link.embeddedHost ? server : link.server;
  }

  connect(link: SimLink): void {
    const server = this.server;
    if (link.embeddedHost) {
      link.server = server;
      return;
    }
    if (server === null) return;
    link.server = server;
    link.ready = true;
    link.failConnectedTime = 0;
    server.connect(link.address, link.namespace);
  }

  private closeLink(link: SimLink, t: number, retry: boolean): void {
    if (link.embeddedHost) {
      link.server = null;
      return;
    }
    const wasReady = link.ready;
    link.ready = false;
    link.server = null;
    if (retry && wasReady) this.scheduleReconnect(link, t + link.nextReconnectDelayMs(false));
  }

  /** One pending reconnect attempt per link at most (the client's scheduler runs one task per disconnect). */
  private scheduleReconnect(link: SimLink, atMs: number): void {
    // Attempts after the end of the run change nothing (and would go on forever while the server is down).
    if (link.reconnectPending || atMs > this.endMs) return;
    link.reconnectPending = true;
    this.queue.push(atMs, this.reconnectKind, this.links.indexOf(link));
  }

  reconnect(link: SimLink): void {
    link.reconnectPending = false;
    if (link.stopped || link.ready) return;
    if (this.server !== null) {
      this.connect(link);
      return;
    }
    this.scheduleReconnect(link, this.serverClock.nowMs + link.nextReconnectDelayMs(true));
  }

  applyFault(fault: ClusterFault): void {
    const at = fault.atMs;
    if (at > this.serverClock.nowMs) this.serverClock.nowMs = at;
    switch (fault.kind) {
      case 'serverDown':
        this.server = null;
        for (const link of this.links) this.closeLink(link, at, !link.stopped);
        return;
      case 'serverUp':
        if (this.server === null) this.startServer();
        return;
      case 'clientDisconnect': {
        const link = this.links[fault.node];
        link.stopped = true;
        if (link.ready) this.server?.disconnect(link.address);
        this.closeLink(link, at, false);
        return;
      }
      case 'clientConnect': {
        const link = this.links[fault.node];
        link.stopped = false;
        if (this.server !== null) this.connect(link);
        else if (!link.embeddedHost) this.scheduleReconnect(link, at + link.nextReconnectDelayMs(false));
        return;
      }
      case 'networkDelay':
        for (let i = 0; i < this.links.length; i++) {
          if (fault.node === undefined || fault.node === i) this.links[i].oneWayDelayMs = Math.max(0, fault.oneWayMs);
        }
        return;
    }
  }
}
