/**
 * Accessibility checks axe-core cannot make, run inside a Playwright page:
 * target sizes (WCAG 2.5.8), label contrast against what is painted behind
 * the text (1.4.3), focus kept inside a modal (2.1.2, 2.4.3) and cart changes
 * announced through a live region (4.1.3).
 */

import type { Locator, Page } from 'playwright-core';

/**
 * The smallest target WCAG 2.5.8 (Target Size, Minimum) accepts, in CSS px.
 *
 * @example
 * width >= MIN_TARGET_SIZE_PX;
 */
export const MIN_TARGET_SIZE_PX = 24;

/**
 * The contrast a label's text needs against its background (WCAG 1.4.3, normal text).
 *
 * @example
 * ratio >= MIN_LABEL_CONTRAST_RATIO;
 */
export const MIN_LABEL_CONTRAST_RATIO = 4.5;

/** The elements a pointer user targets: buttons, links, fields, choices and disclosure summaries. */
const TARGETS = [
	'a[href]',
	'button',
	'input:not([type="hidden"])',
	'select',
	'textarea',
	'summary',
	'[role="button"]',
	'[role="link"]',
	'[role="checkbox"]',
	'[role="radio"]',
	'[role="switch"]',
].join( ', ' );

/**
 * Every target on the page (or in its open modal dialog) smaller than 24×24
 * CSS px that does not meet WCAG 2.5.8's spacing exception either (a 24 px
 * circle centred on it intersects another target or another small target's
 * circle), as `selector «name» width×height` lines. Links inline in a
 * sentence are exempt, as the criterion exempts them; hidden elements
 * (display, visibility, opacity 0, clipped to 1 px for screen readers) are
 * not targets.
 *
 * @example
 * expect( await smallTargets( page ) ).toEqual( [] );
 */
export async function smallTargets( page: Page ): Promise< string[] > {
	return page.evaluate(
		( [ selector, minimum ] ) => {
			// The open modal dialog when there is one (the page behind it is inert under its overlay), or the document.
			const scope =
				[ ...document.querySelectorAll( '[aria-modal="true"]' ) ].find( ( element ) =>
					element.checkVisibility()
				) ?? document.body;
			const isShown = ( element: Element ) => {
				const box = element.getBoundingClientRect();
				return (
					element.checkVisibility( {
						opacityProperty: true,
						visibilityProperty: true,
					} ) &&
					box.width > 1 &&
					box.height > 1 &&
					box.right > 0 &&
					box.bottom > -window.scrollY
				);
			};
			const isInlineInSentence = ( element: Element ) => {
				if ( element.tagName !== 'A' || getComputedStyle( element ).display !== 'inline' ) {
					return false;
				}
				let block = element.parentElement;
				while ( block && /^(inline|contents)$/.test( getComputedStyle( block ).display ) ) {
					block = block.parentElement;
				}
				const all = ( block?.textContent ?? '' ).replace( /\s+/g, '' );
				const own = ( element.textContent ?? '' ).replace( /\s+/g, '' );
				return all.length > own.length;
			};
			const describe = ( element: Element ) => {
				const parts: string[] = [];
				for (
					let at: Element | null = element;
					at && parts.length < 3;
					at = at.parentElement
				) {
					if ( at.id ) {
						parts.unshift( `#${ at.id }` );
						break;
					}
					const classes = [ ...at.classList ]
						.slice( 0, 2 )
						.map( ( name ) => `.${ name }` );
					parts.unshift( `${ at.tagName.toLowerCase() }${ classes.join( '' ) }` );
				}
				const name = ( element.getAttribute( 'aria-label' ) ?? element.textContent ?? '' )
					.replace( /\s+/g, ' ' )
					.trim()
					.slice( 0, 40 );
				return `${ parts.join( ' > ' ) } «${ name }»`;
			};
			const targets = [ ...scope.querySelectorAll( selector ) ]
				.filter( ( element ) => isShown( element ) && ! isInlineInSentence( element ) )
				.map( ( element ) => {
					const box = element.getBoundingClientRect();
					return {
						element,
						box,
						x: box.left + box.width / 2,
						y: box.top + box.height / 2,
						small: box.width < minimum - 0.01 || box.height < minimum - 0.01,
					};
				} );
			const related = ( a: Element, b: Element ) => a.contains( b ) || b.contains( a );
			const distanceToBox = ( x: number, y: number, box: DOMRect ) =>
				Math.hypot(
					Math.max( box.left - x, 0, x - box.right ),
					Math.max( box.top - y, 0, y - box.bottom )
				);
			const radius = minimum / 2;
			return targets
				.filter(
					( target ) =>
						target.small &&
						targets.some(
							( other ) =>
								other !== target &&
								! related( other.element, target.element ) &&
								( other.small
									? Math.hypot( other.x - target.x, other.y - target.y ) < minimum
									: distanceToBox( target.x, target.y, other.box ) < radius )
						)
				)
				.map(
					( { element, box } ) =>
						`${ describe( element ) } ${ box.width.toFixed( 1 ) }×${ box.height.toFixed(
							1
						) }`
				);
		},
		[ TARGETS, MIN_TARGET_SIZE_PX ] as const
	);
}

