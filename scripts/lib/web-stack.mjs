/**
 * The production web stack, locally: nginx in front of PHP-FPM with OPcache (Debian's packages), as
 * shops run WordPress. `SITE_SERVER=nginx npm start` picks it (scripts/lib/site.mjs); PHP's built-in
 * server stays the default for development.
 *
 * - nginx serves static files itself, with gzip (and brotli when Debian's module is installed) and
 *   caching headers: a versioned asset (`?ver=…`, which WordPress changes with the file) is
 *   `immutable` for a year, any other static file an hour; pages carry what WordPress and the plugin
 *   send (never cached by nginx here).
 * - PHP-FPM runs a static pool of its own (own socket, pid and logs under `<run>`), OPcache on, checking
 *   file times on every request so edits apply at once (a shop would turn that off).
 *
 * - Several web nodes (`nodes` > 1: the multi-server topology of `npm run cluster`): one PHP-FPM
 *   master per node (own pool, own OPcache, own `/tmp`: `sys_temp_dir`, `upload_tmp_dir`, sessions and
 *   `TMPDIR` under `<run>/node-<x>/tmp`), nginx round-robin over them (`upstream cosmetics_nodes`). A
 *   request with `X-Cosmetics-Node: a|b|…` goes to that node (tests pin requests); every answer says
 *   which node made it (`X-Cosmetics-Upstream`, the node's socket).
 * - A full page cache for guests (`pageCache: { ttl }`): nginx's fastcgi_cache keeps guest pages `ttl`
 *   seconds (the bound within which a price or stock change reaches guests), and never stores or serves
 *   one for a request with a WordPress/WooCommerce login, session or cart cookie, an `Authorization`
 *   header, a method other than GET/HEAD, wp-admin, wp-login, the REST API or cron, a request pinned to
 *   a node, nor an answer that
 *   sets a cookie or says `private`/`no-store` (the plugin's Storefront\CacheHeaders on private screens and
 *   for visitors with their own cookies). `X-Cache-Status` says HIT, MISS, EXPIRED, BYPASS….
 *
 * startNginxStack() answers like site.mjs's startPhpServer(): { url, exited, ready, stop }; `error` makes
 * the Error a failed start throws (site.mjs's SiteError).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sleep, untilAnswers } from './processes.mjs';

export const NGINX = '/usr/sbin/nginx';
export const PHP_FPM = '/usr/sbin/php-fpm8.2';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** Debian packages the stack needs that this machine lacks. */
export function missingStackPackages() {
	return [ ! existsSync( NGINX ) && 'nginx-light', ! existsSync( PHP_FPM ) && 'php8.2-fpm', ! existsSync( BROTLI ) && 'libnginx-mod-http-brotli-filter' ].filter( Boolean );
}

const FASTCGI_PARAMS = [
	[ 'QUERY_STRING', '$query_string' ],
	[ 'REQUEST_METHOD', '$request_method' ],
	[ 'CONTENT_TYPE', '$content_type' ],
	[ 'CONTENT_LENGTH', '$content_length' ],
	[ 'SCRIPT_NAME', '$fastcgi_script_name' ],
	[ 'REQUEST_URI', '$request_uri' ],
	[ 'DOCUMENT_URI', '$document_uri' ],
	[ 'DOCUMENT_ROOT', '$document_root' ],
	[ 'SERVER_PROTOCOL', '$server_protocol' ],
	[ 'REQUEST_SCHEME', '$scheme' ],
	[ 'HTTPS', '$https if_not_empty' ],
	[ 'GATEWAY_INTERFACE', 'CGI/1.1' ],
	[ 'SERVER_SOFTWARE', 'nginx/$nginx_version' ],
	[ 'REMOTE_ADDR', '$remote_addr' ],
	[ 'REMOTE_PORT', '$remote_port' ],
	[ 'SERVER_ADDR', '$server_addr' ],
	[ 'SERVER_PORT', '$server_port' ],
	[ 'SERVER_NAME', '$server_name' ],
	[ 'REDIRECT_STATUS', '200' ],
	[ 'HTTP_HOST', '$http_host' ],
];

/** Compressible answers. */
const COMPRESS = 'text/plain text/css text/xml application/javascript application/json application/ld+json application/xml application/rss+xml image/svg+xml font/ttf application/vnd.ms-fontobject';

/** Node names: a, b, c, … */
export const nodeName = ( index ) => String.fromCharCode( 97 + index );

