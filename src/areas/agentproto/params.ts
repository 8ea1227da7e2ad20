// The OAuth routes declare no arguments (as the plugin registers them): values are read as get_param() reads
// them, from the JSON body, the form body or the query, and only strings count.
import type { RestRequest } from '../../wp/request.js';

export function param(req: RestRequest, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
