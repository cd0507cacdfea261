import { sendContactMessage } from '@/components/contact/contactEndpoint';

describe('sendContactMessage', () => {
  const values = { name: ' Ada ', email: 'ada@example.com ', subject: 'Hi', message: ' Hello there, Ada here. ' };

  // Just the part of a Response the client reads (jsdom has no Response class).
  const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

  function fakeFetch(respond: () => Promise<Response>) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond();
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it('POSTs the trimmed fields as JSON and reports success on a 2xx answer', async () => {
    const { calls, fetchImpl } = fakeFetch(async () => answer(200));
    await expect(sendContactMessage('https://forms.example/f', values, fetchImpl)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://forms.example/f');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello there, Ada here.',
    });
  });

  it('reports failure on an error status', async () => {
    const { fetchImpl } = fakeFetch(async () => answer(500));
    await expect(sendContactMessage('https://forms.example/f', values, fetchImpl)).resolves.toBe(false);
  });

  it('reports failure instead of throwing when the network fails', async () => {
    const { fetchImpl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContactMessage('https://forms.example/f', values, fetchImpl)).resolves.toBe(false);
  });

  it('gives up on an endpoint that never answers after 15 s, aborting the request', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const { fetchImpl } = fakeFetch(() => new Promise<Response>(() => {}));
      const wrapped = ((url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return fetchImpl(url, init);
      }) as unknown as typeof fetch;
      let result: boolean | undefined;
      void sendContactMessage('https://forms.example/f', values, wrapped).then((sent) => (result = sent));
      await jest.advanceTimersByTimeAsync(14_999);
      expect(result).toBeUndefined();
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(result).toBe(false);
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
