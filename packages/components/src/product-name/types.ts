/** Types of the ProductName's props. */

import type { MouseEvent } from 'react';

/**
 * Props of {@link ProductName}.
 *
 * @example
 * const props: ProductNameProps = { name: item.name, permalink: item.permalink };
 */
export interface ProductNameProps {
	/** Product name as the server sends it (HTML entities are decoded). */
	name: string;
	/** Link to the product page; without it the name is plain text. @default undefined */
	permalink?: string;
	/** Renders plain text even with a permalink (editor previews). @default false */
	disabled?: boolean;
	/** Called when the link is followed. @default undefined */
	onClick?: ( event: MouseEvent< HTMLAnchorElement > ) => void;
	/** `rel` of the link. @default undefined */
	rel?: string;
	/** Extra class names. @default undefined */
	className?: string;
}
