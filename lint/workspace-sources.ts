import path from 'node:path';
import type { ESLint, Linter, Rule } from 'eslint';

/**
 * Folders that hold TypeScript of their own beside the npm workspaces (each has a tsconfig):
 * a file there belongs to that folder, not to the root.
 */
const otherProjects = ['scale', 'testing', 'lint', 'scripts'];

/**
 * One workspace never reaches into another's `src/` by relative path: it imports the package's
 * entry points (`@storefront/api`, `@storefront/api/testing`, `@storefront/api/seed`, ...), which
 * say what its neighbours may use (docs/decisions/0030-api-entry-points.md). A workspace's own
 * `src/` and another's non-source files (build plugins, configs) are not this rule's business.
 *
 * @example
 * export default [workspaceSourcesConfig(root, ['apps/api', 'e2e'])];
 */
/**
 * An import the rule lets through until the package it reaches into exports it: `from` a
 * workspace folder, `to` a file or folder of the other's `src/` (both relative to the root).
 */
export interface PendingImport {
  from: string;
  to: string;
}

export function workspaceSourcesRule(
  root: string,
  workspaces: readonly string[],
  pending: readonly PendingImport[] = [],
): Rule.RuleModule {
  const folders = [...workspaces, ...otherProjects]
    .map((folder) => path.join(root, folder))
    // Longest first: the nearest enclosing folder owns a file.
    .sort((a, b) => b.length - a.length);
  const ownerOf = (file: string) =>
    folders.find((folder) => file === folder || file.startsWith(`${folder}${path.sep}`)) ?? root;

  return {
    meta: {
      type: 'problem',
      docs: { description: "Forbids importing another workspace's src/ by relative path" },
      schema: [],
      messages: {
        otherSource:
          "'{{specifier}}' reaches into {{workspace}}/src: import the package's entry point (its package.json exports) instead.",
      },
    },
    create(context) {
      const file = context.physicalFilename;
      const owner = ownerOf(file);
      const check = (source: unknown, node: Rule.Node) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        const targetOwner = ownerOf(target);
        if (targetOwner === owner || targetOwner === root) return;
        if (!target.startsWith(path.join(targetOwner, 'src') + path.sep)) return;
        const waiting = pending.some(
          ({ from, to }) =>
            owner === path.join(root, from) &&
            (target === path.join(root, to) || target.startsWith(path.join(root, to) + path.sep)),
        );
        if (waiting) return;
        context.report({
          node,
          messageId: 'otherSource',
          data: { specifier: source, workspace: path.relative(root, targetOwner) },
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source.value, node),
        ExportAllDeclaration: (node) => check(node.source.value, node),
        ExportNamedDeclaration: (node) => check(node.source?.value, node),
        ImportExpression: (node) =>
          check(node.source.type === 'Literal' ? node.source.value : undefined, node),
      };
    },
  };
}

/** The rule as a plugin, and the config that turns it on for every TypeScript file. */
export function workspaceSourcesConfig(
  root: string,
  workspaces: readonly string[],
  pending: readonly PendingImport[] = [],
): Linter.Config {
  const plugin: ESLint.Plugin = {
    rules: { 'workspace-sources': workspaceSourcesRule(root, workspaces, pending) },
  };
  return {
    files: ['**/*.{ts,tsx}'],
    plugins: { workspaces: plugin },
    rules: { 'workspaces/workspace-sources': 'error' },
  };
}
