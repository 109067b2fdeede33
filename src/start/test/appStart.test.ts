import {
	afterFirstScreen,
	FAILED_TEXT,
	FIRST_SCREEN,
	HELD_TYPE,
	PHOTO_WAIT_MS,
	prefetchLater,
	runHeldScripts,
	START_AT_LATEST_MS,
	startFailed,
} from '../appStart';

type Entry = { name: string; identifier?: string };

/** A PerformanceObserver that reports what the test hands it, for the entry types it is given. */
function fakeObserver( supported: string[] ) {
	const observers: Array< {
		type: string;
		report: ( entries: Entry[] ) => void;
		disconnected: boolean;
	} > = [];
	class FakeObserver {
		static supportedEntryTypes = supported;
		private record: ( typeof observers )[ number ];
		constructor(
			callback: ( list: { getEntries: () => Entry[] } ) => void
		) {
			this.record = {
				type: '',
				report: ( entries ) =>
					! this.record.disconnected &&
					callback( { getEntries: () => entries } ),
				disconnected: false,
			};
			observers.push( this.record );
		}
		observe( { type }: { type: string } ) {
			this.record.type = type;
		}
		disconnect() {
			this.record.disconnected = true;
		}
	}
	Object.defineProperty( window, 'PerformanceObserver', {
		value: FakeObserver,
		configurable: true,
	} );
	return {
		report: ( entries: Entry[] ) =>
			observers.forEach( ( observer ) => observer.report( entries ) ),
		types: () => observers.map( ( observer ) => observer.type ),
	};
}

function setReadyState( state: DocumentReadyState ) {
	Object.defineProperty( document, 'readyState', {
		value: state,
		configurable: true,
	} );
}

