/**
 * @jest-environment node
 */
// The languages of the repositories npm run import:github brings in: asked a few at a time (the
// code-hosting API counts many requests at once against a secondary rate limit), in any order of
// answers kept in the repositories' order, and the first refusal stops the rest.
import { fetchLanguagesOf, LANGUAGE_REQUESTS_AT_ONCE } from '@/lib/github/repositories';
import { fakeResponse } from '../../helpers/githubFakes';

const names = Array.from({ length: 12 }, (_, i) => `r${i}`);
/** Lets every answer given so far be read and the next requests be made. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A stub API that holds each request until the test answers it, and counts those in flight. */
function heldApi() {
  const held: { repository: string; answer: (status?: number) => void }[] = [];
  const counts = { made: 0, inFlight: 0, most: 0 };
  const fetch = (url: string) => {
    counts.made += 1;
    counts.inFlight += 1;
    counts.most = Math.max(counts.most, counts.inFlight);
    const repository = url.split('/')[5]!;
    return new Promise<Response>((resolve) => {
      held.push({ repository, answer: (status = 200) => {
        counts.inFlight -= 1;
        resolve(fakeResponse(JSON.stringify({ [`Lang-${repository}`]: 100 }), status, status === 200 ? 'OK' : 'Not Found'));
      } });
    });
  };
  return { fetch, held, counts };
}

describe('fetchLanguagesOf', () => {
  it(`has at most ${LANGUAGE_REQUESTS_AT_ONCE} requests in flight, and gives each repository its own languages`, async () => {
    const api = heldApi();
    const languages = fetchLanguagesOf('octo', names, { fetch: api.fetch });
    await settle();
    // The newest request answered first: the answers come in another order than the questions.
    while (api.held.length) {
      api.held.pop()!.answer();
      await settle();
    }
    expect(api.counts).toEqual({ made: 12, inFlight: 0, most: LANGUAGE_REQUESTS_AT_ONCE });
    expect(await languages).toEqual(names.map((name) => [`Lang-${name}`]));
  });

  it('stops asking at the first refusal, and says which repository it was', async () => {
    const api = heldApi();
    const languages = fetchLanguagesOf('octo', names, { fetch: api.fetch });
    const settled = expect(languages).rejects.toThrow('The code-hosting API knows no repository "octo/r0".');
    await settle();
    api.held.shift()!.answer(404);
    await settle();
    while (api.held.length) {
      api.held.shift()!.answer();
      await settle();
    }
    await settled;
    expect(api.counts.made).toBe(LANGUAGE_REQUESTS_AT_ONCE);
  });
});
