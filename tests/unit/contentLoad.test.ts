// The one content loader (lib/content/load.ts): what the site, the build scripts and the e2e tests
// read is the owner's content checked and parsed once, or an error naming every mistake.
import * as about from '../fixtures/second-owner/about';
import * as contact from '../fixtures/second-owner/contact';
import * as experience from '../fixtures/second-owner/experience';
import * as home from '../fixtures/second-owner/home';
import * as navigation from '../fixtures/second-owner/navigation';
import * as pages from '../fixtures/second-owner/pages';
import * as profile from '../fixtures/second-owner/profile';
import * as projects from '../fixtures/second-owner/projects';
import * as resume from '../fixtures/second-owner/resume';
import * as site from '../fixtures/second-owner/site';
import * as theme from '../fixtures/second-owner/theme';
import type { ContentModules } from '@/lib/content/check';
import { ContentError, parseContent } from '@/lib/content/load';
import { coverPath } from '@/lib/content/schema';

const modules: ContentModules = {
  'profile.ts': profile,
  'site.ts': site,
  'theme.ts': theme,
  'navigation.ts': navigation,
  'home.ts': home,
  'about.ts': about,
  'experience.ts': experience,
  'contact.ts': contact,
  'pages.ts': pages,
  'resume.ts': resume,
  'projects/index.ts': projects,
};
const everyFileExists = { publicFileExists: () => true };

describe('parseContent', () => {
  it('gives every named export of the content files, as the site uses them', () => {
    const content = parseContent(modules, everyFileExists);
    expect(content.profile.name).toBe(profile.profile.name);
    expect(content.navItems.map((item) => item.id)).toEqual(navigation.navItems.map((item) => item.id));
    // A project without a thumbnail shows its generated cover.
    const uncovered = projects.projects.filter((project) => project.thumbnail === undefined);
    for (const project of uncovered) {
      expect(content.projects.find((p) => p.id === project.id)?.thumbnail).toBe(coverPath(project.id));
    }
  });

  it('refuses content with a mistake, naming the folder, file, entry and field of each', () => {
    const broken: ContentModules = {
      ...modules,
      'profile.ts': { ...profile, profile: { ...profile.profile, email: 'not an address' } },
      'about.ts': { ...about, about: { ...about.about, photo: '/images/missing.webp' } },
    };
    const missingPicture = { publicFileExists: (file: string) => file !== '/images/missing.webp' };
    let error: unknown;
    try {
      parseContent(broken, { ...missingPicture, contentDir: 'my-content' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as ContentError).message;
    expect(message).toMatch(/my-content\/profile\.ts, profile, email: /);
    expect(message).toMatch(/my-content\/about\.ts, about, photo: names a file that is not in public\//);
  });
});
