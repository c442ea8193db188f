import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LaunchError, launchStack } from './launcher';

describe('launchStack', () => {
  let occupier: net.Server | undefined;

  afterEach(async () => {
    await new Promise<void>((resolve) => (occupier ? occupier.close(() => resolve()) : resolve()));
    occupier = undefined;
  });

  it('names the port in use and the variable that changes it, before starting anything', async () => {
    occupier = net.createServer();
    await new Promise<void>((resolve) => occupier?.listen(0, '127.0.0.1', resolve));
    const { port } = occupier.address() as AddressInfo;

    const launch = launchStack({ only: ['commerce'], ports: { commerce: port } });
    await expect(launch).rejects.toThrow(LaunchError);
    await expect(launch).rejects.toThrow(
      `Port ${port} (commerce platform (vue-storefront-api)) is already in use. Stop what uses it or choose another port with COMMERCE_PORT=<port>.`,
    );
  });
});
