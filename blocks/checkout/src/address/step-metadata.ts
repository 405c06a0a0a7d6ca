/** The attributes every checkout step of the contact and address blocks reads (WooCommerce's, defined in their block.json files). */

/**
 * The attributes a step block reads.
 *
 * @example
 * const { title, description, showStepNumber } = useInnerBlockAttributes< StepAttributes >( metadata, props );
 */
export type StepAttributes = {
	title: string;
	description: string;
	showStepNumber: boolean;
	className: string;
};
