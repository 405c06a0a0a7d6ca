/** A trigger and the tooltip that describes it. */

import { escapeHtml } from '@cesta/blocks-shared/markup-writer';

import { CHROME_ATTRIBUTES } from '../constants';

/**
 * A tooltip and its trigger.
 *
 * @example
 * const tip: TooltipMarkupOptions = { id: 'tip-iva', label: 'IVA incluido', text: 'El precio incluye el 21 % de IVA.' };
 */
export interface TooltipMarkupOptions {
	/** The tooltip's id; the trigger is described by it. */
	id: string;
	/** The trigger's visible text. */
	label: string;
	/** The tooltip's text. */
	text: string;
}

/**
 * A button described by a `role="tooltip"` printed hidden; the enhancer
 * shows it after `TOOLTIP_DELAY_MS` of hover or focus and fades it in and
 * out over `TOOLTIP_FADE_MS`.
 *
 * @example
 * renderTooltipMarkup( { id: 'tip-iva', label: 'IVA incluido', text: 'El precio incluye el 21 % de IVA.' } );
 */
export function renderTooltipMarkup( { id, label, text }: TooltipMarkupOptions ): string {
	const safeId = escapeHtml( id );
	return (
		`<span class="cesta-tooltip-wrap"><button type="button" class="cesta-tooltip__trigger" aria-describedby="${ safeId }"` +
		` ${ CHROME_ATTRIBUTES.tooltip }="${ safeId }">${ escapeHtml( label ) }</button>` +
		`<span class="cesta-tooltip" role="tooltip" id="${ safeId }" hidden>${ escapeHtml( text ) }</span></span>`
	);
}