/**
 * Every field label whose text is below 4.5:1 against what is painted behind
 * it, as `selector «text» colour on background: ratio` lines. Labels are the
 * `<label>`s, `<legend>`s and the elements fields and groups name through
 * `aria-labelledby`, when shown (not clipped for screen readers) and their
 * field is enabled (WCAG exempts inactive controls). The text's colour
 * includes its own alpha and its ancestors' opacity; the background is the
 * first opaque one under the text: its own element and ancestors (walking up)
 * and a field it lies over (a floating label), composited through any
 * translucent ones, the page white beneath all. Labels over a background
 * image are left out (no single colour to measure).
 *
 * @example
 * expect( await lowContrastLabels( page ) ).toEqual( [] );
 */
export async function lowContrastLabels( page: Page ): Promise< string[] > {
	return page.evaluate( ( minimum ) => {
		// The open modal dialog when there is one (the page behind it is inert under its overlay), or the document.
		const scope =
			[ ...document.querySelectorAll( '[aria-modal="true"]' ) ].find( ( element ) =>
				element.checkVisibility()
			) ?? document.body;
		type Rgba = [ number, number, number, number ];
		const canvas = document.createElement( 'canvas' ).getContext( '2d', {
			willReadFrequently: true,
		} )!;
		const parse = ( colour: string ): Rgba => {
			const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(
				colour
			);
			if ( match ) {
				return [ +match[ 1 ]!, +match[ 2 ]!, +match[ 3 ]!, match[ 4 ] ? +match[ 4 ] : 1 ];
			}
			// Other notations (color(), oklch()…): let the canvas paint one pixel of it.
			canvas.clearRect( 0, 0, 1, 1 );
			canvas.fillStyle = colour;
			canvas.fillRect( 0, 0, 1, 1 );
			const [ r, g, b, a ] = canvas.getImageData( 0, 0, 1, 1 ).data;
			return [ r!, g!, b!, a! / 255 ];
		};
		const over = ( top: Rgba, bottom: Rgba ): Rgba => [
			top[ 0 ] * top[ 3 ] + bottom[ 0 ] * ( 1 - top[ 3 ] ),
			top[ 1 ] * top[ 3 ] + bottom[ 1 ] * ( 1 - top[ 3 ] ),
			top[ 2 ] * top[ 3 ] + bottom[ 2 ] * ( 1 - top[ 3 ] ),
			1,
		];
		const luminance = ( [ r, g, b ]: Rgba ) => {
			const [ lr, lg, lb ] = [ r, g, b ].map( ( channel ) => {
				const c = channel / 255;
				return c <= 0.04045 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
			} );
			return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
		};
		const ratio = ( a: Rgba, b: Rgba ) => {
			const [ light, dark ] = [ luminance( a ), luminance( b ) ].sort( ( x, y ) => y - x );
			return ( light! + 0.05 ) / ( dark! + 0.05 );
		};
		const isField = ( element: Element ) => /^(INPUT|SELECT|TEXTAREA)$/.test( element.tagName );
		/** The colour painted behind a point of `element`'s text, or null over an image. */
		const backgroundAt = ( element: Element, x: number, y: number ): Rgba | null => {
			const layers = document
				.elementsFromPoint( x, y )
				.filter( ( layer ) => layer.contains( element ) || isField( layer ) );
			// Ancestors the point misses (the text outside the viewport, pointer-events: none) still paint behind it.
			for ( let at = element.parentElement; at; at = at.parentElement ) {
				if ( ! layers.includes( at ) ) {
					layers.push( at );
				}
			}
			const painted: Rgba[] = [];
			for ( const layer of layers ) {
				const style = getComputedStyle( layer );
				if ( style.backgroundImage !== 'none' ) {
					return null;
				}
				const colour = parse( style.backgroundColor );
				if ( colour[ 3 ] > 0 ) {
					painted.push( colour );
				}
				if ( colour[ 3 ] >= 1 ) {
					break;
				}
			}
			return painted.reduceRight< Rgba >(
				( below, layer ) => over( layer, below ),
				[ 255, 255, 255, 1 ]
			);
		};
		const opacityOf = ( element: Element ) => {
			let opacity = 1;
			for ( let at: Element | null = element; at; at = at.parentElement ) {
				opacity *= Number( getComputedStyle( at ).opacity );
			}
			return opacity;
		};
		const isDisabled = ( label: Element ) => {
			const control =
				label instanceof HTMLLabelElement
					? label.control
					: ( label.closest( 'fieldset' ) ??
						document.querySelector( `[aria-labelledby~="${ label.id }"]` ) );
			return Boolean(
				control?.matches( ':disabled, [aria-disabled="true"]' ) ||
				( control instanceof HTMLFieldSetElement && control.disabled )
			);
		};
		const namedBy = [ ...document.querySelectorAll( '[aria-labelledby]' ) ]
			.filter( ( field ) =>
				field.matches(
					'input, select, textarea, fieldset, [role="group"], [role="radiogroup"], [role="combobox"], [role="listbox"]'
				)
			)
			.flatMap( ( field ) => field.getAttribute( 'aria-labelledby' )!.split( /\s+/ ) )
			.map( ( id ) => document.getElementById( id ) )
			.filter( ( element ): element is HTMLElement => element !== null );
		const labels = [
			...new Set( [ ...scope.querySelectorAll( 'label, legend' ), ...namedBy ] ),
		].filter(
			( label ) =>
				scope.contains( label ) &&
				label.checkVisibility( { visibilityProperty: true } ) &&
				label.getBoundingClientRect().width > 1 &&
				label.getBoundingClientRect().height > 1 &&
				! isDisabled( label )
		);
		const failures: string[] = [];
		for ( const label of labels ) {
			const walker = document.createTreeWalker( label, NodeFilter.SHOW_TEXT );
			for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
				const element = node.parentElement!;
				const text = ( node.textContent ?? '' ).trim();
				const range = document.createRange();
				range.selectNodeContents( node );
				const box = range.getBoundingClientRect();
				if (
					! text ||
					box.width < 1 ||
					! element.checkVisibility( { opacityProperty: true, visibilityProperty: true } )
				) {
					continue;
				}
				element.scrollIntoView( { block: 'center', inline: 'center' } );
				const shown = range.getBoundingClientRect();
				const background = backgroundAt(
					element,
					shown.left + Math.min( shown.width / 2, 4 ),
					shown.top + shown.height / 2
				);
				if ( ! background ) {
					continue;
				}
				const ink = parse( getComputedStyle( element ).color );
				ink[ 3 ] *= opacityOf( element );
				const foreground = over( ink, background );
				const contrast = ratio( foreground, background );
				if ( contrast < minimum ) {
					const rgb = ( [ r, g, b ]: Rgba ) =>
						`rgb(${ Math.round( r ) }, ${ Math.round( g ) }, ${ Math.round( b ) })`;
					const classes = [ ...label.classList ]
						.slice( 0, 2 )
						.map( ( name ) => `.${ name }` );
					const target = label.getAttribute( 'for' );
					failures.push(
						`${ label.tagName.toLowerCase() }${ classes.join( '' ) }${
							target ? `[for="${ target }"]` : ''
						} «${ text.slice(
							0,
							40
						) }» ${ rgb( foreground ) } on ${ rgb( background ) }: ${ contrast.toFixed(
							2
						) }:1`
					);
				}
			}
		}
		window.scrollTo( 0, 0 );
		return failures;
	}, MIN_LABEL_CONTRAST_RATIO );
}

