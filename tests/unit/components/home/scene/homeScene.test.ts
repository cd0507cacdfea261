import { createShapes, easingFactor, pointerOffset, seededRandom } from '@/components/home/scene/scene';
import { isSoftwareRenderer, sceneQuality } from '@/components/home/scene/sceneQuality';

describe('createShapes (3D background layout)', () => {
  const shapes = createShapes(seededRandom(7), 5, 3);

  it('lays out 20 shapes', () => {
    expect(shapes).toHaveLength(20);
  });

  it('keeps every shape, including its bobbing, inside bounds 30 / 20 / 15', () => {
    for (const { position, float } of shapes) {
      const [x, y, z] = position;
      expect(Math.abs(x)).toBeLessThanOrEqual(15);
      expect(Math.abs(y) + float.amplitude).toBeLessThanOrEqual(10);
      expect(Math.abs(z)).toBeLessThanOrEqual(7.5);
    }
  });

  it('shares geometries and materials across shapes', () => {
    expect(new Set(shapes.map((shape) => shape.geometry))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(shapes.map((shape) => shape.material))).toEqual(new Set([0, 1, 2]));
  });

  it('is the same scene for the same seed', () => {
    expect(createShapes(seededRandom(7), 5, 3)).toEqual(shapes);
    expect(createShapes(seededRandom(8), 5, 3)).not.toEqual(shapes);
  });
});

describe('easingFactor (camera following the mouse)', () => {
  it('moves 5 % of the gap in one 60 fps frame', () => {
    expect(easingFactor(1 / 60)).toBeCloseTo(0.05, 10);
  });

  it('covers the same ground at 30 fps in one frame as at 60 fps in two', () => {
    const twoFrames = 1 - (1 - easingFactor(1 / 60)) ** 2;
    expect(easingFactor(1 / 30)).toBeCloseTo(twoFrames, 10);
  });

  it('does not move without elapsed time', () => {
    expect(easingFactor(0)).toBe(0);
  });
});

describe('pointerOffset', () => {
  it('maps the viewport to -1…1 with y pointing up', () => {
    expect(pointerOffset(0, 0, 1000, 500)).toEqual([-1, 1]);
    expect(pointerOffset(500, 250, 1000, 500)).toEqual([0, 0]);
    expect(pointerOffset(1000, 500, 1000, 500)).toEqual([1, -1]);
    expect(pointerOffset(10, 10, 0, 0)).toEqual([0, 0]);
  });
});

describe('scene quality', () => {
  it('recognises CPU rasterisers', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false);
    expect(isSoftwareRenderer('Apple M2')).toBe(false);
  });

  it('caps the pixel ratio at 1.5, and stands still at 1× without a GPU', () => {
    expect(sceneQuality('hardware')).toEqual({ moving: true, maxPixelRatio: 1.5 });
    expect(sceneQuality('software')).toEqual({ moving: false, maxPixelRatio: 1 });
  });
});
