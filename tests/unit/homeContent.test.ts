import { home } from '@/content/home';
import { isYearsStat } from '@/lib/homeTypes';
import { TECH_CATEGORIES } from '@/lib/constants';

describe('home content (spec: Home page)', () => {
  it('cycles the three roles in order', () => {
    expect(home.roles).toEqual(['Data Scientist', 'Machine Learning Engineer', 'Data Engineer']);
  });

  it('has the stat targets and the years base date', () => {
    const stats = home.stats.items.map((stat) =>
      isYearsStat(stat) ? [stat.label, stat.yearsSince] : [stat.label, `${stat.target}${stat.suffix ?? ''}`],
    );
    expect(stats).toEqual([
      ['Projects', '10+'],
      ['Technologies', '30+'],
      ['Years', '2025-01-01'],
      ['Contributions', '923+'],
    ]);
  });

  it('has the three expertise cards', () => {
    expect(home.expertise.areas.map((area) => area.title)).toEqual([
      'Machine Learning',
      'Data Engineering',
      'Software Development',
    ]);
  });

  it('lists the 18 skills in the spec’s order, each with a known tech category', () => {
    expect(home.skills.items.map((skill) => skill.name)).toEqual([
      'Python', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'MySQL', 'PyTorch', 'pandas',
      'Docker', 'AWS', 'Git', 'FastAPI', 'Redis', 'Excel', 'C++', 'R', 'Swift',
    ]);
    for (const skill of home.skills.items) expect(TECH_CATEGORIES).toContain(skill.category);
  });

  it('closes with "Let\'s Collaborate" and Get In Touch', () => {
    expect(home.collaborate.heading).toBe("Let's Collaborate");
    expect(home.collaborate.action).toBe('Get In Touch');
    expect([home.primaryAction, home.secondaryAction]).toEqual(['View My Work', 'Get In Touch']);
  });
});
