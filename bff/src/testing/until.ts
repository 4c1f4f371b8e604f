/** Waits for a condition that becomes true once a request has been handled (polls; no timing assumed). */
export async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition never became true");
}
