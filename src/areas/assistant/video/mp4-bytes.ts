// The bytes of a generated video: an MP4 file header (ftyp), a free box naming the video, and a media data box
// of repeatable filler, so downloads have a believable type and size without a real encoder.
import { createHash } from '../../../platform/hash.js';

function box(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
}

export function mp4Bytes(videoId: string, seconds: number): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1')]));
  const free = box('free', Buffer.from(`mock-site video ${videoId}`, 'utf8'));
  const chunks: Buffer[] = [];
  for (let i = 0; i < seconds * 4; i++) chunks.push(createHash('sha256').update(`${videoId}#${i}`).digest());
  return Buffer.concat([ftyp, free, box('mdat', Buffer.concat(chunks))]);
}
