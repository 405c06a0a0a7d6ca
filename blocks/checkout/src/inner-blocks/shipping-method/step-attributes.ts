/** The attributes every shipping step block reads (WooCommerce's form-step attributes, defined in its block.json). */

/**
 * The attributes of a checkout step as a block reads them.
 *
 * @example
 * const { title, description } = useInnerBlockAttributes< StepAttributes >( metadata, props );
 */
export type StepAttributes = {
	/** The step's heading; `''` for the block's own, translated. */
	title: string;
	/** The text under the heading; empty for none. */
	description: string;
	/** WooCommerce keeps it; the Checkout block's `showFormStepNumbers` decides. */
	showStepNumber: boolean;
	/** Class names the merchant added. */
	className: string;
};
