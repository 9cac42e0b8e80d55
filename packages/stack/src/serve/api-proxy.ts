import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendJson } from './static-files.ts';

/** Headers that describe one connection, not the message, so they must not be forwarded (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/** Where the bff listens: the only place the proxy ever connects to. */
interface BffAddress {
  host: string;
  port: number;
}

/**
 * Forwards one request to the bff and its answer back, streaming both bodies as they come (multipart uploads go
 * up without being held in memory, server-sent events come down as each one is written). The connection goes to the
 * bff's fixed host and port; the request contributes only its validated path (see originFormTarget).
 */
export function proxyToBff(req: IncomingMessage, res: ServerResponse, bff: BffAddress, path: string): void {
  const host = `${bff.host}:${bff.port}`;
  const headers: IncomingHttpHeaders = { ...endToEnd(req.headers), host, 'x-forwarded-proto': 'http' };
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  if (req.socket.remoteAddress) headers['x-forwarded-for'] = req.socket.remoteAddress;
  const upstream = http.request({ host: bff.host, port: bff.port, path, method: req.method, headers });
  let answer: IncomingMessage | undefined;

  upstream.on('response', (response) => {
    answer = response;
    res.writeHead(response.statusCode ?? 502, response.statusMessage, endToEnd(response.headers));
    // Small events must leave at once rather than wait for more bytes to fill a packet.
    res.socket?.setNoDelay(true);
    res.flushHeaders();
    response.pipe(res);
    response.on('error', () => res.destroy());
  });

  upstream.on('error', () => {
    // Once the bff has answered, its answer stream reports its own failures; the bff may also answer early (413)
    // and close before reading the whole upload, which fails the upload side but must still reach the browser.
    if (answer) return;
    sendJson(res, 502, { error: 'bad_gateway', message: 'The ReelTalk API is not reachable.' });
  });

  // The browser went away (closed an event stream, cancelled an upload): stop the work upstream too. After an early
  // answer (413) nothing needs the rest of the upload: release the bff and let the rest of the body drain away here.
  res.on('close', () => {
    if (res.writableFinished && req.complete) return;
    upstream.destroy();
    req.resume();
  });

  req.pipe(upstream);
}
