// @ts-check
import ts from 'typescript';

// import-x/no-cycle skips every `import type` (and every import whose names
// are all `type`), with no option to count them (checked in 4.18.1), so a
// cycle held together by a type import passes it. This rule reads the import
// graph from the TypeScript program typescript-eslint has already built:
// every static import and re-export, type-only or not, and every `import()`.
// A file is reported on each import that leads back to itself.

/**
 * @typedef {{ edges: Map<string, Set<string>>, component: Map<string, number> }} Graph
 */

/** @type {WeakMap<ts.Program, Graph>} */
const graphs = new WeakMap();

/** Whether the file is the project's own source, not a library or a declaration. */
function isOwnFile(/** @type {string} */ fileName) {
  return !fileName.includes('/node_modules/') && !fileName.endsWith('.d.ts');
}

/** @param {ts.Program} program */
function buildGraph(program) {
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (name) => name, options);
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const sourceFile of program.getSourceFiles()) {
    if (!isOwnFile(sourceFile.fileName)) continue;
    const targets = new Set();
    const { importedFiles } = ts.preProcessFile(sourceFile.text, true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(
        specifier,
        sourceFile.fileName,
        options,
        ts.sys,
        cache,
      ).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && isOwnFile(resolved.resolvedFileName)) {
        targets.add(resolved.resolvedFileName);
      }
    }
    edges.set(sourceFile.fileName, targets);
  }
  return { edges, component: stronglyConnected(edges) };
}

/**
 * Tarjan's algorithm, without recursion: each file's strongly connected
 * component. Two files share one exactly when each reaches the other.
 * @param {Map<string, Set<string>>} edges
 */
function stronglyConnected(edges) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {Map<string, number>} */
  const component = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  let components = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    /** @type {{ node: string, next: Iterator<string> }[]} */
    const work = [];
    const enter = (/** @type {string} */ node) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (edges.get(node) ?? new Set()).values() });
    };
    enter(root);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, next: Iterator<string> }} */ (work.at(-1));
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) {
          low.set(frame.node, Math.min(Number(low.get(frame.node)), Number(index.get(target))));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(Number(low.get(parent.node)), Number(low.get(frame.node))));
      if (low.get(frame.node) === index.get(frame.node)) {
        for (;;) {
          const member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.set(member, components);
          if (member === frame.node) break;
        }
        components += 1;
      }
    }
  }
  return component;
}

/**
 * The shortest way from `from` back to `to`, for the message.
 * @param {Graph} graph
 * @param {string} from
 * @param {string} to
 */
function pathBack(graph, from, to) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === to) break;
    for (const next of graph.edges.get(node) ?? []) {
      if (previous.has(next) || graph.component.get(next) !== graph.component.get(to)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path = [];
  for (let node = /** @type {string | null | undefined} */ (to); node; node = previous.get(node)) {
    path.unshift(node);
  }
  return path;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const program = /** @type {ts.Program | undefined | null} */ (context.sourceCode.parserServices?.program);
    if (!program) return {};
    const fileName = context.physicalFilename;
    let graph = graphs.get(program);
    if (!graph) {
      graph = buildGraph(program);
      graphs.set(program, graph);
    }
    const { component } = graph;
    const own = component.get(fileName);
    if (own === undefined) return {};
    const cwd = program.getCurrentDirectory();
    const options = program.getCompilerOptions();

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const resolved = ts.resolveModuleName(source, fileName, options, ts.sys).resolvedModule;
      if (!resolved || resolved.resolvedFileName === fileName) return;
      if (component.get(resolved.resolvedFileName) !== own) return;
      const path = [fileName, ...pathBack(/** @type {Graph} */ (graph), resolved.resolvedFileName, fileName)];
      context.report({
        node,
        messageId: 'cycle',
        data: { path: path.map((file) => file.replace(`${cwd}/`, '')).join(' -> ') },
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
      // `import('./x.ts').Type` in a type position (not an ESTree node, hence the casts).
      /** @param {any} node */
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.source?.value),
    };
  },
};

export default noImportCycle;
