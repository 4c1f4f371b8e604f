import { startToolService } from "@seo/service-kit/startToolService";
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import { createApp, SERVICE_NAME } from "./app";
import { seosnapshotTool } from "./domain/seosnapshotTool";

startToolService(SERVICE_NAME, createApp, () =>
  seosnapshotTool.offline(
    seosnapshotRequestSchema.parse({
      title: "Oak Dining Tables | Leeds Furniture",
      description: "Solid oak dining tables made in Leeds, seating 4 to 8.",
    }),
  ),
);
