// Helpers shared by the home page e2e specs.
import type { Page } from '@playwright/test';

// The scene starts after load + idle (≤ 3 s) and its worker loads ~0.7 MB: allow for a busy machine.
export const SCENE_TIMEOUT = 20_000;

type Probed = { sceneProbed?: boolean };

/**
 * A browser that cannot render WebGL off the main thread (no OffscreenCanvas transfer). The page
 * asking for the transfer (its scene decision, after load and idle) is recorded for
 * waitForSceneDecision.
 */
export async function withoutOffscreenCanvas(page: Page) {
  await page.addInitScript(() => {
    const canvas = HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>;
    delete canvas.transferControlToOffscreen;
    const parent = Object.getPrototypeOf(canvas) as object;
    const probe = new Proxy(parent, {
      has(target, key) {
        if (key === 'transferControlToOffscreen') (window as Probed).sceneProbed = true;
        return Reflect.has(target, key);
      },
    });
    Object.setPrototypeOf(canvas, probe);
  });
}

/** Waits until the page has checked whether it can start the scene (withoutOffscreenCanvas only). */
export async function waitForSceneDecision(page: Page) {
  await page.waitForFunction(() => (window as Probed).sceneProbed === true, undefined, { timeout: 15_000 });
}

/** Runs `code` in the scene worker before the scene, by prefixing the worker's bootstrap script. */
export async function patchSceneWorker(page: Page, code: string) {
  await page.context().route(/\/turbopack-worker-[^/]*\.js/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${code}\n${await response.text()}` });
  });
}