/**
 * The checks every page and state of the shop must pass beside axe: no target
 * too small and no label text too faint, each list empty.
 *
 * @example
 * expect( await pointerAndLabelProblems( page ) ).toEqual( { smallTargets: [], lowContrastLabels: [] } );
 */
export async function pointerAndLabelProblems(
	page: Page
): Promise< { smallTargets: string[]; lowContrastLabels: string[] } > {
	return {
		smallTargets: await smallTargets( page ),
		lowContrastLabels: await lowContrastLabels( page ),
	};
}

/** How long the checkout may take to move the focus after a click on «Realizar el pedido». */
const FOCUS_MOVE_TIMEOUT_MS = 5_000;

/**
 * Waits (up to 5 s) until `field` has the focus and is the first field of
 * the page marked invalid (`aria-invalid="true"`), in document order: where
 * the checkout must send a keyboard or screen-reader user after placing an
 * order with errors. Resolves to whether it happened.
 *
 * @example
 * await placeOrderButton( page ).click();
 * await expect( focusMovesToFirstInvalidField( emailField( page ) ) ).resolves.toBe( true );
 */
export async function focusMovesToFirstInvalidField( field: Locator ): Promise< boolean > {
	const handle = await field.elementHandle();
	return field
		.page()
		.waitForFunction(
			( element ) =>
				element === document.activeElement &&
				element === document.querySelector( '[aria-invalid="true"]' ),
			handle,
			{ timeout: FOCUS_MOVE_TIMEOUT_MS }
		)
		.then(
			() => true,
			() => false
		);
}

