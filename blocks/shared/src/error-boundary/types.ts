/** Types of the block error boundary and of the error panel's props. */

import type { ErrorInfo, ReactNode } from 'react';

/**
 * The props of `BlockErrorBoundary`.
 *
 * @example
 * const props: BlockErrorBoundaryProps = { blockName: 'acme/gift-note', showErrorMessage: isAdmin(), children: <GiftNote /> };
 */
export interface BlockErrorBoundaryProps {
	/** The block inside; when given (and `text` is not), the panel says "Unexpected error in: {blockName}". */
	blockName?: string;
	/** Show the error itself ("Error: …"); only administrators should. @default false */
	showErrorMessage?: boolean;
	/** The panel's heading. @default 'Oops!' */
	header?: ReactNode;
	/** The panel's text. @default 'There was an error loading the content.' */
	text?: ReactNode;
	/** An action under the text, e.g. a reload button. */
	button?: ReactNode;
	/** Called with every error caught, e.g. to report it. */
	onError?: ( error: unknown, info: ErrorInfo ) => void;
	children?: ReactNode;
}

/**
 * The props of `BlockError`, the panel a crashed block shows.
 *
 * @example
 * <BlockError header="Oops!" text="There was an error loading the content." />
 */
export interface BlockErrorProps {
	header?: ReactNode;
	text?: ReactNode;
	/** What went wrong, shown after "Error:"; leave out for shoppers. */
	errorMessage?: ReactNode;
	button?: ReactNode;
}
