/** Types of the editor preview data. */

/**
 * A payment method as the editor preview lists it.
 *
 * @example
 * const method: PreviewPaymentMethod = { id: 'cod', title: 'Contra reembolso', description: '…' };
 */
export interface PreviewPaymentMethod {
	id: string;
	title: string;
	description: string;
}
