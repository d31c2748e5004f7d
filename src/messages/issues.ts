import { _messages } from './define.js';
import { _formatValue } from './formats.js';
import { issues } from './locales/index.js';

/** The message keys of validation issues and split errors. */
export type IssueMessageKey = keyof (typeof ISSUE_MESSAGES)['en'];

/**
 * Messages of validation issues and split errors, in every locale. Each reads well next to its field in a form: it never names the field
 * (the form's label does; `formatIssue` adds it where a message stands alone) and never shows a
 * path. Numbers, money and dates are written the locale's way (`{max:number}`, `{total:money}`).
 * The text is the `issues` section of each locale file (`locales/`).
 */
export const ISSUE_MESSAGES = issues;

/** Renders a message of validation issues and split errors in a locale. */
export const formatIssueMessage = _messages<IssueMessageKey>(ISSUE_MESSAGES, _formatValue);
