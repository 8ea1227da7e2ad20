// Each kind checks its own options: unknown ones, wrong types and bad templates are errors with their path.
import { describe, expect, it } from 'vitest';
import { checkBinding, KIND_SHAPES, kindBehaviour } from '../../src/kinds/index.js';
import { KINDS, type Binding } from '../../src/model/binding.js';
import { bodyOption, kindOptions, option, RECORD_SET } from '../../src/kinds/options.js';

const AT = ['rules', 2, 'bind'];
const messages = (binding: unknown) => checkBinding(binding, AT).map((p) => [p.path.join('.'), p.message]);

describe('binding options', () => {
  it.each([
    [
      'collection',
      {
        kind: 'collection',
        store: 'things',
        idParam: 'id',
        op: 'delete',
        fields: ['a'],
        defaults: { a: 1 },
        required: ['a'],
        perPage: 5,
        maxPerPage: 50,
        orderby: 'a',
        order: 'desc',
        search: ['a'],
        filters: ['a'],
        notFound: { code: 'x', message: 'y', status: 410 },
        itemRoute: '/x/{id}',
        dateField: '',
        modifiedField: 'm',
        status: 200,
        body: { items: '{{items}}', q: '{{request.query.x}}' },
      },
    ],
    ['singleton', { kind: 'singleton', store: 's', initial: {}, schema: { type: 'object' }, fields: ['a'], reset: true, status: 200, body: '{{value}}' }],
    [
      'action',
      {
        kind: 'action',
        store: 'log',
        set: [{ store: 'things', id: '{{request.body.id}}', fields: { a: '{{now}}' } }],
        then: { m: 'on' },
        notFound: { code: 'x' },
        status: 202,
        body: { run: '{{call.id}}' },
      },
    ],
    [
      'job',
      {
        kind: 'job',
        store: 'jobs',
        op: 'status',
        idParam: 'job_id',
        idField: 'id',
        idPrefix: 'ft_',
        polls: 0,
        states: { done: 'complete' },
        result: { ok: '{{job.id}}' },
        fields: ['a'],
        notFound: { status: 404 },
        status: 202,
        body: '{{job}}',
      },
    ],
    ['static', { kind: 'static', status: 201, headers: { 'X-A': 'b' }, body: [1, 'two'] }],
    ['faker (schema)', { kind: 'faker', schema: { type: 'object' }, status: 200 }],
    ['faker (route)', { kind: 'faker', route: '/shop/v3/payments/settings', method: 'GET' }],
  ])('a %s binding with every option passes', (_, binding) => {
    expect(checkBinding(binding, AT)).toEqual([]);
    expect(kindBehaviour(binding as Binding)).toBeTruthy();
  });

  it('an unknown option is an error at its key, listing the valid ones', () => {
    const [problem] = checkBinding({ kind: 'collection', store: 'things', pageSize: 5 }, AT);
    expect(problem).toEqual({
      path: [...AT, 'pageSize'],
      atKey: true,
      message: expect.stringMatching(/^unknown key "pageSize" in rules\[2\]\.bind \(valid keys: kind, store, op, idParam, .*\)$/),
    });
  });

  it.each([
    ['a missing store (record set)', { kind: 'job' }, [['rules.2.bind', 'rules[2].bind needs "store"']]],
    [
      'an unknown kind',
      { kind: 'crud', store: 'x' },
      [['rules.2.bind.kind', 'rules[2].bind.kind must be one of collection, singleton, action, job, faker, static (got "crud")']],
    ],
    [
      'a mistyped option',
      { kind: 'collection', store: 'x', perPage: 'ten' },
      [['rules.2.bind.perPage', 'rules[2].bind.perPage must be a whole number of at least 1 (got string "ten")']],
    ],
    [
      'an unknown op',
      { kind: 'collection', store: 'x', op: 'upsert' },
      [['rules.2.bind.op', 'rules[2].bind.op must be one of list, create, read, update, delete (got string "upsert")']],
    ],
    [
      'an unknown job state name',
      { kind: 'job', store: 'x', states: { finished: 'ok' } },
      [['rules.2.bind.states.finished', expect.stringContaining('unknown key "finished"')]],
    ],
    [
      'a job id prefix outside [a-z0-9_-]',
      { kind: 'job', store: 'x', idPrefix: 'Job ' },
      [['rules.2.bind.idPrefix', expect.stringContaining('idPrefix may hold only lower-case letters')]],
    ],
    ['faker with schema and route', { kind: 'faker', schema: {}, route: '/x' }, [['rules.2.bind.route', 'rules[2].bind: give schema or route, not both']]],
    [
      'a set entry without fields',
      { kind: 'action', store: 'log', set: [{ store: 'a', id: 1 }] },
      [['rules.2.bind.set.0', 'rules[2].bind.set[0] needs "fields"']],
    ],
  ])('%s is an error with its path', (_, binding, expected) => {
    expect(messages(binding)).toEqual(expected);
  });

  it.each([
    [
      'an unknown name',
      { kind: 'collection', store: 'x', body: { a: ['{{itemz}}'] } },
      'rules.2.bind.body.a.0',
      /unknown template value "itemz".*this kind also offers items, item/,
    ],
    ['an unknown request part', { kind: 'singleton', store: 'x', body: 'v={{request.cookies.a}}' }, 'rules.2.bind.body', /unknown request part "cookies"/],
    [
      'a kind value in a set id',
      { kind: 'action', store: 'x', set: [{ store: 'a', id: '{{call.id}}', fields: {} }] },
      'rules.2.bind.set.0.id',
      /unknown template value "call.id"/,
    ],
    ['an unclosed template in a job result', { kind: 'job', store: 'x', result: 'done {{job' }, 'rules.2.bind.result', /never closes/],
  ])('a template with %s is an error at its place', (_, binding, path, message) => {
    const [problem] = checkBinding(binding, AT);
    expect(problem!.path.join('.')).toBe(path);
    expect(problem!.message).toMatch(message);
  });

  it('kindBehaviour refuses a binding checkBinding refuses, saying why', () => {
    expect(() => kindBehaviour({ kind: 'singleton', store: 's', reset: 'yes' } as Binding)).toThrow(
      '[mock-site] bind.reset must be true or false (got string "yes").',
    );
  });

  it('every kind publishes its shape, `kind` and its options documented', () => {
    expect(Object.keys(KIND_SHAPES)).toEqual([...KINDS]);
    for (const kind of KINDS) {
      const shape = KIND_SHAPES[kind];
      expect(shape.object.kind).toEqual({ enum: [kind] });
      expect(shape.doc).toEqual(expect.any(String));
    }
  });
});

