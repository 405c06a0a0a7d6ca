/**
 * `@cesta/test-utils/module-graph` (Node only): walks the import graph of
 * TypeScript sources, to prove a package's budget rules (what it may never
 * reach). Relative imports are followed file by file, `@cesta/*` imports into
 * the workspace package's source, and any other bare import through its
 * package.json dependencies (what it can load at run time), to list every
 * package reachable from an entry. The walker is the repository's one
 * (`scripts/module-graph.mjs`), which `@cesta/mocks`'s own tests use too.
 */
export { packageNameOf, walkModuleGraph } from '../../scripts/module-graph.mjs';
export type { ModuleGraph } from '../../scripts/module-graph.mjs';
