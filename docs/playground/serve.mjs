// A tiny static server for the playground and the browser test, Node built-ins only.
//
//   npm run build && node docs/playground/serve.mjs      # then open the printed address
//
// It serves the repository root, but only the files a page of this repository may load (the built
// ESM bundle, the two runtime dependencies behind the import map, the docs), on 127.0.0.1.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the playground needs: the bundle (it imports no other package), the playground and the examples. */
export const PLAYGROUND_FILES = Object.freeze(['/dist/', '/docs/playground/', '/docs/examples/']);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * Starts the server on a free port (or `port`) of 127.0.0.1. Types: serve.d.mts.
 * @param {import('./serve.d.mts').StartStaticServerOptions} options
 * @returns {Promise<import('./serve.d.mts').StaticServer>}
 */
export async function startStaticServer({
  root,
  allow = PLAYGROUND_FILES,
  port = 0,
  cacheControl = 'no-store',
  onRequest,
}) {
  const base = resolve(root);
  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const send = (status, headers, body) => {
      onRequest?.({ method, path, status });
      response.writeHead(status, { 'cache-control': cacheControl, ...headers });
      return body;
    };
    if (method !== 'GET' && method !== 'HEAD') {
      response.end(send(405, { allow: 'GET, HEAD' }));
      return;
    }
    if (path === '/') {
      response.end(send(302, { location: '/docs/playground/' }));
      return;
    }
    serveFile(base, allow, path).then(
      (file) => {
        if (file === undefined) {
          response.end(send(404, { 'content-type': 'text/plain; charset=utf-8' }, `Not found: ${path}\n`));
          return;
        }
        const type = CONTENT_TYPES[extname(file.name)] ?? 'application/octet-stream';
        send(200, { 'content-type': type, 'content-length': file.size });
        if (method === 'HEAD') response.end();
        else createReadStream(file.name).pipe(response);
      },
      () => response.end(send(500, { 'content-type': 'text/plain; charset=utf-8' }, 'Server error\n')),
    );
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    origin,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}

async function serveFile(base, allow, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const wanted = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  if (wanted.includes('\0')) return undefined;
  const name = resolve(base, `.${wanted}`);
  // The allow list is checked on the resolved path, so `..` segments cannot reach other files.
  const inside = relative(base, name);
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const servedAs = `/${inside.split(sep).join('/')}`;
  if (!allow.some((prefix) => servedAs.startsWith(prefix))) return undefined;
  try {
    const info = await stat(name);
    return info.isFile() ? { name, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const { origin } = await startStaticServer({ root, port: Number(process.env.PORT ?? 8080) });
  console.log(`Playground: ${origin}/docs/playground/  (run \`npm run build\` first; Ctrl+C to stop)`);
}
