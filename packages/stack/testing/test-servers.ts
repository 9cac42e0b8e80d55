import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/**
 * For a test file that starts servers: answers a `listen` that starts one on a free loopback port, and closes every
 * server after each test. Connections are cut first: one whose upload was cut short after its answer would otherwise
 * hold close() until it times out.
 */
export function serversClosedAfterEach(): (server: http.Server) => Promise<number> {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  });
  return async (server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
}
