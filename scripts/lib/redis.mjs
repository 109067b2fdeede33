/**
 * The persistent object cache of the multi-server topology: Debian's redis-server, run by the
 * scripts with nothing on disk (no RDB, no AOF: a cache, empty on every start), and the Redis Object
 * Cache plugin's drop-in (`includes/object-cache.php` of `redis-cache`, from the read-only cache folder,
 * scripts/lib/sources.mjs findRedisCache) with Debian's php-redis as its client.
 *
 *   startRedis({ port, dir, log })        -> { port, stop, flush }
 *   installDropIn(wpContent, { port, pluginDir, prefix })  wp-content/object-cache.php: a few constants,
 *                                            then the plugin's drop-in (loaded from the cache folder)
 *   removeDropIn(wpContent)               only ours (marked); a foreign drop-in is left alone
 *   redisCommand(port, ...args)           one command over RESP (the tests' FLUSHALL), no client needed
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { sleep } from './processes.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';
const DROP_IN_MARK = 'cosmetics-storefront:redis-drop-in';

/** Debian packages the object cache needs that this machine lacks. */
export function missingCachePackages() {
	const phpRedis = existsSync('/etc/php/8.2/mods-available/redis.ini') || existsSync('/usr/lib/php/20220829/redis.so');
	return [!existsSync(REDIS_SERVER) && 'redis-server', !phpRedis && 'php8.2-redis'].filter(Boolean);
}

/** Sends one command; resolves with the raw reply's first line. */
export function redisCommand(port, ...args) {
	return new Promise((resolve, reject) => {
		const socket = connect(port, '127.0.0.1');
		let reply = '';
		socket.setTimeout(5000, () => socket.destroy(new Error(`Redis on ${port} did not answer`)));
		socket.on('connect', () => socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`));
		socket.on('data', (chunk) => {
			reply += chunk;
			if (reply.includes('\r\n')) {
				socket.end();
				resolve(reply.split('\r\n')[0]);
			}
		});
		socket.on('error', reject);
	});
}

/** redis-server on 127.0.0.1:`port`, its files under `dir`, in its own process group. */
export async function startRedis({ port, dir, log = () => {} }) {
	if (!existsSync(REDIS_SERVER)) throw new Error(`redis-server is missing (Debian package redis-server).`);
	mkdirSync(dir, { recursive: true });
	const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru', '--logfile', join(dir, 'redis.log')];
	const child = spawn(REDIS_SERVER, args, { stdio: 'ignore', detached: true });
	const exited = new Promise((res) => child.once('exit', (code) => res(code ?? 0)));
	let down = false;
	exited.then(() => (down = true));
	const deadline = Date.now() + 20000;
	for (;;) {
		if (down) throw new Error(`redis-server on port ${port} stopped during start-up; see ${join(dir, 'redis.log')}.`);
		try {
			if ((await redisCommand(port, 'PING')) === '+PONG') break;
		} catch {}
		if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 20 s; see ${join(dir, 'redis.log')}.`);
		await sleep(100);
	}
	log(`   Redis on 127.0.0.1:${port} (PID ${child.pid})`);
	const stop = async () => {
		if (!down) {
			try {
				process.kill(-child.pid, 'SIGTERM');
			} catch {}
		}
		await exited;
	};
	return { port, pid: child.pid, exited, stop, flush: () => redisCommand(port, 'FLUSHALL') };
}

/**
 * wp-content/object-cache.php: this shop's Redis (port, a key prefix, phpredis, graceful when Redis is
 * down) and then the plugin's drop-in itself. Written, not linked, so the constants sit before it.
 */
export function installDropIn(wpContent, { port, pluginDir, prefix = 'cosmetics:' }) {
	const dropIn = join(pluginDir, 'includes', 'object-cache.php');
	const q = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
	writeFileSync(
		join(wpContent, 'object-cache.php'),
		`<?php
/**
 * ${DROP_IN_MARK}: written by scripts/lib/redis.mjs on every start with the object cache on; removed
 * on a start without it. The Redis Object Cache drop-in with this shop's Redis.
 */
defined( 'WP_REDIS_HOST' ) || define( 'WP_REDIS_HOST', '127.0.0.1' );
defined( 'WP_REDIS_PORT' ) || define( 'WP_REDIS_PORT', ${Number(port)} );
defined( 'WP_REDIS_PREFIX' ) || define( 'WP_REDIS_PREFIX', ${q(prefix)} );
defined( 'WP_REDIS_CLIENT' ) || define( 'WP_REDIS_CLIENT', 'phpredis' );
defined( 'WP_REDIS_TIMEOUT' ) || define( 'WP_REDIS_TIMEOUT', 1 );
defined( 'WP_REDIS_READ_TIMEOUT' ) || define( 'WP_REDIS_READ_TIMEOUT', 1 );
defined( 'WP_REDIS_DISABLE_METRICS' ) || define( 'WP_REDIS_DISABLE_METRICS', true );
defined( 'WP_REDIS_PLUGIN_PATH' ) || define( 'WP_REDIS_PLUGIN_PATH', ${q(pluginDir)} );
defined( 'WP_REDIS_DISABLE_BANNERS' ) || define( 'WP_REDIS_DISABLE_BANNERS', true );
require ${q(dropIn)};
`
	);
}

/** Removes wp-content/object-cache.php if it is ours. */
export function removeDropIn(wpContent) {
	const file = join(wpContent, 'object-cache.php');
	if (existsSync(file) && readFileSync(file, 'utf8').includes(DROP_IN_MARK)) rmSync(file);
}
