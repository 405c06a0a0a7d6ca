// The parts of @wordpress/block-editor (which ships no type declarations)
// the demo's editor playground uses beyond those in types/, as its
// documentation describes them. Merged with that declaration.
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const BlockSelectionClearer: ComponentType< { children?: ReactNode } >;
	export const BlockToolbar: ComponentType< { hideDragHandle?: boolean } >;
	export const BlockBreadcrumb: ComponentType< { rootLabelText?: string } >;
	export const BlockEditorKeyboardShortcuts: ComponentType & { Register: ComponentType };
	export const __experimentalListView: ComponentType< { description?: string } >;
}
