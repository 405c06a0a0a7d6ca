/** The debug panel page: forms that queue the mock's faults, the pending ones, clear and reset. */

import { __ } from '@wordpress/i18n';

import type { FaultSpec } from '@cesta/mocks';

import { DEMO_PATHS } from '../constants';
import { FAULT_PRESETS } from '../debug/fault-presets';
import type { InspectedAttempt } from '../plugin-kit/order-attempts';
import { escapeHtml } from './html';
import { renderLastOrderAttempt } from './last-order-attempt';

/**
 * What the last action of the debug panel did, shown at the top of the page.
 *
 * @example
 * const done: DebugOutcome = 'added';
 */
export type DebugOutcome = 'added' | 'cleared' | 'reset';

const outcomeText = ( outcome: DebugOutcome ) => {
	switch ( outcome ) {
		case 'added':
			return __( 'Fault queued. It applies to the next matching request.', 'cesta' );
		case 'cleared':
			return __( 'Every pending fault was removed.', 'cesta' );
		case 'reset':
			return __( 'The shop was reset: every cart, order and fault is gone.', 'cesta' );
	}
};

const describeFault = ( fault: FaultSpec ) =>
	JSON.stringify( { ...fault, only: fault.only?.toString() } );

const actionForm = ( action: string, label: string, extra = '' ) =>
	`<form method="post" action="${ DEMO_PATHS.debug }">${ extra }<input type="hidden" name="action" value="${ action }"><button class="demo-button" type="submit">${ escapeHtml(
		label
	) }</button></form>`;

/**
 * The debug panel: the visitor's last order attempt (observers that ran,
 * the `POST /checkout` the server received and its answer), buttons that
 * queue the mock's faults for manual testing, the pending faults, and
 * buttons to clear them or reset the whole shop. It works without
 * JavaScript (plain forms posting to the panel).
 *
 * @example
 * renderDebugContent( mock.faults.pending(), 'added', attempts.last( visitorId ) );
 */
export function renderDebugContent(
	pending: FaultSpec[],
	outcome?: DebugOutcome,
	attempt?: InspectedAttempt
): string {
	const presets = FAULT_PRESETS.map(
		( preset ) =>
			`<li><h3>${ escapeHtml( preset.label() ) }</h3><p>${ escapeHtml(
				preset.description()
			) }</p>${ actionForm(
				'add',
				__( 'Queue this fault', 'cesta' ),
				`<input type="hidden" name="preset" value="${ escapeHtml( preset.id ) }">`
			) }</li>`
	).join( '\n' );
	const pendingList = pending.length
		? `<ul>${ pending
				.map(
					( fault ) => `<li><code>${ escapeHtml( describeFault( fault ) ) }</code></li>`
				)
				.join( '' ) }</ul>`
		: `<p>${ escapeHtml( __( 'No fault is pending.', 'cesta' ) ) }</p>`;
	return `<h1>${ escapeHtml( __( 'Debug panel', 'cesta' ) ) }</h1>
${
	outcome
		? `<p class="demo-notice" role="status">${ escapeHtml( outcomeText( outcome ) ) }</p>`
		: ''
}
<p>${ escapeHtml(
		__(
			'Queue a fault, then use the cart in another tab to see how it copes. Other faults can be sent as JSON to POST /__mock/faults.',
			'cesta'
		)
	) }</p>
${ renderLastOrderAttempt( attempt ) }
<h2>${ escapeHtml( __( 'Faults', 'cesta' ) ) }</h2>
<ul class="demo-faults">
${ presets }
</ul>
<h2>${ escapeHtml( __( 'Pending faults', 'cesta' ) ) }</h2>
${ pendingList }
${ actionForm( 'clear', __( 'Remove pending faults', 'cesta' ) ) }
<h2>${ escapeHtml( __( 'Shop', 'cesta' ) ) }</h2>
${ actionForm( 'reset', __( 'Reset the shop', 'cesta' ) ) }`;
}
