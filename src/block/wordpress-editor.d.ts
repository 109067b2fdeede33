/**
 * The few editor APIs the block uses. At run time they are WordPress's own scripts (wp-blocks,
 * wp-block-editor, wp-components, wp-data, wp-core-data via dependency extraction: the block's
 * asset.php lists them and nothing of them is bundled); these declarations type exactly what
 * src/block/ calls, the same on WordPress 6.5 and 7.0.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';
	export function registerBlockType(
		name: string,
		settings: { edit: ComponentType; save: () => null }
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactElement, ReactNode } from 'react';
	export function useBlockProps(): Record< string, unknown >;
	/** The block's settings sidebar (shown while the block is selected). */
	export const InspectorControls: ComponentType< { children?: ReactNode } >;
	/** What the media library hands back for a picked file. */
	export interface MediaItem {
		id: number;
	}
	export const MediaUpload: ComponentType< {
		onSelect: ( media: MediaItem | MediaItem[] ) => void;
		allowedTypes?: string[];
		multiple?: boolean | 'add';
		value?: number[];
		title?: string;
		render: ( props: { open: () => void } ) => ReactElement;
	} >;
	/** Renders its children only for users who may use the media library. */
	export const MediaUploadCheck: ComponentType< {
		children?: ReactNode;
		fallback?: ReactNode;
	} >;
}

declare module '@wordpress/components' {
	import type { ComponentType, CSSProperties, ReactNode } from 'react';
	export const Placeholder: ComponentType< {
		icon?: string;
		label?: string;
		instructions?: string;
		children?: ReactNode;
	} >;
	export const Notice: ComponentType< {
		status?: 'success' | 'warning' | 'info' | 'error';
		isDismissible?: boolean;
		spokenMessage?: string;
		className?: string;
		children?: ReactNode;
	} >;
	export const Button: ComponentType< {
		variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
		onClick?: () => void;
		disabled?: boolean;
		accessibleWhenDisabled?: boolean;
		isBusy?: boolean;
		isDestructive?: boolean;
		size?: 'default' | 'compact' | 'small';
		icon?: string;
		label?: string;
		className?: string;
		style?: CSSProperties;
		'aria-describedby'?: string;
		children?: ReactNode;
	} >;
	export const PanelBody: ComponentType< {
		title?: string;
		initialOpen?: boolean;
		className?: string;
		children?: ReactNode;
	} >;
	export const SelectControl: ComponentType< {
		label: string;
		value: string;
		options: Array< { value: string; label: string } >;
		onChange: ( value: string ) => void;
		help?: ReactNode;
		id?: string;
		__nextHasNoMarginBottom?: boolean;
		__next40pxDefaultSize?: boolean;
	} >;
	export const TextControl: ComponentType< {
		label: string;
		value: string;
		onChange: ( value: string ) => void;
		help?: ReactNode;
		maxLength?: number;
		__nextHasNoMarginBottom?: boolean;
		__next40pxDefaultSize?: boolean;
	} >;
	export const CheckboxControl: ComponentType< {
		label: string;
		checked: boolean;
		onChange: ( checked: boolean ) => void;
		__nextHasNoMarginBottom?: boolean;
	} >;
	export const Spinner: ComponentType< Record< string, never > >;
}

declare module '@wordpress/core-data' {
	/** The core data store (its entities: posts, media, taxonomies' terms, settings…). */
	export interface CoreStore {
		readonly name: 'core';
	}
	export const store: CoreStore;
	/** [edited value, setter, full value] of one property of an entity record (the record id: none). */
	export function useEntityProp< T >(
		kind: string,
		name: string,
		prop: string
	): [ T | undefined, ( value: T ) => void, unknown ];
}

declare module '@wordpress/data' {
	import type { CoreStore } from '@wordpress/core-data';
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
	/** The parts of the core store the block reads. */
	interface CoreSelectors {
		getEntityRecords(
			kind: string,
			name: string,
			query?: Record< string, unknown >
		): unknown[] | null;
		getEntityRecord(
			kind: string,
			name: string,
			key?: number | string
		): unknown;
		getEditedEntityRecord(
			kind: string,
			name: string,
			key?: number | string
		): unknown;
		getLastEntitySaveError(
			kind: string,
			name: string,
			key?: number | string
		): unknown;
		getLastEntityFetchError?(
			kind: string,
			name: string,
			key?: number | string
		): unknown;
		isSavingEntityRecord(
			kind: string,
			name: string,
			key?: number | string
		): boolean;
		hasFinishedResolution( selector: string, args: unknown[] ): boolean;
	}
	/** A core-data entity: records read from and saved to baseURL. */
	interface EntityConfig {
		kind: string;
		name: string;
		baseURL: string;
		label: string;
		getTitle?: () => string;
	}
	interface CoreActions {
		addEntities( entities: EntityConfig[] ): void;
	}
	interface Select {
		( store: 'core/editor' ): EditorSelectors;
		( store: CoreStore ): CoreSelectors;
	}
	export function useSelect< T >(
		mapSelect: ( select: Select ) => T,
		deps: unknown[]
	): T;
	export function useDispatch( store: 'core/editor' ): EditorActions;
	export function dispatch( store: CoreStore ): CoreActions;
	export function select( store: CoreStore ): CoreSelectors;
}
