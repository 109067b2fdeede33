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
