/** Tests of the notices store: reducer cases, WordPress's options, getNotices, registration and registries. */

import { createRegistry, dispatch, select } from '@wordpress/data';
import {
	createErrorNotice,
	createInfoNotice,
	createNotice,
	createSuccessNotice,
	createWarningNotice,
	ensureNoticesStore,
	getNotices,
	noticesStore,
	reducer,
	removeAllNotices,
	removeNotice,
	removeNotices,
} from '@cesta/notices';
import type { NoticesState } from '@cesta/notices';

const freeze = ( state: NoticesState ) => Object.freeze( state );

/** What plugins see when they reach the store by its key. */
interface NoticesByKey {
	actions: {
		createErrorNotice: typeof createErrorNotice;
		createInfoNotice: typeof createInfoNotice;
		createSuccessNotice: typeof createSuccessNotice;
	};
	selectors: { getNotices: ( context?: string ) => Array< Record< string, unknown > > };
}
const noticeActions = () => dispatch( 'core/notices' ) as unknown as NoticesByKey[ 'actions' ];
const noticeSelectors = () => select( 'core/notices' ) as unknown as NoticesByKey[ 'selectors' ];

describe( 'the notices reducer', () => {
	it( 'adds a notice to its context', () => {
		const state = reducer(
			freeze( {} ),
			createErrorNotice( 'Cupón no válido', { context: 'wc/cart' } )
		);
		expect( state[ 'wc/cart' ] ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'Cupón no válido',
				isDismissible: true,
			} ),
		] );
	} );

	it( 'puts notices without a context in the global context', () => {
		const state = reducer( freeze( {} ), createInfoNotice( 'Hola' ) );
		expect( state.global ).toHaveLength( 1 );
	} );

	it( 'replaces a notice with the same id and moves it last', () => {
		let state = reducer( freeze( {} ), createErrorNotice( 'a', { id: 'x' } ) );
		state = reducer( freeze( state ), createErrorNotice( 'b', { id: 'y' } ) );
		state = reducer( freeze( state ), createErrorNotice( 'c', { id: 'x' } ) );
		expect( state.global!.map( ( n ) => n.content ) ).toEqual( [ 'b', 'c' ] );
	} );

	it( 'removes one notice by id and context', () => {
		let state = reducer( freeze( {} ), createErrorNotice( 'a', { id: 'x', context: 'c' } ) );
		state = reducer( freeze( state ), removeNotice( 'x', 'c' ) );
		expect( state.c ).toEqual( [] );
	} );

	it( 'removes several notices at once', () => {
		let state = reducer( freeze( {} ), createErrorNotice( 'a', { id: 'x' } ) );
		state = reducer( freeze( state ), createErrorNotice( 'b', { id: 'y' } ) );
		state = reducer( freeze( state ), createErrorNotice( 'c', { id: 'z' } ) );
		state = reducer( freeze( state ), removeNotices( [ 'x', 'z' ] ) );
		expect( state.global!.map( ( n ) => n.id ) ).toEqual( [ 'y' ] );
	} );

	it( 'removes only inline notices by default, keeping snackbars', () => {
		let state = reducer( freeze( {} ), createErrorNotice( 'inline' ) );
		state = reducer( freeze( state ), createSuccessNotice( 'snack', { type: 'snackbar' } ) );
		state = reducer( freeze( state ), removeAllNotices() );
		expect( state.global!.map( ( n ) => n.content ) ).toEqual( [ 'snack' ] );
		state = reducer( freeze( state ), removeAllNotices( 'snackbar' ) );
		expect( state.global ).toEqual( [] );
	} );

	it( 'returns the same state when removing from an unknown context or a missing id', () => {
		const state = freeze( reducer( {}, createErrorNotice( 'a', { id: 'x' } ) ) );
		expect( reducer( state, removeNotice( 'x', 'elsewhere' ) ) ).toBe( state );
		expect( reducer( state, removeNotice( 'missing' ) ) ).toBe( state );
		expect( reducer( state, removeAllNotices( 'default', 'elsewhere' ) ) ).toBe( state );
		expect( reducer( state, removeAllNotices( 'snackbar' ) ) ).toBe( state );
	} );

	it( 'gives every notice without an id a unique id', () => {
		const first = createInfoNotice( 'a' ).notice.id;
		const second = createInfoNotice( 'a' ).notice.id;
		expect( first ).not.toBe( second );
	} );

	it( 'turns non-string content into text instead of failing', () => {
		expect( createNotice( 'error', 42 ).notice.content ).toBe( '42' );
		expect( createNotice( 'error', undefined ).notice.content ).toBe( '' );
	} );

	it( 'keeps every option WordPress supports', () => {
		const onDismiss = jest.fn();
		const { notice } = createWarningNotice( 'Stock bajo', {
			id: 'stock',
			isDismissible: false,
			type: 'snackbar',
			actions: [ { label: 'Ver', url: '/carrito/' } ],
			icon: '⚠',
			explicitDismiss: true,
			onDismiss,
			__unstableHTML: true,
		} );
		expect( notice ).toEqual( {
			id: 'stock',
			status: 'warning',
			content: 'Stock bajo',
			spokenMessage: 'Stock bajo',
			isDismissible: false,
			type: 'snackbar',
			actions: [ { label: 'Ver', url: '/carrito/' } ],
			icon: '⚠',
			explicitDismiss: true,
			onDismiss,
			__unstableHTML: true,
		} );
	} );
} );

describe( 'getNotices', () => {
	it( 'returns the same empty array for a context without notices', () => {
		expect( getNotices( {}, 'a' ) ).toBe( getNotices( {}, 'b' ) );
		expect( getNotices( {} ) ).toEqual( [] );
	} );
} );

describe( 'the core/notices store', () => {
	it( 'is registered on the default registry by ensureNoticesStore, once', () => {
		ensureNoticesStore();
		ensureNoticesStore();
		noticeActions().createErrorNotice( 'Algo salió mal', {
			context: 'wc/checkout',
		} );
		expect( noticeSelectors().getNotices( 'wc/checkout' ) ).toHaveLength( 1 );
	} );

	it( 'is not replaced when a host already registered core/notices', () => {
		ensureNoticesStore();
		noticeActions().createInfoNotice( 'kept', { context: 'host' } );
		ensureNoticesStore();
		expect( noticeSelectors().getNotices( 'host' ) ).toHaveLength( 1 );
	} );

	it( 'works on a separate registry through its descriptor', () => {
		const registry = createRegistry();
		registry.register( noticesStore );
		const actions = registry.dispatch( noticesStore ) as unknown as NoticesByKey[ 'actions' ];
		actions.createSuccessNotice( 'Cupón aplicado', {
			type: 'snackbar',
			context: 'wc/cart',
		} );
		const selectors = registry.select( noticesStore ) as unknown as NoticesByKey[ 'selectors' ];
		expect( selectors.getNotices( 'wc/cart' )[ 0 ] ).toMatchObject( {
			status: 'success',
			type: 'snackbar',
		} );
	} );
} );
