import { describe, expect, it } from 'vitest';
import { ConnectionManager } from '../../../../src/engine/sentinel/cluster/connection-manager';

describe('ConnectionManager', () => {
  it('header worked example: counted once per address, per namespace, removed by address', () => {
    const c = new ConnectionManager();
    c.addConnection('app-a', '10.0.0.1:50001');
    expect(c.getConnectedCount('app-a')).toBe(1);
    c.addConnection('app-a', '10.0.0.1:50001');
    expect(c.getConnectedCount('app-a')).toBe(1);
    c.addConnection('app-b', '10.0.0.2:50002');
    expect(c.getConnectedCount('app-b')).toBe(1);
    expect(c.getConnectedCount('app-a')).toBe(1);
    c.removeConnection('10.0.0.1:50001');
    expect(c.getConnectedCount('app-a')).toBe(0);
    expect(c.getConnectedCount('app-b')).toBe(1);
    expect(c.isClientOnline('10.0.0.1:50001')).toBe(false);
  });

  it('an unknown namespace has 0 clients; removing an unknown address changes nothing', () => {
    const c = new ConnectionManager();
    expect(c.getConnectedCount('nope')).toBe(0);
    c.addConnection('default', 'a:1');
    c.removeConnection('b:2');
    expect(c.getConnectedCount('default')).toBe(1);
  });

  it('re-registering under another namespace leaves the address in the old group', () => {
    const c = new ConnectionManager();
    c.addConnection('app-a', 'x:1');
    c.addConnection('app-b', 'x:1');
    c.removeConnection('x:1'); // removes it from app-b only
    expect(c.getConnectedCount('app-a')).toBe(1);
    expect(c.getConnectedCount('app-b')).toBe(0);
  });

  it('rejects blank names as AssertUtil does', () => {
    const c = new ConnectionManager();
    expect(() => c.addConnection(' ', 'x:1')).toThrow(RangeError);
    expect(() => c.addConnection('default', '')).toThrow(RangeError);
  });
});
