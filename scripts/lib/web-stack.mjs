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

export function nginxConfig( { port, docroot, run, logs, socket } ) {
	const brotli = existsSync( BROTLI );
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
			fastcgi_pass unix:${ socket };
			fastcgi_read_timeout 120s;
			fastcgi_buffer_size 32k;
			fastcgi_buffers 32 16k;
		}
	}
}
`;
}

export function phpFpmConfig( { run, logs, socket, children } ) {
	const root = process.getuid?.() === 0;
	return `; Written by scripts/lib/web-stack.mjs on every start; edits are lost.
[global]
pid = ${ run }/php-fpm.pid
error_log = ${ logs }/php-fpm.log
daemonize = no

[cosmetics]
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
`;
}

/**
 * nginx + PHP-FPM serving `docroot` on 127.0.0.1:`port`, each in its own process group; files under
 * `run` (configs, socket, pids, temp) and `logs`.
 */
export function startNginxStack( { port, docroot, run, logs, serverLog, error = ( message ) => new Error( message ), children = Number( process.env.SITE_PHP_CHILDREN || 6 ) } ) {
	const url = `http://127.0.0.1:${ port }`;
	for ( const dir of [ run, logs, ...[ 'client_body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ].map( ( d ) => join( run, d ) ) ] ) {
		mkdirSync( dir, { recursive: true } );
	}
	const socket = join( run, 'php-fpm.sock' );
	rmSync( socket, { force: true } ); // an earlier run's: start-up waits for this run's
	writeFileSync( join( run, 'php-fpm.conf' ), phpFpmConfig( { run, logs, socket, children } ) );
	writeFileSync( join( run, 'nginx.conf' ), nginxConfig( { port, docroot, run, logs, socket } ) );

	const logFd = openSync( serverLog, 'a' );
	const options = { cwd: docroot, env: process.env, stdio: [ 'ignore', logFd, logFd ], detached: true };
	// OPcache's and the realpath cache's settings are the whole server's, not a pool's.
	const ini = [ 'opcache.enable=1', 'opcache.memory_consumption=192', 'opcache.max_accelerated_files=20000', 'opcache.validate_timestamps=1', 'opcache.revalidate_freq=0', 'realpath_cache_size=4M', 'realpath_cache_ttl=600' ];
	const fpm = spawn( PHP_FPM, [ '--nodaemonize', '--fpm-config', join( run, 'php-fpm.conf' ), ...ini.flatMap( ( setting ) => [ '-d', setting ] ), ...( process.getuid?.() === 0 ? [ '--allow-to-run-as-root' ] : [] ) ], options );
	const nginx = spawn( NGINX, [ '-p', run, '-c', join( run, 'nginx.conf' ), '-e', join( logs, 'nginx-error.log' ) ], options );
	closeSync( logFd );

	const gone = ( child ) => new Promise( ( res ) => child.once( 'exit', ( code, signal ) => res( signal ? 0 : code ?? 0 ) ) );
	const ends = [ gone( nginx ), gone( fpm ) ];
	const exited = Promise.race( ends );
	let down = false;
	exited.then( () => ( down = true ) );

	const logsSaid = `see ${ serverLog }, ${ logs }/nginx-error.log and ${ logs }/php-fpm.log`;
	const ready = async ( check = () => {} ) => {
		// nginx answers 502 until PHP-FPM has made its socket (both start at once): wait for it first.
		const deadline = Date.now() + 60000;
		while ( ! existsSync( socket ) && ! down && Date.now() < deadline ) {
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
		for ( const child of [ nginx, fpm ] ) {
			if ( child.exitCode === null && child.signalCode === null ) {
				try {
					process.kill( -child.pid, 'SIGTERM' );
				} catch {}
			}
		}
		const kill = setTimeout( () => {
			for ( const child of [ nginx, fpm ] ) {
				try {
					process.kill( -child.pid, 'SIGKILL' );
				} catch {}
			}
		}, 5000 );
		await Promise.all( ends );
		clearTimeout( kill );
	};
	return { url, exited, ready, stop };
}
