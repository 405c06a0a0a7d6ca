/** The first line of text of the comment that opens `source`, or `null`. */
export function purposeOf( source: string ): string | null;
/** The source files under `root` that do not open with their purpose. */
export function filesWithoutPurpose( root: string ): string[];
/** The files that must open with their purpose. */
export const SOURCE_GLOBS: string[];
