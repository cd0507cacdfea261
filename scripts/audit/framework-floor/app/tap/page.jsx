import { Toggle } from './Toggle';

// The interaction floor of `npm run audit:response`: the least a tap and a key can cost on a page
// of the project's own Next and React, beside the site's controls in the same run.
export default function Page() {
  return (
    <main>
      <h1>Interaction floor</h1>
      <Toggle />
    </main>
  );
}
