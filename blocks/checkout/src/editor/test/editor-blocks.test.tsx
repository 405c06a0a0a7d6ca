/**
 * Issue 13, the Checkout in the block editor (jsdom, the real
 * `@wordpress/blocks` and `@wordpress/block-editor`): every block registers
 * from its block.json; the edit renders the sample cart without a Store API
 * request; an extension block goes only into its areas; a forced block is
 * added and cannot be removed; the inspector sets attributes and the
 * checkout options; the saved template mounts to the same tree as the
 * markup writer's output, and a moved coupon form renders where it was
 * moved.
 */
import {
	createBlocksFromInnerBlocksTemplate,
	getBlockType,
	serialize,
	unregisterBlockType,
} from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import {
	guardAgainstNetwork,
	installMatchMediaStub,
	installResizeObserver,
} from '@cesta/test-utils';
import {
	EDITOR_WAIT,
	editorActions,
	editorSelectors,
	findEditorBlock,
	registerTestExtensionBlock,
	renderBlockEditor,
} from '@cesta/test-utils/editor';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../../block-names';
import { renderCheckoutBlockMarkup } from '../../markup';
import { checkoutTemplate } from '../../template';
import { CHECKOUT_BLOCK_JSON, CHECKOUT_INNER_BLOCKS_JSON } from '../block-json';
import { registerCheckoutEditorBlocks } from '../register-checkout-editor-blocks';

const network = guardAgainstNetwork();
installResizeObserver();
// The block editor animates moved blocks unless the visitor prefers reduced motion.
installMatchMediaStub();

const editor = editorSelectors;
const topBlock = (): Block => ( editor().getBlocks() as Block[] )[ 0 ]!;

const SAMPLE_LINES = [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ];
const EXTENSION_BLOCK = 'acme/delivery-date';
const FORCED_BLOCK = 'acme/newsletter-opt-in';

const Note = () => <p className="acme-note">Nota</p>;

const registerExtensionBlock = ( name: string, area: string, force: boolean ) =>
	registerTestExtensionBlock( {
		name,
		area,
		rootBlockName: NAMES.CHECKOUT,
		component: Note,
		force,
	} );

const checkoutBlocks = ( attributes: Record< string, unknown > = {} ): Block[] =>
	createBlocksFromInnerBlocksTemplate( [ [ NAMES.CHECKOUT, attributes, checkoutTemplate() ] ] );

const renderEditor = renderBlockEditor;

const SLOW = EDITOR_WAIT;
jest.setTimeout( 60000 );

const findBlock = findEditorBlock;

const namesIn = ( name: string ): string[] =>
	findBlock( name )!.innerBlocks.map( ( block ) => block.name );

const sampleCartShown = () =>
	waitFor(
		() =>
			SAMPLE_LINES.forEach( ( line ) =>
				expect( screen.getAllByText( line ).length ).toBeGreaterThan( 0 )
			),
		SLOW
	);

const selectBlock = ( name: string ) =>
	act( () => {
		editorActions().selectBlock( findBlock( name )!.clientId );
	} );

beforeAll( () => registerCheckoutEditorBlocks() );

afterEach( () => {
	// A block body: act() given a promise (what dispatch returns) waits for it.
	act( () => {
		editorActions().resetBlocks( [] );
	} );
	document.body.innerHTML = '';
} );

