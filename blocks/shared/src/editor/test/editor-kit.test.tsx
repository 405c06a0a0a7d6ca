/**
 * The editor kit against the real `@wordpress/blocks` and
 * `@wordpress/block-editor`: a block registered from its block.json, its
 * saved markup, an inner block area with an extension's block and a forced
 * block, the inspector controls.
 */
import { BlockEditorProvider, BlockList, store as blockEditorStore } from '@wordpress/block-editor';
import {
	createBlocksFromInnerBlocksTemplate,
	getBlockType,
	registerBlockType,
	serialize,
	unregisterBlockType,
} from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { render, screen, waitFor } from '@testing-library/react';

import { registerCheckoutBlock } from '@cesta/registry';

import {
	createBlockSave,
	createInnerBlockEdit,
	registerEditorBlock,
	WOOCOMMERCE_BLOCK_CATEGORY,
} from '../../editor';
import type { EditorBlockMetadata } from '../../editor';

const AREA = 'woocommerce/cart-totals-block';

const areaMetadata: EditorBlockMetadata = {
	apiVersion: 3,
	name: AREA,
	title: 'Cart Totals',
	category: WOOCOMMERCE_BLOCK_CATEGORY,
	textdomain: 'cesta',
	supports: { inserter: false, html: false, multiple: false },
	attributes: {
		lock: { type: 'object', default: { remove: true, move: true } },
		tone: { type: 'string', default: 'warm' },
	},
};

const Totals = ( { children, className }: { children?: React.ReactNode; className?: string } ) => (
	<section className={ `totals ${ className }` }>{ children }</section>
);
const Note = ( { text }: { text?: string } ) => <p className="note">{ text }</p>;

function registerArea( template: Array< [ string ] > = [] ) {
	registerEditorBlock( areaMetadata, {
		edit: createInnerBlockEdit( {
			name: AREA,
			rootBlockName: 'woocommerce/cart',
			component: Totals,
			innerBlocks: { allowedBlocks: [] },
		} ),
		template,
	} );
}

afterEach( () => {
	for ( const name of [ AREA, 'acme/gift-note', 'acme/terms' ] ) {
		if ( getBlockType( name ) ) {
			unregisterBlockType( name );
		}
	}
} );

describe( 'editor kit', () => {
	it( 'given a block.json › when registered twice › registers it once with its metadata', () => {
		registerArea();
		registerArea();
		const type = getBlockType( AREA )!;
		expect( type.title ).toBe( 'Cart Totals' );
		expect( type.category ).toBe( 'woocommerce' );
		expect( type.attributes.tone.default ).toBe( 'warm' );
	} );

	it( 'given a block.json with colour supports › when registered › leaves the block.json object as it was (WordPress adds the supports attributes to its own copy)', () => {
		const metadata = {
			...areaMetadata,
			supports: { ...areaMetadata.supports, color: { text: true, background: true } },
			attributes: { ...areaMetadata.attributes },
		};
		const before = JSON.stringify( metadata );
		registerEditorBlock( metadata, {
			edit: createInnerBlockEdit( {
				name: AREA,
				rootBlockName: 'woocommerce/cart',
				component: Totals,
			} ),
		} );
		expect( getBlockType( AREA )!.attributes ).toHaveProperty( 'textColor' );
		expect( JSON.stringify( metadata ) ).toBe( before );
	} );

	it( 'given an inner block › when saved › prints the markup writer wrapper', () => {
		registerArea();
		const [ block ] = createBlocksFromInnerBlocksTemplate( [ [ AREA, { tone: 'cold' } ] ] );
		const html = serialize( [ block ] );
		expect( html ).toContain(
			'<div data-block-name="woocommerce/cart-totals-block" data-lock="{&quot;remove&quot;:true,&quot;move&quot;:true}" data-tone="cold" class="wp-block-woocommerce-cart-totals-block"></div>'
		);
		expect( createBlockSave ).toBeDefined();
	} );

	it( 'given an extension block and a forced one › when the area renders › allows them there only and adds the forced one after the template', async () => {
		registerArea( [ [ 'acme/gift-note' ] ] );
		for ( const [ name, force ] of [
			[ 'acme/gift-note', false ],
			[ 'acme/terms', true ],
		] as const ) {
			registerBlockType( name, {
				apiVersion: 3,
				title: name,
				category: 'woocommerce',
				parent: [ AREA ],
				attributes: { text: { type: 'string', default: 'hola' } },
				edit: createInnerBlockEdit( {
					name,
					rootBlockName: 'woocommerce/cart',
					component: Note,
				} ),
				save: createBlockSave( name ),
			} as never );
			registerCheckoutBlock( {
				metadata: { name, parent: [ AREA ] },
				component: Note,
				force,
			} );
		}
		const blocks = createBlocksFromInnerBlocksTemplate( [ [ AREA ] ] );
		render(
			<BlockEditorProvider value={ blocks } settings={ {} } useSubRegistry={ false }>
				<BlockList />
			</BlockEditorProvider>
		);
		await waitFor( () => expect( screen.getAllByText( 'hola' ) ).toHaveLength( 2 ) );
		const editor = select( blockEditorStore ) as unknown as Record<
			string,
			( ...args: unknown[] ) => unknown
		>;
		const areaId = blocks[ 0 ].clientId;
		expect( editor.canInsertBlockType( 'acme/gift-note', areaId ) ).toBe( true );
		expect( editor.canInsertBlockType( 'acme/gift-note', '' ) ).toBe( false );
		const inArea = editor.getBlocks( areaId ) as Array< { clientId: string; name: string } >;
		expect( inArea.map( ( block ) => block.name ) ).toEqual( [
			'acme/gift-note',
			'acme/terms',
		] );
		expect( editor.canRemoveBlock( inArea[ 1 ].clientId ) ).toBe( false );
		expect( editor.canRemoveBlock( inArea[ 0 ].clientId ) ).toBe( true );
	} );
} );
