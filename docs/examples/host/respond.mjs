// Writing responses: JSON bodies, and `{ status, headers, body }` problem responses, whether the
// library built them (`toHttpResponse`) or the host did (`hostProblem`).
import { toHttpResponse } from 'charge-rules';

/** Sends a JSON body. Nothing here is cacheable: charges are one-off, and methods can change. */
export function sendJson(res, status, body, headers = {}) {
  send(res, status, { 'content-type': 'application/json; charset=utf-8', ...headers }, body);
}

/** Sends a `{ status, headers, body }` response, with the route's extra headers (CORS, Allow…). */
export function sendResponse(res, response, headers = {}) {
  send(res, response.status, { ...response.headers, ...headers }, response.body);
}

/** Sends any `{ ok: false, … }` result of the library as its problem details response. */
export function sendFailure(res, failure, options, headers = {}) {
  sendResponse(res, toHttpResponse(failure, options), headers);
}

function send(res, status, headers, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
