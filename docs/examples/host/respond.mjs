// Writing responses: JSON bodies and RFC 9457 problem bodies.
import { PROBLEM_JSON_CONTENT_TYPE, toProblemDetails } from 'charge-rules';

/** Sends a JSON body. Nothing here is cacheable: charges are one-off, and methods can change. */
export function sendJson(res, status, body, headers = {}) {
  send(res, status, 'application/json; charset=utf-8', body, headers);
}

/** Sends a problem details body with its own status. */
export function sendProblem(res, problem, headers = {}) {
  send(res, problem.status, PROBLEM_JSON_CONTENT_TYPE, problem, headers);
}

/** Sends any `{ ok: false, … }` result of the library as its problem details body. */
export function sendFailure(res, failure, locale, headers = {}) {
  sendProblem(res, toProblemDetails(failure, { locale }), headers);
}

function send(res, status, contentType, body, headers) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}
