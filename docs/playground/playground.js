// The playground: plain DOM code over the built library, no framework and no build step.
import {
  computeSplit,
  redactChargeRequest,
  toProblemDetails,
  validateChargeRequest,
} from '../../dist/index.js';

/** The files of docs/examples/requests/ (the browser test checks that this list is complete). */
const EXAMPLES = [
  'valid-credit-card',
  'valid-credit-card-token',
  'valid-debit-card',
  'valid-hosted-credit-card',
  'valid-hosted-debit-card',
  'valid-pix',
  'valid-boleto',
  'invalid-brazilian-buyer',
  'invalid-hosted-with-card-fields',
  'invalid-split-exceeds-total',
];
const DEFAULT_EXAMPLE = 'valid-credit-card';
const EXAMPLES_URL = new URL('../examples/requests/', import.meta.url);
/** The instant the examples were written for (docs/examples/clock.json). */
const EXAMPLES_CLOCK_URL = new URL('../examples/clock.json', import.meta.url);
const DEBOUNCE_MS = 250;
// The library judges dates in Brasília, UTC−3 all year (no daylight saving time since 2019).
const BRASILIA_OFFSET_MS = -3 * 3_600_000;
const DAY_MS = 86_400_000;

const ui = {
  form: element('form'),
  example: element('example'),
  locale: element('locale'),
  mdrRate: element('mdr-rate'),
  mdrFixed: element('mdr-fixed'),
  mdrError: element('mdr-error'),
  request: element('request'),
  format: element('format'),
  result: element('result'),
  status: element('status'),
  issuesSection: element('issues-section'),
  issues: element('issues'),
  fieldsSection: element('fields-section'),
  fields: element('fields'),
  splitSection: element('split-section'),
  splitBar: element('split-bar'),
  splitLegend: element('split-legend'),
  splitCaption: element('split-caption'),
  splitRows: element('split-rows'),
  splitTotals: element('split-totals'),
  normalized: element('normalized'),
  problemSection: element('problem-section'),
  problem: element('problem'),
  today: element('today'),
};

let timer;
/** Path → row of the field view, for the links of the issue list. */
let fieldRows = new Map();
/** Bumped per example load, so a slow response cannot overwrite a later choice. */
let loads = 0;

function element(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The playground page has no #${id}`);
  return found;
}

/** Creates an element with a class and children (strings become text, never HTML). */
function h(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((child) => child !== undefined && child !== null));
  return node;
}

// ---------------------------------------------------------------------------------------------
// Exact decimal text for money and percentages: no binary floating point touches a figure shown.

/** A JS number as an integer of digits and a power of ten, read from its shortest decimal form. */
function decimalOf(value) {
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let digits = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: negative ? -digits : digits, scale };
}

/** `digits × 10^-scale` as plain decimal text, trailing zeros dropped. */
function decimalText(digits, scale) {
  if (scale <= 0) return (digits * 10n ** BigInt(-scale)).toString();
  const sign = digits < 0n ? '-' : '';
  const text = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Centavos (an integer, or exact decimal text of centavos) as reais in the chosen locale. */
function money(centavos, locale) {
  const { digits, scale } = decimalOf(centavos);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 20,
  }).format(decimalText(digits, scale + 2));
}

