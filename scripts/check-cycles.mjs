// Import cycles over every workspace, type-only imports included (ESLint's import-x/no-cycle skips those).
// Static imports, re-exports and lazy `import()` alike: a cycle through a lazy route module is still a cycle.
// Exits 1 and prints each cycle as a chain of files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const PROJECTS = ['packages/domain', 'apps/server', 'apps/web', 'apps/ops', 'e2e', 'bench'];
const root = process.cwd();

const graph = new Map();
for (const project of PROJECTS) {
  const configPath = path.join(root, project, 'tsconfig.json');
  if (!ts.sys.fileExists(configPath)) continue;
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, path.dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    if (graph.has(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = [];
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, parsed.options, host).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('/node_modules/')) {
        targets.push(path.resolve(resolved.resolvedFileName));
      }
    }
    graph.set(path.resolve(file), targets);
  }
}

// Tarjan's strongly connected components, iterative so a deep import chain cannot overflow the stack.
let nextIndex = 0;
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const components = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [{ node: start, edge: 0 }];
  index.set(start, nextIndex);
  low.set(start, nextIndex++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const edges = graph.get(frame.node) ?? [];
    if (frame.edge < edges.length) {
      const next = edges[frame.edge++];
      if (!index.has(next)) {
        index.set(next, nextIndex);
        low.set(next, nextIndex++);
        stack.push(next);
        onStack.add(next);
        work.push({ node: next, edge: 0 });
      } else if (onStack.has(next)) {
        low.set(frame.node, Math.min(low.get(frame.node), index.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1].node;
      low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
    }
    if (low.get(frame.node) === index.get(frame.node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  }
}

if (components.length === 0) {
  console.log(`check-cycles: no import cycle in ${graph.size} files`);
} else {
  for (const component of components) {
    console.error(`Import cycle (type-only imports count too):\n  ${component.map((file) => path.relative(root, file)).join('\n  ')}`);
  }
  console.error(`check-cycles: ${components.length} import cycle(s); break each (move the shared piece down a layer).`);
  process.exit(1);
}
