/** Stories of the Chip: plain, removable, removable but disabled. */

import { Chip, RemovableChip } from '.';

export default {
	title: 'Components/Chip',
	component: Chip,
	args: { text: 'DESCUENTO10', element: 'div' },
};

export const Plain = {};

export const Removable = {
	render: () => (
		<ul>
			<RemovableChip text="DESCUENTO10" onRemove={ () => undefined } />
		</ul>
	),
};

export const RemovableDisabled = {
	render: () => (
		<ul>
			<RemovableChip text="DESCUENTO10" disabled onRemove={ () => undefined } />
		</ul>
	),
};
