/**
 * Every story of the package, rendered with its args as Storybook would
 * (without Storybook: `meta.component` with `{ ...meta.args, ...story.args }`,
 * or the story's own `render`), must show something, log no React warning,
 * and pass axe.
 */
import { join, relative } from 'node:path';
import { createElement } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import fg from 'fast-glob';

import { axe, installMatchMediaStub, installResizeObserver } from '@cesta/test-utils/dom';

installMatchMediaStub();
installResizeObserver();

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

it( 'finds a stories file for every component folder', () => {
	const folders = fg
		.sync( 'src/*/component.tsx', { cwd: ROOT } )
		.map( ( file ) => file.split( '/' )[ 1 ] );
	const storied = files.map( ( file ) => relative( ROOT, file ).split( '/' )[ 1 ] );
	expect( folders.filter( ( folder ) => ! storied.includes( folder ) ) ).toEqual( [] );
} );

describe.each( files.map( ( file ) => [ relative( ROOT, file ), file ] ) )(
	'%s',
	( _name, file ) => {
		const { default: meta, ...stories } = jest.requireActual< Record< string, unknown > >(
			file
		) as {
			default: StoryMeta;
		} & Record< string, Story >;

		it( 'has CSF meta: a title and a component', () => {
			expect( meta.title ).toMatch( /^Components\// );
			expect(
				typeof meta.component === 'function' || typeof meta.component === 'object'
			).toBe( true );
		} );

		it.each( Object.entries( stories ) )(
			'story %s renders, warns of nothing and passes axe',
			async ( _story, story ) => {
				const error = jest.spyOn( console, 'error' );
				const args = { ...meta.args, ...story.args };
				const { container } = render(
					<>
						{ story.render
							? story.render( args )
							: createElement( meta.component, args ) }
					</>
				);
				// Parts that download on demand (payment method icons) draw a moment later.
				await waitFor( () =>
					expect(
						document.body.textContent?.trim() ||
							container.querySelector( 'img, svg, [aria-hidden]' )
					).toBeTruthy()
				);
				expect( error ).not.toHaveBeenCalled();
				expect( await axe( document.body ) ).toHaveNoViolations();
				cleanup();
			}
		);
	}
);
