// The one content loader (lib/content/load.ts): what the site, the build scripts and the e2e tests
// read is the owner's content checked and parsed once, or an error naming every mistake.
import { sparseOwnerModules } from '../../../fixtures/ownerModules';
import * as about from '../../../fixtures/sparse-owner/about';
import * as contact from '../../../fixtures/sparse-owner/contact';
import * as experience from '../../../fixtures/sparse-owner/experience';
import * as profile from '../../../fixtures/sparse-owner/profile';
import * as projects from '../../../fixtures/sparse-owner/projects';
import * as site from '../../../fixtures/sparse-owner/site';
import type { ContentModules } from '@/lib/content/check';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { ContentError, parseContent } from '@/lib/content/load';
import { movedLabelNotices } from '@/lib/model/movedLabels';
import { coverPath } from '@/lib/model/schema';

const modules = sparseOwnerModules;
const everyFileExists = { publicFileExists: () => true };

describe('parseContent', () => {
  it('gives every named export of the content files, as the site uses them', () => {
    const content = parseContent(modules, everyFileExists);
    expect(content.profile.name).toBe(profile.profile.name);
    // A project without a thumbnail shows its generated cover.
    const uncovered = projects.projects.filter((project) => project.thumbnail === undefined);
    for (const project of uncovered) {
      expect(content.projects.find((p) => p.id === project.id)?.thumbnail).toBe(coverPath(project.id));
    }
  });

  it('gives the five pages, three footer links and the profile links when navigation.ts exports none', () => {
    const content = parseContent({ ...modules, 'navigation.ts': {} }, everyFileExists);
    expect(content.navItems.map((item) => item.id)).toEqual(['/', '/about', '/experience', '/projects', '/contact']);
    expect(content.footerLinks.map((item) => item.id)).toEqual(['/projects', '/about', '/contact']);
    expect(content.socialLinks.map((link) => link.url)).toEqual([profile.profile.githubUrl, profile.profile.linkedinUrl]);
  });

  it("keeps the owner's own links when navigation.ts has them", () => {
    const navItems = [{ id: '/notes', label: 'Writing', icon: 'notebook' }];
    const content = parseContent({ ...modules, 'navigation.ts': { navItems } }, everyFileExists);
    expect(content.navItems).toEqual(navItems);
    expect(content.footerLinks).toHaveLength(3);
  });

  it("merges the owner's interface texts over the defaults, into the texts and the default links", () => {
    const content = parseContent(
      { ...modules, 'navigation.ts': {}, 'interface.ts': { interfaceText: { routes: { about: 'Me' }, nav: { openMenu: 'Menu' } } } },
      everyFileExists,
    );
    expect(content.ui.nav.openMenu).toBe('Menu');
    expect(content.ui.nav.closeMenu).toBe(interfaceDefaults.nav.closeMenu);
    expect(content.ui.notes.minRead).toBe(interfaceDefaults.notes.minRead);
    expect(content.navItems.find((item) => item.id === '/about')?.label).toBe('Me');
    expect(content.footerLinks.find((item) => item.id === '/about')?.label).toBe('Me');
  });

  it("applies the build's environment over the owner's settings", () => {
    const plain = { ...modules, 'contact.ts': { contact: { ...contact.contact, formEndpoint: '' } } };
    const built = parseContent(plain, {
      ...everyFileExists,
      env: { SITE_URL: 'https://someone.github.io', NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://forms.example.net/f/env' },
    });
    expect(built.site.url).toBe('https://someone.github.io');
    expect(built.contact.formEndpoint).toBe('https://forms.example.net/f/env');
    // Unset: the owner's own values stand; an endpoint written in content wins over the variable.
    expect(parseContent(plain, everyFileExists).site.url).toBe(site.site.url);
    expect(parseContent(plain, everyFileExists).contact.formEndpoint).toBe('');
    const own = { ...modules, 'contact.ts': { contact: { ...contact.contact, formEndpoint: 'https://forms.example.net/f/own' } } };
    expect(parseContent(own, { ...everyFileExists, env: { NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://forms.example.net/f/env' } }).contact.formEndpoint).toBe(
      'https://forms.example.net/f/own',
    );
  });

  it('still reads the labels an older site writes in experience.ts and about.ts, as its interface texts', () => {
    const older: ContentModules = {
      ...modules,
      'experience.ts': { experience: { ...experience.experience, rolesTitle: 'Jobs', expectedLabel: 'due' } },
      'about.ts': { about: { ...about.about, interestsTitle: 'Off hours', callToAction: { ...about.about.callToAction, resumeLabel: 'My CV' } } },
      'interface.ts': { interfaceText: { experience: { expectedLabel: 'to come' } } },
    };
    const { ui } = parseContent(older, everyFileExists);
    expect(ui.experience.rolesTitle).toBe('Jobs');
    expect(ui.about.interestsTitle).toBe('Off hours');
    expect(ui.about.resumeLabel).toBe('My CV');
    // Written in both places: content/interface.ts, the new place, wins.
    expect(ui.experience.expectedLabel).toBe('to come');
    expect(ui.experience.currentLabel).toBe(interfaceDefaults.experience.currentLabel);
    expect(movedLabelNotices(older)).toEqual([
      'experience.ts, experience.rolesTitle: moved to content/interface.ts as interfaceText.experience.rolesTitle (still read here in this version)',
      'experience.ts, experience.expectedLabel: moved to content/interface.ts as interfaceText.experience.expectedLabel (still read here in this version)',
      'about.ts, about.interestsTitle: moved to content/interface.ts as interfaceText.about.interestsTitle (still read here in this version)',
      'about.ts, about.callToAction.resumeLabel: moved to content/interface.ts as interfaceText.about.resumeLabel (still read here in this version)',
    ]);
    expect(movedLabelNotices(modules)).toEqual([]);
  });

  it('gives every default interface text when interface.ts exports none', () => {
    expect(parseContent({ ...modules, 'interface.ts': {} }, everyFileExists).ui).toEqual(interfaceDefaults);
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