function percent(fraction, locale) {
  const { digits, scale } = decimalOf(fraction);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(decimalText(digits, scale - 2))}%`;
}

/** The exact value of a rule, in centavos: a fixed amount, or amount × fraction. */
function exactShare(amount, rule) {
  if (rule.type !== 'percentage') return String(rule.amount);
  const { digits, scale } = decimalOf(rule.amount);
  return decimalText(BigInt(amount) * digits, scale);
}

/** A share of the whole charge, for the legend only (a ratio, not money). */
function portion(cents, amount, locale) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(cents / amount);
}

// ---------------------------------------------------------------------------------------------
// Dates: the page checks requests against its own clock, and moves the examples' dates to it.

/** The day an instant falls on in Brasília, counted in days since 1970-01-01. */
function brasiliaDay(instant) {
  return Math.floor((instant.getTime() + BRASILIA_OFFSET_MS) / DAY_MS);
}

/** The month an instant falls in in Brasília, counted in months since year 0. */
function brasiliaMonth(instant) {
  const local = new Date(instant.getTime() + BRASILIA_OFFSET_MS);
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
}

function isoDay(day) {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole days; anything else is returned as it is. */
function shiftDate(value, days) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const day = Date.parse(`${value}T00:00:00Z`) / DAY_MS;
  return Number.isNaN(day) ? value : isoDay(day + days);
}

function isDigits(value, length) {
  return typeof value === 'string' && value.length === length && /^\d+$/.test(value);
}

/** A card's expiry (`expiration_year` and `expiration_month`) moved by whole months, when it is one. */
function shiftExpiry(details, months) {
  const { expiration_year: year, expiration_month: month } = details;
  if (!isDigits(year, 4) || !isDigits(month, 2)) return {};
  const moved = Number(year) * 12 + Number(month) - 1 + months;
  return {
    expiration_year: String(Math.floor(moved / 12)),
    expiration_month: String((moved % 12) + 1).padStart(2, '0'),
  };
}

/**
 * An example as if written today: its boleto due date and card expiry move by the time between
 * `writtenAt` and `now`, so an example valid on the day it was written is valid on the day the page
 * is opened. A birthdate stays in the past on any later day, so it is left as written.
 */
function movedToToday(example, writtenAt, now) {
  const details = isContainer(example) ? example.payment_details : undefined;
  if (!isContainer(details) || Array.isArray(details)) return example;
  const moved = { ...details, ...shiftExpiry(details, brasiliaMonth(now) - brasiliaMonth(writtenAt)) };
  if ('due_date' in details) {
    moved.due_date = shiftDate(details.due_date, brasiliaDay(now) - brasiliaDay(writtenAt));
  }
  return { ...example, payment_details: moved };
}

async function fetchJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

// ---------------------------------------------------------------------------------------------
// Reading the controls

/** The MDR as the library takes it, or the message of what is wrong with the inputs. */
function readMdr(locale) {
  const rate = ui.mdrRate.value.trim().replace(',', '.') || '0';
  const fixedText = ui.mdrFixed.value.trim() || '0';
  if (!/^\d+$/.test(fixedText)) {
    return {
      error:
        locale === 'pt-BR'
          ? 'A parte fixa do MDR deve ser um número inteiro de centavos.'
          : 'The fixed MDR must be a whole number of centavos.',
    };
  }
  const fixed = Number(fixedText);
  const mdr = fixed === 0 ? rate : { rate, fixed };
  // The MDR alone, on a split with no rules: only an unusable MDR is INVALID_INPUT.
  const probe = computeSplit(Number.MAX_SAFE_INTEGER, [], mdr, {
    locale,
    maxAmount: Number.MAX_SAFE_INTEGER,
  });
  if (!probe.ok && probe.issues !== undefined) {
    return { error: probe.issues[0]?.message ?? probe.message };
  }
  return { mdr };
}

function showMdrError(message) {
  ui.mdrError.hidden = message === undefined;
  ui.mdrError.textContent = message ?? '';
  for (const input of [ui.mdrRate, ui.mdrFixed]) {
    if (message === undefined) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  }
}

// ---------------------------------------------------------------------------------------------
// Validation and rendering

/** Marks the result as out of date until the next `setState`, for assistive technology and tests. */
function setBusy() {
  ui.result.setAttribute('aria-busy', 'true');
}

function setState(state, message) {
  ui.result.dataset.state = state;
  ui.result.setAttribute('aria-busy', String(state === 'loading'));
  ui.status.className = `status status-${state}`;
  ui.status.textContent = message;
}

function validateNow() {
  clearTimeout(timer);
  // The page's own clock, read once, so the day shown is the day the request is checked on.
  const now = new Date();
  ui.today.dateTime = isoDay(brasiliaDay(now));
  ui.today.textContent = ui.today.dateTime;
  const locale = ui.locale.value;
  const { mdr, error: mdrError } = readMdr(locale);
  showMdrError(mdrError);

  const text = ui.request.value;
  if (text.trim() === '') {
    clearResults();
    ui.request.removeAttribute('aria-invalid');
    setState('empty', 'Paste a charge request or pick an example.');
    return;
  }
  let input;
  try {
    input = JSON.parse(text);
    ui.request.removeAttribute('aria-invalid');
  } catch (error) {
    clearResults();
    ui.request.setAttribute('aria-invalid', 'true');
    setState('not-json', `Not JSON: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }

  const result = validateChargeRequest(input, { locale, now, ...(mdr === undefined ? {} : { mdr }) });
  const issues = result.ok ? [] : result.issues;
  renderFields(input, issues);
  renderIssues(issues);
  ui.normalized.textContent = result.ok
    ? JSON.stringify(redactChargeRequest(result.value), null, 2)
    : 'No normalized value: the request has issues.';
  ui.problemSection.hidden = result.ok;
  ui.problem.textContent = result.ok ? '' : JSON.stringify(toProblemDetails(result), null, 2);

  if (!result.ok) {
    renderSplit(undefined);
    const count = issues.length === 1 ? '1 issue' : `${issues.length} issues`;
    setState('invalid', `Invalid (HTTP 422): ${count}.`);
    return;
  }
  const rules = result.value.split;
  if (rules === undefined || rules.length === 0) {
    renderSplit(undefined);
    setState('valid', 'Valid. No split: the whole charge goes to the merchant.');
    return;
  }
  const split = computeSplit(result.value.amount, rules, mdr ?? 0, { locale });
  renderSplit(split.ok ? split : undefined, rules, locale);
  if (!split.ok) {
    setState('invalid', `Valid request, but the split fails: ${split.message}`);
    return;
  }
  const recipients = rules.length === 1 ? '1 recipient' : `${rules.length} recipients`;
  const noFee = mdrError === undefined ? '' : ' The MDR above is not usable: no fee applied.';
  setState(
    'valid',
    `Valid. Split: ${recipients}, fee ${money(split.fee, locale)}, unallocated ${money(split.unallocated, locale)}.${noFee}`,
  );
}

