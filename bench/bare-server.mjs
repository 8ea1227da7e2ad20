// The baseline: a bare node:http server answering each bench target with a fixed JSON body of the size the
// mock answered it with (the answers file maps "METHOD url" to {status, body}). POST bodies are read and
// parsed, as any JSON API would. Prints its address, like `mock-site serve --quiet`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([key, a]) => [key, { status: a.status, body: Buffer.from(a.body) }]));
const notFound = Buffer.from('{"code":"not_found"}');

function answer(req, res) {
  const found = answers.get(`${req.method} ${req.url}`);
  const status = found?.status ?? 404;
  const body = found?.body ?? notFound;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': body.length });
  res.end(body);
}

const server = createServer({ keepAliveTimeout: 5000 }, (req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') return answer(req, res);
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400).end();
      return;
    }
    answer(req, res);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
