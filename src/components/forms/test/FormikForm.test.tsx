import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../account/Modal';
import { FormikForm } from '../FormikForm';
import { formMessages, messagesSchemaOf, schemaOf } from '../schema';

interface NameForm {
	name: string;
}

const FORM_LEVEL = messagesSchemaOf< NameForm >( ( { name } ) =>
	name.trim() ? undefined : [ 'Imię jest wymagane' ]
);
const FIELD_LEVEL = schemaOf< NameForm >( [ 'name' ], ( { name } ) =>
	name.trim() ? {} : { name: 'Imię jest wymagane' }
);

/** A form whose submit goes to a server that refuses, with the busy button disabled meanwhile. */
function RefusingForm( { formLevel }: { formLevel: boolean } ) {
	const [ serverError, setServerError ] = useState( '' );
	return (
		<FormikForm< NameForm >
			initialValues={ { name: '' } }
			schema={ formLevel ? FORM_LEVEL : FIELD_LEVEL }
			onAttempt={ () => setServerError( '' ) }
			onSubmit={ async () => {
				await Promise.resolve();
				setServerError( 'Błąd serwera - spróbuj ponownie później' );
			} }
		>
			{ ( form ) => (
				<>
					<label htmlFor="name">Imię</label>
					<input
						id="name"
						name="name"
						value={ form.values.name }
						onChange={ form.handleChange }
						aria-invalid={ form.errors.name ? true : undefined }
					/>
					{ formMessages( form.errors ).length || serverError ? (
						<div role="alert">
							{ serverError ||
								formMessages( form.errors ).join( ', ' ) }
						</div>
					) : null }
					<button type="submit" disabled={ form.isSubmitting }>
						Zapisz
					</button>
				</>
			) }
		</FormikForm>
	);
}

describe( 'FormikForm focus', () => {
	it( "moves focus to the form's message when the messages are the form's, not a field's", async () => {
		const user = userEvent.setup();
		render( <RefusingForm formLevel /> );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Imię jest wymagane'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveFocus();
	} );

	it( "moves focus to the server's refusal instead of losing it with the disabled button", async () => {
		const user = userEvent.setup();
		render( <RefusingForm formLevel={ false } /> );
		await user.type( screen.getByLabelText( 'Imię' ), 'Anna' );
		await user.click( screen.getByRole( 'button', { name: 'Zapisz' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Błąd serwera - spróbuj ponownie później'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveFocus();
		expect( screen.getByLabelText( 'Imię' ) ).toHaveValue( 'Anna' );
	} );
} );

describe( 'Modal backdrop', () => {
	it( 'closes on a click, not on the second click of a double-click (the dialog may shrink under the first)', async () => {
		const onClose = jest.fn();
		const user = userEvent.setup();
		render(
			<Modal title="Logowanie" onClose={ onClose }>
				<input aria-label="E-mail" />
			</Modal>
		);
		const backdrop = document.querySelector(
			'.cs-modal__backdrop'
		) as HTMLElement;
		await user.pointer( {
			keys: '[MouseLeft][MouseLeft]',
			target: backdrop,
		} );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		onClose.mockClear();
		await user.dblClick( backdrop );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );
} );
