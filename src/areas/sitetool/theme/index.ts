// What other areas read from the virtual theme: the active theme (site-info, `wp theme list`) and the
// installed themes.
export { activeTheme, installedThemes, themeInfo, type ThemeInfo } from './active-theme.js';
export { currentDraft, type DraftTheme } from './draft-state.js';
