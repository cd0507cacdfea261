// A partial language shows the texts its owner has not translated yet in the default language:
// each such text, and only such a text, is marked with the default language's lang, so screen
// readers and browsers read it in the right language.
import * as experience from '../../../fixtures/sparse-owner/experience';
import * as home from '../../../fixtures/sparse-owner/home';
import * as site from '../../../fixtures/sparse-owner/site';
import { sparseOwnerModules as modules } from '../../../fixtures/ownerModules';
import type { ContentModules } from '@/lib/content/check';
import { parseContent, type SiteContent } from '@/lib/content/load';
import { untranslatedUnder } from '@/lib/model/translation';
import { render, screen } from '@testing-library/react';
import { Expertise } from '@/components/home/Expertise';
import { Timeline } from '@/components/experience/Timeline';

const everyFileExists = { publicFileExists: () => true };
const written = site.site.locale.replace('_', '-');
const roles = [
  { title: 'Bench Technician', organization: 'Harbour Labs', startDate: '2015-01', endDate: '2016-08', highlights: ['Built the first test rig.'], technologies: [] },
  { title: 'Firmware Engineer', organization: 'Tide Sensors', startDate: '2019-03', highlights: ['Shipped the buoy firmware.'], technologies: [] },
];

/** The sparse owner with two roles, built in Spanish from a translation of some of its texts. */
function spanish(translation: Record<string, unknown>, partial = true): SiteContent {
  const withSpanish: ContentModules = {
    ...modules,
    'experience.ts': { ...experience, experience: { ...experience.experience, roles } },
    'site.ts': { ...site, languages: { default: 'en', others: { es: translation }, ...(partial && { partial: ['es'] }) } },
  };
  return parseContent(withSpanish, { ...everyFileExists, env: { SITE_LANGUAGE: 'es' } });
}
const under = (content: SiteContent, group: string) => untranslatedUnder(content.language.fallbacks, group, content.language.defaultTag, content.language.tag);

describe('texts a partial language leaves untranslated', () => {
  it('carry the default language on their own element, translated ones the page language', () => {
    const content = spanish({ home: { expertise: { heading: 'Qué hago', areas: [{ title: 'Firmware', description: 'Rust y C en chips pequeños.' }] } } });
    render(<Expertise {...content.home.expertise} untranslated={under(content, 'home.expertise')} />);
    expect(screen.getByRole('heading', { name: 'Qué hago' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Rust y C en chips pequeños.')).not.toHaveAttribute('lang');
    expect(screen.getByText(home.home.expertise.intro)).toHaveAttribute('lang', written);
    const [, bench] = home.home.expertise.areas;
    expect(screen.getByRole('heading', { name: bench!.title })).toHaveAttribute('lang', written);
    expect(screen.getByText(bench!.description)).toHaveAttribute('lang', written);
  });

  it('are found by their place in the content file, whatever order the page shows them in', () => {
    // The timeline shows the newest role first; the translation follows experience.ts (oldest first here).
    const content = spanish({ experience: { roles: [{ title: 'Técnica de banco', highlights: ['Construí el primer banco de pruebas.'] }] } });
    render(<Timeline roles={content.experience.roles} currentLabel="Actual" technologiesLabel="Tecnologías" present="hoy" untranslated={under(content, 'experience.roles')} />);
    expect(screen.getByRole('heading', { name: 'Técnica de banco' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Construí el primer banco de pruebas.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Firmware Engineer' })).toHaveAttribute('lang', written);
    expect(screen.getByText('Shipped the buoy firmware.')).toHaveAttribute('lang', written);
  });

  it('leave no lang attribute in the default language', () => {
    const content = parseContent(modules, everyFileExists);
    expect(under(content, 'home.expertise')).toBeUndefined();
    const { container } = render(<Expertise {...content.home.expertise} untranslated={under(content, 'home.expertise')} />);
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