/** Cookies that make a request a visitor's own: never served from or stored in the page cache. */
export const PAGE_CACHE_BYPASS_COOKIES = [ 'wordpress_logged_in_', 'wordpress_sec_', 'wp_woocommerce_session_', 'woocommerce_items_in_cart', 'woocommerce_cart_hash', 'wp-postpass_', 'comment_author_' ];

function pageCacheHttp( { run, ttl } ) {
	return `
	# Full page cache for guests. Guests' pages only; see the skip rules below.
	fastcgi_cache_path ${ run }/page-cache levels=1:2 keys_zone=cosmetics_pages:16m max_size=256m inactive=2h use_temp_path=off;
	map $request_method $cosmetics_skip_method { GET 0; HEAD 0; default 1; }
	map $http_cookie $cosmetics_skip_cookie {
		default 0;
		"~*(${ PAGE_CACHE_BYPASS_COOKIES.join( '|' ) })" 1;
	}
	map $http_authorization $cosmetics_skip_auth { "" 0; default 1; }
	# A request pinned to one web node (tests) asks that node, not the cache.
	map $http_x_cosmetics_node $cosmetics_skip_node { "" 0; default 1; }
	# Also the other spellings PHP and WordPress accept: /index.php/… (REST as path info), any case, and
	# a query key written with %-escapes (?%72est_route=, ?rest%5froute=) — outside review.
	map $request_uri $cosmetics_skip_uri {
		default 0;
		"~*^/(index\\.php/|wp-admin|wp-login\\.php|wp-cron\\.php|wp-json|xmlrpc\\.php|wp-comments-post\\.php)" 1;
		"~*[?&](rest_route|wc-ajax|add-to-cart|cs_verify|preview|s)=" 1;
		"~[?&][^=&]*%" 1;
	}
	map "$cosmetics_skip_method$cosmetics_skip_cookie$cosmetics_skip_auth$cosmetics_skip_uri$cosmetics_skip_node" $cosmetics_skip_cache { "00000" 0; default 1; }
	# Not stored: an answer WordPress or the plugin marks private / no-store (private screens, visitors' own).
	map $upstream_http_cache_control $cosmetics_private_answer { default 0; "~*(private|no-store)" 1; }
	# Nor any REST answer, however its route was named: WordPress's REST server marks every one noindex.
	map $upstream_http_x_robots_tag $cosmetics_rest_answer { default 0; "~*noindex" 1; }
	map "$cosmetics_skip_cache$cosmetics_private_answer$cosmetics_rest_answer" $cosmetics_no_store { "000" 0; default 1; }
	# Its lifetime is ours (${ ttl } s), not the guest page's "public, no-cache" (which would keep nothing).
	fastcgi_cache_valid 200 301 ${ ttl }s;
`;
}

function pageCacheLocation() {
	return `
			fastcgi_cache cosmetics_pages;
			fastcgi_cache_key "$scheme$request_method$host$request_uri";
			fastcgi_cache_bypass $cosmetics_skip_cache;
			fastcgi_no_cache $cosmetics_no_store;
			fastcgi_ignore_headers Cache-Control Expires;
			fastcgi_cache_lock on;
			fastcgi_cache_lock_timeout 10s;
			add_header X-Cache-Status $upstream_cache_status always;`;
}

