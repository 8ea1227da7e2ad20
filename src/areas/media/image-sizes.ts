// The intermediate sizes WordPress makes of an uploaded image (thumbnail, medium, medium_large, large,
// 1536x1536, 2048x2048) with image_resize_dimensions()'s rules: a size exists only where it is smaller.

interface SizeSpec { name: string; width: number; height: number; crop: boolean }

const SIZES: readonly SizeSpec[] = [
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
  { name: '1536x1536', width: 1536, height: 1536, crop: false },
  { name: '2048x2048', width: 2048, height: 2048, crop: false },
];

export interface Dimensions { width: number; height: number }

/** image_resize_dimensions(): the size an image is resized to, or null when it would not shrink. */
function resized(orig: Dimensions, spec: SizeSpec): Dimensions | null {
  let width: number;
  let height: number;
  if (spec.crop) {
    width = Math.min(spec.width, orig.width);
    height = Math.min(spec.height, orig.height);
  } else {
    const ratios = [spec.width ? spec.width / orig.width : Infinity, spec.height ? spec.height / orig.height : Infinity];
    const ratio = Math.min(...ratios);
    if (ratio >= 1) return null;
    width = Math.max(1, Math.round(orig.width * ratio));
    height = Math.max(1, Math.round(orig.height * ratio));
  }
  return width === orig.width && height === orig.height ? null : { width, height };
}

/** The sizes of an image as `{name: {width, height}}`, in the order WordPress makes them. */
export function intermediateSizes(orig: Dimensions): [name: string, size: Dimensions][] {
  const out: [string, Dimensions][] = [];
  for (const spec of SIZES) {
    const size = resized(orig, spec);
    if (size) out.push([spec.name, size]);
  }
  return out;
}

/** `2026/01/lake.png` at 300×200 is `2026/01/lake-300x200.png`. */
export function sizedFileName(file: string, size: Dimensions): string {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}-${size.width}x${size.height}${file.slice(dot)}` : `${file}-${size.width}x${size.height}`;
}

/** The original file and size a sized file name stands for (`lake-300x200.png` → `lake.png`, 300×200). */
export function parseSizedFileName(file: string): { original: string; size: Dimensions } | null {
  const m = /^(.*)-(\d+)x(\d+)(\.[^./]+)?$/.exec(file);
  if (!m) return null;
  return { original: `${m[1]}${m[4] ?? ''}`, size: { width: Number(m[2]), height: Number(m[3]) } };
}
