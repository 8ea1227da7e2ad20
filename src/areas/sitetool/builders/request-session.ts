// The session a sitetool request reads and writes (`X-Mock-Session`, else the default one).
import type { HandlerContext } from '../../../dispatch/types.js';
import type { Session } from '../../../store/session.js';
import type { RestRequest } from '../../../wp/request.js';

export const sessionOf = (req: RestRequest, ctx: HandlerContext): Session => ctx.site.store.session(req.session);
