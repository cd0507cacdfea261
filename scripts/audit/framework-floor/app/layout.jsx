// The framework floor of `npm run audit`: the smallest App Router page Next can export, built with
// the project's own Next and React. What it costs is what hydration alone costs on any page.
export const metadata = { title: 'Framework floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
