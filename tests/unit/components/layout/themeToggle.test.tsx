import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '@/components/layout/ThemeToggle';
import { topBarIcons } from '@/components/layout/topBarIcons';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { THEME_SWITCH_ATTRIBUTE, useResolvedTheme } from '@/components/layout/useTheme';
import { THEME_STORAGE_KEY } from '@/components/layout/theme';
import { themeCss } from '@/lib/theme/brandColors';
import { colors } from '../../../fixtures/sparse-owner/theme';

const texts = interfaceDefaults.theme;
const icons = topBarIcons([], []).theme;

/** A system colour-scheme setting the test can change, as a visitor changes their OS setting. */
const system = {
  dark: false,
  listeners: new Set<() => void>(),
  set(dark: boolean) {
    this.dark = dark;
    act(() => this.listeners.forEach((listener) => listener()));
  },
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && system.dark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => system.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => system.listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  system.dark = false;
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute(THEME_SWITCH_ATTRIBUTE);
});

/** Two toggles, as in the top bar and the mobile menu. */
function renderTwo() {
  render(
    <>
      <div data-testid="bar">
        <ThemeToggle texts={texts} icons={icons} />
      </div>
      <div data-testid="menu">
        <ThemeToggle texts={texts} icons={icons} showLabels />
      </div>
    </>,
  );
  return [screen.getByTestId('bar'), screen.getByTestId('menu')].map((element) =>
    within(element).getByRole('group', { name: texts.label }),
  );
}

const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

describe('ThemeToggle', () => {
  it('offers light, dark and system as toggle buttons, system pressed when nothing is stored', () => {
    const [bar] = renderTwo();
    expect(within(bar!).getAllByRole('button').map((button) => button.textContent)).toEqual([texts.light, texts.dark, texts.system]);
    expect(pressed(bar!)).toEqual([texts.system]);
  });

  it('shows the stored choice as pressed', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const [bar] = renderTwo();
    expect(pressed(bar!)).toEqual([texts.light]);
  });

  it('stores and applies a choice, and every toggle on the page shows it', async () => {
    const user = userEvent.setup();
    const [bar, menu] = renderTwo();
    await user.click(within(bar!).getByRole('button', { name: texts.dark }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(pressed(bar!)).toEqual([texts.dark]);
    expect(pressed(menu!)).toEqual([texts.dark]);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));

    await user.click(within(menu!).getByRole('button', { name: texts.system }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(pressed(bar!)).toEqual([texts.system]);
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-theme'));
  });

  it("shows the pressed toggle in the tap's own frame and the page's new colours in the next", () => {
    jest.useFakeTimers();
    try {
      const [bar] = renderTwo();
      act(() => within(bar!).getByRole('button', { name: texts.dark }).click());
      expect(pressed(bar!)).toEqual([texts.dark]);
      expect(document.documentElement).not.toHaveAttribute('data-theme');
      // The next frame, then the task after it.
      act(() => jest.advanceTimersByTime(17));
      expect(document.documentElement.dataset.theme).toBe('dark');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a switch', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it("holds the controls' colour transitions back (the stylesheet's attribute on <html>) until the page is idle", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const [bar] = renderTwo();
    const root = document.documentElement;
    expect(root).not.toHaveAttribute(THEME_SWITCH_ATTRIBUTE);
    await user.click(within(bar!).getByRole('button', { name: texts.dark }));
    // The new colours and the hold reach the page in the same task, after the tap's frame.
    act(() => jest.advanceTimersByTime(17));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute(THEME_SWITCH_ATTRIBUTE);
    act(() => jest.runAllTimers());
    expect(root).not.toHaveAttribute(THEME_SWITCH_ATTRIBUTE);
    // Held through an idle period that comes before the next frame (the one that restyles the page
    // with the new colours), released in the first idle period after it.
    const idle = jest.fn((task: () => void) => window.setTimeout(task, 0));
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    await user.click(within(bar!).getByRole('button', { name: texts.light }));
    act(() => jest.advanceTimersByTime(17));
    expect(root).toHaveAttribute('data-theme', 'light');
    act(() => jest.advanceTimersByTime(1));
    expect(root).toHaveAttribute(THEME_SWITCH_ATTRIBUTE);
    act(() => jest.runAllTimers());
    expect(idle).toHaveBeenCalled();
    expect(root).not.toHaveAttribute(THEME_SWITCH_ATTRIBUTE);
    expect(root).toHaveAttribute('data-theme', 'light');
  });
});

describe('the browser bar', () => {
  const metaColours = () => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#eeeeee">' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111111">' +
      // The stylesheet the build generates from an owner's colours.
      `<style>${themeCss(colors)}</style>`;
  });

  it("takes a chosen theme's background from the owner's stylesheet, and each tag its own again under System", async () => {
    const user = userEvent.setup();
    const { light, dark } = { light: colors.light.background, dark: colors.dark.background };
    render(<ThemeToggle texts={texts} icons={icons} />);
    await user.click(screen.getByRole('button', { name: texts.dark }));
    await waitFor(() => expect(metaColours()).toEqual([dark, dark]));
    await user.click(screen.getByRole('button', { name: texts.light }));
    await waitFor(() => expect(metaColours()).toEqual([light, light]));
    await user.click(screen.getByRole('button', { name: texts.system }));
    await waitFor(() => expect(metaColours()).toEqual([light, dark]));
  });
});

function ResolvedTheme() {
  return <p data-testid="theme">{useResolvedTheme()}</p>;
}

describe('useResolvedTheme', () => {
  it('follows a change of the system setting while nothing is stored', () => {
    render(<ResolvedTheme />);
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    system.set(true);
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  });

  it('keeps a stored choice whatever the system says, and follows the system again after System', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeToggle texts={texts} icons={icons} />
        <ResolvedTheme />
      </>,
    );
    await user.click(screen.getByRole('button', { name: texts.light }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'light'));
    system.set(true);
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    await user.click(screen.getByRole('button', { name: texts.system }));
    await waitFor(() => expect(screen.getByTestId('theme')).toHaveTextContent('dark'));
  });
});
