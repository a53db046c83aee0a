/**
 * The arrows of src/, held by `npm run check` (`depcruise src`): no runtime import cycle, and no import against
 * the layers (CONTRIBUTING.md, "Layers"). Type-only imports (`import type`, `import { type X }` erased) are not
 * runtime edges: TypeScript and Svelte sources are compiled first (tsPreCompilationDeps false), so only the
 * imports that stay in the emitted JavaScript count, as the bundler and Node see them.
 */
const TOP = [
  // the engine's top: the table of every module's engine half, and what reads it to run or explain a scenario
  '^src/engine/limiters/engines[.]ts$',
  '^src/engine/sim/simulate[.]ts$',
  '^src/engine/sim/sentinel-limiter[.]ts$',
  '^src/engine/explain/index[.]ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A runtime import cycle: break it by moving what both need below both, or by handing it in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-imports-no-layer-above',
      severity: 'error',
      comment: 'The engine is pure and used by everything: it imports nothing from the UI, worker, share, CLI or API.',
      from: { path: '^src/engine/' },
      to: { path: '^src/(ui|worker|share|cli|api)/' },
    },
    {
      name: 'worker-imports-no-ui',
      severity: 'error',
      comment: 'The worker runs off the page: it imports the engine and share, never the UI.',
      from: { path: '^src/worker/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'share-imports-no-ui-or-worker',
      severity: 'error',
      comment: 'share (links, files, text reading) sits below the worker and the UI.',
      from: { path: '^src/share/' },
      to: { path: '^src/(ui|worker)/' },
    },
    {
      name: 'engine-top-stays-on-top',
      severity: 'error',
      comment:
        "A module's engine half, the simulation inputs and the algorithms never import the module table or the " +
        'simulation built on it: they get what they need through their context (limiters/contract.ts).',
      from: { path: '^src/engine/', pathNot: TOP },
      to: { path: TOP },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the check cannot resolve would hide its edges.',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      extensions: ['.ts', '.js', '.svelte', '.json'],
      conditionNames: ['import', 'svelte', 'browser', 'default'],
      exportsFields: ['exports'],
    },
  },
};
