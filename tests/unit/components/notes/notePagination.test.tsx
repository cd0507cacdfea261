// The links between the pages of a list of notes, as a visitor (and a screen reader) finds them.
import { render, screen } from '@testing-library/react';
import { NotePagination } from '@/components/notes/NotePagination';
import { interfaceDefaults } from '@/lib/model/interfaceText';

const texts = interfaceDefaults.notes;

describe('NotePagination', () => {
  it('on a middle page links to the newer and the older page and marks the current number', () => {
    render(<NotePagination base="/notes/tag/rust" page={2} total={3} texts={texts} />);
    const nav = screen.getByRole('navigation', { name: texts.pagesLabel });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Newer notes/ })).toHaveAttribute('href', '/notes/tag/rust');
    expect(screen.getByRole('link', { name: /Older notes/ })).toHaveAttribute('href', '/notes/tag/rust/page/3');
    expect(screen.getByRole('link', { name: 'Page 2 of 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('has no newer link on the first page and no older link on the last', () => {
    const { rerender } = render(<NotePagination base="/notes" page={1} total={2} texts={texts} />);
    expect(screen.queryByRole('link', { name: /Newer notes/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Older notes/ })).toHaveAttribute('href', '/notes/page/2');
    rerender(<NotePagination base="/notes" page={2} total={2} texts={texts} />);
    expect(screen.queryByRole('link', { name: /Older notes/ })).toBeNull();
  });

  it('shows nothing when the list fits on one page', () => {
    const { container } = render(<NotePagination base="/notes" page={1} total={1} texts={texts} />);
    expect(container).toBeEmptyDOMElement();
  });
});
