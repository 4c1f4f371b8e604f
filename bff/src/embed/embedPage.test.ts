import { refusalPageHtml, scriptJson, toolPageHtml } from "./embedPage";
import { normaliseOrigin } from "./origins";
import { embedConfigOf } from "../testing/embedPartners";

describe("the embed page's HTML", () => {
  it("keeps every value inside the JSON configuration, whatever it contains", () => {
    const html = toolPageHtml({
      tool: "seosnapshot",
      title: "SeoSnapshot",
      route: "/seosnapshot",
      remote: "seosnapshot",
      page: "./SeoSnapshotPage",
      token: "t</script><script>alert(1)</script>",
      expiresAt: 1,
      parentOrigin: "http://localhost:8090",
      productUrl: "http://x\u2028",
      toolUrl: "http://x/seosnapshot",
      theme: "light",
    });
    expect(html.match(/<script/g)).toHaveLength(2); // the JSON block and the shell, nothing injected
    expect(embedConfigOf<{ token: string }>(html).token).toBe("t</script><script>alert(1)</script>");
    expect(scriptJson("<!--")).toBe('"\\u003c!--"');
  });

  it("escapes refusal texts", () => {
    const html = refusalPageHtml({ heading: "<b>", message: "\"'&", productUrl: 'http://x/"onmouseover="alert(1)' });
    expect(html).toContain("&lt;b&gt;");
    expect(html).toContain("&quot;&#39;&amp;");
    expect(html).not.toContain('"onmouseover="');
  });
});

describe("origins", () => {
  it("normalise to scheme://host[:port] and refuse anything else", () => {
    expect(normaliseOrigin("HTTPS://Shop.Example.com/")).toBe("https://shop.example.com");
    expect(normaliseOrigin("http://localhost:8090")).toBe("http://localhost:8090");
    expect(normaliseOrigin("https://shop.example.com:443")).toBe("https://shop.example.com");
    for (const bad of [
      "javascript:alert(1)",
      "https://a.example/path",
      "https://user:pw@a.example",
      "null",
      "*",
      "ftp://a.example",
      "",
    ]) {
      expect(normaliseOrigin(bad)).toBeNull();
    }
  });
});