describe( 'the Checkout in the block editor', () => {
	it( 'given registerCheckoutEditorBlocks › every block is registered from its block.json, once', () => {
		registerCheckoutEditorBlocks();
		for ( const metadata of [ CHECKOUT_BLOCK_JSON, ...CHECKOUT_INNER_BLOCKS_JSON ] ) {
			const type = getBlockType( metadata.name )!;
			expect( type ).toMatchObject( {
				name: metadata.name,
				title: metadata.title,
				description: metadata.description,
				category: 'woocommerce',
				apiVersion: 3,
			} );
			expect( type.parent ).toEqual( metadata.parent );
			// WordPress redefines `className` (its custom class name support), without our default.
			const { className: _className, ...attributes } = metadata.attributes as Record<
				string,
				unknown
			>;
			expect( type.attributes ).toMatchObject( attributes );
		}
		expect( getBlockType( NAMES.CHECKOUT_PAYMENT )!.supports ).toMatchObject( {
			inserter: false,
		} );
	} );

	it( 'given a new Checkout block › its edit shows the sample cart in the real layout, look-only, without a Store API request', async () => {
		renderEditor( checkoutBlocks() );
		await sampleCartShown();
		expect( screen.getAllByText( 'Place Order' ).length ).toBeGreaterThan( 0 );
		expect( document.querySelector( '.wc-block-checkout__sidebar' ) ).not.toBeNull();
		expect( screen.getByRole( 'form', { name: 'Checkout' } ) ).toBeInTheDocument();
		// The steps' forms are shown but cannot be used.
		const email = document.querySelector( 'input[type="email"]' )!;
		expect( email.closest( '.cesta-editor-look-only' ) ).toHaveAttribute( 'inert' );
		// Past the cart store's 1.5 s debounce of customer data pushes.
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 2000 ) ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( "given an empty Checkout block › it gets WooCommerce's template from its block types", async () => {
		renderEditor( createBlocksFromInnerBlocksTemplate( [ [ NAMES.CHECKOUT ] ] ) );
		await sampleCartShown();
		const checkout = topBlock();
		expect( checkout.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			NAMES.CHECKOUT_FIELDS,
			NAMES.CHECKOUT_TOTALS,
		] );
		await waitFor(
			() => expect( serialize( [ topBlock() ] ) ).toBe( serialize( checkoutBlocks() ) ),
			SLOW
		);
		expect( network.requests() ).toEqual( [] );
	} );

	it( "given the template's locks › the columns, steps and totals rows cannot be removed; the order note, terms and coupon form can", async () => {
		renderEditor( checkoutBlocks() );
		await sampleCartShown();
		const canRemove = ( name: string ) =>
			editor().canRemoveBlock( findBlock( name )!.clientId );
		for ( const locked of [
			NAMES.CHECKOUT_FIELDS,
			NAMES.CHECKOUT_TOTALS,
			NAMES.CHECKOUT_CONTACT_INFORMATION,
			NAMES.CHECKOUT_PAYMENT,
			NAMES.CHECKOUT_ACTIONS,
			NAMES.CHECKOUT_ORDER_SUMMARY,
			NAMES.CHECKOUT_ORDER_SUMMARY_TAXES,
		] ) {
			expect( canRemove( locked ) ).toBe( false );
		}
		for ( const optional of [
			NAMES.CHECKOUT_ORDER_NOTE,
			NAMES.CHECKOUT_TERMS,
			NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM,
		] ) {
			expect( canRemove( optional ) ).toBe( true );
		}
	} );

	describe( 'given extension blocks registered with registerCheckoutBlock', () => {
		beforeAll( () => {
			registerExtensionBlock( EXTENSION_BLOCK, NAMES.CHECKOUT_SHIPPING_METHODS, false );
			registerExtensionBlock( FORCED_BLOCK, NAMES.CHECKOUT_FIELDS, true );
		} );
		afterAll( () => {
			unregisterBlockType( EXTENSION_BLOCK );
			unregisterBlockType( FORCED_BLOCK );
		} );

		it( 'an extension block can be inserted into its area only', async () => {
			renderEditor( checkoutBlocks() );
			await sampleCartShown();
			const canInsert = ( block: string, into: string ) =>
				editor().canInsertBlockType( block, findBlock( into )!.clientId );
			expect( canInsert( EXTENSION_BLOCK, NAMES.CHECKOUT_SHIPPING_METHODS ) ).toBe( true );
			expect( canInsert( FORCED_BLOCK, NAMES.CHECKOUT_FIELDS ) ).toBe( true );
			for ( const other of [
				NAMES.CHECKOUT_FIELDS,
				NAMES.CHECKOUT_TOTALS,
				NAMES.CHECKOUT_SHIPPING_ADDRESS,
				NAMES.CHECKOUT_PAYMENT,
				NAMES.CHECKOUT_ORDER_SUMMARY,
			] ) {
				expect( canInsert( EXTENSION_BLOCK, other ) ).toBe( false );
			}
			for ( const other of [
				NAMES.CHECKOUT_TOTALS,
				NAMES.CHECKOUT_SHIPPING_METHODS,
				NAMES.CHECKOUT_ORDER_SUMMARY,
			] ) {
				expect( canInsert( FORCED_BLOCK, other ) ).toBe( false );
			}
			expect( editor().canInsertBlockType( EXTENSION_BLOCK, '' ) ).toBe( false );
			// Our own blocks keep their places too.
			expect(
				canInsert( NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM, NAMES.CHECKOUT_FIELDS )
			).toBe( false );
		} );

		it( 'an extension block inserted into the shipping options step is editable there and saved in it', async () => {
			renderEditor( checkoutBlocks() );
			await sampleCartShown();
			const step = findBlock( NAMES.CHECKOUT_SHIPPING_METHODS )!;
			act( () => {
				editorActions().insertBlock(
					createBlocksFromInnerBlocksTemplate( [ [ EXTENSION_BLOCK ] ] )[ 0 ],
					0,
					step.clientId,
					false
				);
			} );
			await waitFor( () =>
				expect( namesIn( NAMES.CHECKOUT_SHIPPING_METHODS ) ).toEqual( [ EXTENSION_BLOCK ] )
			);
			// Outside the step's look-only form: the block can be selected and edited.
			const wrapper = await waitFor( () => {
				const element = document.querySelector( `[data-type="${ EXTENSION_BLOCK }"]` );
				expect( element?.querySelector( '.acme-note' ) ).toHaveTextContent( 'Nota' );
				return element!;
			}, SLOW );
			expect( wrapper.closest( '[inert]' ) ).toBeNull();
			expect(
				document
					.querySelector( `[data-type="${ NAMES.CHECKOUT_SHIPPING_METHODS }"]` )!
					.querySelector(
						'.cesta-editor-look-only .wc-block-components-shipping-rates-control'
					)
			).not.toBeNull();
			expect( serialize( [ findBlock( NAMES.CHECKOUT_SHIPPING_METHODS )! ] ) ).toContain(
				'<div data-block-name="acme/delivery-date" class="wp-block-acme-delivery-date"></div>'
			);
		} );

		it( 'a forced block missing from its area is added there and cannot be removed', async () => {
			renderEditor( checkoutBlocks() );
			await waitFor( () => expect( findBlock( FORCED_BLOCK ) ).toBeDefined(), SLOW );
			expect( namesIn( NAMES.CHECKOUT_FIELDS ).slice( -2 ) ).toEqual( [
				NAMES.CHECKOUT_ACTIONS,
				FORCED_BLOCK,
			] );
			expect( editor().canRemoveBlock( findBlock( FORCED_BLOCK )!.clientId ) ).toBe( false );
			expect( network.requests() ).toEqual( [] );
		} );
	} );

	it( 'given the actions block selected › its inspector sets the button text and the return link, which the saved markup carries', async () => {
		renderEditor( checkoutBlocks() );
		await sampleCartShown();
		selectBlock( NAMES.CHECKOUT_ACTIONS );
		const field = await screen.findByRole(
			'textbox',
			{ name: 'Place order button text' },
			SLOW
		);
		await userEvent.type( field, 'Pagar' );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show a "Return to Cart" link' } )
		);
		await userEvent.type( screen.getByRole( 'spinbutton', { name: 'Cart page ID' } ), '7' );
		await waitFor( () => {
			const saved = serialize( [ findBlock( NAMES.CHECKOUT_ACTIONS )! ] );
			expect( saved ).toContain( 'data-place-order-button-label="Pagar"' );
			expect( saved ).toContain( 'data-show-return-to-cart="true"' );
			expect( saved ).toContain( 'data-cart-page-id="7"' );
		} );
		// The edit renders the frontend component with the new attributes.
		await waitFor( () => expect( screen.getAllByText( 'Pagar' ).length ).toBeGreaterThan( 0 ) );
		expect( screen.getAllByText( 'Return to Cart' ).length ).toBeGreaterThan( 0 );
	} );

	it( 'given the terms block selected › its inspector makes it a checkbox with its own text', async () => {
		renderEditor( checkoutBlocks() );
		await sampleCartShown();
		selectBlock( NAMES.CHECKOUT_TERMS );
		await userEvent.click(
			await screen.findByRole( 'checkbox', { name: 'Require checkbox' }, SLOW )
		);
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Terms text' } ),
			'Acepto las condiciones'
		);
		await waitFor( () => {
			const saved = serialize( [ findBlock( NAMES.CHECKOUT_TERMS )! ] );
			expect( saved ).toContain( 'data-checkbox="true"' );
			expect( saved ).toContain( 'data-text="Acepto las condiciones"' );
		} );
	} );

	it( 'given the Checkout block selected › its inspector sets its settings and the checkout options its inner blocks keep', async () => {
		renderEditor( checkoutBlocks() );
		await sampleCartShown();
		selectBlock( NAMES.CHECKOUT );
		await userEvent.click(
			await screen.findByRole( 'checkbox', { name: 'Show form step numbers' }, SLOW )
		);
		expect( topBlock().attributes.showFormStepNumbers ).toBe( true );
		await waitFor( () =>
			expect(
				document.querySelector( '.wc-block-checkout__form--with-step-numbers' )
			).not.toBeNull()
		);

		const orderNotes = screen.getByRole( 'checkbox', {
			name: 'Allow customers to add a note to their order',
		} );
		expect( orderNotes ).toBeChecked();
		await userEvent.click( orderNotes );
		expect( namesIn( NAMES.CHECKOUT_FIELDS ) ).not.toContain( NAMES.CHECKOUT_ORDER_NOTE );
		await userEvent.click( orderNotes );
		expect( namesIn( NAMES.CHECKOUT_FIELDS ).slice( -3 ) ).toEqual( [
			NAMES.CHECKOUT_ORDER_NOTE,
			NAMES.CHECKOUT_TERMS,
			NAMES.CHECKOUT_ACTIONS,
		] );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show links to the terms and privacy pages' } )
		);
		expect( namesIn( NAMES.CHECKOUT_FIELDS ) ).not.toContain( NAMES.CHECKOUT_TERMS );

		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show a "Return to Cart" link' } )
		);
		expect( findBlock( NAMES.CHECKOUT_ACTIONS )!.attributes.showReturnToCart ).toBe( true );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Show rate after tax name' } )
		);
		expect(
			findBlock( NAMES.CHECKOUT_ORDER_SUMMARY_TAXES )!.attributes.showRateAfterTaxName
		).toBe( false );
		expect( network.requests() ).toEqual( [] );
	} );

	it( "given the Checkout block selected › its address fields panel shows, hides and requires the company, apartment and phone fields over the shop's settings", async () => {
		renderEditor( checkoutBlocks() );
		await sampleCartShown();
		selectBlock( NAMES.CHECKOUT );
		// The shop's settings until a choice is made: company hidden, phone required.
		const company = await screen.findByRole( 'checkbox', { name: 'Company' }, SLOW );
		expect( company ).not.toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: 'Phone' } ) ).toBeChecked();
		expect( serialize( [ topBlock() ] ) ).not.toContain( 'data-show-phone-field' );

		await userEvent.click( screen.getByRole( 'checkbox', { name: 'Phone' } ) );
		await userEvent.click( company );
		await userEvent.click( screen.getAllByRole( 'radio', { name: 'Required' } )[ 0 ]! );
		expect( topBlock().attributes ).toMatchObject( {
			showPhoneField: false,
			showCompanyField: true,
			requireCompanyField: true,
		} );
		const saved = serialize( [ topBlock() ] );
		expect( saved ).toContain( 'data-show-company-field="true"' );
		expect( saved ).toContain( 'data-require-company-field="true"' );
		expect( saved ).toContain( 'data-show-phone-field="false"' );
		// The preview's address forms follow.
		await waitFor( () => {
			expect( document.querySelector( '#shipping-phone' ) ).toBeNull();
			expect( document.querySelector( '#shipping-company' ) ).toBeRequired();
		} );
		expect( network.requests() ).toEqual( [] );
	} );
} );

