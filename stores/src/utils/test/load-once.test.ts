/** Tests of loadOnce: concurrent calls load once; a failed load is retried by the next call. */

import { loadOnce } from '../load-once';

describe( 'loadOnce', () => {
	it( 'given several calls while loading › loads once and gives every caller the module', async () => {
		const load = jest.fn( () => Promise.resolve( { name: 'writes' } ) );
		const writes = loadOnce( load );

		expect( writes.loaded() ).toBeUndefined();
		const [ first, second ] = await Promise.all( [ writes(), writes() ] );

		expect( first ).toBe( second );
		expect( writes.loaded() ).toBe( first );
		await writes();
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'given a failed load (offline) › rejects, then the next call loads again', async () => {
		const load = jest
			.fn< Promise< string >, [] >()
			.mockRejectedValueOnce( new Error( 'Failed to fetch dynamically imported module' ) )
			.mockResolvedValueOnce( 'writes' );
		const writes = loadOnce( load );

		await expect( writes() ).rejects.toThrow( 'Failed to fetch dynamically imported module' );
		expect( writes.loaded() ).toBeUndefined();
		await expect( writes() ).resolves.toBe( 'writes' );
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );
