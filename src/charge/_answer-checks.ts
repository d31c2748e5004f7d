import { _factorOf, _nearestDate } from '../boleto/_factor.js';
import { _readBoleto } from '../boleto/_read-boleto.js';
import { _codeIssue, _finding } from '../issues/code-issue.js';
import type { Issue } from '../issues/issue.js';
import type { Locale } from '../messages/locales/index.js';
import { formatPaymentCodesMessage, type PaymentCodesMessageKey } from '../messages/provider-answer.js';
import { _readPix } from '../pix/_read-pix.js';
import { _parseIsoDate } from '../receivables/calendar/civil-date.js';
import { _ownData } from '../shared/own.js';

// What a provider's PIX or boleto answer must say to be the charge the merchant asked for: a code
// that reads, for the requested amount, of the kind the request calls for, due on the requested day.
// Each disagreement is one issue, at the answer's field (and the code's field inside it).

/** The issues of a PIX answer: its code must read, match the copy-and-paste text, and the charge. */
export function _pixAnswerIssues(locale: Locale, request: unknown, answer: object): Issue[] {
  const qrCode = _ownData(answer, 'qr_code');
  const copyPaste = _ownData(answer, 'copy_paste');
  const at = ['answer', 'qr_code'];
  const result = _readPix(qrCode);
  if (!result.ok)
    return result.findings.map((found) => _codeIssue(locale, found, formatPaymentCodesMessage, at));
  // Optional fields are read as own data: an absent one must not be found on Object.prototype.
  const kind = result.value.kind;
  const readAmount = _ownData(result.value, 'amount') as number | undefined;
  const issues: Issue[] = [];
  const amount = _ownData(request, 'amount') as number;
  if (copyPaste !== undefined && copyPaste !== qrCode)
    issues.push(disagreement(locale, ['answer', 'copy_paste'], 'ANSWER.same_payload'));
  // A dynamic charge (one that expires) needs a code that can expire: only a dynamic one can. So
  // does a charge with a due date (the Pix API's cobv, payable until its last day): it is served
  // from a location URL whose payload says the amount due on the day it is read, and a static code
  // carries no due date, fee or discount.
  const details = _ownData(request, 'payment_details');
  const expires =
    _ownData(details, 'expires_in_seconds') !== undefined || _ownData(details, 'due_date') !== undefined;
  if (kind === 'static' && expires) issues.push(disagreement(locale, at, 'ANSWER.static'));
  // The amount a code names is the request's: for a charge with a due date, its original amount
  // (what is due on a given day, with fees or discounts, is its payload's to say).
  if (readAmount !== undefined && readAmount !== amount)
    issues.push(
      disagreement(locale, [...at, '54'], 'ANSWER.amount', { actual: readAmount, expected: amount }),
    );
  // A static code without an amount lets the buyer type any amount.
  if (kind === 'static' && readAmount === undefined)
    issues.push(disagreement(locale, [...at, '54'], 'ANSWER.no_amount', { expected: amount }));
  return issues;
}

/**
 * The issues of a boleto answer: its line and barcode must read, be the same boleto, and carry the
 * requested amount and (bank boletos) the due-date factor of the requested due date.
 */
export function _boletoAnswerIssues(
  locale: Locale,
  request: unknown,
  line: string,
  barcode: string,
): Issue[] {
  const lineRead = _readBoleto(line);
  const barcodeRead = _readBoleto(barcode);
  const issues: Issue[] = [];
  if (!lineRead.ok)
    issues.push(
      ...lineRead.findings.map((found) =>
        _codeIssue(locale, found, formatPaymentCodesMessage, ['answer', 'digitable_line']),
      ),
    );
  if (!barcodeRead.ok)
    issues.push(
      ...barcodeRead.findings.map((found) =>
        _codeIssue(locale, found, formatPaymentCodesMessage, ['answer', 'barcode']),
      ),
    );
  if (!lineRead.ok || !barcodeRead.ok) return issues;
  const fromLine = lineRead.value.boleto;
  const fromBarcode = barcodeRead.value.boleto;
  if (fromLine.barcode !== fromBarcode.barcode)
    return [disagreement(locale, ['answer', 'barcode'], 'ANSWER.barcode_line')];
  const at = ['answer', 'digitable_line'];
  const amount = _ownData(request, 'amount') as number;
  if (fromLine.amount !== amount)
    issues.push(disagreement(locale, at, 'ANSWER.amount', { actual: fromLine.amount, expected: amount }));
  const dueDate = _ownData(_ownData(request, 'payment_details'), 'due_date') as string;
  const factor = lineRead.value.factor;
  if (factor === undefined) return issues;
  if (factor === 0) issues.push(disagreement(locale, at, 'ANSWER.no_due_date', { expected: dueDate }));
  else if (factor !== _factorOf(dueDate)) {
    // The date the factor stands for nearest the requested one: the date the buyer would see.
    const actual = _nearestDate(factor, _parseIsoDate(dueDate) ?? 0);
    issues.push(disagreement(locale, at, 'ANSWER.due_date', { actual, expected: dueDate }));
  }
  return issues;
}

function disagreement(
  locale: Locale,
  at: readonly string[],
  key: PaymentCodesMessageKey,
  params?: Readonly<Record<string, string | number>>,
): Issue {
  return _codeIssue(locale, _finding('INVALID_VALUE', at, key, params), formatPaymentCodesMessage);
}
