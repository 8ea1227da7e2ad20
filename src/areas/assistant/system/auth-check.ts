// GET simpleAuthCheck: who the public API sees calling (rest_simpleAuthCheck()): the user's e-mail address.
import type { Handler } from '../../../dispatch/types.js';
import { success } from '../reply.js';

export const simpleAuthCheck: Handler = (req) => success({ data: { type: 'email', value: req.user?.email ?? '' } });
