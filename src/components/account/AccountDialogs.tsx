/**
 * The account dialogs, mounted once by the layout. Also runs the session's start-up check, and
 * handles the e-mailed verification link's return (?email_verified=1).
 *
 * The dialogs themselves (AccountDialogView.tsx: their forms, formik/yup and CSS) are a chunk of
 * their own that the browser prefetches at idle network priority (a `<link rel="prefetch">` the
 * server prints, see webpack.config.js: downloaded, not run), so 'Logowanie' opens from the cache
 * without the first screen paying for it. Running them when idle, as before, made long tasks in the page's
 * first seconds (formik and yup alone are ~75 KB of script).
 */
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
	EMAIL_LINK_FAILED,
	EMAIL_VERIFIED,
} from '../../domain/verificationNotices';
import { dialogAtom, useSessionBootstrap } from '../../state/session';
import { lazyScreen } from '../lazyScreen';

const AccountDialogView = lazyScreen(
	() =>
		import(
			/* webpackChunkName: "account-dialogs" */ './AccountDialogView'
		).then( ( m ) => m.AccountDialogView ),
	null
);

export function AccountDialogs() {
	useSessionBootstrap();
	const [ dialog, setDialog ] = useAtom( dialogAtom );
	const location = useLocation();
	const navigate = useNavigate();

	useEffect( () => {
		const params = new URLSearchParams( location.search );
		const flag = params.get( 'email_verified' );
		if ( flag === null ) {
			return;
		}
		params.delete( 'email_verified' );
		const search = params.toString();
		navigate(
			{
				pathname: location.pathname,
				search: search ? `?${ search }` : '',
			},
			{ replace: true }
		);
		setDialog( {
			view: 'auth',
			notice: flag === '1' ? EMAIL_VERIFIED : EMAIL_LINK_FAILED,
		} );
	}, [ location.search, location.pathname, navigate, setDialog ] );

	return dialog.view === 'closed' ? null : (
		<AccountDialogView dialog={ dialog } />
	);
}