/** A short description of the element that has the focus, for failure messages. */
const describeFocus = ( page: Page ) =>
	page.evaluate( () => {
		const element = document.activeElement;
		if ( ! element || element === document.body ) {
			return 'nothing (the page)';
		}
		const name = ( element.getAttribute( 'aria-label' ) ?? element.textContent ?? '' )
			.replace( /\s+/g, ' ' )
			.trim()
			.slice( 0, 40 );
		return `${ element.tagName.toLowerCase() }${ [ ...element.classList ]
			.slice( 0, 1 )
			.map( ( name ) => `.${ name }` )
			.join( '' ) } «${ name }»`;
	} );

/**
 * Presses Tab, then Shift+Tab, as many times as `container` has focusable
 * elements and twice more, and returns what the focus reached outside it
 * (nothing for a modal that traps the focus) and whether each direction came
 * back to an element it had already visited (the focus cycles).
 *
 * @example
 * expect( await focusTrapIn( page, page.getByRole( 'dialog' ) ) ).toEqual( { escapes: [], cycles: { forwards: true, backwards: true } } );
 */
export async function focusTrapIn(
	page: Page,
	container: Locator
): Promise< { escapes: string[]; cycles: { forwards: boolean; backwards: boolean } } > {
	const focusable = await container
		.locator(
			'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'
		)
		.count();
	const escapes: string[] = [];
	const cycles = { forwards: false, backwards: false };
	for ( const [ key, direction ] of [
		[ 'Tab', 'forwards' ],
		[ 'Shift+Tab', 'backwards' ],
	] as const ) {
		for ( let press = 0; press < focusable + 2; press++ ) {
			await page.keyboard.press( key );
			const inside = await container.evaluate( ( element ) =>
				element.contains( document.activeElement )
			);
			const focused = await describeFocus( page );
			if ( ! inside ) {
				escapes.push( `${ key } → ${ focused }` );
			}
			const handle = await page.evaluateHandle( () => document.activeElement );
			const index = await page.evaluate(
				( [ element ] ) => {
					const seen =
						( window as unknown as { cestaVisited?: Element[] } ).cestaVisited ?? [];
					( window as unknown as { cestaVisited?: Element[] } ).cestaVisited = seen;
					const at = seen.indexOf( element! );
					if ( at < 0 ) {
						seen.push( element! );
					}
					return at;
				},
				[ handle ] as const
			);
			await handle.dispose();
			cycles[ direction ] ||= index >= 0;
		}
		await page.evaluate( () => {
			delete ( window as unknown as { cestaVisited?: Element[] } ).cestaVisited;
		} );
	}
	return { escapes, cycles };
}

