// @ts-check
/**
 * Which web folders may import which: the web app's layers and feature boundaries.
 * @type {import('eslint').Linter.Config[]}
 */
export default [
  {
    // Web: components/ui and lib are the bottom layers; features may not import from app/.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'import direction: shared → lib/components → features → app',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '../app/*'],
              message: 'import direction: features must not import from app/',
            },
          ],
        },
      ],
    },
  },
];
