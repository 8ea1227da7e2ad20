// The behaviour names the theme routes of sitetool/v1 carry in the catalogue.
import type { Behaviour } from '../../../dispatch/types.js';
import { createClassicTheme } from './classic-theme.js';
import { deleteDraft, draftTheme, previewDraft, publishDraft } from './draft-theme.js';
import { editFile } from './file-edit.js';
import { listFiles } from './file-list.js';
import { outlineFile } from './file-outline.js';
import { readFile } from './file-read.js';
import { searchFiles } from './file-search.js';
import { deleteFile, writeFile } from './file-write.js';

export const sitetoolThemeBehaviours: Readonly<Record<string, Behaviour>> = {
  'sitetool-file-list': listFiles,
  'sitetool-file-read': readFile,
  'sitetool-file-search': searchFiles,
  'sitetool-file-outline': outlineFile,
  'sitetool-file-edit': editFile,
  'sitetool-file-write': writeFile,
  'sitetool-file-delete': deleteFile,
  'sitetool-draft-theme': draftTheme,
  'sitetool-draft-theme-preview': previewDraft,
  'sitetool-draft-theme-publish': publishDraft,
  'sitetool-draft-theme-delete': deleteDraft,
  'sitetool-create-classic-theme': createClassicTheme,
};
