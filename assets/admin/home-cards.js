/**
 * Ustawienia → Sklep kosmetyczny → home cards: "Wybierz obrazy" opens the media library (up to
 * three images) and writes their ids into the card's text field, with small previews. The ids
 * field stays editable by hand; the server sanitises it (includes/Settings/Settings.php).
 */
/* global jQuery, wp, cosmeticsHomeCards */
( function ( $, settings ) {
	'use strict';
	if ( ! $ || ! settings || ! window.wp || ! wp.media ) {
		return;
	}
	$( document ).on( 'click', '.cosmetics-home-card__pick', function ( event ) {
		event.preventDefault();
		var input = $( '#' + $( this ).data( 'target' ) );
		var thumbs = input.closest( '.cosmetics-home-card' ).find( '.cosmetics-home-card__thumbs' );
		var frame = wp.media( {
			title: settings.title,
			button: { text: settings.button },
			library: { type: 'image' },
			multiple: 'add',
		} );
		frame.on( 'open', function () {
			var selection = frame.state().get( 'selection' );
			String( input.val() )
				.split( /[\s,;]+/ )
				.filter( Boolean )
				.forEach( function ( id ) {
					var attachment = wp.media.attachment( id );
					attachment.fetch();
					selection.add( attachment );
				} );
		} );
		frame.on( 'select', function () {
			var chosen = frame.state().get( 'selection' ).toJSON().slice( 0, settings.max );
			input.val( chosen.map( function ( item ) {
				return item.id;
			} ).join( ', ' ) ).trigger( 'change' );
			thumbs.empty();
			chosen.forEach( function ( item ) {
				var size = item.sizes && ( item.sizes.thumbnail || item.sizes.medium );
				$( '<img alt="">' ).attr( 'src', size ? size.url : item.url ).appendTo( thumbs );
			} );
		} );
		frame.open();
	} );
} )( window.jQuery, window.cosmeticsHomeCards );
