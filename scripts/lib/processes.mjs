/** Small process helpers shared by the scripts. */

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Whether a process with this PID exists (EPERM: it exists, owned by someone else). */
export function pidAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return e.code === 'EPERM';
	}
}

/**
 * Waits until a web server just started answers `${url}/` below HTTP 500 (60 s at most). `check()` runs
 * first each round (it may throw to give up); `say` words what went wrong — the server exited
 * (`isDown()`), answered ≥ 500, or never answered — and `error` makes the Error thrown.
 *
 * @param {string} url
 * @param {{ isDown: () => boolean, check?: () => void, error?: (message: string) => Error,
 *   say: { down: () => string, status: (status: number) => string, timeout: () => string } }} o
 */
export async function untilAnswers(url, { isDown, check = () => {}, error = (message) => new Error(message), say }) {
	const deadline = Date.now() + 60000;
	for (;;) {
		check();
		if (isDown()) throw error(say.down());
		let status = 0;
		try {
			const response = await fetch(`${url}/`, { redirect: 'manual', signal: AbortSignal.timeout(20000) });
			await response.arrayBuffer();
			status = response.status;
		} catch {}
		if (status && status < 500) return;
		if (status) throw error(say.status(status));
		if (Date.now() > deadline) throw error(say.timeout());
		await sleep(150);
	}
}
