// A throw-away MariaDB server owned by the calling Node process.
//
// Used by `npm start` (scripts/site/start.mjs) and the PHPUnit runner. Uses the system binaries
// (Debian packages mariadb-server / mariadb-client); no Docker, no global config
// (`--no-defaults` everywhere), bound to 127.0.0.1, data under the given directory.
//
//   const db = await startMariaDB({ dataDir: '/abs/.site/db', port: 3307 });
//   await sql(db, 'CREATE DATABASE IF NOT EXISTS wordpress');
//   ... DB_HOST = `localhost:${db.socket}`, or `${db.host}:${db.port}` over TCP ...
//   await db.stop();

import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, openSync, closeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pidAlive, sleep } from './processes.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** First binary of `names` found on PATH or in the usual sbin folders, else null. */
export function findBinary(...names) {
	const dirs = [...(process.env.PATH || '').split(':'), '/usr/sbin', '/usr/local/sbin', '/sbin', '/usr/bin'];
	for (const name of names) {
		for (const dir of dirs) {
			if (dir && existsSync(join(dir, name))) return join(dir, name);
		}
	}
	return null;
}

function binaries() {
	const server = findBinary('mariadbd', 'mysqld');
	const installDb = findBinary('mariadb-install-db', 'mysql_install_db');
	const client = findBinary('mariadb', 'mysql');
	const admin = findBinary('mariadb-admin', 'mysqladmin');
	const missing = [];
	if (!server) missing.push('mariadbd');
	if (!installDb) missing.push('mariadb-install-db');
	if (!client) missing.push('mariadb (client)');
	if (!admin) missing.push('mariadb-admin');
	if (missing.length) {
		throw new Error(
			`MariaDB is not installed (missing: ${missing.join(', ')}). ` +
				'Install it with: sudo apt-get install -y mariadb-server mariadb-client'
		);
	}
	return { server, installDb, client, admin };
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
	return new Promise((res, rej) => {
		const srv = createServer();
		srv.unref();
		srv.on('error', rej);
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close(() => res(port));
		});
	});
}

function run(cmd, args, { input, timeout = 120000, env } = {}) {
	return new Promise((res, rej) => {
		const child = execFile(
			cmd,
			args,
			{ maxBuffer: 256 * 1024 * 1024, timeout, env: env || process.env },
			(err, stdout, stderr) => {
				if (err) {
					err.message = `${cmd} ${args.join(' ')} failed: ${stderr || err.message}`.trim();
					err.stdout = stdout;
					err.stderr = stderr;
					rej(err);
				} else res({ stdout, stderr });
			}
		);
		if (input !== undefined) child.stdin.end(input);
	});
}


/**
 * Unix socket paths are limited to ~107 bytes. Use `<dataDir>/mysqld.sock` when it fits,
 * else a short per-datadir path in the temp folder.
 */
function socketPathFor(dataDir) {
	const preferred = join(dataDir, 'mysqld.sock');
	if (Buffer.byteLength(preferred) <= 100) return preferred;
	const hash = createHash('sha1').update(dataDir).digest('hex').slice(0, 12);
	return join(tmpdir(), `cs-mariadb-${hash}.sock`);
}

/**
 * A temp folder of the server's own: two servers (or their bootstrap during mariadb-install-db) sharing
 * one temp folder collide on their temporary tables' file names ("Could not remove temporary table
 * '/tmp/#sql-temptable-…'", then "Unknown table 'mysql.tmp_user_sys'"), as when npm test initialises
 * both PHPUnit pairs' databases at once.
 */
function tmpDirFor(dataDir) {
	const hash = createHash('sha1').update(dataDir).digest('hex').slice(0, 12);
	const dir = join(tmpdir(), `cs-mariadb-${hash}.tmp`);
	mkdirSync(dir, { recursive: true });
	return dir;
}

function tail(file, lines = 25) {
	try {
		return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
	} catch {
		return '(no log)';
	}
}

/** Speed over durability: this is a dev/test database. */
const SERVER_TUNING = [
	'--innodb-buffer-pool-size=64M',
	'--innodb-log-file-size=32M',
	'--innodb-flush-log-at-trx-commit=2',
	'--innodb-flush-method=O_DIRECT_NO_FSYNC',
	'--innodb-doublewrite=0',
	'--sync-binlog=0',
	'--skip-log-bin',
	'--performance-schema=OFF',
	'--max-connections=100',
	'--character-set-server=utf8mb4',
	'--collation-server=utf8mb4_unicode_ci',
	'--skip-name-resolve',
];

/**
 * Start (initialising if needed) a MariaDB server with its data in `dataDir`.
 *
 * @param {object} o
 * @param {string} o.dataDir   absolute or relative path; created when missing
 * @param {number} [o.port]    TCP port on 127.0.0.1; a free one when omitted/0
 * @param {boolean} [o.quiet]  don't print the "initialising" line
 * @param {number} [o.timeoutMs=60000] how long to wait for the server to accept connections
 * @returns {Promise<{socket:string, port:number, host:'127.0.0.1', user:'root', password:'',
 *   pid:number, dataDir:string, logFile:string, stop:() => Promise<void>}>}
 */
