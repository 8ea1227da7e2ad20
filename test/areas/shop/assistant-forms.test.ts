// assistant/v1 forms/*: the forms as a collection (bound to the collection kind): list newest first, get by id,
// create an untitled draft, update, delete, and the errors for a missing or unknown id.
import { describe, expect, it } from 'vitest';
import { EDITOR, expectSchema, fresh, get, post } from './assistant-client.js';

describe('forms', () => {
  it('lists the forms newest first', async () => {
    const res = await get(fresh('forms'), '/forms/list').expect(200);
    expectSchema('/forms/list', 'GET', res.body);
    expect(res.body.forms.map((f: { id: number; title: string; status: string }) => [f.id, f.title, f.status])).toEqual([
      [41, 'Quote request', 'draft'],
      [40, 'Product question', 'publish'],
    ]);
  });

  it('answers one form with its title and content raw and rendered', async () => {
    const res = await get(fresh('form-get'), '/forms/get', '&id=40').expect(200);
    expectSchema('/forms/get', 'GET', res.body);
    expect(res.body.form).toMatchObject({ id: 40, title: { raw: 'Product question', rendered: 'Product question' }, status: 'publish' });
    expect(res.body.form.content.raw).toContain('wp:ai-engine/form-field');
  });

  it('creates an untitled draft, updates it, reads it back, and deletes it', async () => {
    const s = fresh('form-crud');
    const created = await post(s, '/forms/create', {}).expect(200);
    expectSchema('/forms/create', 'POST', created.body);
    expect(created.body).toEqual({ success: true, form: { id: 42, title: { raw: 'Untitled Form', rendered: 'Untitled Form' }, status: 'draft' } });
    const content = '<!-- wp:ai-engine/form-field {"label":"Size"} /-->';
    const updated = await post(s, '/forms/update', { id: 42, title: 'Size advice', content, status: 'publish' }).expect(200);
    expectSchema('/forms/update', 'POST', updated.body);
    expect(updated.body.form).toEqual({
      id: 42,
      title: { raw: 'Size advice', rendered: 'Size advice' },
      content: { raw: content, rendered: content },
      status: 'publish',
    });
    expect((await get(s, '/forms/get', '&id=42').expect(200)).body.form).toEqual(updated.body.form);
    expect((await get(s, '/forms/list').expect(200)).body.forms[0]).toMatchObject({ id: 42, title: 'Size advice' });
    expect((await post(s, '/forms/delete', { id: 42 }).expect(200)).body).toEqual({ success: true });
    expect((await get(s, '/forms/get', '&id=42').expect(404)).body).toMatchObject({ code: 'assistant_form_not_found', data: { status: 404 } });
    expect((await get(s, '/forms/list').expect(200)).body.forms.map((f: { id: number }) => f.id)).toEqual([41, 40]);
  });

  it('creates a form with the title given, always as a draft', async () => {
    const res = await post(fresh('form-title'), '/forms/create', { title: 'Gift finder', status: 'publish' }).expect(200);
    expect(res.body.form).toMatchObject({ title: { raw: 'Gift finder' }, status: 'draft' });
  });

  it('asks for the id, and says which form is unknown', async () => {
    const s = fresh('form-errors');
    expect((await get(s, '/forms/get').expect(400)).body.code).toBe('rest_missing_callback_param');
    expect((await post(s, '/forms/update', { id: 999, title: 'x' }).expect(404)).body.code).toBe('assistant_form_not_found');
    expect((await post(s, '/forms/delete', { id: 999 }).expect(404)).body.code).toBe('assistant_form_not_found');
    expect((await get(s, '/forms/list', '', EDITOR).expect(403)).body.code).toBe('rest_forbidden');
  });
});
