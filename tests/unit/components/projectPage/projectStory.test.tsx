// The project page's impact cards, testimonials and code highlights, rendered from fixture props.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeHighlights, copyTexts } from '@/components/projectPage/CodeHighlights';
import { CopyButton } from '@/components/projectPage/CopyButton';
import { COPY_ICONS } from '@/components/projectPage/drawnIcons';
import { ImpactList } from '@/components/projectPage/ImpactList';
import { Testimonials } from '@/components/projectPage/Testimonials';
import type { HighlightedSnippet } from '@/lib/content/highlight';
import type { Testimonial } from '@/lib/model/types';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { formatText } from '@/lib/format/text';

const { project: texts, code } = interfaceDefaults;

const IMPACT = ['Cut the nightly batch from four hours to twenty minutes.', 'Three teams adopted it.'];
const PEOPLE: Testimonial[] = [
  { content: 'It changed how we ship.', name: 'Grace Hopper', role: 'Rear admiral', avatar: '/images/people/grace.webp' },
  { content: 'Clear code, clear docs.', name: 'linus', role: 'Maintainer' },
];
const SNIPPETS: HighlightedSnippet[] = [
  {
    language: 'python',
    title: 'Reading the config',
    code: 'config = load()',
    html: '<pre class="shiki" tabindex="0"><code><span class="line"><span style="--shiki-light:#111111;--shiki-dark:#eeeeee">config = load()</span></span></code></pre>',
  },
];

describe('ImpactList', () => {
  it('shows each statement on a card numbered from 1, in order, under an Impact heading', () => {
    render(<ImpactList impact={IMPACT} heading={texts.impact} />);
    const section = screen.getByRole('region', { name: texts.impact });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(`1${IMPACT[0]}`);
    expect(cards[1]).toHaveTextContent(`2${IMPACT[1]}`);
  });

  it('renders nothing, not even the heading, without impact entries', () => {
    const { container } = render(<ImpactList impact={[]} heading={texts.impact} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Testimonials', () => {
  it('marks each testimonial up as a quote with who said it', () => {
    render(<Testimonials testimonials={PEOPLE} heading={texts.testimonials} />);
    const section = screen.getByRole('region', { name: texts.testimonials });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    figures.forEach((figure, i) => {
      const person = PEOPLE[i]!;
      expect(figure.querySelector('blockquote')).toHaveTextContent(person.content);
      const caption = figure.querySelector('figcaption');
      expect(caption).toHaveTextContent(person.name);
      expect(caption).toHaveTextContent(person.role);
    });
  });

  it('shows the avatar image when given, else the first letter of the name', () => {
    render(<Testimonials testimonials={PEOPLE} heading={texts.testimonials} />);
    const [withAvatar, withoutAvatar] = screen.getAllByRole('figure');
    // The name is right beside the picture, so the image itself is decorative.
    const img = withAvatar!.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/people/grace.webp');
    expect(img).toHaveAttribute('alt', '');
    expect(within(withAvatar!).queryByTestId('avatar-placeholder')).toBeNull();
    expect(withoutAvatar!.querySelector('img')).toBeNull();
    expect(within(withoutAvatar!).getByTestId('avatar-placeholder')).toHaveTextContent(/^L$/);
  });

  it('renders nothing without testimonials', () => {
    const { container } = render(<Testimonials testimonials={[]} heading={texts.testimonials} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CodeHighlights', () => {
  it('shows each snippet with its title, language and the highlighted HTML', () => {
    render(<CodeHighlights snippets={SNIPPETS} texts={code} />);
    const section = screen.getByRole('region', { name: code.heading });
    expect(within(section).getByRole('heading', { name: 'Reading the config' })).toBeInTheDocument();
    expect(within(section).getByText('python')).toBeInTheDocument();
    const token = within(section).getByText('config = load()');
    expect(token.closest('pre')).toHaveAttribute('tabindex', '0');
    expect(token).toHaveStyle({ '--shiki-dark': '#eeeeee' });
    expect(within(section).getByRole('button', { name: formatText(code.copyLabel, { title: 'Reading the config' }) })).toBeInTheDocument();
  });

  it('renders nothing without snippets', () => {
    const { container } = render(<CodeHighlights snippets={[]} texts={code} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CopyButton', () => {
  it('copies the code by keyboard and announces that it did', async () => {
    const user = userEvent.setup();
    render(<CopyButton code={'line one\n  line two'} label="Copy the sample" texts={copyTexts(code)} icons={COPY_ICONS} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy the sample' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('line one\n  line two');
    expect(status).toHaveTextContent(code.copied);
  });

  it('says clearly how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<CopyButton code="secret" label="Copy the sample" texts={copyTexts(code)} icons={COPY_ICONS} />);
    await user.click(screen.getByRole('button', { name: 'Copy the sample' }));
    expect(screen.getByRole('status')).toHaveTextContent(code.copyFailed);
    expect(screen.getByRole('status')).not.toHaveTextContent(code.copied);
  });
});
