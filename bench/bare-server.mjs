// The ceiling: a bare node:http server answering each bench target with the status, headers and body the mock
// answered it with (bench/answers.mjs). POST bodies are read and parsed, as any JSON API would. Prints its
// address, like `mock-site serve --quiet`.
import { createServer } from 'node:http';
import { readAnswers } from './answers.mjs';

const find = readAnswers(process.argv[2]);

function answer(req, res) {
  const { status, headers, body } = find(req.method, req.url);
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
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
