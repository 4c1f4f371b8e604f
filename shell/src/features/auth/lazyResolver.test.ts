import type { Resolver } from "react-hook-form";
import { lazyResolver } from "./lazyResolver";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const refusing: Resolver<Values> = async () => ({
  values: {},
  errors: { email: { type: "format", message: "Invalid email address" } },
});

it("downloads the validator once, on the first focus, and validates with it", async () => {
  const load = jest.fn(async () => refusing);
  const resolver = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();
  resolver.preload();
  resolver.preload();
  const result = await resolver({ email: "nope" }, undefined, options);
  expect(result.errors.email?.message).toBe("Invalid email address");
  await resolver({ email: "nope" }, undefined, options);
  expect(load).toHaveBeenCalledTimes(1);
});

it("lets the values through to the server when the validator cannot be downloaded, and tries again next time", async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(refusing);
  const resolver = lazyResolver<Values>(load);
  expect(await resolver({ email: "ada@example.com" }, undefined, options)).toEqual({
    values: { email: "ada@example.com" },
    errors: {},
  });
  expect((await resolver({ email: "nope" }, undefined, options)).errors.email?.message).toBe("Invalid email address");
  expect(load).toHaveBeenCalledTimes(2);
});
