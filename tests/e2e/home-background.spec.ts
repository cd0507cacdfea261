import sharp from 'sharp';
import { expect, test } from './fixtures';
import { home, profile, projects } from './content';
import { patchSceneWorker, SCENE_TIMEOUT, waitForSceneDecision, withoutOffscreenCanvas } from './homeHelpers';

test.describe('3D background', () => {
  test('a canvas appears on the home page only, and goes away on leaving it', async ({ page }) => {
    await page.goto('/');
    const background = page.locator('[data-scene]');
    await expect(background).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('canvas')).toHaveCount(1, { timeout: SCENE_TIMEOUT });
    await expect(background).toHaveCSS('pointer-events', 'none');
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();

    await page.getByRole('region', { name: profile.name }).getByRole('link', { name: home.primaryAction }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  for (const path of ['/about/', '/experience/', '/projects/', `/projects/${projects[0]!.id}/`, '/contact/']) {
    test(`no canvas on ${path}`, async ({ page }) => {
      await page.goto(path);
      // No scene host on the page, so nothing that could start a canvas later.
      await expect(page.locator('[data-scene]')).toHaveCount(0);
      await expect(page.locator('canvas')).toHaveCount(0);
    });
  }

  test('without OffscreenCanvas the static gradient stays', async ({ page }) => {
    await withoutOffscreenCanvas(page);
    await page.goto('/');
    await waitForSceneDecision(page);
    await expect(page.locator('[data-scene]')).toHaveAttribute('data-scene', 'static');
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  const workerFailures = [
    { name: 'without WebGL 2 in the worker', patch: 'OffscreenCanvas.prototype.getContext = () => null;' },
    { name: 'when the scene worker fails to load', patch: 'throw new Error("scene worker broken");' },
  ];
  for (const { name, patch } of workerFailures) {
    test(`${name} the gradient stays and nothing is logged`, async ({ page }) => {
      await patchSceneWorker(page, patch);
      await page.goto('/');
      const background = page.locator('[data-scene]');
      await expect(background).toHaveAttribute('data-scene', 'webgl', { timeout: SCENE_TIMEOUT });
      await expect(background).toHaveAttribute('data-scene', 'static', { timeout: SCENE_TIMEOUT });
      await expect(page.locator('canvas')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    });
  }

  test('a lost WebGL context falls back to the gradient without an error', async ({ page }) => {
    // Loses the scene's context two seconds after it is created, as a GPU reset would.
    await patchSceneWorker(
      page,
      `const getContext = OffscreenCanvas.prototype.getContext;
       OffscreenCanvas.prototype.getContext = function (...args) {
         const context = getContext.apply(this, args);
         setTimeout(() => context.getExtension('WEBGL_lose_context').loseContext(), 2000);
         return context;
       };`,
    );
    await page.goto('/');
    await expect(page.locator('[data-ready]')).toHaveCount(1, { timeout: SCENE_TIMEOUT });
    await expect(page.locator('canvas')).toHaveCount(0, { timeout: SCENE_TIMEOUT });
    await expect(page.locator('[data-scene]')).toHaveAttribute('data-scene', 'static');
  });
});

test.describe('3D background behind the words', () => {
  // Reduced motion draws one still frame and shows the roles still, so two pictures of the hero
  // taken one after the other differ only by what the test changes between them.
  test.use({ reducedMotion: 'reduce' });

  test('no shape is drawn over the hero\'s text and buttons @layouts', async ({ page }) => {
    await page.goto('/');
    const scene = page.locator('[data-scene] [data-ready]');
    await expect(scene).toHaveCount(1, { timeout: SCENE_TIMEOUT });
    await expect(scene).toHaveCSS('opacity', '1');
    // The box around every line of text and every button of the hero.
    const words = page.getByRole('region', { name: profile.name }).locator('h1, p, a');
    const boxes = await words.evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(({ left, top, right, bottom }) => ({ left, top, right, bottom })),
    );
    const edge = (side: 'left' | 'top' | 'right' | 'bottom', pick: (...values: number[]) => number) => pick(...boxes.map((box) => box[side]));
    const [left, top] = [Math.floor(edge('left', Math.min)), Math.floor(edge('top', Math.min))];
    const clip = { x: left, y: top, width: Math.ceil(edge('right', Math.max)) - left, height: Math.ceil(edge('bottom', Math.max)) - top };
    // What the scene adds there: the box with the words made invisible (their edges would differ by
    // a few levels between two pictures anyway), with the scene and without it.
    await words.evaluateAll((elements) => elements.forEach((element) => element.style.setProperty('visibility', 'hidden')));
    const withScene = await page.screenshot({ clip });
    await scene.evaluate((element) => element.style.setProperty('visibility', 'hidden'));
    const withoutScene = await page.screenshot({ clip });
    const shown = await sharp(withScene).removeAlpha().raw().toBuffer();
    const hidden = await sharp(withoutScene).removeAlpha().raw().toBuffer();
    // Layers composited apart round the backdrop by a level or two; a shape's line moves a pixel by far more.
    let changed = 0;
    for (let i = 0; i < shown.length; i += 1) if (Math.abs(shown[i]! - hidden[i]!) > 16) changed += 1;
    expect(changed, 'colour values the scene changes in the box of the hero\'s words').toBe(0);
  });
});
