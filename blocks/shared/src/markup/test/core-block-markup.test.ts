/** Tests of the core block markup the templates print: WordPress's classes for heading, paragraph and separator; shared wrapper attributes and classes. */

import {
	blockDataAttributeEntries,
	blockWrapperClassNames,
	coreBlockMarkup,
} from '../../markup-writer';

describe( 'the core blocks of templates', () => {
	it( 'given a heading › prints its level, WordPress classes in order and its HTML content', () => {
		expect(
			coreBlockMarkup( 'core/heading', {
				content: 'Tu carrito está vacío',
				level: 2,
				textAlign: 'center',
				className: 'with-empty-cart-icon',
			} )
		).toBe(
			'<h2 class="wp-block-heading has-text-align-center with-empty-cart-icon">Tu carrito está vacío</h2>'
		);
		expect(
			coreBlockMarkup( 'core/heading', { content: 'Quizá', level: 3, fontSize: 'large' } )
		).toBe( '<h3 class="wp-block-heading has-large-font-size">Quizá</h3>' );
	} );

	it( 'given a paragraph › has no block class, only its alignment', () => {
		expect( coreBlockMarkup( 'core/paragraph', { content: '<a href="/">Tienda</a>' } ) ).toBe(
			'<p><a href="/">Tienda</a></p>'
		);
		expect( coreBlockMarkup( 'core/paragraph', { content: 'x', align: 'center' } ) ).toBe(
			'<p class="has-text-align-center">x</p>'
		);
	} );

	it( 'given a separator › has the alpha-channel opacity class by default', () => {
		expect( coreBlockMarkup( 'core/separator', { className: 'is-style-dots' } ) ).toBe(
			'<hr class="wp-block-separator has-alpha-channel-opacity is-style-dots"/>'
		);
		expect( coreBlockMarkup( 'core/separator', { opacity: 'css' } ) ).toBe(
			'<hr class="wp-block-separator"/>'
		);
	} );

	it( 'given another block › returns null', () => {
		expect( coreBlockMarkup( 'woocommerce/cart', {} ) ).toBeNull();
	} );
} );

describe( 'the wrapper attributes the writers and the editor share', () => {
	it( 'given attributes › lists data-* pairs unescaped, without className and align', () => {
		expect(
			blockDataAttributeEntries( {
				showIcon: true,
				lock: { remove: true },
				className: 'x',
				align: 'wide',
				label: '',
			} )
		).toEqual( [
			[ 'data-show-icon', 'true' ],
			[ 'data-lock', '{"remove":true}' ],
			[ 'data-label', '' ],
		] );
		expect( blockDataAttributeEntries( { label: '' }, { omitEmpty: true } ) ).toEqual( [] );
	} );

	it( 'given align, className and extra classes › orders them as WordPress saves them', () => {
		expect(
			blockWrapperClassNames( 'woocommerce/cart', { align: 'wide', className: 'mine' }, [
				'is-loading',
			] )
		).toBe( 'wp-block-woocommerce-cart alignwide mine is-loading' );
		expect( blockWrapperClassNames( 'woocommerce/cart-items-block' ) ).toBe(
			'wp-block-woocommerce-cart-items-block'
		);
	} );
} );
