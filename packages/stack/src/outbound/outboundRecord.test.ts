import { describe, expect, it } from 'vitest';
import { staysOnThisMachine } from './outboundRecord';

describe('staysOnThisMachine', () => {
  it('keeps the loopback ranges, localhost and IPC on the machine', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      'LOCALHOST',
    ])
      expect(staysOnThisMachine({ kind: 'connect', host }), host).toBe(true);
    expect(staysOnThisMachine({ kind: 'connect' }), 'no host: localhost').toBe(true);
    expect(staysOnThisMachine({ kind: 'ipc' })).toBe(true);
  });

  it('counts cloud metadata addresses, public addresses and host names as leaving the machine', () => {
    for (const host of [
      '169.254.169.254',
      '100.100.100.200',
      '8.8.8.8',
      '10.0.0.2',
      '0.0.0.0',
      'fd00:ec2::254',
      'metadata.google.internal',
      'usage-reporting.api.apollographql.com',
      '128.0.0.1',
    ])
      expect(staysOnThisMachine({ kind: 'connect', host }), host).toBe(false);
    expect(staysOnThisMachine({ kind: 'lookup', host: 'metadata.google.internal.' })).toBe(false);
  });
});
