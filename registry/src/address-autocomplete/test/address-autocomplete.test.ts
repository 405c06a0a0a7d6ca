/** Tests of the address autocomplete API: registration rules, the checkout store, the active provider, suggestions. */

import { waitFor } from '@testing-library/dom';

import type { DataRegistry } from '@wordpress/data';

import type * as Registry from '@cesta/registry';
import type {
	AddressAutocompleteCheckoutActions,
	AddressAutocompleteProvider,
	AddressAutocompleteSuggestion,
} from '@cesta/registry';
import { createTestRegistry } from '@cesta/test-utils';

import { loadFreshRegistry } from '../../test/helpers';

const CHECKOUT = 'wc/store/checkout';

const SERVER_PROVIDERS = [
	{ id: 'callejero', name: 'Callejero', branding_html: '<span>Callejero</span>' },
	{ id: 'mundial', name: 'Mundial', branding_html: '<span>Mundial</span>' },
];

const MADRID_SUGGESTIONS: AddressAutocompleteSuggestion[] = [
	{
		id: 'alcala-50',
		label: 'Calle de Alcalá 50, 28014 Madrid',
		matchedSubstrings: [ { offset: 0, length: 14 } ],
	},
	{ id: 'alcala-51', label: 'Calle de Alcalá 51, 28014 Madrid' },
	{ id: 'alcala-52', label: 'Calle de Alcalá 52, 28014 Madrid' },
	{ id: 'alcala-53', label: 'Calle de Alcalá 53, 28014 Madrid' },
	{ id: 'alcala-54', label: 'Calle de Alcalá 54, 28014 Madrid' },
	{ id: 'alcala-55', label: 'Calle de Alcalá 55, 28014 Madrid' },
	{ id: 'alcala-56', label: 'Calle de Alcalá 56, 28014 Madrid' },
];

/** A provider that searches Spain only, answering from a fixed list. */
const spanishProvider = (
	overrides: Partial< AddressAutocompleteProvider > = {}
): AddressAutocompleteProvider => ( {
	id: 'callejero',
	canSearch: ( country ) => country === 'ES',
	search: jest.fn( async () => MADRID_SUGGESTIONS ),
	select: jest.fn( async () => ( {
		address_1: 'Calle de Alcalá 50',
		address_2: '',
		city: 'Madrid',
		state: 'M',
		postcode: '28014',
		country: 'ES',
	} ) ),
	...overrides,
} );

/** A provider that searches anywhere. */
const worldProvider = (): AddressAutocompleteProvider => ( {
	id: 'mundial',
	canSearch: () => true,
	search: async () => [],
	select: async () => null,
} );

let registry: typeof Registry;
let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;

beforeEach( () => {
	window.wcSettings = { addressAutocompleteProviders: structuredClone( SERVER_PROVIDERS ) };
	registry = loadFreshRegistry();
	errors = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
	warnings = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
} );

afterEach( () => {
	delete window.wcSettings;
} );

const checkoutActions = ( data: DataRegistry ) =>
	data.dispatch( CHECKOUT ) as unknown as AddressAutocompleteCheckoutActions;

const checkoutSelectors = ( data: DataRegistry ) =>
	data.select( CHECKOUT ) as unknown as {
		getRegisteredAutocompleteProviders(): string[];
		getActiveAutocompleteProvider( type: 'billing' | 'shipping' ): string;
	};