export async function startMariaDB({ dataDir, port, quiet = false, timeoutMs = 60000 } = {}) {
	if (!dataDir) throw new Error('startMariaDB: dataDir is required');
	dataDir = resolve(dataDir);
	const bin = binaries();
	port = port ? Number(port) : await freePort();
	mkdirSync(dataDir, { recursive: true });

	const socket = socketPathFor(dataDir);
	const pidFile = join(dataDir, 'mysqld.pid');
	const logFile = join(dataDir, 'mysqld.err');
	const userArgs = isRoot ? ['--user=root'] : [];

	// A server left running on this datadir (e.g. a killed parent) would hold the InnoDB lock.
	if (existsSync(pidFile)) {
		const oldPid = Number(readFileSync(pidFile, 'utf8').trim());
		if (oldPid && pidAlive(oldPid)) {
			throw new Error(
				`A MariaDB server (PID ${oldPid}) is already running on ${dataDir}. ` +
					`Stop it first (kill ${oldPid}) or use another data directory.`
			);
		}
		rmSync(pidFile, { force: true });
	}
	rmSync(socket, { force: true });

	// Initialise once: an empty (or mysql-less) datadir gets the system tables.
	if (!existsSync(join(dataDir, 'mysql'))) {
		const leftovers = readdirSync(dataDir).filter((f) => f !== 'mysqld.err');
		if (leftovers.length) {
			// An interrupted earlier initialisation: start over.
			for (const f of leftovers) rmSync(join(dataDir, f), { recursive: true, force: true });
		}
		if (!quiet) process.stdout.write(`MariaDB: initialising ${dataDir}\n`);
		try {
			await run(bin.installDb, [
				'--no-defaults',
				`--datadir=${dataDir}`,
				'--auth-root-authentication-method=normal',
				'--skip-test-db',
				'--skip-name-resolve',
				`--tmpdir=${tmpDirFor(dataDir)}`,
				...userArgs,
				// passed through to the bootstrap server
				'--innodb-buffer-pool-size=64M',
				'--innodb-log-file-size=32M',
				'--innodb-flush-log-at-trx-commit=2',
				'--innodb-doublewrite=0',
				'--skip-log-bin',
			]);
		} catch (e) {
			rmSync(join(dataDir, 'mysql'), { recursive: true, force: true });
			throw e;
		}
	}

	const logFd = openSync(logFile, 'a');
	const child = spawn(
		bin.server,
		[
			'--no-defaults',
			`--datadir=${dataDir}`,
			`--socket=${socket}`,
			`--port=${port}`,
			'--bind-address=127.0.0.1',
			`--pid-file=${pidFile}`,
			`--log-error=${logFile}`,
			`--tmpdir=${tmpDirFor(dataDir)}`,
			...userArgs,
			...SERVER_TUNING,
		],
		{ stdio: ['ignore', logFd, logFd], detached: false }
	);
	closeSync(logFd);

	let exited = null;
	const exitPromise = new Promise((res) => {
		child.on('exit', (code, signal) => {
			exited = { code, signal };
			res(exited);
		});
		child.on('error', (err) => {
			exited = { code: -1, signal: null, err };
			res(exited);
		});
	});

	// Never leave an orphan server behind if the parent exits without calling stop().
	const onExit = () => {
		if (!exited && child.pid) {
			try {
				process.kill(child.pid, 'SIGTERM');
			} catch {}
		}
	};
	process.on('exit', onExit);

	const conn = {
		socket,
		port,
		host: '127.0.0.1',
		user: 'root',
		password: '',
		pid: child.pid,
		dataDir,
		logFile,
		async stop({ timeoutMs: stopTimeout = 30000 } = {}) {
			process.removeListener('exit', onExit);
			if (exited) return;
			try {
				process.kill(child.pid, 'SIGTERM');
			} catch {}
			let timer;
			const timeout = new Promise((r) => (timer = setTimeout(() => r('timeout'), stopTimeout)));
			const outcome = await Promise.race([exitPromise, timeout]);
			clearTimeout(timer);
			if (outcome === 'timeout') {
				try {
					process.kill(child.pid, 'SIGKILL');
				} catch {}
				await exitPromise;
			}
		},
	};

	// Wait until it accepts connections.
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (exited) {
			process.removeListener('exit', onExit);
			throw new Error(
				`mariadbd exited during start-up (${exited.err ? exited.err.message : `code ${exited.code}, signal ${exited.signal}`}). ` +
					`Last lines of ${logFile}:\n${tail(logFile)}`
			);
		}
		if (existsSync(socket)) {
			try {
				await run(bin.admin, ['--no-defaults', '-uroot', `--socket=${socket}`, '--connect-timeout=2', 'ping'], {
					timeout: 5000,
				});
				break;
			} catch {}
		}
		if (Date.now() > deadline) {
			await conn.stop();
			throw new Error(`MariaDB did not accept connections within ${timeoutMs / 1000}s. Log:\n${tail(logFile)}`);
		}
		await sleep(100);
	}
	return conn;
}

/**
 * Run SQL with the `mariadb` command-line client over the server's socket.
 * Returns stdout (tab-separated rows, no column names: `--batch --skip-column-names`).
 *
 * @param {{socket:string, user?:string, password?:string}} conn  as returned by startMariaDB
 * @param {string} statement  one or more ;-separated statements
 * @param {{database?:string}} [opts]
 */
export async function sql(conn, statement, { database } = {}) {
	const { client } = binaries();
	const args = ['--no-defaults', `-u${conn.user || 'root'}`, `--socket=${conn.socket}`, '--batch', '--skip-column-names'];
	if (conn.password) args.push(`-p${conn.password}`);
	if (database) args.push(database);
	// Statement on stdin (equivalent to -e, but with no argument-length limit).
	const { stdout } = await run(client, args, { input: statement });
	return stdout;
}
