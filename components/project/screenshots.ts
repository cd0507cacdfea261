// Project screenshots in public/ are 1280×800 (16:10). The size is given to every <img> so the
// browser reserves the space before the file arrives (no layout shift); CSS scales it down.
export const SCREENSHOT_WIDTH = 1280;
export const SCREENSHOT_HEIGHT = 800;

/** Alt text naming the project and the picture's place, e.g. "Weather Station screenshot 2 of 5". */
export function screenshotAlt(title: string, index: number, count: number): string {
  return `${title} screenshot ${index + 1} of ${count}`;
}
