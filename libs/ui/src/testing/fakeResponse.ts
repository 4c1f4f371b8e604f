// A minimal fetch Response for tests that mock fetch at the boundary (jsdom has no Response).
export function fakeResponse(status: number, body: unknown = "", statusText = ""): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const make = (): Response =>
    ({
      status,
      statusText,
      ok: status >= 200 && status < 300,
      headers: { get: () => "application/json" },
      text: async () => text,
      json: async () => JSON.parse(text),
      clone: make,
    }) as unknown as Response;
  return make();
}
