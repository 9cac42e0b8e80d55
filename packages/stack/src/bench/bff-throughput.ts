import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { nodeWithTsx, spawnWithLines, stopPid } from '../process.ts';
import { waitForHttp } from '../wait.ts';
import { createProject, createUser } from './bench-user.ts';
import type { Measurement } from './measurement.ts';

const LOAD = { connections: 10, duration: 10 };

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up so JIT and connection pools are settled before the measured run.
  await autocannon({ url, headers, connections: LOAD.connections, duration: 2 });
  const result = await autocannon({ url, headers, ...LOAD });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

async function freePort(host: string): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The hello-world Koa runs in its own process, like the bff, so both compete with the load tool alike. */
async function helloKoaRequestsPerSecond(host: string): Promise<number> {
  const port = await freePort(host);
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hello-koa.ts');
  const child = spawnWithLines(
    [...nodeWithTsx(), script],
    { env: { ...process.env, HOST: host, PORT: String(port) } },
    (line) => console.log(`[hello-koa] ${line}`),
  );
  try {
    await waitForHttp(`http://${host}:${port}/`, { expectOk: true, process: child });
    return await requestsPerSecond(`http://${host}:${port}/`);
  } finally {
    await stopPid(child.pid!);
  }
}

export const bffThroughput: Measurement = {
  name: 'bff throughput',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const projectId = await createProject(stack, user);
    const bffUrl = `http://${stack.config.host}:${stack.config.ports.bff}/api/projects/${projectId}`;
    const bff = await requestsPerSecond(bffUrl, { authorization: `Bearer ${user.idToken}` });
    const hello = await helloKoaRequestsPerSecond(stack.config.host);
    return [
      { label: 'bff GET /api/projects/:id (signed in)', value: `${Math.round(bff)} requests/s` },
      { label: 'bare Koa hello world', value: `${Math.round(hello)} requests/s` },
      {
        label: 'bff / bare Koa',
        value: `${(bff / hello).toPrecision(2)} (${LOAD.connections} connections, ${LOAD.duration} s)`,
      },
    ];
  },
};
