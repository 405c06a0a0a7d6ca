/** Tests of the settings: the sample-shop defaults, the host's wcSettings merged over them, the helpers. */

import {
	allSettings,
	compareVersions,
	getAdminLink,
	getMyAccountUrl,
	getPaymentMethodData,
	getSetting,
	getSettingWithCoercion,
	getStorePageUrl,
	isAdmin,
	isWcVersion,
	isWpVersion,
} from '@cesta/settings';

const isStringArray = ( value: unknown ): value is string[] =>
	Array.isArray( value ) && value.every( ( item ) => typeof item === 'string' );

afterEach( () => {
	delete window.wcSettings;
} );

describe( 'given no host settings', () => {
	it( 'uses the sample shop currency: EUR, 2 decimals, symbol left, "." decimal, "," thousands', () => {
		expect( getSetting( 'currency' ) ).toEqual( {
			code: 'EUR',
			precision: 2,
			symbol: '€',
			symbolPosition: 'left',
			decimalSeparator: '.',
			thousandSeparator: ',',
			priceFormat: '%1$s%2$s',
		} );
	} );

	it( 'uses the es_ES locale', () => {
		expect( getSetting( 'locale' ).siteLocale ).toBe( 'es_ES' );
	} );

	it( 'uses the tax display defaults of the spec', () => {
		expect( getSetting( 'displayCartPricesIncludingTax' ) ).toBe( false );
		expect( getSetting( 'taxesEnabled' ) ).toBe( true );
		expect( getSetting( 'displayItemizedTaxes' ) ).toBe( false );
	} );

	it( 'keeps the cart redirect after add off', () => {
		expect( getSetting( 'productsSettings' ).cartRedirectAfterAdd ).toBe( false );
	} );

	it( 'knows the store pages by their Spanish slugs', () => {
		expect( getStorePageUrl( 'myaccount' ) ).toBe( '/mi-cuenta/' );
		expect( getStorePageUrl( 'shop' ) ).toBe( '/tienda/' );
		expect( getStorePageUrl( 'cart' ) ).toBe( '/carrito/' );
		expect( getStorePageUrl( 'checkout' ) ).toBe( '/checkout/' );
		expect( getStorePageUrl( 'privacy' ) ).toBe( '/politica-de-privacidad/' );
		expect( getStorePageUrl( 'terms' ) ).toBe( '/terminos-y-condiciones/' );
	} );

	it( 'labels the order statuses in Spanish, drafts included', () => {
		expect( getSetting( 'orderStatuses' ) ).toEqual( {
			pending: 'Pendiente de pago',
			processing: 'Procesando',
			'on-hold': 'En espera',
			completed: 'Completado',
			cancelled: 'Cancelado',
			refunded: 'Reembolsado',
			failed: 'Fallido',
			'checkout-draft': 'Borrador',
		} );
	} );

	it( 'treats local pickup as the collectable method', () => {
		expect( getSetting( 'collectableMethodIds' ) ).toEqual( [ 'pickup_location' ] );
	} );

	it( 'has no payment method sort order', () => {
		expect( getSetting( 'paymentMethodSortOrder' ) ).toEqual( [] );
	} );

	it( 'returns false for an unknown setting without fallback, as WooCommerce does', () => {
		expect( getSetting( 'doesNotExist' ) ).toBe( false );
	} );

	it( 'returns the fallback for an unknown setting', () => {
		expect( getSetting( 'doesNotExist', 'x' ) ).toBe( 'x' );
	} );

	it( 'treats the visitor as a guest who is not an administrator', () => {
		expect( getSetting( 'currentUserId' ) ).toBe( 0 );
		expect( isAdmin() ).toBe( false );
	} );
} );

describe( 'given a host page that prints window.wcSettings', () => {
	it( 'reads a setting the host printed', () => {
		window.wcSettings = { taxesEnabled: false };
		expect( getSetting( 'taxesEnabled' ) ).toBe( false );
	} );

	it( 'reads settings printed after the module loaded', () => {
		expect( getSetting( 'siteTitle' ) ).toBe( '' );
		window.wcSettings = { siteTitle: 'Electro Hogar' };
		expect( getSetting( 'siteTitle' ) ).toBe( 'Electro Hogar' );
	} );

	it( 'merges a partial currency field by field over the defaults', () => {
		window.wcSettings = { currency: { code: 'USD', symbol: '$' } };
		expect( getSetting( 'currency' ) ).toMatchObject( {
			code: 'USD',
			symbol: '$',
			precision: 2,
			decimalSeparator: '.',
		} );
	} );

	it( 'merges a partial locale field by field over the defaults', () => {
		window.wcSettings = { locale: { userLocale: 'en_US' } };
		expect( getSetting( 'locale' ) ).toMatchObject( {
			siteLocale: 'es_ES',
			userLocale: 'en_US',
		} );
	} );

	it( 'ignores a currency that is not an object', () => {
		window.wcSettings = { currency: 'EUR' };
		expect( getSetting( 'currency' ).code ).toBe( 'EUR' );
		expect( getSetting( 'currency' ).precision ).toBe( 2 );
	} );

	it( 'ignores a settings global that is not an object', () => {
		( window as unknown as { wcSettings: unknown } ).wcSettings = 'broken';
		expect( getSetting( 'taxesEnabled' ) ).toBe( true );
	} );

	it( 'passes the stored value and the fallback to the filter', () => {
		window.wcSettings = { productCount: '12' };
		const filter = jest.fn( ( value: unknown, fallback: number ) =>
			typeof value === 'string' ? parseInt( value, 10 ) : fallback
		);
		expect( getSetting( 'productCount', 0, filter ) ).toBe( 12 );
		expect( filter ).toHaveBeenCalledWith( '12', 0 );
	} );

	it( 'keeps a stored null rather than the fallback, since only undefined means missing', () => {
		window.wcSettings = { something: null };
		expect( getSetting( 'something', 'fallback' ) ).toBeNull();
	} );
} );