function validateSoon() {
  clearTimeout(timer);
  setBusy();
  timer = setTimeout(validateNow, DEBOUNCE_MS);
}

function clearResults() {
  renderIssues([]);
  fieldRows = new Map();
  ui.fields.replaceChildren();
  ui.fieldsSection.hidden = true;
  renderSplit(undefined);
  ui.normalized.textContent = '';
  ui.problemSection.hidden = true;
  ui.problem.textContent = '';
}

function renderIssues(issues) {
  ui.issuesSection.hidden = issues.length === 0;
  ui.issues.replaceChildren(
    ...issues.map((issue) => {
      const go = h('button', 'issue-path', h('code', '', issue.path === '' ? '(request body)' : issue.path));
      go.type = 'button';
      go.title = 'Show this field';
      go.addEventListener('click', () => {
        const row = fieldRows.get(issue.path);
        row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        row?.focus({ preventScroll: true });
      });
      const item = h(
        'li',
        'issue',
        go,
        h('span', 'arrow', ' → '),
        h('span', 'issue-message', issue.message),
        ' ',
        h('span', 'issue-code', issue.code),
      );
      item.dataset.path = issue.path;
      item.dataset.code = issue.code;
      return item;
    }),
  );
}

// The request as a tree of fields, with each issue shown on the row of its path. An issue about a
// field that is not there (a missing required field, a removed secret) gets a row of its own under
// the nearest field that is.
function renderFields(input, issues) {
  const byPath = new Map();
  for (const issue of issues) byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue]);
  const rows = new Map();
  const redacted = redactChargeRequest(input);

  const root = h('li', 'node root');
  root.tabIndex = -1;
  root.dataset.path = '';
  root.append(h('div', 'line', h('span', 'key', 'request body'), ' ', h('span', 'summary', summary(input))));
  rows.set('', root);
  const children = h('ul', 'children');
  root.append(children);
  if (isContainer(input)) appendChildren(children, input, redacted, '', rows);

  for (const [path, pathIssues] of byPath) {
    let row = rows.get(path);
    if (row === undefined) {
      const { parent, rest } = nearestRow(path, rows);
      row = h('li', 'node ghost');
      row.tabIndex = -1;
      row.dataset.path = path;
      const missing = pathIssues.some((issue) => issue.code === 'REQUIRED');
      row.append(
        h(
          'div',
          'line',
          h('span', 'key', rest),
          ' ',
          h('span', 'summary', missing ? 'missing' : 'not shown'),
        ),
      );
      let list = parent.querySelector(':scope > ul.children');
      if (!list) {
        list = h('ul', 'children');
        parent.append(list);
      }
      list.append(row);
      rows.set(path, row);
    }
    row.classList.add('has-issue');
    const line = row.querySelector(':scope > .line');
    line?.append(
      ...pathIssues.map((issue) =>
        h(
          'span',
          'field-issue',
          h('span', 'visually-hidden', 'Issue: '),
          issue.message,
          ' ',
          h('span', 'issue-code', issue.code),
        ),
      ),
    );
  }
  ui.fields.replaceChildren(root);
  ui.fieldsSection.hidden = false;
  fieldRows = rows;
}

