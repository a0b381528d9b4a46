import path from 'node:path';

/**
 * The API modules' one-way dependencies as `import-x/no-restricted-paths` zones: payments may use
 * orders' pieces (completing a paid cart, holding its places), orders never import payments; a
 * piece both need goes below them, to carts (docs/decisions/0012).
 */
export function apiModuleZones(root: string) {
  const modules = path.join(root, 'apps/api/src/modules');
  return [
    {
      target: path.join(modules, 'orders'),
      from: path.join(modules, 'payments'),
      message:
        'Orders never import payments (payments use orders); move a shared piece down to carts.',
    },
  ];
}
