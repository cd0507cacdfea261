export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A minimal statically exported Next page: no content, styles or components of the site.</p>
    </main>
  );
}