function appendChildren(list, value, redacted, path, rows) {
  const keys = Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);
  for (const key of keys) {
    const childPath = path === '' ? key : `${path}.${key}`;
    const child = value[key];
    const shown = isContainer(redacted) && Object.hasOwn(redacted, key) ? redacted[key] : undefined;
    const row = h('li', 'node');
    row.tabIndex = -1;
    row.dataset.path = childPath;
    const text = isContainer(child)
      ? summary(child)
      : shown === undefined
        ? '[redacted]'
        : JSON.stringify(shown);
    row.append(h('div', 'line', h('span', 'key', key), h('span', 'colon', ': '), h('span', 'value', text)));
    rows.set(childPath, row);
    list.append(row);
    if (isContainer(child)) {
      const nested = h('ul', 'children');
      row.append(nested);
      appendChildren(nested, child, shown, childPath, rows);
    }
  }
}

function nearestRow(path, rows) {
  const parts = path.split('.');
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const row = rows.get(parts.slice(0, length).join('.'));
    if (row) return { parent: row, rest: parts.slice(length).join('.') };
  }
  return { parent: rows.get(''), rest: path };
}

function isContainer(value) {
  return typeof value === 'object' && value !== null;
}

function summary(value) {
  if (Array.isArray(value)) return value.length === 1 ? '[1 item]' : `[${value.length} items]`;
  if (isContainer(value)) {
    const count = Object.keys(value).length;
    return count === 1 ? '{1 field}' : `{${count} fields}`;
  }
  return JSON.stringify(value);
}

/** Recipient letters, as in docs/split.md: A, B, C… */
function letter(index) {
  return index < 26 ? String.fromCharCode(65 + index) : `R${index + 1}`;
}