describe( 'given a provider to register', () => {
	it( 'when it follows every rule › registers it, frozen, and says so', () => {
		const provider = spanishProvider();

		expect( registry.registerAddressAutocompleteProvider( provider ) ).toBe( true );
		expect( registry.getAddressAutocompleteProviders() ).toEqual( { callejero: provider } );
		expect( Object.isFrozen( provider ) ).toBe( true );
		expect( errors ).not.toHaveBeenCalled();
	} );

	it.each( [
		[
			'not an object',
			null,
			'The address autocomplete provider must be an object, received null.',
		],
		[
			'without an id',
			{ ...spanishProvider(), id: undefined },
			'The id of an address autocomplete provider must be a non-empty string, received undefined.',
		],
		[
			'with an empty id',
			{ ...spanishProvider(), id: '' },
			'The id of an address autocomplete provider must be a non-empty string, received a string ("").',
		],
		[
			'without canSearch',
			{ ...spanishProvider(), canSearch: undefined },
			'The canSearch property of the address autocomplete provider "callejero" must be a function, received undefined.',
		],
		[
			'with search as text',
			{ ...spanishProvider(), search: 'buscar' },
			'The search property of the address autocomplete provider "callejero" must be a function, received a string ("buscar").',
		],
		[
			'without select',
			{ ...spanishProvider(), select: undefined },
			'The select property of the address autocomplete provider "callejero" must be a function, received undefined.',
		],
		[
			'that the server does not offer',
			{ ...spanishProvider(), id: 'pirata' },
			'The address autocomplete provider "pirata" is not in the addressAutocompleteProviders setting ("callejero", "mundial"), so the server does not offer it.',
		],
	] )(
		'when it is %s › refuses it without throwing and logs why',
		async ( _, provider, reason ) => {
			expect( registry.registerAddressAutocompleteProvider( provider ) ).toBe( false );
			expect( registry.getAddressAutocompleteProviders() ).toEqual( {} );
			// The wording downloads with the first problem: the log follows the call.
			await waitFor( () =>
				expect( errors ).toHaveBeenCalledWith( `${ reason } It was not registered.` )
			);
		}
	);

	it( 'when the server offers none › refuses every provider, saying the list is empty', async () => {
		delete window.wcSettings;

		expect( registry.registerAddressAutocompleteProvider( spanishProvider() ) ).toBe( false );
		await waitFor( () =>
			expect( errors ).toHaveBeenCalledWith(
				'The address autocomplete provider "callejero" is not in the addressAutocompleteProviders setting (empty), so the server does not offer it. It was not registered.'
			)
		);
	} );

	it( 'when its id is registered already › keeps the first one and warns', async () => {
		const first = spanishProvider();
		registry.registerAddressAutocompleteProvider( first );

		expect( registry.registerAddressAutocompleteProvider( spanishProvider() ) ).toBe( false );
		expect( registry.getAddressAutocompleteProviders().callejero ).toBe( first );
		await waitFor( () =>
			expect( warnings ).toHaveBeenCalledWith(
				'An address autocomplete provider with the id "callejero" is already registered; the new one was ignored.'
			)
		);
	} );
} );

describe( 'given the server’s list of providers', () => {
	it( 'keeps the well-formed entries in their order', () => {
		window.wcSettings = {
			addressAutocompleteProviders: [
				{ id: 'sin-nombre' },
				...SERVER_PROVIDERS,
				'callejero',
			],
		};

		expect( registry.getServerAddressAutocompleteProviders() ).toEqual( SERVER_PROVIDERS );
		expect( registry.getServerAddressAutocompleteProvider( 'mundial' )?.name ).toBe(
			'Mundial'
		);
		expect( registry.getServerAddressAutocompleteProvider( 'sin-nombre' ) ).toBeNull();
	} );

	it( 'reads it when the server prints it as JSON text', () => {
		window.wcSettings = { addressAutocompleteProviders: JSON.stringify( SERVER_PROVIDERS ) };

		expect( registry.getServerAddressAutocompleteProviders() ).toEqual( SERVER_PROVIDERS );
	} );
} );

describe( 'given a checkout store connected to the registry', () => {
	it( 'records the providers registered before and after it connected, as WooCommerce does on registration', () => {
		const data = createTestRegistry();
		registry.registerAddressAutocompleteProvider( spanishProvider() );

		const disconnect = registry.connectAddressAutocompleteToCheckout( checkoutActions( data ) );
		expect( checkoutSelectors( data ).getRegisteredAutocompleteProviders() ).toEqual( [
			'callejero',
		] );

		registry.registerAddressAutocompleteProvider( worldProvider() );
		expect( checkoutSelectors( data ).getRegisteredAutocompleteProviders() ).toEqual( [
			'callejero',
			'mundial',
		] );

		disconnect();
	} );

	it( 'once disconnected › records no more', () => {
		const data = createTestRegistry();
		registry.connectAddressAutocompleteToCheckout( checkoutActions( data ) )();

		registry.registerAddressAutocompleteProvider( spanishProvider() );

		expect( checkoutSelectors( data ).getRegisteredAutocompleteProviders() ).toEqual( [] );
	} );
} );

