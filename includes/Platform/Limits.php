<?php
/**
 * The numbers of the account security rules (docs/accounts.md lists them).
 *
 * @package CosmeticsStorefront
 */

namespace CosmeticsStorefront\Platform;

defined( 'ABSPATH' ) || exit;

final class Limits {

	/** Failed logins per account, and per IP, within LOGIN_WINDOW. */
	public const LOGIN_FAILURES_PER_ACCOUNT = 5;
	public const LOGIN_FAILURES_PER_IP      = 20;
	public const LOGIN_WINDOW               = 15 * MINUTE_IN_SECONDS;

	/** Verification code: 6 digits, valid 24 h, void after 5 wrong attempts. */
	public const CODE_TTL      = DAY_IN_SECONDS;
	public const CODE_ATTEMPTS = 5;

	/** Resend of a code and a reset link: one per account per 60 s; per IP at most 10 an hour. */
	public const RESEND_COOLDOWN  = 60;
	public const REQUESTS_PER_IP  = 10;
	public const REQUESTS_WINDOW  = HOUR_IN_SECONDS;

	/** Code entries per IP (all accounts) within CODE_IP_WINDOW. */
	public const CODE_ENTRIES_PER_IP = 30;
	public const CODE_IP_WINDOW      = HOUR_IN_SECONDS;

	/** Registrations and company enquiries per IP an hour. */
	public const REGISTRATIONS_PER_IP = 10;
	public const ENQUIRIES_PER_IP     = 5;

	/** NIP lookups in the VAT register (Invoices\Rest\NipLookupRoute) per IP an hour. */
	public const NIP_LOOKUPS_PER_IP = 30;

	/**
	 * Questions to the Ministry of Finance's VAT register a day, the whole shop (it allows each client
	 * 100 searches a day): answers kept a day do not count.
	 */
	public const VAT_REGISTER_PER_DAY = 90;

	/** Invoice PDF downloads (Invoices\Rest\OrderDocumentRoute) per IP an hour: a drawing is heavy. */
	public const DOCUMENTS_PER_IP = 60;

	/** The server's add-to-cart form (Storefront\AddToCartForm) per IP address in an hour: each keeps its answer a while. */
	public const CART_FORMS_PER_IP = 120;

	public const MSG_LOGIN   = 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 minut.';
	public const MSG_RESEND  = 'Poczekaj 60 sekund przed ponownym wysłaniem.';
	public const MSG_TOO_MANY = 'Zbyt wiele żądań. Spróbuj ponownie później.';
	public const MSG_NIP_LOOKUPS = 'Zbyt wiele sprawdzeń NIP. Wpisz dane firmy samodzielnie albo spróbuj ponownie później.';

	/**
	 * One budget for every code or link entry from an IP (the e-mailed code and the e-mailed link
	 * draw on the same count): null while within it, else the 429 to return.
	 */
	public static function code_entry_guard(): ?\WP_Error {
		return RateLimiter::guard( 'code_ip|' . RateLimiter::ip(), self::CODE_ENTRIES_PER_IP, self::CODE_IP_WINDOW, self::MSG_TOO_MANY );
	}
}
