// Reading a JSON request body, bounded in size.

/** The largest body read. A charge within every `LIMITS` entry is far smaller. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Tells whether the request says its body is JSON (`application/json`, any parameters). */
export function isJsonContentType(contentType) {
  if (typeof contentType !== 'string') return false;
  return contentType.split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

/**
 * Reads and parses the body: `{ ok: true, value }`, or `{ ok: false, code }` with PAYLOAD_TOO_LARGE
 * or MALFORMED_JSON. A body over the limit is refused before it is buffered: at once when
 * Content-Length says so, else as soon as the bytes received pass it. The rest is drained unread,
 * so the connection stays usable and the client gets its 413 (the server's requestTimeout bounds
 * how long a client may keep sending).
 */
export async function readJsonBody(req, maxBytes = MAX_BODY_BYTES) {
  const raw = await readRawBody(req, maxBytes);
  return raw.ok ? parseJson(raw.bytes) : raw;
}

/**
 * Reads the body's bytes as they came, bounded the same way: `{ ok: true, bytes }` or
 * `{ ok: false, code: 'PAYLOAD_TOO_LARGE' }`. A signed webhook is verified on these bytes.
 */
export function readRawBody(req, maxBytes = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let received = 0;
    const onData = (chunk) => {
      received += chunk.length;
      if (received > maxBytes) return tooLarge();
      chunks.push(chunk);
    };
    const onEnd = () => resolve({ ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) });
    function tooLarge() {
      req.off('data', onData);
      req.off('end', onEnd);
      req.resume();
      resolve({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
    }

    if (Number(req.headers['content-length']) > maxBytes) return tooLarge();
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/** Parses UTF-8 JSON bytes: `{ ok: true, value }` or `{ ok: false, code: 'MALFORMED_JSON' }`. */
export function parseJson(bytes) {
  try {
    // JSON is UTF-8 (RFC 8259); `fatal` refuses invalid bytes instead of replacing them.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, code: 'MALFORMED_JSON' };
  }
}
