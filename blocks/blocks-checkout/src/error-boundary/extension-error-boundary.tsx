/** The error boundary around plugin code (payment methods, fills, plugins), and the message of what it threw. */

import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Props of {@link ExtensionErrorBoundary}.
 *
 * @example
 * const props: ExtensionErrorBoundaryProps = { renderError: () => null, children: <Fill /> };
 */
export interface ExtensionErrorBoundaryProps {
	/** What to show instead of the crashed children; gets what they threw. */
	renderError: ( thrown: unknown ) => ReactNode;
	children?: ReactNode;
}

interface ExtensionErrorBoundaryState {
	hasError: boolean;
	thrown: unknown;
}

/**
 * Keeps code written by a plugin (a payment method, a slot fill, a plugin's
 * render) from breaking the block around it: once the children throw while
 * rendering, `renderError` is shown instead and the error is logged.
 *
 * @example
 * <ExtensionErrorBoundary renderError={ () => null }>{ fill }</ExtensionErrorBoundary>
 */
export class ExtensionErrorBoundary extends Component<
	ExtensionErrorBoundaryProps,
	ExtensionErrorBoundaryState
> {
	override state: ExtensionErrorBoundaryState = { hasError: false, thrown: undefined };

	static getDerivedStateFromError( thrown: unknown ): ExtensionErrorBoundaryState {
		return { hasError: true, thrown };
	}

	override componentDidCatch( thrown: unknown ): void {
		// React logs it in development only; the shop's developers need it in production too.
		console.error( thrown );
	}

	override render(): ReactNode {
		return this.state.hasError
			? this.props.renderError( this.state.thrown )
			: this.props.children;
	}
}

/**
 * The message of something thrown, or `''` when it has none.
 *
 * @example
 * thrownMessage( new Error( 'No API key' ) ); // 'No API key'
 */
export function thrownMessage( thrown: unknown ): string {
	if ( thrown instanceof Error ) {
		return thrown.message;
	}
	return typeof thrown === 'string' ? thrown : '';
}
