import type { Plugin } from 'rollup';

/** A workspace package module's side effects by its package's `sideEffects`. */
export function workspaceModuleSideEffects(
	id: string,
	workspaces: Array< { dir: string; manifest: Record< string, unknown > } >
): boolean | undefined;
/** Applies `workspaceModuleSideEffects` in a build. */
export function workspaceSideEffects(): Plugin;
