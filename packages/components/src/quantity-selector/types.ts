/** Types of the QuantitySelector's props. */

/**
 * Props of {@link QuantitySelector}.
 *
 * @example
 * const props: QuantitySelectorProps = {
 * 	quantity: item.quantity, itemName: item.name,
 * 	minimum: item.quantity_limits.minimum, maximum: item.quantity_limits.maximum,
 * 	step: item.quantity_limits.multiple_of, editable: item.quantity_limits.editable,
 * 	onChange: ( quantity ) => setItemQuantity( item.key, quantity ),
 * };
 */
export interface QuantitySelectorProps {
	/** The quantity now in the cart. */
	quantity: number;
	/** Called once per committed change, with the clamped, snapped quantity; never for an unchanged one. */
	onChange: ( quantity: number ) => void;
	/** Product name, used in the accessible names ("Increase quantity of …"). */
	itemName: string;
	/** Smallest quantity. @default 1 */
	minimum?: number;
	/** Largest quantity. @default 99 */
	maximum?: number;
	/** Quantities are multiples of this (`multiple_of`); plus and minus move by it. @default 1 */
	step?: number;
	/** Whether the shopper may change the quantity (`quantity_limits.editable`). @default true */
	editable?: boolean;
	/** Disables the whole control (e.g. while the line updates). @default false */
	disabled?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
