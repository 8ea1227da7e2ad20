// The edits POST /media/{id}/edit asks for (`modifiers`, or the deprecated rotation and crop percentages) and
// the size each leaves the image at, as WP_Image_Editor_GD does them: imagerotate() grows the canvas to the rotated
// rectangle, a crop keeps the rounded percentages of the current size.
import type { Dimensions } from './image-sizes.js';

export type Modifier = { type: 'rotate'; angle: number } | { type: 'crop'; left: number; top: number; width: number; height: number };

/** Beyond this many pixels GD runs out of the memory WordPress gives it (256 MB, four bytes a pixel, source and copy). */
export const MAX_EDIT_PIXELS = 25_000_000;

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const isSet = (v: unknown) => v !== undefined && v !== null;

/** edit_media_item(): `modifiers` when given, else a rotation (when not empty) and a crop (when all four are set). */
export function requestedModifiers(params: Record<string, unknown>): Modifier[] {
  if (isSet(params.modifiers)) {
    const list = Array.isArray(params.modifiers) ? params.modifiers : [];
    return list.flatMap((m): Modifier[] => {
      const args = (m && typeof m === 'object' ? (m as { args?: unknown }).args : undefined) as Record<string, unknown> | undefined;
      const type = m && typeof m === 'object' ? (m as { type?: unknown }).type : undefined;
      if (!args || typeof args !== 'object') return [];
      if (type === 'rotate') return [{ type: 'rotate', angle: num(args.angle) }];
      if (type === 'crop') return [{ type: 'crop', left: num(args.left), top: num(args.top), width: num(args.width), height: num(args.height) }];
      return [];
    });
  }
  const out: Modifier[] = [];
  if (isSet(params.rotation) && num(params.rotation) !== 0) out.push({ type: 'rotate', angle: num(params.rotation) });
  if ([params.x, params.y, params.width, params.height].every(isSet)) {
    out.push({ type: 'crop', left: num(params.x), top: num(params.y), width: num(params.width), height: num(params.height) });
  }
  return out;
}

/** PHP's round(): halves away from zero. */
const phpRound = (n: number) => Math.sign(n) * Math.round(Math.abs(n));

/**
 * imagerotate() as libgd 2.3 sizes its result: a quarter turn swaps the sides, a half turn keeps them (it checks the
 * angle in hundredths of a degree, as a C float), any other angle gets the bounding box of the rotated rectangle.
 */
function rotated(size: Dimensions, angle: number): Dimensions {
  const degrees = Math.fround(angle);
  const hundredths = Math.floor(Math.fround(degrees * 100)) % 36000;
  if (hundredths === 0 || Math.abs(hundredths) === 18000) return size;
  if (Math.abs(hundredths) === 9000 || Math.abs(hundredths) === 27000) return { width: size.height, height: size.width };
  const rad = (degrees / 180) * Math.PI;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  // The rotated corners' extent, less a hair of floating-point noise before rounding up.
  return { width: Math.ceil(size.width * cos + size.height * sin - 1e-9), height: Math.ceil(size.width * sin + size.height * cos - 1e-9) };
}

/** The size after one edit, or the error code WordPress answers when GD cannot make it. */
export function applyModifier(size: Dimensions, m: Modifier): Dimensions | 'rest_image_rotation_failed' | 'rest_image_crop_failed' {
  if (m.type === 'rotate') {
    // WordPress turns the clockwise angle into GD's counter-clockwise one.
    const next = rotated(size, 0 - m.angle);
    return next.width * next.height > MAX_EDIT_PIXELS ? 'rest_image_rotation_failed' : next;
  }
  const width = Math.trunc(phpRound((size.width * m.width) / 100));
  const height = Math.trunc(phpRound((size.height * m.height) / 100));
  // WP_Image_Editor_GD::crop() refuses a side that is not a positive whole number of pixels.
  if (width <= 0 || height <= 0 || width * height > MAX_EDIT_PIXELS) return 'rest_image_crop_failed';
  return { width, height };
}
