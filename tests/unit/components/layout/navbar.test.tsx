import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar, type NavbarTexts } from '@/components/layout/Navbar';
import { topBarIcons } from '@/components/layout/topBarIcons';
import { interfaceDefaults as ui } from '@/lib/model/interfaceText';
import { defaultNavItems, defaultSocialLinks } from '@/lib/model/navigationDefaults';
import { searchButtonTexts } from '@/components/search/searchButtonTexts';
import { profile } from '../../../fixtures/sparse-owner/profile';

const texts: NavbarTexts = { ...ui.nav, theme: ui.theme, opensInNewTab: ui.common.opensInNewTab, search: searchButtonTexts(ui.search) };

// Each render of the bar reads the address once: the count of its renders.
const mockPathname = jest.fn(() => '/projects/some-project/');
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname(), useRouter: () => ({ push: () => undefined }) }));

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

function renderNavbar() {
  const items = defaultNavItems(ui.routes);
  const socialLinks = defaultSocialLinks(profile);
  return render(<Navbar profile={profile} items={items} socialLinks={socialLinks} texts={texts} icons={topBarIcons(items, socialLinks)} />);
}

describe('Navbar', () => {
  it('marks Projects as the current page below /projects', () => {
    renderNavbar();
    const main = screen.getByRole('navigation', { name: texts.mainLabel });
    expect(within(main).getByRole('link', { name: ui.routes.projects })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: ui.routes.home })).not.toHaveAttribute('aria-current');
  });

  it('shows an icon, hidden from screen readers, in every link and button of the bar (drawn on the server, passed in)', () => {
    renderNavbar();
    const main = screen.getByRole('navigation', { name: texts.mainLabel });
    const controls = [...within(main).getAllByRole('link'), ...within(main).getAllByRole('button')].filter(
      (control) => !control.textContent?.includes(profile.initials),
    );
    expect(controls.length).toBeGreaterThan(defaultNavItems(ui.routes).length);
    for (const control of controls) {
      const icon = control.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('opens the menu from the toggle and closes it on Escape, giving focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: texts.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    // The menu's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: profile.name });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(within(dialog).getByRole('link', { name: texts.downloadResume })).toHaveAttribute('href', `/${profile.resumeFile}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('closes the menu when an item is chosen and scrolls to the top', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: texts.openMenu }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: ui.routes.about }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('takes its scrolled look past 50 px without re-rendering the bar (a tap right after a scroll waits for no render)', async () => {
    renderNavbar();
    const bar = screen.getByRole('banner');
    const renders = mockPathname.mock.calls.length;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(120);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled'));
    expect(screen.getByTestId('scroll-progress')).toBeInTheDocument();
    scrollTo(0);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-scrolled'));
    expect(mockPathname.mock.calls.length).toBe(renders);
  });
});
