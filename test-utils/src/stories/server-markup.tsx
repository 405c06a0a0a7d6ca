/** ServerMarkup: a block's server markup in a story, mounted (`mountBlocks`) and enhanced as its page would. */

import { useEffect, useRef } from '@wordpress/element';

import { mountBlocks } from '@cesta/blocks-shared';

/**
 * Props of {@link ServerMarkup}.
 *
 * @example
 * const props: ServerMarkupProps = { markup: renderCartBlockMarkup() };
 */
export interface ServerMarkupProps {
	/** What the server prints (a block's markup writer's output). */
	markup: string;
	/**
	 * What the page's script does to React-free markup (an `enhance…`
	 * function); returns how to stop it. Keep it the same function between
	 * renders (define it outside the story), or the markup is printed again.
	 */
	enhance?: ( root: HTMLElement ) => ( () => void ) | void;
}

/**
 * Prints `markup` as the server would, then does what the shop's page
 * scripts do: `mountBlocks` on it (registered blocks render with React, in
 * the page's stores) and `enhance` for React-free blocks. Printed again when
 * the markup changes (the language switched); unmounted and stopped when
 * the story goes.
 *
 * @example
 * registerCartBlock();
 * export const Filled = { render: () => <ServerMarkup markup={ renderCartBlockMarkup() } /> };
 */
export function ServerMarkup( { markup, enhance }: ServerMarkupProps ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const host = ref.current!;
		host.innerHTML = markup;
		const mounted = mountBlocks( host );
		const stop = enhance?.( host );
		return () => {
			stop?.();
			// A React root must not be unmounted while another one is committing.
			queueMicrotask( () => mounted.forEach( ( block ) => block.unmount() ) );
		};
	}, [ markup, enhance ] );
	return <div ref={ ref } />;
}
