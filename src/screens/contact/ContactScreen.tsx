import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getConfig, type ShopInfo } from '../../config';
import { addressLine, addressLines } from '../../domain/shopInfo';
import { OfflineMap } from './OfflineMap';
import '../../styles/info-cards.css';
import '../../styles/contact.css';

/** Phone as a tel: address ("+48 22 123 45 67" -> "+48221234567"). */
export function telHref( phone: string ): string {
	return `tel:${ phone.replace( /[^\d+]/g, '' ) }`;
}

/** OpenStreetMap and Google Maps addresses for the shop's location (links: no request on render). */
export function mapLinks(
	info: ShopInfo
): { osm: string; google: string } | null {
	if ( ! info.map ) {
		return null;
	}
	const { lat, lng } = info.map;
	return {
		osm: `https://www.openstreetmap.org/?mlat=${ lat }&mlon=${ lng }#map=17/${ lat }/${ lng }`,
		google: `https://www.google.com/maps/dir/?api=1&destination=${ lat },${ lng }`,
	};
}

function EmbeddedMap( { info, address }: { info: ShopInfo; address: string } ) {
	if ( ! info.map ) {
		return null;
	}
	const { lat, lng } = info.map;
	const bbox = [ lng - 0.006, lat - 0.003, lng + 0.006, lat + 0.003 ]
		.map( ( n ) => n.toFixed( 5 ) )
		.join( ',' );
	return (
		<iframe
			className="cs-map__frame"
			title={ `Mapa: ${ address }` }
			loading="lazy"
			referrerPolicy="no-referrer"
			src={ `https://www.openstreetmap.org/export/embed.html?bbox=${ bbox }&layer=mapnik&marker=${ lat },${ lng }` }
		/>
	);
}

/** /kontakt: every contact and seller detail comes from the settings (ShopInfo). */
export function ContactScreen() {
	useDocumentTitle( 'Kontakt' );
	const info = getConfig().settings.shopInfo;
	if ( ! info ) {
		return (
			<section
				className="cs-container cs-message-screen"
				aria-labelledby="cs-contact-title"
			>
				<h1 id="cs-contact-title">Kontakt</h1>
				<p>Dane kontaktowe sklepu nie są jeszcze uzupełnione.</p>
			</section>
		);
	}
	// Only what staff filled in: an empty field is left out, never invented.
	const address = addressLine( info );
	const lines = addressLines( info, true );
	const links = mapLinks( info );
	return (
		<div className="cs-container cs-page">
			<header className="cs-page__header">
				<p className="cs-eyebrow">Jesteśmy do Twojej dyspozycji</p>
				<h1 className="cs-page-title">Kontakt</h1>
				<p className="cs-page__lead">
					Napisz lub zadzwoń – odpowiadamy w ciągu 24 godzin.
				</p>
			</header>
			<div className="cs-contact">
				<div className="cs-contact__details">
					<section
						className="cs-contact__card"
						aria-labelledby="cs-contact-reach"
					>
						<h2 id="cs-contact-reach" className="cs-section-title">
							Telefon i e-mail
						</h2>
						<dl className="cs-contact__list">
							{ info.phone ? (
								<div>
									<dt>Telefon</dt>
									<dd>
										<a href={ telHref( info.phone ) }>
											{ info.phone }
										</a>
									</dd>
								</div>
							) : null }
							{ info.email ? (
								<div>
									<dt>E-mail</dt>
									<dd>
										<a href={ `mailto:${ info.email }` }>
											{ info.email }
										</a>
									</dd>
								</div>
							) : null }
						</dl>
					</section>
					{ info.hours.length ? (
						<section
							className="cs-contact__card"
							aria-labelledby="cs-contact-hours"
						>
							<h2
								id="cs-contact-hours"
								className="cs-section-title"
							>
								Godziny otwarcia
							</h2>
							<dl className="cs-contact__hours">
								{ info.hours.map( ( line, index ) => (
									<div key={ index }>
										<dt>{ line.days }</dt>
										<dd>{ line.hours }</dd>
									</div>
								) ) }
							</dl>
						</section>
					) : null }
					{ lines.length ? (
						<section
							className="cs-contact__card cs-contact__card--wide"
							aria-labelledby="cs-contact-address"
						>
							<h2
								id="cs-contact-address"
								className="cs-section-title"
							>
								Adres
							</h2>
							<address className="cs-contact__address">
								{ lines.map( ( line, index ) => (
									<span key={ index }>
										{ index ? <br /> : null }
										{ line }
									</span>
								) ) }
							</address>
						</section>
					) : null }
					{ info.socials.length ? (
						<section
							className="cs-contact__card cs-contact__card--wide"
							aria-labelledby="cs-contact-social"
						>
							<h2
								id="cs-contact-social"
								className="cs-section-title"
							>
								Media społecznościowe
							</h2>
							<ul className="cs-contact__socials">
								{ info.socials.map( ( social ) => (
									<li key={ social.url }>
										<a
											href={ social.url }
											rel="noopener noreferrer"
											target="_blank"
											className="cs-chip"
										>
											{ social.name }
											<span className="cs-visually-hidden">
												{ ' ' }
												(otwiera się w nowej karcie)
											</span>
										</a>
									</li>
								) ) }
							</ul>
						</section>
					) : null }
				</div>
				{ info.map || address ? (
					<section
						className="cs-contact__map"
						aria-labelledby="cs-contact-map"
					>
						<h2 id="cs-contact-map" className="cs-section-title">
							Jak do nas trafić
						</h2>
						<figure className="cs-map">
							<div className="cs-map__stage">
								<OfflineMap />
								{ info.map?.embed ? (
									<EmbeddedMap
										info={ info }
										address={ address }
									/>
								) : null }
							</div>
							{ address ? (
								<figcaption className="cs-map__caption">
									{ address }
								</figcaption>
							) : null }
						</figure>
						{ links ? (
							<ul className="cs-map__links">
								<li>
									<a
										href={ links.osm }
										rel="noopener noreferrer"
										target="_blank"
									>
										Otwórz mapę w OpenStreetMap
										<span className="cs-visually-hidden">
											{ ' ' }
											(otwiera się w nowej karcie)
										</span>
									</a>
								</li>
								<li>
									<a
										href={ links.google }
										rel="noopener noreferrer"
										target="_blank"
									>
										Wyznacz trasę w Mapach Google
										<span className="cs-visually-hidden">
											{ ' ' }
											(otwiera się w nowej karcie)
										</span>
									</a>
								</li>
							</ul>
						) : null }
					</section>
				) : null }
			</div>
			<section
				className="cs-contact__seller"
				aria-labelledby="cs-contact-seller"
			>
				<h2 id="cs-contact-seller" className="cs-section-title">
					Dane sprzedawcy
				</h2>
				<dl className="cs-seller">
					{ info.sellerName ? (
						<div>
							<dt>Sprzedawca</dt>
							<dd>{ info.sellerName }</dd>
						</div>
					) : null }
					{ address ? (
						<div>
							<dt>Adres</dt>
							<dd>{ address }</dd>
						</div>
					) : null }
					{ info.krs ? (
						<div>
							<dt>KRS</dt>
							<dd>{ info.krs }</dd>
						</div>
					) : null }
					{ info.nip ? (
						<div>
							<dt>NIP</dt>
							<dd>{ info.nip }</dd>
						</div>
					) : null }
					{ info.regon ? (
						<div>
							<dt>REGON</dt>
							<dd>{ info.regon }</dd>
						</div>
					) : null }
				</dl>
			</section>
		</div>
	);
}
