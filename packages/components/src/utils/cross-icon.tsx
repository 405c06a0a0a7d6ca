/** The cross glyph of the remove and dismiss buttons (chips, notice banners, snackbars). */

/**
 * A decorative cross (×) drawn in the current text colour, hidden from
 * assistive technology: the button around it carries the name.
 *
 * @example
 * <button type="button" aria-label={ __( 'Dismiss this notice', 'cesta' ) }>
 * 	<CrossIcon size={ 20 } />
 * </button>
 */
export function CrossIcon( { size }: { size: number } ) {
	return (
		<svg
			viewBox="0 0 24 24"
			width={ size }
			height={ size }
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M7 7l10 10M17 7L7 17"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
			/>
		</svg>
	);
}
