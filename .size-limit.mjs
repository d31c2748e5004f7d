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
    limit: '3.8 kB',
    gzip: true,
  },
  {
    name: 'validateChargeRequest alone',
    path: 'dist/index.js',
    import: '{ validateChargeRequest }',
    // 32.63 kB measured with readJsonBody's messages in the shared problem-details catalogue, 32.72 kB
    // (32 712 B) with the digit reader of src/secrets/ (issue paths of a caller's key read any script's digits).
    limit: '32.72 kB',
    gzip: true,
  },
  {
    name: 'computeSplit alone',
    path: 'dist/index.js',
    import: '{ computeSplit }',
    // 12.78 kB with one engine (13.51 kB with the table twins), plus about 5%.
    limit: '13.4 kB',
    gzip: true,
  },
  {
    name: 'installment quote + BRL format/parse: quoteInstallments + formatBRL + parseBRL',
    path: 'dist/index.js',
    import: '{ quoteInstallments, formatBRL, parseBRL }',
    limit: '12.5 kB',
    gzip: true,
  },
  {
    name: 'BRL helpers alone: formatBRL + parseBRL',
    path: 'dist/index.js',
    import: '{ formatBRL, parseBRL }',
    limit: '2.45 kB',
    gzip: true,
  },
];

export default checks.map((check) => ({ ...check, modifyEsbuildConfig: quietChunkImports }));