describe( 'afterFirstScreen', () => {
	const original = window.PerformanceObserver;

	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
		setReadyState( 'interactive' );
	} );

	afterEach( () => {
		jest.useRealTimers();
		Object.defineProperty( window, 'PerformanceObserver', {
			value: original,
			configurable: true,
		} );
		setReadyState( 'complete' );
	} );

	it( 'waits until the first screen’s photo is reported on screen (Element Timing), once', () => {
		document.body.innerHTML = `<img elementtiming="${ FIRST_SCREEN }" src="/a.jpg">`;
		const observer = fakeObserver( [ 'element', 'paint' ] );
		const then = jest.fn();
		afterFirstScreen( then );
		expect( observer.types() ).toEqual( [ 'element' ] );

		// The first contentful paint (text before the photo) and another element are not it.
		observer.report( [
			{ name: 'first-contentful-paint' },
			{ name: 'image-paint', identifier: 'other' },
		] );
		jest.runOnlyPendingTimers();
		expect( then ).not.toHaveBeenCalled();

		observer.report( [
			{ name: 'image-paint', identifier: FIRST_SCREEN },
		] );
		expect( then ).not.toHaveBeenCalled(); // In a task of its own.
		jest.runOnlyPendingTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );

		setReadyState( 'complete' );
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( PHOTO_WAIT_MS * 2 );
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'without a photo, waits for the first contentful paint', () => {
		const observer = fakeObserver( [ 'element', 'paint' ] );
		const then = jest.fn();
		afterFirstScreen( then );
		expect( observer.types() ).toEqual( [ 'paint' ] );
		observer.report( [ { name: 'first-paint' } ] );
		jest.runOnlyPendingTimers();
		expect( then ).not.toHaveBeenCalled();
		observer.report( [ { name: 'first-contentful-paint' } ] );
		jest.runOnlyPendingTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a photo never reported (hidden, say) holds the app only a moment after the page’s load', () => {
		document.body.innerHTML = `<img elementtiming="${ FIRST_SCREEN }" src="/a.jpg">`;
		fakeObserver( [ 'element', 'paint' ] );
		const then = jest.fn();
		afterFirstScreen( then );
		setReadyState( 'complete' );
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( PHOTO_WAIT_MS - 1 );
		expect( then ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		jest.runOnlyPendingTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a photo that stalls holds the app START_AT_LATEST_MS at most', () => {
		document.body.innerHTML = `<img elementtiming="${ FIRST_SCREEN }" src="/a.jpg">`;
		fakeObserver( [ 'element', 'paint' ] );
		const then = jest.fn();
		afterFirstScreen( then );
		jest.advanceTimersByTime( START_AT_LATEST_MS - 1 );
		expect( then ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		jest.runOnlyPendingTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'where the server drew only the placeholder, or in a tab nobody sees, starts the app at once', () => {
		const observer = fakeObserver( [ 'element', 'paint' ] );
		document.body.innerHTML =
			'<div id="cosmetics-storefront"><div class="cs-boot" role="status">Ładowanie sklepu…</div></div>';
		const then = jest.fn();
		afterFirstScreen( then );
		jest.runOnlyPendingTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );

		document.body.innerHTML = `<img elementtiming="${ FIRST_SCREEN }" src="/a.jpg">`;
		Object.defineProperty( document, 'visibilityState', {
			value: 'hidden',
			configurable: true,
		} );
		try {
			afterFirstScreen( then );
			jest.runOnlyPendingTimers();
			expect( then ).toHaveBeenCalledTimes( 2 );
		} finally {
			Object.defineProperty( document, 'visibilityState', {
				value: 'visible',
				configurable: true,
			} );
		}
		expect( observer.types() ).toEqual( [] );
	} );

	it( 'an element of that class inside the page’s content is no placeholder', () => {
		const observer = fakeObserver( [ 'element', 'paint' ] );
		document.body.innerHTML = `<div id="cosmetics-storefront"><main id="cs-main"><img elementtiming="${ FIRST_SCREEN }" src="/a.jpg"><div class="cs-prose"><div class="cs-boot">Ładowanie sklepu…</div></div></main></div>`;
		const then = jest.fn();
		afterFirstScreen( then );
		jest.runOnlyPendingTimers();
		expect( then ).not.toHaveBeenCalled();
		expect( observer.types() ).toEqual( [ 'element' ] );
	} );

	it( 'the shell’s placeholder is one', () => {
		fakeObserver( [ 'element', 'paint' ] );
		document.body.innerHTML =
			'<div id="cosmetics-storefront"><div class="cs-app cs-app--server"><main id="cs-main"><div class="cs-container cs-page"></div><div class="cs-boot" role="status">Ładowanie sklepu…</div></main></div></div>';
		const then = jest.fn();
		afterFirstScreen( then );
		jest.runOnlyPendingTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a photo that fails starts the app two frames later', () => {
		document.body.innerHTML = `<img elementtiming="${ FIRST_SCREEN }" src="/a.jpg">`;
		fakeObserver( [ 'element', 'paint' ] );
		const frame = jest
			.spyOn( window, 'requestAnimationFrame' )
			.mockImplementation( ( callback ) => {
				callback( 0 );
				return 0;
			} );
		const then = jest.fn();
		afterFirstScreen( then );
		document.querySelector( 'img' )!.dispatchEvent( new Event( 'error' ) );
		jest.runAllTimers();
		expect( frame ).toHaveBeenCalledTimes( 2 );
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a browser without paint reports starts the app two frames after the page’s load', () => {
		Object.defineProperty( window, 'PerformanceObserver', {
			value: undefined,
			configurable: true,
		} );
		const frames: FrameRequestCallback[] = [];
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( callback ) => frames.push( callback )
		);
		const then = jest.fn();
		afterFirstScreen( then );
		jest.advanceTimersByTime( START_AT_LATEST_MS - 1 );
		expect( frames ).toHaveLength( 0 );

		setReadyState( 'complete' );
		window.dispatchEvent( new Event( 'load' ) );
		frames.shift()!( 0 );
		expect( frames ).toHaveLength( 1 );
		frames.shift()!( 0 );
		expect( then ).not.toHaveBeenCalled();
		jest.runAllTimers();
		expect( then ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'runHeldScripts', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = `
			<script type="${ HELD_TYPE }" data-src="/a.js" id="a-js" data-wp-strategy="defer"></script>
			<script type="${ HELD_TYPE }" id="a-js-after">window.ran.push( 'a-after' );</script>
			<script type="application/json" id="config">{"x":1}</script>
			<script type="${ HELD_TYPE }" data-src="/b.js" id="b-js"></script>`;
		( window as unknown as { ran: string[] } ).ran = [];
	} );

	it( 'fetches every file at once, then runs the scripts in the page’s order, each after the one before', () => {
		const done = jest.fn();
		const failed = jest.fn();
		runHeldScripts( document, done, failed );

		const preloads = Array.from(
			document.head.querySelectorAll< HTMLLinkElement >(
				'link[rel="preload"]'
			)
		);
		expect(
			preloads.map( ( link ) => [
				link.getAttribute( 'href' ),
				link.as,
				link.getAttribute( 'fetchpriority' ),
			] )
		).toEqual( [
			[ '/a.js', 'script', 'low' ],
			[ '/b.js', 'script', 'low' ],
		] );

		// The first file is live, with its attributes; nothing after it yet.
		const a = document.getElementById( 'a-js' ) as HTMLScriptElement;
		expect( a.getAttribute( 'src' ) ).toBe( '/a.js' );
		expect( a.hasAttribute( 'type' ) ).toBe( false );
		expect( a.hasAttribute( 'data-src' ) ).toBe( false );
		expect( a.getAttribute( 'data-wp-strategy' ) ).toBe( 'defer' );
		expect( a.async ).toBe( false );
		expect( ( window as unknown as { ran: string[] } ).ran ).toEqual( [] );
		expect(
			document.getElementById( 'b-js' )!.getAttribute( 'type' )
		).toBe( HELD_TYPE );

		// Its load runs the inline script after it, then makes the next file live.
		a.dispatchEvent( new Event( 'load' ) );
		expect( ( window as unknown as { ran: string[] } ).ran ).toEqual( [
			'a-after',
		] );
		const b = document.getElementById( 'b-js' ) as HTMLScriptElement;
		expect( b.getAttribute( 'src' ) ).toBe( '/b.js' );
		expect( done ).not.toHaveBeenCalled();

		b.dispatchEvent( new Event( 'load' ) );
		expect( done ).toHaveBeenCalledTimes( 1 );
		expect( failed ).not.toHaveBeenCalled();
		expect(
			document.querySelectorAll( `script[type="${ HELD_TYPE }"]` )
		).toHaveLength( 0 );
		expect(
			document.getElementById( 'config' )!.getAttribute( 'type' )
		).toBe( 'application/json' );
	} );

	it( 'stops at a file that fails: nothing that needs it runs', () => {
		const done = jest.fn();
		const failed = jest.fn();
		runHeldScripts( document, done, failed );
		document
			.getElementById( 'a-js' )!
			.dispatchEvent( new Event( 'error' ) );
		expect( failed ).toHaveBeenCalledWith( '/a.js' );
		expect( done ).not.toHaveBeenCalled();
		expect( ( window as unknown as { ran: string[] } ).ran ).toEqual( [] );
		expect(
			document.querySelectorAll( `script[type="${ HELD_TYPE }"]` )
		).toHaveLength( 2 );
	} );
} );

describe( 'startFailed', () => {
	it( 'says so in the console and in place of the placeholder', () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		document.body.innerHTML =
			'<div id="cosmetics-storefront" class="cs-js"><div class="cs-boot" role="status">Ładowanie sklepu…</div></div>';
		startFailed( document, '/a.js' );
		// Review 31a finding 4: the server's tabs' panels show one below the other again (no app to work the strip).
		expect(
			document
				.getElementById( 'cosmetics-storefront' )!
				.classList.contains( 'cs-no-app' )
		).toBe( true );
		expect( error ).toHaveBeenCalledWith(
			'Sklep: nie udało się wczytać /a.js.'
		);
		expect( document.querySelector( '.cs-boot' )!.textContent ).toBe(
			FAILED_TEXT
		);
	} );
} );

describe( 'prefetchLater', () => {
	it( 'turns the inert links into prefetches', () => {
		document.body.innerHTML =
			'<link data-cs-prefetch href="/c.js" as="script"><link data-cs-prefetch href="/c.css" as="style">';
		prefetchLater( document );
		expect(
			Array.from( document.body.querySelectorAll( 'link' ) ).map(
				( link ) => link.rel
			)
		).toEqual( [ 'prefetch', 'prefetch' ] );
	} );
} );
