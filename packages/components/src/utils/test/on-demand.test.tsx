/** Tests of on-demand loading: one shared import, retry after failure, ready at once, unmount. */

import { render, screen } from '@testing-library/react';

import { createOnDemandLoader, useOnDemand } from '../on-demand';
import type { OnDemandLoader } from '../on-demand';

const offline = () => new Error( 'Failed to fetch dynamically imported module' );

function Probe( { loader }: { loader: OnDemandLoader< string > } ) {
	const state = useOnDemand( loader );
	return <p>{ state.status === 'ready' ? state.value : state.status }</p>;
}

describe( 'createOnDemandLoader', () => {
	it( 'given concurrent and later calls › imports once and keeps the value', async () => {
		const importer = jest.fn( async () => 'formulario' );
		const loader = createOnDemandLoader( importer );
		expect( loader.loaded() ).toBeUndefined();

		await expect( Promise.all( [ loader.load(), loader.load() ] ) ).resolves.toEqual( [
			'formulario',
			'formulario',
		] );
		await loader.load();

		expect( importer ).toHaveBeenCalledTimes( 1 );
		expect( loader.loaded() ).toBe( 'formulario' );
	} );

	it( 'given a failed import › rejects with its error, and the next call tries again', async () => {
		const error = offline();
		const importer = jest
			.fn< Promise< string >, [] >()
			.mockRejectedValueOnce( error )
			.mockResolvedValue( 'formulario' );
		const loader = createOnDemandLoader( importer );

		await expect( loader.load() ).rejects.toBe( error );
		expect( loader.loaded() ).toBeUndefined();
		await expect( loader.load() ).resolves.toBe( 'formulario' );
		expect( importer ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'useOnDemand', () => {
	it( 'given nothing loaded › is loading on mount, then ready with the value', async () => {
		render( <Probe loader={ createOnDemandLoader( async () => 'formulario' ) } /> );

		expect( screen.getByText( 'loading' ) ).toBeInTheDocument();
		expect( await screen.findByText( 'formulario' ) ).toBeInTheDocument();
	} );

	it( 'given a value loaded before › is ready on the first render', async () => {
		const loader = createOnDemandLoader( async () => 'formulario' );
		await loader.load();

		render( <Probe loader={ loader } /> );

		expect( screen.getByText( 'formulario' ) ).toBeInTheDocument();
	} );

	it( 'given a failing load › reports failed; mounting again retries and succeeds', async () => {
		const importer = jest
			.fn< Promise< string >, [] >()
			.mockRejectedValueOnce( offline() )
			.mockResolvedValue( 'formulario' );
		const loader = createOnDemandLoader( importer );

		const first = render( <Probe loader={ loader } /> );
		expect( await screen.findByText( 'failed' ) ).toBeInTheDocument();
		first.unmount();

		render( <Probe loader={ loader } /> );
		expect( await screen.findByText( 'formulario' ) ).toBeInTheDocument();
		expect( importer ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'given the component unmounts while loading › does not update it afterwards', async () => {
		let resolve: ( value: string ) => void = () => undefined;
		const loader = createOnDemandLoader(
			() => new Promise< string >( ( done ) => ( resolve = done ) )
		);
		const errors = jest.spyOn( console, 'error' );

		render( <Probe loader={ loader } /> ).unmount();
		resolve( 'formulario' );
		await loader.load();

		expect( errors ).not.toHaveBeenCalled();
	} );
} );
