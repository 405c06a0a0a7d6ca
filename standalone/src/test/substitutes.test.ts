/**
 * The vendor bundle's stand-ins for two dependencies of WordPress packages
 * behave as the originals do where those packages use them.
 */
import { installIdleCallback } from '../substitutes/idle-callback';
import mediaUploadMiddleware from '../substitutes/media-upload';
import { pascalCase } from '../substitutes/pascal-case';

describe( 'the idle-callback stand-in', () => {
	const bareWindow = () =>
		( {
			setTimeout: ( callback: () => void, ms: number ) => setTimeout( callback, ms ),
			clearTimeout: ( handle: number ) => clearTimeout( handle ),
		} ) as unknown as Window & typeof globalThis;

	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'given a browser without requestIdleCallback › runs the callback in a later task with time to spare, not timed out', () => {
		const target = bareWindow();
		installIdleCallback( target );
		const callback = jest.fn( ( deadline: IdleDeadline ) => ( {
			didTimeout: deadline.didTimeout,
			remaining: deadline.timeRemaining(),
		} ) );

		target.requestIdleCallback( callback );
		expect( callback ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );

		expect( callback ).toHaveBeenCalledTimes( 1 );
		expect( callback.mock.results[ 0 ].value ).toEqual( { didTimeout: false, remaining: 12 } );
	} );

	it( 'given a scheduled callback › cancelIdleCallback keeps it from running', () => {
		const target = bareWindow();
		installIdleCallback( target );
		const callback = jest.fn();

		target.cancelIdleCallback( target.requestIdleCallback( callback ) );
		jest.advanceTimersByTime( 50 );

		expect( callback ).not.toHaveBeenCalled();
	} );

	it( 'given a browser with requestIdleCallback › keeps the browser’s own', () => {
		const own = jest.fn();
		const target = { ...bareWindow(), requestIdleCallback: own } as unknown as Window &
			typeof globalThis;
		installIdleCallback( target );

		expect( target.requestIdleCallback ).toBe( own );
	} );
} );

describe( 'the pascalCase stand-in', () => {
	it.each( [
		[ 'withSelect', 'WithSelect' ],
		[ 'with-select', 'WithSelect' ],
		[ 'ifCondition', 'IfCondition' ],
		[ 'pure', 'Pure' ],
		[ 'withInstanceId', 'WithInstanceId' ],
		[ 'XMLHttpRequest', 'XmlHttpRequest' ],
		[ 'version 2 test', 'Version_2Test' ],
		[ 'foo_bar', 'FooBar' ],
		[ 'with2Things', 'With2Things' ],
		[ 'ABC', 'Abc' ],
		[ '', '' ],
	] )( 'names %j as change-case 4 does: %j', ( input, expected ) => {
		expect( pascalCase( input ) ).toBe( expected );
	} );
} );

describe( 'the media-upload middleware stand-in', () => {
	it( 'given an upload to /wp/v2/media › passes the request on unchanged and gives back its answer', async () => {
		const options = { path: '/wp/v2/media', method: 'POST' };
		const next = jest.fn( () => Promise.resolve( { id: 7 } ) );

		await expect( mediaUploadMiddleware( options, next ) ).resolves.toEqual( { id: 7 } );
		expect( next ).toHaveBeenCalledWith( options );
	} );
} );
