// The behaviour names of the site-tool routes ops answers (catalogue: src/catalogue/namespaces/sitetool-v1.ts).
import type { Behaviour } from '../../../dispatch/types.js';
import { auditLog, auditRecord } from './audit-handlers.js';
import { cliRun, cliRunApproved, cliStatus } from './cli-run.js';
import { contentEdit } from './content-edit.js';
import { contentSearch } from './content-search.js';
import { lastChange, navigate } from './last-change.js';
import { registeredMeta } from './registered-meta.js';
import { ping, siteInfo } from './site-info.js';

export const sitetoolOpsBehaviours: Readonly<Record<string, Behaviour>> = {
  'sitetool-content-edit': contentEdit,
  'sitetool-content-search': contentSearch,
  'sitetool-cli-run': cliRun,
  'sitetool-cli-run-approved': cliRunApproved,
  'sitetool-cli-status': cliStatus,
  'sitetool-audit-log': auditLog,
  'sitetool-audit-log-record': auditRecord,
  'sitetool-last-change': lastChange,
  'sitetool-navigate': navigate,
  'sitetool-ping': ping,
  'sitetool-site-info': siteInfo,
  'sitetool-registered-meta': registeredMeta,
};
