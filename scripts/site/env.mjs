// `npm run env:start` / `npm run env:stop`: the plugin on @wordpress/env (Docker), for developers who
// have a Docker engine. `start` builds the bundle first when src/ changed (the container mounts this
// checkout as the plugin and serves build/ as it is), then runs `wp-env start` with .wp-env.json;
// `stop` runs `wp-env stop`. Extra arguments go to wp-env (`npm run env:start -- --update`).
// Without a reachable Docker engine it says so and points at the local shop (`npm start`), which needs
// neither Docker nor the internet.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { maybeBuild } from '../lib/site.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [command, ...rest] = process.argv.slice(2);

if (command !== 'start' && command !== 'stop') {
	console.error('Usage: node scripts/site/env.mjs start|stop [wp-env arguments]');
	process.exit(2);
}

const docker = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20000 });
if (docker.error || docker.status !== 0) {
	const why = docker.error ? 'the docker command is not installed' : (docker.stderr || docker.stdout).trim().split('\n').pop();
	console.error(`@wordpress/env needs a running Docker engine, and this machine has none (${why}).`);
	console.error('Use the local shop instead: npm start (PHP, MariaDB and the cached WordPress/WooCommerce, no Docker, no internet).');
	process.exit(1);
}

if (command === 'start') {
	await maybeBuild();
}
const bin = join(ROOT, 'node_modules', '.bin', 'wp-env');
const child = spawn(existsSync(bin) ? bin : 'wp-env', [command, ...rest], { cwd: ROOT, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 1));
child.on('error', (error) => {
	console.error(`wp-env did not start: ${error.message}`);
	process.exit(1);
});
