/** Types of the Spinner's props. */

/**
 * Props of {@link Spinner}.
 *
 * @example
 * const props: SpinnerProps = { screenReaderLabel: 'Applying coupon…' };
 */
export interface SpinnerProps {
	/** Announced politely while the spinner shows; without it the spinner is decoration. @default undefined */
	screenReaderLabel?: string;
	/** Extra class names. @default undefined */
	className?: string;
}
