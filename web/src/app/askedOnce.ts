/**
 * One render's fetch that sends each distinct request once (issue 20: a page sends no query twice). The
 * server asks the page's queries before it renders; a query whose answer did not reach the cache (the
 * gateway was down, or too slow) would otherwise be sent again by the screen that reads it, during the same
 * render, doubling the load on an upstream that is already failing. Asked again, the same request gets the
 * first answer (a copy of the response) or the same failure, and the screen shows its error state at once.
 */
export function askedOnce(send: typeof fetch): typeof fetch {
  const answers = new Map<string, Promise<Response>>();
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // Only requests whose whole identity is in their address and text body can be recognised again.
    if (typeof init?.body !== 'string' && init?.body !== undefined) return send(input, init);
    const key = `${init?.method ?? 'GET'} ${url}\n${init?.body ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = send(input, init);
      answers.set(key, answer);
    }
    return answer.then((response) => response.clone());
  };
}