describe('kindOptions: each option declared once', () => {
  const declared = kindOptions('collection', 'Things.', {
    store: RECORD_SET,
    perPage: option.integer('Per page.', { min: 1 }, 10),
    search: option.list('Fields to search.'),
    body: bodyOption(['item'], 'the item'),
  });

  it('gives the binding shape: kind first, each option, the required ones', () => {
    expect(declared.shape).toEqual({
      object: {
        kind: { enum: ['collection'] },
        store: RECORD_SET.shape,
        perPage: { scalar: 'integer', min: 1, doc: 'Per page.' },
        search: { list: 'string', doc: 'Fields to search.' },
        body: expect.objectContaining({ scalar: 'any' }),
      },
      required: ['kind', 'store'],
      doc: 'Things.',
    });
  });

  it('reads each option given, else its default (undefined when it has none)', () => {
    expect(declared.read({ kind: 'collection', store: 'things', search: ['a'] })).toEqual({ store: 'things', perPage: 10, search: ['a'], body: undefined });
    expect(declared.read({ kind: 'collection', store: 'things', perPage: 3, body: 'x' })).toMatchObject({
      perPage: 3,
      search: undefined,
      body: { constant: true, value: 'x' },
    });
  });

  it("checks what the shape cannot state (templates) at the option's path", () => {
    expect(declared.check({ kind: 'collection', store: 'things', body: '{{itemz}}' }, AT).map((p) => p.path.join('.'))).toEqual(['rules.2.bind.body']);
  });
});
