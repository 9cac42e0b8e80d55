import { frontEnds, readStackConfig, type FrontEndName } from './config.ts';
import { shows } from './log.ts';
import { createAppServer } from './serve/app-server.ts';

const usage = `usage: tsx packages/stack/src/serve-app.ts <${frontEnds.map((f) => f.app).join('|')}>`;

const app = process.argv[2] as FrontEndName | undefined;
if (!app || !frontEnds.some((f) => f.app === app)) {
  console.error(usage);
  process.exit(2);
}

const config = readStackConfig();
const port = config.ports[app];
const server = createAppServer(app, config);
if (shows(config.logLevel, 'debug')) {
  server.on('request', (req, res) => res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode}`)));
}
server.on('error', (error) => {
  console.error(`${app} cannot listen on ${config.host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, config.host, () => {
  if (shows(config.logLevel, 'info')) console.log(`${app} serving ${app}/dist at http://${config.host}:${port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  // Open event streams would hold close() forever.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
