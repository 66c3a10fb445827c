import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the browser must load before any page shows is the entry chunk: src/main.tsx and every
 * module it imports statically, transitively (the bundler can only drop code from that, never
 * add to it). Pages are split by route, so that closure must not reach them. Read from the
 * sources, so `npm test` needs no build; bench/scenarios/initial-js.ts measures the build.
 */
const src = path.resolve(import.meta.dirname, '..');

interface ModuleImports {
  /** Files of this package imported statically (type-only imports are erased: left out). */
  files: string[];
  /** Files imported with `import()`. */
  lazy: string[];
  /** Packages imported statically (the bare specifier). */
  packages: string[];
}

function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  const file = found.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${specifier} imported by ${from} was not found`);
  return file;
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function readImports(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imports: ModuleImports = { files: [], lazy: [], packages: [] };
  const add = (specifier: string, kind: 'static' | 'lazy') => {
    if (specifier.endsWith('.css')) return;
    if (!specifier.startsWith('.')) {
      if (kind === 'static') imports.packages.push(specifier);
      return;
    }
    (kind === 'static' ? imports.files : imports.lazy).push(resolveFile(file, specifier));
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier) && !isTypeOnly(node))
        add(node.moduleSpecifier.text, 'static');
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, 'lazy');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

/** The modules reachable from `entry` by static imports, with what each imports. */
function staticClosure(entry: string): Map<string, ModuleImports> {
  const closure = new Map<string, ModuleImports>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (closure.has(file)) continue;
    const imports = readImports(file);
    closure.set(file, imports);
    pending.push(...imports.files);
  }
  return closure;
}

let entry: Map<string, ModuleImports>;

beforeAll(() => {
  entry = staticClosure(path.join(src, 'main.tsx'));
});

describe("the entry chunk's modules", () => {
  it('import no page statically that is meant to load lazily', () => {
    const lazy = [...entry.values()].flatMap((imports) => imports.lazy);
    expect(lazy).toContain(path.join(src, 'app/routes/board-route.tsx'));
    expect(lazy).toContain(path.join(src, 'app/routes/login-route.tsx'));
    const alsoStatic = lazy.filter((file) => entry.has(file));
    expect(alsoStatic.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('leave the board, forms, sanitiser, chart, CSV, emoji and socket libraries to the pages that use them', () => {
    const packages = new Set([...entry.values()].flatMap((imports) => imports.packages));
    for (const library of [
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@tanstack/react-virtual',
      'date-fns',
      'dompurify',
      'emoji-picker-react',
      'papaparse',
      'radix-ui',
      'react-hook-form',
      'recharts',
      'socket.io-client',
    ]) {
      expect(packages, library).not.toContain(library);
    }
  });
});

describe("the board page's modules", () => {
  it('leave Radix and the socket client to load on first use, after the first cards show', () => {
    const page = [
      'app/workspace-guard.tsx',
      'app/layouts/workspace-layout.tsx',
      'app/board-guard.tsx',
      'app/routes/board-route.tsx',
    ].map((file) => staticClosure(path.join(src, file)));
    const packages = new Set(
      page.flatMap((closure) => [...closure.values()].flatMap((imports) => imports.packages)),
    );
    expect(packages).toContain('@dnd-kit/core');
    expect(packages).not.toContain('radix-ui');
    expect(packages).not.toContain('socket.io-client');
  });
});
