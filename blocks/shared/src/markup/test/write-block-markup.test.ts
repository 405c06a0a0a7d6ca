/** The server-markup helpers: attributes written as WordPress writes them, escaped. */

import {
	attributeDefaults,
	blockDataAttributes,
	blockWrapperClass,
	escapeHtml,
} from '../write-block-markup';

describe( 'blockDataAttributes', () => {
	it( 'given booleans, objects and camelCase names › writes data-kebab-name attributes, JSON escaped, without className and align', () => {
		expect(
			blockDataAttributes( {
				showIcon: true,
				lock: { remove: true },
				className: 'is-style-x',
				align: 'wide',
			} )
		).toBe( ' data-show-icon="true" data-lock="{&quot;remove&quot;:true}"' );
	} );

	it( 'given empty texts › keeps them, unless omitEmpty leaves them out', () => {
		const attributes = { title: '', buttonLabel: undefined, showStepNumber: false };

		expect( blockDataAttributes( attributes ) ).toBe(
			' data-title="" data-button-label="undefined" data-show-step-number="false"'
		);
		expect( blockDataAttributes( attributes, { omitEmpty: true } ) ).toBe(
			' data-show-step-number="false"'
		);
	} );
} );

describe( 'the other helpers', () => {
	it( 'escape text, read defaults and name the wrapper class as WordPress does', () => {
		expect( escapeHtml( `<a href='x'>"Ana" & Luis</a>` ) ).toBe(
			'&lt;a href=&#039;x&#039;&gt;&quot;Ana&quot; &amp; Luis&lt;/a&gt;'
		);
		expect( attributeDefaults( { checkbox: { default: false }, text: {} } ) ).toEqual( {
			checkbox: false,
			text: undefined,
		} );
		expect( blockWrapperClass( 'woocommerce/checkout-terms-block' ) ).toBe(
			'wp-block-woocommerce-checkout-terms-block'
		);
	} );
} );
