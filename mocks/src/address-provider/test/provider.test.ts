/**
 * @jest-environment node
 *
 * Tests of the sample address autocomplete provider: WooCommerce's provider
 * contract (canSearch, search, select) over the Spanish sample addresses.
 */
import {
	AUTOCOMPLETE_MAX_SUGGESTIONS,
	SAMPLE_ADDRESSES,
	SAMPLE_ADDRESS_PROVIDER_SETTING,
	createFixtureAddressProvider,
	sampleAddressProvider,
} from '@cesta/mocks/address-provider';

const highlighted = ( label: string, ranges: Array< { offset: number; length: number } > ) =>
	ranges.map( ( { offset, length } ) => label.slice( offset, offset + length ) );

describe( 'sampleAddressProvider', () => {
	it( 'given the server-side entry › shares its id, as the registry requires', () => {
		expect( sampleAddressProvider.id ).toBe( SAMPLE_ADDRESS_PROVIDER_SETTING.id );
		expect( Object.keys( SAMPLE_ADDRESS_PROVIDER_SETTING ).sort() ).toEqual( [
			'branding_html',
			'id',
			'name',
		] );
	} );

	it( 'given Spain and another country › can search Spain only', () => {
		expect( sampleAddressProvider.canSearch( 'ES' ) ).toBe( true );
		expect( sampleAddressProvider.canSearch( 'PT' ) ).toBe( false );
	} );

	it( 'given "alcala" without its accent › finds Calle de Alcalá and highlights "Alcalá"', async () => {
		const [ first, ...rest ] = await sampleAddressProvider.search( 'alcala', 'ES', 'shipping' );

		expect( rest ).toEqual( [] );
		expect( first ).toEqual( {
			id: 'es-madrid-alcala-50',
			label: 'Calle de Alcalá 50, 28014 Madrid',
			matchedSubstrings: [ { offset: 9, length: 6 } ],
		} );
		expect( highlighted( first.label, first.matchedSubstrings ) ).toEqual( [ 'Alcalá' ] );
	} );

	it( 'given several words in any order › every word must match and each is highlighted', async () => {
		const suggestions = await sampleAddressProvider.search( 'triana palmas', 'ES', 'billing' );

		expect( suggestions.map( ( suggestion ) => suggestion.label ) ).toEqual( [
			'Calle Mayor de Triana 75, 35002 Las Palmas de Gran Canaria, Las Palmas',
		] );
		expect( highlighted( suggestions[ 0 ].label, suggestions[ 0 ].matchedSubstrings ) ).toEqual(
			[ 'Triana', 'Palmas' ]
		);
	} );

	it( 'given a common word › returns at most 5 suggestions, word-start matches first', async () => {
		const suggestions = await sampleAddressProvider.search( 'calle', 'ES', 'shipping' );

		expect( suggestions ).toHaveLength( AUTOCOMPLETE_MAX_SUGGESTIONS );
		expect( suggestions[ 0 ].label.startsWith( 'Calle' ) ).toBe( true );
	} );

	it( 'given a postcode › finds the addresses in it', async () => {
		const suggestions = await sampleAddressProvider.search( '41004', 'ES', 'shipping' );

		expect( suggestions.map( ( suggestion ) => suggestion.id ) ).toEqual( [
			'es-sevilla-constitucion-20',
			'es-sevilla-sierpes-45',
		] );
	} );

	it.each( [
		[ 'fewer than 3 characters', 'gr', 'ES' ],
		[ 'blank characters', '   ', 'ES' ],
		[ 'a word no address has', 'xyzzy', 'ES' ],
		[ 'a country it has no addresses for', 'Gran Vía', 'FR' ],
	] )( 'given %s › suggests nothing', async ( _case, query, country ) => {
		await expect( sampleAddressProvider.search( query, country, 'shipping' ) ).resolves.toEqual(
			[]
		);
	} );

	it( 'given a suggestion’s id › select gives the address with WooCommerce’s field names', async () => {
		const [ suggestion ] = await sampleAddressProvider.search( 'castillo', 'ES', 'shipping' );

		await expect(
			sampleAddressProvider.select( suggestion.id, 'ES', 'shipping' )
		).resolves.toEqual( {
			address_1: 'Calle del Castillo 30',
			address_2: '',
			city: 'Santa Cruz de Tenerife',
			state: 'TF',
			postcode: '38002',
			country: 'ES',
		} );
	} );

	it( 'given an unknown id › select gives null', async () => {
		await expect( sampleAddressProvider.select( 'no-existe' ) ).resolves.toBeNull();
	} );
} );

describe( 'SAMPLE_ADDRESSES', () => {
	it( 'covers Madrid, Barcelona, Valencia, Sevilla and both Canary provinces, each with a 5-digit postcode of its province', () => {
		const states = new Set( SAMPLE_ADDRESSES.map( ( address ) => address.state ) );
		const provincePrefix: Record< string, string > = {
			M: '28',
			B: '08',
			V: '46',
			SE: '41',
			GC: '35',
			TF: '38',
		};

		expect( [ ...states ] ).toEqual( expect.arrayContaining( Object.keys( provincePrefix ) ) );
		for ( const address of SAMPLE_ADDRESSES ) {
			expect( address.postcode ).toMatch( /^\d{5}$/ );
			if ( provincePrefix[ address.state ] ) {
				expect( address.postcode.slice( 0, 2 ) ).toBe( provincePrefix[ address.state ] );
			}
		}
	} );
} );

describe( 'createFixtureAddressProvider', () => {
	const madrid = ( id: string, street: string ) => ( {
		id,
		address_1: street,
		address_2: '',
		city: 'Madrid',
		state: 'M',
		province: 'Madrid',
		postcode: '28015',
		country: 'ES',
	} );

	it( 'given a word that starts a word in one label and sits inside a word in another › the word-start match comes first', async () => {
		const provider = createFixtureAddressProvider( {
			addresses: [
				madrid( 'orgaz', 'Calle de Orgaz 1' ),
				madrid( 'gaztambide', 'Calle de Gaztambide 2' ),
			],
		} );

		expect(
			( await provider.search( 'gaz', 'ES', 'shipping' ) ).map( ( item ) => item.id )
		).toEqual( [ 'gaztambide', 'orgaz' ] );
	} );

	it( 'given its own addresses and id › searches those only', async () => {
		const provider = createFixtureAddressProvider( {
			id: 'solo-lisboa',
			addresses: [
				{
					id: 'pt-lisboa-augusta-1',
					address_1: 'Rua Augusta 1',
					address_2: '',
					city: 'Lisboa',
					state: '',
					province: 'Lisboa',
					postcode: '1100-048',
					country: 'PT',
				},
			],
		} );

		expect( provider.id ).toBe( 'solo-lisboa' );
		expect( provider.canSearch( 'ES' ) ).toBe( false );
		expect(
			( await provider.search( 'augusta', 'PT', 'billing' ) ).map( ( item ) => item.label )
		).toEqual( [ 'Rua Augusta 1, 1100-048 Lisboa' ] );
	} );
} );
