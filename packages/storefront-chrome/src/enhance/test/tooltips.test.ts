/**
 * Tests of tooltips in the browser (spec 1 §9): shown after 700 ms of hover
 * or focus, faded in and out over 500 ms, dismissed by Escape.
 */
import { fireEvent, getByRole } from '@testing-library/react';

import {
	TOOLTIP_DELAY_MS,
	TOOLTIP_FADE_MS,
	TOOLTIP_VISIBLE_CLASS,
	enhanceTooltips,
} from '@cesta/storefront-chrome';
import { renderTooltipMarkup } from '@cesta/storefront-chrome/markup';
import { advance, axe, installFakeTimers } from '@cesta/test-utils';

let stop: () => void = () => {};
beforeEach( () => {
	installFakeTimers();
	document.body.innerHTML = renderTooltipMarkup( {
		id: 'tip-iva',
		label: 'IVA incluido',
		text: 'El precio incluye el 21 % de IVA.',
	} );
	stop = enhanceTooltips( document );
} );
afterEach( () => {
	stop();
	jest.useRealTimers();
} );

const trigger = () => getByRole( document.body, 'button', { name: 'IVA incluido' } );
const tip = () => document.getElementById( 'tip-iva' ) as HTMLElement;

describe( 'a tooltip', () => {
	it( 'given a hover › shows it only after 700 ms, then fades it in, passing axe', async () => {
		fireEvent.mouseEnter( trigger() );
		await advance( TOOLTIP_DELAY_MS - 1 );
		expect( tip() ).not.toBeVisible();
		await advance( 1 );
		expect( tip() ).toBeVisible();
		expect( tip() ).toHaveClass( TOOLTIP_VISIBLE_CLASS );
		expect( getByRole( document.body, 'tooltip' ) ).toHaveTextContent( 'El precio incluye' );
		jest.useRealTimers();
		expect( await axe( document.body ) ).toHaveNoViolations();
	} );

	it( 'given the pointer leaves › fades out and is hidden when the 500 ms fade is over', async () => {
		fireEvent.mouseEnter( trigger() );
		await advance( TOOLTIP_DELAY_MS );
		fireEvent.mouseLeave( trigger() );
		expect( tip() ).not.toHaveClass( TOOLTIP_VISIBLE_CLASS );
		await advance( TOOLTIP_FADE_MS - 1 );
		expect( tip() ).toBeVisible();
		await advance( 1 );
		expect( tip() ).not.toBeVisible();
	} );

	it( 'given a pointer that passes by in under 700 ms › never shows it', async () => {
		fireEvent.mouseEnter( trigger() );
		await advance( TOOLTIP_DELAY_MS / 2 );
		fireEvent.mouseLeave( trigger() );
		await advance( TOOLTIP_DELAY_MS );
		expect( tip() ).not.toBeVisible();
	} );

	it( 'given keyboard focus › shows it after the delay; Escape hides it at once', async () => {
		fireEvent.focus( trigger() );
		await advance( TOOLTIP_DELAY_MS );
		expect( tip() ).toBeVisible();
		fireEvent.keyDown( trigger(), { key: 'Escape' } );
		expect( tip() ).not.toBeVisible();
	} );
} );