describe( 'given the active provider of an address', () => {
	beforeEach( () => {
		// Registered in the opposite order to the server's preference.
		registry.registerAddressAutocompleteProvider( worldProvider() );
		registry.registerAddressAutocompleteProvider( spanishProvider() );
	} );

	it( 'when several can search the country › chooses the server’s first choice and records it', () => {
		const data = createTestRegistry();

		const provider = registry.updateActiveAddressAutocompleteProvider(
			checkoutActions( data ),
			'shipping',
			'ES'
		);

		expect( provider?.id ).toBe( 'callejero' );
		expect( checkoutSelectors( data ).getActiveAutocompleteProvider( 'shipping' ) ).toBe(
			'callejero'
		);
		expect( checkoutSelectors( data ).getActiveAutocompleteProvider( 'billing' ) ).toBe( '' );
		expect( registry.getActiveAddressAutocompleteProvider( 'shipping' ) ).toBe( provider );
		expect( registry.addressAutocompleteApi.activeProvider.shipping ).toBe( provider );
	} );

	it( 'when the country changes to one only the second can search › switches to it', () => {
		const data = createTestRegistry();
		registry.updateActiveAddressAutocompleteProvider(
			checkoutActions( data ),
			'billing',
			'ES'
		);

		registry.updateActiveAddressAutocompleteProvider(
			checkoutActions( data ),
			'billing',
			'DE'
		);

		expect( checkoutSelectors( data ).getActiveAutocompleteProvider( 'billing' ) ).toBe(
			'mundial'
		);
	} );

	it( 'when none can search the country › clears it', () => {
		window.wcSettings = { addressAutocompleteProviders: [ SERVER_PROVIDERS[ 0 ] ] };
		const data = createTestRegistry();
		registry.updateActiveAddressAutocompleteProvider(
			checkoutActions( data ),
			'shipping',
			'ES'
		);

		const provider = registry.updateActiveAddressAutocompleteProvider(
			checkoutActions( data ),
			'shipping',
			'JP'
		);

		expect( provider ).toBeNull();
		expect( checkoutSelectors( data ).getActiveAutocompleteProvider( 'shipping' ) ).toBe( '' );
		expect( registry.getActiveAddressAutocompleteProvider( 'shipping' ) ).toBeNull();
	} );

	it( 'when a provider’s canSearch throws › passes over it and logs why', async () => {
		const data = createTestRegistry();
		const broken = registry.getAddressAutocompleteProviders();
		// Written directly, as code written for WooCommerce's global may do.
		broken.callejero = {
			...spanishProvider(),
			canSearch: () => {
				throw new Error( 'sin conexión' );
			},
		};

		const provider = registry.updateActiveAddressAutocompleteProvider(
			checkoutActions( data ),
			'shipping',
			'ES'
		);

		expect( provider?.id ).toBe( 'mundial' );
		await waitFor( () =>
			expect( errors ).toHaveBeenCalledWith(
				'The address autocomplete provider "callejero" failed in canSearch; it is treated as having no answer.',
				expect.any( Error )
			)
		);
	} );
} );

