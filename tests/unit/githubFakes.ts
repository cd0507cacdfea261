// Stand-ins for fetch answers: jsdom has no Response. Only what lib/github.ts reads.
export function fakeResponse(text: string, status = 200, statusText = 'OK'): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
  } as Response;
}

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  Promise.resolve(fakeResponse(JSON.stringify(body), status, statusText));

/** A fetch answering per URL; an unexpected URL fails the test loudly. */
export function fakeFetch(answers: Record<string, () => Promise<Response>>) {
  return jest.fn((url: string) => {
    const answer = answers[url];
    if (!answer) throw new Error(`unexpected request ${url}`);
    return answer();
  });
}
