/**
 * Every story of the package, rendered with its args as Storybook would
 * (`meta.component` with `{ ...meta.args, ...story.args }`, or the story's
 * own `render`), must show something, log no React warning (the crashes the
 * error stories show on purpose are logged, which is expected) and pass axe.
 */
import { join, relative } from 'node:path';
import { createElement } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import fg from 'fast-glob';

import { axe } from '@cesta/test-utils/dom';

interface StoryMeta {
	title: string;
	component: ComponentType< Record< string, unknown > >;
	args?: Record< string, unknown >;
}

interface Story {
	args?: Record< string, unknown >;
	render?: ( args: Record< string, unknown > ) => ReactNode;
}

const ROOT = join( __dirname, '../..' );
const files = fg.sync( 'src/**/*.stories.tsx', { cwd: ROOT, absolute: true } ).sort();

it( 'finds the stories of the package', () => {
	expect( files.map( ( file ) => relative( ROOT, file ) ) ).toEqual( [
		'src/error-boundary/block-error.stories.tsx',
		'src/mount/mount-blocks.stories.tsx',
	] );
} );

describe.each( files.map( ( file ) => [ relative( ROOT, file ), file ] ) )(
	'%s',
	( _name, file ) => {
		const { default: meta, ...stories } = jest.requireActual< Record< string, unknown > >(
			file
		) as { default: StoryMeta } & Record< string, Story >;

		it( 'has CSF meta: a Blocks/Shared title and a component', () => {
			expect( meta.title ).toMatch( /^Blocks\/Shared\// );
			expect( typeof meta.component ).toBe( 'function' );
		} );

		it.each( Object.entries( stories ) )(
			'story %s renders, warns of nothing and passes axe',
			async ( _story, story ) => {
				const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
				const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
				const args = { ...meta.args, ...story.args };
				await act( async () => {
					render(
						<>
							{ story.render
								? story.render( args )
								: createElement( meta.component, args ) }
						</>
					);
				} );
				expect( document.body.textContent?.trim() ).toBeTruthy();
				const reactWarnings = error.mock.calls.filter( ( [ message ] ) =>
					String( message ).startsWith( 'Warning:' )
				);
				expect( reactWarnings ).toEqual( [] );
				expect( await axe( document.body ) ).toHaveNoViolations();
				act( () => cleanup() );
				expect(
					warn.mock.calls.every( ( [ message ] ) =>
						String( message ).includes( 'storybook/unknown' )
					)
				).toBe( true );
			}
		);
	}
);
