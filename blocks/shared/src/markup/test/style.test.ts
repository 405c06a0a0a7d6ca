/** Tests of parsing style attributes into React style objects. */

import { parseStyleAttribute } from '../style';

describe( 'parseStyleAttribute', () => {
	it( 'given declarations › gives React style keys', () => {
		expect(
			parseStyleAttribute(
				'background-color: #fff; margin-top:var(--wp--preset--spacing--20);--gap: 8px; -webkit-line-clamp: 2; -ms-flex: 1'
			)
		).toEqual( {
			backgroundColor: '#fff',
			marginTop: 'var(--wp--preset--spacing--20)',
			'--gap': '8px',
			WebkitLineClamp: '2',
			msFlex: '1',
		} );
	} );

	it( 'given a data URL with semicolons › keeps the value whole', () => {
		expect(
			parseStyleAttribute( "background-image: url('data:image/png;base64,AAA=');color:red" )
		).toEqual( {
			backgroundImage: "url('data:image/png;base64,AAA=')",
			color: 'red',
		} );
	} );

	it( 'given !important › keeps the declaration without it', () => {
		expect( parseStyleAttribute( 'display: none !important' ) ).toEqual( { display: 'none' } );
	} );

	it( 'given malformed declarations › skips them and keeps the valid ones', () => {
		expect( parseStyleAttribute( ';;color;: red; 0bad: 1; width: ; height: 2px' ) ).toEqual( {
			height: '2px',
		} );
	} );
} );
