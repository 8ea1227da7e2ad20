// The link description objects a post type's schema carries (WP_REST_Posts_Controller::get_schema_links): what the
// current user may do with an item, each with the fields it unlocks (`targetSchema`). `href` is the item's route
// here; OPTIONS writes it as a full REST address (src/dispatch/index-document.ts).

export interface SchemaLink {
  rel: string;
  title: string;
  /** The item route, `{id}` left as it is: `/cms/v2/posts/{id}`. */
  href: string;
  targetSchema: Record<string, unknown>;
}

export interface SchemaLinkOptions {
  /** action-publish: not for attachments, whose status is inherited. */
  publish: boolean;
  /** action-sticky: posts only. */
  sticky: boolean;
  /** [taxonomy name, REST field] of each taxonomy the type carries, in registration order. */
  taxonomies: readonly (readonly [string, string])[];
}

const fields = (properties: Record<string, unknown>) => ({ type: 'object', properties });

export function schemaLinks(href: string, o: SchemaLinkOptions): SchemaLink[] {
  const link = (rel: string, title: string, properties: Record<string, unknown>): SchemaLink => ({
    rel: `https://api.w.org/${rel}`,
    title,
    href,
    targetSchema: fields(properties),
  });
  const links: SchemaLink[] = [];
  if (o.publish) links.push(link('action-publish', 'The current user can publish this post.', { status: { type: 'string', enum: ['publish', 'future'] } }));
  // WordPress writes this target without a type for `raw`'s parent: kept as it publishes it.
  links.push(link('action-unfiltered-html', 'The current user can post unfiltered HTML markup and JavaScript.', { content: { raw: { type: 'string' } } }));
  if (o.sticky) links.push(link('action-sticky', 'The current user can sticky this post.', { sticky: { type: 'boolean' } }));
  links.push(link('action-assign-author', 'The current user can change the author on this post.', { author: { type: 'integer' } }));
  for (const [taxonomy, field] of o.taxonomies) {
    const target = { [field]: { type: 'array', items: { type: 'integer' } } };
    links.push(link(`action-assign-${field}`, `The current user can assign terms in the ${taxonomy} taxonomy.`, target));
    links.push(link(`action-create-${field}`, `The current user can create terms in the ${taxonomy} taxonomy.`, target));
  }
  return links;
}
