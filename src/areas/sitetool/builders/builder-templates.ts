// Theme-builder templates (builder A's `elementor_library` posts, builder B's `fl-theme-layout` posts): rows of
// wp_posts on the real site, kept here in the session's `sitetool.builder_templates` store. Their ids come from
// the posts' id sequence, as they would in wp_posts. cms/v2 does not serve these post types (nor does the real site).
import { getRecord, putRecord } from '../../../store/records.js';
import type { Session } from '../../../store/session.js';
import type { User } from '../../../model/scenario.js';
import { WpError } from '../../../wp/errors.js';
import { nextPostSequenceId } from './post-sequence-id.js';

export const TEMPLATES = 'sitetool.builder_templates';

export interface TemplateRecord {
  id: number;
  post_type: 'elementor_library' | 'fl-theme-layout';
  title: string;
  status: string;
  /** The template's kind: header, footer, single... (a layout type for builder B). */
  template_type: string;
  /** Where it shows: display conditions (builder A) or layout locations (builder B). */
  conditions: string[];
  /** The builder's data, as given (checked). */
  data: unknown;
  content: string;
  settings?: Record<string, unknown>;
  author: number;
  date_gmt: string;
  modified_gmt: string;
}

/** A template of one post type, or a 404 saying the id names none. */
export function templateOf(session: Session, id: number, postType: TemplateRecord['post_type']): TemplateRecord | WpError {
  const found = getRecord(session, TEMPLATES, id)?.data as TemplateRecord | undefined;
  if (!found || found.post_type !== postType) {
    return new WpError('sitetool_template_not_found', `No ${postType} template with id ${id}. Leave id out to create a new template.`, { status: 404 });
  }
  return found;
}

export type TemplateFields = Omit<TemplateRecord, 'id' | 'author' | 'date_gmt' | 'modified_gmt' | 'title'> & { title?: string };

/** Creates or updates a template (one tick, then the commit); a new one without a title is named after its id. */
export async function saveTemplate(
  session: Session,
  user: User | null,
  prev: TemplateRecord | undefined,
  fields: TemplateFields,
  defaultTitle: (id: number) => string,
): Promise<TemplateRecord> {
  session.tick();
  const now = session.now()[1];
  const id = prev?.id ?? nextPostSequenceId(session, TEMPLATES);
  const record: TemplateRecord = {
    ...fields,
    id,
    title: fields.title ?? prev?.title ?? defaultTitle(id),
    author: prev?.author ?? user?.id ?? 0,
    date_gmt: prev?.date_gmt ?? now,
    modified_gmt: now,
  };
  putRecord(session, TEMPLATES, id, record as unknown as Record<string, unknown>);
  await session.commit();
  return record;
}
