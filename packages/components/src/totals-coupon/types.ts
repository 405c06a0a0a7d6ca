/** Types of the TotalsCoupon's props. */

/**
 * Props of {@link TotalsCoupon}.
 *
 * @example
 * const props: TotalsCouponProps = {
 * 	onSubmit: ( code ) => applyCoupon( code ),
 * 	isLoading: isApplyingCoupon,
 * 	errorMessage: getValidationError( 'coupon' )?.message,
 * };
 */
export interface TotalsCouponProps {
	/**
	 * Applies the code; resolves `true` when it was applied (the input is
	 * cleared and the panel closes) or `false` when not (the input is focused
	 * again). A rejection shows its message under the input.
	 */
	onSubmit: ( code: string ) => Promise< boolean > | boolean;
	/** Masks the form while a coupon is being applied. @default false */
	isLoading?: boolean;
	/** Whether the panel starts open. @default false */
	initialOpen?: boolean;
	/** Error to show under the input (the coupon's validation error). @default undefined */
	errorMessage?: string;
	/** Called with the code as it is typed (e.g. to hide a stale error). @default undefined */
	onCodeChange?: ( code: string ) => void;
	/** Distinguishes the input's id when several coupon forms share a page. @default a generated id */
	instanceId?: string;
	/** Extra class names. @default undefined */
	className?: string;
}
