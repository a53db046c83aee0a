import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

export default ts.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  prettier,
  ...svelte.configs.prettier,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      parserOptions: { projectService: true, extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig },
    },
  },
  {
    // The engine is pure and deterministic: no real clocks, timers, randomness or DOM.
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'The engine reads time from the injected SimClock.' },
        { name: 'performance', message: 'The engine reads time from the injected SimClock.' },
        { name: 'setTimeout', message: 'The engine never waits: return the wait instead.' },
        { name: 'setInterval', message: 'The engine never waits.' },
        { name: 'window', message: 'The engine has no DOM.' },
        { name: 'document', message: 'The engine has no DOM.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG in src/engine/random.ts.' },
        { object: 'Date', property: 'now', message: 'The engine reads time from the injected SimClock.' },
      ],
    },
  },
);
