// Serves out/ the way a static host does: clean URLs, trailing-slash folders, and 404.html with
// status 404 for unknown paths, and the response headers of out/_headers and the redirects of
// out/_redirects (as Netlify and Cloudflare Pages apply them, so the e2e tests run under the site's
// Content-Security-Policy; --no-redirects serves as a host that reads no _redirects does).
// With BASE_PATH set (in the shell or a .env file, as for the build), the site is mounted under
// that sub-path. The port is --port, else PORT, else 3000 (0: any free port, printed); a port
// already in use ends the server with one line saying what to do.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { headersFor, parseHeadersFile } from './check/headers-file.mjs';
import { basePathOf } from './node/base-path.mjs';
import { cliArgs } from './node/cliArgs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = cliArgs('npm run serve -- [options]', {
  port: { type: 'string', value: 'number', help: 'the port (default: PORT, else 3000; 0: any free port, printed)' },
  dir: { type: 'string', value: 'folder', help: 'the export to serve (default: out)' },
  'no-redirects': { type: 'boolean', help: 'serve as a host that reads no _redirects does' },
});
const port = Number(values.port ?? (process.env.PORT || 3000));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port must be a whole number from 0 to 65535 (got "${values.port ?? process.env.PORT}").`);
  process.exit(1);
}
const dir = path.resolve(root, values.dir ?? 'out');
const basePath = basePathOf();
const headersFile = path.join(dir, '_headers');
const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
const redirectsFile = path.join(dir, '_redirects');
// Each line "from to status" of the file (the build writes exact paths only); applied before the
// files, as Cloudflare Pages does.
const redirects = new Map(
  values['no-redirects'] || !existsSync(redirectsFile)
    ? []
    : readFileSync(redirectsFile, 'utf8').split('\n').map((line) => line.trim().split(/\s+/)).filter((parts) => parts.length >= 2 && parts[0].startsWith('/')).map(([from, to, status = '301']) => [from, { to, status: Number.parseInt(status, 10) || 301 }]),
);

// gzip like every production static host, so Lighthouse measures realistic transfer sizes.
const compress = compression();

const server = http.createServer((req, res) => compress(req, res, () => serve(req, res)));

function serve(req, res) {
  const redirect = redirects.get((req.url ?? '/').split('?')[0] ?? '/');
  if (redirect) {
    res.writeHead(redirect.status, { location: redirect.to });
    res.end();
    return;
  }
  if (basePath) {
    const url = req.url ?? '/';
    if (url !== basePath && !url.startsWith(`${basePath}/`) && !url.startsWith(`${basePath}?`)) {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    req.url = url.slice(basePath.length) || '/';
  }
  const pathname = safeDecode((req.url ?? '/').split('?')[0] ?? '/');
  if (pathname === '/_headers' || pathname === '/_redirects') {
    res.statusCode = 404; // hosts read the file but never serve it
    res.end('Not found');
    return;
  }
  for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) res.setHeader(name, value);
  return handler(req, res, { public: dir, cleanUrls: true, trailingSlash: true, directoryListing: false });
}

function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: set PORT=<another port> (e.g. PORT=${port + 1} npm run serve) or stop what is using it.`
      : `The server could not start on port ${port}: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  // The port it got: with PORT=0 the system picks a free one.
  console.log(`Serving ${path.relative(root, dir) || '.'} at http://127.0.0.1:${server.address().port}${basePath}/`);
});
