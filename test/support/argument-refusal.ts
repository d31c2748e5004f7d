/**
 * The whole 422 answer of a codec function that refuses its whole argument (path ''): the buyer
 * reads the label and the message, the integrator's hint names which argument of which function
 * was refused. `join` is what stands between the label and the message (`' — '` where the label's
 * catalogue writes a dash).
 */
export function argumentRefusal(code: string, label: string, message: string, argument: string, join = ': ') {
  return {
    ok: false,
    status: 422,
    code: 'INVALID_INPUT',
    message: `${label}${join}${message.charAt(0).toLowerCase()}${message.slice(1)}`,
    hint: `Fields to fix: ${argument}. Each issue has a hint of its own.`,
    issues: [{ code, path: '', pointer: '', message, hint: `${argument}: ${message}`, params: { label } }],
  };
}
