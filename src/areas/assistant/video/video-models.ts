// The video models the provider offers: resolutions with their price per second, and durations.
export interface VideoModel {
  /** Resolution → USD per second. */
  resolutions: Readonly<Record<string, number>>;
  durations: readonly number[];
}

export const VIDEO_MODELS: Readonly<Record<string, VideoModel>> = {
  'sora-2': { resolutions: { '720x1280': 0.1, '1280x720': 0.1 }, durations: [4, 8, 12] },
  'sora-2-pro': { resolutions: { '720x1280': 0.3, '1280x720': 0.3, '1024x1792': 0.5, '1792x1024': 0.5 }, durations: [4, 8, 12] },
};
