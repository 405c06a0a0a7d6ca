/** The ready-made mock faults the demo's debug panel offers (slow shop, failing writes, expired nonce…). */

import { __ } from '@wordpress/i18n';

import type { FaultSpec } from '@cesta/mocks';

/**
 * A ready-made fault the debug panel offers.
 *
 * @example
 * const preset: FaultPreset = { id: 'slow', label: () => 'Slow shop', description: () => '…', spec: { latencyMs: 2000 } };
 */
export interface FaultPreset {
	id: string;
	label: () => string;
	description: () => string;
	spec: FaultSpec;
}

/**
 * The faults a developer most often wants while trying the cart by hand; any
 * other can be queued with `POST /__mock/faults`.
 *
 * @example
 * FAULT_PRESETS.find( ( preset ) => preset.id === 'slow' )?.spec.latencyMs; // 2000
 */
export const FAULT_PRESETS: readonly FaultPreset[] = [
	{
		id: 'slow',
		label: () => __( 'Slow shop', 'cesta' ),
		description: () =>
			__( 'The next 10 Store API requests wait 2 seconds before answering.', 'cesta' ),
		spec: { latencyMs: 2000, times: 10 },
	},
	{
		id: 'update-item-error',
		label: () => __( 'Quantity change fails', 'cesta' ),
		description: () =>
			__( 'The next quantity change gets a server error (HTTP 500).', 'cesta' ),
		spec: { status: 500, only: '/cart/update-item' },
	},
	{
		id: 'remove-item-error',
		label: () => __( 'Removal fails', 'cesta' ),
		description: () => __( 'The next item removal gets a server error (HTTP 500).', 'cesta' ),
		spec: { status: 500, only: '/cart/remove-item' },
	},
	{
		id: 'invalid-json',
		label: () => __( 'Broken answer', 'cesta' ),
		description: () =>
			__( 'The next request is processed, but its answer is not valid JSON.', 'cesta' ),
		spec: { invalidJson: true },
	},
	{
		id: 'expire-nonce',
		label: () => __( 'Expired nonce', 'cesta' ),
		description: () =>
			__(
				'Every nonce handed out so far goes stale; the next write is refused once.',
				'cesta'
			),
		spec: { expireNonce: true },
	},
	{
		id: 'drop-connection',
		label: () => __( 'Connection lost', 'cesta' ),
		description: () => __( 'The next request gets no answer at all.', 'cesta' ),
		spec: { dropConnection: true },
	},
];
