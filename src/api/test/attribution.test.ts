import apiFetch from '@wordpress/api-fetch';
import {
	ORDER_ATTRIBUTION_NAMESPACE,
	orderAttributionData,
} from '../attribution';
import { EXTENSION_NAMESPACE, placeOrder, type CheckoutPayload } from '../cart';
import { mockedApiFetch } from './support/api-fetch-mock';
import { jsonResponse, setPageConfig } from './support/http';

jest.mock( '@wordpress/api-fetch', () =>
	require( './support/api-fetch-mock' ).apiFetchModule()
);

const apiFetchMock = mockedApiFetch( apiFetch );

type AttributionWindow = {
	wc_order_attribution?: { getAttributionData?: () => unknown };
};
const win = window as unknown as AttributionWindow;

const address = {
	first_name: 'Anna',
	last_name: 'Nowak',
	company: '',
	address_1: 'Kwiatowa 1',
	address_2: '',
	city: 'Kraków',
	state: '',
	postcode: '30-001',
	country: 'PL',
};

const payload: CheckoutPayload = {
	billing_address: {
		...address,
		email: 'anna@example.com',
		phone: '500600700',
	},
	shipping_address: address,
	customer_note: '',
	payment_method: 'bacs',
	extensions: { [ EXTENSION_NAMESPACE ]: { customer_type: 'individual' } },
} as CheckoutPayload;

function sentData(): Record< string, unknown > {
	return apiFetchMock.mock.calls.at( -1 )?.[ 0 ].data as Record<
		string,
		unknown
	>;
}

beforeEach( () => {
	setPageConfig();
	apiFetchMock.mockReset();
	apiFetchMock.mockImplementation( () =>
		Promise.resolve( jsonResponse( { order_id: 1 } ) )
	);
	delete win.wc_order_attribution;
} );

describe( 'WooCommerce order attribution', () => {
	test( "nothing before WooCommerce's script has loaded: the order goes without it", async () => {
		expect( orderAttributionData() ).toBeNull();
		await placeOrder( payload );
		expect( sentData() ).toEqual( payload );
	} );

	test( "the collected source goes with the order under WooCommerce's namespace, strings or null only", async () => {
		win.wc_order_attribution = {
			getAttributionData: () => ( {
				source_type: 'utm',
				utm_source: 'newsletter',
				session_pages: 3,
				referrer: undefined,
			} ),
		};
		await placeOrder( payload );
		expect( sentData() ).toEqual( {
			...payload,
			extensions: {
				[ EXTENSION_NAMESPACE ]: { customer_type: 'individual' },
				[ ORDER_ATTRIBUTION_NAMESPACE ]: {
					source_type: 'utm',
					utm_source: 'newsletter',
					session_pages: null,
					referrer: null,
				},
			},
		} );
	} );

	test( 'tracking switched off (every field null) or a throwing script sends nothing', () => {
		win.wc_order_attribution = {
			getAttributionData: () => ( {
				source_type: null,
				utm_source: null,
			} ),
		};
		expect( orderAttributionData() ).toBeNull();
		win.wc_order_attribution = {
			getAttributionData: () => {
				throw new Error( 'blocked' );
			},
		};
		expect( orderAttributionData() ).toBeNull();
	} );
} );
