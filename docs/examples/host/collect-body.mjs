// Buffering a request body, bounded in size. Judging it (media type, size, UTF-8, JSON) is the
// library's readJsonBody; this only keeps a client from making the server hold more than it reads.

/**
 * Collects at most `maxBytes + 1` bytes of the body: one byte over is enough for readJsonBody to
 * answer 413. A body announced or grown over the limit stops being buffered at once; the rest is
 * drained unread, so the connection stays usable and the client gets its answer (the server's
 * requestTimeout bounds how long a client may keep sending).
 */
export function collectBody(stream, maxBytes, contentLength) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let received = 0;
    const onData = (chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received > maxBytes) done();
    };
    const done = () => {
      stream.off('data', onData);
      stream.off('end', done);
      stream.resume();
      resolve(new Uint8Array(Buffer.concat(chunks).subarray(0, maxBytes + 1)));
    };
    if (Number(contentLength) > maxBytes) {
      chunks.push(Buffer.alloc(maxBytes + 1));
      return done();
    }
    stream.on('data', onData);
    stream.on('end', done);
    stream.on('error', reject);
  });
}