const normalised = ( container: Element ): string =>
	container.innerHTML
		// React's generated ids differ from one root to the next.
		.replace( /:r[0-9a-z]+:/g, ':id:' )
		// The saved blocks are separated by new lines (WordPress prints them so).
		.replace( />\s+</g, '><' )
		.replace( /\s+/g, ' ' )
		.trim();

/** The saved template as a host prints it: without the block comments (WordPress's `do_blocks`). */
const printed = ( saved: string ): string => saved.replace( /<!--[\s\S]*?-->/g, '' );

async function mountHtml( html: string ): Promise< { container: Element; unmount: () => void } > {
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	container.innerHTML = html;
	let mounted: MountedBlock[] = [];
	await act( async () => {
		mounted = mountBlocks( container );
	} );
	await waitFor(
		() => SAMPLE_LINES.forEach( ( line ) => expect( container ).toHaveTextContent( line ) ),
		SLOW
	);
	return {
		container,
		unmount: () => act( () => mounted.forEach( ( block ) => block.unmount() ) ),
	};
}

async function mountedHtml( html: string ): Promise< string > {
	const { container, unmount } = await mountHtml( html );
	const result = normalised( container );
	unmount();
	return result;
}

describe( 'the saved Checkout template', () => {
	it( "given the default template › serialize() prints the markup writer's wrapper of every block", () => {
		const saved = serialize( checkoutBlocks() );
		const written = renderCheckoutBlockMarkup();
		const withoutComments = saved.replace( /<!--[\s\S]*?-->/g, '' ).replace( /\n/g, '' );
		const parse = ( html: string ) => {
			const element = document.createElement( 'div' );
			element.innerHTML = html;
			return element.innerHTML;
		};
		expect( parse( withoutComments ) ).toBe( parse( written ) );
	} );

	it( "given the saved markup › mountBlocks renders the same tree as for the markup writer's output", async () => {
		const fromEditor = await mountedHtml(
			printed( serialize( checkoutBlocks( { isPreview: true } ) ) )
		);
		const fromWriter = await mountedHtml(
			renderCheckoutBlockMarkup( { attributes: { isPreview: true } } )
		);
		expect( fromEditor ).toBe( fromWriter );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the coupon form moved below the totals in the editor › the saved template renders it after them', async () => {
		renderEditor( checkoutBlocks( { isPreview: true } ) );
		await sampleCartShown();
		const summary = findBlock( NAMES.CHECKOUT_ORDER_SUMMARY )!;
		act( () => {
			editorActions().moveBlocksDown(
				[ findBlock( NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM )!.clientId ],
				summary.clientId
			);
		} );
		expect( namesIn( NAMES.CHECKOUT_ORDER_SUMMARY ) ).toEqual( [
			NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS,
			NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS,
			NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM,
		] );
		const saved = printed( serialize( editor().getBlocks() as Block[] ) );
		document.body.innerHTML = '';

		const position = async ( html: string ) => {
			const { container, unmount } = await mountHtml( html );
			const coupon = await waitFor( () => {
				const element = container.querySelector(
					'.wp-block-woocommerce-checkout-order-summary-coupon-form-block'
				);
				expect( element ).not.toBeNull();
				return element!;
			}, SLOW );
			const totals = container.querySelector( '.wc-block-checkout__totals' )!;
			const after = Boolean(
				totals.compareDocumentPosition( coupon ) & Node.DOCUMENT_POSITION_FOLLOWING
			);
			unmount();
			return after;
		};
		expect( await position( saved ) ).toBe( true );
		expect(
			await position( renderCheckoutBlockMarkup( { attributes: { isPreview: true } } ) )
		).toBe( false );
		expect( network.requests() ).toEqual( [] );
	} );
} );
