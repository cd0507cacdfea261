import { render, screen, within } from '@testing-library/react';
import { cardTags, cardTechnologies, formatProjectCount } from '@/components/projects/projectCard';
import { ProjectCard } from '@/components/projects/ProjectCard';
import { projects } from '../fixtures/projects';
import type { Project } from '@/lib/content/types';

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

  it('words the count', () => {
    expect(formatProjectCount(0)).toBe('0 projects');
    expect(formatProjectCount(1)).toBe('1 project');
    expect(formatProjectCount(3)).toBe('3 projects');
  });
});

const base = projects.find((p) => p.techStack.length > 3)!;
const project: Project = {
  ...base,
  tags: ['t1', 't2', 't3', 't4', 't5', 't6'],
  github: 'https://github.com/someone/repo',
  liveDemo: 'https://demo.example.com',
};

describe('ProjectCard', () => {
  it('links the title and View Details to the project page', () => {
    render(<ProjectCard project={project} />);
    const heading = screen.getByRole('heading', { level: 2, name: project.title });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', `/projects/${project.id}`);
    expect(screen.getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', `/projects/${project.id}`);
  });

  it('shows 3 technologies, "+N" for the rest, and 5 tags', () => {
    render(<ProjectCard project={project} />);
    const tech = within(screen.getByRole('list', { name: 'Technologies' })).getAllByRole('listitem');
    expect(tech).toHaveLength(4);
    expect(tech[3]).toHaveTextContent(`+${project.techStack.length - 3}`);
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it('opens repository and live demo in a new tab without an opener', () => {
    render(<ProjectCard project={project} />);
    for (const name of [/^View Source/, /^Live Demo/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /^View Source/ })).toHaveAttribute('href', project.github);
  });

  it('leaves out the external links a project does not have', () => {
    render(<ProjectCard project={{ ...project, github: undefined, liveDemo: undefined }} />);
    expect(screen.queryByRole('link', { name: /View Source|Live Demo/ })).toBeNull();
  });

  it('reserves the thumbnail box and lazy-loads unless told otherwise', () => {
    const { container, rerender } = render(<ProjectCard project={project} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    rerender(<ProjectCard project={project} imagePriority="eager" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    rerender(<ProjectCard project={project} imagePriority="high" />);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
