/** The error boundary that swaps a crashing block for the error panel, so the rest of the page lives on. */

import { Component } from '@wordpress/element';
import type { ErrorInfo, ReactNode } from 'react';

import { unexpectedErrorInMessage } from '../messages';
import { BlockError } from './block-error';
import { describeThrown } from './describe-thrown';
import type { BlockErrorBoundaryProps } from './types';

interface BlockErrorBoundaryState {
	hasError: boolean;
	thrown: unknown;
}

/**
 * Keeps a crashing block from taking the page down: renders `children`, and
 * once one of them throws (while rendering, in an effect, or when a lazy
 * block fails to load) shows the error panel instead. Only administrators
 * should get `showErrorMessage`; everyone else sees the generic text.
 *
 * @example
 * <BlockErrorBoundary blockName="acme/gift-note" showErrorMessage={ isAdmin() }>
 * 	<GiftNote />
 * </BlockErrorBoundary>
 */
export class BlockErrorBoundary extends Component<
	BlockErrorBoundaryProps,
	BlockErrorBoundaryState
> {
	override state: BlockErrorBoundaryState = { hasError: false, thrown: undefined };

	static getDerivedStateFromError( thrown: unknown ): BlockErrorBoundaryState {
		return { hasError: true, thrown };
	}

	override componentDidCatch( error: unknown, info: ErrorInfo ): void {
		this.props.onError?.( error, info );
	}

	override render(): ReactNode {
		const { blockName, showErrorMessage = false, header, text, button, children } = this.props;
		if ( ! this.state.hasError ) {
			return children;
		}
		return (
			<BlockError
				header={ header }
				text={ text ?? ( blockName ? unexpectedErrorInMessage( blockName ) : undefined ) }
				errorMessage={ showErrorMessage ? describeThrown( this.state.thrown ) : undefined }
				button={ button }
			/>
		);
	}
}