/**
 * Starts recording what the page's live regions (`aria-live` other than
 * `off`, `role="status"`, `"alert"`, `"log"`) say from now on: each text a
 * region shows, and whether the region was in the page, empty or saying
 * something else, before that text arrived (a region inserted with its text
 * already in it is often not read out).
 *
 * @example
 * await recordAnnouncements( page );
 * await page.getByRole( 'button', { name: 'Aumentar la cantidad de Arrocera' } ).click();
 * await waitForAnnouncement( page, /Total/ );
 */
export async function recordAnnouncements( page: Page ): Promise< void > {
	await page.evaluate( () => {
		const LIVE =
			'[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
		const said = new Map< Element, string >();
		const store = window as unknown as {
			cestaAnnouncements?: Array< { text: string; regionWasThere: boolean } >;
		};
		store.cestaAnnouncements = [];
		const read = () => {
			for ( const region of document.querySelectorAll( LIVE ) ) {
				const text = ( region.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
				const before = said.get( region );
				if ( before !== text ) {
					said.set( region, text );
					if ( text ) {
						store.cestaAnnouncements!.push( {
							text,
							regionWasThere: before !== undefined,
						} );
					}
				}
			}
		};
		read();
		store.cestaAnnouncements = [];
		new MutationObserver( read ).observe( document.body, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
	} );
}

/** How long a test waits for an announcement. */
const ANNOUNCEMENT_TIMEOUT_MS = 10_000;

/**
 * Waits until a live region the page already had (see
 * {@link recordAnnouncements}; with `regionAlreadyThere: false`, any live
 * region, even one inserted with its text) has said `expected`, and returns
 * everything the regions said since the recording began; fails with that
 * list when nothing matching was said within 10 s.
 *
 * @example
 * await waitForAnnouncement( page, es( '%s has been removed from your cart.', 'Arrocera' ) );
 */
export async function waitForAnnouncement(
	page: Page,
	expected: string | RegExp,
	{ regionAlreadyThere = true }: { regionAlreadyThere?: boolean } = {}
): Promise< string[] > {
	const matches = ( text: string ) =>
		typeof expected === 'string' ? text.includes( expected ) : expected.test( text );
	const deadline = Date.now() + ANNOUNCEMENT_TIMEOUT_MS;
	let said: Array< { text: string; regionWasThere: boolean } > = [];
	while ( Date.now() < deadline ) {
		said = await page.evaluate(
			() =>
				(
					window as unknown as {
						cestaAnnouncements?: Array< { text: string; regionWasThere: boolean } >;
					}
				 ).cestaAnnouncements ?? []
		);
		if (
			said.some(
				( { text, regionWasThere } ) =>
					( regionWasThere || ! regionAlreadyThere ) && matches( text )
			)
		) {
			return said.map( ( { text } ) => text );
		}
		await page.waitForTimeout( 50 );
	}
	throw new Error(
		`No live region${ regionAlreadyThere ? ' that was already in the page' : '' } said ${ String(
			expected
		) }; they said: ${ JSON.stringify( said ) }`
	);
}