describe( 'payment method data', () => {
	beforeEach( () => {
		window.wcSettings = {
			paymentMethodData: { bacs: { title: 'Transferencia bancaria' } },
		};
	} );

	it( 'reads <method>_data from paymentMethodData when no such setting exists', () => {
		expect( getSetting( 'bacs_data', {} ) ).toEqual( { title: 'Transferencia bancaria' } );
	} );

	it( 'prefers a top-level <method>_data setting when the host printed one', () => {
		window.wcSettings = { ...window.wcSettings, bacs_data: { title: 'Top level' } };
		expect( getSetting( 'bacs_data', {} ) ).toEqual( { title: 'Top level' } );
	} );

	it( 'gives the fallback for a method without data', () => {
		expect( getSetting( 'cheque_data', { none: true } ) ).toEqual( { none: true } );
	} );

	it( 'reads a method through getPaymentMethodData', () => {
		expect( getPaymentMethodData( 'bacs' ) ).toEqual( { title: 'Transferencia bancaria' } );
		expect( getPaymentMethodData( 'cod' ) ).toBeNull();
		expect( getPaymentMethodData( 'cod', 'none' ) ).toBe( 'none' );
	} );
} );

describe( 'getSettingWithCoercion', () => {
	it( 'returns the stored value when the type guard accepts it', () => {
		window.wcSettings = { paymentMethodSortOrder: [ 'cod', 'bacs' ] };
		expect( getSettingWithCoercion( 'paymentMethodSortOrder', [], isStringArray ) ).toEqual( [
			'cod',
			'bacs',
		] );
	} );

	it( 'returns the fallback when a host prints a malformed value', () => {
		window.wcSettings = { paymentMethodSortOrder: 'cod,bacs' };
		expect(
			getSettingWithCoercion( 'paymentMethodSortOrder', [ 'x' ], isStringArray )
		).toEqual( [ 'x' ] );
	} );
} );

describe( 'the my-account link', () => {
	it( 'points to the account page when it is published', () => {
		expect( getMyAccountUrl() ).toBe( '/mi-cuenta/' );
	} );

	it( 'falls back to the site login URL when the account page is missing', () => {
		window.wcSettings = {
			storePages: { myaccount: { id: 0, title: '', permalink: false } },
			wpLoginUrl: 'https://tienda.example/acceso/',
		};
		expect( getMyAccountUrl() ).toBe( 'https://tienda.example/acceso/' );
	} );

	it( 'falls back to /wp-login.php when neither is known', () => {
		window.wcSettings = {
			storePages: { myaccount: { id: 0, title: '', permalink: false } },
			wpLoginUrl: '',
		};
		expect( getMyAccountUrl() ).toBe( '/wp-login.php' );
	} );

	it( 'falls back when the host prints no store pages at all', () => {
		window.wcSettings = { storePages: {} };
		expect( getStorePageUrl( 'cart', '/cart-fallback/' ) ).toBe( '/cart-fallback/' );
	} );
} );

describe( 'allSettings', () => {
	it( 'is a live view of the merged settings', () => {
		expect( allSettings.currency.code ).toBe( 'EUR' );
		window.wcSettings = { currency: { code: 'GBP' } };
		expect( allSettings.currency.code ).toBe( 'GBP' );
		expect( 'taxesEnabled' in allSettings ).toBe( true );
		expect( Object.keys( allSettings ) ).toContain( 'storePages' );
	} );

	it( 'cannot be written to', () => {
		expect( () => {
			( allSettings as unknown as Record< string, unknown > ).taxesEnabled = false;
		} ).toThrow( TypeError );
	} );
} );

describe( 'environment helpers', () => {
	it( 'compares versions numerically, part by part', () => {
		expect( compareVersions( '6.10', '6.9' ) ).toBe( 1 );
		expect( compareVersions( '9.9.5', '9.9.5' ) ).toBe( 0 );
		expect( compareVersions( '9.9', '9.9.1' ) ).toBe( -1 );
		expect( compareVersions( '7.0.0-beta1', '7.0' ) ).toBe( 0 );
	} );

	it( 'checks the host versions with an operator', () => {
		window.wcSettings = { wpVersion: '6.9', wcVersion: '9.9.5' };
		expect( isWpVersion( '6.5', '>=' ) ).toBe( true );
		expect( isWpVersion( '6.9' ) ).toBe( true );
		expect( isWcVersion( '10.0', '<' ) ).toBe( true );
		expect( isWcVersion( '9.9.5', '!=' ) ).toBe( false );
	} );

	it( 'builds admin links from the admin URL', () => {
		window.wcSettings = { adminUrl: 'https://tienda.example/wp-admin/' };
		expect( getAdminLink( 'admin.php?page=wc-settings' ) ).toBe(
			'https://tienda.example/wp-admin/admin.php?page=wc-settings'
		);
	} );

	it( 'recognises an administrator only when the host says so', () => {
		window.wcSettings = { currentUserIsAdmin: 'yes' };
		expect( isAdmin() ).toBe( false );
		window.wcSettings = { currentUserIsAdmin: true };
		expect( isAdmin() ).toBe( true );
	} );
} );
