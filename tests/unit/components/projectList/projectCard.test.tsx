import { render, screen, within } from '@testing-library/react';
import { explorerTexts } from '@/components/projectList/explorerTexts';
import { cardTags, cardTechnologies } from '@/components/projectList/projectCardContent';
import { ProjectCard } from '@/components/projectList/ProjectCard';
import { cardTexts, toCardItem } from '@/components/projectList/cardItem';
import { interfaceDefaults as ui, mergeInterfaceText } from '@/lib/model/interfaceText';
import { projects } from '../../../fixtures/projects';
import type { Project } from '@/lib/model/types';
import { formatText } from '@/lib/format/text';

describe('card helpers (3 technologies, 5 tags)', () => {
  it('shows the first 3 technologies and counts the rest', () => {
    expect(cardTechnologies(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: ['d', 'e'] });
    expect(cardTechnologies(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: [] });
    expect(cardTechnologies([])).toEqual({ shown: [], hidden: [] });
  });

  it('shows the first 5 tags', () => {
    expect(cardTags(['1', '2', '3', '4', '5', '6', '7'])).toEqual(['1', '2', '3', '4', '5']);
    expect(cardTags(['1'])).toEqual(['1']);
  });

  it('words the count for every number of projects the list can show', () => {
    expect(explorerTexts(ui.projects, 3).counts).toEqual(['0 projects', '1 project', '2 projects', '3 projects']);
    const own = mergeInterfaceText({ projects: { count: { one: 'Just one', other: '{count} of 3' } } });
    expect(explorerTexts(own.projects, 3).counts).toEqual(['0 of 3', 'Just one', '2 of 3', '3 of 3']);
  });
});

const base = projects.find((p) => p.techStack.length > 3)!;
const project: Project = {
  ...base,
  tags: ['t1', 't2', 't3', 't4', 't5', 't6'],
  github: 'https://github.com/someone/repo',
  liveDemo: 'https://demo.example.com',
};

/** A card as the Projects list draws it: from the project's list item and the card's words. */
const card = (shown: Project, texts: Parameters<typeof toCardItem>[1] = ui, imagePriority?: 'high' | 'lazy') => (
  <ProjectCard item={toCardItem(shown, texts)} texts={cardTexts(texts)} imagePriority={imagePriority} />
);

describe('ProjectCard', () => {
  it('links the title and View Details to the project page', () => {
    render(card(project));
    const heading = screen.getByRole('heading', { level: 2, name: project.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', `/projects/${project.id}`);
    const viewDetails = screen.getByRole('link', { name: (name) => name.startsWith(ui.projects.viewDetails) });
    expect(viewDetails).toHaveAttribute('href', `/projects/${project.id}`);
    // The visible words are the same for every card; screen readers also hear which project.
    expect(viewDetails).toHaveTextContent(project.title);
  });

  it('says what the owner renamed', () => {
    const own = mergeInterfaceText({ projects: { viewDetails: 'Read the story' }, status: { [project.status]: 'State X' } });
    render(card(project, own));
    expect(screen.getByRole('link', { name: (name) => name.startsWith('Read the story') })).toBeInTheDocument();
    expect(screen.getByText('State X')).toBeInTheDocument();
    expect(screen.queryByText(ui.projects.viewDetails)).toBeNull();
  });

  it('shows 3 technologies, "+N" for the rest, and 5 tags', () => {
    render(card(project));
    const tech = within(screen.getByRole('list', { name: ui.projects.technologiesLabel })).getAllByRole('listitem');
    expect(tech).toHaveLength(4);
    expect(tech[3]).toHaveTextContent(`+${project.techStack.length - 3}`);
    const hidden = project.techStack.slice(3).map((t) => t.name);
    expect(tech[3]).toHaveTextContent(formatText(ui.projects.moreTechnologies, { count: hidden.length, names: hidden.join(', ') }));
    const tags = within(screen.getByRole('list', { name: ui.projects.tagsLabel })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  const source = `${ui.project.viewSource}: ${project.title} ${ui.common.opensInNewTab}`;
  const demo = `${ui.project.liveDemo}: ${project.title} ${ui.common.opensInNewTab}`;

  it('opens repository and live demo in a new tab without an opener', () => {
    render(card(project));
    for (const name of [source, demo]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: source })).toHaveAttribute('href', project.github);
  });

  it('leaves out the external links a project does not have', () => {
    render(card({ ...project, github: undefined, liveDemo: undefined }));
    expect(screen.queryByRole('link', { name: source })).toBeNull();
    expect(screen.queryByRole('link', { name: demo })).toBeNull();
  });

  it('reserves the thumbnail box and lazy-loads unless told otherwise', () => {
    const { container, rerender } = render(card(project));
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(card(project, ui, 'high'));
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws each technology from the page\'s shapes: a logo when it has one, else its category icon', () => {
    const { container } = render(card({ ...project, techStack: [{ name: 'Python', category: 'backend', proficiency: 80 }, { name: 'Excel', category: 'database', proficiency: 60 }] }));
    const refs = [...container.querySelectorAll('ul svg use')].map((use) => use.getAttribute('href'));
    expect(refs).toEqual(['#tech-logo-python', '#tech-category-database']);
    // No shape is repeated in the card itself.
    expect(container.querySelectorAll('ul svg path')).toHaveLength(0);
  });
});
