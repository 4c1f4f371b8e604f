// The four tools as the shell presents them (landing, home, dashboard, pricing).
import type { ReactNode } from "react";
import type { Tool } from "@seo/contracts/constants";
import { toolGradients } from "@seo/ui/theme";
import { GaugeIcon, PenIcon, SparkIcon, TrendIcon } from "./icons";

export interface ToolInfo {
  id: Tool;
  name: string;
  path: string;
  tagline: string;
  description: string;
  features: string[];
  gradient: string;
  icon: ReactNode;
}

export const TOOL_CATALOG: ToolInfo[] = [
  {
    id: "descripto",
    name: "Descripto",
    path: "/descripto",
    tagline: "Product descriptions that sell",
    description: "Generate SEO-optimised product descriptions in the tone your brand speaks.",
    features: ["Five writing tones", "Keyword packs", "Optimisation tips", "TXT export"],
    gradient: toolGradients.descripto,
    icon: <PenIcon />,
  },
  {
    id: "hookgenie",
    name: "HookGenie",
    path: "/hookgenie",
    tagline: "Headlines that get the click",
    description: "Create headlines, page titles and H1 tags — plus subject lines, social posts and ad copy.",
    features: ["Headlines, titles and H1s", "Subject lines and social posts", "Writing tips", "CSV export"],
    gradient: toolGradients.hookgenie,
    icon: <SparkIcon />,
  },
  {
    id: "trendspy",
    name: "TrendSpy",
    path: "/trendspy",
    tagline: "Keywords before they peak",
    description: "Research keywords and trends with opportunity cards, keyword clouds and category packs.",
    features: ["Keyword opportunity cards", "Trend direction and difficulty", "Strategic insights", "CSV export"],
    gradient: toolGradients.trendspy,
    icon: <TrendIcon />,
  },
  {
    id: "seosnapshot",
    name: "SeoSnapshot",
    path: "/seosnapshot",
    tagline: "Audit any page in seconds",
    description: "Audit a meta title, meta description and URL: get a score and clear recommendations.",
    features: ["Overall SEO score", "Title and description checks", "Recommendations", "PDF reports"],
    gradient: toolGradients.seosnapshot,
    icon: <GaugeIcon />,
  },
];
