// The browser's deflate.ts: fflate at zlib's default level.
import { zlibSync } from 'fflate';

export const deflateSync = (data: Uint8Array): Buffer => Buffer.from(zlibSync(data, { level: 6 }));
