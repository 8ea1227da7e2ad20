import { describe, expect, it } from 'vitest';
import { scenarioFolder } from '../scenario/scenario-files.js';
import { ROOT } from '../helpers.js';
import { runCli } from './run-cli.js';

const { dir, write } = scenarioFolder('mock-site-validate-');

write(
  'good.yaml',
  `# yaml-language-server: $schema=./scenario.schema.json
profile: site
machines:
  flow: { states: [draft, live] }
rules:
  - name: publish
    match: { method: POST, route: '/cms/v2/posts/{id}' }
    when: { flow: draft }
    then: { flow: live }
    respond: { status: 200, body: { id: '{{request.params.id}}', at: '{{now}}', posts: '{{state.posts.count}}', flow: '{{state.machines.flow}}' } }
  - match: { route: /acme/v1/widgets }
    bind: { kind: collection, store: widgets }
routes:
  - path: /acme/v1/widgets
    methods: [GET, POST]
data:
  records:
    widgets: [{ id: 1, name: first }]
`,
);

write(
  'bad.yaml',
  `profile: site
machines:
  flow: { states: [a, b] }
rules:
  - match: { route: /cms/v2/nowhere }
    respond: { body: { id: '{{request.quer.id}}' } }
  - match: { route: '/cms/v2/posts/{id}' }
    respond: { body_file: missing.json }
    when: { flow: c }
  - match: { route: /cms/v2/posts }
    respond:
      headers: { X-Count: '{{state.gadgets.count}} {{unclosed' }
data:
  records:
    orphans: []
routes:
  - path: /cms/v2/posts/{id}
`,
);

write(
  'built-in-stores.yaml',
  `data:
  records:
    plugins.installed: [{ id: shop, name: Shop, file: shop/shop.php, status: active, version: 1.0.0 }]
    sitetool.upload_media: { network: false }
    sitetool.upload_medias: { network: true }
`,
);

write('shape.yaml', 'seed: many\nrules:\n  - match: { method: FETCH }\n    respond: {}\n');

describe('mock-site validate', () => {
  it('a valid scenario exits 0 with a one-line summary', async () => {
    const res = await runCli(['validate', 'good.yaml'], dir);
    expect(res).toMatchObject({ code: 0, stderr: '' });
    expect(res.stdout).toBe('[mock-site] 1 scenario valid: 2 rules, 1 machine, 1 route.\n');
  });

  it('knows the stores the built-in areas keep (sitetool.*, plugins.*, oembed.*), and still flags a misspelt one', async () => {
    const res = await runCli(['validate', 'built-in-stores.yaml'], dir);
    expect(res.code).toBe(1);
    expect(res.stdout.trimEnd().split('\n')).toEqual([
      'built-in-stores.yaml:5:5: data.records: unknown record set "sitetool.upload_medias": no rule or route binds it (bind.store). Bind a kind to it, or check the name.',
    ]);
  });

  it('prints every problem as file:line:col: message and exits 1', async () => {
    const res = await runCli(['validate', 'bad.yaml'], dir);
    expect(res.code).toBe(1);
    expect(res.stdout.trimEnd().split('\n')).toEqual([
      "bad.yaml:5:21: rule rules[0]: match.route /cms/v2/nowhere matches no route of the catalogue or of the scenario's routes. Check the path (GET /index.php?rest_route=/ lists every route), or declare it under routes.",
      expect.stringMatching(/^bad\.yaml:6:28: rule rules\[0\]: respond\[0\]: \{\{request\.quer\.id\}\}: unknown request part "quer"/),
      expect.stringMatching(/^bad\.yaml:8:27: rule rules\[1\]: respond\[0\]: body_file .*missing\.json does not exist\. Create it, or fix the path/),
      'bad.yaml:9:19: rule rules[1] when: machine "flow" has no state "c" (states: a, b). Name one of its states or add it.',
      expect.stringMatching(/^bad\.yaml:12:27: rule rules\[2\]: respond\[0\]: \{\{unclosed: a template opens with \{\{ but never closes with \}\}/),
      'bad.yaml:12:27: template {{state.gadgets.count}}: unknown record set "gadgets" (count a table such as posts, or a record set a bind names). Check the name.',
      'bad.yaml:15:5: data.records: unknown record set "orphans": no rule or route binds it (bind.store). Bind a kind to it, or check the name.',
      "bad.yaml:17:5: route /cms/v2/posts/{id} collides with the site catalogue's route /cms/v2/posts/(?P<id>[\\d]+). Use rules to change a catalogue route, or give this route its own path.",
    ]);
    expect(res.stderr).toBe('[mock-site] validate: 8 problems in 1 scenario. Fix them and run validate again.\n');
  });

  it('a key in its old spelling still validates, with a hint on stderr', async () => {
    write('answer.json', '{"ok": true}');
    write('old-spelling.yaml', 'rules:\n  - match: { route: /cms/v2/posts }\n    respond: { bodyFile: answer.json }\n');
    const res = await runCli(['validate', 'old-spelling.yaml'], dir);
    expect(res.code).toBe(0);
    expect(res.stderr).toBe(
      '[mock-site] old-spelling.yaml:3:16: hint: use "body_file" (bodyFile is its old spelling: the scenario\'s own keys are snake_case).\n',
    );
    expect(res.stdout).toBe('[mock-site] 1 scenario valid: 1 rule, 0 machines, 0 routes.\n');
  });

  it('reports shape problems of every file given, good files adding none', async () => {
    const res = await runCli(['validate', 'good.yaml', 'shape.yaml'], dir);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe(
      [
        'shape.yaml:1:7: seed must be a whole number (got string "many").',
        'shape.yaml:3:22: rules[0].match.method must be one of GET, POST, PUT, PATCH, DELETE (got string "FETCH").',
        '',
      ].join('\n'),
    );
  });

  it('a problem in a file the scenario extends is reported in that file', async () => {
    write('child.yaml', 'extends: shape.yaml\n');
    const res = await runCli(['validate', 'child.yaml'], dir);
    expect(res.stdout).toContain('shape.yaml:1:7: seed must be a whole number');
  });

  it('a file that cannot be read is a problem too', async () => {
    const res = await runCli(['validate', 'absent.yaml'], dir);
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/^absent\.yaml: cannot read scenario \/.*\/absent\.yaml \(ENOENT\)\. Check the path\.\n$/);
  });

  it('without files it checks the shipped scenarios under ./scenarios', async () => {
    const res = await runCli(['validate'], ROOT);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^\[mock-site\] \d+ scenarios valid: /);
  });

  it('--help explains the command', async () => {
    const res = await runCli(['validate', '--help']);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Usage: mock-site validate [files...]');
  });
});
