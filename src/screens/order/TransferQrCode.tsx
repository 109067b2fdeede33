import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The text's UTF-8 bytes as one character each: what the library's byte mode writes as they are. */
function utf8Bytes( text: string ): string {
	return encodeURIComponent( text ).replace(
		/%([0-9A-F]{2})/g,
		( _, hex: string ) => String.fromCharCode( parseInt( hex, 16 ) )
	);
}

/**
 * A transfer's QR code (the Polish banks' "2D" text, includes/Domain/TransferQr.php) drawn as SVG:
 * error correction M, the text's UTF-8 bytes (Polish letters in the recipient and the title), a quiet
 * zone of four modules. Loaded with the order page only when a transfer is shown.
 */
export default function TransferQrCode( { text }: { text: string } ) {
	const { size, path } = useMemo( () => {
		const code = qrcode( 0, 'M' );
		code.addData( utf8Bytes( text ), 'Byte' );
		code.make();
		const count = code.getModuleCount();
		let d = '';
		for ( let row = 0; row < count; row++ ) {
			for ( let col = 0; col < count; col++ ) {
				if ( code.isDark( row, col ) ) {
					d += `M${ col + 4 } ${ row + 4 }h1v1h-1z`;
				}
			}
		}
		return { size: count + 8, path: d };
	}, [ text ] );
	return (
		<svg
			className="cs-transfer__qr-code"
			viewBox={ `0 0 ${ size } ${ size }` }
			role="img"
			aria-label="Kod QR przelewu dla aplikacji bankowej"
			data-testid="transfer-qr"
			shapeRendering="crispEdges"
		>
			<rect width={ size } height={ size } fill="#fff" />
			<path d={ path } fill="#000" />
		</svg>
	);
}
