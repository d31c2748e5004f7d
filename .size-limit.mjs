// Size budgets per entry point, measured as a user's bundler would tree-shake the built package.
//
// tsup's code splitting writes bare `import './chunk-….js'` lines that keep chunk evaluation order;
// with "sideEffects": false esbuild drops them and warns once per line (hundreds of warnings). Dropping
// them is the tree-shaking these budgets measure (no module of the library has side effects), so the
// warning is silenced here rather than read past.
const quietChunkImports = (config) => ({
  ...config,
  logOverride: { ...config.logOverride, 'ignored-bare-import': 'silent' },
});

const checks = [
  {
    name: 'checkout field rules: resolveRequiredFields + listPublicPaymentMethods + decideCardFlow',
    path: 'dist/index.js',
    import: '{ resolveRequiredFields, listPublicPaymentMethods, decideCardFlow }',
    // 3.52 kB in 0.2.0; 3.89 kB with requiredWhenPresent, its failure in three locales and the hints;
    // 3.98 kB with templates cut once at their placeholders (every bundle that fills a message);
    // 4.15 kB with the 24 rows of due-date terms (0.4.0), which resolveRequiredFields reads as the
    // validator does; 4.23 kB with the 9 rows of a Pix Automático recurrence.
    limit: '4.3 kB',
    gzip: true,
  },
  {
    name: 'validateChargeRequest alone',
    path: 'dist/index.js',
    import: '{ validateChargeRequest }',
    // 32.02 kB before this round; 33.51 kB with the hints, the root-cause rule and maxAmount; 33.91 kB
    // with the digit reader of src/secrets/ (a caller's key read in any script's digits) as well;
    // 34.58 kB with the walk's speed work (facts as codes read from the slots, objects built from the
    // slots, digit formats without regular expressions, brands by first digit); 34.85 kB with the
    // invalid path's work (params merged without spreads, a did-you-mean bounded to the diagonal) and
    // the split check below the options reading; 34.94 kB with the totals-only split check; 35.06 kB
    // with the split reader's plain-record loads (one prototype check per call and per rule instead
    // of an own-property test per field; measured once builds were reproducible); 34.89 kB with
    // templates cut once (+0.08 kB), and one place per path in the table's tree for the issue sort,
    // the words and the root causes (-0.34 kB), an array entry named only by its index (+0.09 kB).
    // 34.21 kB once validation stopped checking the split rules a second time. 0.4.0: 33.70 kB once
    // the docs table's words moved out of the checks; 36.57 kB with the due-date terms (24 rows, their
    // labels in three locales, the rules between the terms and consumer law's limits, 2.87 kB); 37.73
    // kB with a Pix Automático recurrence (9 rows, its fields' words shared with the planner, the rules
    // between its fields, 1.16 kB). 38.26 kB with free text searched in one pass through the digit
    // reader (its keys in paths go through the same masking; redaction 4× faster); 38.29 kB with the
    // localizer's words kept in the compiled table; 38.17 kB once each codec's words were apart;
    // 38.24 kB with a card number in free text masked from its first 6 and last 4 digits as read;
    // 38.53 kB with the value checks apart from the walk, shared with computeSplit's plan of the
    // split rows, the plans as classes (computeSplit 13.87 -> 12.81 kB, installments 13.02 -> 10.16,
    // due 13.34 -> 10.51). 38.15 kB once the installment quote's own option words (their catalogue
    // section in three locales and their wording) left: validation only asks whether a policy reads;
    // 38.08 kB once computeAmountDue's CHARGE_EXPIRED left the due section validation shares.
    // 37.47 kB (37.98 before) once its split check entered the engine below the argument readers
    // (the MDR its options reader accepted, the defaults of absent options): the split's option
    // readers and its configuration and input failures, which validation discarded, left. 37.32 kB
    // once the split's configuration failure was worded from a section of its own and two failure
    // messages no code shows (a bare INVALID_CONFIGURATION, the rounding option's) went: the
    // failures section validation ships holds validation's own words alone. 37.23 kB (37,227 B; -85 B)
    // once the split's MDR and fee bearer issue words (4 messages, 3 locales) left the common section;
    // 36.97 kB (36,969 B; -258 B) once the other fee bearers' division came with the options read.
    // 37.15 kB (+181 B) with the faster free-text masking (pieces joined as they go, a second-letter
    // filter, card masks from digit codes), which validation carries to mask a caller's keys.
    limit: '37.32 kB',
    gzip: true,
  },
  {
    name: 'computeSplit alone',
    path: 'dist/index.js',
    import: '{ computeSplit }',
    // 12.78 kB with one engine (13.51 kB with the table twins); 13.54 kB with maxAmount and the hints;
    // 13.75 kB with the plain-record loads; 13.80 kB with templates cut once at their placeholders.
    // 12.5 kB once the request's own issue words left the common section; 12.77 kB with the rules
    // checked by the table's rows of split (their plan and the value checks validation runs).
    // 12.81 kB with its own plan of the split rows (as classes) and only the common issue words.
    // 12.06 kB once its configuration failure was worded from a section of its own, not from the
    // failures section of validateChargeRequest (its options' words in three locales): the limit follows it down.
    // 11.84 kB (11,843 B; -214 B) once a request's own hints (card data, hosted flow, unknown fields) left it;
    // 11.89 kB (11,892 B; +49 B) with its MDR and fee bearer issue words in its configuration section;
    // 11.91 kB (11,913 B; +21 B) with the other bearers' division carried by the fee configuration.
    limit: '12.1 kB',
    gzip: true,
  },
  {
    name: 'installment quote + BRL format/parse: quoteInstallments + formatBRL + parseBRL',
    path: 'dist/index.js',
    import: '{ quoteInstallments, formatBRL, parseBRL }',
    // 12.17 kB before this round; 12.88 kB with the hints and maxAmount together.
    // 10.16 kB once the request's own issue words were a section apart; 9.97 kB (-227 B) once a
    // request's own hints were too; 9.76 kB (-213 B) once the split's MDR and fee bearer words left.
    limit: '10.2 kB',
    gzip: true,
  },
  {
    name: 'BRL helpers alone: formatBRL + parseBRL',
    path: 'dist/index.js',
    import: '{ formatBRL, parseBRL }',
    // 2.39 kB; 2.46 kB with templates cut once at their placeholders.
    limit: '2.5 kB',
    gzip: true,
  },
  {
    name: 'PIX codec: parsePixCode + buildPixCode',
    path: 'dist/index.js',
    import: '{ parsePixCode, buildPixCode }',
    // 9.2 kB (the codecs' messages in three locales carry most of it); 9.39 kB with the hints;
    // 9.98 kB once it read what the published texts allow (merchant categories, EMV amounts, a
    // dynamic code's ignored fields, the directory's key forms, other arrangements' templates).
    // 10.02 kB with failures that read as sentences led by a label (formatIssue, the labels in three
    // locales) and hints that name each codec's argument; 10.53 kB with both (0.3.0); 10.58 kB before
    // Pix Automático; 10.59 kB with its combined code's recurrence_url, written and read
    // (+0.11 kB), paid for in src/pix/ by regular expressions in place of the character, amount,
    // key and phone loops and a checksum that encodes a character outside ASCII on its own. The
    // same bytes measure up to 0.06 kB more as tsup's chunk names (content hashes) reorder the bundle.
    // 8.83 kB once each codec words its failures from its own catalogue (the boleto codec's words and
    // the provider-answer checks' left the bundle); 8.97 kB with the all-ASCII walk by jumps and the
    // amount read from its char codes back.
    limit: '9.3 kB',
    gzip: true,
  },
  {
    name: 'boleto codec: parseBoleto + buildBoleto',
    path: 'dist/index.js',
    import: '{ parseBoleto, buildBoleto }',
    // 7.05 kB; 7.32 kB with the hints; 7.82 kB with failures led by a label and hints that name
    // each codec's argument; 8.18 kB with the PIX rules of the published texts too, whose messages
    // share the codecs' one catalogue (0.3.0); 8.25 kB before Pix Automático, 8.28 kB with the
    // recurrence template's message that names its URL; up to 0.05 kB more as chunk names reorder.
    // 4.66 kB once each codec words its failures from its own catalogue: the PIX codec's words, the
    // provider-answer checks' and Intl formatting (no boleto message holds an amount or a date) left.
    // 4.77 kB (4765 B) with the date reader that checks its characters and the reading's speed work.
    // 4.84 kB (4842 B) with BOLETO.fields; 4.87 kB (4867 B) with the language read only for a
    // failure and one frozen list in place of the dates until they are written (parseBoleto 1.14×).
    limit: '4.9 kB',
    gzip: true,
  },
  {
    name: 'charges with a due date: computeAmountDue + toPixApiValue',
    path: 'dist/index.js',
    import: '{ computeAmountDue, toPixApiValue }',
    // 13.13 kB: the terms reader shares the split engine's issue builders, labels and the issue
    // catalogue in three locales, which carry most of it; 13.33 kB with the rules between the terms
    // read apart, so that validation applies the same ones without the reader; 10.51 kB once the
    // request's own issue words were a section apart; 10.54 kB with CHARGE_EXPIRED in a section of
    // its own (out of validation's bundle). 10.59 kB (10590 B) with the calendar's date reader that
    // checks its characters instead of writing the date back (parseBoleto's speed), less a Brasília
    // offset written as a literal that the bundle now drops; then -225 B once a request's own hints
    // were apart, and -259 B once the split's MDR and fee bearer issue words left the common section.
    limit: '10.6 kB',
    gzip: true,
  },
  {
    name: 'Pix Automático: planRecurrence + parseRecurrenceId + RECURRENCE_TRANSITIONS',
    path: 'dist/index.js',
    import: '{ planRecurrence, parseRecurrenceId, RECURRENCE_TRANSITIONS }',
    // 4.66 kB: the recurrence's messages in three locales, the issue label and number formatting; its
    // failure is worded by the recurrence's own catalogue (9.13 kB through the request validation's).
    // 4.75 kB once its fields' labels and rules moved to a catalogue validation shares; 5.04 kB with
    // parseRecurrenceId's retry-policy check (its option read, and its message in three locales).
    // 5.10 kB (5097 B) with the calendar's dates written and read without making strings for their
    // parts, paid for by read-only simplifications in src/recurrence. 5.11 kB (5107 B) with not a byte
    // of its sources changed (5,183 B gzip of its modules bundled from src/, before and after): the
    // chunk names tsup derives from content moved with other bundles' changes, and with them the
    // order of this bundle's code, which gzip compresses a few bytes apart. 5.11 kB (5109 B) with the
    // calendar's date reader that checks its characters (about 70 B), paid for by read-only
    // simplifications in src/recurrence (months carried by _dayNumber, one walk to the first cycle)
    // and the Brasília offset as a literal. 5.14 kB (5139 B) with a minimum amount labelled as one
    // in three locales (it read "Amount", the fixed amount's label: two issues with the same words).
    limit: '5.14 kB',
    gzip: true,
  },
  {
    name: 'Pix Automático events: applyRecurrenceEvent',
    path: 'dist/index.js',
    import: '{ applyRecurrenceEvent }',
    // 5.9 kB: the events' messages in three locales (their own catalogue, apart from the plan's),
    // the transitions, the RFC 3339 reader of the charge lifecycle and the issue label.
    limit: '6 kB',
    gzip: true,
  },
];

export default checks.map((check) => ({ ...check, modifyEsbuildConfig: quietChunkImports }));
