/**
 * Which clients the token server considers connected, per namespace: the number AVG_LOCAL rules multiply
 * their count by. Models `com.alibaba.csp.sentinel.cluster.server.connection.ConnectionManager` and
 * `ConnectionGroup`.
 *
 * THE MODEL. `connMap`: namespace → group (a set of client addresses "host:port" and its size);
 * `namespaceOf`: address → the namespace it last registered with. Netty's `TokenServerHandler` calls
 * `addConnection(namespace, address)` when a client's PING carries its namespace, and
 * `removeConnection(address)` when the channel closes.
 *
 *   addConnection("app-a", "10.0.0.1:50001")   group app-a {10.0.0.1:50001} → count 1
 *   addConnection("app-a", "10.0.0.1:50001")   already in the set → still 1 (counted once)
 *   addConnection("app-b", "10.0.0.2:50002")   app-b → 1; app-a unaffected
 *   removeConnection("10.0.0.1:50001")         looks up its namespace (app-a) → app-a 0
 *
 * SURPRISES. A client that sends token requests but never pinged is not counted: with AVG_LOCAL and no
 * connection the threshold is count × 0 and everything is BLOCKED (conformance `cl-server-avg-local-zero-clients`).
 * Re-registering an address under another namespace re-points `namespaceOf` but leaves it in the old group.
 *
 * HOW WE DIFFER FROM UPSTREAM. Instance state instead of static maps; a ConnectionDescriptor (equal by
 * address) is the address string itself.
 */

export class ConnectionGroup {
  readonly addresses = new Set<string>();
  constructor(readonly namespace: string) {}

  addConnection(address: string): void {
    this.addresses.add(address);
  }
  removeConnection(address: string): void {
    this.addresses.delete(address);
  }
  getConnectedCount(): number {
    return this.addresses.size;
  }
}

function assertNotBlank(s: string, what: string): void {
  if (s.trim() === '') throw new RangeError(`${what} should not be empty`);
}

export class ConnectionManager {
  /** namespace → group, in creation order. */
  readonly connMap = new Map<string, ConnectionGroup>();
  private readonly namespaceOf = new Map<string, string>();

  getConnectedCount(namespace: string): number {
    return this.connMap.get(namespace)?.getConnectedCount() ?? 0;
  }

  getOrCreateGroup(namespace: string): ConnectionGroup {
    assertNotBlank(namespace, 'namespace');
    let group = this.connMap.get(namespace);
    if (group === undefined) {
      group = new ConnectionGroup(namespace);
      this.connMap.set(namespace, group);
    }
    return group;
  }

  addConnection(namespace: string, address: string): ConnectionGroup {
    assertNotBlank(namespace, 'namespace');
    assertNotBlank(address, 'address');
    const group = this.getOrCreateGroup(namespace);
    group.addConnection(address);
    this.namespaceOf.set(address, namespace);
    return group;
  }

  /** The channel of `address` closed: remove it from the group of the namespace it registered with. */
  removeConnection(address: string): void {
    assertNotBlank(address, 'address');
    const namespace = this.namespaceOf.get(address);
    if (namespace !== undefined) {
      const group = this.connMap.get(namespace);
      if (group === undefined) return; // upstream returns before forgetting the address, too
      group.removeConnection(address);
    }
    this.namespaceOf.delete(address);
  }

  isClientOnline(address: string): boolean {
    return this.namespaceOf.has(address);
  }
}
