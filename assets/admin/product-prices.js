/**
 * Professional prices in wp-admin (no build step; jQuery as WooCommerce's own admin scripts).
 * - Product edit screen: warns while typing when the professional sale price is above the
 *   professional price (WooCommerce's error tip), as WooCommerce does for its own sale price.
 *   The server validates again on save (includes/Admin/ProductPriceFields.php).
 * - Products list quick edit: fills the professional price inputs from the row's hidden data, shows
 *   them for simple and external products only, and refuses to save invalid values.
 */
/* global jQuery, cosmeticsProductPrices, inlineEditPost, woocommerce_admin */
( function ( $, settings ) {
	'use strict';
	if ( ! $ || ! settings ) {
		return;
	}
	var messages = settings.messages;
	var PATTERN = /^\d{1,9}(?:[.,]\d{1,6})?$/;

	/** '' for none, a number, or NaN when invalid (the server's rule). */
	function parse( value ) {
		var text = String( value || '' ).replace( /[\u00a0\u202f]/g, ' ' ).trim();
		if ( text === '' ) {
			return '';
		}
		return PATTERN.test( text ) ? parseFloat( text.replace( ',', '.' ) ) : NaN;
	}

	/** The message for a pair of typed values, or '' when they are fine. */
	function problem( priceValue, saleValue ) {
		var price = parse( priceValue );
		var sale = parse( saleValue );
		if ( Number.isNaN( price ) ) {
			return messages.invalidPrice;
		}
		if ( Number.isNaN( sale ) ) {
			return messages.invalidSale;
		}
		if ( sale !== '' && price === '' ) {
			return messages.saleWithoutPrice;
		}
		if ( sale !== '' && sale > price ) {
			return messages.saleAbovePrice;
		}
		return '';
	}

	// Product edit screen -------------------------------------------------------------------------
	if ( window.woocommerce_admin ) {
		woocommerce_admin.cosmetics_professional_price_error = '';
	}
	function pairOf( input ) {
		var name = input.attr( 'name' ) || '';
		var match = name.match( /^variable_professional_(?:sale_)?price\[(\d+)\]$/ );
		if ( match ) {
			return {
				price: $( 'input[name="variable_professional_price[' + match[ 1 ] + ']"]' ),
				sale: $( 'input[name="variable_professional_sale_price[' + match[ 1 ] + ']"]' ),
			};
		}
		return { price: $( '#_professional_price' ), sale: $( '#_professional_sale_price' ) };
	}
	$( document.body ).on( 'input change', 'input.cosmetics-professional-price', function () {
		var pair = pairOf( $( this ) );
		var message = problem( pair.price.val(), pair.sale.val() );
		var target = message === messages.invalidPrice ? pair.price : pair.sale;
		$( document.body ).triggerHandler( 'wc_remove_error_tip', [ pair.price, 'cosmetics_professional_price_error' ] );
		$( document.body ).triggerHandler( 'wc_remove_error_tip', [ pair.sale, 'cosmetics_professional_price_error' ] );
		if ( message && window.woocommerce_admin ) {
			woocommerce_admin.cosmetics_professional_price_error = message;
			target.parent().find( '.wc_error_tip' ).remove();
			$( document.body ).triggerHandler( 'wc_add_error_tip', [ target, 'cosmetics_professional_price_error' ] );
		}
		pair.price.add( pair.sale ).attr( 'aria-invalid', message ? 'true' : null );
	} );

	// Quick edit ----------------------------------------------------------------------------------
	if ( typeof inlineEditPost === 'undefined' ) {
		return;
	}
	/** The open quick-edit row (WordPress marks it .inline-editor). */
	var row = function () {
		return $( 'tr.inline-edit-row.inline-editor' );
	};
	$( '#the-list' ).on( 'click', '.editinline', function () {
		var id = ( $( this ).closest( 'tr' ).attr( 'id' ) || '' ).replace( 'post-', '' );
		var data = $( '#post-' + id + ' .cosmetics-professional-inline' );
		// WooCommerce's own handler runs first and opens the row; fill ours after it.
		window.setTimeout( function () {
			var fields = $( '.cosmetics-professional-quick-edit', row() );
			fields.toggle( data.length > 0 );
			$( 'input[name="_professional_price"]', fields ).val( data.attr( 'data-price' ) || '' );
			$( 'input[name="_professional_sale_price"]', fields ).val( data.attr( 'data-sale' ) || '' );
		}, 0 );
	} );

	var save = inlineEditPost.save;
	inlineEditPost.save = function () {
		var fields = $( '.cosmetics-professional-quick-edit', row() );
		if ( fields.length && fields.css( 'display' ) !== 'none' ) {
			var message = problem( $( 'input[name="_professional_price"]', fields ).val(), $( 'input[name="_professional_sale_price"]', fields ).val() );
			if ( message ) {
				var notice = $( '.inline-edit-save .notice-error', row() );
				notice.removeClass( 'hidden' ).find( '.error' ).text( message );
				if ( window.wp && wp.a11y ) {
					wp.a11y.speak( message );
				}
				return false;
			}
		}
		return save.apply( this, arguments );
	};
} )( window.jQuery, window.cosmeticsProductPrices );