function renderSplit(split, rules, locale) {
  ui.splitSection.hidden = split === undefined;
  if (split === undefined) {
    ui.splitBar.replaceChildren();
    ui.splitLegend.replaceChildren();
    ui.splitRows.replaceChildren();
    ui.splitTotals.replaceChildren();
    return;
  }
  const segments = [
    ...split.shares.map((share, index) => ({
      kind: 'share',
      colour: `share-${index % 6}`,
      label: letter(index),
      name: `${letter(index)} · ${share.recipient_type} ${share.recipient_id.slice(0, 8)}…, net`,
      cents: share.net,
    })),
    { kind: 'fee', colour: 'fee', label: 'fee', name: 'MDR fee', cents: split.fee },
    {
      kind: 'unallocated',
      colour: 'unallocated',
      label: 'master',
      name: 'Unallocated (stays with the master account)',
      cents: split.unallocated,
    },
  ];

  ui.splitBar.setAttribute(
    'aria-label',
    `${money(split.amount, locale)}: ${segments.map((segment) => `${segment.name} ${money(segment.cents, locale)}`).join('; ')}`,
  );
  ui.splitBar.replaceChildren(
    ...segments
      .filter((segment) => segment.cents > 0)
      .map((segment) => {
        // flex-grow in centavos: the widths are proportional with no arithmetic of ours.
        const bar = h(
          'div',
          `segment segment-${segment.colour}`,
          h('span', 'segment-label', segment.label),
          h('span', 'segment-amount', money(segment.cents, locale)),
        );
        bar.style.flexGrow = String(segment.cents);
        if (segment.cents * 20 < split.amount) bar.classList.add('narrow');
        bar.dataset.kind = segment.kind;
        bar.dataset.cents = String(segment.cents);
        bar.title = `${segment.name}: ${money(segment.cents, locale)}`;
        return bar;
      }),
  );
  ui.splitLegend.replaceChildren(
    ...segments.map((segment) =>
      h(
        'li',
        '',
        h('span', `swatch segment-${segment.colour}`),
        h('span', 'legend-name', segment.name),
        ' ',
        h('strong', 'legend-amount', money(segment.cents, locale)),
        ' ',
        h('span', 'legend-portion', `(${portion(segment.cents, split.amount, locale)})`),
      ),
    ),
  );

  ui.splitCaption.textContent = `Charge of ${money(split.amount, locale)}. The fee is deducted from the first recipient; what no rule claims stays with the master account.`;
  ui.splitRows.replaceChildren(
    ...split.shares.map((share, index) => {
      const rule = rules[index];
      const id = h('code', 'recipient-id', `${share.recipient_id.slice(0, 8)}…`);
      id.title = share.recipient_id;
      const who = h(
        'th',
        '',
        h('span', `swatch segment-share-${index % 6}`),
        `${letter(index)} · ${share.recipient_type} `,
        id,
        share.cross_company ? h('span', 'tag', 'cross-company') : undefined,
      );
      who.scope = 'row';
      return h(
        'tr',
        '',
        who,
        h(
          'td',
          'rule',
          share.type === 'percentage' ? percent(rule.amount, locale) : `fixed ${money(rule.amount, locale)}`,
        ),
        h('td', 'num', money(exactShare(split.amount, rule), locale)),
        h('td', 'num', money(share.gross, locale)),
        h('td', 'num', money(share.fee, locale)),
        h('td', 'num', money(share.net, locale)),
      );
    }),
  );
  const net = split.shares.reduce((sum, share) => sum + share.net, 0);
  const unallocated = h('th', '', h('span', 'swatch segment-unallocated'), 'Unallocated (master account)');
  unallocated.scope = 'row';
  const total = h('th', '', 'Total');
  total.scope = 'row';
  ui.splitTotals.replaceChildren(
    h(
      'tr',
      '',
      unallocated,
      h('td', ''),
      h('td', 'num', ''),
      h('td', 'num', money(split.unallocated, locale)),
      h('td', 'num', money(0, locale)),
      h('td', 'num', money(split.unallocated, locale)),
    ),
    h(
      'tr',
      'total',
      total,
      h('td', ''),
      h('td', 'num', ''),
      h('td', 'num', money(split.amount, locale)),
      h('td', 'num', money(split.fee, locale)),
      h('td', 'num', money(net + split.unallocated, locale)),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Examples and events

async function loadExample(name) {
  const load = ++loads;
  setState('loading', `Loading ${name}…`);
  try {
    const [example, clock] = await Promise.all([
      fetchJson(new URL(`${name}.json`, EXAMPLES_URL)),
      fetchJson(EXAMPLES_CLOCK_URL),
    ]);
    if (load !== loads) return;
    ui.request.value = JSON.stringify(movedToToday(example, new Date(clock.now), new Date()), null, 2);
    validateNow();
  } catch (error) {
    if (load !== loads) return;
    clearResults();
    setState(
      'not-json',
      `Could not load the example ${name} (${error instanceof Error ? error.message : String(error)}). Serve the repository root over http: node docs/playground/serve.mjs`,
    );
  }
}

function selectExample(name) {
  const url = new URL(window.location.href);
  if (name) url.searchParams.set('example', name);
  else url.searchParams.delete('example');
  window.history.replaceState(null, '', url);
  if (name) loadExample(name);
}

/** Typing makes the request the user's own: no example is selected any more. */
function ownRequest() {
  if (ui.example.value === '') return;
  loads += 1;
  ui.example.value = '';
  selectExample('');
}

ui.example.append(
  ...EXAMPLES.map((name) => {
    const option = h('option', '', name);
    option.value = name;
    return option;
  }),
);

ui.form.addEventListener('submit', (event) => {
  event.preventDefault();
  validateNow();
});
ui.request.addEventListener('input', () => {
  ownRequest();
  validateSoon();
});
ui.request.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    validateNow();
  }
});
ui.example.addEventListener('change', () => selectExample(ui.example.value));
ui.locale.addEventListener('change', validateNow);
ui.mdrRate.addEventListener('input', validateSoon);
ui.mdrFixed.addEventListener('input', validateSoon);
ui.format.addEventListener('click', () => {
  try {
    ui.request.value = JSON.stringify(JSON.parse(ui.request.value), null, 2);
  } catch {
    // Not JSON: validation says so; the text is left as typed.
  }
  validateNow();
});

const requested = new URL(window.location.href).searchParams.get('example');
const first = requested !== null && EXAMPLES.includes(requested) ? requested : DEFAULT_EXAMPLE;
ui.example.value = first;
loadExample(first);
