import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house shape is held by lint: these fixtures break it on purpose (and a few keep it), and
 * the repository's own ESLint config must say so. The fixtures mirror the repository's folders,
 * linted from eslint/fixtures as if it were the root.
 */
const fixtures = path.join(import.meta.dirname, 'fixtures');

let problems: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: path.join(import.meta.dirname, '..', 'eslint.config.js'),
    // The fixtures are in no TypeScript project: the typed rules are not what is tested here.
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { projectService: false } } },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  problems = new Map(
    results.map((result) => [
      path.relative(fixtures, result.filePath),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
});

function rulesBrokenBy(file: string): string[] {
  const found = problems.get(file);
  if (!found) throw new Error(`${file} was not linted`);
  return found;
}

describe('lint holds the house shape', () => {
  it('fails on an import cycle', () => {
    expect(rulesBrokenBy('apps/server/src/modules/demo/cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesBrokenBy('apps/server/src/modules/demo/cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('fails on Drizzle or the schema imported in a routes file, and allows them in a repo', () => {
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo.routes.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo.repo.ts')).toEqual([]);
  });

  it('fails on a Drizzle value outside a repo, and allows type-only imports', () => {
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo.service.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/demo/typed.service.ts')).toEqual([]);
  });

  it('fails on a presenter reaching the database, and allows a pure one', () => {
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo.presenter.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/demo/pure.presenter.ts')).toEqual([]);
  });

  it('fails on a web feature importing a feature it is not allowed to, and allows a declared one', () => {
    expect(rulesBrokenBy('apps/web/src/features/labels/board-of-labels.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(rulesBrokenBy('apps/web/src/features/tasks/board-of-tasks.ts')).toEqual([]);
  });

  it('fails on a module import not declared in server-modules.js (a loop of folders without a loop of files), and allows a declared one', () => {
    expect(rulesBrokenBy('apps/server/src/modules/workspaces/workspace-price.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/billing/plan-name.ts')).toEqual([]);
  });

  it('fails on a layer below the modules importing a module, and allows it the database layer', () => {
    expect(rulesBrokenBy('apps/server/src/http/user-header.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(rulesBrokenBy('apps/server/src/events/event-name.ts')).toEqual([]);
  });

  it("fails on a module importing the context's code, and allows its type", () => {
    expect(rulesBrokenBy('apps/server/src/modules/users/context-value.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/users/context-type.ts')).toEqual([]);
  });

  it('fails on vitest or Testing Library imported by a web feature outside its tests, and allows them in src/test and in a test', () => {
    expect(rulesBrokenBy('apps/web/src/features/chat/chat-scene.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/web/src/test/chat-scene.ts')).toEqual([]);
    expect(rulesBrokenBy('apps/web/src/features/chat/chat.test.tsx')).toEqual([]);
  });

  it('fails on a module file without a role suffix that reads or writes, and allows the same under a role or as pure logic', () => {
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo-lookup.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo-lookup.service.ts')).toEqual([]);
    expect(rulesBrokenBy('apps/server/src/modules/demo/demo-rule.ts')).toEqual([]);
  });

  it('fails on a routes file calling a gate itself, and allows one declaring its gate', () => {
    expect(rulesBrokenBy('apps/server/src/modules/demo/gate-call.routes.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(rulesBrokenBy('apps/server/src/modules/demo/gate-declared.routes.ts')).toEqual([]);
  });
});
