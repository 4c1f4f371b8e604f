import { createBatchedWriter } from "./batchedWriter";

describe("createBatchedWriter", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("writes the lines of one delay together, once", () => {
    const writes: string[] = [];
    const w = createBatchedWriter((t) => writes.push(t), { delayMs: 20, maxBytes: 1024 });
    w.write("a\n");
    w.write("b\n");
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(20);
    expect(writes).toEqual(["a\nb\n"]);
    jest.advanceTimersByTime(100);
    expect(writes).toEqual(["a\nb\n"]);
  });

  it("writes at once when maxBytes are pending, and on flush", () => {
    const writes: string[] = [];
    const w = createBatchedWriter((t) => writes.push(t), { delayMs: 20, maxBytes: 4 });
    w.write("ab\n");
    w.write("cd\n");
    expect(writes).toEqual(["ab\ncd\n"]);
    w.write("e\n");
    w.flush();
    expect(writes).toEqual(["ab\ncd\n", "e\n"]);
    jest.advanceTimersByTime(100);
    expect(writes).toHaveLength(2);
  });
});
