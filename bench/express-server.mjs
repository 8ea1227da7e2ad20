// The second baseline: a minimal express 5 app (defaults kept: ETag, X-Powered-By) answering each bench target
// with the status, headers and body the mock answered it with (bench/answers.mjs); express.json() parses POST
// bodies. Prints its address, like `mock-site serve --quiet`.
import express from 'express';
import { readAnswers } from './answers.mjs';

const find = readAnswers(process.argv[2]);
const app = express();
app.use(express.json({ limit: '1mb' }));
app.use((req, res) => {
  const { status, headers, body } = find(req.method, req.originalUrl);
  res.status(status).set(headers).send(body);
});
const server = app.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}\n`));
server.keepAliveTimeout = 5000;
process.on('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
