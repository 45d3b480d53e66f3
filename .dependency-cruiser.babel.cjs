// How dependency-cruiser reads our TypeScript (.dependency-cruiser.cjs). Its line that runs on Node 20
// (17.x) parses .ts/.tsx through the `typescript` package's JavaScript API, which TypeScript 7 no longer
// ships, and would fall back to a loose JavaScript parser that silently drops imports it cannot read. It
// also takes a Babel config: this one parses each file with Babel's TypeScript and JSX parser and hands
// back only the file's module references, as JavaScript it reads exactly:
//   import 'x'        an import, an `import x = require('x')`
//   export * from 'x' a re-export
//   import('x')       a dynamic import
//   require('x')      a require
//   typeOnly('x')     only types: `import type`, `export type`, `typeof import('x')`; the config names
//                     `typeOnly` an exotic require, so its rules can tell these apart
const { types: t } = require('@babel/core');

const TYPE_ONLY = 'typeOnly';

function isTypeOnly(declaration, kindField) {
  if (declaration[kindField] === 'type') return true;
  const specifiers = declaration.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((specifier) => specifier[kindField] === 'type');
}

function toStatement(specifier, kind) {
  const source = t.stringLiteral(specifier);
  if (kind === 'import') return t.importDeclaration([], source);
  if (kind === 'export') return t.exportAllDeclaration(source);
  if (kind === 'dynamic') return t.expressionStatement(t.callExpression(t.import(), [source]));
  return t.expressionStatement(t.callExpression(t.identifier(kind), [source]));
}

function keepModuleReferencesOnly() {
  return {
    manipulateOptions(options, parserOptions) {
      parserOptions.plugins.push('typescript');
      if (/\.[jt]sx$/.test(options.filename ?? '')) parserOptions.plugins.push('jsx');
    },
    visitor: {
      Program(program) {
        /** Each module a file names, once: a runtime reference wins over a type-only one. */
        const references = new Map();
        const add = (specifier, kind) => {
          const known = references.get(specifier);
          if (known === undefined || known === TYPE_ONLY) references.set(specifier, kind);
        };
        program.traverse({
          ImportDeclaration(path) {
            add(path.node.source.value, isTypeOnly(path.node, 'importKind') ? TYPE_ONLY : 'import');
          },
          'ExportAllDeclaration|ExportNamedDeclaration'(path) {
            if (!path.node.source) return;
            add(path.node.source.value, isTypeOnly(path.node, 'exportKind') ? TYPE_ONLY : 'export');
          },
          CallExpression(path) {
            const [first] = path.node.arguments;
            if (!t.isStringLiteral(first)) return;
            if (t.isImport(path.node.callee)) add(first.value, 'dynamic');
            if (t.isIdentifier(path.node.callee, { name: 'require' })) add(first.value, 'require');
          },
          TSExternalModuleReference(path) {
            add(path.node.expression.value, 'import');
          },
          TSImportType(path) {
            add((path.node.argument.literal ?? path.node.argument).value, TYPE_ONLY);
          },
        });
        program.node.directives = [];
        program.node.body = [...references].map(([specifier, kind]) => toStatement(specifier, kind));
        program.skip();
      },
    },
  };
}

module.exports = { babelrc: false, configFile: false, plugins: [keepModuleReferencesOnly] };
