// Helpers shared by the home page e2e specs.
import type { Page } from '@playwright/test';

// The scene starts after load + idle (≤ 3 s) and its worker loads ~0.7 MB: allow for a busy machine.
export const SCENE_TIMEOUT = 20_000;

/** Waits past the moment the home page starts its scene: load, then an idle period. */
export async function waitForIdleAfterLoad(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 3000 })),
  );
}

/** A browser that cannot render WebGL off the main thread (no OffscreenCanvas transfer). */
export async function withoutOffscreenCanvas(page: Page) {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
}

/** Runs `code` in the scene worker before the scene, by prefixing the worker's bootstrap script. */
export async function patchSceneWorker(page: Page, code: string) {
  await page.context().route(/\/turbopack-worker-[^/]*\.js/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${code}\n${await response.text()}` });
  });
}

