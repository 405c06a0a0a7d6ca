/** Tooltips: shown after a rest on their trigger, faded in and out. */

import {
	CHROME_ATTRIBUTES,
	TOOLTIP_DELAY_MS,
	TOOLTIP_FADE_MS,
	TOOLTIP_VISIBLE_CLASS,
} from '../constants';

type Timer = ReturnType< typeof setTimeout > | undefined;

function enhanceTrigger( trigger: HTMLElement ): () => void {
	const tip = trigger.ownerDocument.getElementById(
		trigger.getAttribute( CHROME_ATTRIBUTES.tooltip ) ?? ''
	);
	if ( ! tip ) {
		return () => {};
	}
	let timer: Timer;
	const show = () => {
		clearTimeout( timer );
		timer = setTimeout( () => {
			tip.hidden = false;
			// Reading the layout between unhiding and the class makes the fade run.
			void tip.offsetWidth;
			tip.classList.add( TOOLTIP_VISIBLE_CLASS );
		}, TOOLTIP_DELAY_MS );
	};
	const hide = () => {
		clearTimeout( timer );
		if ( tip.hidden ) {
			return;
		}
		tip.classList.remove( TOOLTIP_VISIBLE_CLASS );
		timer = setTimeout( () => ( tip.hidden = true ), TOOLTIP_FADE_MS );
	};
	// WCAG 1.4.13: a tooltip can be dismissed without moving the pointer.
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && ! tip.hidden ) {
			clearTimeout( timer );
			tip.classList.remove( TOOLTIP_VISIBLE_CLASS );
			tip.hidden = true;
		}
	};
	const events: Array< [ string, EventListener ] > = [
		[ 'mouseenter', show ],
		[ 'focus', show ],
		[ 'mouseleave', hide ],
		[ 'blur', hide ],
		[ 'keydown', onKeyDown as EventListener ],
	];
	events.forEach( ( [ type, listener ] ) => trigger.addEventListener( type, listener ) );
	return () => {
		clearTimeout( timer );
		events.forEach( ( [ type, listener ] ) => trigger.removeEventListener( type, listener ) );
	};
}

/**
 * Brings the tooltips under `root` to life: hovering or focusing a
 * `[data-cesta-tooltip]` trigger for `TOOLTIP_DELAY_MS` (700 ms) shows its
 * tooltip, fading in over `TOOLTIP_FADE_MS` (500 ms); leaving fades it out
 * and hides it when the fade is over; Escape hides it at once. Returns a
 * stop function.
 *
 * @example
 * const stop = enhanceTooltips( document );
 */
export function enhanceTooltips( root: Document | Element = document ): () => void {
	const stops = Array.from(
		root.querySelectorAll< HTMLElement >( `[${ CHROME_ATTRIBUTES.tooltip }]` )
	).map( enhanceTrigger );
	return () => stops.forEach( ( stop ) => stop() );
}
