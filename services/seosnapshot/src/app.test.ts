import { describeToolService } from "@seo/service-kit/testing/toolServiceTests";
import { seosnapshotResponseSchema } from "@seo/seosnapshot-contract";
import { createApp } from "./app";

describeToolService({
  tool: "seosnapshot",
  responseSchema: seosnapshotResponseSchema,
  createApp: (config) => createApp(config),
  goodInput: {
    title: "Waterproof Hiking Backpack for Weekend Trails | TrailLite",
    description:
      "A light waterproof backpack with a laptop sleeve, 28 litres of space and a lifetime warranty. Pack it for day hikes and commutes. Shop the TrailLite today.",
    url: "https://example.com/hiking-backpack",
  },
  badInput: { title: "A title", description: "A description", url: "not a url" },
  badField: "url",
});
