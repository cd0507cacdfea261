import { act, render, screen, within } from '@testing-library/react';
import { StatList, type StatItem } from '@/components/home/StatList';
import { TypingRole } from '@/components/home/TypingRole';
import { HeroBackground } from '@/components/home/HeroBackground';
import { COUNTER_STEP_MS, COUNTER_STEPS } from '@/components/home/counter';

const roles = ['Data Scientist', 'Machine Learning Engineer', 'Data Engineer'];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

// A controllable IntersectionObserver: tests decide when the stats scroll into view.
let observers: Array<(visible: boolean) => void> = [];
beforeEach(() => {
  observers = [];
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    let target: Element | undefined;
    observers.push((visible) => callback([{ isIntersecting: visible, target } as IntersectionObserverEntry], {} as never));
    return { observe: jest.fn((element: Element) => (target = element)), disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 10, 22, 12));
});
afterEach(() => jest.useRealTimers());

const typed = () => screen.getByTestId('typing-role').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('TypingRole', () => {
  it('gives screen readers every role as stable text and hides the typed line', () => {
    mockReducedMotion(false);
    render(<TypingRole roles={roles} />);
    expect(screen.getByText('Data Scientist, Machine Learning Engineer, Data Engineer')).toBeInTheDocument();
    expect(screen.getByTestId('typing-role')).toHaveAttribute('aria-hidden', 'true');
  });

  it('types each role at 80 ms per character and changes role every 4000 ms', () => {
    mockReducedMotion(false);
    render(<TypingRole roles={roles} />);
    let now = 0;
    // Moves the fake clock to `ms` after mounting.
    const at = (ms: number) => {
      advance(ms - now);
      now = ms;
      return typed();
    };
    expect(typed()).toBe('Data Scientist');
    expect(at(3999)).toBe('Data Scientist');
    expect(at(4000)).toBe('');
    expect(at(4080)).toBe('M');
    expect(at(4000 + 7 * 80)).toBe('Machine');
    expect(at(6000)).toBe('Machine Learning Engineer');
    expect(at(7999)).toBe('Machine Learning Engineer');
    expect(at(8000 + 4 * 80)).toBe('Data');
    expect(at(8000 + 13 * 80)).toBe('Data Engineer');
    expect(at(12000)).toBe('');
    expect(at(12000 + 14 * 80)).toBe('Data Scientist');
  });

  it('does not type under reduced motion: the line stays whole', () => {
    mockReducedMotion(true);
    render(<TypingRole roles={roles} />);
    advance(20_000);
    expect(typed()).toBe('Data Scientist');
    expect(screen.getByTestId('static-roles')).toHaveTextContent(
      'Data Scientist · Machine Learning Engineer · Data Engineer',
    );
  });
});

describe('StatList', () => {
  const items: StatItem[] = [
    { label: 'Projects', target: 10, suffix: '+' },
    { label: 'Technologies', target: 30, suffix: '+' },
    { label: 'Years', target: 0, yearsSince: '2025-01-01' },
    { label: 'Contributions', target: 923, suffix: '+' },
  ];
  const shown = (label: string) => screen.getByTestId(`stat-${label}`).textContent;
  const count = (label: string) => Number.parseInt(shown(label) ?? '', 10);

  it('counts from 0 once scrolled into view, reaching each target after 125 steps of 16 ms', () => {
    mockReducedMotion(false);
    render(<StatList items={items} />);
    advance(1000);
    expect(shown('Projects')).toBe('0+');
    expect(shown('Contributions')).toBe('0+');

    act(() => observers.forEach((notify) => notify(true)));
    advance(COUNTER_STEP_MS * 62);
    // Half way: counting, neither at 0 nor at the target.
    expect(count('Contributions')).toBeGreaterThan(0);
    expect(count('Contributions')).toBeLessThan(923);
    advance(COUNTER_STEP_MS * (COUNTER_STEPS - 62 - 1));
    expect(shown('Contributions')).not.toBe('923+');
    advance(COUNTER_STEP_MS);
    expect(shown('Projects')).toBe('10+');
    expect(shown('Technologies')).toBe('30+');
    expect(shown('Contributions')).toBe('923+');
    // The visitor's clock (22 Nov 2026) says one whole year since 2025-01-01, not the build's 0.
    expect(shown('Years')).toBe('1');
  });

  it('keeps to the clock when timers run late (busy page): steps are skipped, not stretched', () => {
    mockReducedMotion(false);
    render(<StatList items={items} />);
    act(() => observers.forEach((notify) => notify(true)));
    // 1 s passes while the main thread is blocked and no timer fires.
    act(() => jest.setSystemTime(Date.now() + 1000));
    advance(COUNTER_STEP_MS);
    // Past half the counting time, so at least half the target: not one step from 0.
    expect(count('Contributions')).toBeGreaterThanOrEqual(923 / 2);
    expect(count('Contributions')).toBeLessThan(923);
  });

  it('shows "<1" Years when less than a year has passed', () => {
    mockReducedMotion(false);
    jest.setSystemTime(new Date(2025, 5, 1));
    render(<StatList items={items} />);
    expect(shown('Years')).toBe('<1');
  });

  it('shows the final values at once under reduced motion', () => {
    mockReducedMotion(true);
    render(<StatList items={items} />);
    expect(shown('Projects')).toBe('10+');
    expect(shown('Contributions')).toBe('923+');
    expect(shown('Years')).toBe('1');
  });

  it('gives screen readers the final values, not the moving numbers', () => {
    mockReducedMotion(false);
    render(<StatList items={items} />);
    const term = screen.getByText('Contributions');
    const value = term.parentElement?.querySelector('dd');
    expect(value).not.toBeNull();
    expect(within(value as HTMLElement).getByText('923+')).toHaveClass('visually-hidden');
  });
});

describe('HeroBackground', () => {
  it('keeps the static gradient, without errors, where the scene cannot render (no OffscreenCanvas)', () => {
    mockReducedMotion(false);
    const consoleError = jest.spyOn(console, 'error');
    const { container } = render(<HeroBackground wordsId="words" />);
    advance(10_000);
    const background = container.firstElementChild;
    expect(background).toHaveAttribute('aria-hidden', 'true');
    expect(background).toHaveAttribute('data-scene', 'static');
    expect(container.querySelector('canvas')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
