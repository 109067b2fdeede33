/**
 * The few editor APIs the block placeholder uses. At runtime they are WordPress's own scripts
 * (wp-blocks, wp-block-editor, wp-components via dependency extraction), so the packages are not
 * installed; these declarations type exactly what src/block/index.tsx calls.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';
	export function registerBlockType(
		name: string,
		settings: { edit: ComponentType; save: () => null }
	): unknown;
}

declare module '@wordpress/block-editor' {
	export function useBlockProps(): Record< string, unknown >;
}

declare module '@wordpress/components' {
	import type { ComponentType } from 'react';
	export const Placeholder: ComponentType< { icon?: string; label?: string; instructions?: string } >;
}
