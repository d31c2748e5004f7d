import { _isUuidShape } from '../formats/uuid.js';
import type { FieldRule } from '../rules/fields.js';
import { SPLIT_FIELD_RULES } from '../rules/split-fields.js';
import {
  SIBLING_FORMAT_CHECKS,
  type SiblingFormat,
  type SiblingFormatCheck,
} from '../validation/formats/sibling.js';
import { _checksFormat, _formatRefusal, RowPlan } from '../validation/walk/value-checks.js';

// The rules table's rows of `split` compiled for the split engine, from those rows alone: the
// checks of each field are the ones validation's walk runs on the same rows (`RowPlan`), with the
// formats these rows name and nothing else of the table.

type SplitRow = (typeof SPLIT_FIELD_RULES)[number];

/** The formats the split rows read from the value alone. */
type SplitValueFormat = Exclude<Extract<SplitRow, { format: string }>['format'], SiblingFormat>;

// The predicate of each format the split rows name: a format added to a row without its predicate
// here does not compile.
const VALUE_FORMATS: Readonly<Record<SplitValueFormat, (value: string) => boolean>> = {
  uuid: _isUuidShape,
};

/** A field of a split rule: its row's plan and its key. */
export class SplitFieldPlan extends RowPlan {
  /**
   * @param row - the row's value checks, as {@link RowPlan} takes them.
   * @param key - the field's key in a rule.
   */
  constructor(
    row: ConstructorParameters<typeof RowPlan>,
    readonly key: string,
  ) {
    super(...row);
  }
}

/** The `split` rows compiled: the list, its entries, and each field of an entry by its key. */
export interface SplitPlan {
  /** The `split` row: a list of at most `LIMITS.split` entries. */
  readonly list: RowPlan;
  /** The `split.*` row: each entry an object. */
  readonly entry: RowPlan;
  /** The fields of an entry, in table order. */
  readonly fields: readonly SplitFieldPlan[];
  readonly recipientId: SplitFieldPlan;
  readonly recipientType: SplitFieldPlan;
  readonly type: SplitFieldPlan;
  readonly amount: SplitFieldPlan;
  readonly crossCompany: SplitFieldPlan;
  /** The check of the field whose format reads its siblings (the amount reads the type). */
  readonly siblingCheck: SiblingFormatCheck;
}

// Compiled on first use and kept: derived from the library's own rows, the same for every call.
let plan: SplitPlan | undefined;

/**
 * The `split` rows of the rules table compiled for the split engine, once per process.
 *
 * @returns the plan.
 * @example
 * _splitPlan().fields.map((field) => field.key)
 * //=> ['recipient_id', 'recipient_type', 'type', 'amount', 'cross_company']
 */
export function _splitPlan(): SplitPlan {
  plan ??= compile();
  return plan;
}

function compile(): SplitPlan {
  const rows = SPLIT_FIELD_RULES as readonly FieldRule[];
  const fields: SplitFieldPlan[] = [];
  let list: RowPlan | undefined;
  let entry: RowPlan | undefined;
  let siblingCheck: SiblingFormatCheck | undefined;
  for (const rule of rows) {
    const format = _checksFormat(rule)
      ? _formatRefusal(rule, VALUE_FORMATS[rule.format as SplitValueFormat])
      : undefined;
    const row: ConstructorParameters<typeof RowPlan> = [rule, format, undefined, -1];
    if (rule.path === 'split') list = new RowPlan(...row);
    else if (rule.path === 'split.*') entry = new RowPlan(...row);
    else fields.push(new SplitFieldPlan(row, rule.path.slice('split.*.'.length)));
    if (rule.formatWith !== undefined) siblingCheck = SIBLING_FORMAT_CHECKS[rule.format as SiblingFormat];
  }
  const byKey = (key: string) => fields.find((field) => field.key === key) as SplitFieldPlan;
  return {
    list: list as RowPlan,
    entry: entry as RowPlan,
    fields,
    recipientId: byKey('recipient_id'),
    recipientType: byKey('recipient_type'),
    type: byKey('type'),
    amount: byKey('amount'),
    crossCompany: byKey('cross_company'),
    siblingCheck: siblingCheck as SiblingFormatCheck,
  };
}
