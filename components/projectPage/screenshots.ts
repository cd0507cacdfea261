// Project screenshots in public/ are 1280×800 (16:10). The size is given to every <img> so the
// browser reserves the space before the file arrives (no layout shift); CSS scales it down.
export const SCREENSHOT_WIDTH = 1280;
export const SCREENSHOT_HEIGHT = 800;
