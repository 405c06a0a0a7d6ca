/** The debug panel's «last order attempt» section: the observers that ran and the POST /checkout the server received, with its answer. */

import { __, sprintf } from '@wordpress/i18n';

import type { InspectedAttempt, ObserverRun, PlaceOrderRecord } from '../plugin-kit/order-attempts';
import { escapeHtml } from './html';

const json = ( value: unknown ) =>
	`<pre class="demo-json"><code>${ escapeHtml( JSON.stringify( value, null, 2 ) ) }</code></pre>`;

const cell = ( content: string ) => `<td>${ content }</td>`;

const table = ( caption: string, headers: string[], rows: string[] ) =>
	`<table class="demo-table"><caption>${ escapeHtml( caption ) }</caption><thead><tr>${ headers
		.map( ( header ) => `<th scope="col">${ escapeHtml( header ) }</th>` )
		.join( '' ) }</tr></thead><tbody>${ rows.join( '' ) }</tbody></table>`;

const observerRow = ( run: ObserverRun, index: number ) =>
	`<tr>${ cell( String( index + 1 ) ) }${ cell(
		`<code>${ escapeHtml( run.observer ) }</code>`
	) }${ cell( `<code>${ escapeHtml( run.method ) }</code>` ) }${ cell(
		run.threw
			? `<p>${ escapeHtml( sprintf( __( 'It threw: %s', 'cesta' ), run.threw ) ) }</p>`
			: run.returned === null
				? escapeHtml( __( '(nothing)', 'cesta' ) )
				: json( run.returned )
	) }</tr>`;

const observersPart = ( attempt: InspectedAttempt ) => {
	const heading = `<h3>${ escapeHtml( __( 'Observers that ran', 'cesta' ) ) }</h3>`;
	if ( ! attempt.observers?.observers.length ) {
		return `${ heading }<p>${ escapeHtml(
			__(
				'No observer of a payment method was recorded. They are recorded when the demo runs with --plugin or --gateways.',
				'cesta'
			)
		) }</p>`;
	}
	return `${ heading }${ table(
		sprintf(
			__( 'Attempt started at %s', 'cesta' ),
			attempt.observers.startedAt.replace( 'T', ' ' ).replace( /\.\d+Z$/, ' UTC' )
		),
		[
			__( 'Step', 'cesta' ),
			__( 'Observer', 'cesta' ),
			__( 'Payment method', 'cesta' ),
			__( 'Returned', 'cesta' ),
		],
		attempt.observers.observers.map( observerRow )
	) }`;
};

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const placeOrderPart = ( record: PlaceOrderRecord | undefined ) => {
	const heading = `<h3>${ escapeHtml( __( 'POST /checkout the server received', 'cesta' ) ) }</h3>`;
	if ( ! record ) {
		return `${ heading }<p>${ escapeHtml(
			__( 'No order was sent to the server yet.', 'cesta' )
		) }</p>`;
	}
	const body = isRecord( record.body ) ? record.body : {};
	const pairs = Array.isArray( body.payment_data )
		? ( body.payment_data as unknown[] ).filter( isRecord )
		: [];
	return `${ heading }<dl class="demo-facts"><dt>${ escapeHtml(
		__( 'Received at', 'cesta' )
	) }</dt><dd>${ escapeHtml(
		record.receivedAt.replace( 'T', ' ' ).replace( /\.\d+Z$/, ' UTC' )
	) }</dd><dt>${ escapeHtml( __( 'Payment method', 'cesta' ) ) }</dt><dd><code>${ escapeHtml(
		String( body.payment_method ?? '' )
	) }</code></dd></dl>${
		pairs.length
			? table(
					'payment_data',
					[ __( 'Key', 'cesta' ), __( 'Value', 'cesta' ) ],
					pairs.map(
						( pair ) =>
							`<tr>${ cell(
								`<code>${ escapeHtml( String( pair.key ) ) }</code>`
							) }${ cell(
								`<code>${ escapeHtml( JSON.stringify( pair.value ) ) }</code>`
							) }</tr>`
					)
				)
			: `<p>${ escapeHtml( __( 'No payment_data was sent.', 'cesta' ) ) }</p>`
	}<h4>extensions</h4>${ json( body.extensions ?? {} ) }<h4>${ escapeHtml(
		__( 'Whole body', 'cesta' )
	) }</h4>${ json( record.body ) }<h4>${ escapeHtml(
		sprintf( __( 'Server answer (HTTP %d)', 'cesta' ), record.status )
	) }</h4>${ json( record.answer ) }`;
};

/**
 * The debug panel's section on the visitor's last order attempt: the
 * observers payment methods registered that ran, in order, with what each
 * returned, and the last `POST /checkout` the server received (payment
 * method, `payment_data` pairs, extensions, the whole body) with its answer.
 *
 * @example
 * renderLastOrderAttempt( attempts.last( visitorId ) );
 */
export function renderLastOrderAttempt( attempt: InspectedAttempt | undefined ): string {
	return `<section class="demo-last-attempt" aria-labelledby="demo-last-attempt"><h2 id="demo-last-attempt">${ escapeHtml(
		__( 'Last order attempt', 'cesta' )
	) }</h2>${ observersPart( attempt ?? {} ) }${ placeOrderPart( attempt?.placeOrder ) }</section>`;
}
