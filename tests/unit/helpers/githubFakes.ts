// Stand-ins for fetch answers: jsdom has no Response. Only what lib/github/api.ts and client.ts read.
export function fakeResponse(text: string, status = 200, statusText = 'OK', headers: Record<string, string> = {}): Response {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
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