export function nginxConfig( { port, docroot, run, logs, socket, sockets = [ socket ], pageCache = null } ) {
	const brotli = existsSync( BROTLI );
	const several = sockets.length > 1;
	return `# Written by scripts/lib/web-stack.mjs on every start; edits are lost.
${ brotli ? `load_module ${ BROTLI };\n` : '' }worker_processes 2;
daemon off;
pid ${ run }/nginx.pid;
error_log ${ logs }/nginx-error.log warn;
${ process.getuid?.() === 0 ? 'user root root;\n' : '' }events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	log_format timed '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time';
	access_log ${ logs }/nginx-access.log timed;
	client_body_temp_path ${ run }/client_body;
	fastcgi_temp_path ${ run }/fastcgi;
	proxy_temp_path ${ run }/proxy;
	uwsgi_temp_path ${ run }/uwsgi;
	scgi_temp_path ${ run }/scgi;
	sendfile on;
	tcp_nopush on;
	keepalive_timeout 65;
	server_tokens off;
	client_max_body_size 64m;

	gzip on;
	gzip_vary on;
	gzip_proxied any;
	gzip_comp_level 5;
	gzip_min_length 256;
	gzip_types ${ COMPRESS };
${ brotli ? `	brotli on;\n	brotli_comp_level 5;\n	brotli_min_length 256;\n	brotli_types ${ COMPRESS };\n` : '' }
	# A versioned asset changes its URL when it changes: cache it for a year.
	map $arg_ver $cosmetics_asset_cache {
		"" "public, max-age=3600";
		default "public, max-age=31536000, immutable";
	}
${ several ? `
	# The web nodes, round-robin; X-Cosmetics-Node: a|b|… pins a request to one of them (tests).
	upstream cosmetics_nodes {
${ sockets.map( ( path ) => `		server unix:${ path };` ).join( '\n' ) }
	}
	map $http_x_cosmetics_node $cosmetics_upstream {
		default cosmetics_nodes;
${ sockets.map( ( path, index ) => `		${ nodeName( index ) } unix:${ path };` ).join( '\n' ) }
	}
` : '' }${ pageCache ? pageCacheHttp( { run, ttl: pageCache.ttl } ) : '' }
	server {
		listen 127.0.0.1:${ port };
		server_name 127.0.0.1 localhost;
		root ${ docroot };
		index index.php;

		# No dotfiles (.git, .env, …) and no wp-config.php as a file.
		location ~ /\\.(?!well-known/) { deny all; }
		location = /wp-config.php { deny all; }

		# WordPress answers /favicon.ico itself (the site icon, or its logo when there is none).
		location = /favicon.ico {
			try_files $uri /index.php?$args;
			access_log off;
		}

		location ~* \\.(?:css|js|mjs|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|eot)$ {
			try_files $uri =404;
			add_header Cache-Control $cosmetics_asset_cache always;
			access_log off;
		}

		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		location ~ \\.php(?:/|$) {
			fastcgi_split_path_info ^(.+?\\.php)(/.*)$;
			try_files $fastcgi_script_name =404;
			# Debian's fastcgi_params, but HTTP_HOST as the client sent it (Debian's drops the port, and
			# WordPress would redirect from :8888 to :80).
${ FASTCGI_PARAMS.map( ( [ name, value ] ) => `			fastcgi_param ${ name } ${ value };` ).join( '\n' ) }
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param PATH_INFO $fastcgi_path_info;
			fastcgi_param HTTP_PROXY "";
			fastcgi_pass ${ several ? '$cosmetics_upstream' : `unix:${ sockets[ 0 ] }` };${ several ? '\n			add_header X-Cosmetics-Upstream $upstream_addr always;' : '' }${ pageCache ? pageCacheLocation() : '' }
			fastcgi_read_timeout 120s;
			fastcgi_buffer_size 32k;
			fastcgi_buffers 32 16k;
		}
	}
}
`;
}

export function phpFpmConfig( { run, logs, socket, children, name = 'cosmetics', tmp = null } ) {
	const root = process.getuid?.() === 0;
	// A node of several: its own /tmp (uploads in flight, sessions, temp files), as on its own machine.
	const own = tmp ? `env[TMPDIR] = ${ tmp }
php_admin_value[sys_temp_dir] = ${ tmp }
php_admin_value[upload_tmp_dir] = ${ tmp }
php_admin_value[session.save_path] = ${ tmp }
` : '';
	return `; Written by scripts/lib/web-stack.mjs on every start; edits are lost.
[global]
pid = ${ run }/php-fpm.pid
error_log = ${ logs }/php-fpm.log
daemonize = no

[${ name }]
${ root ? 'user = root\ngroup = root\n' : '' }listen = ${ socket }
pm = static
pm.max_children = ${ children }
pm.max_requests = 1000
clear_env = no
catch_workers_output = yes
decorate_workers_output = no
php_admin_value[memory_limit] = 512M
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
php_admin_value[max_execution_time] = 120
${ own }`;
}

/**
 * nginx + PHP-FPM serving `docroot` on 127.0.0.1:`port`, each in its own process group; files under
 * `run` (configs, socket, pids, temp) and `logs`. `nodes` > 1: that many PHP-FPM masters (web nodes a,
 * b, …) behind nginx's round-robin, each with its files under `<run>/node-<x>`; `pageCache: { ttl }`:
 * nginx's page cache for guests in front (see the top of this file).
 */
