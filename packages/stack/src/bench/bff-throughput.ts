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

/** What one request costs behind the bff, as it counts it itself (the bench stack runs it with COUNT_REQUEST_WORK). */
async function requestWork(
  url: string,
  headers: Record<string, string>,
): Promise<{ queries: string; mediaCalls: string }> {
  const response = await fetch(url, { headers: { ...headers, 'X-Request-Work': 'count' } });
  await response.arrayBuffer();
  const counted = /^queries=(\d+), media-calls=(\d+)$/.exec(response.headers.get('X-Request-Work') ?? '');
  if (!response.ok || !counted) throw new Error(`${url}: answered ${response.status} without its work counted`);
  return { queries: counted[1]!, mediaCalls: counted[2]! };
}

export const bffThroughput: Measurement = {
  name: 'bff throughput',
  async run(context) {
    const stack = await context.stack();
    const user = await createUser(stack);
    const projectId = await createProject(stack, user);
    const bffUrl = `http://${stack.config.host}:${stack.config.ports.bff}/api/projects/${projectId}`;
    const signedIn = { authorization: `Bearer ${user.idToken}` };
    // Counted after a first request, as the measured requests run: with the caller's token already verified.
    await requestWork(bffUrl, signedIn);
    const work = await requestWork(bffUrl, signedIn);
    const bff = await requestsPerSecond(bffUrl, signedIn);
    const hello = await helloKoaRequestsPerSecond(stack.config.host);
    return [
      { label: 'bff GET /api/projects/:id database queries', value: `${work.queries} per request` },
      { label: 'bff GET /api/projects/:id media-service calls', value: `${work.mediaCalls} per request` },
      { label: 'bff GET /api/projects/:id (signed in)', value: `${Math.round(bff)} requests/s` },
      { label: 'bare Koa hello world', value: `${Math.round(hello)} requests/s` },
      {
        label: 'bff / bare Koa',
        value: `${(bff / hello).toPrecision(2)} (${LOAD.connections} connections, ${LOAD.duration} s)`,
      },
    ];
  },
};
