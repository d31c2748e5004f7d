/**
 * The bytes a Standard Webhooks signature covers: `${id}.${timestamp}.` in UTF-8, then the body's
 * bytes exactly as they travelled (a string body is taken as its UTF-8 encoding), so a body that is
 * not valid UTF-8 still verifies byte for byte.
 */
export function _signedContent(
  id: string,
  timestamp: number,
  body: string | Uint8Array,
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const head = encoder.encode(`${id}.${timestamp}.`);
  const tail = typeof body === 'string' ? encoder.encode(body) : body;
  const content = new Uint8Array(head.length + tail.length);
  content.set(head, 0);
  content.set(tail, head.length);
  return content;
}

/** Whether a value is a body this library signs: a string or the bytes themselves. */
export function _isRawBody(body: unknown): body is string | Uint8Array {
  return typeof body === 'string' || body instanceof Uint8Array;
}
