// The intermediate sizes WordPress makes of an uploaded image (thumbnail, medium, medium_large, large,
// 1536x1536, 2048x2048) with image_resize_dimensions()'s rules: a size exists only where it is smaller.

interface SizeSpec {
  name: string;
  width: number;
  height: number;
  crop: boolean;
}

/** In the order wp_create_image_subsizes() makes them (medium, large, thumbnail, medium_large first), which the metadata keeps. */
const SIZES: readonly SizeSpec[] = [
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: '1536x1536', width: 1536, height: 1536, crop: false },
  { name: '2048x2048', width: 2048, height: 2048, crop: false },
];

export interface Dimensions {
  width: number;
  height: number;
}

/** wp_constrain_dimensions(): the size scaled down to fit the box (0: no limit), a pixel short of a side rounded up. */
export function constrainDimensions(size: Dimensions, maxWidth: number, maxHeight = 0): Dimensions {
  const { width, height } = size;
  if (!maxWidth && !maxHeight) return size;
  const widthRatio = maxWidth > 0 && width > maxWidth ? maxWidth / width : 1;
  const heightRatio = maxHeight > 0 && height > maxHeight ? maxHeight / height : 1;
  const larger = Math.max(widthRatio, heightRatio);
  const overflows = Math.round(width * larger) > maxWidth || Math.round(height * larger) > maxHeight;
  const ratio = overflows ? Math.min(widthRatio, heightRatio) : larger;
  let w = Math.max(1, Math.round(width * ratio));
  let h = Math.max(1, Math.round(height * ratio));
  if (widthRatio !== 1 && w === maxWidth - 1) w = maxWidth;
  if (heightRatio !== 1 && h === maxHeight - 1) h = maxHeight;
  return { width: w, height: h };
}

const within1px = (a: number, b: number) => Math.abs(a - b) <= 1;

/** image_resize_dimensions(): the size an image is resized to, or null when it would not shrink (by more than a pixel). */
function resized(orig: Dimensions, spec: SizeSpec): Dimensions | null {
  if (orig.width <= 0 || orig.height <= 0) return null;
  if (!spec.height ? orig.width < spec.width : !spec.width ? orig.height < spec.height : orig.width < spec.width && orig.height < spec.height) return null;
  const size = spec.crop
    ? { width: Math.min(spec.width, orig.width), height: Math.min(spec.height, orig.height) }
    : constrainDimensions(orig, spec.width, spec.height);
  return within1px(size.width, orig.width) && within1px(size.height, orig.height) ? null : size;
}

/** The sizes of an image as `[name, {width, height}]`, in the order WordPress makes them. */
export function intermediateSizes(orig: Dimensions): [name: string, size: Dimensions][] {
  const out: [string, Dimensions][] = [];
  for (const spec of SIZES) {
    const size = resized(orig, spec);
    if (size) out.push([spec.name, size]);
  }
  return out;
}

/** `2026/01/lake.PNG` at 300×200 is `2026/01/lake-300x200.png` (generate_filename() lower-cases the extension). */
export function sizedFileName(file: string, size: Dimensions): string {
  const dot = file.lastIndexOf('.');
  const suffix = `-${size.width}x${size.height}`;
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}${suffix}${file.slice(dot).toLowerCase()}` : `${file}${suffix}`;
}