export function startNginxStack( { port, docroot, run, logs, serverLog, error = ( message ) => new Error( message ), children = Number( process.env.SITE_PHP_CHILDREN || 6 ), nodes = 1, pageCache = null, caBundle = null } ) {
	const url = `http://127.0.0.1:${ port }`;
	for ( const dir of [ run, logs, ...[ 'client_body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ].map( ( d ) => join( run, d ) ) ] ) {
		mkdirSync( dir, { recursive: true } );
	}
	// One node: the files straight under `run`, as before; several: one folder per node.
	const pools = Array.from( { length: nodes }, ( _, index ) => {
		const dir = nodes > 1 ? join( run, `node-${ nodeName( index ) }` ) : run;
		const tmp = nodes > 1 ? join( dir, 'tmp' ) : null;
		mkdirSync( tmp ?? dir, { recursive: true } );
		const socket = join( dir, 'php-fpm.sock' );
		rmSync( socket, { force: true } ); // an earlier run's: start-up waits for this run's
		const poolLogs = nodes > 1 ? dir : logs;
		writeFileSync( join( dir, 'php-fpm.conf' ), phpFpmConfig( { run: dir, logs: poolLogs, socket, children, name: nodes > 1 ? `node-${ nodeName( index ) }` : 'cosmetics', tmp } ) );
		return { dir, socket, logs: poolLogs };
	} );
	if ( pageCache ) {
		rmSync( join( run, 'page-cache' ), { recursive: true, force: true } ); // a cache, empty on every start
	}
	writeFileSync( join( run, 'nginx.conf' ), nginxConfig( { port, docroot, run, logs, sockets: pools.map( ( pool ) => pool.socket ), pageCache } ) );

	const logFd = openSync( serverLog, 'a' );
	const options = { cwd: docroot, env: process.env, stdio: [ 'ignore', logFd, logFd ], detached: true };
	// OPcache's and the realpath cache's settings are the whole server's, not a pool's: each node's master
	// has its own OPcache.
	const ini = [ 'opcache.enable=1', 'opcache.memory_consumption=192', 'opcache.max_accelerated_files=20000', 'opcache.validate_timestamps=1', 'opcache.revalidate_freq=0', 'realpath_cache_size=4M', 'realpath_cache_ttl=600', ...( caBundle ? [ `curl.cainfo=${ caBundle }` ] : [] ) ];
	const fpms = pools.map( ( pool ) => spawn( PHP_FPM, [ '--nodaemonize', '--fpm-config', join( pool.dir, 'php-fpm.conf' ), ...ini.flatMap( ( setting ) => [ '-d', setting ] ), ...( process.getuid?.() === 0 ? [ '--allow-to-run-as-root' ] : [] ) ], options ) );
	const nginx = spawn( NGINX, [ '-p', run, '-c', join( run, 'nginx.conf' ), '-e', join( logs, 'nginx-error.log' ) ], options );
	closeSync( logFd );

	const gone = ( child ) => new Promise( ( res ) => child.once( 'exit', ( code, signal ) => res( signal ? 0 : code ?? 0 ) ) );
	const processes = [ nginx, ...fpms ];
	const ends = processes.map( gone );
	const exited = Promise.race( ends );
	let down = false;
	exited.then( () => ( down = true ) );

	const logsSaid = `see ${ serverLog }, ${ logs }/nginx-error.log and ${ logs }/php-fpm.log`;
	const ready = async ( check = () => {} ) => {
		// nginx answers 502 until PHP-FPM has made its socket (both start at once): wait for it first.
		const deadline = Date.now() + 60000;
		while ( pools.some( ( pool ) => ! existsSync( pool.socket ) ) && ! down && Date.now() < deadline ) {
			check();
			await sleep( 100 );
		}
		return answers( check );
	};
	const answers = ( check ) => untilAnswers( url, {
		isDown: () => down,
		check,
		error,
		say: {
			down: () => `nginx or PHP-FPM stopped during start-up; ${ logsSaid }.`,
			status: ( status ) => `${ url }/ answers HTTP ${ status }; ${ logsSaid } and WordPress's debug.log.`,
			timeout: () => `${ url }/ did not answer within 60 s; ${ logsSaid }.`,
		},
	} );

	const stop = async () => {
		for ( const child of processes ) {
			if ( child.exitCode === null && child.signalCode === null ) {
				try {
					process.kill( -child.pid, 'SIGTERM' );
				} catch {}
			}
		}
		const kill = setTimeout( () => {
			for ( const child of processes ) {
				try {
					process.kill( -child.pid, 'SIGKILL' );
				} catch {}
			}
		}, 5000 );
		await Promise.all( ends );
		clearTimeout( kill );
	};
	return { url, exited, ready, stop, nodes: pools.map( ( pool, index ) => ( { name: nodeName( index ), socket: pool.socket } ) ) };
}