describe( 'given a search', () => {
	it( 'when fewer than 3 characters are typed › does not ask the provider', async () => {
		const provider = spanishProvider();

		await expect(
			registry.searchAddressSuggestions( provider, ' Ca ', 'ES', 'shipping' )
		).resolves.toEqual( [] );
		expect( provider.search ).not.toHaveBeenCalled();
	} );

	it( 'asks with the text, country and address type, and keeps at most 5 suggestions', async () => {
		const provider = spanishProvider();

		const suggestions = await registry.searchAddressSuggestions(
			provider,
			'Calle de Alc',
			'ES',
			'billing'
		);

		expect( provider.search ).toHaveBeenCalledWith( 'Calle de Alc', 'ES', 'billing' );
		expect( suggestions.map( ( suggestion ) => suggestion.id ) ).toEqual( [
			'alcala-50',
			'alcala-51',
			'alcala-52',
			'alcala-53',
			'alcala-54',
		] );
		expect( suggestions[ 0 ]?.matchedSubstrings ).toEqual( [ { offset: 0, length: 14 } ] );
	} );

	it( 'drops malformed suggestions and highlights outside the label', async () => {
		const provider = spanishProvider( {
			search: async () =>
				[
					{
						id: 'a',
						label: 'Gran Vía 1',
						matchedSubstrings: [
							{ offset: 5, length: 20 },
							{ offset: 0, length: 4 },
							'x',
						],
					},
					{ id: 7, label: 'Sin id de texto' },
					{ label: 'Sin id' },
				] as unknown as AddressAutocompleteSuggestion[],
		} );

		await expect(
			registry.searchAddressSuggestions( provider, 'Gran', 'ES', 'shipping' )
		).resolves.toEqual( [
			{ id: 'a', label: 'Gran Vía 1', matchedSubstrings: [ { offset: 0, length: 4 } ] },
		] );
	} );

	it( 'when the provider rejects or answers with something else › gives no suggestions and logs why', async () => {
		const failing = spanishProvider( {
			search: async () => {
				throw new Error( 'HTTP 500' );
			},
		} );
		const odd = spanishProvider( {
			search: async () => ( { results: [] } ) as unknown as AddressAutocompleteSuggestion[],
		} );

		await expect(
			registry.searchAddressSuggestions( failing, 'Gran', 'ES', 'shipping' )
		).resolves.toEqual( [] );
		await expect(
			registry.searchAddressSuggestions( odd, 'Gran', 'ES', 'shipping' )
		).resolves.toEqual( [] );
		expect( errors ).toHaveBeenCalledWith(
			'The address autocomplete provider "callejero" failed in search; it is treated as having no answer.',
			expect.any( Error )
		);
		expect( errors ).toHaveBeenCalledWith(
			'The search of the address autocomplete provider "callejero" must resolve to a list of suggestions, received an object.'
		);
	} );
} );

describe( 'given a selected suggestion', () => {
	it( 'gives the address fields the provider may fill, as text', async () => {
		const provider = spanishProvider( {
			select: jest.fn(
				async () =>
					( {
						address_1: 'Calle de Alcalá 50',
						city: 'Madrid',
						state: 'M',
						postcode: '28014',
						country: 'ES',
						first_name: 'No es de la dirección',
						phone: 600000000,
					} ) as never
			),
		} );

		await expect(
			registry.selectAddressSuggestion( provider, 'alcala-50', 'ES', 'shipping' )
		).resolves.toEqual( {
			address_1: 'Calle de Alcalá 50',
			city: 'Madrid',
			state: 'M',
			postcode: '28014',
			country: 'ES',
		} );
		expect( provider.select ).toHaveBeenCalledWith( 'alcala-50', 'ES', 'shipping' );
	} );

	it( 'when the provider has no address or fails › gives none', async () => {
		const empty = spanishProvider( { select: async () => null } );
		const failing = spanishProvider( {
			select: () => {
				throw new Error( 'caducado' );
			},
		} );

		await expect(
			registry.selectAddressSuggestion( empty, 'x', 'ES', 'billing' )
		).resolves.toBeNull();
		await expect(
			registry.selectAddressSuggestion( failing, 'x', 'ES', 'billing' )
		).resolves.toBeNull();
		expect( errors ).toHaveBeenCalledWith(
			'The address autocomplete provider "callejero" failed in select; it is treated as having no answer.',
			expect.any( Error )
		);
	} );
} );

describe( 'given WooCommerce’s global API (window.wc.addressAutocomplete)', () => {
	it( 'has WooCommerce’s members', () => {
		expect( Object.keys( registry.addressAutocompleteApi ).sort() ).toEqual(
			[
				'providers',
				'activeProvider',
				'serverProviders',
				'registerAddressAutocompleteProvider',
				'getServerProvider',
				'getProviders',
				'getActiveProvider',
				'setActiveProvider',
				'isBlocksContext',
			].sort()
		);
	} );

	it( 'shows the registry’s live state', () => {
		const api = registry.addressAutocompleteApi;
		const provider = spanishProvider();

		expect( api.registerAddressAutocompleteProvider( provider ) ).toBe( true );
		expect( api.providers.callejero ).toBe( provider );
		expect( api.getProviders() ).toBe( api.providers );
		expect( api.serverProviders ).toEqual( SERVER_PROVIDERS );
		expect( api.getServerProvider( 'callejero' )?.branding_html ).toBe(
			'<span>Callejero</span>'
		);

		api.setActiveProvider( 'billing', provider );
		expect( api.getActiveProvider( 'billing' ) ).toBe( provider );
		expect( registry.getActiveAddressAutocompleteProvider( 'billing' ) ).toBe( provider );
		expect( api.isBlocksContext() ).toBe( true );
	} );
} );
