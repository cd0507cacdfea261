import { colors as brand } from '../../../fixtures/sparse-owner/theme';
import { projectSocialImage, socialImageBackground, socialImageJobs, socialImageText, truncate } from '@/lib/seo/socialImage';

const colors = { primary: '#112233', secondary: '#445566', accent: '#778899' };
const jobs = socialImageJobs({
  ownerName: 'Ada',
  siteHost: 'ada.dev',
  homeSubtitle: 'Engineer',
  brand,
  projects: [{ id: 'engine', title: 'Analytical Engine', subtitle: 'A general computer', color: { ...colors, primary: '#abcdef' } }],
  notes: [{ slug: 'on-looms', title: 'On looms', summary: 'Cards that weave.' }],
});

describe('socialImageJobs', () => {
  it('makes one image for the home page, one per project and one per note, at the paths the metadata links', () => {
    expect(jobs.map((job) => job.path)).toEqual(['/og/home.png', projectSocialImage('engine'), '/og/notes/on-looms.png']);
    expect(projectSocialImage('engine')).toBe('/og/projects/engine.png');
  });

  it("shows the project's title, subtitle and colours, and the owner and site on every image", () => {
    expect(jobs[1]).toMatchObject({ title: 'Analytical Engine', subtitle: 'A general computer', footer: 'Ada · ada.dev' });
    expect(jobs[0]).toMatchObject({ title: 'Ada', subtitle: 'Engineer', footer: 'Ada · ada.dev' });
    expect(socialImageBackground(jobs[1]!)).toContain('stop-color="#abcdef"');
  });

  it("draws the home and note images in the owner's accent gradient, as the dark theme shows it", () => {
    for (const job of [jobs[0]!, jobs[2]!]) {
      const svg = socialImageBackground(job);
      expect(svg.indexOf(`stop-color="${brand.dark.accent}"`)).toBeGreaterThan(0);
      expect(svg.indexOf(`stop-color="${brand.dark.accent}"`)).toBeLessThan(svg.indexOf(`stop-color="${brand.dark.accent2}"`));
      expect(svg).not.toContain(brand.light.accent);
    }
  });

  it("veils every gradient in the owner's dark background and writes in its light text colours", () => {
    for (const job of jobs) {
      expect(socialImageBackground(job)).toContain(`fill="${brand.dark.background}" fill-opacity="0.35"`);
      const markup = socialImageText(job);
      expect(markup).toContain(`foreground="${brand.dark.onHero}"`);
      expect(markup).toContain(`foreground="${brand.dark.text}"`);
    }
  });
});

describe('socialImageBackground', () => {
  it('is a 1200×630 SVG with a gradient from the primary to the secondary colour', () => {
    const svg = socialImageBackground(jobs[1]!);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg.indexOf('#abcdef')).toBeLessThan(svg.indexOf('#445566'));
  });
});

describe('socialImageText', () => {
  it('escapes the text so titles with & or < render as written', () => {
    const markup = socialImageText({ ...jobs[1]!, title: 'Q&A <fast>' });
    expect(markup).toContain('>Q&amp;A &lt;fast&gt;</span>');
  });

  it('shortens very long subtitles at a word so they do not run into the footer', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four five', 14)).toBe('one two three…');
    const long = socialImageText({ ...jobs[1]!, subtitle: 'word '.repeat(60) });
    expect(long).toContain('…</span>');
  });
});
