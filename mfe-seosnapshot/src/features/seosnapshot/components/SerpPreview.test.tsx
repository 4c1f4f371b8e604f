import { displayUrl } from "./SerpPreview";

it("prints the URL as Google's breadcrumb: scheme and host, then the path segments", () => {
  expect(displayUrl("https://www.example.com/mens-leather-wallets/slim-rfid-bifold")).toBe(
    "https://www.example.com › mens-leather-wallets › slim-rfid-bifold",
  );
  expect(displayUrl("https://www.example.com/shoes/?utm=1#top")).toBe("https://www.example.com › shoes");
  expect(displayUrl("http://shop.example.com")).toBe("http://shop.example.com");
  expect(displayUrl("example.com/caf%C3%A9")).toBe("https://example.com › café");
  expect(displayUrl(undefined)).toBe("https://www.example.com");
});
