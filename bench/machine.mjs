// What the bench runs on, and which cores the servers and the load generator get (taskset).
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { release } from 'node:os';

export function has(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The 1-minute load average (other work on the machine skews the figures). */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return 'unknown';
  }
}

export function describeMachine() {
  const cpuinfo = (() => {
    try {
      return readFileSync('/proc/cpuinfo', 'utf8');
    } catch {
      return '';
    }
  })();
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown';
  let nproc = availableParallelism();
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || nproc;
  } catch {
    /* keep availableParallelism */
  }
  return { nproc, cpu: model, node: process.version, kernel: release(), load: loadAverage() };
}

/** Server on the first core, load generator on the second; no pinning on one core or without taskset. */
export function corePlan(nproc) {
  if (nproc < 2 || !has('taskset'))
    return { server: [], load: [], note: nproc < 2 ? 'one core: server and load generator share it (no pinning)' : 'taskset missing: no pinning' };
  return { server: ['taskset', '-c', '0'], load: ['taskset', '-c', '1'], note: 'server pinned to core 0, load generator to core 1 (taskset)' };
}
