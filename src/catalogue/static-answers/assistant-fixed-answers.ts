// Answers that never change on a site: bound to their routes with the static kind.

/** GET helpers/post_types: the public post types (get_post_types(): attachments and revisions left out). */
export const POST_TYPES = [
  { name: 'Posts', type: 'post' },
  { name: 'Pages', type: 'page' },
];

/** GET workspace/auth-check while the Workspace module is off (the only case this route exists). */
export const WORKSPACE_OFF = {
  success: true,
  reason: 'module_disabled',
  message: 'Workspace is not enabled on this site yet. In WordPress, go to AI Engine → Settings → Modules and enable Workspace, then connect again.',
};
