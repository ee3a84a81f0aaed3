/** Spec 01 sections 2.9 and 5: zoom 50-200 % in steps of 25, default 100. */
export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 25;
export const ZOOM_DEFAULT = 100;

export const clampZoom = (value: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value));
