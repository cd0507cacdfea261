import { projects } from '../../../fixtures/projects';
import { content, profile, site, socialLinks } from '@/lib/content';
import { breadcrumbJsonLd, personJsonLd, programmingLanguages, projectJsonLd, serializeJsonLd } from '@/lib/seo/jsonLd';
import { ownerJsonLd, projectPageJsonLd } from '@/lib/seo/structuredData';
import type { Project } from '@/lib/model/types';

const project = projects.find((p) => p.id === 'harbour-dashboard')!;
const author = { name: 'Ada Lovelace', url: 'https://example.com/' };

describe('personJsonLd', () => {
  it('describes the owner as a schema.org Person with name, url, jobTitle and sameAs links', () => {
    expect(
      personJsonLd({
        name: 'Ada Lovelace',
        url: 'https://example.com/',
        jobTitle: 'Engineer',
        sameAs: ['https://github.com/ada'],
        email: 'ada@example.com',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Lovelace',
      url: 'https://example.com/',
      jobTitle: 'Engineer',
      sameAs: ['https://github.com/ada'],
      email: 'mailto:ada@example.com',
    });
  });

  it('is filled from content/ for the Home and About pages', () => {
    const owner = ownerJsonLd(content);
    expect(owner).toMatchObject({ '@type': 'Person', name: profile.name, url: `${site.url}/`, jobTitle: site.jobTitle });
    expect(owner.sameAs).toEqual(socialLinks.map((link) => link.url));
  });
});

describe('projectJsonLd', () => {
  const input = { project, url: 'https://example.com/projects/harbour-dashboard/', image: 'https://example.com/og.png', author };

  it('describes a project with a repository as SoftwareSourceCode', () => {
    expect(projectJsonLd(input)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name: project.title,
      description: project.description,
      codeRepository: project.github,
      programmingLanguage: ['TypeScript'],
      dateCreated: project.startDate,
      url: input.url,
      author: { '@type': 'Person', ...author },
    });
  });

  it('describes a project without a repository as a CreativeWork, without code fields', () => {
    const data = projectJsonLd({ ...input, project: { ...project, github: undefined } });
    expect(data['@type']).toBe('CreativeWork');
    expect(data).not.toHaveProperty('codeRepository');
    expect(data).not.toHaveProperty('programmingLanguage');
  });

  it('lists only programming languages from the tech stack, not frameworks or tools', () => {
    const stack: Project['techStack'] = [
      { name: 'Python', category: 'backend', proficiency: 90 },
      { name: 'React', category: 'frontend', proficiency: 80 },
      { name: 'C++', category: 'backend', proficiency: 70 },
      { name: 'Docker', category: 'tools', proficiency: 70 },
    ];
    expect(programmingLanguages(stack)).toEqual(['Python', 'C++']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 in order', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://e.com/' }, { name: 'Projects', url: 'https://e.com/projects/' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://e.com/' },
        { '@type': 'ListItem', position: 2, name: 'Projects', item: 'https://e.com/projects/' },
      ],
    });
  });
});

describe('projectPageJsonLd', () => {
  it.each(projects.map((p) => [p.id, p] as const))('%s: the work with its required fields and the trail Home › Projects › title', (id, p) => {
    const [work, trail] = projectPageJsonLd(content, p);
    expect(work).toMatchObject({
      '@type': p.github ? 'SoftwareSourceCode' : 'CreativeWork',
      name: p.title,
      description: p.description,
      url: `${site.url}/projects/${id}/`,
      image: `${site.url}/og/projects/${id}.png`,
    });
    expect(work!.dateCreated).toMatch(/^\d{4}-\d{2}$/);
    if (p.github) expect(work!.codeRepository).toBe(p.github);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = trail!.itemListElement as { name: string; item: string }[];
    expect(items.map((i) => i.name)).toEqual(['Home', 'Projects', p.title]);
    expect(items.map((i) => i.item)).toEqual([`${site.url}/`, `${site.url}/projects/`, `${site.url}/projects/${id}/`]);
  });
});

describe('serializeJsonLd', () => {
  it('produces JSON that cannot close its <script> tag', () => {
    const text = serializeJsonLd(personJsonLd({ name: '</script><script>alert(1)</script>', url: 'u', jobTitle: 'j', sameAs: [] }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
