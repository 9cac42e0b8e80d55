import http from 'node:http';
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

/** An origin nobody answers at any more (a server listened there and closed): what a killed server leaves behind. */
export async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
