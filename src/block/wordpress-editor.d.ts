/**
 * The few editor APIs the block placeholder uses. At runtime they are WordPress's own scripts
 * (wp-blocks, wp-block-editor, wp-components, wp-data via dependency extraction), so the packages are
 * not installed; these declarations type exactly what src/block/index.tsx calls.
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
	import type { ComponentType, CSSProperties, ReactNode } from 'react';
	export const Placeholder: ComponentType< { icon?: string; label?: string; instructions?: string; children?: ReactNode } >;
	export const Notice: ComponentType< {
		status?: 'success' | 'warning' | 'info' | 'error';
		isDismissible?: boolean;
		spokenMessage?: string;
		children?: ReactNode;
	} >;
	export const Button: ComponentType< {
		variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
		onClick?: () => void;
		disabled?: boolean;
		isBusy?: boolean;
		style?: CSSProperties;
		'aria-describedby'?: string;
		children?: ReactNode;
	} >;
}

declare module '@wordpress/data' {
	/** The parts of the core/editor store the block reads. */
	interface EditorSelectors {
		getCurrentPostType(): unknown;
		getCurrentPostId(): unknown;
		getCurrentPost(): Record< string, unknown >;
		getEditedPostAttribute( attribute: string ): unknown;
	}
	interface EditorActions {
		editPost( edits: Record< string, unknown > ): void;
	}
	export function useSelect< T >( mapSelect: ( select: ( store: 'core/editor' ) => EditorSelectors ) => T, deps: unknown[] ): T;
	export function useDispatch( store: 'core/editor' ): EditorActions;
}
