/** Tests of registerCartBlock: the block, its wrapper and inner blocks registered once, the side-effect entry. */

import { getFrontendBlock, isFrontendBlock } from '@cesta/blocks-shared';
import {
	getRegisteredBlockComponents,
	getRegisteredBlocks,
	innerBlockAreas,
} from '@cesta/registry';

import { CART_BLOCK_NAMES } from '../block-names';
import { CART_INNER_BLOCK_COMPONENTS } from '../inner-blocks';
import { registerCartBlock } from '../register-cart-block';

describe( 'registerCartBlock', () => {
	it( 'given a first call › registers woocommerce/cart with its attributes and inner-block wrapper', () => {
		registerCartBlock();
		expect( isFrontendBlock( CART_BLOCK_NAMES.CART ) ).toBe( true );
		const definition = getFrontendBlock( CART_BLOCK_NAMES.CART )!;
		expect( Object.keys( definition.attributes ?? {} ) ).toEqual(
			expect.arrayContaining( [ 'isPreview', 'hasDarkControls' ] )
		);
		expect( definition.blockWrapper ).toBeDefined();
	} );

	it( 'given a second call › nothing throws and nothing is registered twice', () => {
		registerCartBlock();
		expect( () => registerCartBlock() ).not.toThrow();
		expect(
			getRegisteredBlocks( innerBlockAreas.CART_TOTALS ).filter(
				( block ) => block.blockName === CART_BLOCK_NAMES.PROCEED_TO_CHECKOUT
			)
		).toHaveLength( 1 );
	} );

	it( 'given the registration › every inner block component is mapped for woocommerce/cart and none is forced', () => {
		registerCartBlock();
		const components = getRegisteredBlockComponents( CART_BLOCK_NAMES.CART );
		Object.entries( CART_INNER_BLOCK_COMPONENTS ).forEach( ( [ name, component ] ) =>
			expect( components[ name ] ).toBe( component )
		);
		expect(
			getRegisteredBlocks( innerBlockAreas.CART_TOTALS ).filter(
				( block ) => block.blockName.startsWith( 'woocommerce/' ) && block.force
			)
		).toEqual( [] );
	} );

	it( 'given the side-effect entry › importing it registers the block', async () => {
		jest.resetModules();
		const shared = await import( '@cesta/blocks-shared' );
		expect( shared.isFrontendBlock( CART_BLOCK_NAMES.CART ) ).toBe( false );
		await import( '../register' );
		expect( shared.isFrontendBlock( CART_BLOCK_NAMES.CART ) ).toBe( true );
	} );
} );
