// The behaviours of the site tool (sitetool/v1), which only the site profile serves. Every site-tool write is audited
// (sitetool/audited.ts).
import type { Behaviour } from '../dispatch/types.js';
import { audited } from './sitetool/audited.js';
import { sitetoolBuilderBehaviours } from './sitetool/builders/behaviours.js';
import { sitetoolOpsBehaviours } from './sitetool/ops/behaviours.js';
import { sitetoolThemeBehaviours } from './sitetool/theme/behaviours.js';

export const SITETOOL_BEHAVIOURS: Readonly<Record<string, Behaviour>> = {
  ...audited(sitetoolThemeBehaviours),
  ...audited(sitetoolOpsBehaviours),
  ...audited(sitetoolBuilderBehaviours),
};
