import { render, screen } from '@testing-library/react';
import AboutLoading from '@/app/(default)/about/loading';
import ContactLoading from '@/app/(default)/contact/loading';
import ExperienceLoading from '@/app/(default)/experience/loading';
import { ui } from '@/lib/content';

describe.each([
  ['About', AboutLoading],
  ['Experience', ExperienceLoading],
  ['Contact', ContactLoading],
])('the %s loading screen', (_name, Loading) => {
  it("shows a spinner and the content's loading text as a status", () => {
    const { container } = render(<Loading />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(ui.common.loading);
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
