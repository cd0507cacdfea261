import { render } from '@testing-library/react';
import { KNOWN_TECH_LOGOS } from '@/lib/model/vocabulary';
import { findTechLogo, isDarkColour } from '@/components/ui/techLogos';
import { TechLogo, TechLogoSymbols, techLogoRef } from '@/components/ui/TechLogo';

describe('tech logos', () => {
  it('has a logo for each known name', () => {
    for (const name of KNOWN_TECH_LOGOS) expect(findTechLogo(name)?.path).toBeTruthy();
  });

  it('matches names case-insensitively', () => {
    expect(findTechLogo('PyTorch')?.title).toBe('PyTorch');
    expect(findTechLogo('Node.js')?.title).toBe('Node.js');
    expect(findTechLogo(' AWS ')?.title).toBe('AWS');
    expect(findTechLogo('C++')?.title).toBe('C++');
  });

  it('knows nothing of other names', () => {
    expect(findTechLogo('Excel')).toBeUndefined();
    expect(findTechLogo('constructor')).toBeUndefined();
  });

  it('treats near-black brand colours as dark', () => {
    expect(isDarkColour('181717')).toBe(true);
    expect(isDarkColour('FF9900')).toBe(false);
  });

  it('renders the brand logo, or the category icon when there is none', () => {
    const { container, rerender } = render(<TechLogo name="python" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-logo', 'Python');
    rerender(<TechLogo name="Excel" category="database" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-logo', 'category');
    expect(container.querySelector('svg')).toHaveClass('lucide-database');
  });

  it('draws a list\'s logos from one shape per technology in the page, however many cards repeat it', () => {
    const techs = [
      { name: 'Python', category: 'backend' },
      { name: 'python', category: 'backend' },
      { name: 'AWS', category: 'cloud' },
      { name: 'Excel', category: 'database' },
      { name: 'Access', category: 'database' },
    ] as const;
    const { container } = render(
      <>
        <TechLogoSymbols techs={techs} />
        {techs.map(({ name, category }) => {
          const ref = techLogoRef(name, category);
          return (
            <svg key={name} fill={ref.fill}>
              <use href={`#${ref.symbol}`} />
            </svg>
          );
        })}
      </>,
    );
    expect(container.querySelectorAll('symbol')).toHaveLength(3);
    for (const use of container.querySelectorAll('use')) {
      const symbol = container.querySelector(use.getAttribute('href')!);
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.querySelector('path, rect, ellipse')).not.toBeNull();
    }
    // The AWS wordmark is part of its shape.
    expect(container.querySelector('symbol text')?.textContent).toBe('aws');
  });
});
