import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SHOP_INFO, setShopConfig } from '../../../test-support/shop-info';
import { ContactScreen } from '../ContactScreen';

const ROUTER_FUTURE = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;

function renderContact() {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<ContactScreen />
		</MemoryRouter>
	);
}

describe( 'contact page', () => {
	it( 'shows phone, e-mail, the Warsaw address, hours, socials and the reply time from the settings', () => {
		setShopConfig();
		renderContact();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Kontakt' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( /odpowiadamy w ciągu 24 godzin/ )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: '+48 22 123 45 67' } )
		).toHaveAttribute( 'href', 'tel:+48221234567' );
		expect(
			screen.getByRole( 'link', { name: 'kontakt@sklep.test' } )
		).toHaveAttribute( 'href', 'mailto:kontakt@sklep.test' );
		const hours = screen.getByRole( 'region', {
			name: 'Godziny otwarcia',
		} );
		expect( hours ).toHaveTextContent( 'Poniedziałek–sobota10:00–18:00' );
		expect( hours ).toHaveTextContent( 'Niedzielanieczynne' );
		expect(
			screen.getByRole( 'region', { name: 'Adres' } )
		).toHaveTextContent( '00-020 Warszawa' );
		expect(
			screen.getByRole( 'link', { name: /Instagram/ } )
		).toHaveAttribute( 'href', 'https://www.instagram.com/sklep' );
	} );

	it( 'shows the seller (name, address, KRS, NIP, REGON)', () => {
		setShopConfig();
		renderContact();
		const seller = screen.getByRole( 'region', {
			name: 'Dane sprzedawcy',
		} );
		for ( const value of [
			'Sklep Kosmetyczny sp. z o.o.',
			'ul. Chmielna 10 lok. 2, 00-020 Warszawa',
			'KRS0000987654',
			'NIP5252448487',
			'REGON146123450',
		] ) {
			expect( seller ).toHaveTextContent( value );
		}
	} );

	it( 'has an offline map with links to map services, and the OpenStreetMap frame only when staff enabled it', () => {
		setShopConfig();
		const { container, unmount } = renderContact();
		const map = screen.getByRole( 'region', { name: 'Jak do nas trafić' } );
		expect( container.querySelector( 'iframe' ) ).toBeNull();
		expect( container.querySelector( 'svg.cs-map__plan' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
		expect(
			within( map ).getByRole( 'link', { name: /OpenStreetMap/ } )
		).toHaveAttribute(
			'href',
			expect.stringContaining( 'mlat=52.2319&mlon=21.0149' )
		);
		expect(
			within( map ).getByRole( 'link', { name: /Mapach Google/ } )
		).toHaveAttribute(
			'href',
			expect.stringContaining( 'destination=52.2319,21.0149' )
		);
		unmount();

		setShopConfig( {
			...SHOP_INFO,
			map: { lat: 52.2319, lng: 21.0149, embed: true },
		} );
		renderContact();
		expect(
			screen.getByTitle( 'Mapa: ul. Chmielna 10 lok. 2, 00-020 Warszawa' )
		).toHaveAttribute(
			'src',
			expect.stringContaining( 'openstreetmap.org/export/embed.html' )
		);
	} );

	it( 'leaves out what the settings do not have', () => {
		setShopConfig( { ...SHOP_INFO, socials: [], krs: '', map: null } );
		renderContact();
		expect(
			screen.queryByRole( 'region', { name: 'Media społecznościowe' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: 'Dane sprzedawcy' } )
		).not.toHaveTextContent( 'KRS' );
		expect(
			screen.queryByRole( 'link', { name: /OpenStreetMap/ } )
		).not.toBeInTheDocument();
	} );

	it( 'shows Polish opening hours whole and leaves out what staff did not fill in', () => {
		setShopConfig( {
			...SHOP_INFO,
			sellerName: '',
			street: '',
			postcode: '',
			city: 'Łódź',
			krs: '',
			regon: '',
			email: '',
			hours: [ { days: 'Poniedziałek–piątek', hours: '9:00–17:00' } ],
			map: null,
		} );
		renderContact();
		expect(
			screen.getByRole( 'region', { name: 'Godziny otwarcia' } )
		).toHaveTextContent( 'Poniedziałek–piątek9:00–17:00' );
		expect(
			screen.getByRole( 'region', { name: 'Adres' } )
		).toHaveTextContent( /^AdresŁódź$/ );
		const seller = screen.getByRole( 'region', {
			name: 'Dane sprzedawcy',
		} );
		expect(
			within( seller ).queryByText( 'Sprzedawca' )
		).not.toBeInTheDocument();
		expect( within( seller ).queryByText( 'KRS' ) ).not.toBeInTheDocument();
		expect( seller ).toHaveTextContent( 'AdresŁódź' );
		expect(
			screen.queryByRole( 'link', { name: /@/ } )
		).not.toBeInTheDocument();
		expect( document.body.textContent ).not.toMatch( /,\s*,|^\s*,/ );
	} );

	it( 'has no address, hours or map sections when none is filled in', () => {
		setShopConfig( {
			...SHOP_INFO,
			sellerName: '',
			street: '',
			postcode: '',
			city: '',
			hours: [],
			map: null,
		} );
		renderContact();
		expect(
			screen.queryByRole( 'region', { name: 'Adres' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'Godziny otwarcia' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'Jak do nas trafić' } )
		).not.toBeInTheDocument();
	} );
} );
