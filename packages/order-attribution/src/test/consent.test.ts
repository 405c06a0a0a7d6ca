/** Order tracking follows the visitor's marketing consent as the WP Consent API announces it (spec 1 §4: off clears the cookies). */

import {
	CONSENT_CHANGE_EVENT,
	CONSENT_TYPE_DEFINED_EVENT,
	followConsentChanges,
	initOrderAttribution,
	orderAttributionExtensionData,
	readOrderAttributionParams,
	resetOrderAttribution,
	TRACKING_COOKIES,
} from '@cesta/order-attribution';

const sbjsCookies = () =>
	document.cookie.split( /;\s*/ ).filter( ( c ) => c.startsWith( 'sbjs_' ) );
const changeConsent = ( detail: Record< string, string > ) =>
	document.dispatchEvent( new CustomEvent( CONSENT_CHANGE_EVENT, { detail } ) );

const start = ( allowTracking: boolean ) =>
	initOrderAttribution(
		{ ...readOrderAttributionParams( {} ), allowTracking },
		{ url: 'https://tienda.example/', referrer: 'https://www.google.es/', userAgent: 'UA' }
	);

let stop = () => {};
afterEach( () => {
	stop();
	resetOrderAttribution();
	Object.values( TRACKING_COOKIES ).forEach( ( name ) => {
		document.cookie = `${ name }=; path=/; max-age=0`;
	} );
} );

describe( 'given a shop with a consent plugin', () => {
	it( 'when the visitor allows marketing › the page view is tracked', () => {
		start( false );
		stop = followConsentChanges();
		expect( sbjsCookies() ).toEqual( [] );
		changeConsent( { marketing: 'allow' } );
		expect( sbjsCookies() ).toHaveLength( 7 );
		expect( orderAttributionExtensionData().utm_source ).toBe( 'google' );
	} );

	it( 'when the visitor denies marketing › the cookies are cleared', () => {
		start( true );
		stop = followConsentChanges();
		changeConsent( { marketing: 'deny' } );
		expect( sbjsCookies() ).toEqual( [] );
		expect( orderAttributionExtensionData().source_type ).toBeNull();
	} );

	it( 'when another category changes › tracking stays as it was', () => {
		start( true );
		stop = followConsentChanges();
		changeConsent( { statistics: 'deny' } );
		expect( orderAttributionExtensionData().source_type ).toBe( 'organic' );
	} );

	it( 'when the consent type becomes known › wp_has_consent( marketing ) decides', () => {
		start( true );
		const asked: string[] = [];
		stop = followConsentChanges( document, {
			wp_has_consent: ( category: string ) => {
				asked.push( category );
				return false;
			},
		} );
		document.dispatchEvent( new Event( CONSENT_TYPE_DEFINED_EVENT ) );
		expect( asked ).toEqual( [ 'marketing' ] );
		expect( sbjsCookies() ).toEqual( [] );
	} );
} );
