/** Types of mounting blocks: a mounted block's status and handle, and the options of mountBlocks. */

/**
 * Where a mounted block stands: waiting for its wrapper's render event,
 * mounted, or unmounted.
 *
 * @example
 * const status: MountStatus = 'mounted';
 */
export type MountStatus = 'waiting' | 'mounted' | 'unmounted';

/**
 * A top-level block `mountBlocks` took charge of.
 *
 * @example
 * const [ cart ] = mountBlocks();
 * cart.blockName; // 'woocommerce/cart'
 * cart.unmount(); // the server markup is put back
 */
export interface MountedBlock {
	readonly blockName: string;
	/** The element with `data-block-name`. */
	readonly container: HTMLElement;
	readonly status: MountStatus;
	/** Whether React hydrated server-rendered HTML instead of rendering afresh. */
	readonly hydrated: boolean;
	/** Unmounts the block (and the blocks nested in it) and puts the server markup back. */
	unmount(): void;
}

/**
 * Options of `mountBlocks`.
 *
 * @example
 * mountBlocks( document, { blockNames: [ 'woocommerce/cart' ] } );
 */
export interface MountBlocksOptions {
	/** Mount only these blocks. @default every registered frontend block */
	blockNames?: readonly string[];
	/** Show error details in the error panels. @default isAdmin() */
	showErrorDetails?: boolean;
	/** React's report of errors it recovered from (e.g. a hydration mismatch). */
	onRecoverableError?: ( error: unknown ) => void;
}
