/**
 * @jest-environment node
 *
 * Saved templates are each visitor's own, resettable, and the least recent
 * visitor is forgotten past the limit.
 */
import type { SavedTemplate, TemplateKind } from '../parse-template';
import { createTemplateStore } from '../template-store';

const template = ( kind: TemplateKind, content = `<!-- wp:x ${ kind } -->` ): SavedTemplate => ( {
	kind,
	content,
	root: { name: 'woocommerce/checkout', attributes: {}, innerBlocks: [], innerContent: [] },
} );

describe( 'createTemplateStore', () => {
	it( 'given two visitors › when one saves › only that visitor gets the template', () => {
		const store = createTemplateStore();
		store.save( 'ana', template( 'checkout' ) );

		expect( store.get( 'ana', 'checkout' )?.content ).toBe( '<!-- wp:x checkout -->' );
		expect( store.get( 'luis', 'checkout' ) ).toBeNull();
		expect( store.get( null, 'checkout' ) ).toBeNull();
		expect( store.get( 'ana', 'cart' ) ).toBeNull();
	} );

	it( 'given a saved template › when saved again › the new one replaces it', () => {
		const store = createTemplateStore();
		store.save( 'ana', template( 'cart', 'first' ) );
		store.save( 'ana', template( 'cart', 'second' ) );

		expect( store.get( 'ana', 'cart' )?.content ).toBe( 'second' );
	} );

	it( 'given saved templates › when one is reset › that one goes, the others stay, and a visitor with none left is forgotten', () => {
		const store = createTemplateStore();
		store.save( 'ana', template( 'cart' ) );
		store.save( 'ana', template( 'checkout' ) );

		expect( store.reset( 'ana', 'cart' ) ).toBe( true );
		expect( store.get( 'ana', 'cart' ) ).toBeNull();
		expect( store.get( 'ana', 'checkout' ) ).not.toBeNull();
		expect( store.reset( 'ana', 'cart' ) ).toBe( false );
		expect( store.reset( null, 'cart' ) ).toBe( false );

		store.reset( 'ana', 'checkout' );
		expect( store.visitorCount() ).toBe( 0 );
	} );

	it( 'given the visitor limit › when one more visitor saves › the one who saved least recently is forgotten', () => {
		const store = createTemplateStore( { visitorLimit: 2 } );
		store.save( 'ana', template( 'cart' ) );
		store.save( 'luis', template( 'cart' ) );
		store.save( 'ana', template( 'checkout' ) );
		store.save( 'eva', template( 'cart' ) );

		expect( store.visitorCount() ).toBe( 2 );
		expect( store.get( 'luis', 'cart' ) ).toBeNull();
		expect( store.get( 'ana', 'cart' ) ).not.toBeNull();
		expect( store.get( 'eva', 'cart' ) ).not.toBeNull();
	} );
} );
