/** importWithout proves at run time that an entry loads none of the packages named. */
import { importWithout, REACT_AND_STORE_PACKAGES } from '../module-graph';

describe( 'importWithout', () => {
	it( 'given an entry that loads React › rejects, naming it', async () => {
		await expect( importWithout( [ 'react' ], () => import( '../render' ) ) ).rejects.toThrow(
			'the entry loaded react'
		);
	} );

	it( 'given an entry free of React and the stores › resolves to its exports', async () => {
		const { waitUntil } = await importWithout(
			REACT_AND_STORE_PACKAGES,
			() => import( '../wait' )
		);
		expect( typeof waitUntil ).toBe( 'function' );
	} );
} );
