/**
 * Professional prices in wp-admin (no build step; jQuery as WooCommerce's own admin scripts).
 * - Product edit screen: warns while typing when the professional sale price is above the
 *   professional price (WooCommerce's error tip), as WooCommerce does for its own sale price.
 *   The server validates again on save (includes/Pricing/Admin/ProductPriceFields.php).
 * - Product edit screen: a professional price at or above the regular price is flagged while typing
 *   and, when saving (Opublikuj/Zaktualizuj, a variation's save), staff confirm it first.
 * - "Termin promocji profesjonalnej": the own dates show only when "Własne daty" is chosen.
 * - Products list quick edit: fills the professional price inputs from the row's hidden data, places
 *   them with WooCommerce's prices, shows them for simple and external products only, and refuses to
 *   save invalid values (confirms a professional price not below the regular price).
 * - Bulk edit: the value input shows for "Ustaw na" / "Zwiększ o" / "Zmniejsz o" only.
 * - Variations' bulk actions (Ceny profesjonalne): ask for the value (includes/Pricing/Admin/ProfessionalPriceBulkEdit.php).
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

	/** The warning for a professional price not below the regular price, or ''. */
	function notBelow( proValue, regularValue ) {
		var pro = parse( proValue );
		var regular = parse( regularValue );
		if ( pro === '' || regular === '' || Number.isNaN( pro ) || Number.isNaN( regular ) || pro < regular ) {
			return '';
		}
		return messages.notBelowRegular
			.replace( '%1$s', String( proValue ).trim() + ' ' + settings.currency )
			.replace( '%2$s', String( regularValue ).trim() + ' ' + settings.currency );
	}

	/** Shows (or clears) the warning under a professional price input. */
	function showNotBelow( proInput, regularInput ) {
		var text = regularInput.length ? notBelow( proInput.val(), regularInput.val() ) : '';
		var id = ( proInput.attr( 'id' ) || '' ) + '-warning';
		var note = $( document.getElementById( id ) );
		if ( ! text ) {
			note.remove();
			return;
		}
		if ( ! note.length ) {
			note = $( '<p class="cosmetics-professional-warning" role="status"></p>' ).attr( 'id', id );
			proInput.closest( 'p, .form-row' ).after( note );
		}
		note.text( text );
	}

	/** The regular price input that belongs to a professional price input. */
	function regularOf( proInput ) {
		var match = ( proInput.attr( 'name' ) || '' ).match( /^variable_professional_price\[(\d+)\]$/ );
		return match ? $( 'input[name="variable_regular_price[' + match[ 1 ] + ']"]' ) : $( '#_regular_price' );
	}

	/** Every professional price on the edit screen that is not below its regular price, as lines. */
	function notBelowLines() {
		var lines = [];
		var type = $( '#product-type' ).val();
		if ( type === 'simple' || type === 'external' ) {
			var pro = $( '#_professional_price' );
			if ( pro.length && notBelow( pro.val(), $( '#_regular_price' ).val() ) ) {
				lines.push( messages.thisProduct + ': ' + pro.val() + ' ' + settings.currency + ' ≥ ' + $( '#_regular_price' ).val() + ' ' + settings.currency );
			}
		}
		if ( type === 'variable' ) {
			$( 'input[name^="variable_professional_price["]' ).each( function () {
				var input = $( this );
				var regular = regularOf( input );
				if ( notBelow( input.val(), regular.val() ) ) {
					var number = input.closest( '.woocommerce_variation' ).find( 'h3 strong' ).first().text().trim();
					lines.push( ( number || messages.variation.replace( '%d', String( lines.length + 1 ) ) ) + ': ' + input.val() + ' ' + settings.currency + ' ≥ ' + regular.val() + ' ' + settings.currency );
				}
			} );
		}
		return lines;
	}

	/** Asks before saving prices that give professionals no discount; false = do not save. */
	function confirmNotBelow( lines ) {
		if ( ! lines.length ) {
			return true;
		}
		return window.confirm( messages.confirmNotBelow + '\n' + lines.join( '\n' ) + '\n\n' + messages.confirmSaveAnyway );
	}

	// Before WooCommerce's own handlers (capture phase): Opublikuj / Zaktualizuj / Zapisz szkic and a
	// variation's save.
	document.addEventListener(
		'click',
		function ( event ) {
			var target = event.target instanceof Element ? event.target.closest( '#publish, #save-post, button.save-variation-changes' ) : null;
			if ( ! target || ! document.getElementById( 'woocommerce-product-data' ) ) {
				return;
			}
			if ( ! confirmNotBelow( notBelowLines() ) ) {
				event.preventDefault();
				event.stopPropagation();
			}
		},
		true
	);

	$( document.body ).on( 'input change', '#_regular_price, input[name^="variable_regular_price["], #_professional_price, input[name^="variable_professional_price["]', function () {
		var input = $( this );
		var name = input.attr( 'name' ) || '';
		var pro = input;
		if ( name === '_regular_price' ) {
			pro = $( '#_professional_price' );
		} else if ( name.indexOf( 'variable_regular_price[' ) === 0 ) {
			pro = $( 'input[name="' + name.replace( 'variable_regular_price', 'variable_professional_price' ) + '"]' );
		}
		if ( pro.length ) {
			showNotBelow( pro, regularOf( pro ) );
		}
	} );
	$( document.body ).on( 'change', 'select.cosmetics-professional-schedule-mode', function () {
		$( this ).closest( '.cosmetics-professional-schedule' ).attr( 'data-mode', $( this ).val() );
	} );
	$( function () {
		$( '#_professional_price' ).each( function () {
			showNotBelow( $( this ), regularOf( $( this ) ) );
		} );
	} );
	$( '#woocommerce-product-data' ).on( 'woocommerce_variations_loaded', function () {
		$( 'input[name^="variable_professional_price["]' ).each( function () {
			showNotBelow( $( this ), regularOf( $( this ) ) );
		} );
	} );

	// Variations' bulk actions: WooCommerce asks for the data of actions it does not know through
	// '<action>_ajax_data'; null cancels.
	var variationActions = {
		cosmetics_professional_price_set: { prompt: messages.enterPrice, change: false },
		cosmetics_professional_price_change: { prompt: messages.enterChange, change: true },
		cosmetics_professional_sale_price_set: { prompt: messages.enterSale, change: false },
		cosmetics_professional_sale_price_change: { prompt: messages.enterChange, change: true },
		cosmetics_professional_sale_price_clear: null,
	};
	var CHANGE = /^[+\-\u2212]\s*\d{1,9}(?:[.,]\d{1,6})?\s*%?$/;
	// triggerHandler() does not bubble: bound on the select itself, once the page is ready.
	$( function () {
		Object.keys( variationActions ).forEach( bindVariationAction );
	} );
	// The refusals of a variations bulk action come back in WooCommerce's (otherwise empty) answer.
	$( document ).ajaxComplete( function ( event, xhr, settings ) {
		if ( typeof settings.data !== 'string' || settings.data.indexOf( 'action=woocommerce_bulk_edit_variations' ) === -1 ) {
			return;
		}
		var answer = null;
		try {
			answer = JSON.parse( xhr.responseText );
		} catch ( e ) {
			return;
		}
		if ( answer && Array.isArray( answer.cosmeticsProfessionalPriceErrors ) && answer.cosmeticsProfessionalPriceErrors.length ) {
			window.alert( answer.cosmeticsProfessionalPriceErrors.join( '\n' ) );
		}
	} );
	function bindVariationAction( action ) {
		$( 'select.variation_actions' ).on( action + '_ajax_data', function ( event, data ) {
			var spec = variationActions[ action ];
			data = data || {};
			if ( ! spec ) {
				return data;
			}
			var value = window.prompt( spec.prompt );
			if ( value === null ) {
				return null;
			}
			value = value.trim();
			if ( spec.change ? ! CHANGE.test( value ) : value !== '' && Number.isNaN( parse( value ) ) ) {
				window.alert( spec.change ? messages.invalidChange : messages.invalidValue );
				return null;
			}
			data.value = value;
			return data;
		} );
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

	// Bulk edit: the value only for choices that need one --------------------------------------------
	$( document.body ).on( 'change', '.cosmetics-professional-bulk-edit select.cosmetics-bulk-mode', function () {
		var needsValue = [ 'set', 'increase', 'decrease' ].indexOf( $( this ).val() ) >= 0;
		$( this ).closest( 'label' ).next( '.change-input' ).toggle( needsValue );
	} );
	$( function () {
		$( '.cosmetics-professional-bulk-edit .change-input' ).hide();
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
			// With WooCommerce's own prices (its quick edit has no hook inside them).
			var prices = $( '.price_fields', row() );
			if ( prices.length && ! fields.parent().is( prices ) ) {
				prices.append( fields );
			}
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
			var pro = $( 'input[name="_professional_price"]', fields ).val();
			var regular = $( 'input[name="_regular_price"]', row() ).val();
			if ( notBelow( pro, regular ) && ! confirmNotBelow( [ messages.thisProduct + ': ' + pro + ' ' + settings.currency + ' ≥ ' + regular + ' ' + settings.currency ] ) ) {
				return false;
			}
		}
		return save.apply( this, arguments );
	};
} )( window.jQuery, window.cosmeticsProductPrices );
