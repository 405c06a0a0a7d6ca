/** Types of a product image as the Store API sends it. */

/** A product image as the Store API describes it. */
export interface ImageResponse {
	id: number;
	/** Full-size URL. */
	src: string;
	/** Thumbnail URL. */
	thumbnail: string;
	/** Responsive `srcset`. */
	srcset: string;
	/** Responsive `sizes`. */
	sizes: string;
	name: string;
	alt: string;
}
