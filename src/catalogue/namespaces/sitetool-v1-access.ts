// Who may call the sitetool/v1 routes. The plugin gates each route on one WordPress capability
// and, instead of WordPress's bare rest_forbidden, answers its own error naming that capability
// (WPVibe_REST::missing_capability_error, 401 anonymous / 403 logged in). Administrators hold
// every capability used here.
import type { Permission } from '../../model/catalogue.js';

/** The plugin's refusal for `cap`; `named` is the capability the message names when it differs. */
export function needs(cap: string, named = cap): Permission {
  return {
    cap,
    code: 'sitetool_missing_capability',
    message: `This action requires the WordPress capability "${named}", which the connected account does not have. Administrators have it by default — reconnect with an account that has this capability for full access.`,
  };
}

/** Site overview, CLI status, rendered HTML, navigate (can_manage_themes). */
export const THEME_OPTIONS = needs('edit_theme_options');
/** Theme files and the draft theme (can_read_themes / can_edit_themes; publish also needs switch_themes). */
export const EDIT_THEMES = needs('edit_themes');
/** CLI runner, audit log, page-builder templates (can_manage_options / can_run_cli). */
export const MANAGE_OPTIONS = needs('manage_options');
/** Live reload, content edit/search without an option target, Elementor pages (can_edit_posts). */
export const EDIT_POSTS = needs('edit_posts');
