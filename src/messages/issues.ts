import { _perLocale } from '../shared/per-locale.js';
import { _messages, type Catalogue } from './define.js';
import { _formatValue } from './formats.js';
import { issues, requestIssues } from './locales/index.js';

/** The message keys every reader of an argument may report (the `issues` section). */
export type CommonIssueMessageKey = keyof (typeof issues)['en'];

/** The message keys of validation issues and split errors: the common ones and the request's own. */
export type IssueMessageKey = CommonIssueMessageKey | keyof (typeof requestIssues)['en'];

/**
 * Messages of validation issues and split errors, in every locale. Each reads well next to its field in a form: it never names the field
 * (the form's label does; `formatIssue` adds it where a message stands alone) and never shows a
 * path. Numbers, money and dates are written the locale's way (`{max:number}`, `{total:money}`).
 * The text is the `issues` and `requestIssues` sections of each locale file (`locales/`), joined.
 */
export const ISSUE_MESSAGES: Catalogue<IssueMessageKey> = /* @__PURE__ */ _perLocale((locale) => ({
  ...issues[locale],
  ...requestIssues[locale],
}));

/** Renders a message of validation issues and split errors in a locale. */
export const formatIssueMessage = /* @__PURE__ */ _messages<IssueMessageKey>(ISSUE_MESSAGES, _formatValue);

/**
 * Renders a message of the `issues` section alone: what the readers of other arguments than a
 * charge request use (the split engine, the due-date terms, the installment quote), so that their
 * bundles carry no word of the request's formats.
 */
export const _formatCommonIssueMessage = /* @__PURE__ */ _messages<CommonIssueMessageKey>(
  issues,
  _formatValue,
);
