import { buildBlogPostMarkdown, keywordTag } from "./blogPost";
import { blogPostFilename, filenameSlug } from "./fileNames";

describe("buildBlogPostMarkdown", () => {
  it("writes title, description, Key Features, SEO Keywords and hashtags", () => {
    const md = buildBlogPostMarkdown({
      title: "Trail Shoes That Grip",
      description: "Meet the shoe built for mud.",
      keyFeatures: "Vibram sole\nWaterproof upper",
      keywords: "trail running shoes, waterproof shoes",
    });
    expect(md).toBe(
      [
        "# Trail Shoes That Grip",
        "",
        "Meet the shoe built for mud.",
        "",
        "## Key Features",
        "",
        "- Vibram sole",
        "- Waterproof upper",
        "",
        "## SEO Keywords",
        "",
        "- trail running shoes",
        "- waterproof shoes",
        "",
        "#trailrunningshoes #waterproofshoes",
        "",
      ].join("\n"),
    );
  });

  it("splits comma-separated features and leaves out empty sections", () => {
    const md = buildBlogPostMarkdown({ title: "T", description: "", keyFeatures: "light, fast", keywords: "" });
    expect(md).toContain("- light\n- fast");
    expect(md).not.toContain("SEO Keywords");
    expect(md).not.toMatch(/^#\w/m);
    expect(md.startsWith("# T")).toBe(true);
  });

  it("strips list markers from features", () => {
    expect(buildBlogPostMarkdown({ title: "T", description: "", keyFeatures: "- a\n2. b", keywords: "" })).toContain("- a\n- b");
  });
});

describe("keywordTag", () => {
  it("removes spaces and adds #", () => {
    expect(keywordTag("best trail  shoes")).toBe("#besttrailshoes");
  });
});

describe("filenameSlug", () => {
  it("lowercases and joins words with underscores", () => {
    const names = ["Summer Launch 2025!", "  Café — Crème ", "!!!"];
    expect(names.map((name) => filenameSlug(name))).toEqual(["summer_launch_2025", "cafe_creme", "seo_project"]);
  });

  it("names the blog post download", () => {
    expect(blogPostFilename("My Project")).toBe("my_project_blog_post.md");
  });
});
