// The load generator: wrk (installed with apt-get when missing), autocannon only when wrk cannot be had.
// One run = one target against one server for a fixed time; returns requests/s and latency percentiles.
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NUMBER } from './answers.mjs';
import { has } from './machine.mjs';

export function ensureLoadTool() {
  if (has('wrk')) return 'wrk';
  const root = process.getuid?.() === 0;
  const run = (args) => {
    const [command, ...rest] = root ? args : ['sudo', '-n', ...args];
    process.stdout.write(`bench: wrk missing, running ${[command, ...rest].join(' ')}\n`);
    try {
      execFileSync(command, rest, { stdio: 'inherit', timeout: 180_000 });
    } catch {
      /* the next step, or autocannon */
    }
  };
  run(['apt-get', 'install', '-y', 'wrk']);
  if (!has('wrk')) {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', 'wrk']);
  }
  if (has('wrk')) return 'wrk';
  process.stdout.write('bench: wrk cannot be installed here; using autocannon (npx) instead\n');
  return 'autocannon';
}

export const luaString = (s) => `[==[${s}]==]`;

export { NUMBER };
const NUMBER_PATTERN = NUMBER.replace(/[{}]/g, '%$&');

/** A wrk request() that numbers each request: every `{n}` in the path or body becomes 1, 2, 3... */
function numberedRequests(target) {
  const number = (name) => `(string.gsub(${name}, "${NUMBER_PATTERN}", s))`;
  return [
    'local n = 0',
    `local path = ${luaString(target.path)}`,
    `local body = ${target.body ? luaString(target.body) : 'nil'}`,
    'request = function()',
    '  n = n + 1',
    '  local s = tostring(n)',
    `  return wrk.format(nil, ${number('path')}, nil, body and ${number('body')} or nil)`,
    'end',
  ];
}

/** A wrk script for one target: method, headers, body, and a done() that prints the figures as JSON. */
function wrkScript(dir, target) {
  const file = join(dir, `${target.key}.lua`);
  const headers = Object.entries(target.headers ?? {}).map(([k, v]) => `wrk.headers[ ${luaString(k)} ] = ${luaString(v)}`);
  const numbered = target.path.includes(NUMBER) || target.body?.includes(NUMBER);
  writeFileSync(
    file,
    [
      `wrk.method = ${luaString(target.method)}`,
      ...(target.body ? [`wrk.body = ${luaString(target.body)}`] : []),
      ...headers,
      ...(numbered ? numberedRequests(target) : []),
      'done = function(summary, latency, requests)',
      '  local e = summary.errors',
      '  io.write(string.format(\'BENCH {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"non2xx":%d,"errors":%d}\\n\',',
      '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))',
      'end',
    ].join('\n'),
  );
  return file;
}

export function collect(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${err || out}`));
    });
  });
}

/** Runs `target` against `origin` for `seconds`; returns { rps, p50, p99 (ms), requests, non2xx, errors }. */
export async function runLoad({ tool, origin, target, seconds, connections, pin, dir }) {
  // The first request's address (wrk's script numbers the others; autocannon sends this one throughout).
  const url = `${origin}${target.path.replace(NUMBER, '1')}`;
  if (tool === 'wrk') {
    const script = wrkScript(dir, target);
    const [command, ...args] = [...pin, 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, url];
    const out = await collect(command, args, (seconds + 15) * 1000);
    const line = /^BENCH (.+)$/m.exec(out);
    if (!line) throw new Error(`wrk printed no figures: ${out}`);
    const r = JSON.parse(line[1]);
    // No answer within the run: no latency to quote (wrk prints 0).
    const latency = (us) => (r.requests ? us / 1000 : NaN);
    return {
      requests: r.requests,
      rps: r.requests / (r.duration_us / 1e6),
      p50: latency(r.p50_us),
      p99: latency(r.p99_us),
      non2xx: r.non2xx,
      errors: r.errors,
    };
  }
  const headerArgs = Object.entries(target.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const [command, ...args] = [
    ...pin,
    'npx',
    '--yes',
    'autocannon',
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    target.method,
    ...headerArgs,
    ...(target.body ? ['-b', target.body.replaceAll(NUMBER, '[<id>]'), '-I'] : []),
    url,
  ];
  const r = JSON.parse(await collect(command, args, (seconds + 60) * 1000));
  return { requests: r.requests.total, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}
