// The soak: a long run of mixed requests against one mock (keep-alive, wrk with a Lua script rotating 20 kinds
// of request), resident memory read after a warm-up and at the end. Creates are deleted again (force=true), so the
// store keeps its size: what grows is what the server keeps that it should not.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { luaString } from './load.mjs';
import { rssOf } from './servers.mjs';
import { ADMIN, route } from './targets.mjs';
import { FAKER_ROUTE, FIRST_ID, POST_COUNT, SEARCH_TERM } from './scenario.mjs';

const SESSION = 'bench-soak';
/** Statuses the mix asks for (the 400 and 404 are asked for on purpose); any other is counted as unexpected. */
const EXPECTED = new Set([200, 201, 400, 404]);

/** The wrk script: stops after `limit` answers; done() prints the figures and the count of each status. */
export function soakScript(limit) {
  const s = luaString;
  return `
local limit = ${limit}
local i = 0
local seen = 0
local created = {}
statuses = {}
local reads = {}
local writes = {}
writes[ ${s('Authorization')} ] = ${s(ADMIN)}
writes[ ${s('Content-Type')} ] = ${s('application/json')}
writes[ ${s('X-Mock-Session')} ] = ${s(SESSION)}

local function get(path) return wrk.format("GET", path, {}, nil) end
local function post(i) return wrk.format("GET", ${s(route('/cms/v2/posts/'))} .. (${FIRST_ID} + (i * 7919) % ${POST_COUNT}), {}, nil) end
local function create(i)
  local body = ${s('{"title":"Soak post ')} .. i .. ${s('","content":"<p>Written by the soak.</p>","status":"publish"}')}
  return wrk.format("POST", ${s(route('/cms/v2/posts'))}, writes, body)
end
local function delete(i)
  local id = table.remove(created)
  if not id then return post(i) end
  return wrk.format("DELETE", ${s(route('/cms/v2/posts/'))} .. id .. "&force=true", writes, nil)
end

request = function()
  i = i + 1
  local slot = i % 20
  if slot == 0 then return get(${s(route('/'))})
  elseif slot <= 3 then return get(${s(route('/cms/v2/posts', '&per_page=10&page='))} .. (1 + i % 100))
  elseif slot <= 5 then return get(${s(route('/cms/v2/posts', `&per_page=10&search=${SEARCH_TERM}&page=`))} .. (1 + i % 10))
  elseif slot <= 9 then return post(i)
  elseif slot <= 11 then return get(${s(route(`${FAKER_ROUTE}/`))} .. (1 + i % 5000))
  elseif slot <= 13 then return create(i)
  elseif slot <= 15 then return delete(i)
  elseif slot == 16 then return get(${s(route('/cms/v2/posts/'))} .. (${FIRST_ID} + i % ${POST_COUNT}) .. "&_fields=id,title,link")
  elseif slot == 17 then return get(${s(route('/cms/v2/categories'))})
  elseif slot == 18 then return get(${s(route('/cms/v2/no-such-route'))})
  else return get(${s(route('/cms/v2/posts', '&per_page=0'))})
  end
end

response = function(status, headers, body)
  seen = seen + 1
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
  if status == 201 then
    local id = string.match(body, '^{"id":(%d+)')
    if id then created[#created + 1] = id end
  end
  if seen == limit then
    -- wrk runs for its whole duration whatever a thread does: the bench interrupts it (SIGINT) on this line.
    io.write("LIMIT\\n")
    io.flush()
    wrk.thread:stop()
  end
end

local threads = {}
setup = function(thread) threads[#threads + 1] = thread end

done = function(summary, latency, requests)
  local parts = {}
  for k, v in pairs(threads[1]:get("statuses")) do parts[#parts + 1] = string.format('"%s":%d', k, v) end
  io.write(string.format('SOAK {"requests":%d,"duration_us":%d,"p99_us":%d,"errors":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, latency:percentile(99),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, table.concat(parts, ",")))
end
`;
}

/** The most a phase may take: a server that slow has failed the soak anyway. */
const BOUND_S = 300;

/** Runs wrk until its script reports the limit reached, then interrupts it (it prints its summary and done()). */
function untilLimit([command, ...args]) {
  return new Promise((resolve, reject) => {
    // taskset execs wrk: the child's pid is wrk's.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), (BOUND_S + 15) * 1000);
    child.stdout.on('data', (d) => {
      out += d;
      if (/^LIMIT$/m.test(out)) child.kill('SIGINT');
    });
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`wrk exited with ${code ?? signal}: ${err || out}`));
    });
  });
}

async function phase({ url, requests, connections, pin, dir, name }) {
  const script = join(dir, `soak-${name}.lua`);
  writeFileSync(script, soakScript(requests));
  const out = await untilLimit([...pin, 'wrk', '-t1', `-c${connections}`, `-d${BOUND_S}s`, '--timeout', '5s', '-s', script, `${url}/`]);
  const line = /^SOAK (.+)$/m.exec(out);
  if (!line) throw new Error(`wrk printed no soak figures (a Lua error?): ${out}`);
  const r = JSON.parse(line[1]);
  const unexpected = Object.entries(r.statuses)
    .filter(([s]) => !EXPECTED.has(Number(s)))
    .reduce((n, [, c]) => n + c, 0);
  return { requests: r.requests, rps: r.requests / (r.duration_us / 1e6), p99: r.p99_us / 1000, errors: r.errors, statuses: r.statuses, unexpected };
}

/** Runs `warmup` then `total - warmup` mixed requests against `server`; RSS after each (MB) and the growth. */
export async function soak({ server, total, warmup, connections, pin, dir }) {
  const started = performance.now();
  const first = await phase({ url: server.url, requests: warmup, connections, pin, dir, name: 'warmup' });
  const warm = rssOf(server.pid);
  let peak = warm;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 250);
  let rest;
  try {
    rest = await phase({ url: server.url, requests: total - warmup, connections, pin, dir, name: 'rest' });
  } finally {
    clearInterval(sampler);
  }
  const end = rssOf(server.pid);
  peak = Math.max(peak, end);
  const statuses = { ...first.statuses };
  for (const [s, c] of Object.entries(rest.statuses)) statuses[s] = (statuses[s] ?? 0) + c;
  return {
    requests: first.requests + rest.requests,
    warmup: first.requests,
    seconds: (performance.now() - started) / 1000,
    rps: rest.rps,
    p99: rest.p99,
    rssWarm: warm,
    rssEnd: end,
    rssPeak: peak,
    growth: (end - warm) / warm,
    errors: first.errors + rest.errors,
    unexpected: first.unexpected + rest.unexpected,
    statuses,
  };
}
