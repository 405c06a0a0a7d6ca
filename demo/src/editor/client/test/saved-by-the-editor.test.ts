/**
 * What the playground's editor saves, against what the demo server accepts
 * and prints: each default template, serialized by the real
 * `@wordpress/blocks` with the blocks' editor registrations, passes the
 * server's checks and prints the same markup as the shop's default; a core
 * block a theme developer adds passes too.
 */
import { createBlock, serialize } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';

import { renderCartBlockMarkup } from '@cesta/block-cart/markup';
import { renderCheckoutBlockMarkup } from '@cesta/block-checkout/markup';
import { renderMiniCartMarkup } from '@cesta/block-mini-cart/markup';

import { DEMO_PATHS } from '../../../constants';
import { loadShopTranslations } from '../../../i18n';
import { createEditorContext } from '../../editor-context';
import { parseTemplate } from '../../parse-template';
import type { TemplateKind } from '../../parse-template';
import { renderTemplateBlock } from '../../render-template';
import { registerTemplateBlocks } from '../register-template-blocks';
import { defaultTemplateBlocks } from '../template-blocks';

const { definitions } = createEditorContext();

/** The HTML as the browser reads it (quoting and entities normalised). */
const asParsed = ( html: string ) => {
	const element = document.createElement( 'div' );
	element.innerHTML = html.replace( />\s+</g, '><' ).trim();
	return element.innerHTML;
};

const printed = ( kind: TemplateKind, blocks: Block[] ) => {
	const result = parseTemplate( kind, serialize( blocks ), definitions );
	if ( ! result.ok ) {
		throw new Error( result.message );
	}
	return asParsed( renderTemplateBlock( result.template.root ) );
};

const findBlock = ( blocks: Block[], name: string ): Block | undefined => {
	for ( const block of blocks ) {
		const found = block.name === name ? block : findBlock( block.innerBlocks, name );
		if ( found ) {
			return found;
		}
	}
	return undefined;
};

beforeAll( () => {
	loadShopTranslations();
	registerTemplateBlocks();
} );

describe( 'a template saved by the playground’s editor', () => {
	it( 'given the default Cart template › the server accepts it and prints the Cart’s default markup', () => {
		expect( printed( 'cart', defaultTemplateBlocks( 'cart' ) ) ).toBe(
			asParsed( renderCartBlockMarkup( { shopUrl: DEMO_PATHS.shop } ) )
		);
	} );

	it( 'given the default Checkout template › the server accepts it and prints the checkout page’s default markup', () => {
		expect( printed( 'checkout', defaultTemplateBlocks( 'checkout' ) ) ).toBe(
			asParsed(
				renderCheckoutBlockMarkup( {
					innerBlocks: {
						'woocommerce/checkout-actions-block': { showReturnToCart: true },
					},
				} )
			)
		);
	} );

	it( 'given the default Mini-Cart contents template › the server accepts it and prints the drawer’s default contents', () => {
		const defaultContents =
			/<template class="wc-block-mini-cart__template-part">([\s\S]*)<\/template>/.exec(
				renderMiniCartMarkup()
			)![ 1 ]!;

		expect( printed( 'mini-cart', defaultTemplateBlocks( 'mini-cart' ) ) ).toBe(
			asParsed( defaultContents )
		);
	} );

	it( 'given a paragraph with a link added to the empty cart › the server accepts it and prints it', () => {
		const blocks = defaultTemplateBlocks( 'cart' );
		const emptyCart = findBlock( blocks, 'woocommerce/empty-cart-block' )!;
		emptyCart.innerBlocks.push(
			createBlock( 'core/paragraph', {
				content:
					'¿Dudas? <a href="/politica-de-privacidad/"><strong>Escríbenos</strong></a>',
			} )
		);

		expect( printed( 'cart', blocks ) ).toContain(
			'<p>¿Dudas? <a href="/politica-de-privacidad/"><strong>Escríbenos</strong></a></p>'
		);
	} );
} );
