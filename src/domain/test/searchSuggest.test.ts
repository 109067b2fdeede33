import {
	count,
	fold,
	highlight,
	listedCount,
	suggestionsAnnouncement,
	suggestQuery,
} from '../searchSuggest';
import countCases from './count-cases.json';

describe( 'search suggestions', () => {
	it( 'ask from the second letter or digit, the text trimmed', () => {
		expect( suggestQuery( 'k' ) ).toBeNull();
		expect( suggestQuery( ' k - ' ) ).toBeNull();
		expect( suggestQuery( 'kr' ) ).toBe( 'kr' );
		expect( suggestQuery( '  żel ' ) ).toBe( 'żel' );
		expect( suggestQuery( '15' ) ).toBe( '15' );
	} );

	it( 'fold Polish letters and case as the server folds them', () => {
		expect( fold( 'ŻÓŁĆ Gęślą Jaźń' ) ).toBe( 'zolc gesla jazn' );
		expect( fold( 'Crème' ) ).toBe( 'creme' );
	} );

	it( 'mark the beginnings of the words the typed words begin, with or without Polish letters', () => {
		const marked = ( text: string, query: string ) =>
			highlight( text, query )
				.map( ( part ) =>
					part.mark ? `[${ part.text }]` : part.text
				)
				.join( '' );
		expect( marked( 'Krem pod oczy', 'kre oc' ) ).toBe(
			'[Kre]m pod [oc]zy'
		);
		expect( marked( 'Żel pod prysznic łagodny', 'zel lag' ) ).toBe(
			'[Żel] pod prysznic [łag]odny'
		);
		expect( marked( 'Serum z witaminą C 15%', 'witamina' ) ).toBe(
			'Serum z [witaminą] C 15%'
		);
		expect( marked( 'Krem', 'ozy' ) ).toBe( 'Krem' );
		expect( marked( 'Krem kremowy', 'k kremo' ) ).toBe(
			'[K]rem [kremo]wy'
		);
	} );

	it.each( countCases.cases )(
		'count in Polish: %d (cases shared with PHP Domain\\PolishCount)',
		( n, expected ) => {
			const [ one, few, many ] = countCases.forms;
			expect( count( n as number, one!, few!, many! ) ).toBe( expected );
		}
	);

	it( 'tell a screen reader what the list has and how to use it', () => {
		expect( suggestionsAnnouncement( 0, 0, 0 ) ).toBe(
			'Brak podpowiedzi.'
		);
		expect( suggestionsAnnouncement( 6, 1, 15 ) ).toBe(
			'Podpowiedzi: 6 produktów, 1 kategoria. Strzałki w dół i w górę wybierają. Enter: wszystkie wyniki (15 produktów).'
		);
		expect( suggestionsAnnouncement( 2, 0, 2 ) ).toBe(
			'Podpowiedzi: 2 produkty. Strzałki w dół i w górę wybierają.'
		);
		expect( suggestionsAnnouncement( 0, 3, 0 ) ).toBe(
			'Podpowiedzi: 3 kategorie. Strzałki w dół i w górę wybierają.'
		);
	} );

	it( "'Pokaż wszystkie wyniki' counts what Enter lists (the search made), not the suggestions (review 31c finding 3)", () => {
		expect( listedCount( { total: 23, searched: 15 } ) ).toBe( 15 );
		expect( listedCount( { total: 15 } ) ).toBe( 15 );
	} );
} );
