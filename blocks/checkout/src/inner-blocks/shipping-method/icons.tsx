/** The two pictures of the shipping method choice: a delivery van and a shop front, decorative. */

const iconProps = {
	viewBox: '0 0 24 24',
	width: 28,
	height: 28,
	'aria-hidden': true,
	focusable: false,
	className: 'wc-block-checkout__shipping-method-option-icon',
} as const;

/**
 * A delivery van, beside the delivery option's label.
 *
 * @example
 * <DeliveryIcon />
 */
export function DeliveryIcon() {
	return (
		<svg { ...iconProps }>
			<path
				fill="currentColor"
				d="M2 6.5A1.5 1.5 0 0 1 3.5 5h10A1.5 1.5 0 0 1 15 6.5V8h3.2a1.5 1.5 0 0 1 1.2.6l2.3 3.1c.2.3.3.6.3.9v3.9a1.5 1.5 0 0 1-1.5 1.5h-.6a2.8 2.8 0 0 1-5.4 0H9.5a2.8 2.8 0 0 1-5.4 0h-.6A1.5 1.5 0 0 1 2 16.5v-10Zm1.5 0v10h.8a2.8 2.8 0 0 1 5 0h4.2v-10h-10Zm11.5 3V15a2.8 2.8 0 0 1 4.7 1.5h.8v-3.6h-4.2v-1.5h3.4L18.2 9.5H15Zm-8.2 6.3a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Zm10.5 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z"
			/>
		</svg>
	);
}

/**
 * A shop front, beside the pickup option's label.
 *
 * @example
 * <PickupIcon />
 */
export function PickupIcon() {
	return (
		<svg { ...iconProps }>
			<path
				fill="currentColor"
				d="M4.6 4h14.8l1.9 5.1c.1.3.2.6.2.9a2.8 2.8 0 0 1-1.5 2.5V20H4v-7.5A2.8 2.8 0 0 1 2.5 10c0-.3.1-.6.2-.9L4.6 4Zm1 1.5L4.1 9.6a1.3 1.3 0 0 0 2.5.4l.3-4.5H5.6Zm2.8 0-.3 4.6a1.3 1.3 0 0 0 2.6 0V5.5H8.4Zm3.8 0v4.6a1.3 1.3 0 0 0 2.6 0l-.3-4.6h-2.3Zm3.8 0 .3 4.5a1.3 1.3 0 0 0 2.5-.4l-1.5-4.1H16ZM5.5 12.9v5.6h3v-4h7v4h3v-5.6a2.8 2.8 0 0 1-2.3-.8 2.8 2.8 0 0 1-3.7.3 2.8 2.8 0 0 1-3.7-.3 2.8 2.8 0 0 1-3.3.8Zm4.5 3.1v2.5h4V16h-4Z"
			/>
		</svg>
	);
}
