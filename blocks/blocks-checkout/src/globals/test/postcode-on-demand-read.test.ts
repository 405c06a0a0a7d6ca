/**
 * Reading `wc.blocksCheckout.isPostcode` is what starts loading the postcode
 * patterns: a page whose scripts never read it never downloads them. Jest
 * gives each test file a fresh module registry.
 */
import { blocksCheckoutGlobal } from '../registry-globals';
import { isPostcodeCheckLoaded } from '../postcode-on-demand';

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 50 ) );

it( 'given no script has read isPostcode › the patterns are not loaded; reading it loads them', async () => {
	await settle();
	expect( isPostcodeCheckLoaded() ).toBe( false );

	const { isPostcode } = blocksCheckoutGlobal;
	await settle();

	expect( isPostcodeCheckLoaded() ).toBe( true );
	expect( isPostcode( { postcode: '60001', country: 'ES' } ) ).toBe( false );
} );
