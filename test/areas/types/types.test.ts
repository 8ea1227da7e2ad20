// cms/v2 post types (WordPress's post types controller): post, page and attachment.
import { describe, expect, it } from 'vitest';
import { ADMIN, basic, rest, site } from '../../helpers.js';

const api = site();
const get = (route: string, query = '', auth?: string) => {
  const req = api.get(rest(route, query));
  return auth ? req.set('Authorization', auth) : req;
};

describe('post types', () => {
  it('lists post, page and attachment keyed by name', async () => {
    const res = await get('/cms/v2/types');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['post', 'page', 'attachment']);
    expect(res.body.post).toMatchObject({
      description: '',
      hierarchical: false,
      has_archive: false,
      name: 'Posts',
      slug: 'post',
      icon: 'dashicons-admin-post',
      taxonomies: ['category', 'post_tag'],
      rest_base: 'posts',
      rest_namespace: 'cms/v2',
    });
    expect(res.body.post._links['wp:items'][0].href).toMatch(/rest_route=\/cms\/v2\/posts$/);
  });

  it('answers one type, with its media route for attachments', async () => {
    const res = await get('/cms/v2/types/attachment');
    expect(res.body).toMatchObject({ name: 'Media', slug: 'attachment', rest_base: 'media' });
    expect(res.body).not.toHaveProperty('labels');
  });

  it('adds capabilities, labels and supports in edit context', async () => {
    const res = await get('/cms/v2/types/page', '&context=edit', ADMIN);
    expect(res.body.capabilities.edit_posts).toBe('edit_pages');
    expect(res.body.labels.add_new_item).toBe('Add New Page');
    expect(res.body.supports['page-attributes']).toBe(true);
    expect(res.body.viewable).toBe(true);
  });

  it('answers an unknown type with 404 rest_type_invalid', async () => {
    const res = await get('/cms/v2/types/product');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_type_invalid', message: 'Invalid post type.', data: { status: 404 } });
  });

  it('refuses edit context to a subscriber with 403 rest_cannot_view', async () => {
    const res = await get('/cms/v2/types', '&context=edit', basic('subscriber', 'subscriber-password'));
    expect(res.status).toBe(403);
    expect(res.body.code).toMatch(/^rest_(cannot_view|forbidden_context)$/);
  });
});
