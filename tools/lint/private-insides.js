import path from 'node:path';

/**
 * A mechanism's folder keeps its insides: from outside it, only its public modules may be
 * imported. Options: `{ 'src/some/folder': ['public-module', ...] }`, paths from the repository.
 * Relative imports only, which is all src/ uses.
 */
export const privateInsides = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    messages: {
      inside:
        "'{{source}}' is inside {{folder}}/, which only its public modules leave: import {{publicModules}}.",
    },
  },
  create(context) {
    const mechanisms = Object.entries(context.options[0] ?? {}).map(([folder, publicModules]) => ({
      folder,
      root: path.resolve(context.cwd, folder),
      publicModules,
      publicPaths: publicModules.map((name) => path.resolve(context.cwd, folder, name)),
    }));
    const inside = (file, root) => file.startsWith(root + path.sep);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source).replace(/\.[cm]?[jt]sx?$/, '');
      for (const { folder, root, publicModules, publicPaths } of mechanisms) {
        if (!inside(target, root) || inside(context.filename, root) || publicPaths.includes(target)) continue;
        context.report({
          node: node.source,
          messageId: 'inside',
          data: { source, folder, publicModules: publicModules.join(', ') },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
