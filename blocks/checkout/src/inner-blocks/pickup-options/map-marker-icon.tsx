/** A map pin before a pickup location's address, decorative. */

/**
 * A map pin (decorative: the address beside it says where).
 *
 * @example
 * <MapMarkerIcon />
 */
export function MapMarkerIcon() {
	return (
		<svg
			viewBox="0 0 24 24"
			width="18"
			height="18"
			aria-hidden="true"
			focusable="false"
			className="wc-block-components-local-pickup-select__marker"
		>
			<path
				fill="currentColor"
				d="M12 2.5a7 7 0 0 0-7 7c0 5 7 12 7 12s7-7 7-12a7 7 0 0 0-7-7Zm0 1.5a5.5 5.5 0 0 1 5.5 5.5c0 3.4-4.1 8.2-5.5 9.8-1.4-1.6-5.5-6.4-5.5-9.8A5.5 5.5 0 0 1 12 4Zm0 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
			/>
		</svg>
	);
}
